import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConnection, tokenCandidates } from './connection.ts';
import { type Env } from './inputs/errors.ts';
import { givenByInputs } from './settings/action-inputs.ts';
import { ACTION_WORDS } from './wording.ts';
import { actionCommand } from '../test/support/settings.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'request-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A CLI configuration file holding `text`, and the variable that names it. */
function cliConfig(text: string): Env {
  const file = path.join(dir, `config-${++files}.tfrc`);
  writeFileSync(file, text);
  return { TF_CLI_CONFIG_FILE: file };
}

const reader = (inputs: Record<string, string>) => actionCommand({ status: 'check', ...inputs });

function connect(inputs: Record<string, string>, env: Env, preferred?: { host: string; from: string }) {
  const problems: string[] = [];
  const connection = parseConnection(reader(inputs), env, problems, ACTION_WORDS, undefined, preferred);
  return { ...connection, problems };
}

describe('where the token comes from, in order', () => {
  const all: Env = {
    TF_TOKEN_app_terraform_io: 'from-tf-token',
    TERRAFORM_CLOUD_TOKENS: 'app.terraform.io=from-cloud-tokens',
    TF_API_TOKEN: 'from-api-token',
  };
  const rc = 'credentials "app.terraform.io" { token = "from-cli-config" }';

  it('the input, then TF_TOKEN_<host>, the CLI configuration, TERRAFORM_CLOUD_TOKENS, TF_API_TOKEN', () => {
    const steps: Array<[Env, string, string]> = [
      [{ ...all, ...cliConfig(rc) }, 'from-tf-token', 'variable TF_TOKEN_app_terraform_io'],
      [
        { ...all, TF_TOKEN_app_terraform_io: '', ...cliConfig(rc) },
        'from-cli-config',
        'credentials "app.terraform.io" in',
      ],
      [{ ...all, TF_TOKEN_app_terraform_io: '' }, 'from-cloud-tokens', 'variable TERRAFORM_CLOUD_TOKENS'],
      [{ TF_API_TOKEN: 'from-api-token' }, 'from-api-token', 'variable TF_API_TOKEN'],
    ];
    for (const [env, token, source] of steps) {
      const c = connect({}, env);
      expect(c.problems).toEqual([]);
      expect(c.token).toBe(token);
      expect(c.tokenSource).toContain(source);
    }
    expect(connect({ token: 'from-input' }, { ...all, ...cliConfig(rc) }).tokenSource).toBe('input `token`');
  });

  it("uses only a credential for the service's host", () => {
    const env = {
      ...cliConfig('credentials "other.example.com" { token = "other-token" }'),
      TF_HOSTNAME: 'tfe.example.com',
    };
    const c = connect({}, env);
    expect(c.token).toBe('');
    expect(c.problems[0]).toMatch(/^Input `token` is required/);
  });

  it('masks every token it could find, for any host, before it chooses', () => {
    const env = {
      ...cliConfig(
        'credentials "a.example.com" { token = "rc-token-a" }\ncredentials "b.example.com" { token = "rc-token-b" }',
      ),
      TERRAFORM_CLOUD_TOKENS: 'c.example.com=cloud-token-c\nnot-a-pair',
      TF_API_TOKEN: 'api-token',
    };
    expect(
      tokenCandidates(
        givenByInputs((name) => ({ token: 'input-token' })[name] ?? '', ACTION_WORDS),
        env,
      ),
    ).toEqual(['input-token', 'api-token', 'rc-token-a', 'rc-token-b', 'cloud-token-c', 'not-a-pair']);
  });
});

describe('a token goes only to the host the workflow names', () => {
  const policy = (host: string) => ({ host, from: '`hostname` in deprecations.yml' });

  it('refuses a policy file naming another host when only TF_API_TOKEN or `token` is given', () => {
    for (const [inputs, env] of [
      [{}, { TF_API_TOKEN: 'api-token' }],
      [{ token: 'input-token' }, { TF_HOSTNAME: 'tfe.example.com' }],
    ] as Array<[Record<string, string>, Env]>) {
      const c = connect(inputs, env, policy('evil.example.net'));
      expect(c.token).toBe('');
      expect(c.problems).toHaveLength(1);
      expect(c.problems[0]).toMatch(
        /^`hostname` in deprecations.yml names "https:\/\/evil.example.net", not the host the workflow names \("https:\/\/(app.terraform.io|tfe.example.com)", from (the default host|variable TF_HOSTNAME)\)\. A token given without a host \((variable TF_API_TOKEN|input `token`)\) goes only to the host the workflow names/,
      );
      expect(c.problems[0]).toContain('TF_TOKEN_evil_example_net');
      expect(c.problems[0]).not.toMatch(/api-token|input-token/);
    }
  });

  it('allows it with a token scoped to that host, which is the one used', () => {
    const scoped: Env[] = [
      { TF_TOKEN_evil_example_net: 'scoped' },
      cliConfig('credentials "evil.example.net" { token = "scoped" }'),
      { TERRAFORM_CLOUD_TOKENS: 'evil.example.net=scoped' },
    ];
    for (const env of scoped) {
      const c = connect({ token: 'input-token' }, { ...env, TF_API_TOKEN: 'api-token' }, policy('evil.example.net'));
      expect(c.problems).toEqual([]);
      expect(c.service.host).toBe('evil.example.net');
      expect(c.token).toBe('scoped');
    }
  });

  it('refuses `usage-token` there too: it is a token given without a host', () => {
    const c = connect(
      { 'usage-token': 'usage-secret' },
      { TF_TOKEN_evil_example_net: 'scoped' },
      policy('evil.example.net'),
    );
    expect(c.problems).toHaveLength(1);
    expect(c.problems[0]).toContain('input `usage-token`, a token given without a host, goes only to the host');
    expect(c.problems[0]).not.toContain('usage-secret');
    // On the host the workflow names, it is welcome.
    expect(connect({ token: 't', 'usage-token': 'u' }, {}, policy('app.terraform.io')).problems).toEqual([]);
  });

  it('lets the file name the host the workflow names, in any spelling', () => {
    const c = connect(
      {},
      { TF_HOSTNAME: 'tfe.example.com', TF_API_TOKEN: 'api-token' },
      policy('HTTPS://TFE.example.com:443'),
    );
    expect(c.problems).toEqual([]);
    expect(c.token).toBe('api-token');
  });

  it("takes a file's bare host for the workflow's, with the workflow's scheme", () => {
    for (const [inputs, env] of [
      [{ hostname: 'http://localhost:8080', token: 't' }, {}],
      [{}, { TF_HOSTNAME: 'http://localhost:8080', TF_API_TOKEN: 't' }],
    ] as const) {
      const c = connect(inputs, env, policy('localhost:8080'));
      expect(c.problems).toEqual([]);
      expect(c.service.baseUrl).toBe('http://localhost:8080');
      expect(c.token).toBe('t');
    }
  });

  it('says that the scheme differs, not the host, when the file writes another', () => {
    const c = connect({ hostname: 'http://localhost:8080', token: 't' }, {}, policy('https://localhost:8080'));
    expect(c.problems).toEqual([
      '`hostname` in deprecations.yml names "https://localhost:8080" and input `hostname` "http://localhost:8080": the same host (localhost:8080) with another scheme: https:// in the file, http:// in the workflow. Write the same scheme in both, or leave it out of the file, which then takes the workflow\'s.',
    ]);
    expect(c.service.baseUrl).toBe('http://localhost:8080');
    const byVariable = connect(
      {},
      { TF_HOSTNAME: 'localhost:8080', TF_API_TOKEN: 't' },
      policy('http://localhost:8080'),
    );
    expect(byVariable.problems).toEqual([
      expect.stringContaining('variable TF_HOSTNAME "https://localhost:8080": the same host'),
    ]);
    expect(byVariable.problems.join()).not.toMatch(/not the host the workflow names/);
  });

  it('refuses a file and a `hostname` input that disagree', () => {
    const c = connect({ hostname: 'tfe.example.com', token: 't' }, {}, policy('other.example.com'));
    expect(c.problems).toEqual([
      '`hostname` in deprecations.yml ("https://other.example.com") and input `hostname` ("https://tfe.example.com") name different hosts: make them agree, or remove one.',
    ]);
    expect(c.service.host).toBe('tfe.example.com');
  });
});

describe('the missing-token error matches the run', () => {
  it('asks for membership to check, and for the permission to change', () => {
    expect(connect({ status: 'check' }, {}).problems[0]).toMatch(/a member of the organization \(reading versions/);
    expect(connect({ status: 'check', 'config-directory': 'x' }, {}).problems[0]).toMatch(
      /a member of the organization/,
    );
    expect(connect({ 'policy-file': 'p.yml', 'dry-run': 'true' }, {}).problems[0]).toMatch(
      /a member of the organization/,
    );
    expect(connect({ status: 'deprecated' }, {}).problems[0]).toMatch(/"manage private registry" permission/);
    expect(connect({ 'policy-file': 'p.yml' }, {}).problems[0]).toMatch(/"manage private registry" permission/);
  });

  it('names every place a token can be, and why a CLI configuration was not used', () => {
    const message = connect({ status: 'check' }, { TF_CLI_CONFIG_FILE: path.join(dir, 'missing.tfrc') }).problems[0];
    expect(message).toContain(
      'set it, or the variable TF_TOKEN_app_terraform_io, a `credentials "app.terraform.io"` block in the Terraform CLI configuration, or a TERRAFORM_CLOUD_TOKENS entry for it, or TF_API_TOKEN',
    );
    expect(message).toMatch(/missing\.tfrc" \(from TF_CLI_CONFIG_FILE\) could not be read: no such file/);
  });

  it('says that a pull request from a fork gets no secrets', () => {
    const event = path.join(dir, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        pull_request: { head: { repo: { full_name: 'someone/fork' } }, base: { repo: { full_name: 'acme/modules' } } },
      }),
    );
    const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event };
    expect(connect({ status: 'check' }, env).problems[0]).toMatch(
      /pull request from a fork, and GitHub gives such runs no secrets/,
    );
    expect(connect({ status: 'check' }, { ...env, GITHUB_EVENT_NAME: 'push' }).problems[0]).not.toMatch(/fork/);
  });
});
