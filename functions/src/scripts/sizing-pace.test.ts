import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import { silentLogger } from '../../test/support/deps';
import { sizingPace } from './sizing-pace';

describe('sizingPace: the rate a new script is sized at', () => {
  it('uses the measured average, clamped to 100–200, and 130 before any take', async () => {
    const totals: Record<string, PaceTotals> = {
      ana: { totalWords: 1600, totalMs: 600_000, takes: 4 }, // 160 wpm
      bia: { totalWords: 2400, totalMs: 600_000, takes: 2 }, // 240 wpm
    };
    const ctx = { pace: { get: async (userId: string) => totals[userId] ?? null }, log: silentLogger };
    expect(await sizingPace(ctx, 'ana')).toBe(160);
    expect(await sizingPace(ctx, 'bia')).toBe(200);
    expect(await sizingPace(ctx, 'caio')).toBe(130);
  });

  it('sizes at 130 and logs when the pace cannot be read: the generation goes on', async () => {
    const warn = jest.fn();
    const log = { ...silentLogger, warn };
    expect(await sizingPace({ pace: { get: async () => Promise.reject(new Error('throttled')) }, log }, 'ana')).toBe(
      130,
    );
    expect(warn).toHaveBeenCalledWith('pace unavailable, sizing at the default', expect.anything());
  });
});
