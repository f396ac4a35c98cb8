/**
 * The single-module mode's job summary: one row per version (the changed first, then the module's others), who uses
 * each, the blast radius of a revoke, what was held back and what went wrong. Pure.
 */
import { VERB } from '../changes/carry-out.ts';
import { BLAST_RADIUS_SENTENCE, revokesAnew } from '../changes/blast-radius.ts';
import type { VersionOutcome } from '../changes/outcome.ts';
import { sameDeprecation, updatesRevocation } from '../changes/plan.ts';
import type { Deprecation, RunContext, Status, Wording } from '../model.ts';
import { countsLine, note, runFooter, VERIFIED_NOTE, table } from '../report.ts';
import type { SkipReason } from '../versions/selection.ts';
import { usageCell, usageScopeNote } from '../usage/format.ts';
import type { SkippedVersion } from './run.ts';
import { retired } from './checked.ts';
import { cell, code, markdownLink, messageCell, plural } from '../text.ts';

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
    'newest-kept': `🛡️ kept (${words.name('keepLatest')})`,
    'released-now': '🚀 kept (just released)',
  })[reason];

const state = (d: Deprecation | null, revoked?: boolean): string =>
  revoked === true ? '⛔ revoked' : d === null ? 'active' : '⚠️ deprecated';

/** The requests of a change, in order: "deprecate → revoke"; a failed one is struck out with ✗. */
function actionCell(o: VersionOutcome): string {
  if (o.steps.length === 0) return '';
  return o.steps
    .map(({ step, status }) =>
      status === 'failed' ? `✗ ${VERB[step]}` : status === 'not-sent' ? `(${VERB[step]}: not sent)` : VERB[step],
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

const linkCell = (d: Pick<Deprecation, 'link'> | null): string => (d?.link ? markdownLink(cell(d.link), d.link) : '');
const quotedCell = (text: string): string => cell(JSON.stringify(text));

/** A changed version's Reason and Link cells: what consumers read after the step; where it replaces them, old and new. */
function reasonAndLink(o: VersionOutcome): [reason: string, link: string] {
  const shown = o.after ?? o.before;
  const revocation = { before: o.revocationBefore, after: o.revocation };
  if (updatesRevocation(o) && revocation.before !== undefined && revocation.after !== undefined) {
    const message = replacedCell(revocation.before.message, revocation.after.message, quotedCell);
    const reason = shown?.reason ?? '';
    return [
      reason === '' ? `revoked: ${message}` : `${cell(reason)} · revoked: ${message}`,
      replacedCell(revocation.before.link, revocation.after.link, (l) => linkCell({ link: l })),
    ];
  }
  // A deprecation replaced by another: what consumers read before, and what they read now.
  if (o.before !== null && o.after !== null && !sameDeprecation(o.before, o.after)) {
    return [
      replacedCell(o.before.reason, o.after.reason, quotedCell),
      replacedCell(o.before.link, o.after.link, (l) => linkCell({ link: l })),
    ];
  }
  return [reasonCell(shown, o), linkCell(shown)];
}

/** Who uses each version the step revokes; where usage was not read, one line says so. */
function blastRadiusLines(revoked: readonly VersionOutcome[], words: Wording): string[] {
  if (revoked.every((o) => o.usage === undefined)) {
    return [
      `**Blast radius**: who uses ${revoked.map((o) => code(o.version)).join(', ')} was not read (${words.name('usage')}). ${BLAST_RADIUS_SENTENCE}`,
    ];
  }
  return [
    '**Blast radius**: who uses each version revoked.',
    '',
    ...revoked.map((o) => `- ${code(o.version)}: ${o.usage !== undefined ? usageCell(o.usage) : 'not read'}`),
    '',
    BLAST_RADIUS_SENTENCE,
  ];
}

/** A version this step revokes (or would) that was not revoked before: its users are the blast radius. */
export const revokedByStep = (o: VersionOutcome): boolean =>
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
  if (status === 'check') {
    if (o.status === 'failed') return OUTCOME_LABEL.failed;
    return o.revoked === true ? '⛔ revoked' : o.after === null ? '✅ not deprecated' : '⚠️ deprecated';
  }
  if (o.status === 'failed' && o.steps.some((s) => s.status === 'done')) return `${OUTCOME_LABEL.failed} (part done)`;
  if (o.keptReason === true)
    return `${OUTCOME_LABEL.unchanged} (${o.revokedBefore === true ? 'message' : 'reason'} kept)`;
  const label = OUTCOME_LABEL[o.status];
  return o.status === 'changed' && !o.verified ? `${label} (not verified)` : label;
}

export function buildSummary(outcomes: readonly VersionOutcome[], context: SummaryContext): string {
  const lines: string[] = [];
  const title = context.reportOnly === true ? 'Migration report:' : ACTION_TITLE[context.status];
  lines.push(`### ${title} ${plural(outcomes.length, 'module version')} of ${code(context.moduleAddress)}`, '');
  if (context.opening !== undefined) lines.push(context.opening, '');
  if (context.dryRun && context.status !== 'check') {
    lines.push(...note('Dry run: nothing was changed. The table shows what would change.'));
  }
  if (context.status === 'check') {
    // A write's verdict says what it did; a check's counts say more than its verdict: what is fine.
    const checked = outcomes.filter((o) => o.status !== 'failed');
    const missing = outcomes.filter((o) => o.kind === 'missing').length;
    lines.push(
      ...countsLine('Versions', [
        [checked.filter((o) => o.after !== null && o.revoked !== true).length, 'deprecated'],
        [checked.filter((o) => o.revoked === true).length, 'revoked'],
        [checked.filter((o) => !retired(o)).length, 'not deprecated'],
        [outcomes.length - checked.length - missing, 'could not be checked'],
        [missing, 'not in the registry'],
        // The migration report: how many retired versions someone still runs.
        [checked.filter((o) => retired(o) && (o.usage?.count ?? 0) > 0).length, 'deprecated or revoked still in use'],
      ]),
    );
  }
  // Who uses each version, where usage was read: one more column.
  const showsUsage = outcomes.some((o) => o.usage !== undefined);
  const usageColumn = (o: Pick<VersionOutcome, 'usage'>): string => (showsUsage ? ` ${usageCell(o.usage)} |` : '');
  const usageTitle = showsUsage ? ['Workspaces'] : [];
  // One request (a deprecation or its revert) is said by the title: requests show where there are two, or revocation.
  const showsActions = outcomes.some(
    (o) => o.steps.length > 1 || o.steps.some((s) => s.step === 'revoke' || s.step === 'unrevoke'),
  );
  const versionsLabel = plural(outcomes.length + (context.skipped?.length ?? 0), 'version');
  if (context.status === 'check') {
    // A version the registry lacks has no status to show: the verdict names it.
    const rows = outcomes
      .filter((o) => o.kind !== 'missing')
      .map(
        (o) =>
          `| ${cell(o.version)} | ${outcomeLabel(o, context.status)} |${usageColumn(o)} ${reasonCell(o.after, o)} | ${linkCell(o.after)} |`,
      );
    // No version to check: no table, not a header over nothing.
    if (rows.length > 0)
      lines.push(...table(['Version', 'Status', ...usageTitle, 'Reason', 'Link'], rows, versionsLabel));
  } else {
    const rows = outcomes.map((o) => {
      // A version the registry does not have was in no state before, nor after.
      const before = o.kind === 'missing' ? '—' : state(o.before, o.revokedBefore);
      const after = o.kind === 'missing' ? '—' : state(o.after, o.revoked);
      const action = showsActions ? ` ${actionCell(o)} |` : '';
      const [reason, link] = reasonAndLink(o);
      return `| ${cell(o.version)} | ${before} | ${after} |${action}${usageColumn(o)} ${reason} | ${link} | ${outcomeLabel(o, context.status)} |`;
    });
    for (const s of context.skipped ?? []) {
      const action = showsActions ? ' |' : '';
      rows.push(
        `| ${cell(s.version)} | ${state(s.state, s.revoked)} | ${state(s.state, s.revoked)} |${action}${usageColumn(s)} ${cell(s.state?.reason ?? '')} | ${linkCell(s.state)} | ${skipLabel(s.reason, context.words)} |`,
      );
    }
    const columns = [
      'Version',
      'Before',
      'After',
      ...(showsActions ? ['Requests'] : []),
      ...usageTitle,
      'Reason',
      'Link',
      'Outcome',
    ];
    if (rows.length > 0) lines.push(...table(columns, rows, versionsLabel));
  }
  const revoked = outcomes.filter(revokedByStep);
  if (revoked.length > 0) lines.push('', ...blastRadiusLines(revoked, context.words));
  const notes = outcomes.filter((o) => o.note !== undefined);
  if (notes.length > 0) {
    lines.push('', '**Held back**', '');
    // The runner's own words: its code spans (a setting's name) render as code.
    for (const o of notes) lines.push(`- ${code(o.version)}: ${messageCell(o.note ?? '')}`);
  }
  if (showsUsage) lines.push('', `<sub>${usageScopeNote(context.words)}</sub>`);
  // A version the registry lacks is the verdict's to name, once.
  const errors = outcomes.filter((o) => o.error !== undefined && o.kind !== 'missing');
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
