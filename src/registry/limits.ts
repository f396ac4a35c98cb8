/** The bounds of a request and of its retries, as data in one place; docs/reliability.md ("Bounds") states them. */
const MiB = 1024 * 1024;

export const TRANSPORT_LIMITS = {
  /** The retries of a request that failed in a way worth retrying (429, 5xx, no answer at all). */
  retry: {
    /** Tries in all, the first included. */
    maxAttempts: 6,
    baseDelayMs: 250,
    maxDelayMs: 8_000,
    /** No retry starts once this much time has passed since the first try. */
    maxElapsedMs: 60_000,
  },
  /** Requests per second before the service tells us its limit (`X-RateLimit-Limit`). */
  initialRatePerSecond: 25,
  /**
   * Starts at the beginning of a run that skip the even spacing (RateLimiter): all the requests of one version's
   * deprecation or revoke, which should not wait for a pace meant for hundreds; far below any limit.
   */
  initialBurst: 8,
  /**
   * Announced limits outside this range are not followed: below 1 per second the next request would be minutes away;
   * the service allows about 30, and above 1000 the spacing is below the timer resolution: a broken header.
   */
  minAnnouncedRate: 1,
  maxAnnouncedRate: 1000,
  /**
   * The largest answer read. A versions list stays within a few MB even for thousands of versions with long reasons;
   * anything far beyond is not the service, and reading it whole could exhaust memory.
   */
  maxBodyBytes: 32 * MiB,
  /** Redirects within the service's origin followed for one request; another origin is never followed. */
  maxRedirects: 3,
} as const;
