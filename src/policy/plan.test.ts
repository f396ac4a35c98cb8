import { describe, expect, it } from 'vitest';
import { parsePolicy } from './load.ts';
import { formatPlan, idleText, scheduleText, scheduled as scheduledRevocations } from './format.ts';
import { missingVersions, planModule, revocationsToRead } from './plan.ts';
import type { VersionState } from '../model.ts';
import { cell, code } from '../text.ts';

const policy = parsePolicy(
  [
    'modules:',
    '  - source: acme/vpc/aws',
    '    keep-latest: 1',
    '    prune: true',
    '    rules:',
    '      - { versions: "< 1.0.0", reason: eol, link: "https://e.com/eol" }',
    '      - { versions: "~> 1.2.0", reason: leak }',
  ].join('\n'),
  'p.yml',
);
const entry = policy.modules[0]!;

const current: VersionState[] = [
  { version: '0.9.0', deprecation: null },
  { version: '0.9.1', deprecation: { reason: 'eol', link: 'https://e.com/eol' } },
  { version: '0.9.2', deprecation: { reason: 'old words', link: 'https://e.com/eol' } },
  { version: '1.1.0', deprecation: { reason: 'manual', link: '' } },
  { version: '1.2.0', deprecation: null },
  { version: '1.2.1', deprecation: { reason: 'kept anyway', link: '' } },
];

describe('planModule', () => {
  it('plans deprecate, update, revert and unchanged per version, newest first', () => {
    const plan = planModule(entry, current, '2026-11-22');
    expect(plan.changes.map((c) => [c.version, c.kind])).toEqual([
      ['1.2.1', 'revert'], // newest release: kept by keep-latest, so prune reverts it
      ['1.2.0', 'deprecate'],
      ['1.1.0', 'revert'], // no rule covers it and prune is on
      ['0.9.2', 'update'],
      ['0.9.1', 'unchanged'],
      ['0.9.0', 'deprecate'],
    ]);
    expect(plan.coverage.get('1.2.0')).toEqual({ rule: 1 });
    expect(plan.coverage.get('1.2.1')).toBe('newest-kept');
    // 1.2.1 matches "~> 1.2.0": the log names it as kept from that rule.
    expect(plan.kept).toEqual(['1.2.1']);
    expect(formatPlan([{ address: 'acme/vpc/aws', entry, plan }])).toContain(
      '  = 1.2.1: left out of the rules, among the newest released (`keep-latest`)',
    );
  });

  it('leaves deprecations no rule covers alone without prune', () => {
    const plan = planModule({ ...entry, prune: false }, current, '2026-11-22');
    expect(plan.changes.find((c) => c.version === '1.1.0')?.kind).toBe('unchanged');
    expect(plan.changes.find((c) => c.version === '1.2.1')?.kind).toBe('unchanged');
  });

  describe('revocation and schedules', () => {
    const scheduled = parsePolicy(
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    prune: true',
        '    rules:',
        '      - { versions: "< 1.0.0", reason: eol, status: revoked }',
        '      - { versions: "< 2.0.0", reason: old, revoke-on: 2027-03-01 }',
      ].join('\n'),
      'p.yml',
    ).modules[0]!;
    const states: VersionState[] = [
      { version: '0.9.0', deprecation: null, revoked: false },
      {
        version: '0.9.1',
        deprecation: { reason: 'eol', link: '' },
        revoked: true,
        revocation: { message: 'eol', link: '' },
      },
      { version: '1.0.0', deprecation: { reason: 'old', link: '' }, revoked: false },
      { version: '1.1.0', deprecation: { reason: 'old', link: '' }, revoked: true },
      { version: '2.0.0', deprecation: null, revoked: true },
    ];

    it('keeps scheduled versions deprecated before the day, with the days left, and prunes early revocations', () => {
      const plan = planModule(scheduled, states, '2026-11-22');
      expect(plan.changes.map((c) => [c.version, c.kind, c.steps])).toEqual([
        ['2.0.0', 'revert', ['unrevoke']], // no rule covers it: back to active
        ['1.1.0', 'unrevoke', ['unrevoke']], // revoked before its day: back to deprecated
        ['1.0.0', 'unchanged', []],
        ['0.9.1', 'unchanged', []],
        ['0.9.0', 'revoke', ['deprecate', 'revoke']],
      ]);
      expect(plan.coverage.get('1.0.0')).toEqual({ rule: 1, revokeOn: '2027-03-01', daysLeft: 99 });
    });

    it('revokes scheduled versions from the day on (UTC)', () => {
      const plan = planModule(scheduled, states, '2027-03-01');
      expect(plan.changes.find((c) => c.version === '1.0.0')).toMatchObject({ kind: 'revoke', steps: ['revoke'] });
      expect(plan.coverage.get('1.0.0')).toEqual({ rule: 1 });
    });

    it('names the revoked versions whose message must be read: to compare, or to show what prune takes back', () => {
      const read = (entry: typeof scheduled, today: string) => {
        const { compared, shown } = revocationsToRead(entry, states, today);
        return { compared: [...compared].sort(), shown: [...shown].sort() };
      };
      expect(read(scheduled, '2026-11-22')).toEqual({ compared: ['0.9.1'], shown: ['1.1.0', '2.0.0'] });
      expect(read(scheduled, '2027-03-01')).toEqual({ compared: ['0.9.1', '1.1.0'], shown: ['2.0.0'] });
      expect(read({ ...scheduled, prune: false }, '2026-11-22')).toEqual({ compared: ['0.9.1'], shown: [] });
    });

    it('leaves revocations alone without prune', () => {
      const plan = planModule({ ...scheduled, prune: false }, states, '2026-11-22');
      expect(plan.changes.find((c) => c.version === '1.1.0')?.kind).toBe('unchanged');
      expect(plan.changes.find((c) => c.version === '2.0.0')?.kind).toBe('unchanged');
    });

    it('schedules nothing for a version revoked already that stays so, and says when a revoke waits on usage', () => {
      const kept = planModule({ ...scheduled, prune: false }, states, '2026-11-22');
      expect(scheduledRevocations(kept).map((p) => p.version)).toEqual(['1.0.0']);
      // With prune, 1.1.0 goes back to deprecated now, and is revoked again on the day.
      const pruned = planModule(scheduled, states, '2026-11-22');
      expect(scheduledRevocations(pruned).map((p) => p.version)).toEqual(['1.1.0', '1.0.0']);
      const unused = { ...scheduled, rules: scheduled.rules.map((r) => ({ ...r, onlyUnused: true })) };
      const [first, second] = scheduledRevocations(planModule(unused, states, '2026-11-22'));
      // 1.1.0 is revoked now: the plan takes it back until its day, and says so.
      expect(first).toMatchObject({ version: '1.1.0', onlyUnused: true, unrevokedNow: true });
      expect(scheduleText(first!)).toBe(
        'revoke again on 2027-03-01 (in 99 days, if unused by then; unrevoked until then)',
      );
      expect(second).toMatchObject({ version: '1.0.0', unrevokedNow: false });
      expect(scheduleText(second!)).toBe('revoke on 2027-03-01 (in 99 days, if unused by then)');
    });
  });
});

describe('rules that take no version', () => {
  const module = (rules: string[], extra: string[] = []) =>
    parsePolicy(['modules:', '  - source: acme/vpc/aws', ...extra, '    rules:', ...rules].join('\n'), 'p.yml')
      .modules[0]!;
  const versions: VersionState[] = ['1.2.0', '1.3.0', '2.0.0', '3.1.0'].map((version) => ({
    version,
    deprecation: null,
  }));

  it('names a narrower rule written after a wider one, and what takes its versions', () => {
    const entry = module([
      '      - { versions: "< 2.0.0", reason: 1.x EOL, revoke-on: 2027-03-01 }',
      '      - { versions: "= 1.3.0", reason: CVE, status: revoked }',
    ]);
    const plan = planModule(entry, versions, '2026-11-22');
    expect(plan.idle).toEqual([{ rule: 1, versions: [{ version: '1.3.0', takenBy: 0 }] }]);
    expect(idleText(plan.idle[0]!, entry.rules)).toBe(
      'The rule on line 5 ("= 1.3.0") takes none of the versions it matches: the rule on line 4 ("< 2.0.0") comes first for 1.3.0. A version takes the first rule it satisfies: put narrower rules before wider ones.',
    );
    expect(formatPlan([{ address: 'acme/vpc/aws', entry, plan }]).join('\n')).toContain(
      '  ⚠ The rule on line 5 ("= 1.3.0") takes none',
    );
  });

  it('names a rule whose versions keep-latest keeps', () => {
    const entry = module(
      ['      - { versions: "= 3.1.0", reason: Wrong branch, status: revoked }'],
      ['    keep-latest: 1'],
    );
    const plan = planModule(entry, versions, '2026-11-22');
    expect(idleText(plan.idle[0]!, entry.rules)).toBe(
      'The rule on line 5 ("= 3.1.0") takes none of the versions it matches: `keep-latest` keeps 3.1.0. Lower `keep-latest` for it to apply.',
    );
    // In the summary: the option names as code, the file's text escaped.
    expect(idleText(plan.idle[0]!, entry.rules, { text: cell, code })).toBe(
      'The rule on line 5 ("= 3.1.0") takes none of the versions it matches: `keep-latest` keeps 3.1.0. Lower `keep-latest` for it to apply.',
    );
  });

  it('says nothing of a wide rule whose versions keep-latest alone keeps', () => {
    const entry = module(['      - { versions: ">= 0.0.0", reason: Old }'], ['    keep-latest: 5']);
    expect(planModule(entry, versions, '2026-11-22').idle).toEqual([]);
  });

  it('says nothing of a rule that takes some of its versions, or matches none yet', () => {
    const entry = module([
      '      - { versions: "= 1.3.0", reason: CVE, status: revoked }',
      '      - { versions: "< 2.0.0", reason: 1.x EOL }',
      '      - { versions: "< 0.1.0", reason: Ancient }',
    ]);
    expect(planModule(entry, versions, '2026-11-22').idle).toEqual([]);
  });
});

describe('missingVersions', () => {
  const exact = parsePolicy(
    [
      'modules:',
      '  - source: acme/vpc/aws',
      '    rules:',
      '      - { versions: "= 9.9.9", reason: typo }',
      '      - { versions: "1.2.0", reason: there }',
      '      - { versions: "> 8.0.0", reason: a range names no version }',
    ].join('\n'),
    'p.yml',
  ).modules[0]!;

  it('lists the versions a rule names exactly that the registry lacks, with the rule line', () => {
    expect([...missingVersions(exact, ['1.2.0', '1.3.0'])]).toEqual([['9.9.9', 4]]);
    expect(planModule(exact, current, '2026-11-22').missing).toEqual(['9.9.9']);
  });
});
