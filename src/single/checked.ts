/** What a check makes of a version: whether it counts as retired, and whether it fails the step. Pure. */
import type { VersionOutcome } from '../changes/outcome.ts';

/** What a check fails on; a revoked version fails it even where a deprecated one only warns (as in the gate). */
interface CheckFailOptions {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked?: boolean;
}

/** Deprecated or revoked: a revoked version counts, even where the read shows no deprecation (an undocumented case). */
export const retired = (o: VersionOutcome): boolean => o.after !== null || o.revoked === true;

/** Whether a checked version fails the step: a revoked one by `failOnRevoked`, else by `failOnDeprecated`. */
export const failsCheck = (o: VersionOutcome, context: CheckFailOptions): boolean =>
  o.revoked === true ? context.failOnRevoked !== false : context.failOnDeprecated;
