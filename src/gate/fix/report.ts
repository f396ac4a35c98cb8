/**
 * What the fix says: the `fixed` and `fixes` outputs, its log lines and its part of the job
 * summary (and so of the pull request comment). Pure, apart from the log it is handed.
 */
import { OUTPUT_LIMIT_BYTES, fitOutput, table, type RecordFile, type Report, type ReviewDraft } from '../../report.ts';
import { cell, cellCode, plural } from '../../text.ts';
import { callLabel } from '../read/calls.ts';
import type { GateLog } from '../log.ts';
import type { Fix, FixResult } from './apply.ts';
import type { ReviewSuggestions } from './review.ts';
import { fenceFor, SUGGESTION_MARKER } from './suggest.ts';

/** A fix as an entry of the `fixes` output. */
function fixJson(fix: Fix): Record<string, unknown> {
  const { call, verdict } = fix.finding;
  return {
    call: callLabel(call),
    module: 'address' in verdict ? (verdict.address ?? call.source) : call.source,
    file: call.location.file,
    line: call.location.line ?? null,
    from: 'version' in verdict ? verdict.version : null,
    to: fix.version ?? null,
    outcome: fix.outcome,
    constraint: fix.argument ?? null,
    ...(fix.why !== undefined && { why: fix.why }),
  };
}

/** `fixed` and `fixes`, the entries past GitHub's output limit left out (every one is in the log). */
export function fixOutputs(result: FixResult, limit = OUTPUT_LIMIT_BYTES): Record<string, string> {
  const all = result.fixes.map(fixJson);
  const fixes = fitOutput([all.length, 1_000, 100, 0], (n) => all.slice(0, n), limit);
  return { fixed: String(!result.dryRun && result.files.length > 0), fixes };
}

/** The fix's account: the lines it changed (or would), for how many calls, and how many failing calls that clears. */
export function fixHeadline(result: FixResult): string {
  const calls = result.fixes.length;
  if (calls === 0) return `Nothing to fix: no module call uses a deprecated or revoked version.`;
  const rewritten = result.fixes.filter((f) => f.outcome === 'rewritten').length;
  if (rewritten === 0) {
    const none =
      calls === 1
        ? 'the one call on a deprecated or revoked version cannot be rewritten in place'
        : `none of the ${calls} calls on a deprecated or revoked version can be rewritten in place`;
    return `The fix ${result.dryRun ? 'would rewrite' : 'rewrote'} no version: ${none}.`;
  }
  const where = `${plural(result.lines, 'line')} in ${plural(result.files.length, 'file')}`;
  const shared =
    rewritten <= result.lines
      ? ''
      : result.lines === 1
        ? `, for ${rewritten} calls that share it (one block, reached from several configurations)`
        : `, for ${rewritten} calls (some share a line: one block, reached from several configurations)`;
  const clears = `that clears ${rewritten} of the ${plural(calls, 'call')} on a deprecated or revoked version`;
  return result.dryRun
    ? `Dry run: the fix would rewrite ${where}${shared}, and write nothing; ${clears}.`
    : `The fix rewrote ${where}${shared}; ${clears}. The verdict is that of the files as they were.`;
}

/** What a fix says of its call, in a word or a sentence; in a dry run, what it would do. */
function outcomeText(fix: Fix, dryRun: boolean): string {
  switch (fix.outcome) {
    case 'rewritten':
      return `${dryRun ? 'would be rewritten' : 'rewritten'}: ${JSON.stringify(fix.argument?.from)} → ${JSON.stringify(fix.argument?.to)}`;
    case 'upgrade-installed':
      return `the constraint admits ${fix.version}: run terraform init -upgrade`;
    case 'by-hand':
      return `change by hand: ${fix.why}`;
  }
}

export async function logFix(log: GateLog, result: FixResult): Promise<void> {
  await log.group(result.dryRun ? 'Fix the versions (dry run)' : 'Fix the versions', async () => {
    for (const fix of result.fixes) {
      const { call } = fix.finding;
      const line = call.location.line !== undefined ? `:${call.location.line}` : '';
      log.info(`  ${call.location.file}${line}  ${callLabel(call)}  ${outcomeText(fix, result.dryRun)}`);
    }
    log.info(fixHeadline(result));
  });
}

/** The file a dry run's diff is written to (the output `diff-file`), in the runner's temporary folder. */
const DIFF_FILE: RecordFile['name'] = 'gate-fix.diff';

/** A dry run's diff, which each runner shows where it fits, and the file the output `diff-file` names. */
export function fixDiff(result: FixResult): Pick<Report, 'diff' | 'files'> {
  if (!result.dryRun) return {};
  if (result.diff === '') return { diff: '' };
  return { diff: result.diff, files: [{ output: 'diff-file', name: DIFF_FILE, content: result.diff }] };
}

const OUTCOME_LABEL: Record<Fix['outcome'], string> = {
  rewritten: '✏️ rewritten',
  'upgrade-installed': '⬆️ `terraform init -upgrade`',
  'by-hand': '✋ by hand',
};

/** The diff is shown in the summary up to this size; past it, the log has it. */
const SUMMARY_DIFF_BYTES = 30_000;

/** The fix's section of the job summary: its account, one row per call, and a dry run's diff. */
export function fixSummary(result: FixResult): string[] {
  if (result.fixes.length === 0) return [];
  const rows = result.fixes.map((fix) => {
    const { call } = fix.finding;
    const place = `${cell(call.location.file)}${call.location.line !== undefined ? `:${call.location.line}` : ''}`;
    const detail =
      fix.outcome === 'rewritten'
        ? `${cellCode(fix.argument?.from ?? '')} → ${cellCode(fix.argument?.to ?? '')}`
        : fix.outcome === 'upgrade-installed'
          ? `the constraint admits ${cell(fix.version ?? '')}`
          : cell(fix.why ?? '');
    const label = result.dryRun && fix.outcome === 'rewritten' ? '✏️ would be rewritten' : OUTCOME_LABEL[fix.outcome];
    return `| ${cellCode(callLabel(call))} | ${place} | ${label} | ${detail} |`;
  });
  // A blank line first: the section follows a table, which a heading should not touch.
  const lines = [
    '',
    result.dryRun ? '#### Fixes (dry run: nothing written)' : '#### Fixes',
    '',
    cell(fixHeadline(result)),
    '',
    ...table(['Module call', 'Location', 'Outcome', 'Detail'], rows, plural(rows.length, 'fix', 'fixes')),
    '',
  ];
  if (result.dryRun && result.diff !== '' && Buffer.byteLength(result.diff, 'utf8') <= SUMMARY_DIFF_BYTES) {
    const fence = fenceFor(result.diff);
    lines.push(
      '<details><summary>The diff</summary>',
      '',
      `${fence}diff`,
      result.diff.replace(/\n$/, ''),
      fence,
      '',
      '</details>',
      '',
    );
  }
  return lines;
}

/** The review the runner posts, when there is a suggestion to make. */
export function reviewDraft(suggestions: ReviewSuggestions): ReviewDraft | undefined {
  if ('unavailable' in suggestions || suggestions.comments.length === 0) return undefined;
  return {
    pullRequest: suggestions.pullRequest,
    ...(suggestions.head !== undefined && { commitId: suggestions.head }),
    body: `${plural(suggestions.comments.length, 'module call')} on a deprecated or revoked version: each suggested change moves one off it.`,
    marker: SUGGESTION_MARKER,
    comments: suggestions.comments,
  };
}

/** The suggestions' section of the summary (and so of the comment): those outside the diff, as a table. */
export function reviewSummary(suggestions: ReviewSuggestions): string[] {
  if ('unavailable' in suggestions)
    return ['', '#### Suggested changes', '', `No review: ${cell(suggestions.unavailable)}.`, ''];
  if (suggestions.comments.length === 0 && suggestions.outside.length === 0) return [];
  const lines = [
    '',
    '#### Suggested changes',
    '',
    `${plural(suggestions.comments.length, 'suggested change')} in a review of this pull request, on the lines it changed.`,
    '',
  ];
  if (suggestions.outside.length > 0) {
    const rows = suggestions.outside.map(
      (o) =>
        `| ${cellCode(callLabel(o.finding.call))} | ${cell(o.path)}:${o.line} | ${cellCode(o.from)} | ${cellCode(o.to)} |`,
    );
    lines.push(
      "Not in the pull request's diff, where GitHub takes no suggestion: change these lines as shown.",
      '',
      ...table(['Module call', 'Line', 'Now', 'Suggested'], rows, plural(rows.length, 'line')),
      '',
    );
  }
  return lines;
}
