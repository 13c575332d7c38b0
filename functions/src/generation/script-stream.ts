import { SCRIPT_DELTA, SCRIPT_DONE, SCRIPT_FAILED, type RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import type { Logger, RealtimePublisher } from '../core/ports';
import { streamParts } from './script-output';

/** How long publishing may hold up the HTTP answer at the end of a generation. */
const SETTLE_MS = 2000;

/**
 * Forwards a writer's deltas to the user's WebSocket connections as `script.delta`
 * events, batched (the first words at once, then one event per ~50 ms) so the socket is not flooded, in
 * order, and never failing the generation: publish errors are only logged.
 */
export class ScriptStream {
  private raw = '';
  private readonly sent: number[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private started = false;

  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly userId: string,
    private readonly generationId: string,
    private readonly opts: {
      series: boolean;
      log: Logger;
      flushMs?: number;
      /** Every flush that sent something: the whole text so far per script (a job's checkpoint, generation/generation-job.ts). */
      onParts?: (parts: string[]) => void;
    },
  ) {}

  /** The writer's onDelta. */
  readonly push = (chunk: string): void => {
    if (this.closed) return;
    this.raw += chunk;
    // The first words go out at once (time to first text is what the user feels); after
    // that, one event per window.
    // (flushMs 0: no batching at all, each chunk its own event)
    if (!this.started || this.opts.flushMs === 0) {
      this.started = true;
      this.flush(false);
      return;
    }
    this.timer ??= setTimeout(() => this.flush(false), this.opts.flushMs ?? 50);
  };

  async done(): Promise<void> {
    this.flush(true);
    this.close({ type: SCRIPT_DONE, generationId: this.generationId });
    await this.settle();
  }

  async fail(message: string): Promise<void> {
    this.close({ type: SCRIPT_FAILED, generationId: this.generationId, message });
    await this.settle();
  }

  private flush(final: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.closed) return;
    const parts = streamParts(this.raw, this.opts.series, final);
    let moved = false;
    parts.forEach((text, index) => {
      const already = this.sent[index] ?? 0;
      if (text.length > already) {
        this.sent[index] = text.length;
        moved = true;
        const delta = text.slice(already);
        this.enqueue({ type: SCRIPT_DELTA, generationId: this.generationId, index, text: delta, offset: already });
      }
    });
    if (moved) this.opts.onParts?.(parts);
  }

  private close(event: RealtimeEvent): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.closed) return;
    this.enqueue(event);
    this.closed = true;
  }

  private enqueue(event: RealtimeEvent): void {
    this.queue = this.queue
      .then(() => this.realtime.publish(this.userId, event))
      .catch((err: unknown) =>
        this.opts.log.warn('script stream publish failed', { type: event.type, errorName: (err as Error)?.name }),
      );
  }

  private async settle(): Promise<void> {
    let t: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.queue, new Promise((r) => (t = setTimeout(r, SETTLE_MS)))]);
    clearTimeout(t);
  }
}
