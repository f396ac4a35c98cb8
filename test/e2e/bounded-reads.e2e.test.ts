/**
 * Files someone else may have put in place, end to end, under a 512 MB heap: a policy file, a
 * Terraform CLI configuration, a configuration file of the gate and its modules.json, each a
 * symbolic link to /dev/zero or a FIFO with no writer. Reading one without a bound exhausts the
 * heap (the process dies with no error and no outputs); opening a FIFO without O_NONBLOCK waits
 * forever. Each must instead end the step at once with an error naming the file, and outputs
 * written.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'bounded-reads.atlasv1.Qe8-secret-4d7a1c';
/** A heap the size of a small runner's, so an unbounded read fails instead of swapping. */
const HEAP_CAP = { NODE_OPTIONS: '--max-old-space-size=512' };

/** Seconds a test may take: a run that blocks on a FIFO or fills its heap takes longer. */
const TIMEOUT_MS = 60_000;

type Hostile = 'a symbolic link to /dev/zero' | 'a FIFO';
const HOSTILE: Hostile[] = ['a symbolic link to /dev/zero', 'a FIFO'];

async function makeHostile(file: string, kind: Hostile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if (kind === 'a FIFO') execFileSync('mkfifo', [file]);
  else await symlink('/dev/zero', file);
}

/** What each hostile file is said to be. */
const described: Record<Hostile, string> = {
  'a symbolic link to /dev/zero': 'it is a symbolic link to a character device, not a regular file',
  'a FIFO': 'it is a named pipe (FIFO), not a regular file',
};

/** The step failed on its inputs, said so in an error annotation, and wrote every output. */
function expectRefused(run: ActionRun, message: string): void {
  expect(run.exitCode, run.stdout + run.stderr).toBe(1);
  expect(run.stderr).not.toMatch(/heap out of memory|FATAL ERROR/);
  expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toContainEqual(
    expect.stringContaining(message),
  );
  expect(run.outputs['failure-reason']).toBe('invalid-input');
  expect(run.outputs).toMatchObject({ result: '[]', changed: 'false', 'deprecated-uses': '[]' });
}

describe.concurrent.each(HOSTILE)('%s', (kind) => {
  it('as the policy file', { timeout: TIMEOUT_MS }, async () => {
    const tfe = await fakeService(TOKEN);
    const workspace = await scratchFolder('bounded-reads');
    await makeHostile(path.join(workspace, 'deprecations.yml'), kind);
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN },
      { env: { ...HEAP_CAP, GITHUB_WORKSPACE: workspace } },
    );
    expectRefused(
      run,
      `Input \`policy-file\`: cannot read "deprecations.yml": ${described[kind]}; a policy is a YAML file of at most 4 MiB.`,
    );
    expect(tfe.requests).toEqual([]);
  });

  it(
    'as the CLI configuration named by TF_CLI_CONFIG_FILE, though `token` is given',
    { timeout: TIMEOUT_MS },
    async () => {
      const tfe = await fakeService(TOKEN);
      const file = path.join(await scratchFolder('bounded-reads'), 'custom.tfrc');
      await makeHostile(file, kind);
      const run = await runAction(deprecateInputs(tfe.url, TOKEN), { env: { ...HEAP_CAP, TF_CLI_CONFIG_FILE: file } });
      expectRefused(
        run,
        `The Terraform CLI configuration ${JSON.stringify(file)} (from TF_CLI_CONFIG_FILE) cannot be read: ${described[kind]}; Terraform reads its CLI configuration from a regular file.`,
      );
      expect(tfe.requests).toEqual([]);
    },
  );

  it('as the credentials file `terraform login` writes in HOME', { timeout: TIMEOUT_MS }, async () => {
    const tfe = await fakeService(TOKEN);
    const home = await scratchFolder('bounded-reads');
    const file = path.join(home, '.terraform.d', 'credentials.tfrc.json');
    await makeHostile(file, kind);
    const run = await runAction(deprecateInputs(tfe.url, TOKEN), { env: { ...HEAP_CAP, HOME: home } });
    expectRefused(run, `The Terraform CLI configuration ${JSON.stringify(file)} cannot be read: ${described[kind]}`);
  });

  it('as a .tf file of the configuration the gate checks', { timeout: TIMEOUT_MS }, async () => {
    const tfe = await fakeService(TOKEN);
    const workspace = await scratchFolder('bounded-reads');
    await writeFile(
      path.join(workspace, 'main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
    );
    await makeHostile(path.join(workspace, 'network.tf'), kind);
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': '.' },
      { env: { ...HEAP_CAP, GITHUB_WORKSPACE: workspace } },
    );
    expectRefused(run, `Cannot read network.tf: ${described[kind]}; a configuration file must be a regular file`);
    const error = run.annotations.find((a) => a.level === 'error' && a.message.includes('network.tf'));
    expect(error?.file).toBe('network.tf');
    expect(run.summary).toContain('Cannot read network.tf');
  });

  it('as the modules.json terraform init writes', { timeout: TIMEOUT_MS }, async () => {
    const tfe = await fakeService(TOKEN);
    const workspace = await scratchFolder('bounded-reads');
    await writeFile(
      path.join(workspace, 'main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
    );
    await makeHostile(path.join(workspace, '.terraform', 'modules', 'modules.json'), kind);
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': '.' },
      { env: { ...HEAP_CAP, GITHUB_WORKSPACE: workspace } },
    );
    expectRefused(run, `Cannot read .terraform/modules/modules.json: ${described[kind]}`);
  });
});

describe('a file past the bound', () => {
  it('a CLI configuration of more than 1 MiB is refused, not read', { timeout: TIMEOUT_MS }, async () => {
    const tfe = await fakeService(TOKEN);
    const file = path.join(await scratchFolder('bounded-reads'), 'large.tfrc');
    await writeFile(file, `# ${'x'.repeat(1024 * 1024)}\n`);
    const run = await runAction(deprecateInputs(tfe.url, TOKEN), { env: { ...HEAP_CAP, TF_CLI_CONFIG_FILE: file } });
    expectRefused(run, `${JSON.stringify(file)} (from TF_CLI_CONFIG_FILE) cannot be read: it is larger than 1 MiB`);
  });
});
