/**
 * A token bucket: `burst` tokens at first, refilled at `ratePerSecond`; each `take()` spends one.
 * The local WebSocket's per-connection frame limit (docs/LOCAL-MODE.md §websocket.limits).
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Spends a token: false when none is left. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.at) * this.ratePerSecond) / 1000);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
