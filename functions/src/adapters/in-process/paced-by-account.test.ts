import type { AccountStore } from '../../core/ports';
import { pacedByAccount } from './paced-by-account';

type Profiles = Pick<AccountStore, 'getProfile'>;

const profile = (userId: string, email: string) => ({
  userId,
  name: userId,
  email,
  avatarUrl: null,
  joinDate: '2026-01-01T00:00:00.000Z',
});

function setUp(getProfile: Profiles['getProfile']) {
  const ran: string[] = [];
  const reads: string[] = [];
  const profiles: Profiles = {
    getProfile: (id) => {
      reads.push(id);
      return getProfile(id);
    },
  };
  const run = pacedByAccount({
    accounts: new Set(['ritmo@viraliza.test']),
    profiles,
    paced: 'paced',
    unpaced: 'unpaced',
    run: async (deps, e) => void ran.push(`${e.generationId}: ${deps}`),
  });
  return { ran, reads, run };
}

describe('pacedByAccount', () => {
  it("runs a listed account's jobs over the slowed parts and everyone else's at their own pace", async () => {
    const emails: Record<string, string> = { ana: 'Ritmo@Viraliza.test', bia: 'bia@viraliza.test' };
    const { ran, run } = setUp(async (id) => (emails[id] ? profile(id, emails[id]) : null));
    await run({ userId: 'ana', generationId: 'g1' });
    await run({ userId: 'bia', generationId: 'g2' });
    await run({ userId: 'sem-perfil', generationId: 'g3' });
    expect(ran).toEqual(['g1: paced', 'g2: unpaced', 'g3: unpaced']);
  });

  it('reads a user’s profile once; a failed read runs the job at its own pace and is asked again', async () => {
    let fail = true;
    const { ran, reads, run } = setUp(async (id) => {
      if (fail) throw new Error('tabela indisponível');
      return profile(id, 'ritmo@viraliza.test');
    });
    await run({ userId: 'ana', generationId: 'g1' });
    fail = false;
    await run({ userId: 'ana', generationId: 'g2' });
    await run({ userId: 'ana', generationId: 'g3' });
    expect(reads).toEqual(['ana', 'ana']);
    expect(ran).toEqual(['g1: unpaced', 'g2: paced', 'g3: paced']);
  });
});
