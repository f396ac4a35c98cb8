import { describe, expect, it } from 'vitest';
import type { VersionState } from '../model.ts';
import { buildOutcomes, hasFailures, rerunMayHelp, type VersionOutcome } from './outcome.ts';
import { planChanges } from './plan.ts';
import { ACTION_WORDS } from '../wording.ts';

const dep = { reason: 'r', link: 'https://e.com' };
const plan = planChanges(
  [
    { version: '1.0.0', deprecation: null },
    { version: '1.1.0', deprecation: null },
    { version: '1.2.0', deprecation: dep },
  ],
  ['1.0.0', '1.1.0', '1.2.0', '9.0.0'],
  { to: 'deprecated', ...dep },
  false,
);
const seen = (entries: [string, Partial<VersionState>][]): Map<string, VersionState> =>
  new Map(entries.map(([version, s]) => [version, { version, deprecation: null, ...s }]));

describe('buildOutcomes', () => {
  it('joins plan, apply and verify into one outcome per version', () => {
    const outcomes = buildOutcomes(plan, {
      words: ACTION_WORDS,
      dryRun: false,
      verify: true,
      verifyTimeoutMs: 5000,
      applied: new Map([
        ['1.0.0', { ok: true, done: ['deprecate'], deprecationId: 'dep-1' }],
        ['1.1.0', { ok: false, done: [], failedStep: 'deprecate', error: 'HTTP 500' }],
      ]),
      reads: {
        verified: new Map([['1.0.0', true]]),
        lastSeen: seen([
          ['1.0.0', { deprecation: dep }],
          ['1.1.0', {}],
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
    expect(outcomes[1]?.steps).toEqual([{ step: 'deprecate', status: 'failed' }]);
    expect(hasFailures(outcomes, true)).toBe(true);
  });

  it('counts a failed request as changed when the registry shows the change anyway', () => {
    const [first] = buildOutcomes(
      planChanges([{ version: '1.0.0', deprecation: null }], ['1.0.0'], { to: 'active' }, false),
      {
        words: ACTION_WORDS,
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 5000,
        applied: new Map([['1.0.0', { ok: false, done: [], failedStep: 'undeprecate', error: 'connection reset' }]]),
        reads: { verified: new Map(), lastSeen: seen([['1.0.0', {}]]) },
      },
    );
    expect(first).toMatchObject({ status: 'unchanged' });

    const [lost] = buildOutcomes(
      planChanges([{ version: '1.0.0', deprecation: null }], ['1.0.0'], { to: 'deprecated', ...dep }, false),
      {
        words: ACTION_WORDS,
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 5000,
        applied: new Map([['1.0.0', { ok: false, done: [], failedStep: 'deprecate', error: 'connection reset' }]]),
        reads: { verified: new Map(), lastSeen: seen([['1.0.0', { deprecation: dep }]]) },
      },
    );
    expect(lost).toMatchObject({ status: 'changed', verified: true });
  });

  it('reports a revoke that failed after its deprecation exactly: deprecated, not revoked', () => {
    const [o] = buildOutcomes(
      planChanges(
        [{ version: '1.0.0', deprecation: null, revoked: false }],
        ['1.0.0'],
        { to: 'revoked', ...dep },
        true,
      ),
      {
        words: ACTION_WORDS,
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 5000,
        applied: new Map([
          ['1.0.0', { ok: false, done: ['deprecate'], failedStep: 'revoke', error: 'revoke failed: HTTP 500' }],
        ]),
        reads: { verified: new Map(), lastSeen: seen([['1.0.0', { deprecation: dep, revoked: false }]]) },
      },
    );
    expect(o).toMatchObject({
      status: 'failed',
      after: dep,
      revoked: false,
      revokedBefore: false,
      error: 'deprecated; then revoke failed: HTTP 500',
      steps: [
        { step: 'deprecate', status: 'done' },
        { step: 'revoke', status: 'failed' },
      ],
    });
  });

  it('marks a change the read API never showed as unverified, with what it showed', () => {
    const [o] = buildOutcomes(
      planChanges([{ version: '1.0.0', deprecation: null }], ['1.0.0'], { to: 'deprecated', ...dep }, false),
      {
        words: ACTION_WORDS,
        dryRun: false,
        verify: true,
        verifyTimeoutMs: 2000,
        applied: new Map([['1.0.0', { ok: true, done: ['deprecate'] }]]),
        reads: { verified: new Map([['1.0.0', false]]), lastSeen: seen([['1.0.0', {}]]) },
      },
    );
    expect(o).toMatchObject({ status: 'changed', verified: false });
    expect(o?.error).toContain('within 2 s: it still shows the version as not deprecated');
    expect(hasFailures([o!], true)).toBe(true);
    expect(hasFailures([o!], false)).toBe(false);
  });

  it('plans only in a dry run', () => {
    const outcomes = buildOutcomes(plan, { words: ACTION_WORDS, dryRun: true, verify: true, verifyTimeoutMs: 0 });
    expect(outcomes.map((o) => o.status)).toEqual(['planned', 'planned', 'unchanged', 'failed']);
  });

  it('says nothing of revocation where the service shows none', () => {
    const [o] = buildOutcomes(plan, { words: ACTION_WORDS, dryRun: true, verify: true, verifyTimeoutMs: 0 });
    expect(o).not.toHaveProperty('revoked');
    expect(o).not.toHaveProperty('revokedBefore');
  });
});

describe('rerunMayHelp', () => {
  const failed = (extra: Partial<VersionOutcome> = {}): VersionOutcome => ({
    version: '1.0.0',
    kind: 'deprecate',
    status: 'failed',
    before: null,
    after: null,
    verified: false,
    steps: [],
    ...extra,
  });
  it('is true for a failure that may pass and for a change not yet shown, not for a refusal', () => {
    expect(rerunMayHelp([failed({ error: 'HTTP 404' })], true)).toBe(false);
    expect(rerunMayHelp([failed({ kind: 'missing' })], true)).toBe(false);
    expect(rerunMayHelp([failed({ error: 'HTTP 404' }), failed({ transient: true })], true)).toBe(true);
    expect(rerunMayHelp([failed({ status: 'changed' })], true)).toBe(true);
    expect(rerunMayHelp([failed({ status: 'changed' })], false)).toBe(false);
  });
});
