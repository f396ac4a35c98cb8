/**
 * The migration report as the step's report: the counts as outputs, and a job summary of the retired versions in
 * use, the burn-down, then every module's versions, folded; bounded (bounded.ts). Names from the service or a
 * previous file are code spans, never markup. Pure.
 */
import { failedReport, note, runFooter, table, type Report } from '../report.ts';
import { usageCell } from '../usage/format.ts';
import { cellCode, messageCell, plural } from '../text.ts';
import { inUse, totals, type ReportData, type VersionEntry } from './data.ts';
import type { ReportResult } from './run.ts';
import { patternText } from '../module-pattern.ts';
import { reportDocument } from './formats.ts';
import { migrationOutputs } from './outputs.ts';
import { burndownSection, burndownWarnings } from './burndown-section.ts';
import { more, SUMMARY_ROWS } from './bounded.ts';
import type { ChangeRequestsDone } from './open-change-requests.ts';
import type { Wording } from '../model.ts';

export function report(result: ReportResult): Report {
  if (result.kind === 'failed') {
    const what = result.stage === 'write' ? 'was read but not written' : 'could not be read';
    return {
      ...failedReport(result.reason, `The migration report ${what}: ${result.message}`),
      warnings: result.warnings,
    };
  }
  const { data, request, burndown, changeRequests } = result;
  const { words } = result.context;
  const t = totals(data);
  const { outputs, warnings } = migrationOutputs(data, words);
  const scope = request.pattern !== undefined ? ` matching ${cellCode(patternText(request.pattern))}` : '';
  const lines = [
    `## Module migration report: ${cellCode(data.organization)}`,
    '',
    `${plural(t.modules, 'private module')}${scope}, ${plural(t.versions, 'version')}: ${t.deprecated} deprecated, ${t.revoked} revoked. ` +
      (data.usage === 'unread'
        ? 'Usage was not read, so who uses them is not shown.'
        : `**${plural(t.deprecatedInUse, 'deprecated version')}** and **${plural(t.revokedInUse, 'revoked version')}** are still in use, by ${plural(t.workspacesAffected, 'workspace')}.`),
    '',
    ...(result.usageProblem ? note(messageCell(`Usage was not read: ${result.usageProblem}`)) : []),
    ...inUseSection(data, words),
    ...(burndown !== undefined ? burndownSection(burndown, data, words) : []),
    ...(changeRequests !== undefined ? changeRequestsSection(changeRequests, words.name('changeRequestsLimit')) : []),
    ...modulesSection(data, words),
    ...runFooter(result.context),
  ];
  return {
    outputs: { ...outputs, 'change-requests-opened': String(changeRequests?.opened ?? 0) },
    annotations: [],
    summary: lines.join('\n'),
    verdict: {
      failed: false,
      message: `${plural(t.modules, 'module')} reported: ${t.deprecatedInUse} deprecated and ${t.revokedInUse} revoked ${t.deprecatedInUse + t.revokedInUse === 1 ? 'version' : 'versions'} in use by ${plural(t.workspacesAffected, 'workspace')}.`,
    },
    warnings: [
      ...result.warnings,
      ...(burndown !== undefined ? burndownWarnings(burndown, data, words) : []),
      ...warnings,
    ],
    // The whole report for the command line's `--json`, built only when it is printed.
    record: () => reportDocument(data, burndown, changeRequests),
  };
}

const stateCell = (v: Pick<VersionEntry, 'state'>): string => (v.state === 'revoked' ? '**revoked**' : v.state);

function inUseSection(data: ReportData, words: Wording): string[] {
  if (data.usage === 'unread') return [];
  const entries = inUse(data);
  if (entries.length === 0) return ['### Still in use', '', 'No deprecated or revoked version is in use.', ''];
  const rows = entries
    .slice(0, SUMMARY_ROWS.inUse)
    .map(
      (e) =>
        `| ${cellCode(e.module)} | ${cellCode(e.version)} | ${stateCell(e)} | ${usageCell({ count: e.count, names: e.workspaces })} |`,
    );
  return [
    '### Still in use',
    '',
    ...table(
      ['Module', 'Version', 'State', 'Workspaces'],
      rows,
      `${plural(entries.length, 'deprecated or revoked version')} in use`,
    ),
    ...more(entries.length - rows.length, 'version in use', words),
  ];
}

function changeRequestsSection(done: ChangeRequestsDone, limitName: string): string[] {
  const pairs = done.requests.reduce((n, r) => n + r.workspaces.length, 0);
  const lead = done.dryRun
    ? `Dry run: **${plural(pairs, 'change request')}** would be opened, for ${plural(done.requests.length, 'module version')}; none was.`
    : `**${plural(done.opened, 'change request')} opened**, for ${plural(done.requests.length, 'module version')}.`;
  const more = [
    ...(done.alreadyOpen > 0 ? [`${done.alreadyOpen} already had one of this action open.`] : []),
    ...(done.left > 0 ? [`Up to ${done.left} more are left for the next run (${limitName}: ${done.limit}).`] : []),
  ];
  const rows = done.requests.map(
    (r) =>
      `| ${cellCode(r.module)} | ${cellCode(r.version)} | ${stateCell(r)} | ${cellCode(r.subject)} | ${usageCell({ count: r.workspaces.length, names: r.workspaces })} |`,
  );
  return [
    '### Change requests',
    '',
    [lead, ...more].join(' '),
    '',
    ...(rows.length > 0
      ? [
          ...table(
            ['Module', 'Version', 'State', 'Subject', done.dryRun ? 'Would open on' : 'Opened on'],
            rows,
            `${plural(rows.length, 'module version')} with change requests`,
          ),
          '',
        ]
      : []),
  ];
}

function modulesSection(data: ReportData, words: Wording): string[] {
  const rows: string[] = [];
  let total = 0;
  for (const m of data.modules) {
    for (const v of m.versions) {
      total += 1;
      if (rows.length >= SUMMARY_ROWS.versions) continue;
      const users = data.usage === 'unread' ? '' : usageCell({ count: v.count, names: v.workspaces });
      rows.push(`| ${cellCode(m.module)} | ${cellCode(v.version)} | ${stateCell(v)} | ${users} |`);
    }
  }
  if (total === 0) return ['### Every module', '', 'The organization has no private module to report.', ''];
  // Always folded: the list of every version is reference, not the news.
  return [
    '### Every module',
    '',
    '<details><summary>Every version of every module, with its state and users</summary>',
    '',
    '| Module | Version | State | Workspaces |',
    '|---|---|---|---|',
    ...rows,
    '',
    '</details>',
    ...more(total - rows.length, 'version', words),
  ];
}
