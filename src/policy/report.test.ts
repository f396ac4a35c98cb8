import { describe, expect, it } from 'vitest';
import type { VersionOutcome } from '../changes/outcome.ts';
import { parsePolicy } from './load.ts';
import { policyReport } from './report.ts';
import type { ModuleResult } from './run.ts';
import { ACTION_WORDS } from '../wording.ts';

const entry = parsePolicy('modules: [{ source: acme/vpc/aws, rules: [{ versions: "< 2.0.0", reason: Old }] }]', 'p.yml')
  .modules[0]!;
const outcome = (status: VersionOutcome['status'], extra: Partial<VersionOutcome> = {}): VersionOutcome => ({
  version: '1.0.0',
  kind: 'revoke',
  status,
  before: null,
  after: null,
  verified: false,
  steps: [],
  ...extra,
});
const module = (extra: Partial<ModuleResult>): ModuleResult => ({
  entry,
  address: 'app.terraform.io/acme/vpc/aws',
  outcomes: [],
  ...extra,
});
const reasonOf = (results: ModuleResult[]) => {
  const { verdict } = policyReport(results, { words: ACTION_WORDS, policyFile: 'p.yml', dryRun: false, verify: true });
  return verdict.failed ? verdict.reason : undefined;
};

describe('the failure-reason of a policy run', () => {
  it('says revocation-unavailable only when every failure was the service lacking revocation', () => {
    const noRevocation = module({ error: 'no revocation', noRevocation: true });
    const refused = module({ outcomes: [outcome('failed', { revocationUnavailable: true })] });
    const unverified = module({ outcomes: [outcome('changed', { error: 'not shown' })] });
    expect(reasonOf([noRevocation, refused])).toBe('revocation-unavailable');
    // An unverified change beside them is no service error.
    expect(reasonOf([noRevocation, unverified])).toBe('revocation-unavailable');
    expect(reasonOf([unverified])).toBe('verification-timeout');
    expect(reasonOf([noRevocation, module({ outcomes: [outcome('failed')] })])).toBe('service-error');
    expect(reasonOf([module({ error: 'HTTP 500' })])).toBe('service-error');
  });
});

describe('the opening of a policy summary', () => {
  const context = { words: ACTION_WORDS, policyFile: 'p.yml', dryRun: false, verify: true };
  const opening = (results: ModuleResult[], dryRun = false) =>
    policyReport(results, { ...context, dryRun }).summary.split('\n')[2];

  it('says the verdict, what changed, and leaves out zero counts', () => {
    const done = module({ outcomes: [outcome('changed', { kind: 'deprecate', verified: true })] });
    expect(opening([done])).toBe('✅ **Passes**: 1 version changed; the registry matches the policy.');
    const none = module({ outcomes: [] });
    expect(opening([none])).toBe('✅ **Passes**: Nothing to change: the registry matches the policy.');
    expect(policyReport([none], context).summary).toContain('\nPlan: nothing to change.\n');
  });

  it('fails naming the modules not fully applied', () => {
    expect(opening([module({ error: 'HTTP 500' })])).toBe(
      '❌ **Fails**: 1 of 1 module were not fully applied: app.terraform.io/acme/vpc/aws. The others were.',
    );
  });

  it("warns for a revocation held back, the rule's `only-unused` named in the note", () => {
    const held = outcome('changed', {
      kind: 'deprecate',
      verified: true,
      note: "Not revoked: in use by 1 workspace (app). With the rule's `only-unused: true`, only unused versions are revoked, so it stays deprecated.",
    });
    expect(opening([module({ outcomes: [held] })])).toMatch(
      /^⚠️ \*\*Warns\*\* \(the step passes\): 1 version changed; the registry matches the policy; 1 revocation held back: in use \(see below\)/,
    );
  });
});

describe('a revocation the plan takes back', () => {
  const scheduled = parsePolicy(
    [
      'modules:',
      '  - source: acme/vpc/aws',
      '    prune: true',
      '    rules:',
      '      - versions: "< 2.0.0"',
      '        reason: Old',
      '        revoke-on: 2999-01-01',
    ].join('\n'),
    'p.yml',
  ).modules[0]!;
  const cve = { message: 'Opens port 22 (CVE-1).', link: 'https://e.com/cve' };
  const unrevoke = outcome('planned', {
    kind: 'unrevoke',
    before: { reason: 'Old', link: '' },
    after: { reason: 'Old', link: '' },
    revokedBefore: true,
    revoked: false,
    revocationBefore: cve,
    steps: [{ step: 'unrevoke', status: 'planned' }],
  });
  const plan = {
    changes: [],
    missing: [],
    revocationKnown: true,
    coverage: new Map([['1.0.0', { rule: 0, revokeOn: '2999-01-01', daysLeft: 9 }]]),
    held: new Map(),
    idle: [],
    kept: [],
  };
  const context = { words: ACTION_WORDS, policyFile: 'p.yml', annotationFile: 'p.yml', dryRun: true, verify: true };

  it('is a warning at the rule that covers the version, with the message that goes away', () => {
    const report = policyReport([module({ entry: scheduled, plan, outcomes: [unrevoke] })], context);
    expect(report.annotations).toEqual([
      {
        level: 'warning',
        title: 'app.terraform.io/acme/vpc/aws 1.0.0 would be unrevoked: new workspaces could start on it again',
        message: expect.stringContaining(
          'Its revocation message goes away: "Opens port 22 (CVE-1)." <https://e.com/cve>.',
        ),
        file: 'p.yml',
        line: 5,
      },
    ]);
    expect(report.annotations[0]?.message).toMatch(
      /^`prune: true` takes back every revocation no rule asks for today, and the rule on line 5 revokes it only from 2999-01-01\./,
    );
    expect(report.summary.split('\n')[2]).toContain(
      '1 warning: app.terraform.io/acme/vpc/aws 1.0.0 would be unrevoked',
    );
    expect(report.summary).toContain(
      '| 1.0.0 | unrevoke, back to deprecated "Old"; ⚠ new workspaces can start on it again: its revocation "Opens port 22 (CVE-1)." ([https://e.com/cve](https://e.com/cve)) goes away |',
    );
  });

  it('is said as done once applied, and not at all when the unrevoke failed', () => {
    const done = { ...unrevoke, status: 'changed' as const, verified: true };
    const [warning] = policyReport([module({ entry: scheduled, plan, outcomes: [done] })], context).annotations;
    expect(warning?.title).toBe(
      'app.terraform.io/acme/vpc/aws 1.0.0 is unrevoked: new workspaces can start on it again',
    );
    const failed = { ...unrevoke, status: 'failed' as const, revoked: true, error: 'HTTP 500' };
    const annotations = policyReport([module({ entry: scheduled, plan, outcomes: [failed] })], context).annotations;
    expect(annotations.map((a) => a.level)).toEqual(['error']);
  });
});
