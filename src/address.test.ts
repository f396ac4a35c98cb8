import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toASCII } from 'tr46';
import {
  IDNA_LOOKUP,
  loadIdna,
  plainAsciiHost,
  sameServiceHost,
  svchostForComparison,
  comparableHost,
  isLoopback,
  parseModuleSource,
  parseServiceAddress,
  redactUserinfo,
  tokenFromEnvironment,
  tokenVariableName,
} from './address.ts';

// Unicode hosts go through UTS #46, whose table a run loads on first need (see the last tests).
beforeAll(loadIdna);

describe('parseServiceAddress', () => {
  it.each([
    ['app.terraform.io', 'https://app.terraform.io', 'app.terraform.io'],
    ['tfe.example.com:8443', 'https://tfe.example.com:8443', 'tfe.example.com:8443'],
    ['https://tfe.example.com/', 'https://tfe.example.com', 'tfe.example.com'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000', '127.0.0.1:4000'],
    ['http://localhost', 'http://localhost', 'localhost'],
    ['https://[::1]:8443', 'https://[::1]:8443', '[::1]:8443'],
    ['tfe_internal.corp.example', 'https://tfe_internal.corp.example', 'tfe_internal.corp.example'],
    ['xn--bcher-kva.example', 'https://xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['bücher.example', 'https://xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%s', (raw, baseUrl, host) => {
    expect(parseServiceAddress(raw)).toMatchObject({ baseUrl, host });
  });

  it.each([
    ['', 'empty'],
    ['http://tfe.example.com', 'only loopback'],
    ['http://10.0.0.1', 'only loopback'],
    ['ftp://tfe.example.com', 'https'],
    ['https://tfe.example.com/app/acme', 'without a path'],
    ['tfe.example.com/api', 'host name'],
    ['https://u:p@tfe.example.com', 'credentials'],
    ['https://tfe.example.com?x=1', 'query'],
    ['tfe example.com', 'whitespace'],
    ['..', 'not a host name'],
    ['.', 'not a host name'],
    ['-', 'not a host name'],
    ['a..b', 'not a host name'],
    ['https://%2e%2e:8443', 'not a host name'],
    ['https://-tfe.example.com', 'not a host name'],
    ['tfe.example.com.', 'not a host name'],
  ])('refuses %j', (raw, expected) => {
    expect(() => parseServiceAddress(raw)).toThrow(expected);
  });
});

describe('redactUserinfo', () => {
  it.each([
    ['https://u:p@tfe.example.com/x', 'https://***@tfe.example.com/x'],
    ['u:p@tfe.example.com', '***@tfe.example.com'],
    ['user@host/acme/vpc/aws', '***@host/acme/vpc/aws'],
    ['https://tfe.example.com/a@b', 'https://tfe.example.com/a@b'],
    ['tfe.example.com', 'tfe.example.com'],
  ])('%s → %s', (raw, shown) => expect(redactUserinfo(raw)).toBe(shown));
});

describe('isLoopback', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.1.2', true],
    ['[::1]', true],
    ['128.0.0.1', false],
    ['127.0.0.1.evil.com', false],
    ['localhost.evil.com', false],
  ])('%s → %s', (host, expected) => expect(isLoopback(host)).toBe(expected));
});

describe('TF_TOKEN_<host>', () => {
  it('encodes the host the way Terraform does, and drops the port', () => {
    expect(tokenVariableName('app.terraform.io')).toBe('TF_TOKEN_app_terraform_io');
    expect(tokenVariableName('my-tfe.example.com')).toBe('TF_TOKEN_my__tfe_example_com');
  });

  it('finds the variable case-insensitively and ignores empty ones', () => {
    expect(tokenFromEnvironment('tfe.example.com', { TF_TOKEN_TFE_EXAMPLE_COM: 'x' })).toEqual({
      variable: 'TF_TOKEN_TFE_EXAMPLE_COM',
      token: 'x',
    });
    expect(tokenFromEnvironment('tfe.example.com', { TF_TOKEN_tfe_example_com: ' ' })).toBeUndefined();
  });

  it('decodes names the way Terraform does: a literal `.` or `-` and IDNA names match too', () => {
    expect(tokenFromEnvironment('my-tfe.example.com', { 'TF_TOKEN_my-tfe.example.com': 'x' })?.token).toBe('x');
    expect(tokenFromEnvironment('xn--caf-dma.example.com', { TF_TOKEN_café_example_com: 'y' })?.token).toBe('y');
    expect(tokenFromEnvironment('tfe.example.com', { TF_TOKEN_tfe_example_com_evil: 'z' })).toBeUndefined();
  });
});

describe('comparableHost, as Terraform compares hosts', () => {
  it.each([
    ['App.Terraform.IO', 'app.terraform.io'],
    ['tfe.example.com:443', 'tfe.example.com'],
    ['tfe.example.com:8443', 'tfe.example.com:8443'],
    ['Café.example.com', 'xn--caf-dma.example.com'],
    ['127.0.0.1:8080', '127.0.0.1:8080'],
    ['tfe.example.com/path', undefined],
    ['user@tfe.example.com', undefined],
    ['', undefined],
    ['a b', undefined],
  ])('%s → %s', (raw, expected) => expect(comparableHost(raw)).toBe(expected));
});

describe('redactUserinfo, for passwords of any shape', () => {
  it.each([
    ['https://builder:s3cr3t/pass@tfe.example.com', 'https://***@tfe.example.com'],
    ['https://builder:s3cr3t pass@tfe.example.com', 'https://***@tfe.example.com'],
    ['https://builder:s3cr3t@pass@tfe.example.com', 'https://***@tfe.example.com'],
    ['https://b:p?x#y@tfe.example.com/path', 'https://***@tfe.example.com/path'],
    ['tfe.example.com', 'tfe.example.com'],
  ])('%s → %s', (raw, shown) => {
    expect(redactUserinfo(raw)).toBe(shown);
  });
});

describe('parseModuleSource', () => {
  it('reads three- and four-part addresses', () => {
    expect(parseModuleSource('acme/vpc/aws')).toEqual({ module: { namespace: 'acme', name: 'vpc', provider: 'aws' } });
    expect(parseModuleSource('App.Terraform.io/acme/vpc/aws').host).toBe('app.terraform.io');
  });

  it.each([
    'acme/vpc',
    'a/b/c/d/e',
    'acme/../aws',
    'acme/vpc/AWS',
    'acme/v%2Fpc/aws',
    'acme/vpc?x/aws',
    'h st/acme/vpc/aws',
    '../acme/vpc/aws',
    './acme/vpc/aws',
    'a..b/acme/vpc/aws',
    '-/acme/vpc/aws',
  ])('refuses %j', (raw) => expect(() => parseModuleSource(raw)).toThrow());
});

describe('svchostForComparison', () => {
  it.each([
    ['ＡＰＰ．Ｔｅｒｒａｆｏｒｍ．ｉｏ', 'app.terraform.io'],
    ['tfe.bücher.example:0443', 'tfe.xn--bcher-kva.example'],
    ['localhost.:8080', 'localhost.:8080'],
    ['straße.example', 'xn--strae-oqa.example'],
  ])('%s → %s', (given, expected) => expect(svchostForComparison(given)).toBe(expected));

  it.each(['', 'tfe.xn--bcher-kva.example', 'a..b', 'a_b.example', 'tfe.example.com:70000', 'tfe.example.com:https'])(
    'refuses %j',
    (given) => expect(svchostForComparison(given)).toBeNull(),
  );

  it('takes Punycode where asked, for hosts already in ASCII form', () => {
    expect(svchostForComparison('tfe.xn--bcher-kva.example', { punycode: true })).toBe('tfe.xn--bcher-kva.example');
  });

  it('compares hosts without a trailing root dot, which names the same server', () => {
    expect(sameServiceHost('localhost.:8080', 'localhost:8080')).toBe(true);
    expect(sameServiceHost('localhost:8080', 'localhost:8081')).toBe(false);
  });
});

describe('the UTS #46 table, loaded on first need', () => {
  it('maps a name of plain ASCII without the table exactly as the table does', () => {
    const ascii = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
    const names = [
      ...ascii.flatMap((c) => [`a${c}b.example`, `${c}ab.example`, `ab${c}.example`, c]),
      ...[
        'ab--c',
        'a--bc',
        '-a',
        'a-',
        'a-b',
        'XN-a',
        'x--n',
        'A.B.',
        'a..b',
        '',
        '.',
        'TFE.Example.COM.',
        '127.0.0.1',
      ],
    ];
    for (const name of names.filter((n) => plainAsciiHost(n) !== undefined)) {
      expect(plainAsciiHost(name), JSON.stringify(name)).toBe(toASCII(name, IDNA_LOOKUP));
    }
    // Only Unicode and Punycode need the table.
    expect(plainAsciiHost('tfe.bücher.example')).toBeUndefined();
    expect(plainAsciiHost('tfe.XN--bcher-kva.example')).toBeUndefined();
  });

  it('is not loaded for plain ASCII hosts; a Unicode host before it is loaded is a bug, named', async () => {
    vi.resetModules();
    const fresh = await import('./address.ts');
    expect(fresh.svchostForComparison('TFE.example.com:443')).toBe('tfe.example.com');
    expect(() => fresh.svchostForComparison('tfe.bücher.example')).toThrow(/UTS #46 table .*"tfe\.bücher\.example"/);
    await fresh.loadIdnaFor(['tfe.bücher.example']);
    expect(fresh.svchostForComparison('tfe.bücher.example')).toBe('tfe.xn--bcher-kva.example');
  });

  it('loads it for a list of texts only where one may need it', async () => {
    vi.resetModules();
    const fresh = await import('./address.ts');
    await fresh.loadIdnaFor(['app.terraform.io/acme/vpc/aws', './local']);
    expect(() => fresh.svchostForComparison('xn--bcher-kva.example', { punycode: true })).toThrow();
    await fresh.loadIdnaFor(['app.terraform.io/acme/vpc/aws', 'xn--bcher-kva.example/acme/vpc/aws']);
    expect(fresh.svchostForComparison('xn--bcher-kva.example', { punycode: true })).toBe('xn--bcher-kva.example');
  });
});
