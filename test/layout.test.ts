/**
/**
 * The walls of the layout hold: the lint rules refuse a runner import outside the runner, an
 * HTTP import outside the registry, GitHub's API client loaded outside src/github/ (and the
 * runner's comment), a registry import in a pure module or a mode, a runner
 * adapter imported outside the entry points, import() outside the dispatch, model.ts importing
 * anything, I/O in a pure module, and one mode importing another. Each refusal has a probe here
 * that must stay refused; src/ has no import circle; and no file under src/ (its unit tests
 * included) imports from the end-to-end suites in test/e2e/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import madge from 'madge';
import { drawHouse, floorOf, houseOf } from './support/house.ts';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rules that keep the walls: imports, and import() (which no-restricted-imports does not see). */
const WALL_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function refused(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && WALL_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('the layout rule', () => {
  it.each([
    ['src/gate/judge/judge.ts', "import * as core from '@actions/core';"],
    ['src/single/run.ts', "import { context } from '@actions/github';"],
    ['src/registry/client.ts', "import * as core from '@actions/core';"],
    ['src/changes/plan.ts', "import { HttpClient } from '@actions/http-client';"],
    ['src/changes/plan.ts', "import { RegistryClient } from '../registry/client.ts';"],
    ['src/policy/run.ts', "import { Transport } from '../registry/transport.ts';"],
    ['src/main.ts', "import * as core from '@actions/core';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['src/runner.ts', "import * as core from '@actions/core';"],
    ['src/registry/transport.ts', "import { HttpClient } from '@actions/http-client';"],
    ['src/changes/plan.ts', "import type { VersionState } from '../model.ts';"],
    ['src/runner.ts', "const github = await import('@actions/github');"],
    ['src/runner.ts', "const retry = await import('@octokit/plugin-retry');"],
    // A library few runs need is loaded on use by the one module that uses it.
    ['src/address.ts', "const tr46 = await import('tr46');"],
    ['src/registry/explorer.ts', "const { csvParseRows } = await import('d3-dsv');"],
    // The GitHub client loads GitHub's API client on use, in one module.
    ['src/github/octokit.ts', "const { getOctokit } = await import('@actions/github');"],
    ['src/github/octokit.ts', "const { throttling } = await import('@octokit/plugin-throttling');"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe('the walls of one contract', () => {
  it.each([
    // A runner adapter is imported only by the entry points (index.ts, main.ts, the command line's).
    ['src/single/run.ts', "import { actionsRunner } from '../runner.ts';"],
    ['src/changes/apply.ts', "import type { BLANK_OUTPUTS } from '../runner.ts';"],
    ['src/registry/open.ts', "import { actionsRunner } from '../runner.ts';"],
    ['src/modes.ts', "import { actionsRunner } from './runner.ts';"],
    ['src/gate/run.ts', "import { cliRunner } from '../cli/runner.ts';"],
    ['src/changes/apply.ts', "import { flags } from '../cli/flags/parse.ts';"],
    ['src/report.ts', "import { cliRunner } from './cli/runner.ts';"],
    // The command line never loads the GitHub Actions adapter, nor @actions/core.
    ['src/cli/runner.ts', "import { loggable } from '../runner.ts';"],
    ['src/cli/index.ts', "import * as core from '@actions/core';"],
    // import() only in the dispatch: no-restricted-imports does not see it.
    ['src/gate/judge/judge.ts', "const core = await import('@actions/core');"],
    ['src/policy/run.ts', "const { actionsRunner } = await import('../runner.ts');"],
    ['src/registry/open.ts', "const fs = await import('node:fs');"],
    ['src/connection.ts', "const m = await import('./single/run.ts');"],
    // The GitHub Actions adapter loads only GitHub's API client with import(), for a comment.
    ['src/runner.ts', "const m = await import('./single/run.ts');"],
    ['src/runner.ts', "const fs = await import('node:fs');"],
    ['src/comment/write.ts', "const github = await import('@actions/github');"],
    ['src/address.ts', "const m = await import('./single/run.ts');"],
    ['src/registry/explorer.ts', "const tr46 = await import('tr46');"],
    ['src/comment/body.ts', "import { readFileSync } from 'node:fs';"],
    // model.ts imports nothing.
    ['src/model.ts', "import type { Report } from './report.ts';"],
    ['src/model.ts', "import path from 'node:path';"],
    ['src/model.ts', "export { plural } from './text.ts';"],
    // A pure module does no I/O and does not depend on the registry.
    ['src/single/report.ts', "import { readFileSync } from 'node:fs';"],
    ['src/gate/report/report.ts', "import { readFile } from 'node:fs/promises';"],
    ['src/policy/report.ts', "import { printable } from '../registry/errors.ts';"],
    ['src/changes/plan.ts', "import fs from 'node:fs';"],
    ['src/versions/selection.ts', "import { statSync } from 'fs';"],
    ['src/gate/judge/judge.ts', "import { RegistryClient } from '../../registry/client.ts';"],
    ['src/gate/judge/judge.ts', "import { readBoundedSync } from '../../files/read-bounded.ts';"],
    ['src/text.ts', "import { readFileSync } from 'node:fs';"],
    // One mode never imports another.
    ['src/single/run.ts', "import { run } from '../policy/run.ts';"],
    ['src/gate/report/report.ts', "import type { SingleResult } from '../../single/run.ts';"],
    ['src/policy/inputs.ts', "import { parse } from '../gate/inputs.ts';"],
    ['src/gate/run.ts', "import { report } from '../report/report.ts';"],
    ['src/gate/fix/report.ts', "import { totals } from '../../report/data.ts';"],
    // The campaign takes the gate's reading, judging and edit, never its run or report.
    ['src/campaign/run.ts', "import { run } from '../gate/run.ts';"],
    ['src/campaign/report.ts', "import { report } from '../gate/report/report.ts';"],
    ['src/gate/run.ts', "import { run } from '../campaign/run.ts';"],
    // The runner adapter reaches no helper inside the registry.
    ['src/runner.ts', "import { printable } from './registry/errors.ts';"],
    // Only src/github/ talks to GitHub, loading octokit with import() in src/github/octokit.ts alone.
    ['src/gate/run.ts', "import { Octokit } from '@octokit/core';"],
    ['src/comment/post.ts', "import { retry } from '@octokit/plugin-retry';"],
    ['src/cli/runner.ts', "import { RequestError } from '@octokit/request-error';"],
    ['src/github/client.ts', "import { getOctokit } from '@actions/github';"],
    ['src/github/client.ts', "const github = await import('@actions/github');"],
    ['src/github/octokit.ts', "const fs = await import('node:fs');"],
    ['src/github/client.ts', "import * as core from '@actions/core';"],
    ['src/github/requests.ts', "import { HttpClient } from '@actions/http-client';"],
    ['src/github/client.ts', "import { RegistryClient } from '../registry/client.ts';"],
    ['src/github/answers.ts', "import { readFileSync } from 'node:fs';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['src/index.ts', "import { actionsRunner } from './runner.ts';"],
    ['src/index.ts', "const { run } = await import('./main.ts');"],
    ['src/main.ts', "import type { Runner } from './runner-interface.ts';"],
    ['src/main.ts', "const { openRegistry } = await import('./registry/open.ts');"],
    ['src/modes.ts', "const m = await import('./single/run.ts');"],
    ['src/single/run.ts', "import { readModule } from '../changes/read.ts';"],
    ['src/single/inputs.ts', "import { parseUsageOptions } from '../usage/inputs.ts';"],
    ['src/gate/report/report.ts', "import type { GateResult } from './run.ts';"],
    // The gate's own report folder, which shares the organization report's name.
    ['src/gate/run.ts', "import { report } from './report/report.ts';"],
    ['src/gate/fix/report.ts', "import { placement } from '../report/placement.ts';"],
    ['src/gate/inputs.ts', "import { statSync } from 'node:fs';"],
    ['src/campaign/judge.ts', "import { editFindings } from '../gate/edit/edits.ts';"],
    ['src/campaign/judge.ts', "import { inspectConfigurations } from '../gate/inspect.ts';"],
    ['src/cli/main.ts', "import { cliRunner } from './runner.ts';"],
    ['src/cli/main.ts', "import { run } from '../main.ts';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe('the house drawn from the code', () => {
  const house = houseOf(path.join(root, 'src'));

  it('has no arrow running back up a floor', async () => {
    expect((await house).upward).toEqual([]);
    expect((await house).files.length).toBeGreaterThan(100);
  });

  it('is the one docs/development.md shows (node test/support/house.ts prints it)', async () => {
    expect(readFileSync(path.join(root, 'docs', 'development.md'), 'utf8')).toContain(drawHouse(await house));
  });

  it('puts the runners above the modes, and what talks to the world below them', () => {
    expect(floorOf('cli/runner.ts')).toBeLessThan(floorOf('gate/run.ts'));
    expect(floorOf('gate/run.ts')).toBeLessThan(floorOf('registry/client.ts'));
    expect(floorOf('registry/client.ts')).toBeLessThan(floorOf('model.ts'));
  });
});

describe('import circles', () => {
  it('src/ has none', async () => {
    const graph = await madge(path.join(root, 'src'), { fileExtensions: ['ts'] });
    expect(graph.circular()).toEqual([]);
  });

  it('the check sees one where there is one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'circle-'));
    try {
      await writeFile(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
      await writeFile(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport type B = A | string;\n");
      const graph = await madge(dir, { fileExtensions: ['ts'] });
      expect(graph.circular()).toEqual([['a.ts', 'b.ts']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** What `file`'s text imports (statically, for its side effects, re-exported, or dynamically) from test/e2e/. */
function e2eImports(file: string, text: string): string[] {
  const specifiers = text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g);
  const e2e = path.join(root, 'test', 'e2e') + path.sep;
  return [...specifiers]
    .map((m) => m[1] as string)
    .filter((s) => s.startsWith('.') && path.resolve(path.dirname(path.join(root, file)), s).startsWith(e2e));
}

describe('unit tests import no end-to-end fixtures', () => {
  it.each([
    "import { deprecateInputs } from '../../test/e2e/fixtures.ts';",
    "export { runAction } from '../../test/e2e/harness.ts';",
    "import '../../test/e2e/leaks.ts';",
    "const { CASES } = await import('../../test/e2e/hostile-input.cases.ts');",
  ])('refuses in src/registry/x.test.ts: %s', (code) => {
    expect(e2eImports('src/registry/x.test.ts', code)).not.toEqual([]);
  });

  it('allows the shared fakes in test/support/', () => {
    expect(e2eImports('src/main.test.ts', "import { fakeService } from './support/fake-service.ts';")).toEqual([]);
  });

  it('holds for every file under src/', () => {
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join('src', f));
    const found = files.flatMap((f) =>
      e2eImports(f, readFileSync(path.join(root, f), 'utf8')).map((s) => `${f}: ${s}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
