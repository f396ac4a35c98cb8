/**
 * The organization's plan, read before the first write: on HCP Terraform a run that would deprecate or revoke reads
 * the current feature set first, and fails before any write, naming what is missing, rather than half-way through.
 * Where the service has no such endpoint (Terraform Enterprise) or the set does not say, the first write tells.
 */
import { REVOCATION_EDITION_HINT, type FeatureSet, type FeatureSetReader } from '../model.ts';
import type { Plan, Step } from './plan.ts';

/** What a set of plans needs of the organization's plan. */
interface FeatureNeeds {
  readonly deprecations: boolean;
  readonly revocations: boolean;
}

const DEPRECATION_STEPS: ReadonlySet<Step> = new Set(['deprecate', 'update', 'undeprecate']);
const REVOCATION_STEPS: ReadonlySet<Step> = new Set(['revoke', 'unrevoke']);

export function featuresNeeded(plans: readonly Pick<Plan, 'changes'>[]): FeatureNeeds {
  const steps = plans.flatMap((p) => p.changes.flatMap((c) => c.steps));
  return {
    deprecations: steps.some((s) => DEPRECATION_STEPS.has(s)),
    revocations: steps.some((s) => REVOCATION_STEPS.has(s)),
  };
}

/** The features needed that the set says it lacks; a feature it does not name is not counted missing. */
export function missingFeatures(set: FeatureSet | undefined, needs: FeatureNeeds): string[] {
  if (set === undefined) return [];
  return [
    ...(needs.deprecations && set.moduleDeprecations === false ? ['module deprecations'] : []),
    ...(needs.revocations && set.moduleRevocations === false ? ['module revocations'] : []),
  ];
}

/** The organization's plan lacks what the run needs: nothing was sent. */
export class FeatureSetError extends Error {
  override name = 'FeatureSetError';
  /** Read by failureReasonOf: a run stopped only for want of revocation reports it as such. */
  readonly failureReason: 'revocation-unavailable' | undefined;

  constructor(organization: string, set: FeatureSet, missing: readonly string[]) {
    const plan = set.name !== undefined ? ` (${JSON.stringify(set.name)})` : '';
    const editions = [
      ...(missing.includes('module deprecations')
        ? ['Deprecation needs the HCP Terraform Standard edition or higher.']
        : []),
      ...(missing.includes('module revocations') ? [REVOCATION_EDITION_HINT] : []),
    ];
    super(
      `The plan of organization ${organization}${plan} has no ${missing.join(' and no ')}, which this run needs (read from its current feature set): nothing was sent. ${editions.join(' ')}`,
    );
    this.failureReason =
      missing.length === 1 && missing[0] === 'module revocations' ? 'revocation-unavailable' : undefined;
  }
}

/** Throws a FeatureSetError when the plans would write what the feature set lacks; a failed read is no answer. */
export async function requireFeatures(
  reader: FeatureSetReader | undefined,
  organization: string,
  plans: readonly Pick<Plan, 'changes'>[],
): Promise<void> {
  const needs = featuresNeeded(plans);
  if (reader === undefined || (!needs.deprecations && !needs.revocations)) return;
  const set = await reader.readFeatureSet(organization).catch(() => undefined);
  const missing = missingFeatures(set, needs);
  if (set !== undefined && missing.length > 0) throw new FeatureSetError(organization, set, missing);
}
