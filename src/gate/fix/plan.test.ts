import { describe, expect, it } from 'vitest';
import type { VersionState } from '../../model.ts';
import type { ModuleCall } from '../calls.ts';
import type { Finding } from '../judge.ts';
import { planCall, type Plan } from './plan.ts';

const DEPRECATION = { reason: 'old', link: '' };
/** 1.1.0 to 1.3.0 deprecated, 1.4.0 and 2.0.0 not. */
const STATES: VersionState[] = [
  { version: '1.0.0', deprecation: null },
  { version: '1.1.0', deprecation: DEPRECATION },
  { version: '1.1.5', deprecation: DEPRECATION },
  { version: '1.2.0', deprecation: DEPRECATION },
  { version: '1.3.0', deprecation: null, revoked: true },
  { version: '1.4.0', deprecation: null },
  { version: '2.0.0', deprecation: null },
];

function finding(
  constraint: string | undefined,
  version: string,
  suggested: string | undefined,
  call: Partial<ModuleCall> = {},
): Finding {
  return {
    call: {
      directory: '.',
      key: 'vpc',
      source: 'app.terraform.io/acme/vpc/aws',
      ...(constraint !== undefined && { constraint }),
      location: { file: 'main.tf', line: 1 },
      from: 'configuration',
      ...call,
    },
    verdict: {
      status: 'deprecated',
      address: 'app.terraform.io/acme/vpc/aws',
      version,
      deprecation: DEPRECATION,
      ...(suggested !== undefined && { suggestion: { version: suggested, withinConstraint: false } }),
    },
  };
}

const plan = (f: Finding, fixMajor = false, states: VersionState[] = STATES): Plan => planCall(f, states, { fixMajor });

describe('what the fix writes', () => {
  it('writes an exact version as the suggestion, in the same form', () => {
    expect(plan(finding('1.1.0', '1.1.0', '1.4.0'))).toEqual({
      kind: 'rewrite',
      from: '1.1.0',
      to: '1.4.0',
      version: '1.4.0',
    });
    expect(plan(finding('= 1.1.0', '1.1.0', '1.4.0'))).toMatchObject({ to: '= 1.4.0' });
    expect(plan(finding('=v1.1.0 ', '1.1.0', '1.4.0'))).toMatchObject({ to: '=v1.4.0 ' });
  });

  it('writes a pessimistic constraint that admits no usable version as the same operator, at its precision', () => {
    expect(plan(finding('~> 1.1.0', '1.1.5', '1.4.0'))).toEqual({
      kind: 'rewrite',
      from: '~> 1.1.0',
      to: '~> 1.4.0',
      version: '1.4.0',
    });
    expect(plan(finding('~>1.1.0', '1.1.5', '1.4.0'))).toMatchObject({ to: '~>1.4.0' });
    expect(plan(finding('~> 1.1', '1.1.5', '2.0.0'), true)).toMatchObject({ kind: 'rewrite', to: '~> 2.0' });
  });

  it('leaves a constraint that already admits the suggestion: the installed version is old', () => {
    const installed = finding('~> 1.1', '1.2.0', '1.4.0', { exact: '1.2.0', from: 'modules.json' });
    expect(plan(installed)).toEqual({ kind: 'upgrade-installed', version: '1.4.0' });
  });

  it('is for a person when terraform init would pick a deprecated version all the same', () => {
    const states: VersionState[] = [...STATES, { version: '1.9.0', deprecation: DEPRECATION }];
    expect(plan(finding('~> 1.1', '1.2.0', '1.4.0', { exact: '1.2.0' }), false, states)).toMatchObject({
      kind: 'by-hand',
      why: expect.stringContaining('terraform init picks 1.9.0'),
    });
    // `~> 1.4.0` would pick 1.4.9, deprecated.
    const patched: VersionState[] = [...STATES, { version: '1.4.9', deprecation: DEPRECATION }];
    expect(plan(finding('~> 1.1.0', '1.1.5', '1.4.0'), false, patched)).toMatchObject({
      kind: 'by-hand',
      why: expect.stringContaining('would pick 1.4.9'),
    });
  });

  it('is for a person for other constraints, expressions, nested calls, majors, downgrades and no suggestion', () => {
    const why = (f: Finding, fixMajor = false): string => {
      const p = plan(f, fixMajor);
      return p.kind === 'by-hand' ? p.why : `not by hand: ${p.kind}`;
    };
    expect(why(finding('>= 1.1.0, < 1.3.0', '1.2.0', '1.4.0'))).toContain('neither an exact version nor one `~>` term');
    expect(
      why(
        finding(undefined, '1.2.0', '1.4.0', { problem: { kind: 'expression', argument: 'version', text: 'var.v' } }),
      ),
    ).toContain('the expression var.v');
    expect(why(finding('1.2.0', '1.2.0', '1.4.0', { via: 'network' }))).toContain('inside module.network');
    expect(why(finding('1.2.0', '1.2.0', '2.0.0'))).toContain('fix-major');
    expect(why(finding('1.2.0', '1.2.0', '1.0.0'))).toContain('not newer than 1.2.0');
    expect(why(finding('1.2.0', '1.2.0', undefined))).toContain('no version');
    expect(why(finding(undefined, '1.2.0', '1.4.0'))).toContain('no version argument');
    expect(plan(finding('1.2.0', '1.2.0', '2.0.0'), true)).toMatchObject({ kind: 'rewrite', to: '2.0.0' });
  });
});
