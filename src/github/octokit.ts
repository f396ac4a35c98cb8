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
  /** How long one try may wait for its answer before it is given up (as a try with no answer). */
  readonly requestTimeoutMs?: number;
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

/** The token's octokit request hook's arguments, as @octokit/auth-token's hook takes them. */
interface AuthRequest {
  (options: unknown): Promise<unknown>;
  readonly endpoint: { merge(route: unknown, parameters?: unknown): { headers: Record<string, string> } };
}

/**
 * octokit's `authStrategy` for a token sent as GitHub's docs show it, `Authorization: Bearer`
 * (octokit's own sends `token …`; GitHub takes both). Its hook is the innermost but the caller's
 * `onRequest`, which checks the host first.
 */
function bearerAuth({ token }: { readonly token: string }) {
  const auth = async () => ({ type: 'token', tokenType: 'oauth', token });
  const hook = async (request: AuthRequest, route: unknown, parameters?: unknown): Promise<unknown> => {
    const endpoint = request.endpoint.merge(route, parameters);
    endpoint.headers.authorization = `Bearer ${token}`;
    return request(endpoint);
  };
  return Object.assign(auth, { hook });
}

/** One octokit for one token and API. */
export async function loadOctokit(settings: OctokitSettings) {
  const [{ GitHub, getUserAgentWithOrchestrationId }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github/lib/utils'),
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
      // A try GitHub never answers is given up after the run's request timeout. The hooks inside this one
      // were bound to `options` itself, so the signal is set on it (on a copy of its `request`, which
      // octokit's defaults share between requests).
      const timeoutMs = settings.requestTimeoutMs;
      const controller = new AbortController();
      const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs);
      if (timer !== undefined) {
        const sent = options as { request?: object };
        sent.request = { ...sent.request, signal: controller.signal };
      }
      try {
        const response = await request(options);
        answered(headersOf(response));
        return response;
      } catch (error) {
        answered(headersOf((error as { response?: unknown }).response));
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  };
  const onLimit = (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number): boolean =>
    settings.throttle.retryAfterLimit(retryAfter, retryCount);
  const debug = settings.debug ?? (() => {});
  // getOctokit would send the token as `token …`: the same client (@actions/github's, the runner's proxy honoured) built here.
  const Client = GitHub.plugin(wire as unknown as Parameters<typeof GitHub.plugin>[0], retry, throttling);
  const userAgent = getUserAgentWithOrchestrationId(settings.userAgent);
  return new Client({
    baseUrl: settings.apiUrl,
    ...(userAgent !== undefined && { userAgent }),
    authStrategy: bearerAuth,
    auth: { token: settings.token },
    retry: {
      retries: settings.retry.retries,
      retryAfterBaseValue: settings.retry.baseDelayMs,
      // plugin-retry's list, 409 (an empty repository's tree: trying again changes nothing) and 429 (a rate
      // limit is retried only after the wait it asks: the caller's).
      doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451],
    },
    throttle: {
      enabled: settings.throttle.enabled,
      onRateLimit: onLimit,
      onSecondaryRateLimit: onLimit,
    },
    log: { debug: () => {}, info: () => {}, warn: debug, error: debug },
  });
}

export type Octokit = Awaited<ReturnType<typeof loadOctokit>>;
