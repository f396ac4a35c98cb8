/** A registry client for one run: the transport and the typed API on top; progress goes to the given log. */
import type {
  Log,
  OrganizationUsageReader,
  ServiceAddress,
  UsageReader,
  Wording,
  WorkspaceRepositoryReader,
} from '../model.ts';
import { RegistryClient } from './client.ts';
import { secretScrubber } from './scrub.ts';
import { Transport } from './transport.ts';
import { USER_AGENT } from '../action-version.ts';

interface OpenRegistry {
  readonly client: RegistryClient;
  /** Explorer, asked with `usageToken` where one is given (paced with the client), else the client. */
  readonly usage: UsageReader & OrganizationUsageReader & WorkspaceRepositoryReader;
  /** Requests sent and rate-limited answers, for the debug log. */
  stats(): string;
  close(): void;
}

export function openRegistry(
  connection: {
    readonly service: ServiceAddress;
    readonly token: string;
    readonly requestTimeoutMs: number;
    /** A token for Explorer only (`usageToken`); it goes to the same host. */
    readonly usageToken?: string;
    /** Every other secret of the run (what the runner masks), scrubbed from service text with the two tokens above. */
    readonly secrets?: readonly string[];
    readonly words: Wording;
  },
  log: Pick<Log, 'info'>,
): OpenRegistry {
  // One scrubber for both transports: a service may echo either token, or any other of the run.
  const scrub = secretScrubber([connection.token, connection.usageToken ?? '', ...(connection.secrets ?? [])]);
  const options = {
    userAgent: USER_AGENT,
    scrub,
    requestTimeoutMs: connection.requestTimeoutMs,
    onRetry: (e: { operation: string; reason: string; delayMs: number; attempt: number }) =>
      log.info(`  ${e.operation}: ${e.reason}; retrying in ${(e.delayMs / 1000).toFixed(1)} s (try ${e.attempt + 1})`),
    onNotice: (message: string) => log.info(message),
    words: connection.words,
  };
  const transport = new Transport({ ...options, token: connection.token });
  const client = new RegistryClient(connection.service, transport);
  const usageTransport =
    connection.usageToken !== undefined && connection.usageToken !== connection.token
      ? new Transport({ ...options, token: connection.usageToken, limiter: transport.limiter })
      : undefined;
  const transports = usageTransport !== undefined ? [transport, usageTransport] : [transport];
  return {
    client,
    usage: usageTransport !== undefined ? new RegistryClient(connection.service, usageTransport) : client,
    stats: () =>
      `requests sent: ${transports.reduce((n, t) => n + t.requestCount, 0)}, rate limited: ${transports.reduce((n, t) => n + t.rateLimitedCount, 0)}`,
    close: () => {
      for (const t of transports) t.close();
    },
  };
}
