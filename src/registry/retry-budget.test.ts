/**
 * Retries stop on either bound, the number of tries or the time since the first, against a real
 * local server that always fails. What is checked is how many requests arrived, not how long the
 * test took.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistryError, TransportError } from './errors.ts';
import type { RetryPolicy } from './retry.ts';
import { Transport } from './transport.ts';
import { ACTION_WORDS } from '../wording.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request with `status` (0: reset the connection); counts requests. */
async function failing(status: number): Promise<{ url: string; count: () => number }> {
  let requests = 0;
  server = createServer((req, res) => {
    requests++;
    if (status === 0) req.socket.resetAndDestroy();
    else res.writeHead(status, { 'content-type': 'application/vnd.api+json' }).end('{"errors":[]}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/x`,
    count: () => requests,
  };
}

async function send(url: string, retry: RetryPolicy, deadline?: number): Promise<unknown> {
  const transport = new Transport({
    token: 'unit-test-token',
    userAgent: 'test',
    requestTimeoutMs: 1000,
    retry,
    words: ACTION_WORDS,
  });
  try {
    return await transport.send('read versions', 'GET', url, undefined, deadline !== undefined ? { deadline } : {});
  } finally {
    transport.close();
  }
}

describe('retry bounds', () => {
  it('stops after maxAttempts tries', async () => {
    const target = await failing(503);
    const error = await send(target.url, { maxAttempts: 4, baseDelayMs: 2, maxDelayMs: 4, maxElapsedMs: 60_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as Error).message).toContain('(gave up after 4 tries in');
    expect(target.count()).toBe(4);
  });

  it('stops when the next wait would pass maxElapsedMs, however many tries are left', async () => {
    const target = await failing(0);
    // Backoff alone would allow 1000 tries; 40 ms waits within 300 ms allow a handful.
    const error = await send(target.url, {
      maxAttempts: 1000,
      baseDelayMs: 40,
      maxDelayMs: 40,
      maxElapsedMs: 300,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    const tries = Number(/gave up after (\d+) tries/.exec((error as Error).message)?.[1]);
    expect(tries).toBeGreaterThan(1);
    expect(tries).toBeLessThanOrEqual(300 / 20 + 1);
    expect(target.count()).toBe(tries);
  });

  it('makes no retry whose wait would end past the caller’s deadline (verification’s)', async () => {
    const target = await failing(503);
    const retry = { maxAttempts: 6, baseDelayMs: 200, maxDelayMs: 200, maxElapsedMs: 60_000 };
    // A deadline already past: the one try and no other.
    await expect(send(target.url, retry, Date.now())).rejects.toThrow('(gave up after 1 try in');
    expect(target.count()).toBe(1);
  });

  it('does not retry what cannot succeed', async () => {
    const target = await failing(404);
    await expect(
      send(target.url, { maxAttempts: 5, baseDelayMs: 2, maxDelayMs: 4, maxElapsedMs: 60_000 }),
    ).rejects.toThrow('HTTP 404');
    expect(target.count()).toBe(1);
  });
});
