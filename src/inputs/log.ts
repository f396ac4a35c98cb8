/** The "Inputs" log group every mode starts with, and the lines the modes share in it. */
import type { Connection } from '../connection.ts';
import type { Log } from '../model.ts';
import type { RunOptions } from './run-options.ts';

/** One line of the "Inputs" log group: a label and what the run makes of it. */
export type InputLine = readonly [label: string, value: string];

/** The "Inputs" group every mode starts its log with: warnings first, then one line per input. */
export async function logInputs(log: Log, warnings: readonly string[], lines: readonly InputLine[]): Promise<void> {
  await log.group('Inputs', async () => {
    for (const warning of warnings) log.warning(warning);
    for (const [label, value] of lines) log.info(`${`${label}:`.padEnd(14)}${value}`);
  });
}

export const serviceLine = (connection: Connection): InputLine => [
  'Service',
  `${connection.service.baseUrl} (token from ${connection.tokenSource})`,
];

/** Verifying concerns writes only: a dry run or a check writes nothing, so its line says so. */
export const runOptionsLine = (options: RunOptions, writes = true): InputLine =>
  options.dryRun || !writes
    ? ['Dry run', `${options.dryRun}${writes ? ' (nothing is written, so nothing is verified)' : ''}`]
    : ['Dry run', `false; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`];
