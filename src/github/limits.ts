/**
 * GitHub's limits as the client keeps them, as data in one place: the pacing of writes and reads
 * (pacing.ts), the waits after a rate limit (client.ts), the retries of a request that got no
 * answer, the token's deadline (deadline.ts) and the bounds of what is read. GitHub documents the
 * secondary limits as "no more than 80 content-generating requests a minute and 500 an hour",
 * "900 points a minute to one endpoint" (a read is one point), and asks for writes one at a time,
 * at least a second apart, for `Retry-After` to be obeyed and otherwise at least a minute's wait,
 * growing exponentially. octokit's throttling plugin spaces writes but keeps no hourly budget.
 */
import { FILE_LIMITS } from '../files/limits.ts';
import type { Budget } from './types.ts';

export interface GithubLimits {
  readonly writes: {
    /** Between the starts of two writes. */
    readonly minIntervalMs: number;
    readonly perMinute: number;
    readonly perHour: number;
    /**
     * The longest a write waits for the hour's budget to free a slot; past it the client stops
     * with `write-budget`, so a run says where it stopped and the next one goes on.
     */
    readonly maxWaitMs: number;
  };
  readonly reads: {
    /** Reads in flight at once (GitHub allows 100 requests at once; it asks for few). */
    readonly atOnce: number;
    /** Reads of one kind a minute (GitHub: 900 points a minute to one endpoint). */
    readonly perMinutePerKind: number;
  };
  /** Between two code searches: GitHub allows 10 a minute. */
  readonly searchIntervalMs: number;
  /** After a secondary rate limit that says no `Retry-After`: the first wait, doubled each time, and the most. */
  readonly secondary: { readonly firstWaitMs: number; readonly maxWaitMs: number; readonly retries: number };
  /** The longest wait for the primary budget to renew; past it the client stops with `rate-limited`. */
  readonly primaryMaxWaitMs: number;
  /** A request that got no answer or a 5xx: tries after the first, `retryCount² × baseDelayMs` apart (octokit's plugin-retry). */
  readonly retry: { readonly retries: number; readonly baseDelayMs: number };
  readonly deadline: {
    /** An installation token (`ghs_…`) lasts an hour; counted from the first request when its end is not known. */
    readonly installationTokenLifetimeMs: number;
    /** No request starts this close to the token's end: the one in flight and the report still fit. */
    readonly marginMs: number;
  };
  /** The largest file read through the blob API: the gate's own bound on a configuration file. */
  readonly blobMaxBytes: number;
  /** Tree reads for one repository's listing when GitHub cuts it (`truncated`); past them it is incomplete. */
  readonly treeReadsPerListing: number;
  readonly pageSize: number;
}

export const GITHUB_LIMITS: GithubLimits = {
  writes: { minIntervalMs: 1_000, perMinute: 80, perHour: 500, maxWaitMs: 5 * 60_000 },
  reads: { atOnce: 8, perMinutePerKind: 900 },
  searchIntervalMs: 6_000,
  secondary: { firstWaitMs: 60_000, maxWaitMs: 16 * 60_000, retries: 4 },
  primaryMaxWaitMs: 5 * 60_000,
  retry: { retries: 3, baseDelayMs: 1_000 },
  deadline: { installationTokenLifetimeMs: 60 * 60_000, marginMs: 5 * 60_000 },
  blobMaxBytes: FILE_LIMITS.configuration,
  treeReadsPerListing: 200,
  pageSize: 100,
};

/**
 * Requests to keep back from a primary budget GitHub states: `most`, or a tenth of a budget too
 * small for it (GitHub's documented examples show 60 an hour), so a small budget is still used.
 */
export const budgetReserve = (budget: Pick<Budget, 'limit'>, most: number): number =>
  Math.min(most, Math.floor(budget.limit / 10));
