import { describe, expect, it } from 'vitest';
import { modeInputs, parsed } from '../../test/support/settings.ts';
import { InputError } from '../inputs/errors.ts';
import { tokenCandidates } from '../connection.ts';
import { givenByInputs } from '../settings/action-inputs.ts';
import { ACTION_WORDS } from '../wording.ts';
import { parse as parseSingle } from './inputs.ts';

const base = {
  status: 'deprecated',
  version: '1.0.0',
  organization: 'acme',
  module: 'vpc',
  provider: 'aws',
  token: 'tok-123',
  reason: 'Use 2.x',
  link: 'https://example.com/upgrade',
};

function parse(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return parsed(parseSingle, modeInputs(inputs, { env }));
}

function problems(inputs: Record<string, string>, env: Record<string, string> = {}): string[] {
  try {
    parse(inputs, env);
  } catch (error) {
    if (error instanceof InputError) return [...error.problems];
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('parseInputs', () => {
  it('builds a typed request from valid inputs', () => {
    const request = parse(base);
    expect(request).toMatchObject({
      service: { baseUrl: 'https://app.terraform.io', host: 'app.terraform.io' },
      token: 'tok-123',
      organization: 'acme',
      module: { namespace: 'acme', name: 'vpc', provider: 'aws' },
      versions: { kind: 'list', versions: ['1.0.0'] },
      status: 'deprecated',
      target: { to: 'deprecated', reason: 'Use 2.x', link: 'https://example.com/upgrade' },
      dryRun: false,
      verify: true,
      verifyTimeoutMs: 30_000,
      failOnDeprecated: true,
    });
  });

  it.each([
    ['deprecated', 'deprecated'],
    ['Deprecated', 'deprecated'],
    ['UNDEPRECATED', 'undeprecated'],
    ['Undeprecated', 'undeprecated'],
    ['check', 'check'],
  ])('accepts status %s in any case', (status, expected) => {
    expect(parse({ ...base, status }).status).toBe(expected);
  });

  it('reads a source address, taking the organization and host from it', () => {
    const request = parse({
      ...base,
      organization: '',
      module: '',
      provider: '',
      source: 'tfe.example.com/acme/vpc/aws',
    });
    expect(request.service.host).toBe('tfe.example.com');
    expect(request.organization).toBe('acme');
    expect(request.module).toEqual({ namespace: 'acme', name: 'vpc', provider: 'aws' });
  });

  it('splits versions on commas and newlines and strips a leading v', () => {
    expect(parse({ ...base, version: 'v1.0.0, 1.1.0\n1.2.0-rc.1\n\n1.0.0' }).versions).toEqual({
      kind: 'list',
      versions: ['1.0.0', '1.1.0', '1.2.0-rc.1'],
    });
  });

  it('reads a value with an operator as one constraint, and refuses a mix', () => {
    expect(parse({ ...base, version: '>= 1.0, < 1.4' }).versions).toMatchObject({
      kind: 'constraint',
      constraint: { text: '>= 1.0, < 1.4' },
    });
    expect(problems({ ...base, version: '1.0.0, >= 1.2' }).join()).toContain('mixes bare versions');
  });

  it('falls back to TF_HOSTNAME, TF_TOKEN_<host>, TF_API_TOKEN and TF_CLOUD_ORGANIZATION', () => {
    const request = parse(
      { ...base, token: '', organization: '' },
      {
        TF_HOSTNAME: 'my-tfe.example.com:8443',
        TF_TOKEN_my__tfe_example_com: 'host-token',
        TF_API_TOKEN: 'api',
        TF_CLOUD_ORGANIZATION: 'acme',
      },
    );
    expect(request.service.baseUrl).toBe('https://my-tfe.example.com:8443');
    expect(request.token).toBe('host-token');
    expect(request.tokenSource).toBe('variable TF_TOKEN_my__tfe_example_com');
    expect(request.organization).toBe('acme');
    expect(parse({ ...base, token: '' }, { TF_API_TOKEN: 'api' }).token).toBe('api');
  });

  it('reports every problem at once, each naming its input', () => {
    const found = problems({
      status: 'remove',
      version: '>= 1.0, 1.2.0',
      hostname: 'http://tfe.example.com',
      module: '../etc',
      provider: 'AWS',
      link: 'javascript:alert(1)',
      'dry-run': 'yes',
      'verify-timeout': '-1',
    });
    const named = [
      'status',
      'version',
      'hostname',
      'token',
      'organization',
      'module',
      'provider',
      'link',
      'dry-run',
      'verify-timeout',
    ];
    for (const name of named)
      expect(
        found.some((p) => p.includes(`\`${name}\``)),
        name,
      ).toBe(true);
  });

  it.each([
    ['source with module', { source: 'acme/vpc/aws' }, '`source` cannot be combined with `module`'],
    ['a hostname with a path', { hostname: 'https://tfe.example.com/app' }, 'without a path'],
    ['a hostname with credentials', { hostname: 'https://user:pw@tfe.example.com' }, 'credentials'],
    ['plain http to a remote host', { hostname: 'http://tfe.example.com' }, 'only loopback'],
    ['a relative link', { link: '/docs/upgrade' }, 'absolute http(s) URL'],
    ['a link without a scheme', { link: 'www.example.com' }, 'absolute http(s) URL'],
    ['a version with a path', { version: '1.0.0/../../x' }, 'is not a version'],
    ['an empty version list', { version: ' , ' }, 'is empty'],
    ['a reason with control characters', { reason: 'bad\u0007bell' }, 'control characters'],
    ['a too long reason', { reason: 'x'.repeat(1001) }, 'at most 1000'],
    ['a non-boolean verify', { verify: 'yes' }, '`verify` must be true or false'],
  ])('refuses %s', (_, inputs, expected) => {
    expect(problems({ ...base, ...inputs }).join('\n')).toContain(expected);
  });

  it('reads keep-latest as a whole number', () => {
    expect(parse({ ...base, 'keep-latest': '2' }).keepLatest).toBe(2);
    expect(parse(base).keepLatest).toBe(0);
    expect(problems({ ...base, 'keep-latest': '-1' }).join()).toContain('`keep-latest` must be a whole number');
    expect(parse({ ...base, status: 'check', 'keep-latest': '2' }).warnings.join()).toContain('keep-latest');
  });

  it.each([
    ['hostname', { hostname: 'https://admin:hunter2-pw@tfe.example.com' }, 'credentials'],
    ['hostname', { hostname: 'admin:hunter2-pw@tfe.example.com/api' }, 'credentials'],
    ['source', { source: 'admin:hunter2-pw@tfe.example.com/acme/vpc/aws', module: '', provider: '' }, 'host part'],
    ['link', { link: 'https://admin:hunter2-pw@wiki.example.com/upgrade' }, 'must not contain credentials'],
  ])('refuses credentials in %s without repeating them', (name, inputs, expected) => {
    const found = problems({ ...base, ...inputs }).join('\n');
    expect(found).toContain(`\`${name}\``);
    expect(found).toContain(expected);
    expect(found).toContain('***@');
    expect(found).not.toContain('hunter2');
  });

  it.each([
    ['module', { module: 'vpc\u007f' }, '"vpc\\u007f"'],
    ['module', { module: 'vpc\u009b2J' }, '"vpc\\u009b2J"'],
    ['version', { version: '1.0\u2028.0' }, '"1.0\\u2028.0"'],
  ])('quotes a %s with DEL, C1 controls or line separators escaped', (_, inputs, shown) => {
    const found = problems({ ...base, ...inputs }).join('\n');
    expect(found).toContain(shown);
    expect(found).not.toMatch(/[\u007f-\u009f\u2028\u2029]/);
  });

  it.each([
    ['whitespace', 'secret value with spaces'],
    ['a control character', 'secret\u0007value'],
    ['non-ASCII letters', 'sécret-tökén-value'],
    ['a character no HTTP header can carry', 'secret-€-value'],
  ])('refuses a token with %s, by name, without repeating it', (_, token) => {
    const found = problems({ ...base, token }).join('\n');
    expect(found).toContain('Input `token` (from input `token`) must not contain whitespace or control characters');
    expect(found).not.toContain('value');
  });

  it('takes the organization from source before TF_CLOUD_ORGANIZATION', () => {
    const request = parse(
      { ...base, organization: '', module: '', provider: '', source: 'acme/vpc/aws' },
      { TF_CLOUD_ORGANIZATION: 'other' },
    );
    expect(request.organization).toBe('acme');
  });

  it('refuses to change a module whose namespace is not the organization', () => {
    expect(problems({ ...base, namespace: 'globex' }).join()).toContain('namespace ("globex") differ');
    expect(parse({ ...base, status: 'check', namespace: 'globex' }).module.namespace).toBe('globex');
  });

  it('never repeats the token in an error', () => {
    const found = problems({ ...base, token: 'secret value with spaces' });
    expect(found.join('\n')).not.toContain('secret');
  });

  it('accepts plain http for loopback hosts', () => {
    expect(parse({ ...base, hostname: 'http://127.0.0.1:8080' }).service.baseUrl).toBe('http://127.0.0.1:8080');
    expect(parse({ ...base, hostname: 'http://localhost:1' }).service.baseUrl).toBe('http://localhost:1');
    expect(parse({ ...base, hostname: 'http://[::1]:1' }).service.baseUrl).toBe('http://[::1]:1');
  });

  it('warns about a reason given with undeprecated, and refuses to deprecate or revoke without one', () => {
    expect(parse({ ...base, status: 'undeprecated' }).warnings.join()).toContain('ignored for undeprecated');
    expect(problems({ ...base, reason: '' })).toEqual([
      expect.stringMatching(/^Input `reason` is required with `status: deprecated`: /),
    ]);
    expect(problems({ ...base, status: 'revoked', reason: '' })).toEqual([
      expect.stringMatching(/^Input `reason` is required with `status: revoked`: /),
    ]);
  });

  it('takes keep-reasons with deprecated and revoked into the target, and ignores it otherwise', () => {
    expect(parse({ ...base, 'keep-reasons': 'true' }).target).toMatchObject({ to: 'deprecated', keepReasons: true });
    expect(parse({ ...base }).target).not.toHaveProperty('keepReasons');
    const check = parse({ ...base, status: 'check', 'keep-reasons': 'true' });
    expect(check.keepReasons).toBe(false);
    expect(check.warnings.join()).toContain(
      'Input `keep-reasons` is used only with `status: deprecated` or `status: revoked`',
    );
    expect(problems({ ...base, 'keep-reasons': 'yes' })).toEqual([
      'Input `keep-reasons` must be true or false, got "yes".',
    ]);
  });

  it('takes sarif-file with check, placing its results at the workflow file, and ignores it otherwise', () => {
    const env = { GITHUB_WORKFLOW_REF: 'acme/infra/.github/workflows/check.yml@refs/heads/main' };
    const check = parse({ ...base, status: 'check', 'sarif-file': 'out.sarif' }, env);
    expect(check).toMatchObject({ sarifFile: { file: 'out.sarif' }, workflowFile: '.github/workflows/check.yml' });
    expect(check.warnings.join()).not.toContain('sarif-file');
    // With no workflow file, the log leaves its results out, and says so when it writes them.
    expect(parse({ ...base, status: 'check', 'sarif-file': 'out.sarif' })).not.toHaveProperty('workflowFile');
    const deprecate = parse({ ...base, 'sarif-file': 'out.sarif' }, env);
    expect(deprecate.sarifFile).toBeUndefined();
    expect(deprecate.warnings.join()).toContain('ignored for deprecated');
  });
});

describe('tokenCandidates', () => {
  it('collects the token input and every token variable, for masking before validation', () => {
    expect(
      tokenCandidates(
        givenByInputs((n) => (n === 'token' ? ' a ' : ''), ACTION_WORDS),
        {
          TF_API_TOKEN: 'b',
          TF_TOKEN_x_com: 'c',
          OTHER: 'd',
        },
      ).sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});
