/**
 * The walls of the layout hold: the lint rule refuses a runner import outside the runner, an
 * HTTP import outside the registry, and a registry import in a pure module or a mode; and no file
 * under src/ (its unit tests included) imports from the end-to-end suites in test/e2e/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function refused(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layout rule', () => {
  it.each([
    ['src/gate/judge.ts', "import * as core from '@actions/core';"],
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
  ])('allows in %s: %s', async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).toEqual([]);
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
    expect(e2eImports('src/main.test.ts', "import { fakeService } from '../test/support/fake-service.ts';")).toEqual(
      [],
    );
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
