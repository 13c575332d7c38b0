import { formatInteger } from '@shared/format/format';
import { renewalText } from '@shared/subscription/credits';
import type { Script, WriterKind } from '@shared/scripts/script.schema';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors/api-error';
import { SCRIPT_ERRORS, durationLabel } from '@shared/scripts/script-options';
import { isApiError } from '../../lib/api-error';

/** pt-BR texts and small pure helpers of the script creator (docs/PRODUCT.md §messages.scripts). */
export const SCRIPT_TOASTS = {
  generateFailed: SCRIPT_ERRORS.generateFailed,
  editFailed: SCRIPT_ERRORS.editFailed,
  updateFailed: 'Erro ao atualizar roteiro',
  updated: 'Roteiro atualizado!',
  deleteFailed: 'Erro ao excluir roteiro',
  deleted: 'Roteiro excluído',
  replacedOldest: 'Roteiro mais antigo foi substituído',
  insufficientCredits: DEFAULT_ERROR_MESSAGES.insufficient_credits,
  /** docs/PRODUCT.md §validation.creator: an advanced generation that returns no script. */
  notGenerated: SCRIPT_ERRORS.notGenerated,
} as const;

export const OFFLINE_BADGE = 'Escrito pelo gerador offline (modo local)';

/** "100 créditos", "300 créditos" (Intl pt-BR grouping: "1.000"). */
export function creditsLabel(amount: number): string {
  return `${formatInteger(amount)} ${amount === 1 ? 'crédito' : 'créditos'}`;
}

/** The price the buttons quote is the one the server charges: both read shared/. */
export { AI_EDIT_COST, generationCost } from '@shared/scripts/script-options';

export interface ErrorToast {
  title: string;
  description?: string;
  /** 402 or 403 feature_locked: offer the plans page. */
  offerPlans: boolean;
}

/**
 * docs/PRODUCT.md §messages.scripts: a failed call shows the API's message, or the fallback title when there is
 * none; a 402 says 'Créditos insuficientes', when the credits renew (given the subscription's
 * `creditsResetAt`, docs/PRODUCT.md §credits.out) and offers the plans.
 */
export function errorToast(
  err: unknown,
  fallback: string,
  creditsResetAt?: string | null,
  now = new Date(),
): ErrorToast {
  if (isApiError(err)) {
    if (err.code === 'insufficient_credits' || err.status === 402) {
      const renews = creditsResetAt ? ` ${renewalText(creditsResetAt, now)}` : '';
      return {
        title: SCRIPT_TOASTS.insufficientCredits,
        description: `Escolha um plano para continuar criando roteiros.${renews}`,
        offerPlans: true,
      };
    }
    // 403: the plan (or a free plan out of credits) does not open the creator any more.
    if (err.code === 'feature_locked') return { title: fallback, description: err.message, offerPlans: true };
    if (err.message && err.message !== fallback)
      return { title: fallback, description: err.message, offerPlans: false };
  }
  return { title: fallback, offerPlans: false };
}

const WRITER_LABELS: Record<WriterKind, string> = {
  offline: 'Gerador offline (modo local)',
  bedrock: 'Amazon Bedrock',
  openai: 'OpenAI',
};

export function writerLabel(writer: WriterKind): string {
  return WRITER_LABELS[writer];
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** "22/11/2026, 16:05" in São Paulo time. */
export function formatScriptDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

/** The line under a saved script's theme: date · duration. */
export function scriptMeta(script: Script): string {
  return [formatScriptDate(script.createdAt), script.duration > 0 ? durationLabel(script.duration) : '']
    .filter(Boolean)
    .join(' · ');
}

export function scriptTitle(script: Script): string {
  return script.theme.trim() || 'Roteiro sem título';
}

/** The saved scripts a dialog lists: all, or favorites only. The API already sorts newest first. */
export function filterScripts(scripts: readonly Script[], tab: 'todos' | 'favoritos'): Script[] {
  return tab === 'favoritos' ? scripts.filter((s) => s.favorite) : [...scripts];
}

/** The parts of `script`'s series in order (just the script when it has none). */
export function seriesOf(scripts: readonly Script[], script: Script): Script[] {
  if (!script.seriesId) return [script];
  const parts = scripts
    .filter((s) => s.seriesId === script.seriesId)
    .sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
  return parts.some((s) => s.id === script.id) ? parts : [script];
}

/** Keeps the parts of a series in order in the result view. */
export function orderParts(scripts: readonly Script[]): Script[] {
  return [...scripts].sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
}

/** Replaces (or drops, with `null`) one script in a cached list. */
export function patchList(list: readonly Script[] | undefined, id: string, next: Script | null): Script[] | undefined {
  if (!list) return list;
  return next ? list.map((s) => (s.id === id ? next : s)) : list.filter((s) => s.id !== id);
}
