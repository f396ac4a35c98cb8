/**
 * The burn-down over the runs as a picture: a Mermaid `xychart-beta` line chart of the deprecated
 * and revoked versions in use and the workspaces affected, one point per run (the report file's
 * `history`, then this run), with the same numbers in a table beside it. Pure.
 */
import { lineChart } from '../charts.ts';
import { table } from '../report.ts';
import { plural } from '../text.ts';
import { historyPoint, type HistoryPoint, type ReportData } from './data.ts';
import type { Burndown } from './burndown.ts';

/** The lines, each with its colour (xychart-beta draws no legend: the table's header names them). */
const SERIES = [
  { label: 'Deprecated versions in use', colour: 'orange', hex: '#d97706', of: (p: HistoryPoint) => p.deprecatedInUse },
  { label: 'Revoked versions in use', colour: 'red', hex: '#dc2626', of: (p: HistoryPoint) => p.revokedInUse },
  { label: 'Workspaces affected', colour: 'blue', hex: '#2563eb', of: (p: HistoryPoint) => p.workspacesAffected },
] as const;

/** Each run's day (UTC), or its minute, or its second where runs share one; numbered past that. */
function runLabels(points: readonly HistoryPoint[]): string[] {
  const iso = points.map((p) => new Date(p.at).toISOString());
  for (const end of [10, 16, 19]) {
    const labels = iso.map((t) => t.slice(0, end).replace('T', ' '));
    if (new Set(labels).size === labels.length) return labels;
  }
  return iso.map((t, i) => `${t.slice(0, 19).replace('T', ' ')} #${i + 1}`);
}

/** The chart and its table; nothing before a second run (a line needs two points). */
export function burndownChart(b: Burndown, data: ReportData): string[] {
  const points = [...b.history, historyPoint(data.generatedAt, data)];
  if (points.length < 2) return [];
  const labels = runLabels(points);
  const rows = points.map(
    (p, i) =>
      `| ${labels[i]}${i === points.length - 1 ? ' (this run)' : ''} | ${SERIES.map((s) => s.of(p)).join(' | ')} |`,
  );
  return [
    ...lineChart(
      'Deprecated and revoked versions in use, and workspaces affected',
      labels,
      'Versions or workspaces',
      SERIES.map((s) => ({ values: points.map(s.of) })),
      SERIES.map((s) => s.hex),
    ),
    ...table(
      ['Run', ...SERIES.map((s) => `${s.label} (${s.colour})`)],
      rows,
      `The counts of ${plural(points.length, 'run')}`,
    ),
    '',
  ];
}
