/**
 * Credentials where users already have them, end to end: the Terraform CLI configuration (named
 * by TF_CLI_CONFIG_FILE, or found in HOME as setup-terraform and terraform login leave it) and
 * TERRAFORM_CLOUD_TOKENS. Each is used for its own host only, masked before anything else is
 * printed (with every other token found), and named in the log. A token given without a host never
 * follows a policy file to another host. A run that has no token says what it needs, and why a
 * pull request from a fork has none.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { examplePayload, runAction } from './harness.ts';

const TOKEN = 'cli-config.atlasv1.Hq3-secret-91d2ce';
const OTHER_HOST_TOKEN = 'other-host.atlasv1.Pw7-secret-0b4e6a';
const THIRD_TOKEN = 'third-host.atlasv1.Lm2-secret-5f1a9d';
const USAGE_TOKEN = 'usage-only.atlasv1.Zx4-secret-7c3e2b';

let tfe: FakeTfe;
/** Outside the run's own folder: the harness scans that one, and a token file there would be a "leak". */
let home: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN);
  home = await mkdtemp(path.join(tmpdir(), 'credentials-home-'));
});

afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

/** `host:port` of the fake, as a credentials block names it. */
const fakeHost = (fake: FakeTfe): string => new URL(fake.url).host;

/** The lines the action printed before its first line that is not a mask command. */
function leadingMasks(stdout: string): string[] {
  const lines = stdout.split('\n');
  const first = lines.findIndex((l) => !l.startsWith('::add-mask::'));
  return lines.slice(0, first === -1 ? lines.length : first).sort();
}
const masks = (...tokens: string[]): string[] => tokens.map((t) => `::add-mask::${t}`).sort();

/** The "Service" line of the log, which names where the token came from. */
const serviceLine = (stdout: string): string => stdout.split('\n').find((l) => l.startsWith('Service:')) ?? '';

describe('the Terraform CLI configuration', () => {
  it('named by TF_CLI_CONFIG_FILE: its block for the host is used, every block is masked first', async () => {
    const file = path.join(home, 'custom.tfrc');
    await writeFile(
      file,
      [
        '# written by hashicorp/setup-terraform',
        `credentials "${fakeHost(tfe)}" {`,
        `  token = "${TOKEN}"`,
        '}',
        `credentials "other.example.com" { token = "${OTHER_HOST_TOKEN}" }`,
      ].join('\n'),
    );
    const run = await runAction(deprecateInputs(tfe.url, undefined), {
      env: { TF_CLI_CONFIG_FILE: file },
      secrets: [TOKEN, OTHER_HOST_TOKEN],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(leadingMasks(run.stdout)).toEqual(masks(TOKEN, OTHER_HOST_TOKEN));
    expect(serviceLine(run.stdout)).toContain(`(token from credentials "${fakeHost(tfe)}" in "${file}")`);
    expect(tfe.requests.length).toBeGreaterThan(0);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
  });

  it('~/.terraformrc in HOME, its block naming the host without the port, as TF_TOKEN_<host> does', async () => {
    await writeFile(path.join(home, '.terraformrc'), `credentials "127.0.0.1" {\n  token = "${TOKEN}"\n}\n`);
    const run = await runAction(deprecateInputs(tfe.url, undefined, { status: 'check' }), {
      env: { HOME: home },
      secrets: [TOKEN],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(leadingMasks(run.stdout)).toEqual(masks(TOKEN));
    expect(serviceLine(run.stdout)).toContain(`(token from credentials "127.0.0.1" in "${home}/.terraformrc")`);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
  });

  it('~/.terraform.d/credentials.tfrc.json, the JSON file terraform login writes, over ~/.terraformrc', async () => {
    await writeFile(
      path.join(home, '.terraformrc'),
      `credentials "${fakeHost(tfe)}" { token = "${OTHER_HOST_TOKEN}" }`,
    );
    await mkdir(path.join(home, '.terraform.d'));
    await writeFile(
      path.join(home, '.terraform.d', 'credentials.tfrc.json'),
      JSON.stringify({ credentials: { [fakeHost(tfe)]: { token: TOKEN } } }, null, 2),
    );
    const run = await runAction(deprecateInputs(tfe.url, undefined), {
      env: { HOME: home },
      secrets: [TOKEN, OTHER_HOST_TOKEN],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(leadingMasks(run.stdout)).toEqual(masks(TOKEN, OTHER_HOST_TOKEN));
    expect(serviceLine(run.stdout)).toContain('credentials.tfrc.json');
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
  });

  it('a file it cannot read is not used, masked all the same, and the error says why', async () => {
    const file = path.join(home, 'broken.tfrc');
    await writeFile(file, `credentials "${fakeHost(tfe)}" {\n  token = "${TOKEN}"\n  ;\n}\n`);
    const run = await runAction(deprecateInputs(tfe.url, undefined), {
      env: { TF_CLI_CONFIG_FILE: file },
      secrets: [TOKEN],
    });
    expect(run.exitCode).toBe(1);
    expect(leadingMasks(run.stdout)).toContain(`::add-mask::${TOKEN}`);
    expect(run.stdout).toContain('could not be read (line 3): unexpected character');
    expect(tfe.requests).toHaveLength(0);
  });
});

describe('TERRAFORM_CLOUD_TOKENS', () => {
  it('host=token lines: the entry for the host is used, every entry is masked first', async () => {
    const run = await runAction(deprecateInputs(tfe.url, undefined), {
      env: {
        TERRAFORM_CLOUD_TOKENS: `app.terraform.io=${OTHER_HOST_TOKEN}\n${fakeHost(tfe)} = ${TOKEN}\nterraform.example.com=${THIRD_TOKEN}\n`,
      },
      secrets: [TOKEN, OTHER_HOST_TOKEN, THIRD_TOKEN],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(leadingMasks(run.stdout)).toEqual(masks(TOKEN, OTHER_HOST_TOKEN, THIRD_TOKEN));
    expect(serviceLine(run.stdout)).toContain('(token from variable TERRAFORM_CLOUD_TOKENS)');
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
  });

  it('comes after TF_TOKEN_<host> and the CLI configuration, before TF_API_TOKEN', async () => {
    tfe.addToken(OTHER_HOST_TOKEN, { organizations: ['acme'] });
    const run = await runAction(deprecateInputs(tfe.url, undefined, { status: 'check' }), {
      env: { TERRAFORM_CLOUD_TOKENS: `127.0.0.1=${TOKEN}`, TF_API_TOKEN: OTHER_HOST_TOKEN },
      secrets: [TOKEN],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
  });
});

describe('a token given without a host goes only to the host the workflow names', () => {
  let other: FakeTfe;
  let dir: string;

  beforeEach(async () => {
    other = await fakeService(OTHER_HOST_TOKEN);
    dir = await mkdtemp(path.join(tmpdir(), 'credentials-policy-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A policy file, as a pull request could edit it, that names the other fake as its host. */
  async function policyNamingOther(): Promise<string> {
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      [
        `hostname: ${other.url}`,
        'organization: acme',
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        '      - versions: "< 1.1.0"',
        '        reason: End of life.',
      ].join('\n'),
    );
    return file;
  }

  it('refuses a policy file naming another host, before any request, and says why', async () => {
    const file = await policyNamingOther();
    const run = await runAction(
      { 'policy-file': file, 'dry-run': 'true' },
      { env: { TF_HOSTNAME: tfe.url, TF_API_TOKEN: TOKEN } },
    );
    expect(run.exitCode).toBe(1);
    expect(tfe.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(0);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain(
      `\`hostname\` in ${file} names "${other.url}", not the host the workflow names ("${tfe.url}", from variable TF_HOSTNAME)`,
    );
    expect(error).toContain(
      'A token given without a host (variable TF_API_TOKEN) goes only to the host the workflow names',
    );
    expect(error).toContain(`a \`credentials "${fakeHost(other)}"\` block in the Terraform CLI configuration`);
  });

  it('follows the file to a host that has a token of its own, which is the one sent there', async () => {
    const file = await policyNamingOther();
    const rc = path.join(home, 'terraform.tfrc');
    await writeFile(rc, `credentials "${fakeHost(other)}" { token = "${OTHER_HOST_TOKEN}" }\n`);
    const run = await runAction(
      { 'policy-file': file, 'dry-run': 'true' },
      { env: { TF_HOSTNAME: tfe.url, TF_API_TOKEN: TOKEN, TF_CLI_CONFIG_FILE: rc }, secrets: [OTHER_HOST_TOKEN] },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(leadingMasks(run.stdout)).toEqual(masks(TOKEN, OTHER_HOST_TOKEN));
    expect(tfe.requests).toHaveLength(0);
    expect(other.requests.length).toBeGreaterThan(0);
    expect(other.requests.every((r) => r.token === OTHER_HOST_TOKEN)).toBe(true);
  });

  it('refuses `usage-token` too, before any request: it is a token given without a host', async () => {
    const file = await policyNamingOther();
    const rc = path.join(home, 'usage-terraform.tfrc');
    await writeFile(rc, `credentials "${fakeHost(other)}" { token = "${OTHER_HOST_TOKEN}" }\n`);
    const run = await runAction(
      { 'policy-file': file, 'dry-run': 'true', 'usage-token': USAGE_TOKEN },
      {
        env: { TF_HOSTNAME: tfe.url, TF_API_TOKEN: TOKEN, TF_CLI_CONFIG_FILE: rc },
        secrets: [OTHER_HOST_TOKEN, USAGE_TOKEN],
      },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(tfe.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(0);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('input `usage-token`, a token given without a host, goes only to the host');
  });
});

describe('a run without a token says what it needs', () => {
  it('to check: a token of a member, not the permission to manage', async () => {
    const run = await runAction(deprecateInputs(tfe.url, undefined, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('to an API token of a member of the organization');
    expect(error).not.toContain('manage private registry');
    expect(error).not.toContain('fork');
  });

  it('on a pull request from a fork: that GitHub gives such runs no secrets', async () => {
    const payload = examplePayload('pull_request', 'opened') as {
      pull_request: { head: { repo: { full_name: string } }; base: { repo: { full_name: string } } };
    };
    payload.pull_request.head.repo.full_name = 'someone-else/platform-modules';
    payload.pull_request.base.repo.full_name = 'acme/platform-modules';
    const run = await runAction(deprecateInputs(tfe.url, undefined, { status: 'check', reason: '', link: '' }), {
      event: { name: 'pull_request', payload },
    });
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('a member of the organization');
    expect(error).toContain('This run is for a pull request from a fork, and GitHub gives such runs no secrets');
    expect(tfe.requests).toHaveLength(0);
  });
});
