/**
 * The transport's bounds against a real local server: an announced rate limit out of range, an
 * answer too large, a body that trickles, a redirect loop, a host that does not resolve. What is
 * checked is what the transport says and how many requests arrived, never how long it took.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistryError, TransportError, networkFailure } from './errors.ts';
import { TRANSPORT_LIMITS } from './limits.ts';
import { Transport, type TransportOptions } from './transport.ts';
import { ACTION_WORDS } from '../wording.ts';

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      if (server) server.close(() => resolve());
      else resolve();
    }),
);

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{
  url: string;
  count: () => number;
}> {
  let requests = 0;
  server = createServer((req, res) => {
    requests++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/x`,
    count: () => requests,
  };
}

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2, maxDelayMs: 4, maxElapsedMs: 60_000 };

async function withTransport<T>(
  options: Partial<TransportOptions>,
  use: (transport: Transport) => Promise<T>,
): Promise<T> {
  const transport = new Transport({
    token: 'unit-test-token',
    userAgent: 'test',
    words: ACTION_WORDS,
    requestTimeoutMs: 2000,
    retry: FAST_RETRY,
    ...options,
  });
  try {
    return await use(transport);
  } finally {
    transport.close();
  }
}

describe('an announced rate limit out of range', () => {
  it.each([
    ['0.001', 'which is not a number of at least 1; it is ignored'],
    ['abc', 'which is not a number of at least 1; it is ignored'],
    ['1e12', 'paced at no more than 1000 per second'],
  ])('%s is said once in the log, and the pace stays sane', async (header, said) => {
    const target = await serve((_, res) => res.writeHead(200, { 'x-ratelimit-limit': header }).end('{}'));
    const notices: string[] = [];
    await withTransport({ onNotice: (m) => notices.push(m) }, async (transport) => {
      for (let i = 0; i < 3; i++) await transport.send('read versions', 'GET', target.url);
      expect(transport.limiter.limit).toBeGreaterThanOrEqual(1);
      expect(transport.limiter.limit).toBeLessThanOrEqual(TRANSPORT_LIMITS.maxAnnouncedRate);
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`rate limit of ${JSON.stringify(header)} requests per second`);
    expect(notices[0]).toContain(said);
  });

  it('a sane one says nothing', async () => {
    const target = await serve((_, res) => res.writeHead(200, { 'x-ratelimit-limit': '30' }).end('{}'));
    const notices: string[] = [];
    await withTransport({ onNotice: (m) => notices.push(m) }, (t) => t.send('read versions', 'GET', target.url));
    expect(notices).toEqual([]);
  });
});

describe('an answer larger than the cap', () => {
  const expectTooLarge = (error: unknown): void => {
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).retryable).toBe(false);
    expect((error as Error).message).toBe(
      'read versions failed: the answer to GET /api/x is larger than 1 KiB, the most this action reads, so it is not an answer the service gives. Check that `hostname` names an HCP Terraform or Terraform Enterprise host and that no proxy answers in its place.',
    );
  };

  it('fails at once on a declared length, naming the request, without retrying', async () => {
    const target = await serve((_, res) => res.writeHead(200, { 'content-length': '2048' }).end('x'.repeat(2048)));
    const error = await withTransport({ maxBodyBytes: 1024 }, (t) => t.send('read versions', 'GET', target.url)).catch(
      (e: unknown) => e,
    );
    expectTooLarge(error);
    expect(target.count()).toBe(1);
  });

  it('fails once the bytes pass the cap when no length is declared (chunked)', async () => {
    const target = await serve((_, res) => {
      res.writeHead(503);
      for (let i = 0; i < 8; i++) res.write('y'.repeat(512));
      res.end();
    });
    const error = await withTransport({ maxBodyBytes: 1024 }, (t) => t.send('read versions', 'GET', target.url)).catch(
      (e: unknown) => e,
    );
    expectTooLarge(error);
    expect(target.count()).toBe(1);
  });

  it('reads an answer of exactly the cap', async () => {
    const target = await serve((_, res) => res.writeHead(200).end('z'.repeat(1024)));
    const answer = await withTransport({ maxBodyBytes: 1024 }, (t) => t.send('read versions', 'GET', target.url));
    expect(answer.body).toHaveLength(1024);
  });
});

describe('timeouts', () => {
  it('a body that trickles past request-timeout is "no complete answer", not a closed connection', async () => {
    // A byte every 100 ms never lets the socket go idle, but the whole answer takes far longer.
    const target = await serve((_, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('x')), 100);
      res.on('close', () => clearInterval(timer));
    });
    const reasons: string[] = [];
    const error = await withTransport(
      { requestTimeoutMs: 500, retry: { ...FAST_RETRY, maxAttempts: 2 }, onRetry: (e) => reasons.push(e.reason) },
      (t) => t.send('read versions', 'GET', target.url),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(reasons).toEqual(['no complete answer within 0.5 s']);
    expect((error as Error).message).toContain(
      'read versions failed: no complete answer within 0.5 s (gave up after 2 tries',
    );
    expect((error as Error).message).not.toContain('connection closed');
  });

  it('a body that stalls is "no complete answer" too, whichever timer notices first', async () => {
    const target = await serve((_, res) => {
      res.writeHead(200, { 'content-length': '10' });
      res.write('x');
    });
    const reasons: string[] = [];
    await withTransport(
      { requestTimeoutMs: 300, retry: { ...FAST_RETRY, maxAttempts: 2 }, onRetry: (e) => reasons.push(e.reason) },
      (t) => t.send('read versions', 'GET', target.url),
    ).catch((e: unknown) => e);
    expect(reasons).toEqual(['no complete answer within 0.3 s']);
  });

  it('a connection dropped mid-body is still a closed connection', async () => {
    const target = await serve((req, res) => {
      res.writeHead(200, { 'content-length': '10' });
      res.write('x', () => req.socket.destroy());
    });
    const reasons: string[] = [];
    await withTransport({ retry: { ...FAST_RETRY, maxAttempts: 2 }, onRetry: (e) => reasons.push(e.reason) }, (t) =>
      t.send('read versions', 'GET', target.url),
    ).catch((e: unknown) => e);
    expect(reasons).toEqual(['the connection closed before the answer was complete']);
  });
});

describe('redirects', () => {
  it('a same-origin loop is described as a loop, not as a cross-origin redirect', async () => {
    const target = await serve((req, res) => res.writeHead(302, { location: req.url ?? '/' }).end());
    const error = await withTransport({}, (t) => t.send('read versions', 'GET', target.url)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    const message = (error as Error).message;
    expect(message).toContain('redirected the request 4 times within http://127.0.0.1:');
    expect(message).toContain('(last to "/api/x"), a redirect loop');
    expect(message).not.toContain('the token is only sent to');
    expect(target.count()).toBe(4);
  });
});

describe('a host name that does not resolve', () => {
  it('is not retried, and says to check `hostname`', () => {
    const cause = Object.assign(new Error('getaddrinfo ENOTFOUND tfe.nowhere.test'), { code: 'ENOTFOUND' });
    const error = networkFailure(
      'tfe.nowhere.test',
      'ENOTFOUND (getaddrinfo ENOTFOUND tfe.nowhere.test)',
      cause,
      ACTION_WORDS,
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      'the host name tfe.nowhere.test does not resolve (ENOTFOUND (getaddrinfo ENOTFOUND tfe.nowhere.test)): check `hostname` (and HTTPS_PROXY if the runner uses a proxy).',
    );
  });

  it('a resolver that cannot answer for now (EAI_AGAIN) is retried as before', () => {
    const cause = Object.assign(new Error('getaddrinfo EAI_AGAIN x'), { code: 'EAI_AGAIN' });
    expect(networkFailure('x', 'EAI_AGAIN', cause, ACTION_WORDS).retryable).toBe(true);
  });
});
