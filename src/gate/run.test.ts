import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modeInputs } from '../../test/support/settings.ts';
import { recordingLog } from '../../test/support/fake-runner.ts';
import { memoryRegistry } from '../../test/support/memory-registry.ts';
import type { ModeDeps } from '../model.ts';
import { parse } from './inputs.ts';
import { report } from './report/report.ts';
import { run as runMode } from './run.ts';
import { ACTION_WORDS } from '../wording.ts';

/** The mode run and reported, as the dispatch does. */
const run = async (...args: Parameters<typeof runMode>) => report(await runMode(...args));

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/gate');

function setup(inputs: Record<string, string>, registry = memoryRegistry({})) {
  const deps = { registry, log: recordingLog(), context: { words: ACTION_WORDS }, concurrency: 4 };
  const request = parse(
    modeInputs({ status: 'check', token: 't', ...inputs }, { env: { GITHUB_WORKSPACE: FIXTURES } }),
  );
  return { deps: deps satisfies ModeDeps, request };
}

describe('gate mode run', () => {
  it('annotates a call that uses a deprecated version at its block, and fails', async () => {
    const registry = memoryRegistry({
      'acme/vpc/aws': ['1.1.0', '1.2.0', '1.3.0'].map((version) => ({
        version,
        deprecation: version === '1.2.0' ? { reason: 'Old', link: '' } : null,
      })),
    });
    const { deps, request } = setup({ 'config-directory': 'initialized' }, registry);
    const report = await run(request, deps);
    const deprecated = report.annotations.filter((a) => a.title?.includes('is deprecated'));
    expect(deprecated.map((a) => [a.level, a.file, a.line])).toEqual([['error', 'initialized/main.tf', 13]]);
    expect(report.verdict.failed).toBe(true);
    expect(deps.log.lines).toContain('[Deprecation status of each module call]');
  });

  it('returns a failed report at the file when a configuration cannot be parsed', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'gate-run-'));
    try {
      await mkdir(path.join(workspace, 'stack'));
      await writeFile(path.join(workspace, 'stack', 'main.tf'), 'module "vpc" {\n  source = \n');
      const request = parse(
        modeInputs(
          { status: 'check', token: 't', 'config-directory': 'stack' },
          { env: { GITHUB_WORKSPACE: workspace } },
        ),
      );
      const report = await run(request, setup({ 'config-directory': 'legacy' }).deps);
      expect(report.verdict).toEqual({ failed: true, reason: 'invalid-input' });
      expect(report.annotations).toMatchObject([
        { level: 'error', title: 'Module deprecation gate', file: 'stack/main.tf' },
      ]);
      expect(report.summary).toContain('❌');
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });

  it('with only-new, fails only on the call the base lacks, reading the base through the commit reader', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'gate-run-'));
    try {
      const block = (name: string) =>
        `module "${name}" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.2.0"\n}\n`;
      for (const [tree, names] of [
        ['head', ['old', 'added']],
        ['base', ['old']],
      ] as const) {
        await mkdir(path.join(root, tree, 'stack'), { recursive: true });
        await writeFile(path.join(root, tree, 'stack', 'main.tf'), names.map(block).join('\n'));
      }
      const registry = memoryRegistry({
        'acme/vpc/aws': ['1.2.0', '1.3.0'].map((version) => ({
          version,
          deprecation: version === '1.2.0' ? { reason: 'Old', link: '' } : null,
        })),
      });
      const head = path.join(root, 'head');
      const request = parse(
        modeInputs(
          { status: 'check', token: 't', 'config-directory': 'stack', 'only-new': 'true' },
          {
            env: { GITHUB_WORKSPACE: head },
            cwd: head,
            event: { name: 'pull_request', payload: { pull_request: { base: { sha: 'a'.repeat(40) } } } },
          },
        ),
      );
      let removed = false;
      const commits = {
        checkout: (workspace: string, sha: string) => {
          expect([workspace, sha]).toEqual([head, 'a'.repeat(40)]);
          return Promise.resolve({
            root: path.join(root, 'base'),
            repository: head,
            remove: () => Promise.resolve(void (removed = true)),
          });
        },
      };
      const deps = { registry, log: recordingLog(), context: { words: ACTION_WORDS }, concurrency: 4 };
      const result = await run(request, deps, commits);
      expect(result.verdict.failed).toBe(true);
      const levels = result.annotations.filter((a) => a.title?.includes('is deprecated')).map((a) => [a.level, a.line]);
      expect(levels).toEqual([
        ['warning', 1],
        ['error', 6],
      ]);
      expect(result.summary).toContain('**Already on the base branch** (warnings only):\n\n- stack/main.tf:1 · ');
      expect(removed).toBe(true);
      // The group says what it read, never left empty.
      const group = deps.log.lines.indexOf('[Read the base commit]');
      expect(deps.log.lines[group + 1]).toBe(
        `${'a'.repeat(40)}: checked out into a temporary worktree (${path.join(root, 'base')}), removed after the run`,
      );
      // Unreadable: said, and every call judged.
      const unreadable = await run(request, deps, {
        checkout: () => Promise.resolve({ unreadable: 'no such commit' }),
      });
      expect(
        unreadable.annotations.filter((a) => a.level === 'error' && a.title?.includes('is deprecated')),
      ).toHaveLength(2);
      expect(unreadable.warnings[0]).toContain('the base commit cannot be read (no such commit)');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
