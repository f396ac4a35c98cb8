/**
 * The report's files: JSON (`report-file`, read back next week as `previous-report`) and CSV
 * (`report-csv`, one row per version and workspace, for a spreadsheet). Both are drawn from
 * the same MigrationData; schema/migration-report.schema.json describes the JSON, and
 * previous-report.ts reads it back. Pure.
 */
import { inUse, totals, type MigrationData, type VersionEntry } from './data.ts';
import type { Burndown } from './burndown.ts';

/** What marks the JSON as this report, and its format's version. */
export const REPORT_KIND = 'tfe-module-migration-report';
export const REPORT_FORMAT = 1;

/** The report as the JSON file holds it (and the command line's `--json` as `report`). */
export function reportDocument(data: MigrationData, burndown?: Burndown): Record<string, unknown> {
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
  };
}

export function reportJson(data: MigrationData, burndown?: Burndown): string {
  return `${JSON.stringify(reportDocument(data, burndown))}\n`;
}

export const CSV_HEADER = ['module', 'version', 'state', 'workspace_count', 'workspace'] as const;

/**
 * One row per version and workspace that uses it (a version no workspace uses has one row with
 * no workspace). Every field is quoted. Names are registry names and versions, so no field
 * starts with `=`, `+`, `-` or `@` that a spreadsheet would take for a formula, bar a workspace
 * name starting with `-`, which is prefixed with a quote as spreadsheets expect.
 */
export function reportCsv(data: MigrationData): string {
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
