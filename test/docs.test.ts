/**
 * The README's tables and the example workflows are the contract users copy: keep them in step
 * with action.yml.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CASES } from './e2e/hostile-input.cases.ts';
import { summaryProblems } from './support/markdown.ts';
import { summaryExamples } from './support/summary-examples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}
const action = parse(read('action.yml')) as ActionYml;

/** Rows of the Markdown table under a `## heading`, as cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

const unquote = (cell: string): string => cell.replace(/^`|`$/g, '');

describe('README', () => {
  const readme = read('README.md');

  it('lists exactly the inputs of action.yml, with their defaults', () => {
    const rows = tableUnder(readme, 'Inputs');
    expect(rows.map((r) => unquote(r[0] ?? '')).sort()).toEqual(Object.keys(action.inputs).sort());
    for (const row of rows) {
      const input = action.inputs[unquote(row[0] ?? '')];
      if (input?.default !== undefined) expect(row[1], `default of ${row[0]}`).toBe(`\`${input.default}\``);
      if (input?.required) expect(row[1], `${row[0]} is required`).toBe('(required)');
    }
  });

  it('lists exactly the outputs of action.yml', () => {
    const rows = tableUnder(readme, 'Outputs');
    expect(rows.map((r) => unquote(r[0] ?? '')).sort()).toEqual(Object.keys(action.outputs).sort());
  });

  it('shows each example workflow as it is in docs/examples', () => {
    for (const file of readdirSync(path.join(root, 'docs/examples'))) {
      const body = read(`docs/examples/${file}`).replace(/^#.*\n/, '');
      expect(readme, file).toContain(body.trim());
    }
  });
});

describe('README, Reliability and security', () => {
  const section =
    read('README.md')
      .split(/^## /m)
      .find((s) => s.startsWith('Reliability and security\n')) ?? '';

  it('states the size of the hostile-input table as it is', () => {
    expect(section).toContain(`a table of ${CASES.length} hostile or mistaken inputs`);
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it('names only test files that exist', () => {
    const named = [...section.matchAll(/`(?:test\/e2e\/)?([\w.-]+\.test\.ts)`/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(readdirSync(path.join(root, 'test/e2e')), file).toContain(file);
  });
});

describe('action.yml', () => {
  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});

describe('example workflows', () => {
  const files = readdirSync(path.join(root, 'docs/examples'));

  it.each(files)('%s uses only inputs the action has, and every required one', (file) => {
    const workflow = parse(read(`docs/examples/${file}`)) as {
      jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
    };
    const steps = Object.values(workflow.jobs).flatMap((j) =>
      j.steps.filter((s) => s.uses?.includes('tfe-module-deprecation-action')),
    );
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      const given = Object.keys(step.with ?? {});
      for (const name of given) expect(Object.keys(action.inputs), `${file}: ${name}`).toContain(name);
      for (const [name, input] of Object.entries(action.inputs)) {
        if (input.required) expect(given, `${file} lacks ${name}`).toContain(name);
      }
    }
  });
});

describe('README job summaries', () => {
  it('show exactly what each mode writes, and render as GitHub renders them', async () => {
    const readme = read('README.md');
    for (const [name, markdown] of Object.entries(await summaryExamples())) {
      const fence = '`{3,}';
      const block = new RegExp(`<!-- summary: ${name} -->\\n\\n(${fence})markdown\\n([\\s\\S]*?)\\n\\1\\n`).exec(
        readme,
      );
      // On a mismatch, `node test/support/summary-examples.ts` prints the blocks to paste.
      expect(block?.[2], `README block "${name}"`).toBe(markdown.trimEnd());
      expect(summaryProblems(markdown)).toEqual([]);
    }
  });
});
