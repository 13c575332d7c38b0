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
  restored: 'Versão anterior restaurada!',
  restoreFailed: 'Erro ao desfazer',
  copied: 'Roteiro copiado!',
  copyFailed: 'Não foi possível copiar',
  copyFailedHint: 'O navegador bloqueou a área de transferência. Use Baixar .txt ou selecione o texto e copie.',
  shareFailed: 'Não foi possível compartilhar',
  deleteFailed: 'Erro ao excluir roteiro',
  deleted: 'Roteiro excluído',
  replacedOldest: 'Roteiro mais antigo foi substituído',
  insufficientCredits: DEFAULT_ERROR_MESSAGES.insufficient_credits,
  /** docs/PRODUCT.md §validation.creator: an advanced generation that returns no script. */
  notGenerated: SCRIPT_ERRORS.notGenerated,
} as const;

export const OFFLINE_BADGE = 'Escrito pelo gerador offline (modo local)';
/** The model `npm start` found on this machine writes instead (docs/LOCAL-MODE.md §local-model). */
export const LOCAL_MODEL_BADGE = 'Escrito por um modelo de IA local (modo local)';

/** The badge that says who wrote a result, when it is not the product's own model: the offline writer or a local one. */
export function writerBadge(writer: string | undefined): string | null {
  return writer === 'offline' ? OFFLINE_BADGE : writer === 'openai' ? LOCAL_MODEL_BADGE : null;
}

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

/** One entry of a saved-scripts list: a script, or the loaded parts of one series in order. */
export interface SavedEntry {
  key: string;
  parts: Script[];
}

/** Groups the parts of each series into one entry, where its newest part was; the API already sorts newest first. */
export function groupSeries(scripts: readonly Script[]): SavedEntry[] {
  const entries: SavedEntry[] = [];
  const bySeries = new Map<string, SavedEntry>();
  for (const script of scripts) {
    const group = script.seriesId ? bySeries.get(script.seriesId) : undefined;
    if (group) {
      group.parts = orderParts([...group.parts, script]);
      continue;
    }
    const entry = { key: script.seriesId ?? script.id, parts: [script] };
    if (script.seriesId) bySeries.set(script.seriesId, entry);
    entries.push(entry);
  }
  return entries;
}

/** The first words of a script for a list's preview, without its section labels and directions ('[GANCHO]', '[Olhando para a câmera]', 'CTA:'). */
export function previewText(text: string, max = 160): string {
  const plain = text
    .replace(/\[[^\]\n]{1,300}\]/g, ' ')
    .replace(/^\s*[A-ZÀ-Ý][A-ZÀ-Ý ]{1,30}:/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
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

/**
 * Replaces (or drops) one script in whatever the scripts' query cache holds under its key:
 * the library's pages (`{ pages: [{ items }] }`) or one reloaded result (`{ script, series }`,
 * GET /api/scripts/{id}). Anything else is left as it is.
 */
export function patchCachedScripts<T>(data: T, id: string, next: Script | null): T {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    const pages = data.pages as Array<{ items?: Script[] }>;
    return { ...data, pages: pages.map((p) => ({ ...p, items: patchList(p.items, id, next) ?? [] })) };
  }
  if ('script' in data) {
    const one = data as unknown as { script: Script; series?: Script[] };
    // a dropped script that is the one shown stays until its refetch answers 404 ('Roteiro não encontrado.')
    const script = next && one.script.id === id ? next : one.script;
    const series = one.series === undefined ? undefined : patchList(one.series, id, next);
    return { ...data, script, ...(series ? { series } : {}) };
  }
  return data;
}

// ---- Hook variations and fill-in slots (docs/PRODUCT.md §data.extras) ---------------------

const SECTION_LINE = /^\s*\[(GANCHO|DESENVOLVIMENTO|CTA|BLOCO)\b[^\]]*\]\s*$/i;
const DIRECTION_LINE = /^\s*\[[^\]]*\]\s*$/;
const PART_PREFIX = /^Parte \d de 3\.\s*/;

/** The spoken lines under `[GANCHO]` (up to the next section or blank line), or null when the text has none. */
export function hookLines(text: string): { start: number; end: number; lines: string[] } | null {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /^\s*\[GANCHO\b[^\]]*\]\s*$/i.test(l));
  if (at < 0) return null;
  let end = at + 1;
  while (end < lines.length && lines[end]!.trim() && !SECTION_LINE.test(lines[end]!)) end++;
  return { start: at + 1, end, lines: lines.slice(at + 1, end) };
}

/** The script's current hook: its spoken lines under `[GANCHO]`, without a series' "Parte N de 3." */
export function currentHook(text: string): string {
  const found = hookLines(text);
  if (!found) return '';
  return found.lines
    .filter((l) => !DIRECTION_LINE.test(l))
    .join(' ')
    .replace(PART_PREFIX, '')
    .trim();
}

/**
 * The text with `hook` as its hook: the spoken lines under `[GANCHO]` are replaced, stage
 * directions there (e.g. `[pause]`) and a series' "Parte N de 3." stay. A text without
 * `[GANCHO]` gets one at the top.
 */
export function replaceHook(text: string, hook: string): string {
  const found = hookLines(text);
  if (!found) return `[GANCHO]\n${hook}\n\n${text}`;
  const lines = text.split('\n');
  const spoken = found.lines.filter((l) => !DIRECTION_LINE.test(l));
  const prefix = spoken[0]?.match(PART_PREFIX)?.[0] ?? '';
  const directions = found.lines.filter((l) => DIRECTION_LINE.test(l));
  return [...lines.slice(0, found.start), `${prefix}${hook}`, ...directions, ...lines.slice(found.end)].join('\n');
}

/** `[DIGA AQUI: …]` slots the offline writer leaves for the creator to fill (`[PREENCHA: …]` in older scripts). */
export const FILL_SLOT = /\[(?:DIGA AQUI|PREENCHA):[^\]]*\]/g;

/** The text cut into plain runs and fill-in slots, so the result view can highlight the slots. */
export function splitFillSlots(text: string): Array<{ text: string; slot: boolean }> {
  const out: Array<{ text: string; slot: boolean }> = [];
  let last = 0;
  for (const m of text.matchAll(FILL_SLOT)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), slot: false });
    out.push({ text: m[0], slot: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), slot: false });
  return out;
}
