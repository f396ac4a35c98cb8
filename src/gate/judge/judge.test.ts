import { describe, expect, it } from 'vitest';
import type { VersionState } from '../../model.ts';
import type { ModuleCall } from '../read/calls.ts';
import { sortNewestFirst } from '../../versions/selection.ts';
import { judge, resolveVersion, targetOf, versionEdit } from './judge.ts';

const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '1.3.0-rc.1', '2.0.0'];
const dep = { reason: 'Insecure', link: 'https://example.com' };
const states = (deprecated: string[]): VersionState[] =>
  VERSIONS.map((version) => ({ version, deprecation: deprecated.includes(version) ? dep : null }));

const call = (overrides: Partial<ModuleCall>): ModuleCall => ({
  directory: 'infra',
  key: 'vpc',
  source: 'app.terraform.io/acme/vpc/aws',
  location: { file: 'infra/main.tf', line: 3 },
  from: 'configuration',
  ...overrides,
});

describe('resolveVersion, as terraform init picks', () => {
  it.each([
    [{ constraint: '~> 1.1' }, '1.2.0'],
    [{ constraint: '>= 1.0, < 1.2' }, '1.1.0'],
    [{ constraint: '1.0.0' }, '1.0.0'],
    [{ constraint: '!= 2.0.0' }, '1.2.0'],
    [{}, '2.0.0'],
    [{ constraint: '' }, '2.0.0'],
    // A prerelease only when an exact term names it.
    [{ constraint: '>= 1.2.0, < 2.0.0' }, '1.2.0'],
    [{ constraint: '= 1.3.0-rc.1' }, '1.3.0-rc.1'],
    [{ exact: '1.1.0', constraint: '~> 1.0' }, '1.1.0'],
  ])('%j → %s', (c, expected) => expect(resolveVersion(VERSIONS, c)).toEqual({ version: expected }));

  it.each([
    [{ constraint: '>= 3.0' }, 'no version in the registry satisfies ">= 3.0"; terraform init would fail'],
    [{ constraint: '~> banana' }, 'version constraint "~> banana" is invalid: "~> banana" is not a constraint term'],
    [{ exact: '0.9.0' }, 'version 0.9.0, installed by terraform init, is not in the registry'],
  ])('%j → error', (c, message) => {
    expect(resolveVersion(VERSIONS, c)).toMatchObject({ error: expect.stringContaining(message) });
  });

  it('refuses to pick a prerelease when there is no release', () => {
    expect(resolveVersion(['1.0.0-beta.1'], {})).toEqual({ error: 'the registry lists no release of this module' });
  });
});

describe('versionEdit: what to write in the version argument', () => {
  const newestFirst = sortNewestFirst(['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0-rc.1', '2.0.0', '2.1.0']);
  const edit = (over: Partial<ModuleCall>, target: string) => versionEdit(call(over), target, newestFirst);
  it.each([
    // An exact version becomes the target, in the same form.
    [{ constraint: '1.2.0' }, '1.3.0', { kind: 'rewrite', from: '1.2.0', to: '1.3.0' }],
    [{ constraint: '= 1.2.0' }, '1.3.0', { kind: 'rewrite', from: '= 1.2.0', to: '= 1.3.0' }],
    [{ constraint: '=1.2.0' }, '2.1.0', { kind: 'rewrite', from: '=1.2.0', to: '=2.1.0' }],
    [{ constraint: 'v1.2.0' }, '1.1.0', { kind: 'rewrite', from: 'v1.2.0', to: 'v1.1.0' }],
    [{ constraint: '= 1.2.0' }, '1.4.0-rc.1', { kind: 'rewrite', from: '= 1.2.0', to: '= 1.4.0-rc.1' }],
    // A pessimistic constraint that selects no free version: the same operator on the target.
    [{ constraint: '~> 1.2.0' }, '1.3.0', { kind: 'rewrite', from: '~> 1.2.0', to: '~> 1.3.0' }],
    [{ constraint: '~>1.2.0' }, '1.3.0', { kind: 'rewrite', from: '~>1.2.0', to: '~>1.3.0' }],
    [{ constraint: '~> 1.0' }, '2.1.0', { kind: 'rewrite', from: '~> 1.0', to: '~> 2.1' }],
    // … as precise as it must be to select the target and nothing newer.
    [{ constraint: '~> 1.0' }, '1.1.0', { kind: 'rewrite', from: '~> 1.0', to: '~> 1.1.0' }],
    [{ constraint: '~> 1' }, '2.0.0', { kind: 'rewrite', from: '~> 1', to: '~> 2.0.0' }],
    // `~>` takes no prerelease: the exact version instead.
    [{ constraint: '~> 1.3.0' }, '1.4.0-rc.1', { kind: 'rewrite', from: '~> 1.3.0', to: '1.4.0-rc.1' }],
    // A constraint that already selects the target: only the installed version is old.
    [{ exact: '1.2.0', constraint: '~> 1.0' }, '1.3.0', { kind: 'init-upgrade', from: '~> 1.0' }],
    [{ exact: '1.1.0', constraint: '>= 1.0, < 1.3' }, '1.2.0', { kind: 'init-upgrade', from: '>= 1.0, < 1.3' }],
    [{ exact: '2.0.0' }, '2.1.0', { kind: 'init-upgrade' }],
    // What no rewrite of the literal can say.
    [{ constraint: '>= 1.0, < 1.3' }, '1.1.0', { kind: 'by-hand', why: 'unusual-constraint', from: '>= 1.0, < 1.3' }],
    [{ constraint: '!= 2.1.0' }, '1.3.0', { kind: 'by-hand', why: 'unusual-constraint', from: '!= 2.1.0' }],
    [{ constraint: '>= 1.2' }, '1.3.0', { kind: 'by-hand', why: 'unusual-constraint', from: '>= 1.2' }],
    [{}, '1.3.0', { kind: 'by-hand', why: 'no-version-argument' }],
    [
      { exact: '1.2.0', versionExpression: 'var.v' },
      '1.3.0',
      { kind: 'by-hand', why: 'version-expression', from: 'var.v' },
    ],
    [{ via: 'network', constraint: '1.2.0' }, '1.3.0', { kind: 'by-hand', why: 'nested-call' }],
  ])('%j → %s: %j', (over, target, expected) => {
    expect(edit(over, target)).toEqual(expected);
  });

  it('writes only what selects the target, as terraform init -upgrade resolves it', () => {
    const cases: Array<[Partial<ModuleCall>, string]> = [
      [{ constraint: '~> 1.0' }, '1.1.0'],
      [{ constraint: '~> 1' }, '2.0.0'],
      [{ constraint: '1.2.0' }, '2.0.0'],
      [{ constraint: '~> 1.2' }, '1.0.0'],
    ];
    for (const [over, target] of cases) {
      const written = edit(over, target);
      expect(written.kind).toBe('rewrite');
      if (written.kind === 'rewrite') {
        expect(resolveVersion(newestFirst, { constraint: written.to })).toEqual({ version: target });
      }
    }
  });
});

describe('targetOf', () => {
  const scope = { host: 'app.terraform.io' };
  it.each([
    ['./modules/x', 'local path'],
    ['git::https://example.com/x.git', 'git repository'],
    ['https://example.com/x.zip', 'remote URL'],
    ['hashicorp/consul/aws', 'public registry'],
    ['tfe.example.com/acme/vpc/aws', 'registry on tfe.example.com'],
  ])('does not check %s (%s)', (source, why) => {
    expect(targetOf(call({ source }), scope)).toEqual({ why });
  });
  it('checks a call of the generic host localterraform.com as a call of the checked host', () => {
    expect(targetOf(call({ source: 'localterraform.com/acme/vpc/aws' }), scope)).toEqual({
      address: 'app.terraform.io/acme/vpc/aws',
      module: { namespace: 'acme', name: 'vpc', provider: 'aws' },
    });
    expect(
      targetOf(call({ source: 'LocalTerraform.com/acme/vpc/aws' }), { host: 'tfe.example.com', organization: 'acme' }),
    ).toMatchObject({ address: 'tfe.example.com/acme/vpc/aws' });
  });
  it('checks every namespace of the host, or only the given organization', () => {
    expect(targetOf(call({ source: 'app.terraform.io/globex/vpc/aws' }), scope)).toMatchObject({
      address: 'app.terraform.io/globex/vpc/aws',
    });
    expect(targetOf(call({ source: 'app.terraform.io/globex/vpc/aws' }), { ...scope, organization: 'acme' })).toEqual({
      why: 'organization globex, not acme',
      cause: 'other-organization',
    });
    expect(
      targetOf(call({ source: 'APP.terraform.io/acme/vpc/aws' }), { ...scope, organization: 'ACME' }),
    ).toMatchObject({
      address: 'app.terraform.io/acme/vpc/aws',
    });
  });
});

describe('judge', () => {
  const scope = { host: 'app.terraform.io' };
  const lists = (deprecated: string[]) => new Map([['app.terraform.io/acme/vpc/aws', states(deprecated)]]);

  it('finds a revoked version even where the read shows no deprecation', () => {
    const list = VERSIONS.map((version) => ({ version, deprecation: null, revoked: version === '2.0.0' }));
    const { findings } = judge(
      [call({ constraint: '2.0.0' })],
      scope,
      new Map([['app.terraform.io/acme/vpc/aws', list]]),
    );
    expect(findings[0]?.verdict).toMatchObject({ status: 'deprecated', version: '2.0.0', revoked: true });
  });

  it('finds deprecated versions in use and groups their calls', () => {
    const calls = [
      call({ key: 'a', constraint: '~> 1.1' }),
      call({ key: 'b', constraint: '>= 1.2, < 2.0' }),
      call({ key: 'c', constraint: '2.0.0' }),
      call({ key: 'd', source: './x' }),
    ];
    const { findings, deprecated } = judge(calls, scope, lists(['1.2.0']));
    expect(findings.map((f) => f.verdict)).toEqual([
      {
        status: 'deprecated',
        address: 'app.terraform.io/acme/vpc/aws',
        version: '1.2.0',
        deprecation: dep,
        // Never back to 1.1.0 where a newer version is free: the major step, named, with 1.1.0
        // beside it as the quick way off.
        suggestion: {
          version: '2.0.0',
          step: 'major-upgrade',
          sameMajor: '1.1.0',
          edit: { kind: 'rewrite', from: '~> 1.1', to: '~> 2.0' },
        },
      },
      {
        status: 'deprecated',
        address: 'app.terraform.io/acme/vpc/aws',
        version: '1.2.0',
        deprecation: dep,
        suggestion: {
          version: '2.0.0',
          step: 'major-upgrade',
          sameMajor: '1.1.0',
          edit: { kind: 'by-hand', why: 'unusual-constraint', from: '>= 1.2, < 2.0' },
        },
      },
      { status: 'ok', address: 'app.terraform.io/acme/vpc/aws', version: '2.0.0' },
      { status: 'not-checked', why: 'local path' },
    ]);
    expect(deprecated).toHaveLength(1);
    expect(deprecated[0]).toMatchObject({ version: '1.2.0', suggestion: { version: '2.0.0', step: 'major-upgrade' } });
    expect(deprecated[0]?.calls.map((f) => f.call.key)).toEqual(['a', 'b']);
  });

  it('resolves each call by its own constraint or exact version, however many share a module', () => {
    const second = 'app.terraform.io/acme/subnet/aws';
    const calls = [
      call({ key: 'a', constraint: '~> 1.1' }),
      call({ key: 'b', constraint: '2.0.0' }),
      call({ key: 'c', exact: '1.0.0', constraint: '~> 1.1' }),
      call({ key: 'd', constraint: '~> 1.1' }),
      call({ key: 'e', source: second, constraint: '~> 1.1' }),
      call({ key: 'f' }),
      call({ key: 'g', constraint: '' }),
    ];
    const both = new Map([
      ['app.terraform.io/acme/vpc/aws', states([])],
      [second, states(['1.2.0'])],
    ]);
    const versions = judge(calls, scope, both).findings.map((f) => ('version' in f.verdict ? f.verdict.version : ''));
    expect(versions).toEqual(['1.2.0', '2.0.0', '1.0.0', '1.2.0', '1.2.0', '2.0.0', '2.0.0']);
    expect(judge(calls, scope, both).findings.map((f) => f.verdict.status)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'deprecated',
      'ok',
      'ok',
    ]);
  });

  it('reports a module whose versions could not be read on each of its calls', () => {
    const failed = new Map([['app.terraform.io/acme/vpc/aws', { error: 'HTTP 404' }]]);
    expect(judge([call({})], scope, failed).findings[0]?.verdict).toEqual({
      status: 'error',
      address: 'app.terraform.io/acme/vpc/aws',
      error: 'HTTP 404',
    });
  });
});

describe('blocks Terraform refuses, and arguments it cannot know', () => {
  const lists = new Map([['app.terraform.io/acme/vpc/aws', states([])]]);
  it.each([
    [{ kind: 'no-source' } as const, 'error', 'Missing required argument: the argument "source" is required'],
    [
      { kind: 'duplicate', first: { file: 'infra/main.tf', line: 1 } } as const,
      'error',
      'Duplicate module call: a module call of this name was already defined at infra/main.tf:1.',
    ],
    [{ kind: 'invalid-name' } as const, 'error', 'Invalid module instance name: a name must start with a letter'],
    [
      { kind: 'expression', argument: 'version', text: 'var.v' } as const,
      'not-checked',
      'version is the expression var.v, not a literal',
    ],
  ])('%j is %s, never resolved as if unconstrained', (problem, status, text) => {
    const [finding] = judge([call({ problem })], { host: 'app.terraform.io' }, lists).findings;
    expect(finding?.verdict.status).toBe(status);
    const v = finding?.verdict as { error?: string; why?: string };
    expect(v.error ?? v.why).toContain(text);
  });
});
