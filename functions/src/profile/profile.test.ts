import { fixedClock } from '../core/clock';
import type { ObjectStore } from '../core/ports';
import { silentLogger } from '../../test/support/deps';
import type { ProfileChanges, ProfileStore, StoredProfile } from './ports';
import { readProfile, revokeAllSessions, syncVerifiedEmail, updateProfile, type ProfileDeps } from './profile';

const NOW = '2026-03-15T09:30:00.000Z';
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

/** An in-memory store that behaves as the DynamoDB one: only an active row changes, the old row is answered. */
function memoryProfiles(initial: StoredProfile | null) {
  let row = initial;
  const store: ProfileStore & { row: () => StoredProfile | null; revokedAt?: number } = {
    row: () => row,
    get: async () => row,
    update: async (_id, changes: ProfileChanges) => {
      if (!row) return null;
      const before = row;
      const next: StoredProfile = { ...row, ...changes, avatarKey: undefined };
      const key = changes.avatarKey === undefined ? before.avatarKey : changes.avatarKey;
      if (key) next.avatarKey = key;
      else delete next.avatarKey;
      row = next;
      return before;
    },
    revokeTokensIssuedBefore: async (_id, at) => {
      if (!row) return false;
      store.revokedAt = at;
      return true;
    },
  };
  return store;
}

function memoryObjects() {
  const objects = new Map<string, { bytes: Uint8Array; type: string }>();
  const store: ObjectStore & { objects: typeof objects } = {
    objects,
    put: async (key, bytes, type) => void objects.set(key, { bytes, type }),
    signedGetUrl: async (key, ttl) => `signed:${key}:${ttl}`,
    delete: async (key) => void objects.delete(key),
    deletePrefix: async () => 0,
  };
  return store;
}

const ANA: StoredProfile = {
  userId: 'ana',
  name: 'Ana',
  email: 'ana@teste.com',
  avatarUrl: null,
  joinDate: NOW,
};

function setup(row: StoredProfile | null = ANA) {
  const profiles = memoryProfiles(row);
  const objects = memoryObjects();
  let n = 0;
  const deps: ProfileDeps = { profiles, objects, clock: fixedClock(NOW), log: silentLogger, newId: () => `id${++n}` };
  return { deps, profiles, objects };
}

describe('updateProfile', () => {
  it('changes the name only, leaving the picture alone', async () => {
    const { deps, profiles } = setup();
    const view = await updateProfile(deps, { userId: 'ana' }, { name: 'Ana Souza' });
    expect(view).toEqual({ ...ANA, name: 'Ana Souza' });
    expect(profiles.row()?.name).toBe('Ana Souza');
  });

  it('stores a new picture under the user prefix, points the row at it and deletes the one it replaced', async () => {
    const { deps, profiles, objects } = setup();
    await updateProfile(
      deps,
      { userId: 'ana' },
      { avatar: { contentType: 'image/webp', data: WEBP.toString('base64') } },
    );
    expect([...objects.objects.keys()]).toEqual(['users/ana/avatar/id1.webp']);
    const view = await updateProfile(
      deps,
      { userId: 'ana' },
      { avatar: { contentType: 'image/jpeg', data: JPEG.toString('base64') } },
    );
    expect([...objects.objects.keys()]).toEqual(['users/ana/avatar/id2.jpg']);
    expect(objects.objects.get('users/ana/avatar/id2.jpg')?.type).toBe('image/jpeg');
    expect(profiles.row()?.avatarKey).toBe('users/ana/avatar/id2.jpg');
    expect(view.avatarUrl).toBe('signed:users/ana/avatar/id2.jpg:3600');
  });

  it('removes the picture with null', async () => {
    const { deps, profiles, objects } = setup();
    await updateProfile(
      deps,
      { userId: 'ana' },
      { avatar: { contentType: 'image/webp', data: WEBP.toString('base64') } },
    );
    const view = await updateProfile(deps, { userId: 'ana' }, { avatar: null });
    expect(objects.objects.size).toBe(0);
    expect(profiles.row()?.avatarKey).toBeUndefined();
    expect(view.avatarUrl).toBeNull();
  });

  it('refuses bytes that are not the image type they claim, storing nothing', async () => {
    const { deps, objects } = setup();
    await expect(
      updateProfile(deps, { userId: 'ana' }, { avatar: { contentType: 'image/webp', data: JPEG.toString('base64') } }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: 'Envie uma imagem JPEG ou WebP.' });
    expect(objects.objects.size).toBe(0);
  });

  it('deletes the new picture again when the account is gone meanwhile', async () => {
    const { deps, objects } = setup(null);
    await expect(
      updateProfile(deps, { userId: 'ana' }, { avatar: { contentType: 'image/webp', data: WEBP.toString('base64') } }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(objects.objects.size).toBe(0);
  });
});

describe('readProfile', () => {
  it('answers the provider picture when nothing was uploaded', async () => {
    const { deps } = setup({ ...ANA, avatarUrl: 'https://lh3.googleusercontent.com/a' });
    expect((await readProfile(deps, { userId: 'ana' })).avatarUrl).toBe('https://lh3.googleusercontent.com/a');
  });

  it("never signs a key outside the user's prefix", async () => {
    const { deps } = setup({ ...ANA, avatarKey: 'users/bia/avatar/x.webp' });
    expect((await readProfile(deps, { userId: 'ana' })).avatarUrl).toBeNull();
  });
});

describe('syncVerifiedEmail', () => {
  it("takes the pool's verified e-mail, read with the caller's token", async () => {
    const { deps, profiles } = setup();
    const tokens: string[] = [];
    const identity = { verifiedEmail: async (t: string) => (tokens.push(t), 'nova@teste.com') };
    const view = await syncVerifiedEmail({ ...deps, identity }, { userId: 'ana' }, 'tok');
    expect(tokens).toEqual(['tok']);
    expect(view.email).toBe('nova@teste.com');
    expect(profiles.row()?.email).toBe('nova@teste.com');
  });

  it('changes nothing (409) while the new e-mail is unconfirmed', async () => {
    const { deps, profiles } = setup();
    await expect(
      syncVerifiedEmail({ ...deps, identity: { verifiedEmail: async () => null } }, { userId: 'ana' }, 'tok'),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(profiles.row()?.email).toBe('ana@teste.com');
  });
});

describe('revokeAllSessions', () => {
  it('refuses tokens issued up to now and forgets the cached standing', async () => {
    const { deps, profiles } = setup();
    const forgotten: string[] = [];
    const identity = { signOutEverywhere: async () => {} };
    const result = await revokeAllSessions(
      { profiles, identity, clock: deps.clock, onRevoked: (id) => void forgotten.push(id) },
      { userId: 'ana', username: 'user-ana' },
    );
    expect(result).toEqual({ tokensValidAfter: Date.parse(NOW) / 1000 });
    expect(profiles.revokedAt).toBe(Date.parse(NOW) / 1000);
    expect(forgotten).toEqual(['ana']);
  });

  it('revokes the refresh tokens with the pool before the cut-off is read and written', async () => {
    // prepare: the pool's revocation takes 2 s; a token refreshed meanwhile is issued at +1 s
    const { profiles } = setup();
    let nowMs = Date.parse(NOW);
    const steps: string[] = [];
    const identity = {
      signOutEverywhere: async (username: string) => {
        steps.push(`signOut ${username}`);
        nowMs += 2_000;
      },
    };
    const store = {
      revokeTokensIssuedBefore: async (id: string, at: number) => {
        steps.push(`cut-off ${id} ${at}`);
        return profiles.revokeTokensIssuedBefore(id, at);
      },
    };
    // act
    await revokeAllSessions(
      { profiles: store, identity, clock: { now: () => new Date(nowMs) } },
      { userId: 'ana', username: 'user-ana' },
    );
    // assert: no token can be issued after the cut-off, and every one issued before it is refused
    expect(steps).toEqual(['signOut user-ana', `cut-off ana ${Date.parse(NOW) / 1000 + 2}`]);
  });

  it('refuses a caller whose token names no pool user', async () => {
    const { deps, profiles } = setup();
    const identity = { signOutEverywhere: async () => {} };
    await expect(revokeAllSessions({ profiles, identity, clock: deps.clock }, { userId: 'ana' })).rejects.toMatchObject(
      { code: 'unauthorized' },
    );
    expect(profiles.revokedAt).toBeUndefined();
  });
});
