import type { DeliveryTake } from './delivery-report';

/** What a recorded take needs of a listening: when it ran and what it heard. */
export interface HeardSpan {
  transcript: string;
  durationMs: number;
  startedAt: number;
  endedAt: number;
  duringRecording: boolean;
}

/** How early a listening may start before its take (the countdown's last beat, a slow first frame). */
const LEAD_MS = 1500;

/**
 * The transcript of a recorded take: every listening that ran during a recording and overlaps the
 * take's time, joined in order. The report is saved under the take's own id, so the same speech is
 * never counted as a voice take as well (docs/PRODUCT.md §flows.teleprompter.coaching).
 */
export function recordedTakeTranscript(
  take: { id: string; startedAt: number; durationMs: number },
  heard: readonly HeardSpan[],
): DeliveryTake | null {
  const from = take.startedAt - LEAD_MS;
  const to = take.startedAt + take.durationMs + LEAD_MS;
  const spans = heard
    .filter((h) => h.duringRecording && h.endedAt >= from && h.startedAt <= to)
    .sort((a, b) => a.startedAt - b.startedAt);
  if (spans.length === 0) return null;
  return {
    id: `recording-${take.id}`,
    transcript: spans.map((s) => s.transcript).join(' '),
    durationMs: spans.reduce((sum, s) => sum + s.durationMs, 0),
  };
}
