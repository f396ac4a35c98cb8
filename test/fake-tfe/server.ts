/**
 * A fake HCP Terraform / Terraform Enterprise: a real HTTP server on 127.0.0.1 that answers the
 * module version deprecation and revocation API, the registry read API, the v2 module reads and
 * Explorer's module view with the documented shapes, keeps its state in memory, records every
 * request and can inject faults, a rate limit, latency and read lag.
 */
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import { explorerCsv, explorerPage, type ExplorerPagingFault } from './explorer.ts';
import { FakeTfeState } from './state.ts';
import type {
  DeprecationView,
  RevocationView,
  SeedModule,
  SourceForm,
  TokenAccess,
  SeedUsageRow,
  TokenGrant,
  VersionRecord,
} from './state.ts';

export type { DeprecationView, RevocationView, SeedModule, SourceForm, TokenGrant } from './state.ts';
export type { ExplorerPagingFault } from './explorer.ts';

export interface FakeTfeOptions {
  /** Added to every response (default 0). */
  latencyMs?: number;
  /** Requests per second per token; above it answer 429 (default: none). */
  rateLimit?: number;
  /**
   * Every read (the registry read API's deprecation, the v2 module and version reads' revocation)
   * shows changes only this long after they were made (default 0).
   */
  readLagMs?: number;
  /** The deprecate response appends ' Applies will be blocked in 15 days.' to the reason (default true). */
  appendReasonSuffix?: boolean;
  /** Serve HTTPS with this key and certificate (PEM) instead of HTTP; fixed when the server starts. */
  tls?: { key: string; cert: string };
  /**
   * The service knows revocation (default true): the v2 module read lists `revoked-versions`.
   * False plays an older Terraform Enterprise or an edition without it: the key is absent, the
   * one-version read has no `revocation`, and a revocation PATCH answers `revocationUnsupportedStatus`.
   */
  revocation?: boolean;
  /** What a service without revocation answers a revocation PATCH (default 404; 422 is the other case seen). */
  revocationUnsupportedStatus?: 404 | 422;
  /**
   * What revoking a version that is not deprecated answers (default 422, with a JSON:API error);
   * the status is not documented, so tests can try 400 or 409 too.
   */
  revokeNotDeprecatedStatus?: 400 | 409 | 422;
  /**
   * What undeprecating a revoked version does, which is not documented: `refuse` (default) answers
   * 422 and changes nothing, so a client must unrevoke first; `to-active` clears both at once.
   */
  undeprecateRevoked?: 'refuse' | 'to-active';
  /** The organization has Explorer (default true); false answers 404 to every Explorer query. */
  explorer?: boolean;
  /** What a token without Explorer access gets (default 403; some setups answer 404). */
  explorerDeniedStatus?: 403 | 404;
  /**
   * How a private module's Explorer row spells `source` unless the row says otherwise:
   * `host` (default) `HOST/acme/vpc/aws` with this server's host, `private` `private/acme/vpc/aws`.
   */
  explorerSourceForm?: SourceForm;
  /** The largest `page[size]` Explorer honours (default 100); larger asks get this many. */
  explorerMaxPageSize?: number;
  /** Explorer's paged query lies about its paging this way (default: it does not); see explorer.ts. */
  explorerPagingFault?: ExplorerPagingFault;
  /**
   * The CSV export answers this status (with a JSON:API error) instead of the rows: 404 plays a
   * service without the export, 403 one that refuses it. Default: the export is served.
   */
  explorerExportStatus?: number;
}

export interface RecordedRequest {
  method: string;
  /** The request target as received, query string included, not decoded. */
  path: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
  /** The status answered; 0 when the connection was reset (or no answer was given yet). */
  status: number;
  /** The bearer token parsed from Authorization, if any. */
  token?: string;
  /** When the request had arrived in full (Date.now()), so a test can tell how long a client waited. */
  receivedAt: number;
}

export type Fault =
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string }
  | { kind: 'reset' }
  | { kind: 'reset-mid-body' }
  | { kind: 'delay'; ms: number }
  | { kind: 'slow-body'; ms: number }
  | { kind: 'malformed'; status?: number; body?: string; contentType?: string }
  | { kind: 'empty-json'; status?: number }
  /** Handled, with these headers added to (or replacing) the answer's own. */
  | { kind: 'headers'; headers: Record<string, string> }
  /** Handled, then the JSON answer passed through `rewrite` (given the request's token) before it is sent. */
  | { kind: 'rewrite'; rewrite: (body: unknown, token: string | undefined) => unknown }
  /**
   * Not handled: `status` with a JSON:API error that echoes the request's bearer token, as a
   * careless service or proxy might. `detail` writes the echo (default: every form of `echoForms`);
   * the title echoes it as is.
   */
  | { kind: 'echo-token'; status: number; detail?: (token: string) => string }
  /** Handled, headers, then the body one byte every `intervalMs`: never idle, never done. */
  | { kind: 'trickle-body'; intervalMs: number }
  /** Not handled: `bytes` bytes of filler, streamed, with or without a Content-Length. */
  | { kind: 'oversized'; bytes: number; declareLength?: boolean; status?: number };

export interface FaultRule {
  method?: string;
  path?: string | RegExp;
  /** Only requests whose body matches, e.g. `/revocation/` for a revoke but not a deprecate. */
  body?: RegExp;
  /** Default 1; Infinity allowed. */
  times?: number;
  /** Matching requests let through first (default 0): e.g. the plan's read, but not verification's. */
  skip?: number;
  fault: Fault;
}

export interface FakeTfe {
  /** `http://127.0.0.1:PORT`, or `https://` with the `tls` option. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  addOrganization(name: string): void;
  /**
   * A token and what it may do. An organization token is `{canManagePrivateRegistry: false}`
   * (it may read Explorer, and gets 404 on a registry PATCH); a member's token without
   * "Read all workspaces" is `{canReadExplorer: false}`.
   */
  addToken(token: string, access: TokenGrant): void;
  addModule(module: SeedModule): void;
  deprecate(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    d: { reason: string; link: string },
  ): void;
  getDeprecation(namespace: string, name: string, provider: string, version: string): DeprecationView | null;
  /** Seeds a revocation; the version must be deprecated first, as the service requires. */
  revoke(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    r: { message: string; link: string },
  ): void;
  /** The true current revocation, or null. */
  getRevocation(namespace: string, name: string, provider: string, version: string): RevocationView | null;
  /**
   * Seeds Explorer: `workspaces` use this version of a private module (replacing what was seeded
   * for it in the same source form; an empty list removes the row). `sourceForm` spells this row's
   * `source` its own way; by default the server's `explorerSourceForm`.
   */
  setUsage(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    workspaces: readonly string[],
    options?: { sourceForm?: SourceForm },
  ): void;
  /** Seeds an Explorer row as given (a public module, a foreign host, an odd `source`). */
  addUsageRow(organization: string, row: SeedUsageRow): void;
  injectFault(rule: FaultRule): void;
  clearFaults(): void;
  setOptions(options: Partial<FakeTfeOptions>): void;
  resetRequests(): void;
  close(): Promise<void>;
}

export const REASON_SUFFIX = ' Applies will be blocked in 15 days.';
export const RATE_LIMIT_BODY =
  '{"errors":[{"detail":"You have exceeded the API\'s rate limit.","status":429,"title":"Too many requests"}]}';

const JSON_API = 'application/vnd.api+json';
const PLAIN_JSON = 'application/json';
const POINTER = '/data/attributes/deprecation';
const REVOCATION_POINTER = '/data/attributes/revocation';
const MALFORMED_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n' +
  '<body><h1>502 Bad Gateway</h1><p>The upstream server is not responding.</p></body></html>\n';

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Route =
  | { kind: 'patch-version'; org: string; namespace: string; name: string; provider: string; version: string }
  | { kind: 'list-versions'; namespace: string; name: string; provider: string }
  | { kind: 'read-version'; namespace: string; name: string; provider: string; version: string }
  | { kind: 'read-module'; org: string; namespace: string; name: string; provider: string }
  | { kind: 'read-module-version'; org: string; namespace: string; name: string; provider: string }
  | { kind: 'explorer'; org: string; csv: boolean }
  | { kind: 'unknown' };

type Auth = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'bearer'; token: string };

interface JsonApiError {
  status: string;
  title: string;
  detail?: string;
  source?: { pointer: string };
}

export function startFakeTfe(options: FakeTfeOptions = {}): Promise<FakeTfe> {
  return startFakeTfeOnPort(0, options);
}

/** Like startFakeTfe, on a fixed port (0 picks a free one); the CLI uses it. */
export async function startFakeTfeOnPort(port: number, options: FakeTfeOptions = {}): Promise<FakeTfe> {
  const fake = new FakeTfeServer(options);
  await fake.listen(port);
  return fake;
}

class FakeTfeServer implements FakeTfe {
  readonly requests: RecordedRequest[] = [];
  private readonly state = new FakeTfeState();
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly sleeps = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private readonly rateWindows = new Map<string, number[]>();
  private faults: Array<{ rule: FaultRule; left: number; skip: number }> = [];
  private options: FakeTfeOptions = {};
  private listeningPort = 0;
  private closed = false;
  private closing: Promise<void> | undefined;
  private readonly tls: boolean;

  constructor(options: FakeTfeOptions) {
    this.setOptions(options);
    const handler = (req: IncomingMessage, res: ServerResponse): void => void this.handle(req, res);
    this.tls = options.tls !== undefined;
    this.server =
      options.tls === undefined
        ? createServer(handler)
        : createTlsServer({ key: options.tls.key, cert: options.tls.cert }, handler);
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get url(): string {
    return `${this.tls ? 'https' : 'http'}://${this.host}`;
  }

  get host(): string {
    return `127.0.0.1:${this.listeningPort}`;
  }

  get port(): number {
    return this.listeningPort;
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        const address = this.server.address();
        if (address === null || typeof address === 'string') {
          reject(new Error('fake-tfe: the server has no TCP address'));
          return;
        }
        this.listeningPort = address.port;
        resolve();
      });
    });
  }

  addOrganization(name: string): void {
    this.state.addOrganization(name);
  }

  addToken(token: string, access: TokenGrant): void {
    this.state.addToken(token, access);
  }

  addModule(module: SeedModule): void {
    this.state.addModule(module);
  }

  deprecate(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    d: { reason: string; link: string },
  ): void {
    // Seeding: visible to every read at once, whatever the read lag.
    this.state.setDeprecation(this.versionOrThrow(namespace, name, provider, version), d, { seed: true });
  }

  getDeprecation(namespace: string, name: string, provider: string, version: string): DeprecationView | null {
    const current = this.state.currentDeprecation(this.versionOrThrow(namespace, name, provider, version));
    return current === null ? null : { ...current };
  }

  revoke(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    r: { message: string; link: string },
  ): void {
    const record = this.versionOrThrow(namespace, name, provider, version);
    if (this.state.currentDeprecation(record) === null) {
      throw new Error(`fake-tfe: ${version} must be deprecated before it is revoked`);
    }
    // Seeding: visible to every read at once, whatever the read lag.
    this.state.setRevocation(record, { message: r.message, link: r.link }, { seed: true });
  }

  getRevocation(namespace: string, name: string, provider: string, version: string): RevocationView | null {
    const current = this.state.current(this.versionOrThrow(namespace, name, provider, version)).revocation;
    return current === null ? null : { ...current };
  }

  setUsage(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    workspaces: readonly string[],
    options: { sourceForm?: SourceForm } = {},
  ): void {
    this.state.setUsage(namespace, name, provider, version, workspaces, options);
  }

  addUsageRow(organization: string, row: SeedUsageRow): void {
    this.state.addUsageRow(organization, row);
  }

  injectFault(rule: FaultRule): void {
    this.faults.push({ rule, left: rule.times ?? 1, skip: rule.skip ?? 0 });
  }

  clearFaults(): void {
    this.faults = [];
  }

  setOptions(options: Partial<FakeTfeOptions>): void {
    const next = { ...this.options, ...options };
    for (const key of ['latencyMs', 'readLagMs', 'rateLimit'] as const) {
      const value = next[key];
      if (value !== undefined && !(typeof value === 'number' && value >= 0)) {
        throw new Error(`fake-tfe: ${key} must be a non-negative number`);
      }
    }
    const pageSize = next.explorerMaxPageSize;
    if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize >= 1)) {
      throw new Error('fake-tfe: explorerMaxPageSize must be a positive integer');
    }
    if ('rateLimit' in options) this.rateWindows.clear();
    this.options = next;
  }

  resetRequests(): void {
    // In place, so a reference a test holds stays the live log.
    this.requests.length = 0;
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.closed = true;
      for (const sleep of this.sleeps) {
        clearTimeout(sleep.timer);
        sleep.resolve();
      }
      this.sleeps.clear();
      this.server.close(() => resolve());
      // Keep-alive and in-flight sockets would otherwise hold close() open.
      this.server.closeAllConnections();
      for (const socket of this.sockets) socket.destroy();
    });
    return this.closing;
  }

  /** A TLS socket cannot be reset itself: reset the TCP connection under it. */
  private tcpSocket(socket: Socket): Socket {
    if (!this.tls) return socket;
    for (const raw of this.sockets) if (raw.remotePort === socket.remotePort && raw !== socket) return raw;
    return socket;
  }

  private versionOrThrow(namespace: string, name: string, provider: string, version: string): VersionRecord {
    const record = this.state.version(namespace, name, provider, version);
    if (record === undefined) {
      throw new Error(`fake-tfe: no module version ${namespace}/${name}/${provider} ${version}; add it first`);
    }
    return record;
  }

  private sleep(ms: number): Promise<void> {
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const auth = parseAuthorization(req.headers.authorization);
    // Checked on arrival, as the real service counts requests as they come in.
    const limitedForMs = this.takeRateSlot(
      auth.kind === 'bearer' ? `token:${auth.token}` : `addr:${req.socket.remoteAddress}`,
    );
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      return; // The client went away before sending the whole request.
    }
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: flattenHeaders(req.headers),
      body,
      status: 0,
      receivedAt: Date.now(),
    };
    if (auth.kind === 'bearer') record.token = auth.token;
    this.requests.push(record);

    try {
      if (limitedForMs !== null) {
        await this.send(res, record, this.rateLimited(limitedForMs, record.path));
        return;
      }
      const fault = this.takeFault(record.method, record.path, record.body);
      switch (fault?.kind) {
        case 'reset':
          await this.sleep(this.options.latencyMs ?? 0);
          this.tcpSocket(req.socket).resetAndDestroy();
          return;
        case 'reset-mid-body':
          await this.send(res, record, this.route(record, auth), { midBody: 'reset' });
          return;
        case 'slow-body':
          await this.send(res, record, this.route(record, auth), { midBody: 'pause', pauseMs: fault.ms });
          return;
        case 'trickle-body':
          await this.send(res, record, this.route(record, auth), { midBody: 'trickle', pauseMs: fault.intervalMs });
          return;
        case 'headers': {
          const reply = this.route(record, auth);
          await this.send(res, record, { ...reply, headers: { ...reply.headers, ...fault.headers } });
          return;
        }
        case 'rewrite': {
          const reply = this.route(record, auth);
          const body = JSON.stringify(fault.rewrite(JSON.parse(reply.body) as unknown, record.token));
          await this.send(res, record, { ...reply, body });
          return;
        }
        case 'oversized':
          await this.sendOversized(res, record, fault);
          return;
        case 'delay':
          await this.sleep(fault.ms);
          if (this.closed) return;
          break;
        case 'status':
        case 'malformed':
        case 'empty-json':
          await this.send(res, record, this.faultReply(fault, record.path));
          return;
        case 'echo-token': {
          const token = record.token ?? '';
          const detail = (fault.detail ?? ((t: string) => echoForms(t).join('; ')))(token);
          const error = { status: String(fault.status), title: `request with token ${token} refused`, detail };
          await this.send(res, record, jsonApiError(record.path, error));
          return;
        }
      }
      await this.send(res, record, this.route(record, auth));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (!res.headersSent && !res.destroyed) {
        await this.send(
          res,
          record,
          jsonApiError(record.path, { status: '500', title: 'internal server error', detail }),
        );
      }
    }
  }

  /**
   * Writes the reply after the latency. With midBody, writes the headers and half the body, then
   * drops the socket (`reset`) or pauses `pauseMs` before the rest (`pause`).
   */
  private async send(
    res: ServerResponse,
    record: RecordedRequest,
    reply: Reply,
    how: { midBody?: 'reset' | 'pause' | 'trickle'; pauseMs?: number } = {},
  ): Promise<void> {
    record.status = how.midBody === 'reset' ? 0 : reply.status;
    await this.sleep(this.options.latencyMs ?? 0);
    if (this.closed || res.destroyed) return;
    const bytes = Buffer.from(reply.body, 'utf8');
    const headers: Record<string, string> = {};
    if (this.options.rateLimit !== undefined) headers['x-ratelimit-limit'] = String(this.options.rateLimit);
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
  private async sendOversized(
    res: ServerResponse,
    record: RecordedRequest,
    fault: Extract<Fault, { kind: 'oversized' }>,
  ): Promise<void> {
    const status = fault.status ?? 200;
    record.status = status;
    await this.sleep(this.options.latencyMs ?? 0);
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

  /** Returns null when the request may proceed, else the milliseconds until a slot frees. */
  private takeRateSlot(key: string): number | null {
    const limit = this.options.rateLimit;
    if (limit === undefined) return null;
    const now = performance.now();
    const window = (this.rateWindows.get(key) ?? []).filter((at) => at > now - 1000);
    this.rateWindows.set(key, window);
    if (window.length >= limit) {
      // The slot that must expire before the count drops below the limit.
      const frees = window[window.length - limit] ?? now;
      return frees + 1000 - now;
    }
    window.push(now);
    return null;
  }

  private rateLimited(ms: number, rawPath: string): Reply {
    // At least a millisecond, so a client never reads "wait 0" and spins.
    const seconds = Math.max(0.001, Math.round(ms) / 1000);
    return {
      status: 429,
      headers: { 'content-type': contentTypeFor(rawPath), 'x-ratelimit-reset': String(Number(seconds.toFixed(3))) },
      body: RATE_LIMIT_BODY,
    };
  }

  private takeFault(method: string, rawPath: string, body: string): Fault | undefined {
    const pathname = rawPath.split('?')[0] ?? '';
    for (const entry of this.faults) {
      const { rule } = entry;
      if (entry.left <= 0) continue;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (rule.path !== undefined && !pathMatches(rule.path, pathname, rawPath)) continue;
      if (rule.body !== undefined && !rule.body.test(body)) continue;
      if (entry.skip > 0) {
        entry.skip -= 1;
        continue;
      }
      entry.left -= 1;
      this.faults = this.faults.filter((e) => e.left > 0);
      return rule.fault;
    }
    return undefined;
  }

  private faultReply(fault: Extract<Fault, { kind: 'status' | 'malformed' | 'empty-json' }>, rawPath: string): Reply {
    switch (fault.kind) {
      case 'status': {
        const body =
          fault.body ??
          (fault.status === 429
            ? RATE_LIMIT_BODY
            : JSON.stringify({
                errors: [
                  { status: String(fault.status), title: (STATUS_CODES[fault.status] ?? 'error').toLowerCase() },
                ],
              }));
        return { status: fault.status, headers: { 'content-type': contentTypeFor(rawPath), ...fault.headers }, body };
      }
      case 'malformed':
        return {
          status: fault.status ?? 200,
          headers: { 'content-type': fault.contentType ?? 'text/html; charset=utf-8' },
          body: fault.body ?? MALFORMED_PAGE,
        };
      case 'empty-json':
        return { status: fault.status ?? 200, headers: { 'content-type': contentTypeFor(rawPath) }, body: '{}' };
    }
  }

  private route(record: RecordedRequest, auth: Auth): Reply {
    const path = record.path;
    if (auth.kind !== 'bearer') {
      const detail =
        auth.kind === 'missing'
          ? 'An Authorization header with a bearer token is required.'
          : 'The Authorization header must be "Bearer <token>".';
      return jsonApiError(path, { status: '401', title: 'unauthorized', detail });
    }
    const access = this.state.tokenAccess(auth.token);
    if (access === undefined) {
      // Never echo the token: clients may print error details.
      return jsonApiError(path, {
        status: '401',
        title: 'unauthorized',
        detail: 'The token is invalid or has been revoked.',
      });
    }

    const route = matchRoute(record.method, path);
    switch (route.kind) {
      case 'unknown':
        return notFound(path);
      case 'list-versions':
      case 'read-version': {
        const module = this.state.module(route.namespace, route.name, route.provider);
        if (module === undefined || !access.organizations.includes(route.namespace)) return registryNotFound();
        const lag = this.options.readLagMs ?? 0;
        const visible = (record: VersionRecord) => {
          const d = this.state.visibleDeprecation(record, lag);
          return d === null ? null : { reason: d.reason, link: d.link };
        };
        if (route.kind === 'list-versions') {
          const versions = [...module.versions.values()].map((v) => ({
            version: v.version,
            submodules: [],
            root: { dependencies: [], providers: [{ name: module.provider, version: '' }] },
            deprecation: visible(v),
          }));
          return registryJson({
            modules: [{ source: `${module.namespace}/${module.name}/${module.provider}`, versions }],
          });
        }
        const v = module.versions.get(route.version);
        if (v === undefined) return registryNotFound();
        return registryJson({
          id: `${module.namespace}/${module.name}/${module.provider}/${v.version}`,
          owner: '',
          namespace: module.namespace,
          name: module.name,
          version: v.version,
          provider: module.provider,
          description: module.description,
          source: '',
          published_at: v.publishedAt,
          downloads: 0,
          verified: false,
          deprecation: visible(v),
        });
      }
      case 'read-module':
      case 'read-module-version': {
        // GET /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider[/version]
        const module = this.state.module(route.namespace, route.name, route.provider);
        if (module === undefined || !access.organizations.includes(route.org) || route.org !== route.namespace) {
          return notFound(path);
        }
        const lag = this.options.readLagMs ?? 0;
        const knowsRevocation = this.options.revocation ?? true;
        if (route.kind === 'read-module-version') return this.readModuleVersion(path, module, lag, knowsRevocation);
        const versions = [...module.versions.values()];
        const attributes: Record<string, unknown> = {
          name: module.name,
          namespace: module.namespace,
          provider: module.provider,
          'registry-name': 'private',
          status: 'setup_complete',
          'version-statuses': versions.map((v) => ({ version: v.version, status: 'ok' })),
          'created-at': versions[0]?.publishedAt ?? '',
          'updated-at': versions[versions.length - 1]?.publishedAt ?? '',
          'no-code': false,
          permissions: { 'can-delete': access.canManagePrivateRegistry, 'can-resync': access.canManagePrivateRegistry },
        };
        if (knowsRevocation) {
          attributes['revoked-versions'] = versions
            .filter((v) => this.state.visible(v, lag).revocation !== null)
            .map((v) => v.version);
        }
        return jsonApi(200, {
          data: { id: moduleId(module.namespace, module.name), type: 'registry-modules', attributes },
        });
      }
      case 'explorer':
        return this.explorer(path, access, route.org, route.csv);
      case 'patch-version': {
        // Existence is hidden from anyone who may not act on it: all of these are the same 404.
        if (
          !access.organizations.includes(route.org) ||
          !this.state.hasOrganization(route.org) ||
          route.org !== route.namespace ||
          !access.canManagePrivateRegistry
        ) {
          return notFound(path);
        }
        const version = this.state.version(route.namespace, route.name, route.provider, route.version);
        if (version === undefined) return notFound(path);
        if (mediaType(record.headers['content-type']) !== JSON_API) {
          return jsonApiError(path, {
            status: '415',
            title: 'unsupported media type',
            detail: `Content-Type must be ${JSON_API}.`,
          });
        }
        const parsed = parsePatchBody(record.body);
        if ('errors' in parsed)
          return { status: 422, headers: { 'content-type': JSON_API }, body: JSON.stringify(parsed) };
        if (parsed.status === 'Revoked' || parsed.status === 'Unrevoked')
          return this.patchRevocation(path, version, parsed);
        const current = this.state.current(version);
        if (parsed.status === 'Undeprecated') {
          if (current.revocation !== null) {
            if ((this.options.undeprecateRevoked ?? 'refuse') === 'refuse') {
              return jsonApiError(path, {
                status: '422',
                title: 'invalid attribute',
                detail: 'A revoked module version cannot be undeprecated; unrevoke it first.',
                source: { pointer: `${POINTER}/deprecated-status` },
              });
            }
            this.state.setActive(version);
          } else {
            this.state.setDeprecation(version, null);
          }
          return jsonApi(200, { data: { id: version.id, type: 'module-versions' } });
        }
        // Deprecating a revoked version again changes its reason and link; it stays revoked.
        const d = this.state.setDeprecation(version, { reason: parsed.reason, link: parsed.link }) as DeprecationView;
        const suffix = (this.options.appendReasonSuffix ?? true) ? REASON_SUFFIX : '';
        return jsonApi(200, {
          data: {
            id: version.id,
            type: 'module-versions',
            relationships: { deprecation: { data: { id: d.id, type: 'deprecations' } } },
          },
          included: [{ id: d.id, type: 'deprecations', attributes: { link: d.link, reason: d.reason + suffix } }],
        });
      }
    }
  }

  /** GET .../:provider/version?module_version=X: one version, its revocation in read casing (lowercase). */
  private readModuleVersion(
    path: string,
    module: NonNullable<ReturnType<FakeTfeState['module']>>,
    lag: number,
    knowsRevocation: boolean,
  ): Reply {
    const wanted = new URLSearchParams(path.split('?')[1] ?? '').get('module_version');
    if (wanted === null || wanted === '') {
      return jsonApiError(path, {
        status: '400',
        title: 'bad request',
        detail: 'The query parameter module_version is required.',
      });
    }
    const v = module.versions.get(wanted);
    if (v === undefined) return notFound(path);
    const attributes: Record<string, unknown> = {
      version: v.version,
      status: 'ok',
      source: 'tfe-api',
      'created-at': v.publishedAt,
      'updated-at': v.publishedAt,
    };
    if (knowsRevocation) {
      const r = this.state.visible(v, lag).revocation;
      attributes.revocation = r === null ? null : { status: 'revoked', message: r.message, link: r.link };
    }
    return jsonApi(200, {
      data: {
        id: v.id,
        type: 'registry-module-versions',
        attributes,
        relationships: {
          'registry-module': { data: { id: moduleId(module.namespace, module.name), type: 'registry-modules' } },
        },
      },
    });
  }

  /** Revoke or unrevoke: the answer echoes `attributes.revocation` in PATCH casing (`Revoked`). */
  private patchRevocation(
    path: string,
    version: VersionRecord,
    parsed: { status: 'Revoked'; message: string; link: string } | { status: 'Unrevoked' },
  ): Reply {
    if (!(this.options.revocation ?? true)) {
      if ((this.options.revocationUnsupportedStatus ?? 404) === 404) return notFound(path);
      return jsonApiError(path, {
        status: '422',
        title: 'invalid attribute',
        detail: 'Unknown attribute "revocation".',
        source: { pointer: REVOCATION_POINTER },
      });
    }
    const current = this.state.current(version);
    let echo: { status: string; message: string | null; link: string | null };
    if (parsed.status === 'Revoked') {
      if (current.deprecation === null) {
        const status = this.options.revokeNotDeprecatedStatus ?? 422;
        return jsonApiError(path, {
          status: String(status),
          title: status === 409 ? 'conflict' : status === 400 ? 'bad request' : 'invalid attribute',
          detail: 'A module version must be deprecated before it can be revoked.',
          source: { pointer: `${REVOCATION_POINTER}/status` },
        });
      }
      this.state.setRevocation(version, { message: parsed.message, link: parsed.link });
      echo = { status: 'Revoked', message: parsed.message, link: parsed.link };
    } else {
      // Unrevoking lands in deprecated; unrevoking a version that is not revoked changes nothing.
      if (current.revocation !== null) this.state.setRevocation(version, null);
      echo = { status: 'Unrevoked', message: null, link: null };
    }
    return jsonApi(200, {
      data: {
        id: version.id,
        type: 'registry-module-versions',
        attributes: { version: version.version, status: 'ok', revocation: echo },
      },
    });
  }

  /**
   * GET /api/v2/organizations/:org/explorer?type=modules (paged, filtered, sorted) and
   * .../explorer/export/csv?type=modules (the same rows, unpaged, as CSV): one access rule for both.
   */
  private explorer(path: string, access: TokenAccess, org: string, csv: boolean): Reply {
    if (!access.organizations.includes(org) || !this.state.hasOrganization(org) || !(this.options.explorer ?? true)) {
      return notFound(path);
    }
    if (!access.canReadExplorer) {
      if ((this.options.explorerDeniedStatus ?? 403) === 404) return notFound(path);
      return jsonApiError(path, {
        status: '403',
        title: 'forbidden',
        detail:
          'Explorer is available to the owners team, teams that may read all workspaces or projects, and the organization token.',
      });
    }
    const exportStatus = this.options.explorerExportStatus;
    if (csv && exportStatus !== undefined) {
      return jsonApiError(path, { status: String(exportStatus), title: STATUS_CODES[exportStatus] ?? 'error' });
    }
    const params = new URLSearchParams(path.split('?')[1] ?? '');
    const view = {
      rows: this.state.usageRows(org),
      form: this.options.explorerSourceForm ?? 'host',
      host: this.host,
      url: this.url,
      org,
      maxPageSize: this.options.explorerMaxPageSize ?? 100,
      ...(this.options.explorerPagingFault !== undefined && { pagingFault: this.options.explorerPagingFault }),
    };
    if (csv) {
      const answer = explorerCsv(params, view);
      if ('error' in answer) return jsonApiError(path, { status: '400', title: 'bad request', detail: answer.error });
      return { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' }, body: answer.csv };
    }
    const answer = explorerPage(params, view);
    if ('error' in answer) return jsonApiError(path, { status: '400', title: 'bad request', detail: answer.error });
    return jsonApi(200, answer.document);
  }
}

function parseAuthorization(header: string | undefined): Auth {
  if (header === undefined) return { kind: 'missing' };
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] === undefined ? { kind: 'malformed' } : { kind: 'bearer', token: match[1] };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function pathMatches(pattern: string | RegExp, pathname: string, rawPath: string): boolean {
  // Either form matches, so a rule need not care whether the client adds a query string.
  if (typeof pattern === 'string') return pattern === pathname || pattern === rawPath;
  pattern.lastIndex = 0;
  if (pattern.test(pathname)) return true;
  pattern.lastIndex = 0;
  return pattern.test(rawPath);
}

/** Decoded path segments, or null when one is empty, undecodable, or holds '/' or '..'. */
export function pathSegments(rawPath: string): string[] | null {
  const pathname = rawPath.split('?')[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.includes('/') || segment.includes('..')) return null;
    segments.push(segment);
  }
  return segments;
}

function matchRoute(method: string, rawPath: string): Route {
  const s = pathSegments(rawPath);
  if (s === null) return { kind: 'unknown' };
  const [a, b, c, d, e, f, g, h, i, j] = s as Array<string | undefined>;
  // PATCH /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider/:version
  if (method === 'PATCH' && s.length === 10 && a === 'api' && b === 'v2' && c === 'organizations') {
    if (e === 'registry-modules' && f === 'private') {
      return { kind: 'patch-version', org: d!, namespace: g!, name: h!, provider: i!, version: j! };
    }
  }
  // GET /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider/version?module_version=X
  if (method === 'GET' && s.length === 10 && a === 'api' && b === 'v2' && c === 'organizations' && j === 'version') {
    if (e === 'registry-modules' && f === 'private') {
      return { kind: 'read-module-version', org: d!, namespace: g!, name: h!, provider: i! };
    }
  }
  // GET /api/v2/organizations/:org/explorer
  if (method === 'GET' && s.length === 5 && a === 'api' && b === 'v2' && c === 'organizations' && e === 'explorer') {
    return { kind: 'explorer', org: d!, csv: false };
  }
  // GET /api/v2/organizations/:org/explorer/export/csv
  if (method === 'GET' && s.length === 7 && a === 'api' && b === 'v2' && c === 'organizations' && e === 'explorer') {
    if (f === 'export' && g === 'csv') return { kind: 'explorer', org: d!, csv: true };
  }
  // GET /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider
  if (method === 'GET' && s.length === 9 && a === 'api' && b === 'v2' && c === 'organizations') {
    if (e === 'registry-modules' && f === 'private') {
      return { kind: 'read-module', org: d!, namespace: g!, name: h!, provider: i! };
    }
  }
  // GET /api/registry/v1/modules/:namespace/:name/:provider/(versions|:version)
  if (method === 'GET' && s.length === 8 && a === 'api' && b === 'registry' && c === 'v1' && d === 'modules') {
    if (h === 'versions') return { kind: 'list-versions', namespace: e!, name: f!, provider: g! };
    return { kind: 'read-version', namespace: e!, name: f!, provider: g!, version: h! };
  }
  return { kind: 'unknown' };
}

function isRegistryPath(rawPath: string): boolean {
  return rawPath.startsWith('/api/registry/');
}

function contentTypeFor(rawPath: string): string {
  return isRegistryPath(rawPath) ? PLAIN_JSON : JSON_API;
}

function mediaType(header: string | undefined): string {
  // Parameters such as charset are tolerated; the media type itself must match.
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function jsonApi(status: number, document: unknown): Reply {
  return { status, headers: { 'content-type': JSON_API }, body: JSON.stringify(document) };
}

function registryJson(document: unknown): Reply {
  return { status: 200, headers: { 'content-type': PLAIN_JSON }, body: JSON.stringify(document) };
}

/**
 * The token as a careless service might echo it: in a `Bearer` header, as is, URL-encoded in a
 * query string, and base64-encoded in a basic-auth header (`user:token`, so not on a 3-byte
 * boundary) and on its own, URL-safe.
 */
export function echoForms(token: string): string[] {
  return [
    `Authorization: Bearer ${token}`,
    `token ${token} is not valid here`,
    `GET /api/v2/ping?token=${encodeURIComponent(token)}`,
    `Authorization: Basic ${Buffer.from(`api:${token}`, 'utf8').toString('base64')}`,
    `session ${Buffer.from(token, 'utf8').toString('base64url')}`,
  ];
}

function jsonApiError(rawPath: string, error: JsonApiError): Reply {
  return {
    status: Number(error.status),
    headers: { 'content-type': contentTypeFor(rawPath) },
    body: JSON.stringify({ errors: [error] }),
  };
}

function notFound(rawPath: string): Reply {
  return jsonApiError(rawPath, { status: '404', title: 'not found' });
}

/** The registry read API's own 404 shape. */
function registryNotFound(): Reply {
  return { status: 404, headers: { 'content-type': PLAIN_JSON }, body: '{"errors":["Not Found"]}' };
}

type ParsedBody =
  | { status: 'Deprecated'; reason: string; link: string }
  | { status: 'Undeprecated' }
  | { status: 'Revoked'; message: string; link: string }
  | { status: 'Unrevoked' }
  | { errors: JsonApiError[] };

function invalid(pointer: string, detail: string): { errors: JsonApiError[] } {
  return { errors: [{ status: '422', title: 'invalid attribute', detail, source: { pointer } }] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Strict on purpose: a client that sends the wrong shape should fail here, not in production. One
 * change per request: `deprecation` or `revocation`, never both.
 */
function parsePatchBody(body: string): ParsedBody {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return invalid('/data', 'The request body is not valid JSON.');
  }
  if (!isObject(document) || !isObject(document.data)) {
    return invalid('/data', 'The request body must be a JSON:API document with a data object.');
  }
  const data = document.data;
  if (data.type !== 'module-versions') return invalid('/data/type', 'data.type must be "module-versions".');
  if (!isObject(data.attributes)) return invalid('/data/attributes', 'data.attributes must be an object.');
  const { deprecation, revocation } = data.attributes;
  if (deprecation !== undefined && revocation !== undefined) {
    return invalid('/data/attributes', 'Send deprecation or revocation, not both in one request.');
  }
  if (revocation !== undefined) return parseRevocation(revocation);
  if (!isObject(deprecation)) {
    return invalid(POINTER, 'attributes.deprecation (or attributes.revocation) must be an object.');
  }
  return parseDeprecation(deprecation);
}

function parseDeprecation(deprecation: Record<string, unknown>): ParsedBody {
  const status = deprecation['deprecated-status'];
  if (status !== 'Deprecated' && status !== 'Undeprecated') {
    return invalid(`${POINTER}/deprecated-status`, 'deprecated-status must be "Deprecated" or "Undeprecated".');
  }
  const errors = checkTextMembers(deprecation, POINTER, 'deprecated-status', ['reason', 'link'], {
    allowed: status === 'Deprecated',
    what: 'reverting a deprecation',
  });
  if (errors.length > 0) return { errors };
  if (status === 'Undeprecated') return { status };
  return { status, reason: text(deprecation.reason), link: text(deprecation.link) };
}

function parseRevocation(revocation: unknown): ParsedBody {
  if (!isObject(revocation)) return invalid(REVOCATION_POINTER, 'attributes.revocation must be an object.');
  const status = revocation.status;
  if (status !== 'Revoked' && status !== 'Unrevoked') {
    return invalid(`${REVOCATION_POINTER}/status`, 'status must be "Revoked" or "Unrevoked".');
  }
  const errors = checkTextMembers(revocation, REVOCATION_POINTER, 'status', ['message', 'link'], {
    allowed: status === 'Revoked',
    what: 'unrevoking',
  });
  if (errors.length > 0) return { errors };
  if (status === 'Unrevoked') return { status };
  return { status, message: text(revocation.message), link: text(revocation.link) };
}

/** Every member besides the status: known, a string, and allowed at all for this status. */
function checkTextMembers(
  object: Record<string, unknown>,
  pointer: string,
  statusKey: string,
  known: readonly string[],
  texts: { allowed: boolean; what: string },
): JsonApiError[] {
  const errors: JsonApiError[] = [];
  const name = pointer.split('/').pop() ?? '';
  for (const key of Object.keys(object)) {
    if (key === statusKey) continue;
    if (!known.includes(key)) {
      errors.push(...invalid(`${pointer}/${key}`, `Unknown ${name} attribute "${key}".`).errors);
    } else if (!texts.allowed) {
      errors.push(...invalid(`${pointer}/${key}`, `${key} is not allowed when ${texts.what}.`).errors);
    } else if (typeof object[key] !== 'string') {
      errors.push(...invalid(`${pointer}/${key}`, `${key} must be a string.`).errors);
    }
  }
  return errors;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function moduleId(namespace: string, name: string): string {
  return `mod-${namespace}-${name}`;
}
