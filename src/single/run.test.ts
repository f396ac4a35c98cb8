import { describe, expect, it } from 'vitest';
import { modeInputs } from '../../test/support/settings.ts';
import { recordingLog } from '../../test/support/fake-runner.ts';
import { memoryRegistry } from '../../test/support/memory-registry.ts';
import type { ModeDeps, RunEvent, VersionState } from '../model.ts';
import { parse } from './inputs.ts';
import { report } from './report.ts';
import { run as runMode } from './run.ts';
import { ACTION_WORDS } from '../wording.ts';

/** The mode run and reported, as the dispatch does. */
const run = async (...args: Parameters<typeof runMode>) => report(await runMode(...args));

const versions = (): VersionState[] => ['1.0.0', '1.1.0', '2.0.0'].map((version) => ({ version, deprecation: null }));

function deps(registry = memoryRegistry({ 'acme/vpc/aws': versions() })) {
  return { registry, log: recordingLog(), context: { words: ACTION_WORDS }, concurrency: 4 } satisfies ModeDeps;
}

const request = (inputs: Record<string, string>, event?: RunEvent) =>
  parse(modeInputs({ token: 't', source: 'acme/vpc/aws', reason: 'Use 2.x', ...inputs }, { ...(event && { event }) }));
const release = (tag: string, prerelease = false): RunEvent => ({
  name: 'release',
  payload: { release: { tag_name: tag, prerelease } },
});

describe('single mode run', () => {
  it('deprecates the versions a constraint selects, and reports each', async () => {
    const d = deps();
    const report = await run(request({ status: 'deprecated', version: '< 2.0.0' }), d);
    expect(d.registry.changes).toEqual(['acme/vpc/aws 1.1.0 deprecate', 'acme/vpc/aws 1.0.0 deprecate']);
    expect(report.outputs['changed-versions']).toBe('1.1.0,1.0.0');
    expect(report.verdict.failed).toBe(false);
    expect(report.summary).toContain('### Deprecate 2 module versions of `app.terraform.io/acme/vpc/aws`');
  });

  it('never deprecates the version a release event just published', async () => {
    const d = deps();
    await run(request({ status: 'deprecated', version: '>= 1.0.0' }, release('v2.0.0')), d);
    expect(d.registry.changes).toEqual(['acme/vpc/aws 1.1.0 deprecate', 'acme/vpc/aws 1.0.0 deprecate']);
    expect(d.log.lines.some((l) => l.startsWith('Release:      2.0.0 (tag v2.0.0)'))).toBe(true);
  });

  it('fails the check of a deprecated version, with an annotation naming it', async () => {
    const registry = memoryRegistry({
      'acme/vpc/aws': [{ version: '1.0.0', deprecation: { reason: 'Old', link: '' } }],
    });
    const report = await run(request({ status: 'check', version: '1.0.0', reason: '' }), deps(registry));
    expect(registry.changes).toEqual([]);
    expect(report.annotations).toEqual([
      { level: 'error', title: 'Module version 1.0.0 of app.terraform.io/acme/vpc/aws is deprecated', message: 'Old.' },
    ]);
    expect(report.verdict).toMatchObject({ failed: true });
  });

  it('returns a failed report, not an exception, when the module cannot be read', async () => {
    const report = await run(request({ status: 'check', version: '1.0.0' }), deps(memoryRegistry({})));
    expect(report.verdict).toEqual({
      failed: true,
      reason: 'service-error',
      message: 'HTTP 404: no module acme/vpc/aws',
    });
    expect(report.summary).toContain('❌ **Fails**: HTTP 404: no module acme/vpc/aws');
  });

  it('deprecates nothing on a prerelease unless on-prerelease says so', async () => {
    const skipped = deps();
    const report = await run(request({ status: 'deprecated', version: '< 2.0.0' }, release('v2.1.0-rc.1')), skipped);
    expect(skipped.registry.changes).toEqual([]);
    expect(report.verdict.message).toContain('Release v2.1.0-rc.1 is a prerelease: nothing was deprecated.');
    const opted = deps();
    await run(
      request({ status: 'deprecated', version: '< 2.0.0', 'on-prerelease': 'deprecate' }, release('v2.1.0', true)),
      opted,
    );
    expect(opted.registry.changes).toHaveLength(2);
  });

  it("reads a monorepo's tag in version on a release with the same prefix", async () => {
    const d = deps();
    await run(request({ status: 'deprecated', version: '< vpc-v2.0.0' }, release('vpc-v2.0.0')), d);
    expect(d.registry.changes).toEqual(['acme/vpc/aws 1.1.0 deprecate', 'acme/vpc/aws 1.0.0 deprecate']);
    expect(() => request({ status: 'deprecated', version: '< vpc-v2.0.0' })).toThrow(/tag prefix such as `vpc-v`/);
  });
});
