/**
 * Job summaries as GitHub renders them, with the names people really use: underscores, stars,
 * pipes, angle brackets and backticks in module calls, folders, reasons and links. Every summary
 * of the whole suite is also checked after the last test (leak-scan.global.ts). The action's own
 * words read as written: its option names as code (in an error's summary too, beside the
 * service's text, kept literal), its phrases in one sentence.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, renderedFacts, summaryProblems } from '../support/markdown.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { runAction } from './harness.ts';
import { runCli } from './support/cli.ts';

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

describe.concurrent('an error summary', () => {
  it("renders the action's own code spans, and keeps the service's text literal", async () => {
    const tfe = await fakeService(TOKEN);
    const body = JSON.stringify({ errors: [{ status: '401', title: 'see `evil` <b>now</b> *here*' }] });
    tfe.injectFault({
      method: 'GET',
      path: /versions$/,
      times: Infinity,
      fault: { kind: 'status', status: 401, body },
    });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN));
    expect(run.exitCode, run.stdout).toBe(1);
    expect(summaryProblems(run.summary)).toEqual([]);
    const html = render(run.summary);
    // The hint's "(input `token`, …)" is code, not a backtick shown as text.
    expect(renderedFacts(run.summary).codes).toContain('token');
    expect(renderedFacts(run.summary).codes).not.toContain('evil');
    expect(html).not.toContain('`token`');
    // What the service said stays text: no bold, no HTML of its choosing.
    expect(html).not.toContain('<b>now</b>');
    expect(html).not.toContain('<em>here</em>');
    expect(html).toContain('&lt;b&gt;now&lt;/b&gt;');
  });
});

describe.concurrent("the action's own words render as written", () => {
  /** 1.0.0 in use: a safe revoke holds it back, and revokes nothing. */
  async function inUse() {
    const tfe = await fakeService(TOKEN);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['app-prod']);
    return tfe;
  }

  it('a held-back revoke names its option as code, and the verdict reads as one sentence', async () => {
    const tfe = await inUse();
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { status: 'revoked', reason: 'CVE-1.', 'revoke-only-unused': 'true' }),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(summaryProblems(run.summary)).toEqual([]);
    expect(run.summary).toContain('⚠️ **Warns** (the step passes): no version revoked; 1 version held back');
    const html = render(run.summary);
    expect(html).toContain('With <code>revoke-only-unused</code>, only unused versions are revoked');
    expect(html).not.toContain('`revoke-only-unused`');
    const cli = await runCli(
      [
        'revoke',
        '--hostname',
        tfe.url,
        '--source',
        'acme/vpc/aws',
        '--version',
        '1.0.0',
        '--reason',
        'CVE-1.',
        '--revoke-only-unused',
      ],
      { cwd: await scratchFolder('summaries'), env: { TF_API_TOKEN: TOKEN } },
    );
    expect(cli.exitCode, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('Warns (the command passes): no version revoked; 1 version held back');
  });

  it("a policy's held-back revoke names the rule's `only-unused` as code", async () => {
    const tfe = await inUse();
    const dir = await scratchFolder('summaries');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "= 1.0.0"\n        reason: CVE-1.\n        status: revoked\n        only-unused: true\n',
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(summaryProblems(run.summary)).toEqual([]);
    const html = render(run.summary);
    expect(html).toContain("With the rule's <code>only-unused: true</code>, only unused versions are revoked");
    expect(html).not.toContain('`only-unused: true`');
  });
});
