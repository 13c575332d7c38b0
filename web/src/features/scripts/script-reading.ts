import { formatInteger } from '@shared/format/format';
import { DEFAULT_WORDS_PER_MINUTE } from '@shared/scripts/script-options';
import type { Script } from '@shared/scripts/script.schema';
import { cleanScript } from '@shared/teleprompter/clean-script';

/**
 * How the result view reads a script (docs/PRODUCT.md §flows.script-view): its sections as
 * labels, its directions apart from the speech, the words and the reading time, and what
 * Copiar / Compartilhar / Baixar .txt carry. Pure, so each rule has a unit test.
 */

/** One line of the result view: a section label, a direction (dimmed) or speech. */
export type ScriptBlock =
  { kind: 'section'; label: string } | { kind: 'direction'; text: string } | { kind: 'speech'; text: string };

const SECTION_NAMES: Record<string, string> = {
  gancho: 'Gancho',
  hook: 'Gancho',
  desenvolvimento: 'Desenvolvimento',
  cta: 'CTA',
  'chamada para ação': 'CTA',
};

/** A line that is only a tag: `[GANCHO]`, `[Olhando para a câmera…]`, `[pause]`. */
const WHOLE_TAG = /^\[([^\]\n]+)\]$/;
/** A label starting a line: `GANCHO:`, `**CTA:**`, `Desenvolvimento (3-20s):`, `## Gancho`. */
const LEADING_LABEL =
  /^(?:#{1,6}\s+)?\**\s*(gancho|hook|desenvolvimento|cta|chamada para ação)\s*(?:\([^)]{0,20}\))?\s*:?\**\s*:?\s*/iu;

function sectionLabel(raw: string): string {
  const name = SECTION_NAMES[raw.toLowerCase()];
  if (name) return name;
  // '[BLOCO 1 — O QUE MUDA]' → 'Bloco 1 — O que muda'
  const lower = raw.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

/** True for an all-caps tag (a section such as `[GANCHO]` or `[BLOCO 2 — PROVA]`), not a direction. */
function isCapsTag(inner: string): boolean {
  return /\p{Lu}/u.test(inner) && inner === inner.toLocaleUpperCase('pt-BR');
}

/**
 * The script as blocks, line by line: `[GANCHO]` / `GANCHO:` become section labels (a label
 * followed by speech on the same line gives both), other whole-line tags are directions
 * (`[pause]` reads 'pausa'), blank lines go, everything else is speech as written.
 *
 * @example scriptBlocks('[GANCHO]\nVocê sabia?\n[pause]') // section 'Gancho', speech, direction 'pausa'
 */
export function scriptBlocks(text: string): ScriptBlock[] {
  const blocks: ScriptBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const tag = WHOLE_TAG.exec(line);
    if (tag) {
      const inner = tag[1]!.trim();
      if (SECTION_NAMES[inner.toLowerCase()] || isCapsTag(inner))
        blocks.push({ kind: 'section', label: sectionLabel(inner) });
      else blocks.push({ kind: 'direction', text: /^pause$/i.test(inner) ? 'pausa' : inner });
      continue;
    }
    const label = LEADING_LABEL.exec(line);
    if (label && (label[0].includes(':') || label[0].startsWith('#') || label[0].length === line.length)) {
      blocks.push({ kind: 'section', label: sectionLabel(label[1]!) });
      const rest = line.slice(label[0].length).trim();
      if (rest) blocks.push({ kind: 'speech', text: rest });
      continue;
    }
    blocks.push({ kind: 'speech', text: line });
  }
  return blocks;
}

/**
 * What a creator pastes or shares: the speech only, paragraphs kept, without section labels,
 * stage directions or the teleprompter's tags (docs/PRODUCT.md §flows.script-view).
 */
export function spokenText(text: string): string {
  return cleanScript(text)
    .split('\n')
    .map((line) =>
      line
        .replace(/\[(?:pause|smile|emphasize[^\]]*)\]/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '')
    .replace(/\n{3,}/g, '\n\n');
}

/** Words of the speech (numbers count as words; labels and directions do not). */
export function wordCount(text: string): number {
  return spokenText(text).match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Seconds to read `words` aloud at `wpm` (130 until the teleprompter measures the user's pace). */
export function readingSeconds(words: number, wpm = DEFAULT_WORDS_PER_MINUTE): number {
  return Math.round((words / wpm) * 60);
}

/** '~45 s de leitura', '~1 min 10 s de leitura', '~2 min de leitura'. */
export function readingTimeLabel(seconds: number): string {
  if (seconds < 60) return `~${Math.max(1, seconds)} s de leitura`;
  const min = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `~${min} min${s ? ` ${s} s` : ''} de leitura`;
}

/** '152 palavras · ~1 min 10 s de leitura' */
export function readingSummary(text: string): string {
  const words = wordCount(text);
  return `${formatInteger(words)} ${words === 1 ? 'palavra' : 'palavras'} · ${readingTimeLabel(readingSeconds(words))}`;
}

/** A file name from the theme: 'Bolo de pote no bairro!' → 'bolo-de-pote-no-bairro.txt' (a series part adds '-parte-2'). */
export function scriptFileName(script: Pick<Script, 'theme' | 'seriesIndex'>): string {
  const slug =
    script.theme
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'roteiro';
  return `${slug}${script.seriesIndex ? `-parte-${script.seriesIndex}` : ''}.txt`;
}

/** WhatsApp takes the text in the link; a long script is cut so the link stays usable. */
export const WHATSAPP_MAX_CHARS = 3000;

/** 'Compartilhar' where the browser has no Web Share API: a wa.me link with the speech. */
export function whatsappLink(text: string): string {
  const body = text.length > WHATSAPP_MAX_CHARS ? `${text.slice(0, WHATSAPP_MAX_CHARS - 1).trimEnd()}…` : text;
  return `https://wa.me/?text=${encodeURIComponent(body)}`;
}
