import { SCRIPT_DELTA, SCRIPT_DONE, SCRIPT_FAILED, scriptDeltaEventSchema } from '@shared/scripts/script.schema';

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

export function endStream(state: StreamState, generationId: string): StreamState {
  if (!(generationId in state)) return state;
  const next = { ...state };
  delete next[generationId];
  return next;
}

/** Applies one realtime event; unknown generations, malformed frames and other types change nothing. */
export function applyStreamEvent(state: StreamState, event: { type: string; [key: string]: unknown }): StreamState {
  const generationId = typeof event.generationId === 'string' ? event.generationId : '';
  const entry = state[generationId];
  if (!entry) return state;
  if (event.type === SCRIPT_DELTA) {
    const parsed = scriptDeltaEventSchema.safeParse(event);
    if (!parsed.success || entry.status !== 'streaming' || parsed.data.index > 9) return state;
    const { index, text } = parsed.data;
    const parts = [...entry.parts];
    while (parts.length <= index) parts.push('');
    parts[index] = `${parts[index] ?? ''}${text}`;
    return { ...state, [generationId]: { ...entry, parts } };
  }
  if (event.type === SCRIPT_DONE) return { ...state, [generationId]: { ...entry, status: 'done' } };
  if (event.type === SCRIPT_FAILED) {
    const message = typeof event.message === 'string' ? event.message : undefined;
    return { ...state, [generationId]: { ...entry, status: 'failed', message } };
  }
  return state;
}
