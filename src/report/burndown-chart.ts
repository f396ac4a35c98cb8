/**
 * The burn-down as Mermaid `xychart-beta` line charts, one point per run (`history`, then this run), with the numbers
 * in a table. Versions and workspaces are counts of different things: each has its own chart and axis. xychart-beta
 * draws no legend, so each chart's title names its lines by their colours, as the table's header does. Pure.
 */
import { lineChart } from '../charts.ts';
import { table } from '../report.ts';
import { plural } from '../text.ts';
import { historyPoint, type HistoryPoint, type ReportData } from './data.ts';
import type { Burndown } from './burndown.ts';

interface Series {
  readonly label: string;
  readonly colour: string;
  readonly hex: string;
  readonly of: (p: HistoryPoint) => number;
}

const DEPRECATED: Series = {
  label: 'Deprecated versions in use',
  colour: 'orange',
  hex: '#d97706',
  of: (p) => p.deprecatedInUse,
};
const REVOKED: Series = { label: 'Revoked versions in use', colour: 'red', hex: '#dc2626', of: (p) => p.revokedInUse };
const WORKSPACES: Series = {
  label: 'Workspaces affected',
  colour: 'blue',
  hex: '#2563eb',
  of: (p) => p.workspacesAffected,
};

/** The charts: a title that says which line is which, the y axis's title, the lines. */
const CHARTS = [
  {
    title: `Versions in use: deprecated (${DEPRECATED.colour}), revoked (${REVOKED.colour})`,
    axis: 'Versions in use',
    series: [DEPRECATED, REVOKED],
  },
  { title: `Workspaces affected (${WORKSPACES.colour})`, axis: 'Workspaces', series: [WORKSPACES] },
] as const;

/**
 * Each run's time (UTC): its day, or its minute, second or millisecond where runs share the shorter one; runs of the
 * very same instant (which the history never keeps) are told apart by their place.
 */
export function runLabels(points: readonly HistoryPoint[]): string[] {
  const iso = points.map((p) => new Date(p.at).toISOString());
  for (const end of [10, 16, 19, 23]) {
    const labels = iso.map((t) => t.slice(0, end).replace('T', ' '));
    if (new Set(labels).size === labels.length) return labels;
  }
  return iso.map((t, i) => `${t.slice(0, 23).replace('T', ' ')} (run ${i + 1})`);
}

/** The charts and their table; nothing before a second run (a line needs two points). */
export function burndownChart(b: Burndown, data: ReportData): string[] {
  // A run that read no usage has no counts to draw.
  const points = [...b.history, ...(data.usage === 'unread' ? [] : [historyPoint(data.generatedAt, data)])];
  if (points.length < 2) return [];
  const labels = runLabels(points);
  const columns = CHARTS.flatMap((c) => c.series);
  const rows = points.map(
    (p, i) =>
      `| ${labels[i]}${i === points.length - 1 && data.usage !== 'unread' ? ' (this run)' : ''} | ${columns.map((s) => s.of(p)).join(' | ')} |`,
  );
  return [
    ...CHARTS.flatMap((c) =>
      lineChart(
        c.title,
        labels,
        c.axis,
        c.series.map((s) => ({ values: points.map(s.of) })),
        c.series.map((s) => s.hex),
      ),
    ),
    ...table(
      ['Run', ...columns.map((s) => `${s.label} (${s.colour})`)],
      rows,
      `The counts of ${plural(points.length, 'run')}`,
    ),
    '',
  ];
}
