import type { ScriptRequest } from '@shared/scripts/script.schema';
import type { WritePrompt } from '../../core/ports';
import * as complete from './complete.v2';
import * as edit from './edit.v2';
import * as series from './series.v2';
import * as simple from './simple.v2';
import * as trend from './trend.v2';
import * as turbo from './turbo.v2';

export { seriesDelimiter } from './series.v2';

/**
 * The prompt for a generation request, by mode; each mode's prompt is a versioned file.
 * `wordsPerMinute` (the creator's measured pace) sizes the script; 130 without it.
 */
export function scriptPrompt(request: ScriptRequest, seed?: string, wordsPerMinute?: number): WritePrompt {
  const task = {
    kind: 'script',
    request,
    ...(seed ? { seed } : {}),
    ...(wordsPerMinute ? { wordsPerMinute } : {}),
  } as const;
  const wpm = wordsPerMinute;
  // the answer opens with the hook, or with a series' first delimiter (docs/ARCHITECTURE.md §writers.prefill)
  const prefill = request.mode === 'series' ? series.seriesDelimiter(1) : '[GANCHO]';
  switch (request.mode) {
    case 'simple':
      return { version: simple.version, ...simple.build(request, wpm), task, prefill };
    case 'complete':
      return { version: complete.version, ...complete.build(request, wpm), task, prefill };
    case 'trend':
      return { version: trend.version, ...trend.build(request, wpm), task, prefill };
    case 'turbo':
      return { version: turbo.version, ...turbo.build(request, wpm), task, prefill };
    case 'series':
      return { version: series.version, ...series.build(request, wpm), task, prefill };
  }
}

export function editPrompt(input: {
  original: string;
  instruction: string;
  duration: number;
  request: ScriptRequest | null;
  wordsPerMinute?: number;
}): WritePrompt {
  return { version: edit.version, ...edit.build(input), task: { kind: 'edit', ...input } };
}

/** The diagnostic page's tiny prompt: it proves the model answers, nothing more. */
export function diagnosticPrompt(): WritePrompt {
  return {
    version: 'diagnostic.v1',
    system: 'Você é um assistente de testes. Responda em português do Brasil, em uma frase curta.',
    user: 'Diga "ok" e uma frase curta confirmando que você está funcionando.',
    task: { kind: 'diagnostic' },
  };
}
