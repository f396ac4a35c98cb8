/**
 * The registry in memory for in-process tests of the modes: the HTTP fake's own state
 * (test/fake-tfe/state.ts) changed through its own lifecycle rules (lifecycle-rules.ts), with no
 * HTTP between, so the two cannot disagree about what a transition does or when it is refused.
 */
import type { ModuleAddress, ModuleRegistry, UsageReader, VersionState } from '../../src/model.ts';
import { changeLifecycle, type LifecycleChange, type LifecycleRefusal } from '../fake-tfe/lifecycle-rules.ts';
import { FakeTfeState, type VersionRecord } from '../fake-tfe/state.ts';

/** What the client reports for each refusal: the service's 422, in the words the tests expect. */
const REFUSALS: Record<LifecycleRefusal, string> = {
  'revoked-cannot-be-undeprecated': 'HTTP 422: the version is revoked',
  'not-deprecated-cannot-be-revoked': 'HTTP 422: not deprecated',
};

const key = (m: ModuleAddress): string => `${m.namespace}/${m.name}/${m.provider}`;

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
  const state = seededState(modules, usage);
  const changes: string[] = [];
  const find = (module: ModuleAddress, version: string): VersionRecord => {
    const record = state.version(module.namespace, module.name, module.provider, version);
    if (record === undefined) throw new Error(`HTTP 404: no version ${version}`);
    return record;
  };
  const change = (module: ModuleAddress, version: string, to: LifecycleChange, label: string): void => {
    const outcome = changeLifecycle(state, find(module, version), to);
    if (outcome.refused !== undefined) throw new Error(REFUSALS[outcome.refused]);
    changes.push(`${key(module)} ${version} ${label}`);
  };
  const versionsOf = (module: ModuleAddress): VersionRecord[] => [
    ...(state.module(module.namespace, module.name, module.provider)?.versions.values() ?? []),
  ];
  return {
    changes,
    async listUsage(_organization, module) {
      const rows = state
        .usageRows(module.namespace)
        .filter((r) => r.kind === 'private' && r.name === module.name && r.provider === module.provider);
      return new Map(rows.map((r) => [r.version, { count: r.workspaces.length, names: [...r.workspaces].sort() }]));
    },
    async listVersions(module) {
      if (state.module(module.namespace, module.name, module.provider) === undefined) {
        throw new Error(`HTTP 404: no module ${key(module)}`);
      }
      return versionsOf(module).map((record) => {
        const deprecation = state.current(record).deprecation;
        return {
          version: record.version,
          deprecation: deprecation === null ? null : { reason: deprecation.reason, link: deprecation.link },
        };
      });
    },
    async readRevokedVersions(module) {
      const revoked = versionsOf(module).filter((record) => state.current(record).revocation !== null);
      return new Set(revoked.map((record) => record.version));
    },
    async readRevocation(_organization, module, version) {
      const revocation = state.current(find(module, version)).revocation;
      return revocation === null ? null : { message: revocation.message, link: revocation.link };
    },
    async setDeprecation(_organization, module, version, desired) {
      const to: LifecycleChange = desired.deprecated
        ? { to: 'deprecated', reason: desired.reason, link: desired.link }
        : { to: 'undeprecated' };
      change(module, version, to, desired.deprecated ? 'deprecate' : 'revert');
      return {};
    },
    async setRevocation(_organization, module, version, desired) {
      const to: LifecycleChange = desired.revoked
        ? { to: 'revoked', message: desired.message, link: desired.link }
        : { to: 'unrevoked' };
      change(module, version, to, desired.revoked ? 'revoke' : 'unrevoke');
      return {};
    },
  };
}

/** The fake's state holding `modules` as given, each namespace an organization. */
function seededState(
  modules: Record<string, VersionState[]>,
  usage: Record<string, Record<string, string[]>>,
): FakeTfeState {
  const state = new FakeTfeState();
  for (const [address, versions] of Object.entries(modules)) {
    const [namespace = '', name = '', provider = ''] = address.split('/');
    if (!state.hasOrganization(namespace)) state.addOrganization(namespace);
    state.addModule({ namespace, name, provider, versions: versions.map((v) => v.version) });
    for (const seed of versions) {
      const record = state.version(namespace, name, provider, seed.version) as VersionRecord;
      if (seed.deprecation !== null) state.setDeprecation(record, seed.deprecation, { seed: true });
      if (seed.revoked !== true) continue;
      if (seed.deprecation === null)
        throw new Error(`memoryRegistry: ${seed.version} must be deprecated to be revoked`);
      state.setRevocation(record, seed.revocation ?? { message: '', link: '' }, { seed: true });
    }
  }
  for (const [address, byVersion] of Object.entries(usage)) {
    const [namespace = '', name = '', provider = ''] = address.split('/');
    for (const [version, workspaces] of Object.entries(byVersion)) {
      state.setUsage(namespace, name, provider, version, workspaces);
    }
  }
  return state;
}
