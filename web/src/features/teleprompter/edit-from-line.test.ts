import { parsePrompterText } from '@shared/teleprompter/markup';
import { caretAtLine, lineOfCaret, readingLineOf } from './edit-from-line';

const TEXT = 'Bom dia\n[corte]\n\nSegunda linha\n[pause]\nÚltima';

describe('edit from a line (docs/PRODUCT.md §screens.teleprompter)', () => {
  it('puts the caret at the start of a source line', () => {
    expect(caretAtLine(TEXT, 0)).toBe(0);
    expect(caretAtLine(TEXT, 3)).toBe(TEXT.indexOf('Segunda'));
    expect(caretAtLine(TEXT, 5)).toBe(TEXT.indexOf('Última'));
    expect(caretAtLine(TEXT, 99)).toBe(TEXT.length);
  });

  it('finds the caret’s source line', () => {
    expect(lineOfCaret(TEXT, 0)).toBe(0);
    expect(lineOfCaret(TEXT, TEXT.indexOf('Segunda') + 3)).toBe(3);
    expect(lineOfCaret(TEXT, TEXT.length)).toBe(5);
    expect(lineOfCaret(TEXT, -4)).toBe(0);
  });

  it('a reading line → its source line → the same reading line, round trip', () => {
    const lines = parsePrompterText(TEXT);
    lines.forEach((line, i) =>
      expect(readingLineOf(lines, lineOfCaret(TEXT, caretAtLine(TEXT, line.sourceLine)))).toBe(i),
    );
  });

  it('a hidden directions line resumes on the next shown line; past the end, the last', () => {
    const lines = parsePrompterText(TEXT);
    expect(lines[readingLineOf(lines, 1)]).toMatchObject({ kind: 'blank', sourceLine: 2 });
    expect(readingLineOf(lines, 40)).toBe(lines.length - 1);
    expect(readingLineOf([], 0)).toBe(-1);
  });

  it('after an edit above, the caret’s line still lands on the edited line, not the top', () => {
    const edited = 'Bom dia\nNova linha inserida\n[corte]\n\nSegunda linha corrigida\n[pause]\nÚltima';
    const lines = parsePrompterText(edited);
    const caret = edited.indexOf('corrigida');
    expect(lines[readingLineOf(lines, lineOfCaret(edited, caret))]!.text).toBe('Segunda linha corrigida');
  });
});
