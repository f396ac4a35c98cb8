/**
 * Pure: what the fix does for one call on a deprecated or revoked version. An exact version
 * becomes the suggestion in the same form; a pessimistic (`~>`) constraint that admits no usable
 * version becomes the same operator on the suggestion, at the same precision; a constraint that
 * already admits it is left as it is (the installed version is what is old: `terraform init
 * -upgrade`); anything else is for a person, with the reason.
 */
import semver from 'semver';
import type { VersionState } from '../../model.ts';
import { parseConstraint, satisfies, type Constraint } from '../../versions/constraint.ts';
import { sortNewestFirst } from '../../versions/selection.ts';
import { callAddress } from '../calls.ts';
import type { Finding } from '../judge.ts';
import { suggestedVersion } from './suggestion.ts';

/** What the fix does for a call; `version` is the version it moves to, where there is one. */
export type Plan =
  | {
      readonly kind: 'rewrite';
      /** The version argument as written, and as it is to be written. */
      readonly from: string;
      readonly to: string;
      readonly version: string;
    }
  | { readonly kind: 'upgrade-installed'; readonly version: string }
  | { readonly kind: 'by-hand'; readonly why: string; readonly version?: string };

export interface PlanOptions {
  /** `fix-major`: a suggestion in another major version may be written too. */
  readonly fixMajor: boolean;
}

/** `= v1.2.0`: an exact version, with what is around the version kept. */
const EXACT = /^(\s*(?:=\s*)?v?)(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)(\s*)$/;
/** `~> 1.2` and `~> 1.2.0`: one pessimistic term, of releases. */
const PESSIMISTIC = /^(\s*~>\s*v?)(\d+(?:\.\d+){0,2})(\s*)$/;

const isFree = (state: VersionState | undefined): boolean =>
  state !== undefined && state.deprecation === null && state.revoked !== true;

/** The version `terraform init -upgrade` picks for a constraint: the newest it admits. */
function newestAdmitted(states: readonly VersionState[], constraint: Constraint): VersionState | undefined {
  const byVersion = new Map(states.map((s) => [s.version, s]));
  const newest = sortNewestFirst(states.map((s) => s.version)).find((v) => satisfies(v, constraint));
  return newest === undefined ? undefined : byVersion.get(newest);
}

export function planCall(finding: Finding, states: readonly VersionState[] | undefined, options: PlanOptions): Plan {
  const { call, verdict } = finding;
  if (verdict.status !== 'deprecated') return { kind: 'by-hand', why: 'the call uses no deprecated version' };
  if (call.via !== undefined) {
    return {
      kind: 'by-hand',
      why: `the version is set inside ${callAddress(call.via)}, a module from elsewhere: upgrade that call`,
    };
  }
  const expression = call.versionExpression ?? (call.problem?.kind === 'expression' ? call.problem.text : undefined);
  if (expression !== undefined) {
    return { kind: 'by-hand', why: `the version is the expression ${expression}, not a literal` };
  }
  const suggested = suggestedVersion(verdict);
  if (suggested === undefined) {
    return { kind: 'by-hand', why: 'no version of the module is free of deprecation and revocation' };
  }
  const to = { version: suggested };
  const written = call.constraint;
  if (written === undefined || written.trim() === '') {
    return { kind: 'by-hand', why: 'the block has no version argument to rewrite', ...to };
  }
  const inUse = semver.valid(verdict.version);
  if (inUse !== null && semver.lte(suggested, inUse)) {
    return { kind: 'by-hand', why: `${suggested} is not newer than ${verdict.version}, the version in use`, ...to };
  }
  if (inUse !== null && semver.major(suggested) !== semver.major(inUse) && !options.fixMajor) {
    return {
      kind: 'by-hand',
      why: `${suggested} is a new major version: check its changes, then set \`fix-major: true\` or change it by hand`,
      ...to,
    };
  }
  if (states === undefined) return { kind: 'by-hand', why: "the module's versions were not read", ...to };
  const exact = EXACT.exec(written);
  if (exact !== null) {
    const [, before = '', , after = ''] = exact;
    return { kind: 'rewrite', from: written, to: `${before}${suggested}${after}`, version: suggested };
  }
  const pessimistic = PESSIMISTIC.exec(written);
  if (pessimistic === null) {
    return {
      kind: 'by-hand',
      why: `the constraint ${JSON.stringify(written)} is neither an exact version nor one \`~>\` term`,
      ...to,
    };
  }
  const constraint = parseConstraint(written);
  if (satisfies(suggested, constraint)) {
    // The constraint admits the suggestion: what terraform init installed is what is old, as long
    // as the newest version it admits (what `-upgrade` picks) is itself usable.
    const picked = newestAdmitted(states, constraint);
    return isFree(picked)
      ? { kind: 'upgrade-installed', version: picked?.version ?? suggested }
      : {
          kind: 'by-hand',
          why: `${JSON.stringify(written)} admits ${suggested}, but terraform init picks ${picked?.version ?? 'another version'}, which is deprecated: narrow the constraint by hand`,
          ...to,
        };
  }
  const [, before = '', version = '', after = ''] = pessimistic;
  const parts = version.split('.').length;
  const target = semver.parse(suggested);
  if (target === null || target.prerelease.length > 0) {
    return { kind: 'by-hand', why: `${suggested} is a prerelease, which a \`~>\` constraint never picks`, ...to };
  }
  const precise = [target.major, target.minor, target.patch].slice(0, parts).join('.');
  const rewritten = `${before}${precise}${after}`;
  const picked = newestAdmitted(states, parseConstraint(rewritten));
  if (!isFree(picked)) {
    return {
      kind: 'by-hand',
      why: `${JSON.stringify(rewritten.trim())} would pick ${picked?.version ?? 'no version'}, which is deprecated: change it by hand`,
      ...to,
    };
  }
  return { kind: 'rewrite', from: written, to: rewritten, version: picked?.version ?? suggested };
}
