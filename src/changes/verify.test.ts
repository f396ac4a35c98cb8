import { describe, expect, it } from 'vitest';
import type { ReadOptions, VersionState } from '../model.ts';
import { READ_GRACE_MS, verifyChanges } from './verify.ts';

describe('verifyChanges', () => {
  it('gives each read the deadline, with a grace for the read that lands on it', async () => {
    const seen: ReadOptions[] = [];
    const before = Date.now();
    const result = await verifyChanges(
      async (options) => {
        seen.push(options);
        return [{ version: '1.0.0', deprecation: { reason: 'Old', link: '' } }] satisfies VersionState[];
      },
      new Map([['1.0.0', { after: { reason: 'Old', link: '' }, revokedAfter: false }]]),
      { timeoutMs: 0 },
    );
    expect(result.verified.get('1.0.0')).toBe(true);
    expect(seen).toHaveLength(1);
    // verify-timeout 0: the one read may still retry for the grace, not for a whole retry budget.
    expect(seen[0]?.deadline).toBeGreaterThanOrEqual(before + READ_GRACE_MS);
    expect(seen[0]?.deadline).toBeLessThan(before + READ_GRACE_MS + 1_000);
  });
});
