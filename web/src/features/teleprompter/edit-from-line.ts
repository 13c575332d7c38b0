import type { PrompterLine } from '@shared/teleprompter/markup';

/**
 * 'Editar daqui' / 'Continuar' (docs/PRODUCT.md §screens.teleprompter): the line under the focus
 * marker opens the text there, and reading resumes on the line where the editor left the caret.
 * Lines of the reading area are parsed lines (`PrompterLine.sourceLine` says where each came from);
 * the editor works on the source text.
 */

/** Where the caret goes for a source line: the index of that line's first character. */
export function caretAtLine(text: string, sourceLine: number): number {
  let index = 0;
  for (let line = 0; line < sourceLine; line++) {
    const next = text.indexOf('\n', index);
    if (next === -1) return text.length;
    index = next + 1;
  }
  return index;
}

/** The source line (0-based) holding the caret. */
export function lineOfCaret(text: string, caret: number): number {
  let line = 0;
  const end = Math.min(Math.max(caret, 0), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The reading line to resume on for a source line: the line read from it, or the next one shown
 * (a directions-only line is not shown), or the last line when it was at the end.
 */
export function readingLineOf(lines: readonly PrompterLine[], sourceLine: number): number {
  if (lines.length === 0) return -1;
  const index = lines.findIndex((l) => l.sourceLine >= sourceLine);
  return index === -1 ? lines.length - 1 : index;
}
