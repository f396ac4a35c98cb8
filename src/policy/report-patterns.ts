/** What patterns and revocations add to a policy's report: takes, overlaps, idle patterns, blast radius, unrevokes. */
import { moduleName } from '../address.ts';
import { usageCell, usageText } from '../usage/format.ts';
import {
  deprecationText,
  failedReport,
  REVOKED_CONSEQUENCE,
  table,
  verdictLine,
  type Annotation,
  type Report,
} from '../report.ts';
import { BLAST_RADIUS_DAYS, WARN_WITHIN_DAYS, blastRadius, warnsBefore } from './blast-radius.ts';
import { asDeprecation, reachWhen } from './format.ts';
import { ONLY_UNUSED } from './load.ts';
import { BLAST_RADIUS_SENTENCE, inUseWarning } from '../changes/blast-radius.ts';
import { idlePatternText, modulesText, overlapText, type PatternExpansion } from './patterns.ts';
import type { ModuleResult } from './run.ts';
import { cell, code, plural } from '../text.ts';

/** Where annotations can point at the policy file's lines. */
interface At {
  readonly annotationFile?: string;
}

export const atLine = (at: At, line: number): Pick<Annotation, 'file' | 'line'> =>
  at.annotationFile !== undefined ? { file: at.annotationFile, line } : {};

/** A pattern that takes nothing: a warning at its line. */
export function idlePatternAnnotations(patterns: Pick<PatternExpansion, 'idle'> | undefined, at: At): Annotation[] {
  return (patterns?.idle ?? []).map((idle) => ({
    level: 'warning' as const,
    title: 'A policy pattern takes no module',
    message: idlePatternText(idle),
    ...atLine(at, idle.entry.line),
  }));
}

/** A revocation of a version in use, now or within WARN_WITHIN_DAYS: a warning at its rule's line. */
export function soonRevokedAnnotations(
  results: readonly ModuleResult[],
  at: At & { readonly dryRun?: boolean },
): Annotation[] {
  return results.flatMap((r) =>
    blastRadius(r.plan, r.usage)
      .filter((reach) => warnsBefore(reach) || (reach.revokeOn === undefined && (reach.usage?.count ?? 0) > 0))
      .map((reach) => {
        const rule = r.entry.rules[reach.rule];
        const line = rule?.line ?? r.entry.line;
        if (reach.revokeOn === undefined && reach.usage !== undefined) {
          const warning = inUseWarning(
            r.address,
            reach.version,
            reach.usage,
            at.dryRun !== true,
            `a rule's \`${ONLY_UNUSED}: true\``,
          );
          return {
            level: 'warning' as const,
            ...warning,
            message: `The rule on line ${line} revokes ${r.address} ${reach.version}. ${warning.message}`,
            ...atLine(at, line),
          };
        }
        const users = reach.usage !== undefined ? usageText(reach.usage) : '';
        return {
          level: 'warning' as const,
          title: `${r.address} ${reach.version} is revoked in ${plural(reach.daysLeft ?? 0, 'day')} and still used`,
          message: `The rule on line ${line} revokes ${r.address} ${reach.version} on ${reach.revokeOn ?? ''}, and ${users} still ${reach.usage?.count === 1 ? 'uses' : 'use'} it. ${REVOKED_CONSEQUENCE}`,
          ...atLine(at, line),
        };
      }),
  );
}

/**
 * A revocation the plan takes back (`prune`) lets new workspaces start on a version withdrawn for a reason: a warning
 * at the line of the rule covering it (of its module where none does), with the message that goes, and how to keep it.
 */
export function unrevokedAnnotations(results: readonly ModuleResult[], at: At): Annotation[] {
  return results.flatMap((r) =>
    r.outcomes
      // Revoked before, not after: taken back now (a dry run: would be).
      .filter(
        (o) => (o.status === 'planned' || o.status === 'changed') && o.revokedBefore === true && o.revoked === false,
      )
      .map((o) => {
        const coverage = r.plan?.coverage.get(o.version);
        const rule = typeof coverage === 'object' ? r.entry.rules[coverage.rule] : undefined;
        const line = rule?.line ?? r.entry.line;
        const why =
          rule === undefined
            ? 'no rule covers it'
            : typeof coverage === 'object' && coverage.revokeOn !== undefined
              ? `the rule on line ${line} revokes it only from ${coverage.revokeOn}`
              : `the rule on line ${line} deprecates it`;
        const goes =
          o.revocationBefore !== undefined
            ? ` Its revocation message goes away: ${deprecationText(asDeprecation(o.revocationBefore))}.`
            : '';
        const done = o.status === 'changed';
        return {
          level: 'warning' as const,
          title: `${r.address} ${o.version} ${done ? 'is unrevoked: new workspaces can' : 'would be unrevoked: new workspaces could'} start on it again`,
          message: `\`prune: true\` takes back every revocation no rule asks for today, and ${why}.${goes} To keep it revoked, give it a rule with \`status: revoked\` before the rule that covers it, or set \`prune: false\` on its module.`,
          ...atLine(at, line),
        };
      }),
  );
}

/** The summary's lines on what each pattern took; none without patterns. */
export function patternSummary(patterns: Pick<PatternExpansion, 'taken'> | undefined): string[] {
  if (patterns === undefined || patterns.taken.length === 0) return [];
  const rows = patterns.taken.map(
    ({ entry, modules }) =>
      `| ${code(entry.source)} | ${entry.line} | ${modules.length === 0 ? '0' : `${modules.length}: ${cell(modules.map(moduleName).join(', '))}`} |`,
  );
  return [
    '#### Patterns',
    '',
    ...table(['Pattern', 'Line', 'Modules taken'], rows, plural(patterns.taken.length, 'pattern')),
    '',
  ];
}

/** The summary's blast radius: each revocation now or within BLAST_RADIUS_DAYS, with its users. */
export function blastRadiusSummary(results: readonly ModuleResult[]): string[] {
  const rows = results.flatMap((r) =>
    blastRadius(r.plan, r.usage).map(
      (reach) =>
        `| ${code(r.address)} | ${cell(reach.version)} | ${cell(reachWhen(reach))}${warnsBefore(reach) ? ' ⚠️' : ''} | ${reach.usage !== undefined ? usageCell(reach.usage) : 'not read'} |`,
    ),
  );
  if (rows.length === 0) return [];
  return [
    '#### Blast radius',
    '',
    `Revocations now and within ${BLAST_RADIUS_DAYS} days (⚠️: within ${WARN_WITHIN_DAYS} days), with who uses each version. ${BLAST_RADIUS_SENTENCE}`,
    '',
    ...table(['Module', 'Version', 'Revocation', 'Workspaces'], rows, plural(rows.length, 'revocation')),
    '',
  ];
}

/** The `blast-radius` of one module in the `plan` output. */
export function blastRadiusJson(r: ModuleResult, maxNames: number) {
  return blastRadius(r.plan, r.usage).map((reach) => ({
    version: reach.version,
    'revoke-on': reach.revokeOn ?? null,
    'days-left': reach.daysLeft ?? 0,
    workspaces:
      reach.usage === undefined ? null : { count: reach.usage.count, names: reach.usage.names.slice(0, maxNames) },
  }));
}

/** Two patterns take the same modules: the run stops before any module is read, an error at each line. */
export function overlapReport(patterns: PatternExpansion, policyFile: string, at: At): Report {
  const annotations = patterns.overlaps.flatMap((overlap) =>
    overlap.patterns.map((entry) => ({
      level: 'error' as const,
      title: 'Policy patterns overlap',
      message: overlapText(overlap, entry),
      ...atLine(at, entry.line),
    })),
  );
  const each = patterns.overlaps.map(
    (o) => `${o.patterns.map((p) => `${p.source} (line ${p.line})`).join(' and ')} both take ${modulesText(o.modules)}`,
  );
  const message = `Patterns in ${policyFile} take the same modules, so which rules apply would depend on the file's order: ${each.join('; ')}. Nothing was changed: give each such module its own entry, or narrow a pattern with \`exclude\`.`;
  const summary = [`### Deprecation policy ${code(policyFile)}`, '', verdictLine('fails', cell(message)), ''].join(
    '\n',
  );
  return failedReport('invalid-input', message, summary, annotations);
}
