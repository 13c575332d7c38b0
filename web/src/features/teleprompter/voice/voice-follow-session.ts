import { createVoiceFollower, type HeardResult, type VoiceFollower } from '@shared/teleprompter/voice-follow';
import type { RecognitionConstructor, RecognitionEventLike, RecognitionLike } from './speech-recognition';

/**
 * One listening of the voice follower (docs/PRODUCT.md §flows.teleprompter.voice), without React:
 * it drives a recognition object (injected, so tests hand in a fake), feeds the matcher and
 * reports the word reached. use-voice-follow.ts binds it to the teleprompter store.
 *
 * - `lang = 'pt-BR'`, continuous, interim results;
 * - Chrome ends recognition after a silence: while listening, every `end` starts it again (a new
 *   session: its results list starts empty, the position carries over); five ends in a row with
 *   nothing heard, each within a second, give up;
 * - 'not-allowed' (the microphone refused) and the other fatal errors stop with a pt-BR message;
 *   'no-speech' and 'aborted' are benign;
 * - the take: the final transcript of every session, and the speaking time (the time between
 *   results, a silence counting at most `MAX_GAP_MS`), for the delivery report.
 */

/** A silence longer than this counts as this much speaking time (a pause line is not a slower pace). */
export const MAX_GAP_MS = 2_000;
/** Quick ends in a row, with nothing heard, before the follower gives up. */
const MAX_QUICK_ENDS = 5;
const QUICK_END_MS = 1_000;

export type VoiceStatus = 'idle' | 'listening' | 'error';

/** What a listening heard, for the delivery report. */
export interface VoiceTake {
  transcript: string;
  /** Speaking time, ms. */
  durationMs: number;
}

export const VOICE_ERRORS: Readonly<Record<string, string>> = {
  'not-allowed':
    'Não conseguimos usar o microfone. Libere o acesso ao microfone nas configurações do navegador para seguir sua voz.',
  'service-not-allowed':
    'Não conseguimos usar o microfone. Libere o acesso ao microfone nas configurações do navegador para seguir sua voz.',
  'audio-capture': 'Nenhum microfone encontrado. Conecte um microfone para seguir sua voz.',
  network: 'O reconhecimento de voz precisa de internet e não conseguiu se conectar. Tente de novo.',
  'language-not-supported': 'Seu navegador não reconhece voz em português. A rolagem segue no modo automático.',
  stalled: 'O reconhecimento de voz parou de responder. Ative “Seguir minha voz” de novo.',
};
const BENIGN_ERRORS = new Set(['no-speech', 'aborted']);
const GENERIC_ERROR = 'O reconhecimento de voz falhou. Tente ativar de novo.';

export interface VoiceFollowSessionOptions {
  Recognition: RecognitionConstructor;
  /** The script's words as the reading area numbers them (`prompterWords(parsePrompterText(text))`). */
  scriptWords: readonly string[];
  /** The last script word matched (global word index) each time it changes. */
  onFollow: (wordIndex: number) => void;
  onStatus?: (status: VoiceStatus, message?: string) => void;
  now?: () => number;
}

export class VoiceFollowSession {
  private readonly follower: VoiceFollower;
  private readonly now: () => number;
  private recognition: RecognitionLike | null = null;
  private active = false;
  private status: VoiceStatus = 'idle';
  private lastFollowed: number | null = null;
  /** Final transcripts of the sessions already ended, and the current session's results. */
  private doneText: string[] = [];
  private results: HeardResult[] = [];
  private speakingMs = 0;
  private lastResultAt: number | null = null;
  private sessionStartedAt = 0;
  private heardThisSession = false;
  private quickEnds = 0;

  constructor(private readonly opts: VoiceFollowSessionOptions) {
    this.follower = createVoiceFollower(opts.scriptWords);
    this.now = opts.now ?? (() => Date.now());
  }

  get listening(): boolean {
    return this.active;
  }

  get currentStatus(): VoiceStatus {
    return this.status;
  }

  /** The next script word to say. */
  get position(): number {
    return this.follower.position;
  }

  /** Starts listening; a new take begins (the position is kept: resuming goes on from there). */
  start(): void {
    if (this.active) return;
    this.active = true;
    this.doneText = [];
    this.results = [];
    this.speakingMs = 0;
    this.lastResultAt = null;
    this.quickEnds = 0;
    this.listen();
  }

  /** Stops listening and answers the take. */
  stop(): VoiceTake {
    const take = this.take();
    if (this.active) {
      this.active = false;
      const r = this.recognition;
      this.recognition = null;
      if (r) {
        r.onresult = null;
        r.onerror = null;
        r.onend = null;
        r.abort();
      }
      this.setStatus(this.status === 'error' ? 'error' : 'idle');
    }
    return take;
  }

  /** Back to `position` (0: the top), as after the teleprompter's reset. */
  reset(position = 0): void {
    this.follower.reset(position);
    this.lastFollowed = null;
  }

  /** What the listening heard so far: the final results, and the last interim ones not yet final. */
  take(): VoiceTake {
    const current = this.results.map((r) => r.transcript.trim()).filter(Boolean);
    return {
      transcript: [...this.doneText, ...current].join(' ').replace(/\s+/g, ' ').trim(),
      durationMs: this.speakingMs,
    };
  }

  private listen(): void {
    let r: RecognitionLike;
    try {
      r = new this.opts.Recognition();
      r.lang = 'pt-BR';
      r.continuous = true;
      r.interimResults = true;
      r.maxAlternatives = 1;
      r.onresult = (e) => this.onResult(e);
      r.onerror = (e) => this.onError(e.error);
      r.onend = () => this.onEnd();
      this.recognition = r;
      this.follower.newSession();
      this.results = [];
      this.sessionStartedAt = this.now();
      this.heardThisSession = false;
      r.start();
    } catch {
      this.fail(GENERIC_ERROR);
      return;
    }
    this.setStatus('listening');
  }

  private onResult(e: RecognitionEventLike): void {
    const t = this.now();
    if (this.lastResultAt !== null) this.speakingMs += Math.min(MAX_GAP_MS, Math.max(0, t - this.lastResultAt));
    this.lastResultAt = t;
    this.heardThisSession = true;
    const results: HeardResult[] = [];
    for (let i = 0; i < e.results.length; i++) {
      const result = e.results[i]!;
      results.push({ transcript: result[0]?.transcript ?? '', isFinal: result.isFinal });
    }
    this.results = results;
    this.follower.hear(results);
    const last = this.follower.lastMatched;
    if (last !== null && last !== this.lastFollowed) {
      this.lastFollowed = last;
      this.opts.onFollow(last);
    }
  }

  private onError(error: string): void {
    if (BENIGN_ERRORS.has(error)) return; // 'end' follows, and listening starts again
    this.fail(VOICE_ERRORS[error] ?? GENERIC_ERROR);
  }

  private onEnd(): void {
    if (!this.active) return;
    // the session's words are final now; keep them for the take
    const text = this.results
      .map((r) => r.transcript.trim())
      .filter(Boolean)
      .join(' ');
    if (text) this.doneText.push(text);
    this.results = [];
    this.recognition = null;
    const quick = !this.heardThisSession && this.now() - this.sessionStartedAt < QUICK_END_MS;
    this.quickEnds = quick ? this.quickEnds + 1 : 0;
    if (this.quickEnds >= MAX_QUICK_ENDS) {
      this.fail(VOICE_ERRORS.stalled!);
      return;
    }
    this.listen();
  }

  private fail(message: string): void {
    this.stop();
    this.setStatus('error', message);
  }

  private setStatus(status: VoiceStatus, message?: string): void {
    this.status = status;
    this.opts.onStatus?.(status, message);
  }
}
