/**
 * The `result` output's entry for one version, drawn from its outcome: the same JSON in the
 * single-module and the policy modes. Pure.
 */
import type { Deprecation } from '../model.ts';
import type { VersionOutcome } from './outcome.ts';

export interface StateJson {
  deprecated: boolean;
  reason: string | null;
  link: string | null;
}

export interface ResultEntry {
  version: string;
  outcome: VersionOutcome['status'];
  kind: VersionOutcome['kind'];
  before: StateJson;
  after: StateJson;
  changed: boolean;
  verified: boolean;
  'deprecation-id': string | null;
  error?: string;
  /** Where revocation was read (`check`): whether the version is revoked. */
  revoked?: boolean;
}

export const stateJson = (d: Deprecation | null): StateJson =>
  d === null ? { deprecated: false, reason: null, link: null } : { deprecated: true, reason: d.reason, link: d.link };

export function resultEntries(outcomes: readonly VersionOutcome[]): ResultEntry[] {
  return outcomes.map((o) => ({
    version: o.version,
    outcome: o.status,
    kind: o.kind,
    before: stateJson(o.before),
    after: stateJson(o.after),
    changed: o.status === 'changed' || o.status === 'planned',
    verified: o.verified,
    'deprecation-id': o.deprecationId ?? null,
    ...(o.error !== undefined && { error: o.error }),
    ...(o.revoked !== undefined && { revoked: o.revoked }),
  }));
}
