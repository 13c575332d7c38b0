import type { Logger } from '../../core/ports';
import { InProcessDispatcher } from './in-process-dispatcher';

const errors: unknown[] = [];
const log: Logger = { info() {}, warn() {}, error: (m, f) => void errors.push([m, f]), child: () => log };

describe('InProcessDispatcher', () => {
  it('answers before the job starts, as an async invoke does, and idle() waits for every job', async () => {
    const order: string[] = [];
    const dispatcher = new InProcessDispatcher(async (e) => void order.push(`run ${e.generationId}`), log);
    await dispatcher.dispatch({ userId: 'ana', generationId: 'a' });
    await dispatcher.dispatch({ userId: 'ana', generationId: 'b' });
    order.push('answered');
    await dispatcher.idle();
    expect(order).toEqual(['answered', 'run a', 'run b']);
  });

  it('logs a crashed job instead of failing the route that started it', async () => {
    const dispatcher = new InProcessDispatcher(async () => Promise.reject(new Error('boom')), log);
    await expect(dispatcher.dispatch({ userId: 'ana', generationId: 'c' })).resolves.toBeUndefined();
    await dispatcher.idle();
    expect(errors).toEqual([['generation worker crashed', expect.objectContaining({ generationId: 'c' })]]);
  });
});
