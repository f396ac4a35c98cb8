/**
 * A registry client for one run: the transport (pacing, retries, timeouts) and the typed API
 * on top of it. Progress goes to the given log, so the registry stays free of the runner.
 */
import type { Log, ServiceAddress } from '../model.ts';
import { RegistryClient } from './client.ts';
import { Transport } from './transport.ts';
import { USER_AGENT } from '../version.ts';

export interface OpenRegistry {
  readonly client: RegistryClient;
  /** Requests sent and rate-limited answers, for the debug log. */
  stats(): string;
  close(): void;
}

export function openRegistry(
  connection: { readonly service: ServiceAddress; readonly token: string; readonly requestTimeoutMs: number },
  log: Pick<Log, 'info'>,
): OpenRegistry {
  const transport = new Transport({
    token: connection.token,
    userAgent: USER_AGENT,
    requestTimeoutMs: connection.requestTimeoutMs,
    onRetry: (e) =>
      log.info(`  ${e.operation}: ${e.reason}; retrying in ${(e.delayMs / 1000).toFixed(1)} s (try ${e.attempt + 1})`),
    onNotice: (message) => log.info(message),
  });
  return {
    client: new RegistryClient(connection.service, transport),
    stats: () => `requests sent: ${transport.requestCount}, rate limited: ${transport.rateLimitedCount}`,
    close: () => transport.close(),
  };
}
