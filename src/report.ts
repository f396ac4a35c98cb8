/**
 * What a mode hands back: a `Report`, plain data that the runner writes (outputs, annotations,
 * job summary, verdict). Also the small renderers every mode's report uses. Pure.
 */
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
   * Where findings are too many for a runner that shows only a few annotations a step (GitHub's
   * 10 of each level): `folded` ones stand in there for the `per-finding` ones, which every
   * other place (the terminal, Code Quality) lists each at its line. Unset: shown everywhere.
   */
  readonly fold?: 'per-finding' | 'folded';
}

/** The annotations a runner shows: folded where it `limited` (GitHub's per-step cap), else one per finding. */
export function annotationsShown(annotations: readonly Annotation[], limited: boolean): Annotation[] {
  const dropped = limited ? 'per-finding' : 'folded';
  return annotations.filter((a) => a.fold !== dropped).map(({ fold: _, ...shown }) => shown);
}

/**
 * Why a step failed, for the `failure-reason` output: so a later step can tell a gate that
 * tripped from a tool that could not do its job.
 */
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

/**
 * The step's verdict. `message` is its last line: the failure message when failed (shown as an
 * error), else an info line. A failure with no message leaves it to the annotations to say why.
 */
export type Verdict =
  | { readonly failed: false; readonly message?: string }
  | { readonly failed: true; readonly reason: FailureReason; readonly message?: string };

/**
 * The `failure-reason` of writes that did not all succeed, given for each failure whether it was
 * the service lacking revocation: that, when every failure was; else a service error; with no
 * failure at all, the changes were made but not verified in time.
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
  /**
   * Whether there is something to tell a pull request (a plan with changes, a deprecated call in
   * use), for `comment: changes`. Unset: a failed step, or any warning or error, is.
   */
  readonly noteworthy?: boolean;
  /**
   * Files the runner writes in its temporary folder (RUNNER_TEMP), whatever their size, each
   * path set as the output `output`: the complete record where outputs and the summary are capped.
   */
  readonly files?: readonly RecordFile[];
  /**
   * Where every entry is, for the notes of a cut summary or of annotations past GitHub's limit;
   * the `result` output when not said. It must name a place that is never cut.
   */
  readonly completeIn?: string;
  /**
   * The whole record as one JSON value, where the outputs hold only part of it (the organization
   * report): the command line's `--json` prints it as `report`. Built only when printed.
   */
  readonly record?: () => unknown;
  /** A pull request review the runner posts (`suggest`): suggested changes on lines of its diff. */
  readonly review?: ReviewDraft;
  /**
   * A unified diff of files the run would change (the gate's fix in a dry run), byte for byte: where
   * it is meant to be applied (the command line's stdout, a file) the runner gives it as it is;
   * in a log it stays made safe.
   */
  readonly diff?: string;
}

/** One review of a pull request: a comment on each of the lines named, each on the new side. */
export interface ReviewDraft {
  readonly pullRequest: number;
  /** The head commit the lines are of; GitHub's latest when absent. */
  readonly commitId?: string;
  readonly body: string;
  /** The marker that each of the action's own comments starts with. */
  readonly marker: string;
  readonly comments: ReadonlyArray<{ readonly path: string; readonly line: number; readonly body: string }>;
}

/** A file of the report: its name in the runner's temporary folder, and the output that gives its path. */
export interface RecordFile {
  readonly output: string;
  readonly name: string;
  readonly content: string;
}

/** Where every entry of a mode's report is, when the report does not say: its `result` output. */
export const RESULT_OUTPUT = "the step's `result` output";

/** A report for a step that ends before it could account for what it was asked. */
export function failedReport(
  reason: FailureReason,
  message: string,
  summary = '',
  annotations: readonly Annotation[] = [],
): Report {
  return { outputs: {}, annotations, summary, verdict: { failed: true, reason, message }, warnings: [] };
}

/** A deprecation as one line of text: its reason quoted, then its link in angle brackets. */
export function deprecationText(d: Deprecation): string {
  return `${JSON.stringify(d.reason)}${d.link ? ` <${d.link}>` : ''}`;
}

/** What revocation means for whoever uses the version, as the service's runs say it. */
export const REVOKED_CONSEQUENCE =
  'Runs of new workspaces that use it will not proceed; workspaces that used it before go on with a warning.';

/** How a step stands, as its summary's first line says: it fails, it passes with warnings, or it passes. */
export type Standing = 'fails' | 'warns' | 'passes';

/**
 * A summary's first line, and so a pull-request comment's: the verdict, then what happened and,
 * for a failure or a warning, why (`why`, Markdown the caller made safe). Every mode opens with it.
 */
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

/**
 * "Versions: 1 deprecated · 2 not deprecated.": the counts that are not zero, after the verdict
 * (a failed step never sits beside "0 failed"); none at all, no line.
 */
export function countsLine(label: string, counts: ReadonlyArray<readonly [count: number, what: string]>): string[] {
  const shown = counts.filter(([n]) => n > 0).map(([n, what]) => `${thousands(n)} ${what}`);
  return shown.length === 0 ? [] : [`${label}: ${shown.join(' · ')}.`, ''];
}

/** Past this many, a list of versions in a sentence ends "and N more". */
const LISTED_IN_A_SENTENCE = 5;

/** "1.0.0, 1.1.0 and 3 more": a list of versions short enough for a sentence. */
export function someOf(items: readonly string[], max = LISTED_IN_A_SENTENCE): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/**
 * Why a step warns, from its warning annotations: "1 warning: TITLE", "3 warnings: A; B and 1
 * more". Titles may carry text the action did not write: `safe` makes it Markdown.
 */
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
export const FOLD_ROWS = 20;

/**
 * A Markdown table: header, separator and rows; folded into `<details>` (with `label` as its
 * summary) when it has more than FOLD_ROWS rows. The blank lines around it let Markdown render
 * inside the HTML block.
 */
export function table(header: readonly string[], rows: readonly string[], label: string): string[] {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows];
  if (rows.length <= FOLD_ROWS) return lines;
  // The summary line is raw HTML, where Markdown escapes would show: escape it as HTML.
  const html = label.replace(ONE_LINE, ' ').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [`<details><summary>${html}</summary>`, '', ...lines, '', '</details>'];
}

/** The footer's note when the step read its changes back and the registry showed them. */
export const VERIFIED_NOTE = 'Verified through the registry read API. ';

/** The summary's last line: a link to the run, with a note before it when there is one. */
export function runFooter(context: RunLinks, note = ''): string[] {
  // The note says what the run did (a read-back), with or without a run to link to.
  if (context.runUrl === undefined) return note.trim() === '' ? [] : [`<sub>${note.trim()}</sub>`];
  return [`<sub>${note}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`];
}

/** GitHub caps one output at 1 MB; a JSON output stays below it, leaving room for the others. */
export const OUTPUT_LIMIT_BYTES = 900_000;

/**
 * An output's JSON built with fewer and fewer details (`levels`, most first) until it fits the
 * limit; the last level is taken whatever its size.
 */
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
 * The summary, cut at a line below GitHub's limit when it is too long, with a note that says
 * how much was left out and where all of it is (the `result` output). A `<details>` left open
 * by the cut is closed, so the note renders.
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
 * The annotations as GitHub will show them: errors first, and at most `room` of each level. Past
 * that, the last one shown says how many more there are and where they are, instead of GitHub
 * dropping them (the last ones, often the most telling, would be lost in silence). `held` counts
 * those of a level that were already kept out of the annotations and written to the log as plain
 * lines (warnings logged past the room); the note counts them too, so it is written whenever they
 * exist, in the slot the log left for it.
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
