/**
 * The step's outputs, drawn from the outcomes. Pure: returns names and values; `main` writes them.
 */
import type { VersionOutcome } from '../outcome.ts';
import type { Deprecation } from '../registry/client.ts';

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
  }));
}

/** Every output is always set, so `if:` expressions in workflows never meet an unset one. */
export function actionOutputs(outcomes: readonly VersionOutcome[]): Record<string, string> {
  const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned');
  // A dry run changes nothing: the state after the step is the state before it.
  const stateAfter = (o: VersionOutcome): Deprecation | null => (o.status === 'planned' ? o.before : o.after);
  const deprecated = outcomes.filter((o) => stateAfter(o) !== null);
  const single = outcomes.length === 1 ? outcomes[0] : undefined;
  const ids = outcomes.filter((o) => o.deprecationId !== undefined);
  return {
    result: JSON.stringify(resultEntries(outcomes)),
    changed: String(changed.length > 0),
    'changed-versions': changed.map((o) => o.version).join(','),
    deprecated: String(deprecated.length > 0),
    'deprecated-versions': deprecated.map((o) => o.version).join(','),
    reason: (single && stateAfter(single)?.reason) ?? '',
    link: (single && stateAfter(single)?.link) ?? '',
    'deprecation-id': ids.length === 1 ? (ids[0]?.deprecationId ?? '') : '',
  };
}
