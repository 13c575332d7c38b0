import { MAX_OUTPUT_TOKENS } from '@shared/scripts/script.schema';
import { DomainError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { Clock, Logger, TextWriter } from '../core/ports';
import type { RateLimiter } from '../credits/ports';
import type { ScriptStore } from './ports';
import { DIAGNOSTIC_MODEL_QUOTA } from '../credits/rate-limits';
import { diagnosticPrompt } from './prompts';

const elapsed = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

/**
 * The diagnostic page's model step: a tiny prompt to the configured writer, no credits, so
 * at most DIAGNOSTIC_MODEL_QUOTA.max a day per user (docs/PRODUCT.md §limits.rate: over it,
 * a RateLimitedError and no model call). A model failure is a result (ok: false, the pt-BR
 * reason as the sample), not an error.
 */
export async function diagnoseModel(
  ctx: { writer: TextWriter; log: Logger; limiter: RateLimiter; clock: Clock },
  userId: string,
) {
  await ctx.limiter.countDaily(userId, DIAGNOSTIC_MODEL_QUOTA, ctx.clock.now());
  const t0 = performance.now();
  try {
    const text = await ctx.writer.write(diagnosticPrompt(), { onDelta: () => {}, signal: AbortSignal.timeout(20_000) });
    return {
      ok: text.trim().length > 0,
      writer: ctx.writer.kind,
      latencyMs: elapsed(t0),
      sample: text.trim().slice(0, 200),
      maxTokens: MAX_OUTPUT_TOKENS,
    };
  } catch (err) {
    ctx.log.warn('model diagnostic failed', errorFields(err));
    const sample = err instanceof DomainError ? err.message : 'Erro ao falar com o modelo de IA.';
    return { ok: false, writer: ctx.writer.kind, latencyMs: elapsed(t0), sample, maxTokens: MAX_OUTPUT_TOKENS };
  }
}

/** The diagnostic page's storage step: write, read back and delete a throwaway item of the caller. */
export async function diagnoseRoundTrip(ctx: { store: ScriptStore; clock: Clock }, userId: string) {
  const t0 = performance.now();
  const { ok } = await ctx.store.roundTrip(userId, ctx.clock.now());
  return { ok, latencyMs: elapsed(t0) };
}
