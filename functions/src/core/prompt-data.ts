/**
 * The one way user text enters a prompt (docs/ARCHITECTURE.md §prompts.data-block): encoded by
 * `quote` and placed in the prompt's one `<dados>` block by `dataBlock`. Every prompt builder of
 * every feature imports it from here; functions/src/prompt-builders.test.ts checks them all.
 */

export const DATA_OPEN = '<dados>';

/**
 * The grounding rule of every prompt whose answer could state facts about the creator or the world
 * (docs/ARCHITECTURE.md §prompts.grounding): the model has no source but the data block.
 */
export const GROUNDING =
  'Não invente números, depoimentos ou prova social: use apenas os que estão nos dados do criador; sem eles, fale sem citar números nem resultados de terceiros.';
export const DATA_CLOSE = '</dados>';

/** `<` and `>`, and every form that normalises (NFKC/NFKD) or decodes (HTML entities) to one. */
const LESS_THAN = /[<\uFF1C\uFE64\u226E]|&(?:lt|#0*60|#x0*3c)(?![a-z\d]);?/giu;
const GREATER_THAN = /[>\uFF1E\uFE65\u226F]|&(?:gt|#0*62|#x0*3e)(?![a-z\d]);?/giu;
/**
 * What the model may read but the creator cannot see or did not mean: C0 controls but the line
 * breaks, C1 controls, bidirectional overrides and isolates, Unicode tag characters (invisible
 * ASCII) and lone surrogates.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]|\p{Cs}/gu;

/**
 * Encodes user text (or model text shown back to the model) for the data block, so no input can
 * close it or open another, whatever the tag's case or spacing (`</dados>`, `</ DADOS >`), nor any
 * tag at all: angle brackets become the look-alike guillemets ‹ ›, which no number of passes turns
 * back into a tag, and which a model that echoes them writes as readable text (`&lt;` would leak
 * entity codes into a script). Hidden characters go; a one-line field's line breaks become spaces,
 * so none of its text starts a line of the prompt. With `keepLineBreaks` (a script's paragraphs)
 * every kind of line break becomes `\n`; those lines stay inside the block, since nothing in them
 * can end it. Idempotent: quoting twice changes nothing more.
 */
export function quote(value: string, { keepLineBreaks = false }: { keepLineBreaks?: boolean } = {}): string {
  // hidden characters go first: removing one must not join the pieces of a `&lt;`
  const text = value.replace(HIDDEN, '').replace(LESS_THAN, '\u2039').replace(GREATER_THAN, '\u203A');
  if (!keepLineBreaks) return text.replace(/[\s\u0085]+/gu, ' ').trim();
  return (
    text
      // eslint-disable-next-line no-control-regex -- line breaks of every kind are what it normalises
      .replace(/\r\n?|[\u000B\u000C\u0085\u2028\u2029]/gu, '\n')
      .replace(/[^\S\n]+$/gmu, '')
      .replace(/\n{3,}/gu, '\n\n')
      .trim()
  );
}

/** The one data block of a prompt: its lines are already quoted. */
export function dataBlock(lines: readonly string[]): string {
  return [DATA_OPEN, ...lines, DATA_CLOSE].join('\n');
}
