import { TRANSCRIPT_MAX_CHARS } from '@shared/viral-short/viral-short.schema';
import { captionsTranscript, pastedTranscript, transcriptLines, transcriptWords } from './transcript';
import { PASTED_TEXTS } from '../../test/support/viral-short';

describe('pastedTranscript', () => {
  it('times each sentence at 150 words a minute from the start, and says the times are estimated', () => {
    const t = pastedTranscript('Primeira frase com cinco palavras. Segunda frase aqui!\nTerceira linha sem ponto');
    expect(t).toMatchObject({ source: 'pasted', estimated: true, videoDurationS: null, truncated: false });
    expect(t.segments).toEqual([
      { startS: 0, durationS: 2, text: 'Primeira frase com cinco palavras.' },
      { startS: 2, durationS: 1.2, text: 'Segunda frase aqui!' },
      { startS: 3.2, durationS: 1.6, text: 'Terceira linha sem ponto' },
    ]);
  });

  it("drops the time lines of YouTube's transcript panel", () => {
    const t = pastedTranscript(PASTED_TEXTS.painel);
    expect(t.segments.map((s) => s.text)).not.toContain('0:04');
    expect(t.segments[0]!.text).toBe('olá pessoal, bem-vindos de volta ao canal');
    expect(t.segments.some((s) => /^\d+:\d{2}$/.test(s.text))).toBe(false);
  });
});

describe('captionsTranscript', () => {
  it('keeps real times and cuts a long track at the character limit', () => {
    const line = 'uma fala de legenda com algumas palavras';
    const segments = Array.from({ length: 2000 }, (_, i) => ({ startS: i * 2, durationS: 2, text: line }));
    const t = captionsTranscript({ segments, language: 'pt', automatic: true, videoDurationS: null });
    expect(t).toMatchObject({ source: 'captions', estimated: false, automatic: true, truncated: true });
    expect(t.segments.reduce((n, s) => n + s.text.length + 1, 0)).toBeLessThanOrEqual(TRANSCRIPT_MAX_CHARS);
    // the video's end comes from the whole track, not from the kept part
    expect(t.videoDurationS).toBe(4000);
  });

  it('prefers the length the page gave', () => {
    const t = captionsTranscript({
      segments: [{ startS: 1, durationS: 2, text: ' olá\n mundo ' }],
      language: 'pt-BR',
      automatic: false,
      videoDurationS: 95,
    });
    expect(t.videoDurationS).toBe(95);
    expect(t.segments).toEqual([{ startS: 1, durationS: 2, text: 'olá mundo' }]);
  });
});

it('shows the prompt one [mm:ss] line per segment, and counts the words', () => {
  const t = pastedTranscript('Uma frase. Outra frase mais longa aqui.');
  expect(transcriptLines(t)).toEqual(['[00:00] Uma frase.', '[00:00] Outra frase mais longa aqui.']);
  expect(transcriptWords(t)).toBe(7);
});
