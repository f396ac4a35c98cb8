/**
 * The blast radius every revoke plan shows: each version it revokes, with the workspaces that use it. A revocation
 * does not stop those (their runs go on, with a warning); it stops a workspace that has not used it from starting to.
 */
import type { VersionUsage } from '../model.ts';
import { REVOKED_CONSEQUENCE } from '../report.ts';
import { usageText } from '../usage/format.ts';
import type { Step } from './plan.ts';

/** What the blast radius means, said once where it is shown: in a sentence, and inside one. */
export const BLAST_RADIUS_SENTENCE =
  'Workspaces that already use a revoked version go on with a warning; a workspace that has not used it cannot start to.';
export const BLAST_RADIUS_MEANING = `${BLAST_RADIUS_SENTENCE.charAt(0).toLowerCase()}${BLAST_RADIUS_SENTENCE.slice(1, -1)}`;

/** Whether a change revokes a version not revoked before: a new message on a revoked version reaches nobody new. */
export const revokesAnew = (change: {
  readonly revokedBefore?: boolean;
  /** A plan's steps, or an outcome's. */
  readonly steps: readonly (Step | { readonly step: Step })[];
}): boolean =>
  change.revokedBefore !== true && change.steps.some((s) => (typeof s === 'string' ? s : s.step) === 'revoke');

/** A revocation of a version workspaces use: the warning every revoke plan gives. */
export function inUseWarning(
  address: string,
  version: string,
  used: VersionUsage,
  /** Revoked by this run, or (a dry run) only planned. */
  done: boolean,
  /** What revokes only unused versions where the plan is made: the runner's setting, or a policy rule's key. */
  onlyUnused: string,
): { title: string; message: string } {
  return {
    title: `${address} ${version} ${done ? 'is revoked' : 'would be revoked'} while in use`,
    message: `${usageText(used).replace(/^./, (c) => c.toUpperCase())} ${used.count === 1 ? 'uses' : 'use'} it. ${REVOKED_CONSEQUENCE} With ${onlyUnused}, only versions no workspace uses are revoked.`,
  };
}
