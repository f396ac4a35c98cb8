/**
 * What a new user met (issue 20, defects 12 to 17, and the log lines the docs promise), end to
 * end: the bundle against the fake service, each test failing on the code before its fix.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { render, renderedFacts, summaryProblems } from '../support/markdown.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { NODE24, runAction } from './harness.ts';

const TOKEN = 'defects-c-e2e.atlasv1.secret-7a8b9c';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.concurrent('new-user defects, part c', () => {
  it('12: says "Verified through the registry read API" only when a change was verified', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({ method: 'PATCH', path: /\/1\.0\.0$/, times: Infinity, fault: { kind: 'status', status: 403 } });
    const failed = await runAction(deprecateInputs(tfe.url, TOKEN));
    expect(failed.exitCode, failed.stdout).toBe(1);
    expect(failed.summary).toContain('actions/runs/4242'); // the footer is there, without the claim
    expect(failed.summary).not.toContain('Verified through the registry read API');

    const done = await runAction(deprecateInputs(tfe.url, TOKEN, { version: '1.1.0' }));
    expect(done.exitCode, done.stdout).toBe(0);
    expect(done.summary).toContain('Verified through the registry read API');
  });

  it('14: an https:// hostname on a plain-http port fails at once, saying to check the scheme and port', async () => {
    const tfe = await fakeService(TOKEN);
    const run = await runAction(deprecateInputs(tfe.url.replace(/^http:/, 'https:'), TOKEN));
    expect(run.exitCode, run.stdout).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('TLS handshake');
    expect(error).toContain('check the scheme and port of `hostname`');
    expect(error).not.toMatch(/gave up after|ssl3_get_record|openssl|error:0A/i);
    expect(run.stdout).not.toMatch(/retry|again in/i);
  });

  it('15: policy-file with config-directory names no setting the policy file lacks', async () => {
    const tfe = await fakeService(TOKEN);
    const dir = await scratchFolder('defects-c');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.1.0"\n        reason: Old.\n',
    );
    const run = await runAction({
      'policy-file': file,
      'config-directory': 'stacks',
      'keep-latest': '2',
      hostname: tfe.url,
      token: TOKEN,
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).not.toContain('set them in the policy file');
    expect(run.stdout).toContain('`config-directory` belongs to the gate');
    expect(run.stdout).toContain("a module's `keep-latest` (for `keep-latest`)");
    expect(tfe.requests).toEqual([]);
  });

  it("16: renders the action's own code spans in an error summary, and keeps the service's text literal", async () => {
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

  it('logs the versions keep-latest kept, and verify only for a run that writes', async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0'] });
    const deprecate = await runAction(deprecateInputs(tfe.url, TOKEN, { version: '>= 0.0.0', 'keep-latest': '2' }));
    expect(deprecate.exitCode, deprecate.stdout).toBe(0);
    expect(deprecate.stdout).toMatch(/1\.2\.0 +kept: one of the 2 newest releases \(`keep-latest`\)/);
    expect(deprecate.stdout).toMatch(/1\.1\.0 +kept: one of the 2 newest releases/);
    expect(deprecate.stdout).toContain('verify: yes, up to 5 s');

    const check = await runAction(deprecateInputs(tfe.url, TOKEN, { status: 'check', 'fail-on-deprecated': 'false' }));
    expect(check.exitCode, check.stdout).toBe(0);
    expect(check.stdout).not.toContain('verify:');
    const dryRun = await runAction(deprecateInputs(tfe.url, TOKEN, { version: '1.1.0', 'dry-run': 'true' }));
    expect(dryRun.exitCode, dryRun.stdout).toBe(0);
    expect(dryRun.stdout).not.toContain('verify:');
    expect(dryRun.stdout).toContain('nothing is written, so nothing is verified');
  });
});

describe('the demo', () => {
  it('links only to pages that exist: no placeholder release page, no run of a repository that is not there', async () => {
    // As `npm run demo` runs it: outside vitest, whose variables would make the harness ask it for the test's name.
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? ROOT };
    const child = spawn(NODE24, [path.join(ROOT, 'scripts/demo.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stdout).toBe(0);
    const links = [...stdout.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]);
    expect(links.filter((l) => !/^http:\/\/127\.0\.0\.1:\d+\//.test(l ?? ''))).toEqual([]);
    expect(stdout).not.toContain('example.com');
  }, 120_000);
});
