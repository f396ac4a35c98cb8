/**
 * The README, the pages under docs/ and the example workflows are the contract users copy: keep
 * them in step with action.yml, the examples and the code, and keep their links working.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exampleBody, INCLUDE, pages } from '../scripts/sync-examples.ts';
import { FAILURE_REASONS } from '../src/report.ts';
import { BUNDLE } from './e2e/harness.ts';
import { CASES } from './e2e/hostile-input.cases.ts';
import { render, renderedFacts, summaryProblems } from './support/markdown.ts';
import { summaryExamples } from './support/summary-examples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}
const action = parse(read('action.yml')) as ActionYml;

/** A `## heading` section of a page, up to the next one. */
const sectionOf = (markdown: string, heading: string): string =>
  markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? '';

/** Rows of the Markdown table under a `## heading`, as cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  return sectionOf(markdown, heading)
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

/** The page without its fenced blocks, which show text rather than say it. */
const withoutFences = (markdown: string): string => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Each page's anchors, rendered once however many links lead to it. */
const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  const known = anchorCache.get(file);
  if (known !== undefined) return known;
  const html = render(read(file));
  const headings = [...html.matchAll(/<h[1-6]>([\s\S]*?)<\/h[1-6]>/g)].map((m) =>
    (m[1] as string)
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
  );
  const anchors = new Set(headings.map(slug));
  anchorCache.set(file, anchors);
  return anchors;
}

describe('README', () => {
  const readme = read('README.md');

  it('lists exactly the inputs of action.yml, one line each, with their defaults', () => {
    const rows = tableUnder(readme, 'Inputs');
    expect(rows.map((r) => unquote(r[0] ?? '')).sort()).toEqual(Object.keys(action.inputs).sort());
    for (const row of rows) {
      const input = action.inputs[unquote(row[0] ?? '')];
      if (input?.default !== undefined) expect(row[1], `default of ${row[0]}`).toBe(`\`${input.default}\``);
      // A default the code works out (a variable, the token) is said in words, never as a literal.
      else expect(row[1], `${row[0]} has no default in action.yml`).not.toMatch(/^`[^`]*`$/);
      if (input?.required) expect(row[1], `${row[0]} is required`).toBe('(required)');
      expect((row[2] ?? '').length, `${row[0]}: one short line, details linked`).toBeLessThanOrEqual(110);
    }
  });

  it('lists exactly the outputs of action.yml, one line each', () => {
    const rows = tableUnder(readme, 'Outputs');
    expect(rows.map((r) => unquote(r[0] ?? '')).sort()).toEqual(Object.keys(action.outputs).sort());
    for (const row of rows) expect((row[1] ?? '').length, `${row[0]}`).toBeLessThanOrEqual(110);
  });

  it('is short, and its first screen leads to each use, the inputs and the outputs', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(360);
    const firstScreen = readme.split('\n').slice(0, 40).join('\n');
    const targets = renderedFacts(firstScreen).links.map((l) => l.href);
    for (const anchor of [
      '#deprecate-on-release',
      '#revert-or-revoke-by-hand',
      '#gate-a-pipeline',
      '#plan-and-apply-a-policy-file',
      '#migration-report',
      '#inputs',
      '#outputs',
      '#token-and-permissions',
    ]) {
      expect(targets, anchor).toContain(anchor);
    }
  });

  it('shows an example workflow for each use', () => {
    const included = [...readme.matchAll(INCLUDE)].map((m) => m[1]);
    // Release, by hand, gate, policy (its apply and schedule are in docs/policy.md), report.
    for (const example of ['release-deprecate', 'manual-revert', 'pipeline-gate', 'policy-plan', 'migration-report']) {
      expect(included).toContain(`docs/examples/${example}.yml`);
    }
  });

  it('links every page under docs/', () => {
    const links = renderedFacts(readme).links.map((l) => l.href.replace(/#.*$/, ''));
    for (const page of pages().filter((p) => p !== 'README.md')) expect(links, page).toContain(page);
  });
});

describe('example workflows in the pages', () => {
  it('show each example exactly as it is in docs/examples (npm run sync-examples copies them)', () => {
    for (const page of pages()) {
      for (const m of read(page).matchAll(INCLUDE)) {
        expect(m[3], `${page}: ${m[1]}`).toBe(exampleBody(m[1] as string));
      }
    }
  });

  it('include every example somewhere', () => {
    const included = new Set(pages().flatMap((page) => [...read(page).matchAll(INCLUDE)].map((m) => m[1])));
    for (const file of readdirSync(path.join(root, 'docs/examples')))
      expect(included, file).toContain(`docs/examples/${file}`);
  });

  it('use the action only in included examples, which the workflow lint checks', () => {
    for (const page of pages()) {
      const text = read(page).replace(INCLUDE, '');
      expect(text, page).not.toMatch(/^\s*(-\s+)?uses: your-org\/tfe-module-deprecation-action@/m);
    }
  });
});

describe('links between the pages', () => {
  const markdownFiles = [...pages(), 'CONTRIBUTING.md'];

  it.each(markdownFiles)('%s links only to files and headings that exist, by relative paths', (page) => {
    for (const { href } of renderedFacts(read(page)).links) {
      if (/^(https?|mailto):/.test(href)) continue;
      expect(href, `${page}: a relative link`).not.toMatch(/^\/|^[a-z]+:/);
      const [target = '', anchor] = href.split('#');
      const file = target === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), target));
      expect(existsSync(path.join(root, file)), `${page} links to ${href}`).toBe(true);
      if (anchor !== undefined && file.endsWith('.md')) {
        expect([...anchorsOf(file)], `${page} links to ${href}`).toContain(anchor);
      }
    }
  });

  it.each(markdownFiles)('%s has tables whose rows are as wide as their header', (page) => {
    // The GFM check of the job summaries, less what pages may do that summaries do not: link each
    // other, and show the README's badges.
    const problems = summaryProblems(withoutFences(read(page))).filter(
      (p) => !p.startsWith('a link to') && p !== 'HTML that no summary writes: <img>',
    );
    expect(problems).toEqual([]);
  });
});

describe('docs/outputs.md', () => {
  it('documents every failure-reason the code can give, and no other', () => {
    const rows = tableUnder(read('docs/outputs.md'), '`failure-reason`');
    expect(rows.map((r) => unquote(r[0] ?? '')).sort()).toEqual([...FAILURE_REASONS].sort());
    for (const row of rows) expect(row[1], `${row[0]} has its situations`).not.toBe('');
  });
});

describe('docs/development.md, what the end-to-end tests show', () => {
  const section = sectionOf(read('docs/development.md'), 'What the end-to-end tests show');

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
  it('runs the bundle the end-to-end tests run, on the Node major they run it under', () => {
    const tested = (JSON.parse(read('node_modules/node/package.json')) as { version: string }).version;
    expect(action.runs.using).toBe(`node${tested.split('.')[0]}`);
    expect(path.join(root, action.runs.main)).toBe(BUNDLE);
  });
});

describe('example workflows', () => {
  // GitLab CI examples run the command line, not the action: test/e2e/cli-gitlab.e2e.test.ts checks them.
  const files = readdirSync(path.join(root, 'docs/examples')).filter((name) => !name.startsWith('gitlab-'));

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

describe('docs/job-summaries.md', () => {
  it('shows exactly what each mode writes, rendered as GitHub renders it', async () => {
    const page = read('docs/job-summaries.md');
    for (const [name, markdown] of Object.entries(await summaryExamples())) {
      const fence = '`{3,}';
      const block = new RegExp(`<!-- summary: ${name} -->\\n\\n(${fence})markdown\\n([\\s\\S]*?)\\n\\1\\n`).exec(page);
      // On a mismatch, `node test/support/summary-examples.ts` prints the blocks to paste.
      expect(block?.[2], `docs/job-summaries.md block "${name}"`).toBe(markdown.trimEnd());
      expect(summaryProblems(markdown)).toEqual([]);
    }
  });
});
