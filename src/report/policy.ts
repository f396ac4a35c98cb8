/**
 * Outputs and job summary of a policy run, drawn from per-module results. Pure.
 */
import { hasFailures } from '../outcome.ts';
import type { ModuleResult } from '../policy/run.ts';
import { describeChange, planHeadline } from '../policy/format.ts';
import { resultEntries, stateJson } from './outputs.ts';
import { cell } from './summary.ts';

export function policyOutputs(results: readonly ModuleResult[]): Record<string, string> {
  const changed = results.some((r) => r.outcomes.some((o) => o.status === 'changed' || o.status === 'planned'));
  return {
    changed: String(changed),
    result: JSON.stringify(
      results.map((r) => ({
        module: r.address,
        ...(r.error !== undefined && { error: r.error }),
        versions: resultEntries(r.outcomes),
      })),
    ),
    plan: JSON.stringify(
      results.map((r) => ({
        module: r.address,
        ...(r.plan === undefined && { error: r.error ?? 'not planned' }),
        changes: (r.plan?.changes ?? [])
          .filter((c) => c.kind !== 'unchanged')
          .map((c) => ({ version: c.version, action: c.kind, before: stateJson(c.before), after: stateJson(c.after) })),
      })),
    ),
  };
}

/** Modules that failed to read, or whose changes failed or could not be verified. */
export function failedModules(results: readonly ModuleResult[], verify: boolean): ModuleResult[] {
  return results.filter((r) => r.error !== undefined || hasFailures(r.outcomes, verify));
}

const LABEL = {
  changed: '✅ changed',
  unchanged: '➖ unchanged',
  planned: '📝 would change',
  failed: '❌ failed',
} as const;

export function policySummary(
  results: readonly ModuleResult[],
  context: {
    readonly policyFile: string;
    readonly dryRun: boolean;
    readonly runUrl?: string;
    readonly runLabel?: string;
  },
): string {
  const lines = [`### Deprecation policy \`${cell(context.policyFile)}\`: ${results.length} modules`, ''];
  if (context.dryRun) lines.push('> [!NOTE]', '> Dry run: nothing was changed. This is the plan.', '');
  lines.push(`**${planHeadline(results)}**`, '');
  for (const r of results) {
    const changes = r.outcomes.filter((o) => o.kind !== 'unchanged');
    const unchanged = r.outcomes.length - changes.length;
    lines.push(`#### \`${r.address}\``, '');
    if (r.error !== undefined) lines.push(`❌ ${cell(r.error)}`, '');
    if (changes.length === 0 && r.error === undefined) {
      lines.push(`No changes; ${unchanged} version${unchanged === 1 ? '' : 's'} as the policy says.`, '');
      continue;
    }
    if (changes.length > 0) {
      lines.push('| Version | Change | Outcome |', '|---|---|---|');
      for (const o of changes) {
        const outcome = o.status === 'changed' && !o.verified ? `${LABEL.changed} (not verified)` : LABEL[o.status];
        lines.push(
          `| ${cell(o.version)} | ${cell(describeChange(o).replace(/^[^:]+: /, ''))} | ${outcome}${o.error ? `: ${cell(o.error)}` : ''} |`,
        );
      }
      lines.push('', `${unchanged} other version${unchanged === 1 ? '' : 's'} unchanged.`, '');
    }
  }
  if (context.runUrl !== undefined)
    lines.push(`<sub>[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`, '');
  return lines.join('\n');
}
