import { describe, expect, it } from 'vitest';
import type { VersionOutcome } from '../changes/outcome.ts';
import { parsePolicy } from './load.ts';
import { policyReport } from './report.ts';
import type { ModuleResult } from './run.ts';

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
  const { verdict } = policyReport(results, { policyFile: 'p.yml', dryRun: false, verify: true });
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
  const context = { policyFile: 'p.yml', dryRun: false, verify: true };
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
