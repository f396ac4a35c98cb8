/**
 * GitHub's API client, loaded with import() only when a run talks to GitHub: octokit from
 * @actions/github (the runner's proxy honoured) with @octokit/plugin-retry (a request that got no
 * answer or a 5xx is tried again) and @octokit/plugin-throttling (writes spaced in real time; its
 * rate-limit handlers are the caller's). Nothing here needs @actions/core, so the command line's
 * bundle loads it too. A caller may see every try of every request before it is sent (`onRequest`):
 * the innermost hook, before the token is added, so a request refused there sends nothing.
 */

interface OctokitSettings {
  readonly token: string;
  /** The API's base URL, checked (api-url.ts). */
  readonly apiUrl: string;
  readonly userAgent?: string;
  /** Tries after the first for a request with no answer or a 5xx, `retryCount² × baseDelayMs` apart. */
  readonly retry: { readonly retries: number; readonly baseDelayMs: number };
  readonly throttle: {
    /** octokit's throttling plugin: off where a test's clock does the pacing. */
    readonly enabled: boolean;
    /** Whether octokit itself tries again after a rate limit that asks to wait `retryAfter` seconds. */
    readonly retryAfterLimit: (retryAfter: number, retryCount: number) => boolean;
  };
  /**
   * Every try of every request, before it is sent: it may wait, or throw to send nothing. What
   * it returns is called with the answer's headers (undefined when there was no answer).
   */
  readonly onRequest?: (request: {
    readonly method: string;
    readonly url: string;
  }) => Promise<(headers: Readonly<Record<string, unknown>> | undefined) => void>;
  /** octokit's own warnings and errors (its retries), already made safe by the caller. */
  readonly debug?: (message: string) => void;
}

/** The parts of an octokit a plugin uses here. */
interface Hookable {
  readonly hook: {
    wrap(
      name: 'request',
      wrapper: (request: (options: unknown) => Promise<unknown>, options: unknown) => Promise<unknown>,
    ): void;
  };
  readonly request: { readonly endpoint: (options: never) => { method: string; url: string } };
}

const headersOf = (value: unknown): Readonly<Record<string, unknown>> | undefined => {
  const headers = (value as { headers?: unknown } | undefined)?.headers;
  return headers !== null && typeof headers === 'object' ? (headers as Record<string, unknown>) : undefined;
};

/** One octokit for one token and API. */
export async function loadOctokit(settings: OctokitSettings) {
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ]);
  const { onRequest } = settings;
  // Registered before the retry and throttling plugins, so it wraps the request itself: it sees each try.
  const wire = (octokit: Hookable): void => {
    if (onRequest === undefined) return;
    octokit.hook.wrap('request', async (request, options) => {
      const { method, url } = octokit.request.endpoint(options as never);
      const answered = await onRequest({ method, url });
      try {
        const response = await request(options);
        answered(headersOf(response));
        return response;
      } catch (error) {
        answered(headersOf((error as { response?: unknown }).response));
        throw error;
      }
    });
  };
  const onLimit = (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number): boolean =>
    settings.throttle.retryAfterLimit(retryAfter, retryCount);
  const debug = settings.debug ?? (() => {});
  return getOctokit(
    settings.token,
    {
      baseUrl: settings.apiUrl,
      ...(settings.userAgent !== undefined && { userAgent: settings.userAgent }),
      retry: {
        retries: settings.retry.retries,
        retryAfterBaseValue: settings.retry.baseDelayMs,
        // plugin-retry's list, and 429: a rate limit is retried only after the wait it asks (the caller's).
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
      throttle: {
        enabled: settings.throttle.enabled,
        onRateLimit: onLimit,
        onSecondaryRateLimit: onLimit,
      },
      log: { debug: () => {}, info: () => {}, warn: debug, error: debug },
    },
    wire as unknown as Parameters<typeof getOctokit>[2],
    retry,
    throttling,
  );
}

export type Octokit = Awaited<ReturnType<typeof loadOctokit>>;
