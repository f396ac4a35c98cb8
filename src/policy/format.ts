/**
 * The policy plan as a person reads it, the way `terraform plan` prints: counts first, then the
 * changes grouped per module, with + deprecate, ~ update, - revert. Pure: returns lines.
 */
import type { Change } from '../changes/plan.ts';
import type { Deprecation } from '../model.ts';
import { deprecationText, plural } from '../report.ts';
import type { ModulePlan } from './plan.ts';

interface PlannedModule {
  readonly address: string;
  readonly plan?: ModulePlan;
  readonly error?: string;
}

const SYMBOL: Record<Exclude<Change['kind'], 'unchanged'>, string> = { deprecate: '+', update: '~', revert: '-' };

export function countChanges(modules: readonly PlannedModule[]): Record<Change['kind'], number> {
  const counts = { deprecate: 0, update: 0, revert: 0, unchanged: 0 };
  for (const m of modules) for (const c of m.plan?.changes ?? []) counts[c.kind]++;
  return counts;
}

export function planHeadline(modules: readonly PlannedModule[]): string {
  const c = countChanges(modules);
  const failed = modules.filter((m) => m.error !== undefined && m.plan === undefined).length;
  return `Plan: ${c.deprecate} to deprecate, ${c.update} to update, ${c.revert} to revert, ${c.unchanged} unchanged${failed > 0 ? `; ${plural(failed, 'module')} could not be read` : ''}.`;
}

/**
 * What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a
 * deprecation (as text for the log by default, as Markdown for the summary).
 */
export function changeText(
  change: Omit<Change, 'kind'> & { readonly kind: Change['kind'] | 'missing' },
  show: (d: Deprecation) => string = deprecationText,
): string {
  const quoted = (d: Deprecation | null): string => (d === null ? 'active' : show(d));
  switch (change.kind) {
    case 'missing':
      return 'not in the registry';
    case 'deprecate':
      return `deprecate with ${quoted(change.after)}`;
    case 'update':
      return `${quoted(change.before)} → ${quoted(change.after)}`;
    case 'revert':
      return `revert deprecation ${quoted(change.before)}`;
    case 'unchanged':
      return 'unchanged';
  }
}

export function formatPlan(modules: readonly PlannedModule[]): string[] {
  const lines = [planHeadline(modules)];
  for (const m of modules) {
    const changes = (m.plan?.changes ?? []).filter((c) => c.kind !== 'unchanged');
    if (m.plan === undefined) {
      lines.push('', `${m.address}: could not be read: ${m.error ?? 'unknown error'}`);
    } else if (changes.length > 0) {
      lines.push('', `${m.address}:`);
      for (const c of changes) lines.push(`  ${SYMBOL[c.kind as keyof typeof SYMBOL]} ${c.version}: ${changeText(c)}`);
    }
  }
  if (modules.every((m) => m.plan !== undefined && m.plan.changes.every((c) => c.kind === 'unchanged'))) {
    lines.push('', 'No changes. The registry matches the policy.');
  }
  return lines;
}
