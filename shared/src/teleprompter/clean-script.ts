/**
 * Turns a generated script into the text the teleprompter reads aloud (docs/PRODUCT.md §limits.teleprompter, markup).
 *
 * The rule, line by line, in this order:
 * 1. Line endings become `\n`; tabs and runs of spaces become one space; lines are trimmed.
 * 2. Markdown goes: heading marks (`# `…`###### `), block quotes (`> `), bullets (`- `, `* `,
 *    `+ `, `• `), horizontal rules (`---`, `***`, `___`), bold/italic markers (`**x**`, `__x__`,
 *    `*x*`) and backticks. Numbered items (`1. `) keep their number: it is read aloud.
 * 3. Bracketed stage directions (`[corte para o B-roll]`, `[música sobe]`) are removed, except
 *    the three tags the teleprompter renders: `[pause]`, `[emphasize…]` (e.g. `[emphasize]`,
 *    `[emphasize: palavra]`) and `[smile]`, matched without regard to case.
 * 4. A section label at the start of a line is removed: one of SECTION_LABELS (any case), or
 *    any ALL-CAPS label of up to four words, optionally followed by a timing in parentheses,
 *    ending in a colon — `GANCHO:`, `CTA:`, `Desenvolvimento (3-20s):`, `PARTE 2:`.
 *    A sentence such as `Dica: beba água` stays (mixed case and not a known label).
 * 5. A line left empty by 2–4 counts as blank. Runs of blank lines collapse to one blank
 *    line (paragraph break), and blank lines at the start and end are dropped.
 * Lines that are only `...` or `[pause]` are kept: the teleprompter dims and spaces them.
 *
 * @example cleanScript('**GANCHO:** Você sabia? [corte]\n\n\n- Beba água [pause]')
 * // → 'Você sabia?\n\nBeba água [pause]'
 */
export function cleanScript(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(cleanLine);
  const out: string[] = [];
  for (const line of lines) {
    if (line === '') {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
    } else {
      out.push(line);
    }
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/** Labels removed from the start of a line whatever their case (pt-BR and the common English ones). */
export const SECTION_LABELS = [
  'gancho',
  'hook',
  'abertura',
  'introdução',
  'introducao',
  'contexto',
  'desenvolvimento',
  'conteúdo',
  'conteudo',
  'corpo',
  'tensão',
  'tensao',
  'clímax',
  'climax',
  'virada',
  'problema',
  'solução',
  'solucao',
  'prova',
  'prova social',
  'conclusão',
  'conclusao',
  'fechamento',
  'cta',
  'chamada para ação',
  'chamada para acao',
  'call to action',
  'roteiro',
  'título',
  'titulo',
  'legenda',
  'texto na tela',
  'narração',
  'narracao',
  'fala',
  'parte',
  'cena',
] as const;

/** The tags the teleprompter understands; every other `[...]` is a stage direction. */
const KEPT_TAG = /^\[(pause|smile|emphasize[^\]]*)\]$/i;
const TIMING = String.raw`(?:\s*\([^)]{0,20}\))?`;
const KNOWN_LABEL = new RegExp(
  String.raw`^(?:${SECTION_LABELS.map(escapeRegExp).join('|')})(?:\s+\d+)?${TIMING}\s*[:：]\s*`,
  'iu',
);
/** ALL-CAPS words (letters with accents, digits), up to four, then an optional timing and a colon. */
const CAPS_LABEL = new RegExp(
  String.raw`^(?=[^a-zà-ÿ]*[A-ZÀ-Þ])[A-ZÀ-Þ0-9][A-ZÀ-Þ0-9/&-]*(?:\s+[A-ZÀ-Þ0-9/&-]+){0,3}${TIMING}\s*:\s*`,
  'u',
);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function cleanLine(raw: string): string {
  let line = raw.replace(/[\t ]+/g, ' ').trim();
  if (/^(?:[-*_]\s*){3,}$/.test(line)) return ''; // horizontal rule
  line = line
    .replace(/^#{1,6}\s+/, '')
    .replace(/^>\s?/, '')
    .replace(/^[-*+•]\s+/, '');
  line = line
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/(^|[^*\w])\*(?!\s)([^*]+?)\*(?![*\w])/g, '$1$2')
    .replace(/\*\*/g, '')
    .replace(/`/g, '');
  line = line.replace(/\[[^\]\n]*\]/g, (tag) => (KEPT_TAG.test(tag) ? tag : ' '));
  line = line.replace(/\s+/g, ' ').trim();
  line = line.replace(KNOWN_LABEL, '').replace(CAPS_LABEL, '');
  return line.trim();
}
