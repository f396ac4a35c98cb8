/** The `result` output's entry for one version, drawn from its outcome: the same JSON in every mode. Pure. */
import type { Deprecation, Lifecycle, Revocation } from '../model.ts';
import type { StepOutcome, VersionOutcome } from './outcome.ts';
import { usageJson } from '../usage/format.ts';
import { lifecycleOf } from './plan.ts';

interface StateJson {
  /** `active`, `deprecated` or `revoked`; where revocation is unknown, never `revoked`. */
  state: Lifecycle;
  deprecated: boolean;
  reason: string | null;
  link: string | null;
  /** Null where the service shows no revocation. */
  revoked: boolean | null;
  /** The revocation's message and link where they were read or set; null otherwise. */
  revocation: Revocation | null;
}

interface ResultEntry {
  version: string;
  outcome: VersionOutcome['status'];
  kind: VersionOutcome['kind'];
  before: StateJson;
  after: StateJson;
  changed: boolean;
  verified: boolean;
  'deprecation-id': string | null;
  /** The PATCH requests of the change, in order, and what became of each. */
  steps: StepOutcome[];
  error?: string;
  /** Whether the version is revoked after the step; null where the service shows no revocation. */
  revoked: boolean | null;
  /** The HCP Terraform workspaces that use the version; null where usage was not read. */
  workspaces: { count: number; names: string[] } | null;
  /** Why the step did less than asked (a revoke held back for a version in use). */
  note?: string;
}

export const stateJson = (d: Deprecation | null, revoked?: boolean, revocation?: Revocation): StateJson => ({
  state: lifecycleOf(d, revoked === true),
  deprecated: d !== null || revoked === true,
  reason: d?.reason ?? null,
  link: d?.link ?? null,
  revoked: revoked ?? null,
  revocation: revoked === true ? (revocation ?? null) : null,
});

/** One entry per outcome; `maxNames` caps the workspace names of each (see `usageJson`). */
export function resultEntries(outcomes: readonly VersionOutcome[], maxNames = Infinity): ResultEntry[] {
  return outcomes.map((o) => ({
    version: o.version,
    outcome: o.status,
    kind: o.kind,
    before: stateJson(o.before, o.revokedBefore, o.revocationBefore),
    after: stateJson(o.after, o.revoked, o.revocation),
    changed: o.status === 'changed' || o.status === 'planned',
    verified: o.verified,
    'deprecation-id': o.deprecationId ?? null,
    steps: [...o.steps],
    ...(o.error !== undefined && { error: o.error }),
    // Always present, as in `before` and `after`: one shape whatever the service shows.
    revoked: o.revoked ?? null,
    workspaces: usageJson(o.usage, maxNames),
    ...(o.note !== undefined && { note: o.note }),
  }));
}
