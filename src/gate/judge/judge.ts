/** Pure: module calls and the registry's version lists → which version each call uses, its state, what to move to. */
import * as semver from '../../versions/semver.ts';
import { GENERIC_REGISTRY_HOST, formatModuleAddress, sameServiceHost } from '../../address.ts';
import type { Deprecation, ModuleAddress, Revocation, VersionState } from '../../model.ts';
import { satisfies } from '../../versions/constraint.ts';
import { parseConstraint, type Constraint } from '../../versions/constraint-syntax.ts';
import { sortNewestFirst } from '../../versions/selection.ts';
import { suggestVersion, type SuggestedVersion } from '../../versions/suggestion.ts';
import {
  PUBLIC_REGISTRY_HOST,
  classifySource,
  normalizeHost,
  type CallProblem,
  type ModuleCall,
} from '../read/calls.ts';

/** Which registry the gate checks: one host, and optionally one organization's namespace on it. */
export interface Scope {
  readonly host: string;
  readonly organization?: string;
}

export interface Target {
  /** `host/namespace/name/provider`, as Terraform prints it. */
  readonly address: string;
  readonly module: ModuleAddress;
}

/** Why a call of the checked registry was left out, where the gate's settings or the files decided it. */
export type NotCheckedCause = 'other-organization' | 'version-expression';

/** Why a call is not checked: for the reader, and a verdict that checked nothing. */
interface NotChecked {
  readonly why: string;
  readonly cause?: NotCheckedCause;
}

export type Verdict =
  | ({ readonly status: 'not-checked' } & NotChecked)
  | {
      readonly status: 'ok';
      readonly address: string;
      readonly version: string;
      /** False where the service shows revocation; undefined where it shows none. */
      readonly revoked?: false;
    }
  | {
      readonly status: 'deprecated';
      readonly address: string;
      readonly version: string;
      readonly deprecation: Deprecation;
      readonly suggestion?: Suggestion;
      /** Revoked as well; undefined where the service shows no revocation. */
      readonly revoked?: boolean;
      readonly revocation?: Revocation;
    }
  | {
      readonly status: 'error';
      readonly address?: string;
      readonly error: string;
      /** Whose the failure is: the configuration's (a block Terraform refuses) or the service's (the default). */
      readonly cause?: 'configuration' | 'service';
    };

/**
 * What to move a call to (the suggestion rule, versions/suggestion.ts), and what to write in the call's `version`
 * argument to get it: rendered by `advice.ts`, and what a fix rewrites.
 */
export interface Suggestion extends SuggestedVersion {
  readonly edit: VersionEdit;
}

/**
 * What to do to the call's `version` argument so that `terraform init` picks the suggestion:
 * - rewrite: write `to` in place of `from`, the argument's text as written (the string's value);
 *   `to` is in the form of `from` (`1.1.0`, `= 1.1.0`, `~> 1.1`) and selects the suggestion;
 * - init-upgrade: the argument already selects the suggestion (`from`, or no argument at all): the
 *   version `terraform init` installed (modules.json) is what is old; `terraform init -upgrade`;
 * - by-hand: no rewrite can be computed from the files, for the reason `why`.
 */
export type VersionEdit =
  | { readonly kind: 'rewrite'; readonly from: string; readonly to: string }
  | { readonly kind: 'init-upgrade'; readonly from?: string }
  | { readonly kind: 'by-hand'; readonly why: ByHandReason; readonly from?: string };

/**
 * - no-version-argument: the block has no `version` to rewrite (one is to be added);
 * - version-expression: the version is a variable or an expression (`from` is its text);
 * - nested-call: the enclosing module's own files set it: upgrade that module instead;
 * - unusual-constraint: a range or several terms (`>= 1.0, < 1.3`): no rewrite keeps its intent.
 */
export type ByHandReason = 'no-version-argument' | 'version-expression' | 'nested-call' | 'unusual-constraint';

export interface Finding {
  readonly call: ModuleCall;
  readonly verdict: Verdict;
  /** With `onlyNew`: the base commit already made this call at this deprecated version; a warning only. */
  readonly onBase?: true;
}

/** One deprecated version of one module, with every call that uses it. */
export interface DeprecatedUse {
  readonly address: string;
  readonly version: string;
  readonly deprecation: Deprecation;
  readonly calls: readonly Finding[];
  readonly revoked?: true;
  readonly revocation?: Revocation;
  /** What to move to (the same for each of its calls, whose edits differ); none for nested calls only. */
  readonly suggestion?: SuggestedVersion;
}

/** `unlisted` when only the module read names the version (revoked): an installed version matches it, not a range. */
export type JudgedVersion = VersionState & { readonly unlisted?: true };

export type VersionList = readonly JudgedVersion[] | { readonly error: string };

export function targetOf(call: ModuleCall, scope: Scope): Target | NotChecked {
  // A version that is an expression still names its module: it is left out last, so that what is
  // said of the call is what kept it out of the check (another host, or the version).
  const versionExpression = call.problem?.kind === 'expression' && call.problem.argument === 'version';
  if (call.problem !== undefined && !versionExpression) return { why: problemText(call.problem) };
  const source = classifySource(call.source);
  if (source.kind === 'local') return { why: 'local path' };
  if (source.kind === 'remote') {
    return { why: source.what === 'git' ? 'git repository' : source.what === 'URL' ? 'remote URL' : source.what };
  }
  const serviceHost = normalizeHost(scope.host);
  // The generic host is the checked service's own registry, whichever host that is.
  if (source.host !== GENERIC_REGISTRY_HOST && !sameServiceHost(source.host, serviceHost)) {
    return { why: source.host === PUBLIC_REGISTRY_HOST ? 'public registry' : `registry on ${source.host}` };
  }
  if (scope.organization !== undefined && source.module.namespace.toLowerCase() !== scope.organization.toLowerCase()) {
    return { why: `organization ${source.module.namespace}, not ${scope.organization}`, cause: 'other-organization' };
  }
  if (call.problem !== undefined) return { why: problemText(call.problem), cause: 'version-expression' };
  // The service's own spelling, so `localhost.:8080/…` and `localhost:8080/…` are one module.
  return { address: formatModuleAddress(serviceHost, source.module), module: source.module };
}

const keyOf = (address: string): string => address.toLowerCase();

/** What is wrong with a block, worded as Terraform words it where it has words for it. */
function problemText(problem: CallProblem): string {
  switch (problem.kind) {
    case 'no-source':
      return 'Missing required argument: the argument "source" is required, but no definition was found.';
    case 'invalid-name':
      return 'Invalid module instance name: a name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes.';
    case 'duplicate':
      return `Duplicate module call: a module call of this name was already defined at ${problem.first.file}${problem.first.line !== undefined ? `:${problem.first.line}` : ''}. Module calls must have unique names within a module.`;
    case 'not-one-version':
      return problem.version.includes(', ')
        ? `version is given more than once (${JSON.stringify(problem.version)}): Terragrunt refuses a tfr:// source with more than one version query, so downloading the module fails. Give the one version to use, once.`
        : `version ${JSON.stringify(problem.version)} is not one version (such as 1.2.0): Terragrunt passes the version of a tfr:// source to the registry as it is, so downloading the module fails. Give the one version to use.`;
    case 'expression':
      return problem.argument === 'version'
        ? `version is the expression ${problem.text}, not a literal: which version terraform init picks cannot be known from the files`
        : `source is the expression ${problem.text}, not a literal: which module it names cannot be known from the files`;
  }
}

function parseOptional(text: string | undefined): Constraint | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return parseConstraint(text);
  } catch {
    return undefined;
  }
}

const isRelease = (v: string): boolean => semver.valid(v) !== null && semver.prerelease(v) === null;

/**
 * The version `terraform init` picks: the exact one modules.json records, else the newest the
 * constraint allows (a prerelease only when an `=` term names it), else the newest release.
 */
export function resolveVersion(
  versions: readonly string[],
  call: Pick<ModuleCall, 'exact' | 'constraint'>,
  newestFirstGiven?: readonly string[],
): { version: string } | { error: string } {
  if (call.exact !== undefined) {
    const wanted = semver.valid(call.exact);
    const found = versions.find((v) => (wanted !== null ? semver.valid(v) === wanted : v === call.exact));
    return found !== undefined
      ? { version: found }
      : { error: `version ${call.exact}, installed by terraform init, is not in the registry` };
  }
  const newestFirst = newestFirstGiven ?? sortNewestFirst(versions);
  if (call.constraint !== undefined && call.constraint.trim() !== '') {
    let constraint: Constraint;
    try {
      constraint = parseConstraint(call.constraint);
    } catch (error) {
      return { error: `version constraint ${JSON.stringify(call.constraint)} is invalid: ${(error as Error).message}` };
    }
    const found = newestFirst.find((v) => satisfies(v, constraint));
    return found !== undefined
      ? { version: found }
      : { error: `no version in the registry satisfies ${JSON.stringify(call.constraint)}; terraform init would fail` };
  }
  const newest = newestFirst.find(isRelease);
  return newest !== undefined ? { version: newest } : { error: 'the registry lists no release of this module' };
}

/** A version argument of one term, `=` or `~>` or none: its operator and spacing, the version, the rest. */
const ONE_TERM = /^(\s*(?:=|~>)?\s*v?)(\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)(\s*)$/;

/**
 * What to write in a call's `version` argument so that `terraform init` picks `target`, checked by resolving the text
 * as `terraform init -upgrade` would: the argument as it is, where it already selects it; an exact version in the same
 * form; a `~>` on the target (as precise as it was, or more where a looser one would pick a newer version that is not
 * free), else the exact target; anything else by hand.
 */
export function versionEdit(
  call: Pick<ModuleCall, 'constraint' | 'via' | 'versionExpression'>,
  target: string,
  newestFirst: readonly string[],
): VersionEdit {
  if (call.via !== undefined) return { kind: 'by-hand', why: 'nested-call' };
  if (call.versionExpression !== undefined) {
    return { kind: 'by-hand', why: 'version-expression', from: call.versionExpression };
  }
  const from = call.constraint !== undefined && call.constraint.trim() !== '' ? call.constraint : undefined;
  const selects = (text: string | undefined): boolean => {
    const picked = resolveVersion(newestFirst, text === undefined ? {} : { constraint: text }, newestFirst);
    return 'version' in picked && picked.version === target;
  };
  if (selects(from)) return { kind: 'init-upgrade', ...(from !== undefined && { from }) };
  if (from === undefined) return { kind: 'by-hand', why: 'no-version-argument' };
  const terms = parseOptional(from)?.terms ?? [];
  const written = ONE_TERM.exec(from);
  const [term] = terms;
  const wanted = semver.parse(target);
  if (terms.length === 1 && term !== undefined && written !== null && wanted !== null) {
    const [, prefix = '', , rest = ''] = written;
    const parts = [wanted.major, wanted.minor, wanted.patch];
    const forms =
      term.operator === '='
        ? [`${prefix}${target}${rest}`]
        : term.operator === '~>'
          ? [
              // `~>` takes no prerelease; where no `~>` selects the target alone, the exact version does.
              ...(wanted.prerelease.length > 0 ? [] : [1, 2, 3].filter((n) => n >= term.parts)).map(
                (n) => `${prefix}${parts.slice(0, n).join('.')}${rest}`,
              ),
              target,
            ]
          : [];
    const to = forms.find(selects);
    if (to !== undefined) return { kind: 'rewrite', from, to };
  }
  return { kind: 'by-hand', why: 'unusual-constraint', from };
}

/** What to move a call on `inUse` to, and what to write for it; undefined where no version is free. */
export function suggest(
  states: readonly VersionState[],
  call: Pick<ModuleCall, 'constraint' | 'via' | 'versionExpression'>,
  inUse: string,
  newestFirst: readonly string[] = sortNewestFirst(states.map((s) => s.version)),
): Suggestion | undefined {
  const suggested = suggestVersion(inUse, states, newestFirst);
  return suggested === undefined
    ? undefined
    : { ...suggested, edit: versionEdit(call, suggested.version, newestFirst) };
}

export function judge(
  calls: readonly ModuleCall[],
  scope: Scope,
  lists: ReadonlyMap<string, VersionList>,
): { findings: Finding[]; deprecated: DeprecatedUse[] } {
  // Many calls share a module and a constraint (28,000 calls of 400 modules in a monorepo): each
  // module's versions are sorted once, and each distinct call resolved and suggested for once.
  const newestFirstOf = new Map<string, readonly string[]>();
  const resolvedFor = new Map<string, ReturnType<typeof resolveVersion>>();
  const suggestedFor = new Map<string, Suggestion | undefined>();
  const findings = calls.map((call): Finding => {
    // Terraform refuses these blocks: so does the gate, at the block.
    if (call.problem !== undefined && call.problem.kind !== 'expression') {
      return { call, verdict: { status: 'error', error: problemText(call.problem), cause: 'configuration' } };
    }
    const target = targetOf(call, scope);
    if (!('address' in target)) return { call, verdict: { status: 'not-checked', ...target } };
    const { address } = target;
    const list = lists.get(keyOf(address));
    if (list === undefined) return { call, verdict: { status: 'error', address, error: 'the versions were not read' } };
    if ('error' in list) return { call, verdict: { status: 'error', address, error: list.error } };
    const key = keyOf(address);
    const callKey = `${key}\u0000${call.exact ?? '\u0001'}\u0000${call.constraint ?? '\u0001'}`;
    let newestFirst = newestFirstOf.get(key);
    if (newestFirst === undefined) {
      newestFirstOf.set(key, (newestFirst = sortNewestFirst(list.flatMap((s) => (s.unlisted ? [] : [s.version])))));
    }
    let resolved = resolvedFor.get(callKey);
    if (resolved === undefined) {
      // A constraint picks from the list, as terraform init does; an installed version may be unlisted.
      resolved = resolveVersion(
        list.map((s) => s.version),
        call,
        newestFirst,
      );
      resolvedFor.set(callKey, resolved);
    }
    if ('error' in resolved) {
      return { call, verdict: { status: 'error', address, error: resolved.error, cause: 'configuration' } };
    }
    const state = list.find((s) => s.version === resolved.version);
    // A revoked version counts even where the read shows no deprecation: its runs fail all the same.
    if (state === undefined || (state.deprecation === null && state.revoked !== true)) {
      const revocation = state?.revoked === false ? { revoked: false as const } : {};
      return { call, verdict: { status: 'ok', address, version: resolved.version, ...revocation } };
    }
    // The version in use follows from the call's key; what to write, from how its block sets it too.
    const suggestionKey = `${callKey}\u0000${call.via !== undefined}\u0000${call.versionExpression ?? '\u0001'}`;
    if (!suggestedFor.has(suggestionKey)) {
      suggestedFor.set(suggestionKey, suggest(list, call, resolved.version, newestFirst));
    }
    const suggestion = suggestedFor.get(suggestionKey);
    return {
      call,
      verdict: {
        status: 'deprecated',
        address,
        version: resolved.version,
        deprecation: state.deprecation ?? { reason: '', link: '' },
        ...(suggestion !== undefined && { suggestion }),
        ...(state.revoked !== undefined && { revoked: state.revoked }),
      },
    };
  });

  const groups = new Map<
    string,
    { address: string; version: string; deprecation: Deprecation; revoked?: true; calls: Finding[] }
  >();
  for (const finding of findings) {
    const v = finding.verdict;
    if (v.status !== 'deprecated') continue;
    const id = `${keyOf(v.address)}@${v.version}`;
    const group = groups.get(id) ?? {
      address: v.address,
      version: v.version,
      deprecation: v.deprecation,
      ...(v.revoked === true && { revoked: true as const }),
      calls: [],
    };
    group.calls.push(finding);
    groups.set(id, group);
  }
  const deprecated = [...groups.values()].map((g): DeprecatedUse => {
    const list = lists.get(keyOf(g.address)) as readonly VersionState[];
    // Only calls whose own block sets the version can take a suggestion; nested ones cannot.
    const direct = g.calls.some((f) => f.call.via === undefined);
    const suggestion = direct ? suggestVersion(g.version, list, newestFirstOf.get(keyOf(g.address))) : undefined;
    return { ...g, ...(suggestion !== undefined && { suggestion }) };
  });
  return { findings, deprecated };
}

export { keyOf as targetKey };
