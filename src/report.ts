/** What a mode hands back: a `Report`, plain data the runner writes, and the small renderers reports use. Pure. */
import type { Deprecation, RunLinks } from './model.ts';
import { ONE_LINE, plural, thousands } from './text.ts';

export interface Annotation {
  readonly level: 'error' | 'warning' | 'notice';
  readonly title?: string;
  readonly message: string;
  /** Relative to the workspace, so GitHub can place it in the diff. */
  readonly file?: string;
  readonly line?: number;
  /**
   * For a runner that shows only a few annotations a step (GitHub's 10 of each level): `folded` ones stand in there for
   * the `per-finding` ones, which every other place lists each at its line. Unset: shown everywhere.
   */
  readonly fold?: 'per-finding' | 'folded';
}

/** The annotations a runner shows: folded where it `limited` (GitHub's per-step cap), else one per finding. */
export function annotationsShown(annotations: readonly Annotation[], limited: boolean): Annotation[] {
  const dropped = limited ? 'per-finding' : 'folded';
  return annotations.filter((a) => a.fold !== dropped).map(({ fold: _, ...shown }) => shown);
}

/** Why a step failed (`failure-reason`): a later step can tell a gate that tripped from a tool that could not work. */
export const FAILURE_REASONS = [
  'deprecated-in-use',
  'revoked-in-use',
  'invalid-input',
  'service-error',
  'revocation-unavailable',
  'verification-timeout',
  'internal-error',
] as const;

export type FailureReason = (typeof FAILURE_REASONS)[number];

/** `message` is the last line: the failure (an error) when failed, else an info line; none: the annotations say why. */
export type Verdict =
  | { readonly failed: false; readonly message?: string }
  | { readonly failed: true; readonly reason: FailureReason; readonly message?: string };

/**
 * The `failure-reason` of writes that did not all succeed, given for each failure whether it was the service lacking
 * revocation; with no failure at all, the changes were made but not verified in time.
 */
export function writeFailureReason(
  noRevocation: readonly boolean[],
): 'revocation-unavailable' | 'service-error' | 'verification-timeout' {
  if (noRevocation.length === 0) return 'verification-timeout';
  return noRevocation.every((n) => n) ? 'revocation-unavailable' : 'service-error';
}

export interface Report {
  /** Outputs to set; those not named keep their blank value. */
  readonly outputs: Readonly<Record<string, string>>;
  readonly annotations: readonly Annotation[];
  /** Markdown for the job summary; empty for none. */
  readonly summary: string;
  readonly verdict: Verdict;
  /** Warnings that belong to no file or line, written after the annotations. */
  readonly warnings: readonly string[];
  /** Something to tell a pull request, for `comment: changes`. Unset: a failed step, or any warning or error, is. */
  readonly noteworthy?: boolean;
  /**
   * Files the runner writes in RUNNER_TEMP whatever their size, each path set as the output `output`: the complete
   * record where outputs and the summary are capped.
   */
  readonly files?: readonly RecordFile[];
  /** Where every entry is, for the note of a cut summary or annotations; never cut. Default: the `result` output. */
  readonly completeIn?: string;
  /** The whole record where the outputs hold only part of it: the command line's `--json` prints it as `report`. */
  readonly record?: () => unknown;
  /** A pull request review (`suggest`): suggested changes on lines of its diff. */
  readonly review?: ReviewDraft;
  /**
   * A unified diff of files the run would change (the gate's fix in a dry run): byte for byte where it is meant to be
   * applied (stdout, a file); in a log it stays made safe.
   */
  readonly diff?: string;
}

export interface ReviewDraft {
  readonly pullRequest: number;
  /** The head commit the lines are of; GitHub's latest when absent. */
  readonly commitId?: string;
  readonly body: string;
  readonly marker: string;
  readonly comments: ReadonlyArray<{ readonly path: string; readonly line: number; readonly body: string }>;
}

/** A file of the report in the runner's temporary folder, and the output that gives its path. */
export interface RecordFile {
  readonly output: string;
  readonly name: string;
  readonly content: string;
}

export const RESULT_OUTPUT = "the step's `result` output";

export function failedReport(
  reason: FailureReason,
  message: string,
  summary = '',
  annotations: readonly Annotation[] = [],
): Report {
  return { outputs: {}, annotations, summary, verdict: { failed: true, reason, message }, warnings: [] };
}

export function deprecationText(d: Deprecation): string {
  return `${JSON.stringify(d.reason)}${d.link ? ` <${d.link}>` : ''}`;
}

/** What revocation means for whoever uses the version, as the service's runs say it. */
export const REVOKED_CONSEQUENCE =
  'Runs of new workspaces that use it will not proceed; workspaces that used it before go on with a warning.';

export type Standing = 'fails' | 'warns' | 'passes';

/** A summary's first line, and so a comment's: the verdict, then why (`why`, Markdown the caller made safe). */
export function verdictLine(standing: Standing, why: string, run = 'the step'): string {
  switch (standing) {
    case 'fails':
      return `❌ **Fails**: ${why}`;
    case 'warns':
      return `⚠️ **Warns** (${run} passes): ${why}`;
    case 'passes':
      return `✅ **Passes**: ${why}`;
  }
}

/** "Versions: 1 deprecated · 2 not deprecated.": the counts that are not zero (never "0 failed"). */
export function countsLine(label: string, counts: ReadonlyArray<readonly [count: number, what: string]>): string[] {
  const shown = counts.filter(([n]) => n > 0).map(([n, what]) => `${thousands(n)} ${what}`);
  return shown.length === 0 ? [] : [`${label}: ${shown.join(' · ')}.`, ''];
}

const LISTED_IN_A_SENTENCE = 5;

/** "1.0.0, 1.1.0 and 3 more". */
export function someOf(items: readonly string[], max = LISTED_IN_A_SENTENCE): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** "1 warning: TITLE", "3 warnings: A; B and 1 more". Titles may carry others' text: `safe` escapes it. */
export function warningsWhy(annotations: readonly Annotation[], safe: (text: string) => string): string {
  const titles = annotations.filter((a) => a.level === 'warning').map((a) => safe(a.title ?? a.message));
  if (titles.length === 0) return '';
  const shown = titles.slice(0, 2);
  const more = titles.length - shown.length;
  return `${plural(titles.length, 'warning')}: ${shown.join('; ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

/** A note that renders as one everywhere (GitHub's `> [!NOTE]` alerts show as text elsewhere). */
export function note(text: string): string[] {
  return ['> **Note**', `> ${text}`, ''];
}

/** Tables longer than this fold into a `<details>` block, so the summary stays readable. */
const FOLD_ROWS = 20;

/** A Markdown table, folded into `<details>` past FOLD_ROWS rows; blank lines around it let Markdown render inside. */
export function table(header: readonly string[], rows: readonly string[], label: string): string[] {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows];
  if (rows.length <= FOLD_ROWS) return lines;
  // The summary line is raw HTML, where Markdown escapes would show: escape it as HTML.
  const html = label.replace(ONE_LINE, ' ').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [`<details><summary>${html}</summary>`, '', ...lines, '', '</details>'];
}

export const VERIFIED_NOTE = 'Verified through the registry read API. ';

export function runFooter(context: RunLinks, note = ''): string[] {
  // The note says what the run did (a read-back), with or without a run to link to.
  if (context.runUrl === undefined) return note.trim() === '' ? [] : [`<sub>${note.trim()}</sub>`];
  return [`<sub>${note}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`];
}

/** GitHub caps one output at 1 MB; a JSON output stays below it, leaving room for the others. */
export const OUTPUT_LIMIT_BYTES = 900_000;

/** An output's JSON with fewer and fewer details (`levels`) until it fits; the last level whatever its size. */
export function fitOutput<L>(levels: readonly L[], build: (level: L) => unknown, limit = OUTPUT_LIMIT_BYTES): string {
  let json = '';
  for (const level of levels) {
    json = JSON.stringify(build(level));
    // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
    if (Buffer.byteLength(json, 'utf8') <= limit) break;
  }
  return json;
}

export const SUMMARY_LIMIT_BYTES = 1_000_000;

const bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * The summary cut at a line below GitHub's limit, with a note saying how much was left out and where all of it is; a
 * `<details>` left open by the cut is closed, so the note renders.
 */
export function fitSummary(markdown: string, limit = SUMMARY_LIMIT_BYTES, completeIn = RESULT_OUTPUT): string {
  if (bytes(markdown) <= limit) return markdown;
  const lines = markdown.split('\n');
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    const next = bytes(line) + 1;
    // Room for the closing tags and the note.
    if (size + next > limit - 1_000) break;
    kept.push(line);
    size += next;
  }
  const open =
    kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
  return [
    ...kept,
    ...Array.from({ length: Math.max(0, open) }, () => '</details>'),
    '',
    `> **Note**`,
    `> The summary stops here: GitHub shows at most 1 MiB of it, and ${plural(lines.length - kept.length, 'more line')} were left out. Every entry is in ${completeIn}.`,
    '',
  ].join('\n');
}

/** GitHub shows at most this many annotations of each level per step (and 50 per job). */
export const ANNOTATIONS_PER_STEP = 10;

const LEVEL_ORDER: Record<Annotation['level'], number> = { error: 0, warning: 1, notice: 2 };

/**
 * The annotations as GitHub will show them: errors first, at most `room` of each level. Past that, the last one shown
 * says how many more there are and where, instead of GitHub dropping them in silence. `held` counts those of a level
 * already written to the log as plain lines; the note counts them too, in the slot the log left for it.
 */
export function withinAnnotationLimits(
  annotations: readonly Annotation[],
  room: Readonly<Record<Annotation['level'], number>>,
  held: Readonly<Partial<Record<Annotation['level'], number>>> = {},
  completeIn?: string,
): Annotation[] {
  const sorted = [...annotations].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  const kept: Annotation[] = [];
  for (const level of ['error', 'warning', 'notice'] as const) {
    const ofLevel = sorted.filter((a) => a.level === level);
    const space = room[level];
    const inLog = held[level] ?? 0;
    // With no room left, even the overflow note would be dropped by GitHub: the caller logs it.
    if (space <= 0) continue;
    if (ofLevel.length <= space && inLog === 0) {
      kept.push(...ofLevel);
      continue;
    }
    const shown = Math.min(ofLevel.length, space - 1);
    const more = ofLevel.length - shown + inLog;
    const where =
      completeIn !== undefined
        ? inLog === 0
          ? `in ${completeIn}`
          : `in the log and in ${completeIn}`
        : inLog === 0
          ? 'in the step summary and the `result` output'
          : ofLevel.length === shown
            ? 'in the log'
            : 'in the log, the step summary and the `result` output';
    kept.push(...ofLevel.slice(0, shown), {
      level,
      title: `${plural(more, `more ${level}`)} not shown here`,
      message: `GitHub shows at most ${ANNOTATIONS_PER_STEP} ${level} annotations per step; ${more === 1 ? 'the other one is' : `the other ${more} are`} ${where}.`,
    });
  }
  return kept;
}
