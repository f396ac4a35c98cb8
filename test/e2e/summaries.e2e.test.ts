/**
 * Job summaries as GitHub renders them, with the names people really use: underscores, stars,
 * pipes, angle brackets and backticks in module calls, folders, reasons and links. Every summary
 * of the whole suite is also checked after the last test (leak-scan.global.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedFacts, summaryProblems } from '../support/markdown.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { runAction } from './harness.ts';

const TOKEN = 'summaries-e2e.atlasv1.secret-4d5e6f';
const REASON = 'Use `vpc_v2` | not *v1* <b>now</b>';
const LINK = 'https://example.com/upgrade_(v2)?a=1&b=2';

describe.concurrent('summaries render with working links and literal names', () => {
  it('single module: reason and link', async () => {
    const tfe = await fakeService(TOKEN);
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { reason: REASON, link: LINK }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(summaryProblems(run.summary)).toEqual([]);
    expect(renderedFacts(run.summary).links).toContainEqual({
      href: encodeURI(LINK).replace(/\(/g, '%28').replace(/\)/g, '%29'),
      text: LINK,
    });
    expect(renderedFacts(run.summary).codes).toContain(`${tfe.host}/acme/vpc/aws`);
  });

  it('policy plan: a change with a link is a real link, the file name literal', async () => {
    const tfe = await fakeService(TOKEN);
    const dir = await scratchFolder('summaries');
    const file = path.join(dir, 'deprecations_v*1.yml');
    await writeFile(
      file,
      `organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: ${JSON.stringify(REASON)}\n        link: ${JSON.stringify(LINK)}\n`,
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(summaryProblems(run.summary)).toEqual([]);
    const facts = renderedFacts(run.summary);
    expect(facts.links.map((l) => l.text)).toContain(LINK);
    expect(facts.codes).toContain(file);
    expect(run.summary).toContain('> **Note**');
  });

  it('gate: call names with underscores and folders with stars and pipes', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: REASON, link: LINK });
    const workspace = await scratchFolder('summaries');
    const stack = 'stack_*one*|`two`';
    await mkdir(path.join(workspace, stack));
    await writeFile(
      path.join(workspace, stack, 'main.tf'),
      `module "vpc_pinned" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
    );
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': stack, 'fail-on-deprecated': 'false' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(summaryProblems(run.summary)).toEqual([]);
    const facts = renderedFacts(run.summary);
    expect(facts.codes).toContain('module.vpc_pinned');
    expect(facts.codes).toContain(stack);
    expect(facts.links.map((l) => l.text)).toContain('more');
  });
});
