/** The burn-down in the job summary, and its warnings. Names from the service or a file: code spans, never markup. Pure. */
import type { Wording } from '../model.ts';
import { table } from '../report.ts';
import { cellCode, plural } from '../text.ts';
import { usageCell } from '../usage/format.ts';
import { shownTime, type Burndown, type ModuleBurndown } from './burndown.ts';
import { burndownChart } from './burndown-chart.ts';
import type { ReportData, ReportScope } from './data.ts';
import { more, SUMMARY_ROWS } from './bounded.ts';

const change = (then: number, now: number): string =>
  now === then ? '±0' : now < then ? `−${then - now}` : `+${now - then}`;

/** A scope in words: "every private module of acme", "the modules of acme matching acme/storage/*". */
function scopeText(scope: ReportScope, organization: string): string {
  return scope.patterns.length === 0
    ? `every private module of ${organization}`
    : `the modules of ${organization} matching ${scope.patterns.join(', ')}`;
}

export function burndownWarnings(b: Burndown, data: ReportData, words: Wording): string[] {
  const warnings: string[] = [];
  if (b.scopeDiffers) {
    warnings.push(
      `${words.name('previousReport')} (${shownTime(b.previousAt)}) is a report of another scope: ${scopeText(b.previousScope, data.organization)}${b.scopeAssumed ? ' (it does not say its scope, so the whole organization is assumed)' : ''}; this run reads ${scopeText(data.scope, data.organization)}. ` +
        `The burn-down compares only the ${plural(data.modules.length - b.onlyNow.length, 'module')} both read, and its chart starts again from this run.`,
    );
  }
  if (b.future.length > 0) {
    const first = b.future[0]?.at ?? '';
    warnings.push(
      `${words.name('previousReport')} remembers ${plural(b.future.length, 'run')} dated after this run (from ${shownTime(first)}): ${b.future.length === 1 ? 'it is' : 'they are'} left out of the burn-down chart and of the history this report keeps (a clock may be wrong).`,
    );
  }
  return warnings;
}

/** The section: the totals then and now, the charts, and the modules compared. */
export function burndownSection(b: Burndown, data: ReportData, words: Wording): string[] {
  const lines = ['### Burn-down', ''];
  if (b.usageMissing !== undefined) {
    lines.push(
      `${b.usageMissing === 'previous' ? `The previous report (${shownTime(b.previousAt)})` : 'This run'} read no usage, so uses are not compared.`,
      '',
    );
  } else {
    const unretired = b.modules.reduce((n, m) => n + m.unretiredUses, 0);
    const why =
      unretired > 0
        ? `; ${unretired} of them uses of versions no longer deprecated or revoked, whose workspaces did not move`
        : '';
    lines.push(
      `Uses of deprecated and revoked versions: **${b.then}** on ${shownTime(b.previousAt)}, **${b.now}** now (${change(b.then, b.now)}${why}).`,
      '',
    );
  }
  const left = [
    ...(b.onlyThen.length > 0 ? [`${plural(b.onlyThen.length, 'module')} only the previous report read`] : []),
    ...(b.onlyNow.length > 0 ? [`${plural(b.onlyNow.length, 'module')} only this run read`] : []),
  ];
  if (left.length > 0 && b.usageMissing === undefined) {
    lines.push(
      `Not compared: ${left.join(', and ')}${b.scopeDiffers ? ' (the reports are of different scopes)' : ''}.`,
      '',
    );
  }
  lines.push(...burndownChart(b, data));
  if (b.modules.length === 0) return lines;
  // The last column only where a version stopped being retired while workspaces used it.
  const unretired = b.modules.some((m) => m.unretired.workspaces.length > 0);
  const rows = b.modules.slice(0, SUMMARY_ROWS.burndown).map((m) => moduleRow(m, unretired));
  return [
    ...lines,
    ...table(
      ['Module', 'Then', 'Now', 'Change', 'Moved off', ...(unretired ? ['Still on a version no longer retired'] : [])],
      rows,
      `Burn-down of ${plural(b.modules.length, 'module')}`,
    ),
    ...more(b.modules.length - rows.length, 'module', words),
  ];
}

function moduleRow(m: ModuleBurndown, unretiredColumn: boolean): string {
  const moved = m.movedOff.length === 0 ? '0' : usageCell({ count: m.movedOff.length, names: m.movedOff });
  const { versions, workspaces } = m.unretired;
  const stillOn =
    workspaces.length === 0
      ? '0'
      : `${versions.map(cellCode).join(', ')}, by ${usageCell({ count: workspaces.length, names: workspaces })}`;
  return `| ${cellCode(m.module)} | ${m.then} | ${m.now} | ${change(m.then, m.now)} | ${moved} |${unretiredColumn ? ` ${stillOn} |` : ''}`;
}
