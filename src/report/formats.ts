/**
 * The report's files: JSON (`report-file`, read back next week as `previous-report`) and CSV
 * (`report-csv`, one row per version and workspace, for a spreadsheet). Both are drawn from
 * the same ReportData; schema/migration-report.schema.json describes the JSON, and
 * previous-report.ts reads it back. Pure.
 */
import { inUse, totals, type ReportData, type VersionEntry } from './data.ts';
import type { Burndown } from './burndown.ts';
import type { ChangeRequestsDone } from './open-change-requests.ts';

/** What marks the JSON as this report, and its format's version. */
export const REPORT_KIND = 'tfe-module-migration-report';
export const REPORT_FORMAT = 1;

/** The report as the JSON file holds it (and the command line's `--json` as `report`). */
export function reportDocument(
  data: ReportData,
  burndown?: Burndown,
  changeRequests?: ChangeRequestsDone,
): Record<string, unknown> {
  const t = totals(data);
  const version = (v: VersionEntry): Record<string, unknown> => ({
    version: v.version,
    state: v.state,
    'workspace-count': v.count,
    workspaces: v.workspaces,
  });
  return {
    kind: REPORT_KIND,
    format: REPORT_FORMAT,
    organization: data.organization,
    'generated-at': data.generatedAt,
    usage: data.usage,
    totals: {
      modules: t.modules,
      versions: t.versions,
      deprecated: t.deprecated,
      revoked: t.revoked,
      'deprecated-in-use': t.deprecatedInUse,
      'revoked-in-use': t.revokedInUse,
      'retired-uses': t.retiredUses,
      'workspaces-affected': t.workspacesAffected,
    },
    'in-use': inUse(data).map((e) => ({ module: e.module, ...version(e) })),
    // Earlier runs' counts, so that next run's chart has its line from one previous report.
    history: (burndown?.history ?? []).map((p) => ({
      'generated-at': p.at,
      'deprecated-in-use': p.deprecatedInUse,
      'revoked-in-use': p.revokedInUse,
      'retired-uses': p.retiredUses,
      'workspaces-affected': p.workspacesAffected,
    })),
    modules: data.modules.map((m) => ({ module: m.module, versions: m.versions.map(version) })),
    ...(burndown !== undefined && {
      'burn-down': {
        'previous-generated-at': burndown.previousAt,
        then: burndown.then,
        now: burndown.now,
        modules: burndown.modules.map((b) => ({
          module: b.module,
          then: b.then,
          now: b.now,
          'moved-off': b.movedOff,
        })),
      },
    }),
    ...(changeRequests !== undefined && { 'change-requests': changeRequestsJson(changeRequests) }),
  };
}

/** What `change-requests: true` opened (or would, in a dry run), as the file and `--json` give it. */
export function changeRequestsJson(done: ChangeRequestsDone): Record<string, unknown> {
  return {
    'dry-run': done.dryRun,
    opened: done.opened,
    'already-open': done.alreadyOpen,
    left: done.left,
    limit: done.limit,
    requests: done.requests.map((r) => ({
      module: r.module,
      version: r.version,
      state: r.state,
      subject: r.subject,
      workspaces: r.workspaces,
    })),
  };
}

export function reportJson(data: ReportData, burndown?: Burndown, changeRequests?: ChangeRequestsDone): string {
  return `${JSON.stringify(reportDocument(data, burndown, changeRequests))}\n`;
}

export const CSV_HEADER = ['module', 'version', 'state', 'workspace_count', 'workspace'] as const;

/**
 * One row per version and workspace that uses it (a version no workspace uses has one row with
 * no workspace). Every field is quoted. Names are registry names and versions, so no field
 * starts with `=`, `+`, `-` or `@` that a spreadsheet would take for a formula, bar a workspace
 * name starting with `-`, which is prefixed with a quote as spreadsheets expect.
 */
export function reportCsv(data: ReportData): string {
  const field = (value: string | number): string => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const lines = [CSV_HEADER.map(field).join(',')];
  for (const m of data.modules) {
    for (const v of m.versions) {
      const names = v.workspaces.length > 0 ? v.workspaces : [''];
      for (const w of names) lines.push([m.module, v.version, v.state, v.count, w].map(field).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
