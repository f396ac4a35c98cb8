/**
 * Writing answers at the pace the options and faults set: the latency, a body cut off or paused
 * halfway, trickled a byte at a time, or an endless stream; every wait ends when the fake closes.
 */
import type { ServerResponse } from 'node:http';
import type { FakeTfeOptions } from './api.ts';
import type { Fault } from './faults.ts';
import type { RecordedRequest } from './request-log.ts';
import { contentTypeFor, type Reply } from './replies.ts';

export class Pacing {
  /** Set when the fake closes: nothing more is written, and no wait goes on. */
  closed = false;
  private readonly sleeps = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private readonly options: () => FakeTfeOptions;

  constructor(options: () => FakeTfeOptions) {
    this.options = options;
  }

  close(): void {
    this.closed = true;
    for (const sleep of this.sleeps) {
      clearTimeout(sleep.timer);
      sleep.resolve();
    }
    this.sleeps.clear();
  }

  sleep(ms: number): Promise<void> {
    if (!(ms > 0) || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const sleep = {
        timer: setTimeout(() => {
          this.sleeps.delete(sleep);
          resolve();
        }, ms),
        resolve,
      };
      this.sleeps.add(sleep);
    });
  }

  /**
   * Writes the reply after the latency. With midBody, writes the headers and half the body, then
   * drops the socket (`reset`) or pauses `pauseMs` before the rest (`pause`).
   */
  async send(
    res: ServerResponse,
    record: RecordedRequest,
    reply: Reply,
    how: { midBody?: 'reset' | 'pause' | 'trickle'; pauseMs?: number } = {},
  ): Promise<void> {
    record.status = how.midBody === 'reset' ? 0 : reply.status;
    await this.sleep(this.options().latencyMs ?? 0);
    if (this.closed || res.destroyed) return;
    const bytes = Buffer.from(reply.body, 'utf8');
    const headers: Record<string, string> = {};
    if (this.options().rateLimit !== undefined) headers['x-ratelimit-limit'] = String(this.options().rateLimit);
    for (const [name, value] of Object.entries(reply.headers)) headers[name.toLowerCase()] = value;
    headers['content-length'] = String(bytes.length);
    res.writeHead(reply.status, headers);
    if (how.midBody === undefined) {
      res.end(bytes);
      return;
    }
    const half = Math.floor(bytes.length / 2);
    if (how.midBody === 'reset') {
      res.write(bytes.subarray(0, half), () => res.destroy());
      return;
    }
    if (how.midBody === 'trickle') {
      for (let i = 0; i < bytes.length; i++) {
        if (this.closed || res.destroyed) return;
        res.write(bytes.subarray(i, i + 1));
        await this.sleep(how.pauseMs ?? 0);
      }
      if (!this.closed && !res.destroyed) res.end();
      return;
    }
    res.write(bytes.subarray(0, half));
    await this.sleep(how.pauseMs ?? 0);
    if (!this.closed && !res.destroyed) res.end(bytes.subarray(half));
  }

  /** Streams `bytes` of filler in chunks, waiting for the socket to drain; stops if the client goes. */
  async sendOversized(
    res: ServerResponse,
    record: RecordedRequest,
    fault: Extract<Fault, { kind: 'oversized' }>,
  ): Promise<void> {
    const status = fault.status ?? 200;
    record.status = status;
    await this.sleep(this.options().latencyMs ?? 0);
    if (this.closed || res.destroyed) return;
    const headers: Record<string, string> = { 'content-type': contentTypeFor(record.path) };
    if (fault.declareLength === true) headers['content-length'] = String(fault.bytes);
    res.writeHead(status, headers);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    for (let sent = 0; sent < fault.bytes; sent += chunk.length) {
      if (this.closed || res.destroyed) return;
      const part = chunk.subarray(0, Math.min(chunk.length, fault.bytes - sent));
      if (!res.write(part)) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
    }
    if (!this.closed && !res.destroyed) res.end();
  }
}
