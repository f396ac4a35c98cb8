/** The policy plan as `terraform plan` prints one: non-zero counts, then changes per module (+ deprecate, - revert). */
import { updatesRevocation, type Change } from '../changes/plan.ts';
import type { Deprecation, Revocation, Usage } from '../model.ts';
import { usageOf, usageText } from '../usage/format.ts';
import { deprecationText, someOf } from '../report.ts';
import type { PolicyRule } from './types.ts';
import { KEEP_LATEST, ONLY_UNUSED } from './load.ts';
import type { Coverage, IdleRule, ModulePlan } from './plan.ts';
import { BLAST_RADIUS_DAYS, blastRadius, type RevocationReach } from './blast-radius.ts';
import { BLAST_RADIUS_MEANING } from '../changes/blast-radius.ts';
import { plural } from '../text.ts';

export interface PlannedModule {
  readonly address: string;
  /** The module's rules, to name an idle one by its line. */
  readonly entry?: { readonly rules: readonly Pick<PolicyRule, 'line' | 'versions'>[] };
  readonly plan?: ModulePlan;
  readonly error?: string;
  readonly usage?: Usage;
}

const SYMBOL: Record<Exclude<Change['kind'], 'unchanged'>, string> = {
  deprecate: '+',
  update: '~',
  revoke: '!',
  unrevoke: '~',
  revert: '-',
};

function countChanges(modules: readonly PlannedModule[]): Record<Change['kind'], number> {
  const counts = { deprecate: 0, update: 0, revoke: 0, unrevoke: 0, revert: 0, unchanged: 0 };
  for (const m of modules) for (const c of m.plan?.changes ?? []) counts[c.kind]++;
  return counts;
}

export interface ScheduledRevocation {
  readonly version: string;
  readonly revokeOn: string;
  readonly daysLeft: number;
  /** The rule revokes only unused versions: on the day, one in use stays deprecated. */
  readonly onlyUnused: boolean;
  /** Revoked now, and this plan takes the revocation back until the day (`prune`). */
  readonly unrevokedNow: boolean;
}

/**
 * The revocations a schedule has planned for later. A version that is revoked already and stays so (revoked by
 * hand, without `prune`) has nothing pending.
 */
export function scheduled(plan: ModulePlan | undefined): ScheduledRevocation[] {
  const pending: ScheduledRevocation[] = [];
  const changes = plan?.changes ?? [];
  const staysRevoked = new Set(changes.filter((c) => c.revokedAfter).map((c) => c.version));
  const unrevoked = new Set(changes.filter((c) => c.revokedBefore && !c.revokedAfter).map((c) => c.version));
  for (const [version, c] of plan?.coverage ?? new Map<string, Coverage>()) {
    if (typeof c === 'object' && c.revokeOn !== undefined && c.daysLeft !== undefined && !staysRevoked.has(version)) {
      pending.push({
        version,
        revokeOn: c.revokeOn,
        daysLeft: c.daysLeft,
        onlyUnused: c.onlyUnused === true,
        unrevokedNow: unrevoked.has(version),
      });
    }
  }
  return pending;
}

/** Why a rule takes no version: 'The rule on line 14 ("= 1.3.0") takes none of the versions it matches: …'. */
export function idleText(
  idle: IdleRule,
  rules: readonly Pick<PolicyRule, 'line' | 'versions'>[],
  /** How text from the file and option names are shown: as is for the log, escaped for Markdown. */
  show: { readonly text: (s: string) => string; readonly code: (s: string) => string } = {
    text: (s) => s,
    code: (s) => `\`${s}\``,
  },
): string {
  const name = (index: number): string => {
    const rule = rules[index];
    return rule === undefined
      ? `rule ${index + 1}`
      : `the rule on line ${rule.line} (${show.text(JSON.stringify(rule.versions.text))})`;
  };
  const byTaker = new Map<number | 'newest-kept', string[]>();
  for (const v of idle.versions) byTaker.set(v.takenBy, [...(byTaker.get(v.takenBy) ?? []), v.version]);
  const why = [...byTaker].map(([taker, versions]) =>
    taker === 'newest-kept'
      ? `${show.code(KEEP_LATEST)} keeps ${show.text(someOf(versions))}`
      : `${name(taker)} comes first for ${show.text(someOf(versions))}`,
  );
  const fix =
    byTaker.size === 1 && byTaker.has('newest-kept')
      ? `Lower ${show.code(KEEP_LATEST)} for it to apply.`
      : 'A version takes the first rule it satisfies: put narrower rules before wider ones.';
  const subject = name(idle.rule);
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} takes none of the versions it matches: ${why.join('; ')}. ${fix}`;
}

export function planHeadline(modules: readonly PlannedModule[]): string {
  const c = countChanges(modules);
  const failed = modules.filter((m) => m.error !== undefined && m.plan === undefined).length;
  const pending = modules.reduce((n, m) => n + scheduled(m.plan).length, 0);
  // Only the counts that are not zero, as the single-module plan says it.
  const parts = [
    ...(['deprecate', 'update', 'revoke', 'unrevoke', 'revert'] as const)
      .filter((kind) => c[kind] > 0)
      .map((kind) => `${c[kind]} to ${kind}`),
    ...(c.unchanged > 0 ? [`${c.unchanged} unchanged`] : []),
  ];
  return `Plan: ${parts.length > 0 ? parts.join(', ') : 'nothing to change'}${pending > 0 ? `; ${plural(pending, 'revocation')} scheduled` : ''}${failed > 0 ? `; ${plural(failed, 'module')} could not be read` : ''}.`;
}

/** " (no link)" after a deprecation without one, where the other side of an update has one. */
const noLink = (d: Deprecation | null, other: Deprecation | null): string =>
  d !== null && d.link === '' && other !== null && other.link !== '' ? ' (no link)' : '';

/** A revocation as a deprecation is shown: its message and link. */
export const asDeprecation = (r: Revocation): Deprecation => ({ reason: r.message, link: r.link });

/** What taking a revocation back means: new workspaces can start on the version again; its message goes. */
function revocationGoes(change: { readonly revocationBefore?: Revocation }, show: (d: Deprecation) => string): string {
  const message = change.revocationBefore !== undefined ? ` ${show(asDeprecation(change.revocationBefore))}` : '';
  return `; ⚠ new workspaces can start on it again: its revocation${message} goes away`;
}

/** What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a deprecation. */
export function changeText(
  change: Pick<Change, 'before' | 'after'> & {
    readonly kind: Change['kind'] | 'missing';
    readonly steps: readonly (Change['steps'][number] | { readonly step: Change['steps'][number] })[];
    readonly revocationBefore?: Revocation;
    readonly revocationAfter?: Revocation;
  },
  show: (d: Deprecation) => string = deprecationText,
): string {
  const quoted = (d: Deprecation | null): string => (d === null ? 'active' : show(d));
  const steps = change.steps.map((s) => (typeof s === 'string' ? s : s.step));
  switch (change.kind) {
    case 'missing':
      return 'not in the registry';
    case 'deprecate':
      return `deprecate with ${quoted(change.after)}`;
    case 'update':
      if (updatesRevocation(change)) {
        // Planned only where the revocation was read: both are known.
        const before = change.revocationBefore !== undefined ? asDeprecation(change.revocationBefore) : null;
        const after = change.revocationAfter !== undefined ? asDeprecation(change.revocationAfter) : null;
        return `revocation ${quoted(before)}${noLink(before, after)} → ${quoted(after)}${noLink(after, before)}`;
      }
      // The link that goes (or comes) is said in words: an empty link shows nothing otherwise.
      return `${quoted(change.before)}${noLink(change.before, change.after)} → ${quoted(change.after)}${noLink(change.after, change.before)}`;
    case 'revoke': {
      const revocation =
        change.revocationAfter !== undefined ? ` with ${show(asDeprecation(change.revocationAfter))}` : '';
      return steps.includes('deprecate')
        ? `deprecate with ${quoted(change.after)}, then revoke${revocation}`
        : `revoke${revocation}`;
    }
    case 'unrevoke':
      return `unrevoke, back to deprecated ${quoted(change.before)}${steps.includes('update') ? ` → ${quoted(change.after)}` : ''}${revocationGoes(change, show)}`;
    case 'revert':
      return `${steps.includes('unrevoke') ? 'unrevoke, then ' : ''}revert deprecation ${quoted(change.before)}${steps.includes('unrevoke') ? revocationGoes(change, show) : ''}`;
    case 'unchanged':
      return 'unchanged';
  }
}

export function formatPlan(modules: readonly PlannedModule[]): string[] {
  const lines = [planHeadline(modules)];
  for (const m of modules) {
    if (m.plan === undefined) {
      lines.push('', `${m.address}: could not be read: ${m.error ?? 'unknown error'}`);
      continue;
    }
    const changes = m.plan.changes.filter((c) => c.kind !== 'unchanged');
    const users = (version: string): string => {
      const used = usageOf(m.usage, version);
      return used !== undefined ? ` · ${usageText(used)}` : '';
    };
    const { held, kept, idle, missing } = m.plan;
    const body = [
      ...changes.map(
        (c) => `  ${SYMBOL[c.kind as keyof typeof SYMBOL]} ${c.version}: ${changeText(c)}${users(c.version)}`,
      ),
      ...[...held].map(
        ([version, used]) => `  = ${version}: not revoked, in use by ${usageText(used)} (\`${ONLY_UNUSED}\`)`,
      ),
      ...(kept.length > 0
        ? [`  = ${someOf(kept)}: left out of the rules, among the newest released (\`${KEEP_LATEST}\`)`]
        : []),
      ...scheduled(m.plan).map((p) => `  … ${p.version}: ${scheduleText(p)}${users(p.version)}`),
      ...idle.map((i) => `  ⚠ ${idleText(i, m.entry?.rules ?? [])}`),
      ...missing.map((version) => `  ✗ ${version}: not in the registry`),
    ];
    if (body.length > 0) lines.push('', `${m.address}:`, ...body);
  }
  lines.push(...blastRadiusLines(modules));
  if (
    modules.every(
      (m) => m.plan !== undefined && m.plan.missing.length === 0 && m.plan.changes.every((c) => c.kind === 'unchanged'),
    )
  ) {
    lines.push('', 'No changes. The registry matches the policy.');
  }
  return lines;
}

/** "revoke on 2027-03-01 (in 9 days)", "…, if unused by then)", "revoke again on … (…; unrevoked until then)". */
export function scheduleText(p: ScheduledRevocation): string {
  const again = p.unrevokedNow;
  return `revoke${again ? ' again' : ''} on ${p.revokeOn} (in ${plural(p.daysLeft, 'day')}${p.onlyUnused ? ', if unused by then' : ''}${again ? '; unrevoked until then' : ''})`;
}

/** "revoked by this run", "revoke on 2027-03-01 (in 9 days)". */
export const reachWhen = (r: RevocationReach): string =>
  r.revokeOn === undefined || r.daysLeft === undefined
    ? 'revoked by this run'
    : `revoke on ${r.revokeOn} (in ${plural(r.daysLeft, 'day')})`;

/** Every revocation now and within BLAST_RADIUS_DAYS, with who uses the version; none, no lines. */
export function blastRadiusLines(modules: readonly PlannedModule[]): string[] {
  const rows = modules.flatMap((m) =>
    blastRadius(m.plan, m.usage).map(
      (r) =>
        `  ${m.address} ${r.version}: ${reachWhen(r)} · ${r.usage !== undefined ? usageText(r.usage) : 'workspace usage not read'}`,
    ),
  );
  if (rows.length === 0) return [];
  return ['', `Blast radius, revocations now and within ${BLAST_RADIUS_DAYS} days (${BLAST_RADIUS_MEANING}):`, ...rows];
}
