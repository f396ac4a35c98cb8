/**
 * Every mode's job summary (and so its pull-request comment, which is the summary) opens as the
 * gate's does: the verdict first (❌ Fails / ⚠️ Warns / ✅ Passes, what happened, and for a
 * failure why), then the counts that are not zero. "0 failed" never sits beside a failed step.
 * Also: a policy's "held back" note names the rule's `only-unused`, not the single mode's input.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'verdict-first-e2e.atlasv1.secret-7h6g5f';
const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '2.0.0'];

const fake = (): Promise<FakeTfe> => fakeService(TOKEN, { versions: VERSIONS });

const single = (tfe: FakeTfe, inputs: Record<string, string>): Promise<ActionRun> =>
  runAction(deprecateInputs(tfe.url, TOKEN, inputs));

async function policy(tfe: FakeTfe, text: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const file = path.join(await scratchFolder('verdict-first'), 'deprecations.yml');
  await writeFile(file, text);
  return runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5', ...inputs });
}

/** The summary's heading and the first paragraph after it. */
function opening(summary: string): [heading: string, first: string] {
  const lines = summary.split('\n').filter((l) => l.trim() !== '');
  return [lines[0] ?? '', lines[1] ?? ''];
}

/** A count of zero, as the summaries used to print them: "0 failed", "0 to revert". */
const ZERO_COUNT = /(^|[^\d.,])0 (failed|unchanged|changed|to \w+|deprecated|revoked|not deprecated)\b/m;

describe.concurrent('the single-module summary opens with the verdict', () => {
  it('a deprecation that did everything it was asked: passes, saying what it did', async () => {
    const tfe = await fake();
    const run = await single(tfe, { version: '1.0.0, 1.1.0, 1.2.0' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opening(run.summary)).toEqual([
      `### Deprecate 3 module versions of \`${tfe.host}/acme/vpc/aws\``,
      '✅ **Passes**: 3 versions deprecated.',
    ]);
    expect(run.summary).not.toMatch(ZERO_COUNT);
    // The log ends with the same words, without the zeros ("Done: 3 changed, 0 unchanged." before).
    expect(run.stdout).toMatch(/^3 versions deprecated\.$/m);
    expect(run.stdout).not.toMatch(ZERO_COUNT);
  });

  it('a deprecation where one version fails: fails, saying which, and what was done', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', path: /\/1\.1\.0$/, times: Infinity, fault: { kind: 'status', status: 422 } });
    const run = await single(tfe, { version: '1.0.0, 1.1.0, 1.2.0' });
    expect(run.exitCode).toBe(1);
    const [, first] = opening(run.summary);
    expect(first).toBe('❌ **Fails**: 1 of 3 versions failed: 1.1.0; 2 versions deprecated.');
    expect(run.summary).not.toMatch(ZERO_COUNT);
  });

  it('a dry run: passes, saying what would change', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', {
      reason: 'Superseded by 2.0.0',
      link: 'https://example.com/upgrade',
    });
    const run = await single(tfe, { version: '1.0.0, 1.1.0', 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opening(run.summary)[1]).toBe('✅ **Passes**: 1 version would be deprecated, 1 unchanged (dry run).');
    expect(run.summary).not.toMatch(ZERO_COUNT);
  });

  it('a check that finds a deprecated version: fails, saying which; the counts leave out the zeros', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old.', link: '' });
    const run = await single(tfe, { status: 'check', version: '1.1.0, 2.0.0', reason: '', link: '' });
    expect(run.exitCode).toBe(1);
    expect(opening(run.summary)[1]).toBe('❌ **Fails**: 1 checked version is deprecated (1.1.0).');
    expect(run.summary).toContain('\nVersions: 1 deprecated · 1 not deprecated.\n');
    expect(run.summary).not.toMatch(ZERO_COUNT);
  });

  it('a check where deprecation only warns: warns, saying why the step passes', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old.', link: '' });
    const run = await single(tfe, {
      status: 'check',
      version: '1.1.0',
      reason: '',
      link: '',
      'fail-on-deprecated': 'false',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opening(run.summary)[1]).toBe(
      '⚠️ **Warns** (the step passes): 1 checked version is deprecated (1.1.0), a warning only with `fail-on-deprecated: false`.',
    );
  });

  it('a check of versions none of which is retired: passes', async () => {
    const tfe = await fake();
    const run = await single(tfe, { status: 'check', version: '1.2.0, 2.0.0', reason: '', link: '' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opening(run.summary)[1]).toBe('✅ **Passes**: 2 versions checked, none deprecated or revoked.');
    expect(run.stdout).toMatch(/^2 versions checked, none deprecated or revoked\.$/m);
    expect(run.summary).toContain('\nVersions: 2 not deprecated.\n');
  });
});

describe.concurrent('the policy summary opens with the verdict', () => {
  const POLICY = [
    'modules:',
    '  - source: acme/vpc/aws',
    '    keep-latest: 1',
    '    rules:',
    '      - versions: "< 2.0.0"',
    '        reason: The 1.x line is end of life.',
  ].join('\n');

  it('a plan: passes, saying what would change; the plan leaves out the kinds it has none of', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    const run = await policy(tfe, POLICY, { 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opening(run.summary)[1]).toBe('✅ **Passes**: 3 versions would change (dry run).');
    expect(run.summary).toContain('\nPlan: 2 to deprecate, 1 to update, 1 unchanged.\n');
    expect(run.stdout).toContain('Plan: 2 to deprecate, 1 to update, 1 unchanged.');
    expect(run.summary).not.toMatch(ZERO_COUNT);
  });

  it('an apply with nothing to do: passes, saying the registry matches', async () => {
    const tfe = await fake();
    const first = await policy(tfe, POLICY);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(opening(first.summary)[1]).toBe('✅ **Passes**: 3 versions changed; the registry matches the policy.');
    const again = await policy(tfe, POLICY);
    expect(opening(again.summary)[1]).toBe('✅ **Passes**: Nothing to change: the registry matches the policy.');
    expect(again.summary).toContain('\nPlan: 4 unchanged.\n');
    expect(again.summary).not.toMatch(ZERO_COUNT);
  });

  it('a policy naming a version the registry lacks: fails, saying which', async () => {
    const tfe = await fake();
    const run = await policy(
      tfe,
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        '      - versions: "= 9.9.9"',
        '        reason: Gone.',
      ].join('\n'),
      { 'dry-run': 'true' },
    );
    expect(run.exitCode).toBe(1);
    expect(opening(run.summary)[1]).toMatch(
      /^❌ \*\*Fails\*\*: The policy names a version the registry does not list: .*acme\/vpc\/aws 9\.9\.9\./,
    );
    expect(run.summary).not.toMatch(ZERO_COUNT);
  });

  it('a rule that takes no version: warns, saying so', async () => {
    const tfe = await fake();
    const run = await policy(
      tfe,
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        '      - { versions: "< 2.0.0", reason: End of life. }',
        '      - { versions: "= 1.1.0", reason: Unsafe. }',
      ].join('\n'),
      { 'dry-run': 'true' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opening(run.summary)[1]).toBe(
      `⚠️ **Warns** (the step passes): 3 versions would change (dry run); 1 warning: A policy rule for ${tfe.host}/acme/vpc/aws takes no version.`,
    );
  });
});

describe.concurrent("a policy's held-back revocation", () => {
  it("names the rule's `only-unused`, the policy's own word, not the single mode's input", async () => {
    const tfe = await fake();
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['payments-prod']);
    const run = await policy(
      tfe,
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        '      - { versions: "< 1.1.0", reason: CVE-2026-1234., status: revoked, only-unused: true }',
      ].join('\n'),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const [module] = JSON.parse(run.outputs.result ?? '[]') as Array<{ versions: Array<Record<string, unknown>> }>;
    const note = String(module?.versions.find((v) => v.version === '1.0.0')?.note);
    expect(note).toBe(
      "Not revoked: in use by 1 workspace (payments-prod). With the rule's `only-unused: true`, only unused versions are revoked, so it stays deprecated.",
    );
    expect(run.summary).not.toContain('revoke-only-unused');
    // The action's own code span, rendered as code (not as escaped backticks).
    expect(run.summary).toContain("the rule's `only-unused: true`");
  });

  it('in the single mode names the input', async () => {
    const tfe = await fake();
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['payments-prod']);
    const run = await single(tfe, {
      status: 'revoked',
      version: '1.0.0',
      reason: 'CVE-2026-1234.',
      'revoke-only-unused': 'true',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(parseResult(run)[0]?.note).toContain('With `revoke-only-unused`, only unused versions are revoked');
  });
});
