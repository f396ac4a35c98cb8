import { describe, expect, it } from 'vitest';
import { BLANK_OUTPUTS } from '../action-interface.ts';
import { FAILURE_REASONS } from '../report.ts';
import { EXIT_CODES, exitCodeFor, refusedDocument } from './exit-codes.ts';

describe('exit codes', () => {
  it('map every failure reason, and stay as documented', () => {
    for (const reason of FAILURE_REASONS) expect(Object.keys(EXIT_CODES), reason).toContain(reason);
    expect([exitCodeFor(''), exitCodeFor('deprecated-in-use'), exitCodeFor('invalid-input')]).toEqual([0, 1, 2]);
    expect([exitCodeFor('service-error'), exitCodeFor('internal-error'), exitCodeFor('new-reason')]).toEqual([3, 4, 4]);
  });
});

describe('refusedDocument', () => {
  it("is a run's JSON document: exit code 2, invalid input, every output blank", () => {
    expect(JSON.parse(refusedDocument('unknown option --bogus'))).toEqual({
      exitCode: 2,
      verdict: { failed: true, reason: 'invalid-input', message: 'unknown option --bogus' },
      result: [],
      outputs: { ...BLANK_OUTPUTS, 'failure-reason': 'invalid-input' },
      annotations: [],
    });
  });
});
