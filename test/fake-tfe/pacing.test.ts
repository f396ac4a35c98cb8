/**
 * Answers at the pace the options and faults set (pacing.ts): latency, a body cut off, paused,
 * trickled or oversized, over real HTTP.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TOKEN, V2, READ, tfe, startEach, restart, call, DEPRECATE } from './test-client.ts';

startEach();

describe('faults that pace the answer', () => {
  it('resets mid-body after handling: the change is made but the client cannot read the answer', async () => {
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'reset-mid-body' } });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(tfe.requests[0]?.status).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: 'Use 2.x' });
  });

  it('delays, then handles normally', async () => {
    tfe.injectFault({ fault: { kind: 'delay', ms: 150 } });
    const started = performance.now();
    const response = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
  });

  it('pauses mid-body for slow-body, then finishes the answer', async () => {
    // Long enough that a busy machine, reading late, still sees the two parts apart.
    tfe.injectFault({ method: 'GET', fault: { kind: 'slow-body', ms: 600 } });
    const chunks: Array<{ at: number; text: string }> = [];
    await new Promise<void>((resolve, reject) => {
      const url = new URL(tfe.url);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: `${READ}/versions`, headers: { authorization: `Bearer ${TOKEN}` } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (text: string) => chunks.push({ at: performance.now(), text }));
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(chunks.map((c) => c.text).join(''))).toHaveProperty('modules');
    expect((chunks.at(-1)?.at ?? 0) - (chunks[0]?.at ?? 0)).toBeGreaterThanOrEqual(300);
    expect(tfe.requests[0]?.status).toBe(200);
  });

  it('sends the body a byte at a time for trickle-body', async () => {
    tfe.injectFault({ method: 'GET', fault: { kind: 'trickle-body', intervalMs: 1 } });
    const chunks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const url = new URL(tfe.url);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: `${READ}/versions`, headers: { authorization: `Bearer ${TOKEN}` } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (text: string) => chunks.push(text));
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    const text = chunks.join('');
    expect(JSON.parse(text)).toHaveProperty('modules');
    expect(chunks.length).toBeGreaterThan(text.length / 2);
  });

  it('streams filler of the given size for oversized, declared or not', async () => {
    tfe.injectFault({ fault: { kind: 'oversized', bytes: 200_000 } });
    tfe.injectFault({ fault: { kind: 'oversized', bytes: 1000, declareLength: true, status: 502 } });
    const streamed = await call('GET', `${READ}/versions`);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await streamed.text()).length).toBe(200_000);
    const declared = await call('GET', `${READ}/versions`);
    expect(declared.status).toBe(502);
    expect(declared.headers.get('content-length')).toBe('1000');
    expect((await declared.text()).length).toBe(1000);
    expect(tfe.requests.map((r) => r.status)).toEqual([200, 502]);
  });
});

describe('latency', () => {
  it('delays every response, errors included', async () => {
    tfe.setOptions({ latencyMs: 120 });
    for (const token of [TOKEN, null]) {
      const started = performance.now();
      await (await call('GET', `${READ}/versions`, { token })).text();
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    }
  });

  it('delays 429s too', async () => {
    await restart({ latencyMs: 100, rateLimit: 1 });
    await call('GET', `${READ}/versions`);
    const started = performance.now();
    const response = await call('GET', `${READ}/versions`);
    expect(response.status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});
