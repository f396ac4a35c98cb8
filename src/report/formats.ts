/** The report's files, from one ReportData: JSON (`reportFile`; schema/migration-report.schema.json) and CSV. Pure. */
import { inUse, totals, workspacesOf, type ReportData, type VersionEntry } from './data.ts';
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
    ...(v.deprecation !== undefined && { deprecation: { reason: v.deprecation.reason, link: v.deprecation.link } }),
    ...(v.revocation !== undefined && { revocation: { message: v.revocation.message, link: v.revocation.link } }),
  });
  return {
    kind: REPORT_KIND,
    format: REPORT_FORMAT,
    organization: data.organization,
    'generated-at': data.generatedAt,
    scope: { patterns: data.scope.patterns },
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
    // Each workspace once, with its project (null where it is not known), to chase owners by team.
    workspaces: workspacesOf(data).map((name) => ({ name, project: data.projects?.get(name) ?? null })),
    ...(burndown !== undefined && { 'burn-down': burndownJson(burndown) }),
    ...(changeRequests !== undefined && { 'change-requests': changeRequestsJson(changeRequests) }),
  };
}

/** The burn-down as the file and `--json` give it: the modules both reports read, compared. */
function burndownJson(b: Burndown): Record<string, unknown> {
  return {
    'previous-generated-at': b.previousAt,
    'previous-scope': { patterns: b.previousScope.patterns },
    then: b.then,
    now: b.now,
    'not-compared': { 'only-previous': b.onlyThen, 'only-this-run': b.onlyNow },
    modules: b.modules.map((m) => ({
      module: m.module,
      then: m.then,
      now: m.now,
      'moved-off': m.movedOff,
      'no-longer-retired': { versions: m.unretired.versions, workspaces: m.unretired.workspaces },
    })),
  };
}

/** What `changeRequests: true` opened (or would, in a dry run), as the file and `--json` give it. */
function changeRequestsJson(done: ChangeRequestsDone): Record<string, unknown> {
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

const CSV_HEADER = [
  'module',
  'version',
  'state',
  'workspace_count',
  'workspace',
  'project',
  'deprecation_reason',
  'deprecation_link',
  'revocation_message',
  'revocation_link',
] as const;

/**
 * One row per version and workspace that uses it (or one with no workspace). Every field is quoted; a text field that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a quote, so that none is taken for a formula.
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
      const about = [
        v.deprecation?.reason ?? '',
        v.deprecation?.link ?? '',
        v.revocation?.message ?? '',
        v.revocation?.link ?? '',
      ];
      for (const w of names) {
        const project = w === '' ? '' : (data.projects?.get(w) ?? '');
        lines.push([m.module, v.version, v.state, v.count, w, project, ...about].map(field).join(','));
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
