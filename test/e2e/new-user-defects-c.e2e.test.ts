/**
 * What a new user met (issue 20, defects 12 to 17, and the log lines the docs promise), end to
 * end: the bundle against the fake service, each test failing on the code before its fix.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { render, renderedFacts, summaryProblems } from '../support/markdown.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { NODE24, runAction } from './harness.ts';

const TOKEN = 'defects-c-e2e.atlasv1.secret-7a8b9c';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATE_FIXTURES = path.join(ROOT, 'test/fixtures/gate');

/** A workspace holding one gate fixture, its `app.terraform.io` pointing at `host`. */
async function gateWorkspace(fixture: string, host: string): Promise<string> {
  const workspace = await scratchFolder('defects-c');
  await cp(path.join(GATE_FIXTURES, fixture), path.join(workspace, fixture), { recursive: true });
  const rewrite = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await rewrite(file);
      else await writeFile(file, (await readFile(file, 'utf8')).replaceAll('app.terraform.io', host));
    }
  };
  await rewrite(workspace);
  return workspace;
}

/** One module block in a fresh workspace's `stack/main.tf`. */
async function oneCall(source: string, version: string): Promise<string> {
  const workspace = await scratchFolder('defects-c');
  await mkdir(path.join(workspace, 'stack'));
  await writeFile(
    path.join(workspace, 'stack/main.tf'),
    `module "vpc" {\n  source  = "${source}"\n  version = "${version}"\n}\n`,
  );
  return workspace;
}

const fullWidth = (text: string): string =>
  text.replace(/[0-9A-Za-z.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

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

  it('13: suggests no version for a nested call, whose version the enclosing module sets', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.2.0', '2.0.0'] });
    tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
    tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
    tfe.addModule({ namespace: 'acme', name: 'flow-logs', provider: 'aws', versions: ['0.3.0', '0.3.1', '0.4.0'] });
    tfe.deprecate('acme', 'flow-logs', 'aws', '0.3.1', { reason: 'Logs nothing.', link: '' });
    const workspace = await gateWorkspace('initialized', tfe.host);
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'initialized' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const row = run.summary.split('\n').find((line) => line.includes('module.vpc.module.flow_logs'));
    expect(row).toBeDefined();
    expect(row).not.toContain('0.4.0');
    expect(row).toContain('upgrade module.vpc');
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.find((c) => c.call === 'module.vpc.module.flow_logs')).toMatchObject({
      status: 'deprecated',
      via: 'module.vpc',
      suggested: null,
    });
    const uses = JSON.parse(run.outputs['deprecated-uses'] ?? '[]') as Array<Record<string, unknown>>;
    expect(uses).toHaveLength(1);
    expect(uses[0]?.suggested ?? null).toBeNull();
    expect(JSON.stringify(uses[0]?.calls)).not.toContain('0.4.0');
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

  it('17: a gate source with its host in full-width letters is the registry Terraform installs it from', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Opens port 22.', link: '' });
    // `ｌｏｃａｌｈｏｓｔ．` is `localhost.` under UTS #46 (svchost.ForComparison), a host with the
    // dot terraform-registry-address requires, and the same server as `localhost`.
    const source = `${fullWidth('localhost.')}:${tfe.port}/acme/vpc/aws`;
    const workspace = await oneCall(source, '1.0.0');
    const run = await runAction(
      { hostname: `http://localhost:${tfe.port}`, token: TOKEN, status: 'check', 'config-directory': 'stack' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.status, c.version])).toEqual([['module.vpc', 'deprecated', '1.0.0']]);
    expect(run.outputs['deprecated-versions']).toBe(`localhost:${tfe.port}/acme/vpc/aws@1.0.0`);
  });

  it('17: a full-width host without a dot is no registry address, for Terraform as for the gate', async () => {
    const tfe = await fakeService(TOKEN);
    const workspace = await oneCall(`${fullWidth('localhost')}:${tfe.port}/acme/vpc/aws`, '1.0.0');
    const run = await runAction(
      {
        hostname: `http://localhost:${tfe.port}`,
        token: TOKEN,
        status: 'check',
        'config-directory': 'stack',
        'allow-empty': 'true',
      },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.status, c.why])).toEqual([
      ['module.vpc', 'not-checked', 'not a registry address'],
    ]);
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
