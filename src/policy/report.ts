/** What a policy run reports (outputs, annotations, summary, verdict), drawn from per-module results. Pure. */
import { hasFailures, rerunMayHelp, type VersionOutcome } from '../changes/outcome.ts';
import { resultEntries, stateJson } from '../changes/result.ts';
import type { Deprecation, RunContext, VersionUsage } from '../model.ts';
import { OUTPUT_NAME_LEVELS, usageCell, usageJson, usageOf, usageScopeNote } from '../usage/format.ts';
import {
  failedReport,
  fitOutput,
  note,
  runFooter,
  table,
  verdictLine,
  VERIFIED_NOTE,
  warningsWhy,
  writeFailureReason,
  type Annotation,
  type Report,
} from '../report.ts';
import { changeText, idleText, planHeadline, scheduleText, scheduled } from './format.ts';
import { scheduleSection } from './schedule-chart.ts';
import type { ModuleResult, PolicyResult } from './run.ts';
import type { PatternExpansion } from './patterns.ts';
import {
  atLine,
  blastRadiusJson,
  blastRadiusSummary,
  idlePatternAnnotations,
  overlapReport,
  patternSummary,
  soonRevokedAnnotations,
  unrevokedAnnotations,
} from './report-patterns.ts';
import { cell, code, inSentence, markdownLink, messageCell, plural } from '../text.ts';
import { seeSummary } from '../wording.ts';

/** The single mode's outputs, with versions as `MODULE@VERSION` items: a policy covers many modules. */
export function policyOutputs(results: readonly ModuleResult[]): Record<string, string> {
  const items = (pick: (o: VersionOutcome) => boolean): string[] =>
    results.flatMap((r) => r.outcomes.filter(pick).map((o) => `${r.address}@${o.version}`));
  const changed = items((o) => o.status === 'changed' || o.status === 'planned');
  // A dry run changes nothing: the state after the step is the state before it.
  const revokedAfter = (o: VersionOutcome): boolean => (o.status === 'planned' ? o.revokedBefore : o.revoked) === true;
  const deprecated = items(
    (o) => ((o.status === 'planned' ? o.before : o.after) !== null || revokedAfter(o)) && o.status !== 'failed',
  );
  const revoked = items((o) => revokedAfter(o) && o.status !== 'failed');
  return {
    changed: String(changed.length > 0),
    'changed-versions': changed.join(','),
    deprecated: String(deprecated.length > 0),
    'deprecated-versions': deprecated.join(','),
    'revoked-versions': revoked.join(','),
    result: fitOutput(OUTPUT_NAME_LEVELS, (maxNames) =>
      results.map((r) => ({
        module: r.address,
        ...(r.error !== undefined && { error: r.error }),
        versions: resultEntries(r.outcomes, maxNames),
      })),
    ),
    plan: fitOutput(OUTPUT_NAME_LEVELS, (maxNames) =>
      results.map((r) => ({
        module: r.address,
        ...(r.entry.takenBy !== undefined && { pattern: r.entry.takenBy.source, 'pattern-line': r.entry.takenBy.line }),
        ...(r.plan === undefined && { error: r.error ?? 'not planned' }),
        changes: (r.plan?.changes ?? [])
          .filter((c) => c.kind !== 'unchanged')
          .map((c) => ({
            version: c.version,
            action: c.kind,
            steps: c.steps,
            workspaces: usageJson(usageOf(r.usage, c.version), maxNames),
            before: stateJson(c.before, known(r, c.revokedBefore), c.revocationBefore),
            after: stateJson(c.after, known(r, c.revokedAfter), c.revocationAfter),
          })),
        scheduled: scheduled(r.plan).map((p) => ({
          version: p.version,
          'revoke-on': p.revokeOn,
          'days-left': p.daysLeft,
          'only-unused': p.onlyUnused,
        })),
        'blast-radius': blastRadiusJson(r, maxNames),
        // Versions a rule for unused versions only would revoke but workspaces use: left deprecated.
        held: [...(r.plan?.held ?? new Map<string, VersionUsage>())].map(([version, used]) => ({
          version,
          workspaces: usageJson(used, maxNames),
        })),
      })),
    ),
  };
}

/** Revoked or not, where the module's service shows revocation. */
const known = (r: ModuleResult, revoked: boolean): boolean | undefined =>
  r.plan?.revocationKnown === true ? revoked : undefined;

const LABEL = {
  changed: '✅ changed',
  unchanged: '➖ unchanged',
  planned: '📝 would change',
  failed: '❌ failed',
} as const;

/** The summary; `headline` is the verdict line it starts with (`policyHeadline`). */
export function policySummary(
  results: readonly ModuleResult[],
  context: PolicyReportContext,
  headline?: string,
): string {
  const lines = [`### Deprecation policy ${code(context.policyFile)}: ${plural(results.length, 'module')}`, ''];
  if (headline !== undefined) lines.push(headline, '');
  if (context.dryRun) lines.push(...note('Dry run: nothing was changed. This is the plan.'));
  lines.push(planHeadline(results), '');
  lines.push(...patternSummary(context.patterns), ...blastRadiusSummary(results), ...scheduleSection(results));
  for (const r of results) {
    const changes = r.outcomes.filter((o) => o.kind !== 'unchanged');
    const unchanged = r.outcomes.length - changes.length;
    lines.push(
      `#### ${code(r.address)}${r.entry.takenBy !== undefined ? ` (pattern ${code(r.entry.takenBy.source)})` : ''}`,
      '',
    );
    if (r.error !== undefined) lines.push(`❌ ${messageCell(r.error)}`, '');
    const pending = scheduled(r.plan);
    const notes = r.outcomes.filter((o) => o.note !== undefined);
    const idle = r.plan?.idle ?? [];
    const schedule = [
      ...(pending.length > 0
        ? [`⏳ Scheduled: ${pending.map((p) => `${code(p.version)} ${scheduleText(p)}`).join(', ')}.`, '']
        : []),
      // The action's own words: its code spans (a rule's keys) render as code.
      ...notes.map((o) => `- ${code(o.version)}: ${messageCell(o.note ?? '')}`),
      ...(notes.length > 0 ? [''] : []),
      ...idle.map((i) => `- ⚠️ ${idleText(i, r.entry.rules, { text: cell, code })}`),
      ...(idle.length > 0 ? [''] : []),
    ];
    if (changes.length === 0 && r.error === undefined) {
      lines.push(`No changes; ${plural(unchanged, 'version')} as the policy says.`, '', ...schedule);
      continue;
    }
    const showsUsage = r.usage !== undefined;
    if (changes.length > 0) {
      const rows = changes.map((o) => {
        const outcome = o.status === 'changed' && !o.verified ? `${LABEL.changed} (not verified)` : LABEL[o.status];
        const text = changeText(
          { ...o, ...(o.revocation !== undefined && { revocationAfter: o.revocation }) },
          deprecationMarkdown,
        );
        const users = showsUsage ? ` ${usageCell(o.usage)} |` : '';
        return `| ${cell(o.version)} | ${text} |${users} ${outcome}${o.error ? `: ${messageCell(o.error)}` : ''} |`;
      });
      const columns = ['Version', 'Change', ...(showsUsage ? ['Workspaces'] : []), 'Outcome'];
      lines.push(...table(columns, rows, plural(changes.length, 'change')));
      lines.push('', `${plural(unchanged, 'other version')} unchanged.`, '');
    }
    lines.push(...schedule);
  }
  if (results.some((r) => r.usage !== undefined)) lines.push(`<sub>${usageScopeNote(context.words)}</sub>`, '');
  // Only a change the read API showed is verified, as in the single-module mode.
  const verified = results.some((r) => r.outcomes.some((o) => o.verified && o.status === 'changed'));
  const footer = runFooter(context, verified ? VERIFIED_NOTE : '');
  if (footer.length > 0) lines.push(...footer, '');
  return lines.join('\n');
}

export interface PolicyReportContext extends RunContext {
  readonly policyFile: string;
  /** The policy file relative to the workspace, where annotations can point at its lines. */
  readonly annotationFile?: string;
  readonly dryRun: boolean;
  readonly verify: boolean;
  /** What each pattern took, and those that took nothing; absent without patterns. */
  readonly patterns?: Pick<PatternExpansion, 'taken' | 'idle'>;
}

export function policyReport(results: readonly ModuleResult[], context: PolicyReportContext): Report {
  // Modules that failed to read, or whose changes failed or could not be verified.
  const failed = results.filter((r) => r.error !== undefined || hasFailures(r.outcomes, context.verify));
  const failures = failed.map((r) => ({
    level: 'error' as const,
    title: `Policy for ${r.address} was not fully applied`,
    message: [r.error, ...r.outcomes.map((o) => (o.error !== undefined ? `${o.version}: ${o.error}` : undefined))]
      .filter((p) => p !== undefined)
      .join('\n'),
  }));
  // A rule that takes no version is almost always a mistake in the file's order: said at its line.
  const idle = results.flatMap((r) =>
    (r.plan?.idle ?? []).map((i) => ({
      level: 'warning' as const,
      title: `A policy rule for ${r.address} takes no version`,
      message: idleText(i, r.entry.rules),
      ...atLine(context, r.entry.rules[i.rule]?.line ?? r.entry.line),
    })),
  );
  const annotations = [
    ...failures,
    // Loudest of the warnings: new workspaces can start on a version withdrawn for a reason.
    ...unrevokedAnnotations(results, context),
    ...idle,
    ...idlePatternAnnotations(context.patterns, context),
    ...soonRevokedAnnotations(results, context),
  ];
  const missing = results.flatMap((r) =>
    r.outcomes.filter((o) => o.kind === 'missing').map((o) => `${r.address} ${o.version}`),
  );
  const missingText = `The policy names ${missing.length === 1 ? 'a version' : 'versions'} the registry does not list: ${missing.join(', ')}.${context.dryRun ? '' : ' Nothing was changed: correct or remove the rules that name them.'}`;
  const failedText = `${failed.length} of ${plural(results.length, 'module')} were not fully applied: ${failed.map((r) => r.address).join(', ')}. The others were.`;
  const verdict: Report['verdict'] =
    missing.length > 0
      ? // The file's mistake, not the service's: a re-run cannot help, a corrected rule can.
        { failed: true, reason: 'invalid-input', message: missingText }
      : failed.length > 0
        ? {
            failed: true,
            reason: policyFailureReason(failed),
            message: `${failedText} ${seeSummary(
              context.words,
              failed.some((r) => r.transient === true || rerunMayHelp(r.outcomes, context.verify)),
            )}`,
          }
        : {
            failed: false,
            message: context.dryRun ? 'Dry run: the plan above was not applied.' : 'The registry matches the policy.',
          };
  const headline = verdict.failed
    ? verdictLine('fails', cell(missing.length > 0 ? missingText : failedText))
    : policyHeadline(results, context, annotations);
  return {
    outputs: policyOutputs(results),
    annotations,
    summary: policySummary(results, context, headline),
    verdict,
    warnings: [],
    // For a pull request: a plan that changes something, or anything that went wrong or looks wrong.
    noteworthy:
      missing.length > 0 ||
      annotations.length > 0 ||
      results.some((r) => r.error !== undefined || r.outcomes.some((o) => o.kind !== 'unchanged')),
  };
}

/** The first line of a run that did not fail: what changed (or would), and the warnings' titles. */
function policyHeadline(
  results: readonly ModuleResult[],
  context: PolicyReportContext,
  annotations: readonly Annotation[],
): string {
  const changed = results.reduce(
    (n, r) => n + r.outcomes.filter((o) => o.status === (context.dryRun ? 'planned' : 'changed')).length,
    0,
  );
  const held = results.reduce((n, r) => n + r.outcomes.filter((o) => o.note !== undefined).length, 0);
  const done =
    changed === 0
      ? `Nothing to change: the registry matches the policy${context.dryRun ? ' (dry run)' : ''}`
      : context.dryRun
        ? `${plural(changed, 'version')} would change (dry run)`
        : `${plural(changed, 'version')} changed; the registry matches the policy`;
  const warnings = [
    held > 0 ? `${plural(held, 'revocation')} held back: in use (see below)` : '',
    warningsWhy(annotations, cell).replace(/\.$/, ''),
  ].filter((w) => w !== '');
  return warnings.length > 0
    ? verdictLine('warns', `${inSentence(done)}; ${warnings.join('; ')}.`, context.words.run)
    : verdictLine('passes', `${done}.`, context.words.run);
}

/** Why a policy run failed, as the single mode says it: a module that could not be read counts as a failed write. */
function policyFailureReason(failed: readonly ModuleResult[]): ReturnType<typeof writeFailureReason> {
  return writeFailureReason(
    failed.flatMap((r) => [
      ...(r.error !== undefined ? [r.noRevocation === true] : []),
      ...r.outcomes.filter((o) => o.status === 'failed').map((o) => o.revocationUnavailable === true),
    ]),
  );
}

/** The step's report for what the run ended with. */
export function report(result: PolicyResult): Report {
  const { request } = result;
  if (result.kind === 'failed') {
    return failedReport(result.reason, result.message, policyFailureSummary(request.policyFile, result.message));
  }
  const at = request.annotationFile !== undefined ? { annotationFile: request.annotationFile } : {};
  if (result.kind === 'overlap') return overlapReport(result.patterns, request.policyFile, at);
  return policyReport(result.modules, {
    policyFile: request.policyFile,
    ...at,
    dryRun: request.dryRun,
    verify: request.verify,
    ...(result.patterns !== undefined && { patterns: result.patterns }),
    ...result.context,
  });
}

/** The summary of a policy run that stopped before it could account for each module. */
export function policyFailureSummary(policyFile: string, message: string): string {
  return `### Deprecation policy ${code(policyFile)}\n\n${verdictLine('fails', messageCell(message))}\n`;
}

/** A deprecation in a table cell: the reason quoted as text, the link a real link. */
function deprecationMarkdown(d: Deprecation): string {
  return `${cell(JSON.stringify(d.reason))}${d.link !== '' ? ` (${markdownLink(cell(d.link), d.link)})` : ''}`;
}
