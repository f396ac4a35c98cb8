/**
 * Exit codes, stable and documented (docs/cli.md): 0 passed, 1 the verdict failed (a deprecated
 * or revoked version in use), 2 invalid input, 3 the service failed or refused, 4 a bug. And the
 * `--json` document of a command line refused before any run. Pure data: the entry point loads
 * it before anything else, on any Node.
 */
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

/**
 * The `--json` document of a command line refused before it ran (an unknown flag, an old Node):
 * the same fields as a run's, so that a script reads one JSON document whatever happened.
 */
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
