/**
 * A runner for in-process tests of run() and of each mode: inputs from a table, a log kept as
 * lines, and the reports it was asked to write. The end-to-end suites check the real runner.
 */
import type { Log, ModuleRegistry, RunContext, RunEvent, UsageReader, VersionState } from '../../src/model.ts';
import type { Report } from '../../src/report.ts';
import type { Runner } from '../../src/runner-interface.ts';

export interface FakeRunner extends Runner {
  readonly lines: string[];
  readonly masked: string[];
  readonly reports: Report[];
}

export function fakeRunner(
  inputs: Record<string, string>,
  options: { context?: () => RunContext; event?: RunEvent } = {},
): FakeRunner {
  const lines: string[] = [];
  const masked: string[] = [];
  const reports: Report[] = [];
  return {
    lines,
    masked,
    reports,
    input: (name) => inputs[name] ?? '',
    mask: (secret) => masked.push(secret),
    log: recordingLog(lines),
    debug: (message) => lines.push(`debug: ${message}`),
    context: options.context ?? (() => ({})),
    event: () => options.event ?? { name: 'push', payload: {} },
    write: async (report) => {
      reports.push(report);
    },
  };
}

/** A log that keeps its lines, groups marked as `[title]`. */
export function recordingLog(lines: string[] = []): Log & { readonly lines: string[] } {
  return {
    lines,
    group: async (title, body) => {
      lines.push(`[${title}]`);
      return body();
    },
    info: (message) => lines.push(message),
    warning: (message) => lines.push(`warning: ${message}`),
  };
}

/**
 * A registry in memory: module `namespace/name/provider` → its versions, with revocation like the
 * service (shown only by the module read; a version must be deprecated to be revoked, and
 * unrevoked before it is undeprecated). Records each change.
 */
export function memoryRegistry(
  modules: Record<string, VersionState[]>,
  /** Per module, the workspaces that use each version, as Explorer would list them. */
  usage: Record<string, Record<string, string[]>> = {},
): ModuleRegistry & UsageReader & { changes: string[] } {
  const changes: string[] = [];
  const key = (m: { namespace: string; name: string; provider: string }): string =>
    `${m.namespace}/${m.name}/${m.provider}`;
  const find = (module: { namespace: string; name: string; provider: string }, version: string) => {
    const versions = modules[key(module)] ?? [];
    const index = versions.findIndex((v) => v.version === version);
    if (index < 0) throw new Error(`HTTP 404: no version ${version}`);
    return { versions, index, state: versions[index] as VersionState };
  };
  return {
    changes,
    async listUsage(_organization, module) {
      const rows = Object.entries(usage[key(module)] ?? {}).filter(([, names]) => names.length > 0);
      return new Map(rows.map(([version, names]) => [version, { count: names.length, names: [...names].sort() }]));
    },
    async listVersions(module) {
      const versions = modules[key(module)];
      if (versions === undefined) throw new Error(`HTTP 404: no module ${key(module)}`);
      return versions.map((v) => ({ version: v.version, deprecation: v.deprecation }));
    },
    async readRevokedVersions(module) {
      const versions = modules[key(module)] ?? [];
      return new Set(versions.filter((v) => v.revoked === true).map((v) => v.version));
    },
    async readRevocation(_organization, module, version) {
      const { state } = find(module, version);
      return state.revoked === true ? (state.revocation ?? { message: '', link: '' }) : null;
    },
    async setDeprecation(_organization, module, version, desired) {
      const { versions, index, state } = find(module, version);
      if (!desired.deprecated && state.revoked === true) throw new Error('HTTP 422: the version is revoked');
      versions[index] = {
        ...state,
        deprecation: desired.deprecated ? { reason: desired.reason, link: desired.link } : null,
      };
      changes.push(`${key(module)} ${version} ${desired.deprecated ? 'deprecate' : 'revert'}`);
      return {};
    },
    async setRevocation(_organization, module, version, desired) {
      const { versions, index, state } = find(module, version);
      if (desired.revoked && state.deprecation === null) throw new Error('HTTP 422: not deprecated');
      versions[index] = desired.revoked
        ? { ...state, revoked: true, revocation: { message: desired.message, link: desired.link } }
        : { version, deprecation: state.deprecation, revoked: false };
      changes.push(`${key(module)} ${version} ${desired.revoked ? 'revoke' : 'unrevoke'}`);
      return {};
    },
  };
}
