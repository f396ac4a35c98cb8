/**
 * The report's files: JSON (`report-file`, read back next week as `previous-report`) and CSV
 * (`report-csv`, one row per version and workspace, for a spreadsheet). Both are drawn from
 * the same MigrationData. Reading a previous report checks its shape: it is a file someone may
 * have put there, so nothing in it is trusted beyond what the burn-down needs. Pure.
 */
import type { Lifecycle } from '../model.ts';
import { inUse, totals, type MigrationData, type ModuleEntry, type PreviousReport, type VersionEntry } from './data.ts';
import type { Burndown } from './burndown.ts';

/** What marks the JSON as this report, and its format's version. */
export const REPORT_KIND = 'tfe-module-migration-report';
export const REPORT_FORMAT = 1;

export function reportJson(data: MigrationData, burndown?: Burndown): string {
  const t = totals(data);
  const version = (v: VersionEntry): Record<string, unknown> => ({
    version: v.version,
    state: v.state,
    'workspace-count': v.count,
    workspaces: v.workspaces,
  });
  return `${JSON.stringify({
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
  })}\n`;
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

const STATES: readonly Lifecycle[] = ['active', 'deprecated', 'revoked'];

/** A previous report file's text as a PreviousReport, or why it is not one. */
export function parsePreviousReport(text: string): PreviousReport | { readonly error: string } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { error: 'is not JSON' };
  }
  const d = document as Record<string, unknown> | null;
  if (typeof d !== 'object' || d === null || d.kind !== REPORT_KIND) {
    return { error: `is not a migration report (no "kind": "${REPORT_KIND}")` };
  }
  if (d.format !== REPORT_FORMAT)
    return { error: `has format ${JSON.stringify(d.format)}; this action reads format ${REPORT_FORMAT}` };
  if (typeof d.organization !== 'string' || typeof d['generated-at'] !== 'string' || !Array.isArray(d.modules)) {
    return { error: 'has no `organization`, `generated-at` or `modules`' };
  }
  const modules: ModuleEntry[] = [];
  for (const [i, raw] of (d.modules as unknown[]).entries()) {
    const m = raw as { module?: unknown; versions?: unknown } | null;
    if (typeof m?.module !== 'string' || !Array.isArray(m.versions))
      return { error: `has a module entry ${i + 1} without \`module\` or \`versions\`` };
    const versions: VersionEntry[] = [];
    for (const rawVersion of m.versions as unknown[]) {
      const v = rawVersion as Record<string, unknown> | null;
      const names = v?.workspaces;
      if (
        typeof v?.version !== 'string' ||
        !STATES.includes(v.state as Lifecycle) ||
        typeof v['workspace-count'] !== 'number' ||
        !Array.isArray(names) ||
        !names.every((n): n is string => typeof n === 'string')
      ) {
        return {
          error: `has a version of module entry ${i + 1} without \`version\`, \`state\`, \`workspace-count\` or \`workspaces\``,
        };
      }
      versions.push({
        version: v.version,
        state: v.state as Lifecycle,
        count: v['workspace-count'],
        workspaces: names,
      });
    }
    modules.push({ module: m.module, versions });
  }
  return { organization: d.organization, generatedAt: d['generated-at'], modules };
}
