/**
 * Mermaid charts for the job summary and comments, within what GitHub renders: its bundled Mermaid is older, so a
 * chart keeps to syntax Mermaid 10 parses, and carries no text the action did not write but names and versions the
 * registry's rules allow. Each stands beside a table with the same numbers, for readers without charts. Pure.
 */

function mermaidBlock(lines: readonly string[]): string[] {
  return ['```mermaid', ...lines, '```', ''];
}

/** Mermaid's text is its own syntax: keep a label to letters, digits and a few safe marks. */
export function chartLabel(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 ._/+-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A label inside double quotes (xychart-beta's titles and axis labels): a colon may stay. */
function quoted(text: string): string {
  return `"${text
    .replace(/[^A-Za-z0-9 ._/+:,()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}"`;
}

interface LineSeries {
  readonly values: readonly number[];
}

/** One x label per point, each series one line in the palette's colours (no legend: the table beside names them). */
export function lineChart(
  title: string,
  labels: readonly string[],
  yTitle: string,
  series: readonly LineSeries[],
  palette: readonly string[],
): string[] {
  const top = Math.max(1, ...series.flatMap((s) => s.values));
  const theme = { themeVariables: { xyChart: { plotColorPalette: palette.join(', ') } } };
  return mermaidBlock([
    `%%{init: ${JSON.stringify(theme)}}%%`,
    'xychart-beta',
    `  title ${quoted(title)}`,
    `  x-axis [${labels.map(quoted).join(', ')}]`,
    `  y-axis ${quoted(yTitle)} 0 --> ${Math.ceil(top * 1.1)}`,
    ...series.map((s) => `  line [${s.values.join(', ')}]`),
  ]);
}

export interface GanttTask {
  /** Letters, digits and `. _ / + -` only; see chartLabel. */
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly start: string;
  readonly end: string;
}

export interface GanttSection {
  readonly title: string;
  readonly tasks: readonly GanttTask[];
}

/** A gantt chart of days, each section its tasks, with a milestone for `today` (YYYY-MM-DD). */
export function ganttChart(title: string, today: string, sections: readonly GanttSection[]): string[] {
  return mermaidBlock([
    'gantt',
    `  title ${chartLabel(title)}`,
    '  dateFormat YYYY-MM-DD',
    '  axisFormat %Y-%m-%d',
    '  section Today',
    `  Today ${today} :milestone, ${today}, 0d`,
    ...sections.flatMap((section) => [
      `  section ${chartLabel(section.title)}`,
      ...section.tasks.map((t) => `  ${chartLabel(t.name)} :${t.start}, ${t.end}`),
    ]),
  ]);
}
