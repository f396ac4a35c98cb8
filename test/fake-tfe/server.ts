/**
 * A fake HCP Terraform / Terraform Enterprise: a real HTTP server on 127.0.0.1 that answers the
 * module version deprecation and revocation API, the registry read API, the v2 module reads and
 * Explorer's module view with the documented shapes, keeps its state in memory, records every
 * request and can inject faults, a rate limit, latency and read lag.
 *
 * This file is the server and its handle; the parts live beside it: the API (api.ts), routes
 * (paths.ts, routes.ts, registry-routes.ts, lifecycle-routes.ts, explorer.ts), faults and the rate limit
 * (faults.ts), the request log (request-log.ts), answers (replies.ts) and state (state.ts).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { FakeTfe, FakeTfeOptions } from './api.ts';
import { FaultQueue, RateLimiter, faultReply, rateLimited, type Fault, type FaultRule } from './faults.ts';
import {
  echoForms,
  flattenHeaders,
  parseAuthorization,
  readBody,
  type Auth,
  type RecordedRequest,
} from './request-log.ts';
import { Pacing } from './pacing.ts';
import { jsonApiError, type Reply } from './replies.ts';
import { answer } from './routes.ts';
import { FakeTfeState } from './state.ts';
import { ChangeRequestStore, workspaceId, type BulkActionView, type ChangeRequestView } from './change-requests.ts';
import type {
  DeprecationView,
  RevocationView,
  SeedModule,
  SourceForm,
  SeedUsageRow,
  TokenGrant,
  VersionRecord,
} from './state.ts';

export type { FakeTfe, FakeTfeOptions } from './api.ts';
export type { Fault, FaultRule } from './faults.ts';
export type { RecordedRequest } from './request-log.ts';
export type { DeprecationView, RevocationView, SeedModule, SourceForm, TokenGrant } from './state.ts';
export type { ExplorerPagingFault } from './explorer.ts';
export type { BulkActionView, ChangeRequestView, FeatureSetOption } from './change-requests.ts';
export { RATE_LIMIT_BODY } from './faults.ts';
export { REASON_SUFFIX } from './lifecycle-routes.ts';
export { echoForms } from './request-log.ts';

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
  private readonly changeRequests = new ChangeRequestStore((org) =>
    this.state.usageRows(org).flatMap((row) => row.workspaces),
  );
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly rateLimiter = new RateLimiter();
  private readonly faults = new FaultQueue();
  private options: FakeTfeOptions = {};
  private listeningPort = 0;
  private closing: Promise<void> | undefined;
  private readonly tls: boolean;

  /** Writes the answers, at the pace the options and faults set. */
  private readonly pace = new Pacing(() => this.options);

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
    this.changeRequests.invalidate();
  }

  addUsageRow(organization: string, row: SeedUsageRow): void {
    this.state.addUsageRow(organization, row);
    this.changeRequests.invalidate();
  }

  addWorkspace(organization: string, name: string): string {
    return this.changeRequests.addWorkspace(organization, name);
  }

  setWorkspaceProject(organization: string, workspace: string, project: string): void {
    this.state.setWorkspaceProject(organization, workspace, project);
  }

  setWorkspaceRepository(organization: string, workspace: string, repository: string): void {
    if (!this.changeRequests.workspaces(organization).has(workspace)) this.addWorkspace(organization, workspace);
    this.state.setWorkspaceRepository(organization, workspace, repository);
  }

  workspaceId(organization: string, name: string): string {
    return workspaceId(organization, name);
  }

  addChangeRequest(
    organization: string,
    workspace: string,
    cr: { subject: string; message: string; archived?: boolean },
  ): string {
    return this.changeRequests.add(organization, workspace, cr);
  }

  changeRequestsOf(organization: string, workspace: string): ChangeRequestView[] {
    return this.changeRequests.of(organization, workspace);
  }

  get bulkActions(): readonly BulkActionView[] {
    return this.changeRequests.bulkActions;
  }

  injectFault(rule: FaultRule): void {
    this.faults.inject(rule);
  }

  clearFaults(): void {
    this.faults.clear();
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
    if ('rateLimit' in options) this.rateLimiter.clear();
    this.options = next;
  }

  resetRequests(): void {
    // In place, so a reference a test holds stays the live log.
    this.requests.length = 0;
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.pace.close();
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const auth = parseAuthorization(req.headers.authorization);
    // Checked on arrival, as the real service counts requests as they come in.
    const limitedForMs = this.rateLimiter.take(
      auth.kind === 'bearer' ? `token:${auth.token}` : `addr:${req.socket.remoteAddress}`,
      this.options.rateLimit,
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
        await this.pace.send(res, record, rateLimited(limitedForMs, record.path));
        return;
      }
      const fault = this.faults.take(record.method, record.path, record.body);
      if (fault !== undefined && (await this.sendFault(fault, req, res, record, auth))) return;
      await this.pace.send(res, record, this.route(record, auth));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (!res.headersSent && !res.destroyed) {
        await this.pace.send(
          res,
          record,
          jsonApiError(record.path, { status: '500', title: 'internal server error', detail }),
        );
      }
    }
  }

  private route(record: RecordedRequest, auth: Auth): Reply {
    const service = {
      state: this.state,
      changeRequests: this.changeRequests,
      options: this.options,
      host: this.host,
      url: this.url,
    };
    return answer(service, record, auth);
  }

  /** Plays a fault; false when the request is then to be answered as usual (after a delay). */
  private async sendFault(
    fault: Fault,
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedRequest,
    auth: Auth,
  ): Promise<boolean> {
    switch (fault.kind) {
      case 'reset':
        await this.pace.sleep(this.options.latencyMs ?? 0);
        this.tcpSocket(req.socket).resetAndDestroy();
        return true;
      case 'reset-mid-body':
        await this.pace.send(res, record, this.route(record, auth), { midBody: 'reset' });
        return true;
      case 'slow-body':
        await this.pace.send(res, record, this.route(record, auth), { midBody: 'pause', pauseMs: fault.ms });
        return true;
      case 'trickle-body':
        await this.pace.send(res, record, this.route(record, auth), { midBody: 'trickle', pauseMs: fault.intervalMs });
        return true;
      case 'headers': {
        const reply = this.route(record, auth);
        await this.pace.send(res, record, { ...reply, headers: { ...reply.headers, ...fault.headers } });
        return true;
      }
      case 'rewrite': {
        const reply = this.route(record, auth);
        const body = JSON.stringify(fault.rewrite(JSON.parse(reply.body) as unknown, record.token));
        await this.pace.send(res, record, { ...reply, body });
        return true;
      }
      case 'oversized':
        await this.pace.sendOversized(res, record, fault);
        return true;
      case 'delay':
        await this.pace.sleep(fault.ms);
        return this.pace.closed;
      case 'status':
      case 'malformed':
      case 'empty-json':
        await this.pace.send(res, record, faultReply(fault, record.path));
        return true;
      case 'echo-token': {
        const token = record.token ?? '';
        const detail = (fault.detail ?? ((t: string) => echoForms(t).join('; ')))(token);
        const error = { status: String(fault.status), title: `request with token ${token} refused`, detail };
        await this.pace.send(res, record, jsonApiError(record.path, error));
        return true;
      }
    }
  }
}
