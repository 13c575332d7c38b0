import { createStore, useStore } from 'zustand';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import {
  applyStreamEvent,
  EMPTY_STREAMS,
  endStream,
  seedStream,
  startStream,
  type StreamEntry,
  type StreamState,
} from './stream-state';

interface StreamStore {
  streams: StreamState;
  start: (generationId: string, count: number) => void;
  /** The text a checkpoint holds (GET /api/generations/{id}). */
  seed: (generationId: string, parts: string[]) => void;
  end: (generationId: string) => void;
  apply: (event: RealtimeEvent) => void;
}

/** Streamed generation text; fed by the realtime bus (see useScriptStreamListener). */
export const streamStore = createStore<StreamStore>()((set) => ({
  streams: EMPTY_STREAMS,
  start: (generationId, count) => set((s) => ({ streams: startStream(s.streams, generationId, count) })),
  seed: (generationId, parts) =>
    set((s) => {
      const streams = seedStream(s.streams, generationId, parts);
      return streams === s.streams ? s : { streams };
    }),
  end: (generationId) => set((s) => ({ streams: endStream(s.streams, generationId) })),
  apply: (event) =>
    set((s) => {
      const streams = applyStreamEvent(s.streams, event);
      return streams === s.streams ? s : { streams };
    }),
}));

export function useStream(generationId: string | null): StreamEntry | undefined {
  return useStore(streamStore, (s) => (generationId ? s.streams[generationId] : undefined));
}
