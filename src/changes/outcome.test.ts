import { describe, expect, it } from 'vitest';
import { buildOutcomes, hasFailures } from './outcome.ts';
import { planChanges } from './plan.ts';

const dep = { reason: 'r', link: 'https://e.com' };
const plan = planChanges(
  [
    { version: '1.0.0', deprecation: null },
    { version: '1.1.0', deprecation: null },
    { version: '1.2.0', deprecation: dep },
  ],
  ['1.0.0', '1.1.0', '1.2.0', '9.0.0'],
  { deprecated: true, ...dep },
);

describe('buildOutcomes', () => {
  it('joins plan, apply and verify into one outcome per version', () => {
    const outcomes = buildOutcomes(plan, {
      dryRun: false,
      verify: true,
      verifyTimeoutMs: 5000,
      applied: new Map([
        ['1.0.0', { ok: true, deprecationId: 'dep-1' }],
        ['1.1.0', { ok: false, error: 'HTTP 500' }],
      ]),
      reads: {
        verified: new Map([['1.0.0', true]]),
        lastSeen: new Map([
          ['1.0.0', dep],
          ['1.1.0', null],
        ]),
      },
    });
    expect(outcomes.map((o) => [o.version, o.status, o.verified])).toEqual([
      ['1.0.0', 'changed', true],
      ['1.1.0', 'failed', false],
      ['1.2.0', 'unchanged', true],
      ['9.0.0', 'failed', false],
    ]);
    expect(outcomes[0]?.deprecationId).toBe('dep-1');
    expect(hasFailures(outcomes, true)).toBe(true);
  });

  it('counts a failed request as changed when the registry shows the change anyway', () => {
    const [first] = buildOutcomes(
      planChanges([{ version: '1.0.0', deprecation: null }], ['1.0.0'], { deprecated: false }),
      {
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 5000,
        applied: new Map([['1.0.0', { ok: false, error: 'connection reset' }]]),
        reads: { verified: new Map(), lastSeen: new Map([['1.0.0', null]]) },
      },
    );
    expect(first).toMatchObject({ status: 'unchanged' });

    const [lost] = buildOutcomes(
      planChanges([{ version: '1.0.0', deprecation: null }], ['1.0.0'], { deprecated: true, ...dep }),
      {
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 5000,
        applied: new Map([['1.0.0', { ok: false, error: 'connection reset' }]]),
        reads: { verified: new Map(), lastSeen: new Map([['1.0.0', dep]]) },
      },
    );
    expect(lost).toMatchObject({ status: 'changed', verified: true });
  });

  it('marks a change the read API never showed as unverified, with what it showed', () => {
    const [o] = buildOutcomes(
      planChanges([{ version: '1.0.0', deprecation: null }], ['1.0.0'], { deprecated: true, ...dep }),
      {
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 2000,
        applied: new Map([['1.0.0', { ok: true }]]),
        reads: { verified: new Map([['1.0.0', false]]), lastSeen: new Map([['1.0.0', null]]) },
      },
    );
    expect(o).toMatchObject({ status: 'changed', verified: false });
    expect(o?.error).toContain('within 2 s: it still shows the version as not deprecated');
    expect(hasFailures([o!], true)).toBe(true);
    expect(hasFailures([o!], false)).toBe(false);
  });

  it('plans only in a dry run', () => {
    const outcomes = buildOutcomes(plan, { dryRun: true, verify: true, verifyTimeoutMs: 0 });
    expect(outcomes.map((o) => o.status)).toEqual(['planned', 'planned', 'unchanged', 'failed']);
  });
});
