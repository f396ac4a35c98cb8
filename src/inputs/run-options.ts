/** The inputs every mode shares: dry run, verification and timeouts. */
import { parseBoolean, parseSeconds } from './fields.ts';
import type { InputReader } from './errors.ts';
import type { Wording } from '../model.ts';
import { initial } from '../wording.ts';

export interface RunOptions {
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

export function parseRunOptions(read: InputReader, problems: string[], words: Wording): RunOptions {
  const dryRun = parseBoolean('dry-run', read('dry-run'), false, problems, words);
  const verify = parseBoolean('verify', read('verify'), true, problems, words);
  const verifyTimeout = parseSeconds('verify-timeout', read('verify-timeout'), 30, 3600, problems, words);
  const requestTimeout = parseSeconds('request-timeout', read('request-timeout'), 30, 600, problems, words);
  if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
    problems.push(`${initial(words.input('request-timeout'))} must be more than 0 seconds.`);
  }
  return { dryRun, verify, verifyTimeoutMs: verifyTimeout * 1000, requestTimeoutMs: requestTimeout * 1000 };
}
