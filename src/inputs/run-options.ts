/** The settings every mode shares: dry run, verification and timeouts. */
import type { Settings } from '../settings/table.ts';

export interface RunOptions {
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

export const runOptionsOf = (settings: Settings): RunOptions => ({
  dryRun: settings.dryRun,
  verify: settings.verify,
  verifyTimeoutMs: settings.verifyTimeout * 1000,
  requestTimeoutMs: settings.requestTimeout * 1000,
});
