/**
 * What the documentation claims about the project itself stays true, checked against the code and
 * the examples rather than by its wording: the Node.js each part needs, the token sources,
 * `github-token`'s default and the permissions each example grants in SECURITY.md, and one major
 * version of each action across the examples, the pages and the project's own workflows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MINIMUM_NODE_MAJOR } from '../src/cli/node-version.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
/** The text with each run of white space as one space, so that a claim may wrap. */
const prose = (file: string): string => read(file).replace(/\s+/g, ' ');
const filesIn = (folder: string, ending: RegExp): string[] =>
  readdirSync(path.join(root, folder))
    .filter((name) => ending.test(name))
    .map((name) => `${folder}/${name}`);

/** Every page a user or contributor reads. */
const PAGES = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...filesIn('docs', /\.md$/)];
/** Every workflow shown or run: the examples, the pages that include them, and the project's own. */
const WORKFLOW_TEXTS = [...PAGES, ...filesIn('docs/examples', /\.ya?ml$/), ...filesIn('.github/workflows', /\.ya?ml$/)];

/** The Node.js major the scripts and the end-to-end tests run under: the `node` dev dependency's. */
const SCRIPTS_NODE_MAJOR = Number(
  /\d+/.exec(
    (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies.node ?? '',
  )?.[0],
);

describe('the Node.js each part needs', () => {
  it('is, for the command line, the minimum it checks, wherever a page says which', () => {
    const claims = (page: string) => [...prose(page).matchAll(/Node(?:\.js)? (\d+) or newer/g)];
    // docs/cli.md is where a person installing the command line reads it.
    expect(claims('docs/cli.md').map((claim) => Number(claim[1]))).toContain(MINIMUM_NODE_MAJOR);
    for (const page of PAGES) {
      // No page offers an older Node for running the tool; only npm, for development, may say less.
      for (const claim of claims(page)) {
        const sentence = prose(page).slice(Math.max(0, (claim.index ?? 0) - 120), (claim.index ?? 0) + 40);
        if (Number(claim[1]) < MINIMUM_NODE_MAJOR) expect(sentence, page).toMatch(/npm on Node\.js \d+ or newer/);
      }
    }
  });

  it('is, for the scripts, the Node the project installs, named on every page a contributor reads', () => {
    expect(SCRIPTS_NODE_MAJOR).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
    for (const page of ['README.md', 'CONTRIBUTING.md', 'docs/development.md']) {
      expect(prose(page), page).toMatch(new RegExp(`Node(\\.js)? ${SCRIPTS_NODE_MAJOR}\\b`));
    }
  });
});

interface Workflow {
  permissions?: Record<string, string> | string;
  jobs: Record<string, { permissions?: Record<string, string> | string }>;
}

describe('SECURITY.md', () => {
  const security = read('SECURITY.md');
  const action = parse(read('action.yml')) as { inputs: Record<string, { default?: string }> };

  it('lists every source of the token that docs/credentials.md lists', () => {
    for (const source of [
      '`token` input',
      '`TF_TOKEN_<host>`',
      'Terraform CLI configuration',
      '`TERRAFORM_CLOUD_TOKENS`',
      '`TF_API_TOKEN`',
      '`usage-token`',
      '`TFE_USAGE_TOKEN`',
    ]) {
      expect(security, source).toContain(source);
    }
  });

  it("gives `github-token`'s default as action.yml has it", () => {
    const fallback = action.inputs['github-token']?.default ?? '';
    expect(fallback).not.toBe('');
    expect(security).toContain(`\`${fallback}\``);
  });

  it('names every permission an example grants beyond `contents: read`, with its example', () => {
    for (const file of filesIn('docs/examples', /\.ya?ml$/).filter((f) => !f.endsWith('gitlab-ci.yml'))) {
      const workflow = parse(read(file)) as Workflow;
      const grants = [workflow.permissions, ...Object.values(workflow.jobs).map((job) => job.permissions)];
      for (const grant of grants) {
        if (grant === undefined || typeof grant === 'string') continue;
        for (const [scope, level] of Object.entries(grant)) {
          if (scope === 'contents' && level === 'read') continue;
          // A bullet of SECURITY.md names the permission and the example that grants it.
          const named = security
            .split(/\n- /)
            .some((bullet) => bullet.includes(`\`${scope}: ${level}\``) && bullet.includes(`[${path.basename(file)}]`));
          expect(named, `${file}: ${scope}: ${level}`).toBe(true);
        }
      }
    }
  });
});

describe('the actions the workflows use', () => {
  it('are each on one major version across the examples, the pages and the project workflows', () => {
    const majors = new Map<string, Set<string>>();
    for (const file of WORKFLOW_TEXTS) {
      // `uses: owner/repo[/path]@v6`, or a SHA pin with its tag in a comment (`@<sha> # v6`).
      for (const m of read(file).matchAll(/uses: ([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@(\S+)(?:\s+#\s*(v\d+))?/g)) {
        const [, action, ref, commented] = m as unknown as [string, string, string, string | undefined];
        const major = /^v\d+/.exec(commented ?? ref)?.[0];
        if (major === undefined || action.startsWith('your-org/')) continue;
        majors.set(action, new Set([...(majors.get(action) ?? []), `${major} (${file})`]));
      }
    }
    const split = [...majors].filter(([, seen]) => new Set([...seen].map((s) => s.split(' ')[0])).size > 1);
    expect(split.map(([action, seen]) => `${action}: ${[...seen].join(', ')}`)).toEqual([]);
    expect(majors.size).toBeGreaterThan(3);
  });
});
