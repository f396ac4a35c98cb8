/**
 * Patterns in a policy file and the blast radius of its revocations, end to end: the bundle lists
 * the organization's private modules from the fake, expands `acme/*\/aws` beside an explicit
 * entry, stops at both lines when two patterns take one module, refuses at its line a pattern the
 * report refuses too, warns at a pattern that takes nothing, matches at once (in a plan as in the
 * report) a pattern that would make a regular expression backtrack, and shows (and warns of) the
 * workspaces a revocation now or soon will block.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { examplePayload, runAction, tokenLeaks } from './harness.ts';

const TOKEN = 'policy-patterns-e2e-token.atlasv1.secret';
const MODULES: Array<[string, string]> = [
  ['vpc', 'aws'],
  ['eks', 'aws'],
  ['rds', 'aws'],
  ['network-edge', 'aws'],
  ['network-core', 'google'],
  ['storage', 'azurerm'],
];
const VERSIONS = ['1.0.0', '1.1.0', '2.0.0'];

let tfe: FakeTfe;
let dir: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: [] });
  for (const [name, provider] of MODULES) tfe.addModule({ namespace: 'acme', name, provider, versions: VERSIONS });
  dir = await scratchFolder('policy-patterns');
});

/** A day `n` days from today (UTC), as `revoke-on` takes it. */
const inDays = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function runPolicy(policy: string, inputs: Record<string, string> = {}) {
  await writeFile(path.join(dir, 'deprecations.yml'), policy);
  const run = await runAction(
    { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN, 'verify-timeout': '5', ...inputs },
    { env: { GITHUB_WORKSPACE: dir } },
  );
  expect(tokenLeaks(run, TOKEN)).toEqual([]);
  return run;
}

/** The module list, not the module reads under it. */
const isList = (requestPath: string): boolean => /\/registry-modules(?:\?|$)/.test(requestPath);
const listRequests = () => tfe.requests.filter((r) => isList(r.path));
const patches = () => tfe.requests.filter((r) => r.method === 'PATCH');
const at = (run: { annotations: Array<{ level?: string; file?: string; line?: string }> }, level: string) =>
  run.annotations.filter((a) => a.level === level && a.file !== undefined).map((a) => [a.file, a.line]);

interface PlannedModule {
  module: string;
  pattern?: string;
  'pattern-line'?: number;
  changes: Array<{ version: string; action: string }>;
  'blast-radius': Array<{
    version: string;
    'revoke-on': string | null;
    'days-left': number;
    workspaces: { count: number; names: string[] } | null;
  }>;
}
const planOf = (run: { outputs: Record<string, string> }): PlannedModule[] =>
  JSON.parse(run.outputs.plan ?? '[]') as PlannedModule[];
const short = (address: string): string => address.split('/').slice(-3).join('/');

describe('patterns in the policy file', () => {
  it('plans exactly the modules `acme/*/aws` takes, with the explicit entry winning for its module', async () => {
    const run = await runPolicy(
      [
        'modules:',
        '  - source: acme/*/aws', // line 2
        '    rules:',
        '      - { versions: "< 2.0.0", reason: "1.x is end of life." }',
        '  - source: acme/eks/aws', // line 5
        '    rules:',
        '      - { versions: "= 1.0.0", reason: "Leaks security groups." }',
        '',
      ].join('\n'),
      { 'dry-run': 'true' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches()).toHaveLength(0);
    // The organization is listed once, whole.
    expect(listRequests()).toHaveLength(1);
    const plan = planOf(run);
    expect(plan.map((m) => [short(m.module), m.pattern ?? null, m.changes.map((c) => c.version)])).toEqual([
      ['acme/network-edge/aws', 'acme/*/aws', ['1.1.0', '1.0.0']],
      ['acme/rds/aws', 'acme/*/aws', ['1.1.0', '1.0.0']],
      ['acme/vpc/aws', 'acme/*/aws', ['1.1.0', '1.0.0']],
      ['acme/eks/aws', null, ['1.0.0']],
    ]);
    expect(plan[0]?.['pattern-line']).toBe(2);
    expect(run.stdout).toContain('acme/*/aws (line 2): 3 modules: acme/network-edge/aws, acme/rds/aws, acme/vpc/aws');
    expect(run.summary).toContain('#### Patterns');
    expect(run.summary).toMatch(
      /\| `acme\/\*\/aws` \| 2 \| 3: acme\/network-edge\/aws, acme\/rds\/aws, acme\/vpc\/aws \|/,
    );
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('applies prune to what a pattern took as to an explicit entry', async () => {
    tfe.deprecate('acme', 'rds', 'aws', '2.0.0', { reason: 'by hand', link: '' });
    const run = await runPolicy(
      [
        'modules:',
        '  - source: acme/r*/aws',
        '    prune: true',
        '    rules:',
        '      - { versions: "< 1.1.0", reason: old }',
        '',
      ].join('\n'),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tfe.getDeprecation('acme', 'rds', 'aws', '2.0.0')).toBeNull();
    expect(tfe.getDeprecation('acme', 'rds', 'aws', '1.0.0')).not.toBeNull();
  });

  it('fails at both lines when two patterns take the same module, and changes nothing', async () => {
    const run = await runPolicy(
      [
        'modules:',
        '  - source: acme/*/aws', // line 2
        '    rules:',
        '      - { versions: "< 2.0.0", reason: old }',
        '  - source: acme/network-*/*', // line 5
        '    rules:',
        '      - { versions: "< 1.1.0", reason: older }',
        '',
      ].join('\n'),
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(at(run, 'error')).toEqual([
      ['deprecations.yml', '2'],
      ['deprecations.yml', '5'],
    ]);
    expect(run.annotations.find((a) => a.line === '2')?.message).toContain(
      'The pattern `acme/*/aws` and `acme/network-*/*` on line 5 both take acme/network-edge/aws',
    );
    expect(run.summary).toContain('both take acme/network-edge/aws');
    // Nothing past the module list was read, and nothing was sent.
    expect(tfe.requests.filter((r) => !isList(r.path))).toEqual([]);
  });

  it('refuses `*` in the namespace and an upper-case provider at their lines, as the report does, before any request', async () => {
    const run = await runPolicy(
      [
        'modules:',
        '  - source: "*/vpc/aws"', // line 2
        '    rules:',
        '      - { versions: "< 2.0.0", reason: old }',
        '  - source: acme/*/AWS', // line 5
        '    rules:',
        '      - { versions: "< 2.0.0", reason: old }',
        '',
      ].join('\n'),
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(at(run, 'error')).toEqual([
      ['deprecations.yml', '2'],
      ['deprecations.yml', '5'],
    ]);
    expect(run.annotations.find((a) => a.line === '2')?.message).toBe(
      'modules[0].source may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed, got "*/vpc/aws" (column 13)',
    );
    expect(run.annotations.find((a) => a.line === '5')?.message).toBe(
      'modules[1].source has an invalid provider: expected lower-case letters, digits and `*`, at most 64 (e.g. aws), got "acme/*/AWS" (column 13)',
    );
    expect(tfe.requests).toEqual([]);
  });

  it('warns at the line of a pattern that matches nothing, and plans the rest', async () => {
    const run = await runPolicy(
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        '      - { versions: "< 1.1.0", reason: old }',
        '  - source: acme/*/oci', // line 5
        '    rules:',
        '      - { versions: "< 1.1.0", reason: old }',
        '',
      ].join('\n'),
      { 'dry-run': 'true' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(at(run, 'warning')).toEqual([['deprecations.yml', '5']]);
    expect(run.annotations.find((a) => a.line === '5')?.message).toBe(
      "The pattern `acme/*/oci` matches none of the organization's private modules.",
    );
    expect(planOf(run).map((m) => short(m.module))).toEqual(['acme/vpc/aws']);
  });
});

describe('the blast radius before a revoke', () => {
  it('shows who uses each version revoked now or soon, and warns at the rule of one now or within 14 days with users', async () => {
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['app-prod', 'app-staging']);
    tfe.setUsage('acme', 'eks', 'aws', '1.0.0', ['k8s-prod']);
    const soon = inDays(7);
    const run = await runPolicy(
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        `      - { versions: "= 1.0.0", reason: "CVE-1", revoke-on: ${soon} }`, // line 4: used, in 7 days
        `      - { versions: "= 1.1.0", reason: "CVE-2", revoke-on: ${soon} }`, // line 5: unused, in 7 days
        `      - { versions: "= 2.0.0", reason: "Later", revoke-on: ${inDays(60)} }`, // line 6: far off
        '  - source: acme/eks/aws',
        '    rules:',
        '      - { versions: "= 1.0.0", reason: "Broken", status: revoked }', // line 9: now
        '',
      ].join('\n'),
      { 'dry-run': 'true' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    // A revocation now of a version in use is a warning at its rule too (line 9), as in every revoke plan.
    expect(at(run, 'warning')).toEqual([
      ['deprecations.yml', '4'],
      ['deprecations.yml', '9'],
    ]);
    const warning = run.annotations.find((a) => a.line === '4');
    expect(warning?.message).toContain(
      `revokes ${tfe.host}/acme/vpc/aws 1.0.0 on ${soon}, and 2 workspaces (app-prod, app-staging) still use it`,
    );
    expect(run.annotations.find((a) => a.line === '9')?.message).toContain(
      `The rule on line 9 revokes ${tfe.host}/acme/eks/aws 1.0.0. 1 workspace (k8s-prod) uses it.`,
    );

    const radius = Object.fromEntries(planOf(run).map((m) => [short(m.module), m['blast-radius']]));
    expect(radius['acme/vpc/aws']).toEqual([
      { version: '1.1.0', 'revoke-on': soon, 'days-left': 7, workspaces: { count: 0, names: [] } },
      {
        version: '1.0.0',
        'revoke-on': soon,
        'days-left': 7,
        workspaces: { count: 2, names: ['app-prod', 'app-staging'] },
      },
    ]);
    expect(radius['acme/eks/aws']).toEqual([
      { version: '1.0.0', 'revoke-on': null, 'days-left': 0, workspaces: { count: 1, names: ['k8s-prod'] } },
    ]);
    expect(run.stdout).toContain(`acme/eks/aws 1.0.0: revoked by this run · 1 workspace (k8s-prod)`);
    expect(run.stdout).toContain(
      `acme/vpc/aws 1.0.0: revoke on ${soon} (in 7 days) · 2 workspaces (app-prod, app-staging)`,
    );
    expect(run.summary).toContain('#### Blast radius');
    expect(run.summary).toContain('| 2: `app-prod`, `app-staging` |');
    expect(patches()).toHaveLength(0);
  });
});

describe('a pattern that makes a regular expression backtrack', () => {
  // 31 stars and a `b`: a regular expression tries every way to split 64 letters among them.
  const HOSTILE = `${'a*'.repeat(31)}b`;
  const LONG = 'a'.repeat(64);

  it('is matched at once by the report', async () => {
    tfe.addModule({ namespace: 'acme', name: LONG, provider: 'aws', versions: ['1.0.0'] });
    tfe.addModule({ namespace: 'acme', name: `${'a'.repeat(63)}b`, provider: 'aws', versions: ['1.0.0'] });
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, organization: 'acme', status: 'report', source: `acme/${HOSTILE}/aws` },
      { timeoutMs: 20_000 },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `1 of the organization’s ${MODULES.length + 2} private modules match acme/${HOSTILE}/aws.`,
    );
  });

  it('is matched at once by a policy plan on a pull request', async () => {
    tfe.addModule({ namespace: 'acme', name: LONG, provider: 'aws', versions: ['1.0.0'] });
    await writeFile(
      path.join(dir, 'deprecations.yml'),
      `organization: acme\nmodules:\n  - source: acme/${HOSTILE}/aws\n    rules:\n      - versions: '< 1.0.0'\n        reason: Old.\n  - source: acme/vpc/aws\n    rules:\n      - versions: '< 1.1.0'\n        reason: Old.\n`,
    );
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      {
        env: { GITHUB_WORKSPACE: dir },
        event: { name: 'pull_request', payload: examplePayload('pull_request', 'opened') },
        timeoutMs: 20_000,
      },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    // The pattern takes no module (the long name ends in `a`): warned at its line, the rest planned.
    expect(run.annotations.some((a) => a.level === 'warning' && a.line === '3')).toBe(true);
    expect(patches()).toHaveLength(0);
  });
});
