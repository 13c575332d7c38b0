/**
 * The slice of the Web Speech API the voice follower uses (docs/PRODUCT.md §flows.teleprompter.voice).
 * TypeScript's DOM library has no SpeechRecognition yet, and Chrome still names it
 * `webkitSpeechRecognition`, so the shape is declared here; tests hand in a fake of it.
 */
export interface RecognitionAlternativeLike {
  transcript: string;
}

export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternativeLike;
}

export interface RecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResultLike };
}

export interface RecognitionErrorLike {
  /** 'not-allowed', 'no-speech', 'aborted', 'audio-capture', 'network', … */
  readonly error: string;
}

export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: RecognitionErrorLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => RecognitionLike;

/** The browser's recognition constructor, or null where there is none (Firefox). */
export function recognitionConstructor(win: unknown): RecognitionConstructor | null {
  const w = win as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown } | null | undefined;
  const ctor = w?.SpeechRecognition ?? w?.webkitSpeechRecognition;
  return typeof ctor === 'function' ? (ctor as RecognitionConstructor) : null;
}
