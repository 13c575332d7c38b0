import { SCRIPT_DELTA, SCRIPT_DONE, SCRIPT_FAILED, type RealtimeEvent } from '@shared/realtime/realtime-event.schema';

/**
 * The text streamed over the WebSocket while a generation runs, kept per generationId so
 * a push for another call (another tab, an old retry) never lands in the wrong place.
 * `parts[index]` is the script at that place in a series (0 for a single script).
 */
export type StreamStatus = 'streaming' | 'done' | 'failed';

export interface StreamEntry {
  parts: string[];
  status: StreamStatus;
  message?: string;
}

export type StreamState = Readonly<Record<string, StreamEntry>>;

export const EMPTY_STREAMS: StreamState = {};

/** Starts listening for `generationId`, with `count` empty parts (3 for a series). */
export function startStream(state: StreamState, generationId: string, count: number): StreamState {
  return {
    ...state,
    [generationId]: { parts: Array.from({ length: Math.max(1, count) }, () => ''), status: 'streaming' },
  };
}

/**
 * A checkpoint of a running generation (GET /api/generations/{id}, after a reload or a lost socket):
 * each part the checkpoint has more of replaces what was streamed; a part already further along stays.
 */
export function seedStream(state: StreamState, generationId: string, checkpoint: string[]): StreamState {
  const entry = state[generationId];
  if (!entry || entry.status !== 'streaming') return state;
  const parts = [...entry.parts];
  checkpoint.forEach((text, i) => {
    if (text.length > (parts[i] ?? '').length) parts[i] = text;
  });
  return parts.every((p, i) => p === entry.parts[i]) && parts.length === entry.parts.length
    ? state
    : { ...state, [generationId]: { ...entry, parts } };
}

export function endStream(state: StreamState, generationId: string): StreamState {
  if (!(generationId in state)) return state;
  const next = { ...state };
  delete next[generationId];
  return next;
}

/**
 * Applies one realtime event (already checked against the shared schema by the socket);
 * events of generations it is not waiting for, and other types, change nothing.
 */
export function applyStreamEvent(state: StreamState, event: RealtimeEvent): StreamState {
  if (event.type !== SCRIPT_DELTA && event.type !== SCRIPT_DONE && event.type !== SCRIPT_FAILED) return state;
  const entry = state[event.generationId];
  if (!entry) return state;
  switch (event.type) {
    case SCRIPT_DELTA: {
      // A series has 3 parts: a far index is a confused sender, not a part to make room for.
      if (entry.status !== 'streaming' || event.index > 9) return state;
      const parts = [...entry.parts];
      while (parts.length <= event.index) parts.push('');
      const have = parts[event.index] ?? '';
      // `offset` places the delta: text already shown (from a checkpoint) is not doubled, and a delta
      // past a gap waits for the next checkpoint (docs/ARCHITECTURE.md §generation-jobs)
      const at = event.offset ?? have.length;
      if (at > have.length || at + event.text.length <= have.length) return state;
      parts[event.index] = have + event.text.slice(have.length - at);
      return { ...state, [event.generationId]: { ...entry, parts } };
    }
    case SCRIPT_DONE:
      return { ...state, [event.generationId]: { ...entry, status: 'done' } };
    case SCRIPT_FAILED:
      return { ...state, [event.generationId]: { ...entry, status: 'failed', message: event.message } };
  }
}
