/** The pace of request starts, under the service's limit (about 30 per second per user) or the one it announces. */
import { TRANSPORT_LIMITS } from './limits.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * At most `limit` starts in any one-second window, and no two closer than the service's own spacing: bursts would let
 * network jitter push a request into the previous window of the service's count and draw a 429. Only the first
 * `burst` starts skip the spacing: a few requests should not wait for a pace meant for hundreds. One limiter may pace
 * several transports, so that two tokens on one service share one budget.
 */
export class RateLimiter {
  private readonly starts: number[] = [];
  private perSecond: number;
  private spacingMs: number;
  private lastStart = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();
  private unspaced: number;

  constructor(perSecond: number, options: { burst?: number } = {}) {
    this.perSecond = Math.max(1, Math.floor(perSecond));
    this.spacingMs = 1000 / this.perSecond;
    this.unspaced = Math.max(0, (options.burst ?? 1) - 1);
  }

  get limit(): number {
    return this.perSecond;
  }

  /**
   * Adapts to the limit the service announces. One request of margin per window (a few for large limits) absorbs the
   * difference between when we send and when the service counts an arrival. A limit below `minAnnouncedRate` or not
   * finite is ignored, one above `maxAnnouncedRate` capped; the answer says which.
   */
  adapt(announcedLimit: number): 'followed' | 'capped' | 'ignored' {
    if (!Number.isFinite(announcedLimit) || announcedLimit < TRANSPORT_LIMITS.minAnnouncedRate) return 'ignored';
    const limit = Math.min(announcedLimit, TRANSPORT_LIMITS.maxAnnouncedRate);
    this.perSecond = Math.max(1, Math.min(limit - 1, Math.floor(limit * 0.97)));
    this.spacingMs = 1000 / limit;
    return limit === announcedLimit ? 'followed' : 'capped';
  }

  /** Resolves when a request may start. Calls are served in order. */
  acquire(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = Date.now();
        while (this.starts.length > 0 && now - (this.starts[0] as number) >= 1000) this.starts.shift();
        const spacingWait = this.unspaced > 0 ? 0 : this.lastStart + this.spacingMs - now;
        const windowWait = this.starts.length < this.perSecond ? 0 : 1000 - (now - (this.starts[0] as number)) + 1;
        if (spacingWait <= 0 && windowWait <= 0) {
          if (this.starts.length > 0 && this.unspaced > 0) this.unspaced--;
          this.starts.push(now);
          this.lastStart = now;
          return;
        }
        await sleep(Math.max(spacingWait, windowWait));
      }
    });
    this.queue = turn;
    return turn;
  }
}
