import type { MarkerEvent } from '@shared/teleprompter/captions';
import { useTeleprompterStore, type TeleprompterState } from '../teleprompter-store';

/**
 * Records, during a take, what reached the reading marker and when, in ms from the start of the
 * recording (docs/PRODUCT.md §screens.teleprompter.captions): the line under the marker in timed mode, the word heard in voice mode (there the scroll only eases toward that word, so its lines
 * say nothing new), and every pause and restart of the scroll. `now` is injected so tests drive the clock.
 */
export interface MarkerTimeline {
  /** The events so far (the burned-in captions time the cue on screen from them). */
  events: () => readonly MarkerEvent[];
  /** Ms since the take started. */
  elapsed: () => number;
  /** Stops listening; the events, the same on every call. */
  stop: () => MarkerEvent[];
}

export function recordMarkerTimeline(now: () => number): MarkerTimeline {
  const start = now();
  const events: MarkerEvent[] = [];
  const at = () => Math.max(0, now() - start);
  const position = (s: TeleprompterState, atMs: number) => {
    if (s.mode === 'voice') {
      if (s.followWordIndex !== null) events.push({ atMs, type: 'word', word: s.followWordIndex });
    } else if (s.markerLine >= 0) events.push({ atMs, type: 'line', line: s.markerLine });
  };

  const first = useTeleprompterStore.getState();
  position(first, 0);
  if (!first.playing) events.push({ atMs: 0, type: 'pause' });
  const unsubscribe = useTeleprompterStore.subscribe((s, prev) => {
    const atMs = at();
    if (s.playing !== prev.playing) events.push({ atMs, type: s.playing ? 'play' : 'pause' });
    const moved =
      s.mode === 'voice'
        ? s.followWordIndex !== prev.followWordIndex || s.mode !== prev.mode
        : s.markerLine !== prev.markerLine || s.mode !== prev.mode;
    if (moved) position(s, atMs);
  });

  let stopped: MarkerEvent[] | null = null;
  return {
    events: () => stopped ?? events,
    elapsed: at,
    stop: () => {
      if (!stopped) {
        unsubscribe();
        stopped = events.slice();
      }
      return stopped;
    },
  };
}
