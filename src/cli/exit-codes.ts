/** Exit codes (docs/cli.md) and the `--json` document of a refused command line. Pure data: loaded first, any Node. */
import { BLANK_OUTPUTS } from '../action-interface.ts';

export const EXIT_CODES = {
  passed: 0,
  'deprecated-in-use': 1,
  'revoked-in-use': 1,
  'invalid-input': 2,
  'service-error': 3,
  'revocation-unavailable': 3,
  'verification-timeout': 3,
  'internal-error': 4,
} as const;

export function exitCodeFor(reason: string | undefined): number {
  if (reason === undefined || reason === '') return EXIT_CODES.passed;
  return Object.hasOwn(EXIT_CODES, reason)
    ? EXIT_CODES[reason as keyof typeof EXIT_CODES]
    : EXIT_CODES['internal-error'];
}

/** Refused before it ran (an unknown flag, an old Node): a run's fields, so a script reads one JSON document always. */
export function refusedDocument(message: string): string {
  const document = {
    exitCode: EXIT_CODES['invalid-input'],
    verdict: { failed: true, reason: 'invalid-input', message },
    result: [],
    outputs: { ...BLANK_OUTPUTS, 'failure-reason': 'invalid-input' },
    annotations: [],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
