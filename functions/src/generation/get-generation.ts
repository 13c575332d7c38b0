import type { GenerationView } from '@shared/generations/generation.schema';
import type { GenerateImageResponse } from '@shared/images/image.schema';
import { NotFoundError } from '../core/errors';
import type { Clock } from '../core/ports';
import type { CreditLedger } from '../credits/ports';
import type { IdeaResultStore } from '../ideas/ports';
import { toApiScript, type ScriptStore, type StoredScript } from '../scripts/ports';
import { STALE_GENERATION_MS } from './job-timing';
import type { GenerationStore } from './ports';
import { STALE_GENERATION_REASON } from './reconcile-generations';

export const GENERATION_NOT_FOUND = 'Geração não encontrada.';
export const GENERATION_DELETED = 'O roteiro desta geração foi excluído.';
export const GENERATION_EXPIRED = 'Este resultado expirou. Gere de novo.';
export const IMAGE_DELETED = 'A imagem desta geração foi excluída.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What GET /api/generations/{id} reads. */
export interface GetGenerationContext {
  generations: Pick<GenerationStore, 'get'>;
  ledger: Pick<CreditLedger, 'getCharge' | 'balance'>;
  scripts: Pick<ScriptStore, 'get'>;
  /** The idea tools' kept answers (DATA-MODEL I2). */
  results: Pick<IdeaResultStore, 'get'>;
  /** A finished image job's answer (images/generate-image.ts' imageResult); null when deleted since. */
  imageResult: (userId: string, imageId: string) => Promise<GenerateImageResponse | null>;
  clock: Clock;
}

/**
 * Where one of the caller's generations stands (docs/ARCHITECTURE.md §generation-jobs), for a page
 * that lost its socket or was reloaded: the record (G2) says queued or running and holds the text so
 * far; its charge (L4) is the truth of the end, since the save settles it in the same transaction:
 * done with the saved scripts, or failed with its pt-BR reason. A job pending past the stale limit is
 * dead: it reads as failed, and the next paying request (or GET /api/subscription) refunds it (L6).
 * Another user's id is simply not found.
 */
export async function getGeneration(
  ctx: GetGenerationContext,
  userId: string,
  generationId: string | undefined,
): Promise<GenerationView> {
  if (!generationId || !UUID.test(generationId)) throw new NotFoundError(GENERATION_NOT_FOUND);
  const now = ctx.clock.now();
  const record = await ctx.generations.get(userId, generationId, now);
  if (!record) throw new NotFoundError(GENERATION_NOT_FOUND);
  const base = { generationId, kind: record.kind, parts: record.parts };
  const charge = await ctx.ledger.getCharge(userId, generationId, now);

  // the coach's note is read with the hub (GET /api/hub): its job only says it is done
  if (charge?.status === 'done' && record.kind === 'coach') return { ...base, status: 'done' };
  if (charge?.status === 'done' && record.kind === 'image') {
    const image = charge.resultIds[0] ? await ctx.imageResult(userId, charge.resultIds[0]) : null;
    return image ? { ...base, status: 'done', image } : { ...base, status: 'done', message: IMAGE_DELETED };
  }
  if (charge?.status === 'done' && record.kind !== 'script' && record.kind !== 'edit') {
    const kept = await ctx.results.get(userId, generationId, now);
    // kept a week (I1), as long as the record: gone only once both expired
    if (!kept) return { ...base, status: 'done', message: GENERATION_EXPIRED };
    const { input, result, writer } = kept;
    return {
      ...base,
      status: 'done',
      idea: { input, result, writer, creditsRemaining: await ctx.ledger.balance(userId) },
    };
  }
  if (charge?.status === 'done') {
    const found = await Promise.all(charge.resultIds.map((id) => ctx.scripts.get(userId, id, now)));
    const scripts = found.filter((s): s is StoredScript => !!s).map(toApiScript);
    // every script deleted since (the free plan keeps the latest 2): done, with nothing left to show
    if (!scripts.length) return { ...base, status: 'done', message: GENERATION_DELETED };
    const result = {
      scripts,
      replacedOldest: record.replacedOldest ?? false,
      creditsRemaining: await ctx.ledger.balance(userId),
    };
    return { ...base, status: 'done', result };
  }
  if (record.status === 'failed' || charge?.status === 'failed' || !charge)
    return {
      ...base,
      status: 'failed',
      message: record.message ?? charge?.message ?? STALE_GENERATION_REASON,
      ...(record.code ? { error: record.code } : {}),
    };
  if (now.getTime() - Date.parse(record.createdAt) > STALE_GENERATION_MS)
    return { ...base, status: 'failed', message: STALE_GENERATION_REASON };
  return { ...base, status: record.status === 'queued' ? 'queued' : 'running' };
}
