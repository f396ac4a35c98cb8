/**
 * One request to the service: a client-side rate limit, a timeout, and bounded retries with backoff for the answers
 * worth retrying (429, 5xx, no answer). Setting a status is idempotent, so PATCH is retried too, as
 * `@actions/http-client` would not. Pacing is in rate-limit.ts, when to retry in retry.ts, bounds in limits.ts.
 */
import type { IncomingMessage } from 'node:http';
import { HttpClient } from '@actions/http-client';
import { RegistryError, TransportError, gaveUp, networkFailure, registryError, type Operation } from './errors.ts';
import { TRANSPORT_LIMITS } from './limits.ts';
import { RateLimiter } from './rate-limit.ts';
import { backoffMs, retryAfterMs, type RetryEvent, type RetryPolicy } from './retry.ts';
import { secretScrubber, type Scrub } from './scrub.ts';
import { printable, show } from '../text.ts';
import { formatBytes } from '../files/read-bounded.ts';
import type { Wording } from '../model.ts';

export interface TransportOptions {
  readonly token: string;
  readonly userAgent: string;
  readonly requestTimeoutMs: number;
  readonly retry?: RetryPolicy;
  /** Before the service tells its limit. */
  readonly initialRatePerSecond?: number;
  readonly onRetry?: (event: RetryEvent) => void;
  /** Something the log should say once, such as an announced rate limit that was ignored. */
  readonly onNotice?: (message: string) => void;
  /** A larger answer fails the request. */
  readonly maxBodyBytes?: number;
  /** Another transport's limiter, so that two tokens on one service share one budget. */
  readonly limiter?: RateLimiter;
  /** Default: this transport's token. */
  readonly scrub?: Scrub;
  readonly words: Wording;
}

interface Response {
  readonly status: number;
  readonly body: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Why reading an answer stopped early: too slow, too large, or the connection went away. */
type BodyFailure = 'timeout' | 'too-large' | 'closed';

class BodyError extends Error {
  readonly why: BodyFailure;
  constructor(why: BodyFailure) {
    super(why);
    this.why = why;
  }
}

/**
 * Reads an answer whole, within `timeoutMs` and `maxBytes`. Settles once: the first failure wins, so the stream
 * destroyed after a timeout is not then reported as a closed connection.
 */
function readBody(message: IncomingMessage, timeoutMs: number, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = message.socket;
    let received = 0;
    let settled = false;
    // The socket's idle timeout (`requestTimeout`) closes the connection when no byte comes for that long: a timeout
    // too, not a dropped line.
    let idle = false;
    const onIdle = (): void => {
      idle = true;
    };
    const settle = (): void => {
      settled = true;
      clearTimeout(timer);
      socket?.off('timeout', onIdle);
    };
    const fail = (why: BodyFailure): void => {
      if (settled) return;
      settle();
      reject(new BodyError(why));
      message.destroy();
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    socket?.on('timeout', onIdle);
    const declared = Number(message.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      fail('too-large');
      return;
    }
    message.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail('too-large');
      else chunks.push(chunk);
    });
    message.on('end', () => {
      if (settled) return;
      settle();
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // `@actions/http-client`'s readBody never settles when the connection drops mid-body.
    const closed = (): void => fail(idle ? 'timeout' : 'closed');
    message.on('aborted', closed);
    message.on('error', closed);
    message.on('close', () => {
      if (!message.complete) closed();
    });
  });
}

export class Transport {
  private readonly http: HttpClient;
  private readonly retry: RetryPolicy;
  readonly limiter: RateLimiter;
  /** Requests sent, retries included; the benchmark and the logs read it. */
  requestCount = 0;
  rateLimitedCount = 0;

  private readonly options: TransportOptions;
  /** The run's secrets taken out of service text; the client parses its answers with it too. */
  readonly scrub: Scrub;
  readonly words: Wording;
  private readonly noticed = new Set<string>();

  constructor(options: TransportOptions) {
    this.options = options;
    this.retry = options.retry ?? TRANSPORT_LIMITS.retry;
    this.scrub = options.scrub ?? secretScrubber([options.token]);
    this.words = options.words;
    this.limiter =
      options.limiter ??
      new RateLimiter(options.initialRatePerSecond ?? TRANSPORT_LIMITS.initialRatePerSecond, {
        burst: TRANSPORT_LIMITS.initialBurst,
      });
    this.http = new HttpClient(options.userAgent, [], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: true,
      socketTimeout: options.requestTimeoutMs,
    });
  }

  close(): void {
    this.http.dispose();
  }

  /**
   * Sends a request and returns a 2xx answer, or throws a RegistryError / TransportError. No retry waits past
   * `deadline`: the caller's own time limit wins over the retry budget. `accept` replaces the JSON:API Accept header.
   * A POST is not idempotent (a bulk action sent twice opens its change requests twice): it is retried only after a
   * 429, which says the service did not take it.
   */
  async send(
    operation: Operation,
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    body?: unknown,
    options: { readonly deadline?: number; readonly accept?: string } = {},
  ): Promise<Response> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      let failure: RegistryError | TransportError;
      let waitMs: number | undefined;
      try {
        const { status, headers, text } = await this.once(operation, method, url, body, options.accept);
        if (status >= 200 && status < 300) return { status, body: text };
        failure = registryError(operation, status, text, this.words, this.scrub);
        if (status === 429) {
          this.rateLimitedCount++;
          waitMs = retryAfterMs(headers);
        } else if (status === 503) {
          waitMs = retryAfterMs(headers);
        }
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        failure = error;
      }
      const mayRepeat = method !== 'POST' || (failure instanceof RegistryError && failure.status === 429);
      if (!failure.retryable || !mayRepeat) {
        // A TransportError says what went wrong, not while doing what: add that, as gaveUp does.
        if (failure instanceof TransportError) failure.message = `${operation} failed: ${failure.message}`;
        throw failure;
      }
      const delay = waitMs !== undefined ? waitMs + Math.round(Math.random() * 100) : backoffMs(this.retry, attempt);
      const outOfTime = Date.now() - started + delay > this.retry.maxElapsedMs;
      const pastDeadline = options.deadline !== undefined && Date.now() + delay > options.deadline;
      if (attempt >= this.retry.maxAttempts || outOfTime || pastDeadline) {
        throw gaveUp(
          failure,
          operation,
          attempt,
          Date.now() - started,
          outOfTime ? waitMs : undefined,
          this.retry,
          this.words,
        );
      }
      this.options.onRetry?.({ operation, attempt, delayMs: delay, reason: summarize(failure) });
      await sleep(delay);
    }
  }

  private async once(
    operation: Operation,
    method: string,
    url: string,
    body: unknown,
    accept = 'application/vnd.api+json, application/json',
  ): Promise<{ status: number; headers: IncomingMessage['headers']; text: string }> {
    let target = url;
    for (let redirects = 0; ; redirects++) {
      await this.limiter.acquire();
      this.requestCount++;
      const headers: Record<string, string> = {
        authorization: `Bearer ${this.options.token}`,
        accept,
      };
      if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
      let message: IncomingMessage;
      try {
        const response = await withTimeout(
          this.http.request(method, target, body === undefined ? null : JSON.stringify(body), headers),
          this.options.requestTimeoutMs,
        );
        message = response.message;
      } catch (error) {
        throw networkFailure(new URL(target).host, describeNetworkError(error), error, this.words);
      }
      const status = message.statusCode ?? 0;
      this.followRateLimit(message.headers['x-ratelimit-limit']);
      const text = await this.readAnswer(method, target, message);
      if (!REDIRECTS.has(status)) return { status, headers: message.headers, text };

      const location = message.headers.location;
      let next: URL | undefined;
      try {
        next = location !== undefined ? new URL(location, target) : undefined;
      } catch {
        next = undefined;
      }
      // The token must never follow a redirect to another origin: stop instead of sending it.
      if (next === undefined || next.origin !== new URL(target).origin) {
        throw new RegistryError(
          operation,
          status,
          [],
          `the service redirected the request to ${next !== undefined ? printable(this.scrub(next.origin)) : 'an unknown location'}; the token is only sent to ${new URL(url).origin}. Set ${this.words.name('hostname')} to the address the service really answers on.`,
        );
      }
      if (redirects >= TRANSPORT_LIMITS.maxRedirects) {
        throw new RegistryError(
          operation,
          status,
          [],
          `the service redirected the request ${redirects + 1} times within ${new URL(url).origin} (last to ${show(printable(this.scrub(next.pathname)))}), a redirect loop or chain this action does not follow further. Check that ${this.words.name('hostname')} is the address the service answers on, and the service or proxy's redirect rules.`,
        );
      }
      target = next.href;
    }
  }

  /** Follows a sane announced rate limit; says once in the log when one is ignored or capped. */
  private followRateLimit(header: string | string[] | undefined): void {
    if (typeof header !== 'string' || header.trim() === '') return;
    const announced = Number(header);
    // Quoted below: a header is service text like any other.
    const quoted = show(printable(this.scrub(header)));
    const outcome = this.limiter.adapt(announced);
    if (outcome === 'followed' || this.noticed.has(outcome)) return;
    this.noticed.add(outcome);
    this.options.onNotice?.(
      outcome === 'ignored'
        ? `The service announced a rate limit of ${quoted} requests per second (X-RateLimit-Limit), which is not a number of at least ${TRANSPORT_LIMITS.minAnnouncedRate}; it is ignored, and requests keep their pace of ${this.limiter.limit} per second.`
        : `The service announced a rate limit of ${quoted} requests per second (X-RateLimit-Limit); requests are paced at no more than ${TRANSPORT_LIMITS.maxAnnouncedRate} per second.`,
    );
  }

  private async readAnswer(method: string, target: string, message: IncomingMessage): Promise<string> {
    const maxBytes = this.options.maxBodyBytes ?? TRANSPORT_LIMITS.maxBodyBytes;
    try {
      return await readBody(message, this.options.requestTimeoutMs, maxBytes);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      switch (error.why) {
        case 'timeout':
          throw new TransportError(`no complete answer within ${this.options.requestTimeoutMs / 1000} s`);
        case 'closed':
          throw new TransportError('the connection closed before the answer was complete');
        case 'too-large':
          // Not retried: the same request would get the same answer.
          throw new TransportError(
            `the answer to ${method} ${printable(new URL(target).pathname)} is larger than ${formatBytes(maxBytes)}, the most this action reads, so it is not an answer the service gives. Check that ${this.words.name('hostname')} names an HCP Terraform or Terraform Enterprise host and that no proxy answers in its place.`,
            { retryable: false },
          );
      }
    }
  }
}

function summarize(error: Error): string {
  return error instanceof RegistryError ? `HTTP ${error.status}` : error.message;
}

function describeNetworkError(error: unknown): string {
  if (error instanceof TransportError) return error.message;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code} (${message})` : message;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransportError(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
