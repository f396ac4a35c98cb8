import { describe, expect, it } from 'vitest';
import { modeInputs } from '../../test/support/settings.ts';
import { recordingLog } from '../../test/support/fake-runner.ts';
import { memoryRegistry } from '../../test/support/memory-registry.ts';
import type { ModeDeps, VersionState } from '../model.ts';
import { parse } from './inputs.ts';
import { report } from './report.ts';
import { run as runMode } from './run.ts';
import { ACTION_WORDS } from '../wording.ts';

/** The mode run and reported, as the dispatch does. */
const run = async (...args: Parameters<typeof runMode>) => report(await runMode(...args));

const POLICY = [
  'organization: acme',
  'modules:',
  '  - source: acme/vpc/aws',
  '    keep-latest: 1',
  '    rules:',
  '      - versions: "< 2.0.0"',
  '        reason: Use 2.x',
  '        link: https://example.com/vpc',
  '  - source: acme/eks/aws',
  '    rules:',
  '      - versions: "< 1.0.0"',
  '        reason: Too old',
].join('\n');

const versions = (...list: string[]): VersionState[] => list.map((version) => ({ version, deprecation: null }));

function setup(
  inputs: Record<string, string> = {},
  modules: Record<string, VersionState[]> = { 'acme/vpc/aws': versions('1.0.0', '1.1.0', '2.0.0') },
) {
  const registry = memoryRegistry(modules);
  const deps = { registry, log: recordingLog(), context: { words: ACTION_WORDS }, concurrency: 4 };
  const request = parse(
    modeInputs({ 'policy-file': 'deprecations.yml', token: 't', ...inputs }, { readFile: () => Buffer.from(POLICY) }),
  );
  return { registry, deps: deps satisfies ModeDeps, request };
}

describe('policy mode run', () => {
  it('applies every module it can read, and fails naming the one it cannot', async () => {
    const { registry, deps, request } = setup();
    const report = await run(request, deps);
    expect(registry.changes).toEqual(['acme/vpc/aws 1.1.0 deprecate', 'acme/vpc/aws 1.0.0 deprecate']);
    expect(report.verdict).toMatchObject({ failed: true });
    expect(report.verdict.message).toContain('1 of 2 modules were not fully applied: app.terraform.io/acme/eks/aws');
    expect(report.annotations.map((a) => a.title)).toEqual([
      'Policy for app.terraform.io/acme/eks/aws was not fully applied',
    ]);
  });

  it('plans without changing anything in a dry run', async () => {
    const { registry, deps, request } = setup(
      { 'dry-run': 'true' },
      { 'acme/vpc/aws': versions('1.0.0', '2.0.0'), 'acme/eks/aws': versions('0.9.0', '1.0.0') },
    );
    const report = await run(request, deps);
    expect(registry.changes).toEqual([]);
    expect(report.verdict).toEqual({ failed: false, message: 'Dry run: the plan above was not applied.' });
    expect(deps.log.lines).toContain('Plan: 2 to deprecate, 2 unchanged.');
  });
});

describe('policy mode log', () => {
  it('writes each module group whole, in the file order, though the modules run side by side', async () => {
    const { deps, request } = setup(
      { 'dry-run': 'true' },
      { 'acme/vpc/aws': versions('1.0.0', '2.0.0'), 'acme/eks/aws': versions('0.9.0', '1.0.0') },
    );
    // A group that yields while its body runs, as the runner's does.
    const events: string[] = [];
    const log = {
      ...deps.log,
      group: async <T>(title: string, body: () => Promise<T>): Promise<T> => {
        events.push(`open ${title}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const result = await body();
        events.push(`close ${title}`);
        return result;
      },
    };
    await run(request, { ...deps, log });
    const modules = events.filter((e) => e.includes('/aws'));
    expect(modules).toEqual([
      'open app.terraform.io/acme/vpc/aws',
      'close app.terraform.io/acme/vpc/aws',
      'open app.terraform.io/acme/eks/aws',
      'close app.terraform.io/acme/eks/aws',
    ]);
  });
});
