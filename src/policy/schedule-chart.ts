/**
 * A policy plan's schedule as a picture: each revocation a `revoke-on` date schedules, as a Mermaid `gantt` bar from
 * the version's deprecation (today at the latest) to its revocation, one section per module, with the same dates in a
 * table beside it; a version this plan unrevokes until its day is marked so in both. Pure.
 */
import { moduleName } from '../address.ts';
import { ganttChart, type GanttSection } from '../charts.ts';
import { table } from '../report.ts';
import { cellCode, plural } from '../text.ts';
import { scheduled, type ScheduledRevocation } from './format.ts';
import { DAY_MS } from './plan.ts';
import type { ModuleResult } from './run.ts';

/** Bars the chart draws at most: past that a chart is unreadable; the table has every one. */
const CHART_BARS = 60;

/** Whether the day revokes the version: "yes", "only if unused"; "again" after this plan unrevokes it. */
function willRevoke(p: ScheduledRevocation): string {
  const when = p.onlyUnused ? 'only if unused' : 'yes';
  return p.unrevokedNow ? `⚠️ ${when}, again: this plan unrevokes it until then (\`prune\`)` : when;
}

export function scheduleSection(results: readonly ModuleResult[]): string[] {
  const modules = results
    .map((r) => ({ name: moduleName(r.entry.module), pending: scheduled(r.plan) }))
    .filter((m) => m.pending.length > 0);
  const first = modules[0]?.pending[0];
  if (first === undefined) return [];
  // The plan's today (UTC), from a date and the days left until it: the report reads no clock.
  const today = new Date(Date.parse(`${first.revokeOn}T00:00:00Z`) - first.daysLeft * DAY_MS)
    .toISOString()
    .slice(0, 10);
  let bars = 0;
  const sections: GanttSection[] = [];
  for (const m of modules) {
    const tasks = m.pending.slice(0, Math.max(0, CHART_BARS - bars)).map((p) => ({
      name: `${p.version}${p.onlyUnused ? ' if unused' : ''}${p.unrevokedNow ? ' unrevoked until then' : ''}`,
      start: today,
      end: p.revokeOn,
    }));
    bars += tasks.length;
    if (tasks.length > 0) sections.push({ title: m.name, tasks });
  }
  const rows = modules.flatMap((m) =>
    m.pending.map(
      (p) => `| ${cellCode(m.name)} | ${cellCode(p.version)} | ${p.revokeOn} | ${p.daysLeft} | ${willRevoke(p)} |`,
    ),
  );
  return [
    '#### Revocation schedule',
    '',
    `Each bar runs from the version's deprecation (today at the latest) to the day a \`revoke-on\` date revokes it.${rows.length > bars ? ` The chart shows ${bars} of ${rows.length}; the table has every one.` : ''}`,
    '',
    ...ganttChart('Scheduled revocations', today, sections),
    ...table(
      ['Module', 'Version', 'Revoke on', 'Days left', 'Will revoke'],
      rows,
      `${plural(rows.length, 'scheduled revocation')}`,
    ),
    '',
  ];
}
