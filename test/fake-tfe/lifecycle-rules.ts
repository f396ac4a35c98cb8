/**
 * What the service lets a module version's lifecycle do, apart from HTTP: deprecate, undeprecate,
 * revoke and unrevoke on the fake's state, or the reason it refuses. The HTTP fake's PATCH and the
 * in-memory registry of the unit tests both change versions only through here, so they cannot
 * disagree about a transition.
 */
import type { DeprecationView, FakeTfeState, VersionRecord } from './state.ts';

export type LifecycleChange =
  | { to: 'deprecated'; reason: string; link: string }
  | { to: 'undeprecated' }
  | { to: 'revoked'; message: string; link: string }
  | { to: 'unrevoked' };

/** Why the service refuses a change; nothing was changed. */
export type LifecycleRefusal =
  /** A revoked version cannot be undeprecated: it must be unrevoked first. */
  | 'revoked-cannot-be-undeprecated'
  /** A version must be deprecated before it can be revoked. */
  | 'not-deprecated-cannot-be-revoked';

/** The choices the reference leaves open (see FakeTfeOptions). */
export interface LifecycleRules {
  /** `refuse` (default): undeprecating a revoked version is refused; `to-active` clears both. */
  undeprecateRevoked?: 'refuse' | 'to-active';
}

export type LifecycleOutcome =
  | { refused: LifecycleRefusal; deprecation?: undefined }
  /** Done; `deprecation` is the new one when the change deprecated the version. */
  | { refused?: undefined; deprecation?: DeprecationView };

/**
 * Applies `change` to `record` as the service would, or returns why it refuses it. Deprecating a
 * revoked version again changes its reason and link and it stays revoked; unrevoking lands in
 * deprecated, and unrevoking a version that is not revoked changes nothing.
 */
export function changeLifecycle(
  state: FakeTfeState,
  record: VersionRecord,
  change: LifecycleChange,
  rules: LifecycleRules = {},
): LifecycleOutcome {
  const current = state.current(record);
  switch (change.to) {
    case 'deprecated': {
      const deprecation = state.setDeprecation(record, { reason: change.reason, link: change.link });
      return { deprecation: deprecation as DeprecationView };
    }
    case 'undeprecated':
      if (current.revocation === null) state.setDeprecation(record, null);
      else if ((rules.undeprecateRevoked ?? 'refuse') === 'to-active') state.setActive(record);
      else return { refused: 'revoked-cannot-be-undeprecated' };
      return {};
    case 'revoked':
      if (current.deprecation === null) return { refused: 'not-deprecated-cannot-be-revoked' };
      state.setRevocation(record, { message: change.message, link: change.link });
      return {};
    case 'unrevoked':
      if (current.revocation !== null) state.setRevocation(record, null);
      return {};
  }
}
