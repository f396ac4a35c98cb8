import { describe, expect, it } from 'vitest';
import type { FeatureSet } from '../model.ts';
import { FeatureSetError, featuresNeeded, missingFeatures, requireFeatures } from './feature-set.ts';
import type { Change } from './plan.ts';

const plan = (...steps: Change['steps'][]) => ({ changes: steps.map((s) => ({ steps: s }) as unknown as Change) });
const reader = (set: FeatureSet | undefined | Error) => ({
  readFeatureSet: async () => {
    if (set instanceof Error) throw set;
    return set;
  },
});

describe('the feature set before the first write', () => {
  it('needs deprecations for a deprecate, update or revert, revocations for a revoke or unrevoke', () => {
    expect(featuresNeeded([plan(['deprecate']), plan([])])).toEqual({ deprecations: true, revocations: false });
    expect(featuresNeeded([plan(['unrevoke'])])).toEqual({ deprecations: false, revocations: true });
    expect(featuresNeeded([plan(['deprecate', 'revoke'])])).toEqual({ deprecations: true, revocations: true });
  });

  it('counts a feature missing only when the set says false', () => {
    const both = { deprecations: true, revocations: true };
    expect(missingFeatures({ moduleDeprecations: true, moduleRevocations: false }, both)).toEqual([
      'module revocations',
    ]);
    expect(missingFeatures({ name: 'Standard' }, both)).toEqual([]);
    expect(missingFeatures(undefined, both)).toEqual([]);
  });

  it('fails naming what is missing, as revocation-unavailable when revocation alone is', async () => {
    const set = { name: 'Standard', moduleDeprecations: true, moduleRevocations: false };
    const error = await requireFeatures(reader(set), 'acme', [plan(['deprecate', 'revoke'])]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeatureSetError);
    expect((error as FeatureSetError).message).toMatch(
      /^The plan of organization acme \("Standard"\) has no module revocations, which this run needs .*nothing was sent\. Revocation needs the HCP Terraform Premium edition/,
    );
    expect((error as FeatureSetError).failureReason).toBe('revocation-unavailable');
    const free = { moduleDeprecations: false, moduleRevocations: false };
    const both = (await requireFeatures(reader(free), 'acme', [plan(['revoke'], ['deprecate'])]).catch(
      (e: unknown) => e,
    )) as FeatureSetError;
    expect(both.message).toContain('has no module deprecations and no module revocations');
    expect(both.failureReason).toBeUndefined();
  });

  it('goes on where the service has no feature sets, the read fails, or nothing is written', async () => {
    await expect(requireFeatures(reader(undefined), 'acme', [plan(['revoke'])])).resolves.toBeUndefined();
    await expect(requireFeatures(reader(new Error('HTTP 500')), 'acme', [plan(['revoke'])])).resolves.toBeUndefined();
    let asked = false;
    const spy = { readFeatureSet: async () => ((asked = true), { moduleRevocations: false }) };
    await requireFeatures(spy, 'acme', [plan([])]);
    expect(asked).toBe(false);
  });
});
