import { beforeAll, describe, expect, it } from 'vitest';
import { loadIdna } from './address.ts';
import { FileRefusedError } from './files/read-bounded.ts';
import {
  cliConfigFiles,
  credentialFor,
  loadStoredCredentials,
  parseCloudTokens,
  whyNoSecrets,
  type FileSystem,
} from './credentials.ts';
import { parseCliConfig } from './credentials/cli-config.ts';

// Unicode hosts go through UTS #46, whose table a run loads on first need (address.ts).
beforeAll(loadIdna);

const FILE = '/home/runner/.terraformrc';

describe('parseCliConfig, HCL', () => {
  it('reads the block hashicorp/setup-terraform writes', () => {
    const found = parseCliConfig('credentials "app.terraform.io" {\n  token = "abc.atlasv1.def"\n}\n', FILE);
    expect(found.credentials).toEqual([
      { host: 'app.terraform.io', token: 'abc.atlasv1.def', from: `credentials "app.terraform.io" in "${FILE}"` },
    ]);
    expect(found.secrets).toEqual(['abc.atlasv1.def']);
    expect(found.notes).toEqual([]);
  });

  it('skips what is not credentials: comments, other blocks, lists, heredocs, interpolation', () => {
    const text = [
      '# a comment with "quotes" and { braces',
      '// another',
      '/* a block comment',
      '   credentials "evil.example.com" { token = "not-this-one" } */',
      'plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"',
      'disable_checkpoint = true',
      'provider_installation {',
      '  filesystem_mirror {',
      '    path    = "/usr/share/terraform/providers"',
      '    include = ["example.com/*/*", "registry.terraform.io/hashicorp/*",]',
      '  }',
      '  direct { exclude = ["example.com/*/*"] }',
      '}',
      'host "example.com" {',
      '  services = { "modules.v1" = "https://example.com/${lookup(x, "y")}/" }',
      '}',
      'note = <<EOT',
      'credentials "x" { token = "in a heredoc" }',
      'EOT',
      'credentials "TFE.Example.com:443" {',
      '  token = "t\\u0031ok"   # escaped',
      '}',
      'credentials "tfe.example.com:8443" { token = "with-port" }',
    ].join('\n');
    const found = parseCliConfig(text, FILE);
    expect(found.notes).toEqual([]);
    expect(found.credentials.map((c) => [c.host, c.token])).toEqual([
      ['tfe.example.com', 't1ok'],
      ['tfe.example.com:8443', 'with-port'],
    ]);
  });

  it('reads the nested form `credentials { "HOST" { ... } }` and `= { ... }`', () => {
    const found = parseCliConfig(
      'credentials {\n  "a.example.com" { token = "token-a" }\n  "b.example.com" = { token = "token-b" }\n}',
      FILE,
    );
    expect(found.credentials.map((c) => [c.host, c.token])).toEqual([
      ['a.example.com', 'token-a'],
      ['b.example.com', 'token-b'],
    ]);
  });

  it('normalises the host as Terraform compares hosts: case, IDNA, the default port', () => {
    const found = parseCliConfig('credentials "Café.Example.COM:443" { token = "idna-token" }', FILE);
    expect(found.credentials[0]?.host).toBe('xn--caf-dma.example.com');
  });

  it('notes a block without a token or a host, and still masks what is in it', () => {
    const found = parseCliConfig(
      'credentials "a.example.com" { other = "secret-ish-value" }\ncredentials "not a host/x" { token = "orphan-token" }',
      FILE,
    );
    expect(found.credentials).toEqual([]);
    expect(found.secrets).toEqual(['secret-ish-value', 'orphan-token']);
    expect(found.notes.join('\n')).toMatch(/has no `token`/);
    expect(found.notes.join('\n')).toMatch(/does not name a host/);
    expect(found.notes.join('\n')).not.toContain('orphan-token');
  });

  it('refuses a file it cannot read, with the line, and masks every token value in it, not its host names', () => {
    const found = parseCliConfig('credentials "a.example.com" {\n  token = "unclosed-token-value\n}\n', FILE);
    expect(found.credentials).toEqual([]);
    expect(found.notes).toEqual([
      `The Terraform CLI configuration "${FILE}" could not be read (line 2): a quoted string is not closed; its credentials are not used.`,
    ]);
    expect(found.secrets).toEqual(['unclosed-token-value']);
    const broken = parseCliConfig('credentials "a.example.com" { token = "well-formed-token" \n ;', FILE);
    expect(broken.notes[0]).toMatch(/line 2.*unexpected character ";"/);
    expect(broken.secrets).toContain('well-formed-token');
  });

  it('bounds nesting instead of overflowing the stack', () => {
    const found = parseCliConfig(`a = ${'['.repeat(100_000)}`, FILE);
    expect(found.notes[0]).toMatch(/nested more than 64 levels/);
  });
});

describe('parseCliConfig, JSON (HCL 1 reads a file starting with `{` as JSON)', () => {
  it('reads what `terraform login` writes to credentials.tfrc.json', () => {
    const found = parseCliConfig(
      '{\n  "credentials": {\n    "app.terraform.io": { "token": "json-token" }\n  }\n}',
      FILE,
    );
    expect(found.credentials.map((c) => [c.host, c.token])).toEqual([['app.terraform.io', 'json-token']]);
  });

  it('reads repeated blocks written as arrays, and masks every string under credentials', () => {
    const found = parseCliConfig(
      JSON.stringify({
        credentials: [
          { 'a.example.com': [{ token: 'token-a1' }] },
          { 'b.example.com': { token: 'token-b', x: ['s1'] } },
        ],
        plugin_cache_dir: '/not/a/secret',
      }),
      FILE,
    );
    expect(found.credentials.map((c) => [c.host, c.token])).toEqual([
      ['a.example.com', 'token-a1'],
      ['b.example.com', 'token-b'],
    ]);
    expect(found.secrets).toEqual(['token-a1', 'token-b', 's1']);
  });

  it('notes JSON it cannot parse', () => {
    expect(parseCliConfig('{ "credentials": { "a.example.com": { "token": "abcdefgh" } ', FILE).notes[0]).toMatch(
      /not valid JSON/,
    );
  });
});

describe('parseCloudTokens', () => {
  it('reads host=token lines and comma-separated entries, the host normalised', () => {
    const found = parseCloudTokens(
      'app.terraform.io=tok-1\n  TFE.example.com = tok-2 \n\nb.example.com=x=y, c.example.com=tok-3',
    );
    expect(found.credentials.map((c) => [c.host, c.token])).toEqual([
      ['app.terraform.io', 'tok-1'],
      ['tfe.example.com', 'tok-2'],
      ['b.example.com', 'x=y'],
      ['c.example.com', 'tok-3'],
    ]);
    expect(found.credentials[0]?.from).toBe('variable TERRAFORM_CLOUD_TOKENS');
  });

  it('masks a malformed entry whole, and notes it without its value', () => {
    const found = parseCloudTokens('just-a-token-pasted\n=no-host-token');
    expect(found.credentials).toEqual([]);
    expect(found.secrets).toEqual(['just-a-token-pasted', 'no-host-token']);
    expect(found.notes).toHaveLength(2);
    expect(found.notes.join()).not.toMatch(/pasted|no-host-token/);
  });
});

describe('cliConfigFiles: where Terraform looks', () => {
  const list = (names: string[]) => () => names;

  it('TF_CLI_CONFIG_FILE alone when set (then TERRAFORM_CONFIG)', () => {
    expect(cliConfigFiles({ TF_CLI_CONFIG_FILE: '/tmp/x.tfrc', HOME: '/h' }, 'linux', list([]))).toEqual({
      override: '/tmp/x.tfrc',
      files: ['/tmp/x.tfrc'],
    });
    expect(cliConfigFiles({ TERRAFORM_CONFIG: '/tmp/y', HOME: '/h' }, 'linux', list([])).files).toEqual(['/tmp/y']);
  });

  it('else ~/.terraformrc, then *.tfrc and *.tfrc.json of ~/.terraform.d in name order', () => {
    const found = cliConfigFiles(
      { HOME: '/h' },
      'linux',
      list(['z.tfrc', 'credentials.tfrc.json', 'plugins', 'notes.txt']),
    );
    expect(found.files).toEqual(['/h/.terraformrc', '/h/.terraform.d/credentials.tfrc.json', '/h/.terraform.d/z.tfrc']);
  });

  it('%APPDATA%\\terraform.rc on Windows; nothing without a home', () => {
    expect(cliConfigFiles({ APPDATA: 'C:\\Users\\r\\AppData\\Roaming' }, 'win32', list([])).files).toEqual([
      'C:\\Users\\r\\AppData\\Roaming\\terraform.rc',
    ]);
    expect(cliConfigFiles({}, 'linux', list([])).files).toEqual([]);
  });
});

describe('loadStoredCredentials', () => {
  const disk = (files: Record<string, string>, directories: Record<string, string[]> = {}): FileSystem => ({
    list: (d) => {
      if (directories[d] === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return directories[d];
    },
    read: (f) => {
      if (files[f] === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return files[f];
    },
  });

  it('merges the files in order (the later wins), then TERRAFORM_CLOUD_TOKENS; everything is a secret', () => {
    const stored = loadStoredCredentials(
      { HOME: '/h', TERRAFORM_CLOUD_TOKENS: 'app.terraform.io=cloud-token' },
      disk(
        {
          '/h/.terraformrc': 'credentials "app.terraform.io" { token = "rc-token" }',
          '/h/.terraform.d/credentials.tfrc.json': '{"credentials":{"app.terraform.io":{"token":"login-token"}}}',
        },
        { '/h/.terraform.d': ['credentials.tfrc.json'] },
      ),
      'linux',
    );
    expect(credentialFor(stored.cliConfig, { host: 'app.terraform.io', hostname: 'app.terraform.io' })?.token).toBe(
      'login-token',
    );
    expect(stored.cloudTokens.map((c) => c.token)).toEqual(['cloud-token']);
    expect(stored.secrets).toEqual(['rc-token', 'login-token', 'cloud-token']);
    expect(stored.notes).toEqual([]);
  });

  it('is quiet about a missing ~/.terraformrc, not about a missing TF_CLI_CONFIG_FILE', () => {
    expect(loadStoredCredentials({ HOME: '/h' }, disk({}), 'linux').notes).toEqual([]);
    expect(loadStoredCredentials({ TF_CLI_CONFIG_FILE: '/x.tfrc' }, disk({}), 'linux').notes).toEqual([
      'The Terraform CLI configuration "/x.tfrc" (from TF_CLI_CONFIG_FILE) could not be read: no such file.',
    ]);
  });

  it('refuses a file that is no regular file, or too large: a problem that fails the run, not a note', () => {
    const refusing = (reason: 'not-a-regular-file' | 'too-large', message: string): FileSystem => ({
      list: () => [],
      read: () => {
        throw new FileRefusedError(reason, message);
      },
    });
    const device = loadStoredCredentials(
      { TF_CLI_CONFIG_FILE: '/x.tfrc' },
      refusing('not-a-regular-file', 'it is a symbolic link to a character device, not a regular file'),
      'linux',
    );
    expect(device.notes).toEqual([]);
    expect(device.refused).toEqual([
      'The Terraform CLI configuration "/x.tfrc" (from TF_CLI_CONFIG_FILE) cannot be read: it is a symbolic link to a character device, not a regular file; Terraform reads its CLI configuration from a regular file. Replace it with a file, or remove it.',
    ]);
    const large = loadStoredCredentials({ HOME: '/h' }, refusing('too-large', 'it is larger than 1 MiB'), 'linux');
    expect(large.refused).toEqual([
      'The Terraform CLI configuration "/h/.terraformrc" cannot be read: it is larger than 1 MiB; a CLI configuration is a few kilobytes, and at most 1 MiB is read. Replace it with a file, or remove it.',
    ]);
  });
});

describe('credentialFor', () => {
  const creds = [
    { host: 'tfe.example.com', token: 'bare', from: 'a' },
    { host: 'tfe.example.com:8443', token: 'with-port', from: 'b' },
  ];
  it('prefers the exact host with its port, then the name without it, as TF_TOKEN_<host> does', () => {
    expect(credentialFor(creds, { host: 'tfe.example.com:8443', hostname: 'tfe.example.com' })?.token).toBe(
      'with-port',
    );
    expect(credentialFor(creds, { host: 'tfe.example.com:9443', hostname: 'tfe.example.com' })?.token).toBe('bare');
    expect(credentialFor(creds, { host: 'other.example.com', hostname: 'other.example.com' })).toBeUndefined();
  });
});

describe('whyNoSecrets', () => {
  const pr = (head: string | null, base: string) => ({
    pull_request: { head: { repo: head === null ? null : { full_name: head } }, base: { repo: { full_name: base } } },
  });

  it('names a pull request from a fork, or from a deleted fork', () => {
    expect(whyNoSecrets('pull_request', 'octocat', pr('someone/fork', 'acme/modules'))).toMatch(
      /pull request from a fork, and GitHub gives such runs no secrets/,
    );
    expect(whyNoSecrets('pull_request_review', 'octocat', pr(null, 'acme/modules'))).toMatch(/from a fork/);
  });

  it('says nothing for a pull request from a branch of the same repository, or another event', () => {
    expect(whyNoSecrets('pull_request', 'octocat', pr('Acme/Modules', 'acme/modules'))).toBeUndefined();
    expect(whyNoSecrets('push', 'octocat', pr('someone/fork', 'acme/modules'))).toBeUndefined();
    expect(whyNoSecrets('pull_request', 'octocat', undefined)).toBeUndefined();
  });

  it('names Dependabot, which gets only its own secrets', () => {
    expect(whyNoSecrets('pull_request', 'dependabot[bot]', pr('acme/modules', 'acme/modules'))).toMatch(
      /Dependabot secret/,
    );
  });
});

describe('a CLI configuration that cannot be read', () => {
  it('masks what follows each `token` key, in every shape, and no host name, path or other value', () => {
    const text = [
      'plugin_cache_dir = "/home/runner/.terraform.d/plugin-cache"',
      'credentials "app.terraform.io" { token = "first.atlasv1.secret-1" }',
      'credentials "tfe.example.com" { token: bare.atlasv1.secret-2 }',
      'credentials "other.example.com" {',
      '  token = <<EOT',
      'heredoc.atlasv1.secret-3',
      'EOT',
      '}',
      '{"credentials": {"json.example.com": {"token": "json.atlasv1.sec\\"ret-4"}}}',
      'credentials "x.example.com" { TOKEN="upper.atlasv1.secret-5" }',
      'credentials "y.example.com" { my_token = "not-a-token-attribute" }',
      'credentials "z.example.com" { token = "left-open.atlasv1.secret-6',
      ';',
    ].join('\n');
    const found = parseCliConfig(text, FILE);
    expect(found.notes).toHaveLength(1);
    expect(found.secrets).toEqual(
      expect.arrayContaining([
        'first.atlasv1.secret-1',
        'bare.atlasv1.secret-2',
        'heredoc.atlasv1.secret-3',
        'json.atlasv1.sec\\"ret-4',
        'json.atlasv1.sec"ret-4',
        'upper.atlasv1.secret-5',
        'left-open.atlasv1.secret-6',
      ]),
    );
    for (const notSecret of ['app.terraform.io', 'tfe.example.com', '/home/runner/.terraform.d/plugin-cache', 'EOT']) {
      expect(found.secrets).not.toContain(notSecret);
    }
    expect(found.secrets.join('\n')).not.toContain('not-a-token-attribute');
  });

  it.each([
    ['HCL with an unquoted token', 'credentials "app.terraform.io" {\n  token: XyZ123.atlasv1.unquoted-secret\n}\n'],
    ['JSON with an unquoted token', '{"credentials": {"app.terraform.io": {"token": XyZ123.atlasv1.unquoted-secret}}}'],
  ])('names no word of the file in its note: %s', (_, text) => {
    const found = parseCliConfig(text, '/home/runner/.terraformrc');
    expect(found.notes).toHaveLength(1);
    expect(found.notes.join('\n')).not.toContain('unquoted-secret');
  });
});
