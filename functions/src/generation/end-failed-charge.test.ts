import { fixedClock } from '../core/clock';
import { DomainError } from '../core/errors';
import type { Logger } from '../core/ports';
import type { AccountStanding } from '../accounts/ports';
import { ACCOUNT_REVOKED_MESSAGE } from '../accounts/account-errors';
import { endFailedCharge } from './end-failed-charge';

const failure = new DomainError('internal', 'Erro ao gerar roteiro');
const op = { userId: 'ana', operationId: 'op-1', cost: 100 };

function setup(standing: () => Promise<AccountStanding | null>, refund: () => Promise<boolean> = async () => true) {
  const logs: string[] = [];
  const refunds: unknown[] = [];
  const log: Logger = {
    info: (m) => void logs.push(`info ${m}`),
    warn: (m) => void logs.push(`warn ${m}`),
    error: (m) => void logs.push(`error ${m}`),
    child: () => log,
  };
  const ctx = {
    ledger: { refund: async (r: unknown) => (refunds.push(r), refund()) },
    standings: { getStanding: standing },
    clock: fixedClock('2026-03-15T09:30:00.000Z'),
    log,
  };
  return { ctx, logs, refunds };
}

describe('endFailedCharge', () => {
  it('refunds once and answers the failure while the account stands', async () => {
    const { ctx, refunds } = setup(async () => ({ status: 'active' }));
    expect(await endFailedCharge(ctx, op, failure)).toEqual({ error: failure, refunded: true });
    expect(refunds).toEqual([{ ...op, reason: 'Erro ao gerar roteiro', now: new Date('2026-03-15T09:30:00.000Z') }]);
  });

  it.each([
    ['marked deleted', async () => ({ status: 'deleted' as const })],
    ['erased (no profile row)', async () => null],
  ])('answers the deleted account’s 401, refunds nothing and says why when the account was %s', async (_, standing) => {
    const { ctx, logs, refunds } = setup(standing);
    const { error, refunded } = await endFailedCharge(ctx, op, failure);
    expect([error.code, error.message, refunded]).toEqual(['unauthorized', ACCOUNT_REVOKED_MESSAGE, false]);
    expect(refunds).toEqual([]);
    expect(logs).toEqual(['warn account deleted while its operation ran: nothing saved, nothing refunded']);
  });

  it('still refunds when the standing cannot be read, and keeps the failure when the refund throws', async () => {
    const { ctx, logs } = setup(
      () => Promise.reject(new Error('DynamoDB fora do ar')),
      () => Promise.reject(new Error('DynamoDB fora do ar')),
    );
    expect(await endFailedCharge(ctx, op, failure)).toEqual({ error: failure, refunded: false });
    expect(logs).toEqual(['warn could not read the account standing', 'error refund failed']);
  });
});
