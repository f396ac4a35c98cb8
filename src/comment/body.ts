/**
 * A pull request's comment, drawn from any mode's Report: the hidden marker that finds it again, and its body (the
 * job summary, or a note that there is nothing to report), cut below GitHub's limit with a link to the run. Pure.
 */
import type { RunEvent, RunLinks } from '../model.ts';
import type { Report } from '../report.ts';
import type { CommentSetting } from './options.ts';

/** GitHub refuses a comment body longer than this many characters. */
export const COMMENT_LIMIT_CHARS = 65_536;

/** The step a comment belongs to: one comment per workflow, job and step on a pull request. */
export interface CommentOwner {
  readonly workflow: string;
  readonly job: string;
  readonly step: string;
}

/** The step, from the variables the runner sets (GITHUB_ACTION names the step). */
export function commentOwner(env: Readonly<Record<string, string | undefined>>): CommentOwner {
  return {
    workflow: env.GITHUB_WORKFLOW?.trim() ?? '',
    job: env.GITHUB_JOB?.trim() ?? '',
    step: env.GITHUB_ACTION?.trim() ?? '',
  };
}

/** The hidden line that marks the step's comment: percent-encoded, no name can close it or pass for another step's. */
export function commentMarker(owner: CommentOwner): string {
  const part = (value: string): string => encodeURIComponent(value);
  return `<!-- tfe-module-lifecycle comment workflow=${part(owner.workflow)} job=${part(owner.job)} step=${part(owner.step)} -->`;
}

/** The pull request the run is about, from a pull_request or pull_request_target event. */
export function pullRequestNumber(event: RunEvent): number | undefined {
  if (event.name !== 'pull_request' && event.name !== 'pull_request_target') return undefined;
  const number = (event.payload as { pull_request?: { number?: unknown } } | null)?.pull_request?.number;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** Whether a report has something to say on a pull request: what the mode says, else a failure, a warning or an error. */
function hasSomethingToReport(report: Report): boolean {
  return (
    report.noteworthy ??
    (report.verdict.failed || report.warnings.length > 0 || report.annotations.some((a) => a.level !== 'notice'))
  );
}

export interface CommentDraft {
  readonly body: string;
  /** Written only over an earlier comment of the step (`changes`, with nothing to report). */
  readonly onlyToUpdate: boolean;
}

/** The comment for a report; `setting` is `always` or `changes`. */
export function draftComment(
  report: Report,
  setting: Exclude<CommentSetting, 'never'>,
  owner: CommentOwner,
  context: RunLinks,
): CommentDraft {
  const marker = commentMarker(owner);
  const noteworthy = hasSomethingToReport(report);
  const run =
    context.runUrl === undefined ? 'the latest run' : `[${context.runLabel ?? 'the latest run'}](${context.runUrl})`;
  const content = noteworthy
    ? report.summary.trim() === ''
      ? `The step ended without a summary: see ${run}.`
      : report.summary
    : [
        `✅ **Nothing to report** as of ${run}.`,
        ...(report.summary.trim() === ''
          ? []
          : ['', '<details><summary>Details</summary>', '', report.summary.trim(), '', '</details>']),
      ].join('\n');
  return {
    body: fitComment(`${marker}\n${content}`, context),
    onlyToUpdate: !noteworthy && setting === 'changes',
  };
}

/**
 * The body cut at a line below GitHub's limit, with a link to the run's summary where all of it is. A `<details>`
 * left open by the cut is closed, so the note renders.
 */
export function fitComment(body: string, context: RunLinks, limit = COMMENT_LIMIT_CHARS): string {
  if (body.length <= limit) return body;
  const where =
    context.runUrl === undefined
      ? "the run's job summary"
      : `the job summary of [${context.runLabel ?? 'the run'}](${context.runUrl})`;
  const note = [
    '',
    '> **Note**',
    `> This comment stops here: GitHub takes at most ${limit} characters. All of it is in ${where}.`,
    '',
  ];
  const room = limit - note.join('\n').length - 200;
  const lines = body.split('\n');
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > room) break;
    kept.push(line);
    size += line.length + 1;
  }
  // A single line longer than the room (a table row cannot be): cut inside it.
  if (kept.length === 0) kept.push((lines[0] ?? '').slice(0, room));
  const open =
    kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
  return [...kept, ...Array.from({ length: Math.max(0, open) }, () => '</details>'), ...note].join('\n');
}
