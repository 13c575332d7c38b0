import { VIRAL_SHORT_MESSAGES, type GenerateViralShortResponse } from '@shared/viral-short/viral-short.schema';
import { YOUTUBE_URL_MESSAGES } from '@shared/viral-short/youtube-url';
import {
  INITIAL_STATE,
  clearResult,
  markSaved,
  needTranscript,
  prepare,
  selectHook,
  setField,
  showResult,
} from './viral-short-state';

const ANSWER: GenerateViralShortResponse = {
  operationId: '7b0f5c9e-3c1a-4c1e-9a53-0f1f2b3c4d5e',
  writer: 'offline',
  creditsRemaining: 900,
  result: {
    meta: { duration_seconds: 60, style: 'natural', words_estimate: 120 },
    script: { hook: 'Gancho um.', tension: 'Tensão.', climax: 'Clímax.', cta: 'Comenta.' },
    cuts: [{ from: '00:05', to: '00:12', note: 'Abertura' }],
    on_screen_text: ['Texto'],
    hooks_variations: [
      { id: 'h1', text: 'Gancho um.' },
      { id: 'h2', text: 'Gancho dois?' },
    ],
    selected_hook: 'h1',
    script_as_teleprompter: 'Gancho um.\n\nTensão.',
  },
};

describe('prepare', () => {
  it('shows the spec messages under the URL field', () => {
    expect(prepare(INITIAL_STATE)).toMatchObject({
      ok: false,
      state: { errors: { youtube_url: YOUTUBE_URL_MESSAGES.required } },
    });
    const vimeo = setField(INITIAL_STATE, 'youtube_url', 'https://vimeo.com/1');
    expect(prepare(vimeo)).toMatchObject({
      ok: false,
      state: { errors: { youtube_url: YOUTUBE_URL_MESSAGES.invalid } },
    });
  });

  it('gives the request the API takes, with the defaults of the spec', () => {
    const s = setField(INITIAL_STATE, 'youtube_url', ' https://youtu.be/dQw4w9WgXcQ ');
    expect(prepare(s)).toMatchObject({
      ok: true,
      request: {
        youtube_url: ' https://youtu.be/dQw4w9WgXcQ ',
        target_duration_s: 60,
        style: 'natural',
        idioma_saida: 'pt-BR',
        transcript: '',
      },
    });
  });

  it('opens the transcript field when the pasted text is the problem', () => {
    const s = setField(setField(INITIAL_STATE, 'youtube_url', 'https://youtu.be/dQw4w9WgXcQ'), 'transcript', 'curta');
    const prepared = prepare(s);
    expect(prepared.ok).toBe(false);
    expect(prepared.state.errors.transcript).toBe(VIRAL_SHORT_MESSAGES.transcriptTooShort);
    expect(prepared.state.transcriptOpen).toBe(true);
  });
});

it('clears a field’s error when it changes', () => {
  const failed = prepare(INITIAL_STATE).state;
  expect(setField(failed, 'youtube_url', 'x').errors.youtube_url).toBeUndefined();
});

it('opens the transcript with the reason the server gave', () => {
  expect(needTranscript(INITIAL_STATE, VIRAL_SHORT_MESSAGES.transcriptNoCaptions)).toMatchObject({
    transcriptReason: VIRAL_SHORT_MESSAGES.transcriptNoCaptions,
    transcriptOpen: true,
  });
});

describe('the result', () => {
  const shown = showResult(INITIAL_STATE, ANSWER);

  it('starts on the hook the writer selected, and picks another', () => {
    expect(shown.last).toEqual({ answer: ANSWER, selectedHook: 'h1', savedScriptId: null });
    expect(selectHook(shown, 'h2').last?.selectedHook).toBe('h2');
    expect(selectHook(shown, 'h9')).toBe(shown);
  });

  it('keeps the saved hook once saved', () => {
    const saved = markSaved(selectHook(shown, 'h2'), 'script-1', 'h2');
    expect(saved.last).toMatchObject({ savedScriptId: 'script-1', selectedHook: 'h2' });
    expect(selectHook(saved, 'h1')).toBe(saved);
  });

  it('goes with "Novo roteiro viral", and the form stays', () => {
    const withUrl = showResult(setField(INITIAL_STATE, 'youtube_url', 'https://youtu.be/dQw4w9WgXcQ'), ANSWER);
    expect(clearResult(withUrl)).toMatchObject({ last: null, form: { youtube_url: 'https://youtu.be/dQw4w9WgXcQ' } });
  });
});
