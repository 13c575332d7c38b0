import { useEffect, useMemo, useRef, useState } from 'react';
import { parsePrompterText, prompterWords } from '@shared/teleprompter/markup';
import { useTeleprompterStore } from '../teleprompter-store';
import { useRecordingStore } from '../recording/recording-store';
import { recognitionConstructor, type RecognitionConstructor } from './speech-recognition';
import { VoiceFollowSession, type VoiceStatus, type VoiceTake } from './voice-follow-session';

/** A finished listening, with an id the delivery report saves it under once. */
export interface FinishedVoiceTake extends VoiceTake {
  id: string;
  /** When listening started and stopped (epoch ms): a recorded take finds its transcript by them. */
  startedAt: number;
  endedAt: number;
  /** Whether a camera recording was running: its report then belongs to that take. */
  duringRecording: boolean;
}

export interface VoiceFollow {
  /** Whether the browser has speech recognition at all (not Firefox). */
  supported: boolean;
  status: VoiceStatus;
  /** The pt-BR reason of an 'error' status. */
  error: string | null;
  /** The last listening, once it stopped (pause, end of the text, mode back to timed). */
  lastTake: FinishedVoiceTake | null;
}

let takeCount = 0;

/**
 * The voice follower bound to the teleprompter store (docs/PRODUCT.md §flows.teleprompter.voice):
 * it listens while the store is in voice mode and playing, moves the store's `followWordIndex`
 * (`followWord`) as the creator speaks, starts over from the top on the store's reset, and ends
 * a take when listening stops. It also listens, without moving the text, while a camera take
 * records in timed mode, so every recorded take gets its delivery report (docs/PRODUCT.md §flows.teleprompter.coaching). Mount it once, in the teleprompter page (VoiceFollowControl does).
 * A refused microphone puts the store back in timed mode. `Recognition` is injectable for tests
 * and the e2e; by default the browser's own.
 */
export function useVoiceFollow(Recognition?: RecognitionConstructor | null): VoiceFollow {
  const Ctor = useMemo(
    () => (Recognition === undefined ? recognitionConstructor(globalThis) : Recognition),
    [Recognition],
  );
  const text = useTeleprompterStore((s) => s.text);
  const following = useTeleprompterStore((s) => s.mode === 'voice' && s.playing);
  const recording = useRecordingStore((s) => s.recording);
  const listen = following || recording;
  const resetSeq = useTeleprompterStore((s) => s.resetSeq);
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [lastTake, setLastTake] = useState<FinishedVoiceTake | null>(null);
  const sessionRef = useRef<VoiceFollowSession | null>(null);

  // One session per text: the matcher numbers the words of this text.
  useEffect(() => {
    if (!Ctor) return;
    const session = new VoiceFollowSession({
      Recognition: Ctor,
      scriptWords: prompterWords(parsePrompterText(text)),
      // A timed recording only transcribes: the text keeps its timed scroll.
      onFollow: (i) => {
        const store = useTeleprompterStore.getState();
        if (store.mode === 'voice') store.followWord(i);
      },
      onStatus: (s, message) => {
        setStatus(s);
        if (s === 'error') {
          setError(message ?? null);
          const store = useTeleprompterStore.getState();
          if (store.mode === 'voice') store.setMode('timed');
        } else if (s === 'listening') setError(null);
      },
    });
    sessionRef.current = session;
    return () => {
      session.stop();
      sessionRef.current = null;
    };
  }, [Ctor, text]);

  // Listening follows the store; stopping ends the take.
  useEffect(() => {
    const session = sessionRef.current;
    if (!session || !listen) return;
    const startedAt = Date.now();
    session.start();
    return () => {
      const take = session.stop();
      const duringRecording = useRecordingStore.getState().recording || recording;
      if (take.transcript) {
        setLastTake({
          ...take,
          id: `take-${startedAt}-${++takeCount}`,
          startedAt,
          endedAt: Date.now(),
          duringRecording,
        });
      }
    };
  }, [listen, recording, Ctor, text]);

  // The store's reset (back to the top) starts the matcher from the first word.
  useEffect(() => {
    sessionRef.current?.reset(0);
  }, [resetSeq]);

  return { supported: !!Ctor, status, error, lastTake };
}
