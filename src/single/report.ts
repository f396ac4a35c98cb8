/**
 * What the single-module mode reports: outputs, annotations, the job summary (what was asked,
 * on which module, one row per version) and the verdict, all drawn from the outcomes. Pure: the
 * runner writes the `Report`.
 */
import { STEP_VERB } from '../changes/carry-out.ts';
import { BLAST_RADIUS_SENTENCE, inUseWarning, revokesAnew } from '../changes/blast-radius.ts';
import { hasFailures, rerunMayHelp, type VersionOutcome } from '../changes/outcome.ts';
import { sameDeprecation } from '../changes/plan.ts';
import { resultEntries } from '../changes/result.ts';
import type { Deprecation, RunContext, Status, Wording } from '../model.ts';
import {
  REVOKED_CONSEQUENCE,
  countsLine,
  failedReport,
  writeFailureReason,
  fitOutput,
  note,
  runFooter,
  VERIFIED_NOTE,
  table,
  verdictLine,
  type Annotation,
  type Report,
} from '../report.ts';
import type { SkipReason } from '../versions/selection.ts';
import { OUTPUT_NAME_LEVELS, usageCell, usageScopeNote } from '../usage/format.ts';
import type { ReleaseInfo } from './release.ts';
import type { SingleResult, SkippedVersion } from './run.ts';
import { failsCheck, retired } from './checked.ts';
import { checkedLine, doneText, failureParts, singleOpening } from './opening.ts';
import { cell, code, markdownLink, messageCell, plural, sentence } from '../text.ts';
import { seeSummary, wordsOf } from '../wording.ts';

export interface SummaryContext extends RunContext {
  readonly moduleAddress: string;
  readonly status: Status;
  readonly dryRun: boolean;
  readonly verify: boolean;
  /** The module's other versions; listed after the changed ones so every version shows. */
  readonly skipped?: readonly SkippedVersion[];
  /** A check that fails on nothing (the command line's `usage`): the migration report, titled so. */
  readonly reportOnly?: boolean;
  /** The verdict line the summary opens with (`verdictLine`): what happened, and why. */
  readonly opening?: string;
}

const skipLabel = (reason: SkipReason, words: Wording): string =>
  ({
    'not-selected': 'not selected',
    'keep-latest': `🛡️ kept (${words.name('keep-latest')})`,
    'released-now': '🚀 kept (just released)',
  })[reason];

const state = (d: Deprecation | null, revoked?: boolean): string =>
  revoked === true ? '⛔ revoked' : d === null ? 'active' : '⚠️ deprecated';

/** A dry run changes nothing: the state after the step is the state before it. */
const revokedAfter = (o: VersionOutcome): boolean | undefined => (o.status === 'planned' ? o.revokedBefore : o.revoked);
const deprecationAfter = (o: VersionOutcome): Deprecation | null => (o.status === 'planned' ? o.before : o.after);

/** The requests of a change, in order: "deprecate → revoke"; a failed one is struck out with ✗. */
function actionCell(o: VersionOutcome): string {
  if (o.steps.length === 0) return '';
  return o.steps
    .map(({ step, status }) =>
      status === 'failed'
        ? `✗ ${STEP_VERB[step]}`
        : status === 'not-sent'
          ? `(${STEP_VERB[step]}: not sent)`
          : STEP_VERB[step],
    )
    .join(' → ');
}

/** The reason, and the revocation's message where it says something else. */
function reasonCell(d: Deprecation | null, o: Pick<VersionOutcome, 'revoked' | 'revocation'>): string {
  const reason = d?.reason ?? '';
  const message = o.revoked === true ? (o.revocation?.message ?? '') : '';
  if (message === '' || message === reason) return cell(reason);
  // Apart, not joined by a semicolon: a reason typed with its full stop would read ".; revoked".
  return reason === '' ? `revoked: ${cell(message)}` : `${cell(reason)} · revoked: ${cell(message)}`;
}

/** A reason or link replaced by another: `"Old" → "New"`, `none` where there was none. */
function replacedCell(before: string | undefined, after: string | undefined, show: (s: string) => string): string {
  const shown = (s: string | undefined): string => (s === undefined || s === '' ? 'none' : show(s));
  return before === after ? shown(after) : `${shown(before)} → ${shown(after)}`;
}

/** Who uses each version the step revokes; where usage was not read, one line says so. */
function blastRadiusLines(revoked: readonly VersionOutcome[]): string[] {
  const meaning = BLAST_RADIUS_SENTENCE;
  if (revoked.every((o) => o.usage === undefined)) {
    return [
      `**Blast radius**: who uses ${revoked.map((o) => code(o.version)).join(', ')} was not read (\`usage\`). ${meaning}`,
    ];
  }
  return [
    '**Blast radius**: who uses each version revoked.',
    '',
    ...revoked.map((o) => `- ${code(o.version)}: ${o.usage !== undefined ? usageCell(o.usage) : 'not read'}`),
    '',
    meaning,
  ];
}

/** A version this step revokes (or would) that was not revoked before: its users are the blast radius. */
const revokedByStep = (o: VersionOutcome): boolean =>
  (o.status === 'changed' || o.status === 'planned') && revokesAnew(o);

const OUTCOME_LABEL: Record<VersionOutcome['status'], string> = {
  changed: '✅ changed',
  unchanged: '➖ unchanged',
  planned: '📝 would change',
  failed: '❌ failed',
};

const ACTION_TITLE: Record<Status, string> = {
  deprecated: 'Deprecate',
  undeprecated: 'Revert deprecation of',
  revoked: 'Revoke',
  unrevoked: 'Unrevoke',
  check: 'Check',
};

function outcomeLabel(o: VersionOutcome, status: Status): string {
  if (status === 'check')
    return o.status === 'failed'
      ? OUTCOME_LABEL.failed
      : o.revoked === true
        ? '⛔ revoked'
        : o.after === null
          ? '✅ not deprecated'
          : '⚠️ deprecated';
  if (o.status === 'failed' && o.steps.some((s) => s.status === 'done')) return `${OUTCOME_LABEL.failed} (part done)`;
  if (o.keptReason === true)
    return `${OUTCOME_LABEL.unchanged} (${o.revokedBefore === true ? 'message' : 'reason'} kept)`;
  const label = OUTCOME_LABEL[o.status];
  return o.status === 'changed' && !o.verified ? `${label} (not verified)` : label;
}

export function buildSummary(outcomes: readonly VersionOutcome[], context: SummaryContext): string {
  const lines: string[] = [];
  const count = outcomes.length;
  const title = context.reportOnly === true ? 'Migration report:' : ACTION_TITLE[context.status];
  lines.push(`### ${title} ${plural(count, 'module version')} of ${code(context.moduleAddress)}`, '');
  if (context.opening !== undefined) lines.push(context.opening, '');
  if (context.dryRun && context.status !== 'check') {
    lines.push(...note('Dry run: nothing was changed. The table shows what would change.'));
  }
  if (context.status === 'check') {
    // A write's verdict says what it did; a check's counts say more than its verdict: what is fine.
    const checked = outcomes.filter((o) => o.status !== 'failed');
    lines.push(
      ...countsLine('Versions', [
        [checked.filter((o) => o.after !== null && o.revoked !== true).length, 'deprecated'],
        [checked.filter((o) => o.revoked === true).length, 'revoked'],
        [checked.filter((o) => !retired(o)).length, 'not deprecated'],
        [outcomes.length - checked.length, 'could not be checked'],
        // The migration report: how many retired versions someone still runs.
        [checked.filter((o) => retired(o) && (o.usage?.count ?? 0) > 0).length, 'deprecated or revoked still in use'],
      ]),
    );
  }
  const linkCell = (d: Deprecation | null): string => (d?.link ? markdownLink(cell(d.link), d.link) : '');
  // Who uses each version, where usage was read: one more column.
  const showsUsage = outcomes.some((o) => o.usage !== undefined);
  const usageColumn = (o: Pick<VersionOutcome, 'usage'>): string => (showsUsage ? ` ${usageCell(o.usage)} |` : '');
  // A deprecation or its revert is one request, said by the title: the requests are shown only
  // where a change takes two, or touches revocation.
  const showsActions = outcomes.some(
    (o) => o.steps.length > 1 || o.steps.some((s) => s.step === 'revoke' || s.step === 'unrevoke'),
  );
  const versionsLabel = plural(outcomes.length + (context.skipped?.length ?? 0), 'version');
  if (context.status === 'check') {
    const rows = outcomes.map(
      (o) =>
        `| ${cell(o.version)} | ${outcomeLabel(o, context.status)} |${usageColumn(o)} ${reasonCell(o.after, o)} | ${linkCell(o.after)} |`,
    );
    lines.push(
      ...table(['Version', 'Status', ...(showsUsage ? ['Workspaces'] : []), 'Reason', 'Link'], rows, versionsLabel),
    );
  } else {
    const rows = outcomes.map((o) => {
      const shown = o.after ?? o.before;
      // A version the registry does not have was in no state before, nor after.
      const before = o.kind === 'missing' ? '—' : state(o.before, o.revokedBefore);
      const after = o.kind === 'missing' ? '—' : state(o.after, o.revoked);
      const action = showsActions ? ` ${actionCell(o)} |` : '';
      // A deprecation replaced by another: what consumers read before, and what they read now.
      const replaced = o.before !== null && o.after !== null && !sameDeprecation(o.before, o.after);
      const reason = replaced
        ? replacedCell(o.before?.reason, o.after?.reason, (r) => cell(JSON.stringify(r)))
        : reasonCell(shown, o);
      const link = replaced
        ? replacedCell(o.before?.link, o.after?.link, (l) => linkCell({ reason: '', link: l }))
        : linkCell(shown);
      return `| ${cell(o.version)} | ${before} | ${after} |${action}${usageColumn(o)} ${reason} | ${link} | ${outcomeLabel(o, context.status)} |`;
    });
    for (const s of context.skipped ?? []) {
      const action = showsActions ? ' |' : '';
      rows.push(
        `| ${cell(s.version)} | ${state(s.state, s.revoked)} | ${state(s.state, s.revoked)} |${action}${usageColumn(s)} ${cell(s.state?.reason ?? '')} | ${linkCell(s.state)} | ${skipLabel(s.reason, wordsOf(context))} |`,
      );
    }
    const columns = [
      'Version',
      'Before',
      'After',
      ...(showsActions ? ['Requests'] : []),
      ...(showsUsage ? ['Workspaces'] : []),
      'Reason',
      'Link',
      'Outcome',
    ];
    lines.push(...table(columns, rows, versionsLabel));
  }
  const revoked = outcomes.filter(revokedByStep);
  if (revoked.length > 0) lines.push('', ...blastRadiusLines(revoked));
  const notes = outcomes.filter((o) => o.note !== undefined);
  if (notes.length > 0) {
    lines.push('', '**Held back**', '');
    for (const o of notes) lines.push(`- ${code(o.version)}: ${cell(o.note ?? '')}`);
  }
  if (showsUsage) lines.push('', `<sub>${usageScopeNote(wordsOf(context))}</sub>`);
  const errors = outcomes.filter((o) => o.error !== undefined);
  if (errors.length > 0) {
    lines.push('', '**Problems**', '');
    for (const o of errors) lines.push(`- ${code(o.version)}: ${messageCell(o.error ?? '')}`);
  }
  // Only a change the read API showed is verified: not when every write failed, nor in a check.
  const footer = runFooter(context, outcomes.some((o) => o.verified && o.status === 'changed') ? VERIFIED_NOTE : '');
  if (footer.length > 0) lines.push('', ...footer);
  lines.push('');
  return lines.join('\n');
}

/**
 * The summary of a step that failed before it could account for each version, e.g. when the
 * first read failed. The message may quote what the service or a proxy answered: shown as text.
 */
export function failureSummary(moduleAddress: string, message: string): string {
  return `### Module deprecation: ${code(moduleAddress)}\n\n${verdictLine('fails', messageCell(message))}\n`;
}

/** Every output is always set, so `if:` expressions in workflows never meet an unset one. */
export function actionOutputs(outcomes: readonly VersionOutcome[]): Record<string, string> {
  const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned');
  const stateAfter = deprecationAfter;
  // A revoked version is deprecated too, and more.
  const deprecated = outcomes.filter((o) => stateAfter(o) !== null || revokedAfter(o) === true);
  const single = outcomes.length === 1 ? outcomes[0] : undefined;
  const ids = outcomes.filter((o) => o.deprecationId !== undefined);
  return {
    result: fitOutput(OUTPUT_NAME_LEVELS, (maxNames) => resultEntries(outcomes, maxNames)),
    changed: String(changed.length > 0),
    'changed-versions': changed.map((o) => o.version).join(','),
    deprecated: String(deprecated.length > 0),
    'deprecated-versions': deprecated.map((o) => o.version).join(','),
    'revoked-versions': outcomes
      .filter((o) => revokedAfter(o) === true)
      .map((o) => o.version)
      .join(','),
    reason: (single && stateAfter(single)?.reason) ?? '',
    link: (single && stateAfter(single)?.link) ?? '',
    'deprecation-id': ids.length === 1 ? (ids[0]?.deprecationId ?? '') : '',
  };
}

export interface SingleReportContext extends SummaryContext {
  readonly failOnDeprecated: boolean;
  /** A revoked version fails a check even where a deprecated one only warns (as in the gate). */
  readonly failOnRevoked?: boolean;
}

/** The report of a run that accounted for every version it was asked about. */
export function singleReport(outcomes: readonly VersionOutcome[], context: SingleReportContext): Report {
  const { status, moduleAddress: address } = context;
  const annotations: Annotation[] = [];
  for (const o of outcomes) {
    if (o.status === 'failed' || (o.error !== undefined && !o.verified && o.status === 'changed')) {
      annotations.push({
        level: 'error',
        title: `Module version ${o.version} of ${address}`,
        message: `${o.version}: ${o.error ?? 'failed'}`,
      });
    }
  }
  // Every revoke plan warns of the versions it revokes while workspaces use them.
  for (const o of outcomes.filter(revokedByStep)) {
    if (o.usage === undefined || o.usage.count === 0) continue;
    const onlyUnused = wordsOf(context).setting('revoke-only-unused', 'true');
    annotations.push({
      level: 'warning',
      ...inUseWarning(address, o.version, o.usage, o.status === 'changed', onlyUnused),
    });
  }
  const deprecated = outcomes.filter((o) => retired(o) && o.status !== 'failed');
  if (status === 'check') {
    for (const o of deprecated) {
      const d = o.after ?? { reason: '', link: o.revocation?.link ?? '' };
      const revocationMessage = o.revoked === true ? (o.revocation?.message ?? '') : '';
      const message = [
        o.revoked === true ? REVOKED_CONSEQUENCE : '',
        sentence(d.reason),
        revocationMessage !== d.reason ? sentence(revocationMessage) : '',
        d.link ? `More information: ${d.link}` : '',
      ]
        .filter((s) => s !== '')
        .join('\n');
      const title = `Module version ${o.version} of ${address} is ${o.revoked === true ? 'revoked' : 'deprecated'}`;
      annotations.push({ level: failsCheck(o, context) ? 'error' : 'warning', title, message: message || title });
    }
  }
  const verdict = singleVerdict(outcomes, context, deprecated);
  return {
    outputs: actionOutputs(outcomes),
    annotations,
    summary: buildSummary(outcomes, {
      ...context,
      reportOnly: status === 'check' && !context.failOnDeprecated && context.failOnRevoked === false,
      opening: singleOpening(outcomes, context, verdict, annotations),
    }),
    verdict,
    warnings: [],
  };
}

function singleVerdict(
  outcomes: readonly VersionOutcome[],
  context: SingleReportContext,
  deprecated: readonly VersionOutcome[],
): Report['verdict'] {
  const failed = outcomes.filter((o) => o.status === 'failed');
  const missing = failed.filter((o) => o.kind === 'missing');
  if (missing.length > 0) {
    // The user's input, not the service: a re-run cannot help, a corrected `version` can.
    const changing = context.status !== 'check' && !context.dryRun;
    return {
      failed: true,
      reason: 'invalid-input',
      message: `${missing.length === 1 ? 'Version' : 'Versions'} ${missing.map((o) => o.version).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the registry's version list for this module: check ${wordsOf(context).name('version')}.${changing ? ` Nothing was changed: ${wordsOf(context).run} changes the versions listed only when every one of them exists.` : ''}`,
    };
  }
  if (hasFailures(outcomes, context.verify)) {
    const parts = failureParts(outcomes, context);
    return {
      failed: true,
      reason: writeFailureReason(failed.map((o) => o.revocationUnavailable === true)),
      message: `${parts.join('; ')}. ${seeSummary(wordsOf(context), rerunMayHelp(outcomes, context.verify))}`,
    };
  }
  if (context.status === 'check' && deprecated.some((o) => failsCheck(o, context))) {
    const revoked = deprecated.filter((o) => o.revoked === true);
    return {
      failed: true,
      reason: revoked.some((o) => failsCheck(o, context)) ? 'revoked-in-use' : 'deprecated-in-use',
      message: retiredLine(deprecated),
    };
  }
  // The log's last line says what the summary opens with, without the zeros.
  return {
    failed: false,
    message:
      context.status === 'check'
        ? checkedLine(outcomes.length, deprecated)
        : `${doneText(outcomes, context, context.verify)}.`,
  };
}

/**
 * "2 checked versions are deprecated or revoked: 1 deprecated (1.1.0), 1 revoked (1.0.0)." A
 * revoked version is counted once, as revoked, as the summary counts it.
 */
function retiredLine(retiredVersions: readonly VersionOutcome[]): string {
  const revoked = retiredVersions.filter((o) => o.revoked === true).map((o) => o.version);
  const deprecated = retiredVersions.filter((o) => o.revoked !== true).map((o) => o.version);
  const checked = `${plural(retiredVersions.length, 'checked version')} ${retiredVersions.length === 1 ? 'is' : 'are'}`;
  if (revoked.length === 0) return `${checked} deprecated: ${deprecated.join(', ')}.`;
  if (deprecated.length === 0) return `${checked} revoked: ${revoked.join(', ')}.`;
  return `${checked} deprecated or revoked: ${deprecated.length} deprecated (${deprecated.join(', ')}), ${revoked.length} revoked (${revoked.join(', ')}).`;
}

/** A prerelease deprecates nothing unless `on-prerelease: deprecate` says so: the step says why. */
export function prereleaseReport(moduleAddress: string, release: ReleaseInfo): Report {
  const message = `Release ${release.tag} is a prerelease: nothing was deprecated. Set \`on-prerelease: deprecate\` to deprecate on prereleases too.`;
  return {
    outputs: {},
    annotations: [{ level: 'notice', title: `No deprecation of ${moduleAddress}`, message }],
    summary: `### Deprecate module versions of \`${moduleAddress}\`\n\n${verdictLine('passes', cell(message))}\n`,
    verdict: { failed: false, message },
    warnings: [],
  };
}

/** The step's report for what the run ended with. */
export function report(result: SingleResult): Report {
  if (result.kind === 'prerelease') return prereleaseReport(result.address, result.release);
  if (result.kind === 'failed') {
    return failedReport(result.reason, result.message, failureSummary(result.address, result.message));
  }
  const { request } = result;
  return singleReport(result.outcomes, {
    moduleAddress: result.address,
    status: request.status,
    dryRun: request.dryRun,
    verify: request.verify,
    failOnDeprecated: request.failOnDeprecated,
    failOnRevoked: request.failOnRevoked,
    ...result.context,
    skipped: result.skipped,
  });
}
