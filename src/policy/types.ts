/** The policy file as the action reads it: per-module rules, and patterns over the organization's modules. */
import type { ModuleAddress } from '../model.ts';
import type { ModulePattern } from '../module-pattern.ts';
import type { Constraint } from '../versions/constraint-syntax.ts';

export interface PolicyRule {
  readonly versions: Constraint;
  readonly reason: string;
  readonly link: string;
  /** Where the rule takes its versions: deprecated (the default) or revoked. */
  readonly status: 'deprecated' | 'revoked';
  /** A schedule: deprecated until this day (UTC, `YYYY-MM-DD`), revoked from it on. */
  readonly revokeOn?: string;
  /** Revoke only the versions no workspace uses; the others stay deprecated. */
  readonly onlyUnused: boolean;
  readonly line: number;
}

export interface PolicyModule {
  /** Host from the module's `source`, when it names one. */
  readonly host?: string;
  readonly module: ModuleAddress;
  /** Organization in the management API path: the private registry's namespace. */
  readonly organization: string;
  readonly keepLatest: number;
  readonly prune: boolean;
  readonly rules: readonly PolicyRule[];
  readonly line: number;
  /** The pattern that took the module, where no entry names it. */
  readonly takenBy?: { readonly source: string; readonly line: number };
}

export interface Policy {
  readonly hostname?: string;
  /** The modules the file names one by one. */
  readonly modules: readonly PolicyModule[];
  /** Entries whose `source` is a pattern: the run lists the organization's modules to expand them. */
  readonly patterns: readonly PolicyPattern[];
}

/** Every entry of the policy, explicit or a pattern: what applies to each alike. */
export const policyEntries = (policy: Policy): readonly (PolicyModule | PolicyPattern)[] => [
  ...policy.modules,
  ...policy.patterns,
];

/** A module entry whose `source` is a pattern; the rest as an explicit entry has it. */
export interface PolicyPattern extends Omit<PolicyModule, 'module' | 'takenBy'> {
  readonly pattern: ModulePattern;
  /** The pattern as written, without its host: `acme/*\/aws`. */
  readonly source: string;
  readonly exclude: readonly ModulePattern[];
}
