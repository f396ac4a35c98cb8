import { describe, expect, it } from 'vitest';
import type { VersionState } from '../../model.ts';
import type { ModuleCall } from '../read/calls.ts';
import { suggest, type Finding } from '../judge/judge.ts';
import { intentOf, type Intent } from './intent.ts';
import { ACTION_WORDS } from '../../wording.ts';

const DEPRECATION = { reason: 'old', link: '' };
/** 1.1.0 to 1.3.0 deprecated or revoked; 1.0.0, 1.4.0 and 2.0.0 not. */
const STATES: VersionState[] = [
  { version: '1.0.0', deprecation: null },
  { version: '1.1.0', deprecation: DEPRECATION },
  { version: '1.1.5', deprecation: DEPRECATION },
  { version: '1.2.0', deprecation: DEPRECATION },
  { version: '1.3.0', deprecation: DEPRECATION, revoked: true },
  { version: '1.4.0', deprecation: null },
  { version: '2.0.0', deprecation: null },
];

/** A call on `inUse`, judged as the gate judges it against `states`. */
function finding(
  constraint: string | undefined,
  inUse: string,
  call: Partial<ModuleCall> = {},
  states: VersionState[] = STATES,
): Finding {
  const made: ModuleCall = {
    directory: '.',
    key: 'vpc',
    source: 'app.terraform.io/acme/vpc/aws',
    ...(constraint !== undefined && { constraint }),
    location: { file: 'main.tf', line: 1 },
    from: 'configuration',
    ...call,
  };
  const suggestion = suggest(states, made, inUse);
  return {
    call: made,
    verdict: {
      status: 'deprecated',
      address: 'app.terraform.io/acme/vpc/aws',
      version: inUse,
      deprecation: DEPRECATION,
      ...(suggestion !== undefined && { suggestion }),
    },
  };
}

const plan = (f: Finding, fixMajor = false): Intent => intentOf(f, { words: ACTION_WORDS, fixMajor });
const why = (f: Finding, fixMajor = false): string => {
  const p = plan(f, fixMajor);
  return p.kind === 'by-hand' ? p.why : `not by hand: ${p.kind}`;
};

describe('what the fix writes', () => {
  it('writes an exact version as the suggestion, in the same form', () => {
    expect(plan(finding('1.1.0', '1.1.0'))).toEqual({ kind: 'rewrite', from: '1.1.0', to: '1.4.0', version: '1.4.0' });
    expect(plan(finding('= 1.1.0', '1.1.0'))).toMatchObject({ to: '= 1.4.0' });
  });

  it('writes a pessimistic constraint that admits no usable version as the same operator, at its precision', () => {
    expect(plan(finding('~> 1.1.0', '1.1.5'))).toEqual({
      kind: 'rewrite',
      from: '~> 1.1.0',
      to: '~> 1.4.0',
      version: '1.4.0',
    });
  });

  it('leaves a constraint that already selects the suggestion: the installed version is old', () => {
    expect(plan(finding('~> 1.1', '1.2.0', { exact: '1.2.0', from: 'modules.json' }))).toEqual({
      kind: 'upgrade-installed',
      version: '1.4.0',
    });
  });

  it('writes a new major version only with fix-major, and never goes back on its own', () => {
    const onlyMajor: VersionState[] = [
      { version: '1.0.0', deprecation: DEPRECATION },
      { version: '2.0.0', deprecation: null },
    ];
    expect(why(finding('1.0.0', '1.0.0', {}, onlyMajor))).toContain('fix-major');
    expect(plan(finding('1.0.0', '1.0.0', {}, onlyMajor), true)).toMatchObject({ kind: 'rewrite', to: '2.0.0' });
    const onlyOlder: VersionState[] = [
      { version: '1.0.0', deprecation: null },
      { version: '1.2.0', deprecation: DEPRECATION },
    ];
    expect(why(finding('1.2.0', '1.2.0', {}, onlyOlder), true)).toContain('going back to 1.0.0');
  });

  it('is for a person for other constraints, expressions, nested calls, a missing argument and no suggestion', () => {
    expect(why(finding('>= 1.1.0, < 1.3.0', '1.2.0'))).toContain('by hand');
    expect(why(finding(undefined, '1.2.0', { versionExpression: 'var.v' }))).toContain('the expression var.v');
    expect(why(finding('1.2.0', '1.2.0', { via: 'network' }))).toContain('upgrade that module');
    expect(why(finding(undefined, '1.2.0', { exact: '1.2.0' }))).toContain('Set version = "1.4.0"');
    const none: VersionState[] = [{ version: '1.2.0', deprecation: DEPRECATION }];
    expect(why(finding('1.2.0', '1.2.0', {}, none))).toContain('no other version');
  });
});
