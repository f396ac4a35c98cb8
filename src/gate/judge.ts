/**
 * Pure: module calls and the registry's version lists → which version each call uses, whether
 * it is deprecated, and what to move to. No I/O.
 */
import * as semver from '../versions/semver.ts';
import { GENERIC_REGISTRY_HOST, formatModuleAddress, sameServiceHost } from '../address.ts';
import type { ModuleAddress } from '../model.ts';
import type { Deprecation, Revocation, VersionState } from '../model.ts';
import { parseConstraint, satisfies, type Constraint } from '../versions/constraint.ts';
import { sortNewestFirst } from '../versions/selection.ts';
import { PUBLIC_REGISTRY_HOST, classifySource, normalizeHost, type CallProblem, type ModuleCall } from './calls.ts';

/** Which registry the gate checks: one host, and optionally one organization's namespace on it. */
export interface Scope {
  readonly host: string;
  readonly organization?: string;
}

/** A module of the private registry that some call uses: one versions read each. */
export interface Target {
  /** `host/namespace/name/provider`, as Terraform prints it. */
  readonly address: string;
  readonly module: ModuleAddress;
}

/**
 * Why a call of the checked registry was left out, where the gate's own settings or the files
 * decided it (other reasons, a local path or another host, need no more than `why`).
 */
export type NotCheckedCause = 'other-organization' | 'version-expression';

/** Why a call is not checked: for the reader, and as a value for a verdict that checked nothing. */
export interface NotChecked {
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
      /** Revoked as well (new workspaces that use it cannot run); undefined where the service shows no revocation. */
      readonly revoked?: boolean;
      /** The revocation's own message and link, where they were read. */
      readonly revocation?: Revocation;
    }
  | {
      readonly status: 'error';
      readonly address?: string;
      readonly error: string;
      /**
       * Whose the failure is: the configuration's (a block Terraform refuses, a version that
       * cannot be resolved) or the service's (the versions could not be read; the default).
       */
      readonly cause?: 'configuration' | 'service';
    };

export interface Suggestion {
  readonly version: string;
  /** True when it satisfies the call's constraint (or the call has none). */
  readonly withinConstraint: boolean;
  /** Outside the constraint, a newer release of the major in use, rather than a new major. */
  readonly sameMajor?: boolean;
}

export interface Finding {
  readonly call: ModuleCall;
  readonly verdict: Verdict;
  /** With `only-new`: the base commit already made this call at this deprecated version; a warning only. */
  readonly onBase?: true;
}

/** One deprecated version of one module, with every call that uses it. */
export interface DeprecatedUse {
  readonly address: string;
  readonly version: string;
  readonly deprecation: Deprecation;
  readonly calls: readonly Finding[];
  /** Revoked as well as deprecated. */
  readonly revoked?: true;
  /** The revocation's own message and link, where they were read. */
  readonly revocation?: Revocation;
  /** The newest version not deprecated that satisfies every one of the calls' constraints, else the newest not deprecated. */
  readonly suggested?: string;
}

/** What the registry answered for a module: its versions, or why they could not be read. */
export type VersionList = readonly VersionState[] | { readonly error: string };

/** The module a call checks, or why it is not checked. */
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

/** The distinct modules to read, in the order first called. */
export function modulesToRead(calls: readonly ModuleCall[], scope: Scope): Target[] {
  const targets = new Map<string, Target>();
  for (const call of calls) {
    const target = targetOf(call, scope);
    if ('address' in target && !targets.has(keyOf(target.address))) targets.set(keyOf(target.address), target);
  }
  return [...targets.values()];
}

/** What is wrong with a block, worded as Terraform words it where it has words for it. */
export function problemText(problem: CallProblem): string {
  switch (problem.kind) {
    case 'no-source':
      return 'Missing required argument: the argument "source" is required, but no definition was found.';
    case 'invalid-name':
      return 'Invalid module instance name: a name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes.';
    case 'duplicate':
      return `Duplicate module call: a module call of this name was already defined at ${problem.first.file}${problem.first.line !== undefined ? `:${problem.first.line}` : ''}. Module calls must have unique names within a module.`;
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

/**
 * What to move to: the newest version that is not deprecated and satisfies every constraint
 * given; else a newer release of the same major as the version in use (no breaking change to
 * make), else the newest release that is not deprecated, else nothing.
 */
export function suggest(
  states: readonly VersionState[],
  constraints: ReadonlyArray<string | undefined>,
  inUse?: string,
): Suggestion | undefined {
  const free = new Set(states.filter((s) => s.deprecation === null && s.revoked !== true).map((s) => s.version));
  const candidates = sortNewestFirst(states.map((s) => s.version)).filter((v) => free.has(v));
  const parsed = constraints.map(parseOptional).filter((c): c is Constraint => c !== undefined);
  const within = candidates.find((v) => (parsed.length === 0 ? isRelease(v) : parsed.every((c) => satisfies(v, c))));
  if (within !== undefined) return { version: within, withinConstraint: true };
  const used = inUse !== undefined ? semver.parse(inUse) : null;
  const sameMajor =
    used !== null
      ? candidates.find((v) => isRelease(v) && semver.major(v) === used.major && semver.gt(v, used))
      : undefined;
  if (sameMajor !== undefined) return { version: sameMajor, withinConstraint: false, sameMajor: true };
  const newest = candidates.find(isRelease);
  return newest !== undefined ? { version: newest, withinConstraint: false } : undefined;
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
    let resolved = resolvedFor.get(callKey);
    if (resolved === undefined) {
      const versions = list.map((s) => s.version);
      let newestFirst = newestFirstOf.get(key);
      if (newestFirst === undefined) newestFirstOf.set(key, (newestFirst = sortNewestFirst(versions)));
      resolved = resolveVersion(versions, call, newestFirst);
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
    // The version in use follows from the call's key, so the key is the suggestion's key too.
    if (!suggestedFor.has(callKey)) suggestedFor.set(callKey, suggest(list, [call.constraint], resolved.version));
    const suggestion = suggestedFor.get(callKey);
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
    const direct = g.calls.filter((f) => f.call.via === undefined);
    const suggested =
      direct.length === 0
        ? undefined
        : suggest(
            list,
            direct.map((f) => f.call.constraint),
            g.version,
          )?.version;
    return { ...g, ...(suggested !== undefined && { suggested }) };
  });
  return { findings, deprecated };
}

export { keyOf as targetKey };
