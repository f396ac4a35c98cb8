/**
 * The walls of the layout hold: the lint rule refuses a runner import outside the runner, an
 * HTTP import outside the registry, and a registry import in a pure module or a mode.
 */
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
