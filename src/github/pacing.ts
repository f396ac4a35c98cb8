/**
 * When a request to GitHub may start: writes one at a time, each at least a second after the one
 * before was answered (so GitHub receives them a second apart, whatever the network's delays),
 * within the minute's and the hour's counts;
 * reads a few at once, within a minute's count per kind; code searches spaced apart; nothing
 * while a rate limit asks to wait. On the clock it is given, so a test sees an hour of pacing at
 * once. A write the hour's budget would keep waiting too long, or past the deadline, is refused
 * instead (the run stops cleanly and says where).
 */
import type { Clock } from './clock.ts';
import { GithubError } from './errors.ts';
import type { GithubLimits } from './limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Call when the request's answer (or failure) arrived. */
export type Release = () => void;

export class Pacer {
  private readonly limits: GithubLimits;
  private readonly clock: Clock;
  private readonly deadline: () => number | undefined;
  private writeStarts: number[] = [];
  private lastWrite = Number.NEGATIVE_INFINITY;
  private writeChain: Promise<void> = Promise.resolve();
  private readsInFlight = 0;
  private readonly readWaiters: Array<() => void> = [];
  private readonly readStarts = new Map<string, number[]>();
  private lastSearch = Number.NEGATIVE_INFINITY;
  private heldUntil = 0;

  /** `deadline`: when the client stops starting requests, if known. */
  constructor(limits: GithubLimits, clock: Clock, deadline: () => number | undefined) {
    this.limits = limits;
    this.clock = clock;
    this.deadline = deadline;
  }

  /** No request starts before `until` (a rate limit's wait). */
  holdUntil(until: number): void {
    this.heldUntil = Math.max(this.heldUntil, until);
  }

  /** Writes started within the last `ms` (for the report, and tests). */
  writesWithin(ms: number): number {
    const now = this.clock.now();
    return this.writeStarts.filter((t) => t > now - ms).length;
  }

  /** When the next write may start, and whether the hour's count is what holds it. */
  private nextWrite(): { at: number; hourBound: boolean } {
    const now = this.clock.now();
    const { minIntervalMs, perMinute, perHour } = this.limits.writes;
    this.writeStarts = this.writeStarts.filter((t) => t > now - HOUR);
    const minute = this.writeStarts.filter((t) => t > now - MINUTE);
    let at = Math.max(now, this.lastWrite + minIntervalMs, this.heldUntil);
    if (minute.length >= perMinute) at = Math.max(at, (minute[minute.length - perMinute] as number) + MINUTE);
    const hourFree =
      this.writeStarts.length >= perHour
        ? (this.writeStarts[this.writeStarts.length - perHour] as number) + HOUR
        : Number.NEGATIVE_INFINITY;
    return { at: Math.max(at, hourFree), hourBound: hourFree > at };
  }

  /** Waits for a write's turn; the write is one at a time until its release. */
  async write(request: string): Promise<Release> {
    const previous = this.writeChain;
    let release: Release = () => {};
    this.writeChain = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      for (;;) {
        const now = this.clock.now();
        const { at, hourBound } = this.nextWrite();
        if (at <= now) break;
        if (hourBound && at - now > this.limits.writes.maxWaitMs) {
          throw new GithubError('write-budget', request, { retryAt: at });
        }
        this.refusePast(at, request);
        await this.clock.sleep(at - now);
      }
      this.lastWrite = this.clock.now();
      this.writeStarts.push(this.lastWrite);
      return () => {
        this.lastWrite = Math.max(this.lastWrite, this.clock.now());
        release();
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  /** Waits for a read's turn: a place among those in flight, and room in its kind's minute. */
  async read(kind: string, request: string): Promise<Release> {
    while (this.readsInFlight >= this.limits.reads.atOnce) {
      await new Promise<void>((resolve) => this.readWaiters.push(resolve));
    }
    this.readsInFlight++;
    let released = false;
    const release: Release = () => {
      if (released) return;
      released = true;
      this.readsInFlight--;
      this.readWaiters.shift()?.();
    };
    try {
      const perMinute = this.limits.reads.perMinutePerKind;
      for (;;) {
        const now = this.clock.now();
        const starts = (this.readStarts.get(kind) ?? []).filter((t) => t > now - MINUTE);
        this.readStarts.set(kind, starts);
        let at = Math.max(now, this.heldUntil);
        if (starts.length >= perMinute) at = Math.max(at, (starts[starts.length - perMinute] as number) + MINUTE);
        if (kind === 'search') at = Math.max(at, this.lastSearch + this.limits.searchIntervalMs);
        if (at <= now) break;
        this.refusePast(at, request);
        await this.clock.sleep(at - now);
      }
      const start = this.clock.now();
      this.readStarts.get(kind)?.push(start);
      if (kind === 'search') this.lastSearch = start;
      return release;
    } catch (error) {
      release();
      throw error;
    }
  }

  private refusePast(at: number, request: string): void {
    const end = this.deadline();
    if (end !== undefined && at >= end) throw new GithubError('deadline', request);
  }
}
