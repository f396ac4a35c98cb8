/**
 * The table of hostile and mistaken inputs that `hostile-input.e2e.test.ts` runs, one case per
 * mistake. A module of its own, so the count of them in docs/development.md can be checked against it.
 */
import type { FakeTfe } from '../fake-tfe/server.ts';

export const TOKEN = 'hostile-input.atlasv1.Rt5-secret-1a2b3c';
/** A password pasted into an address: it must never be printed back. */
export const PASSWORD = 'hunter2-password-Zx9';

export interface Case {
  /** The input the error must name, as the message writes it. */
  names: string;
  /** What is wrong with it, as the message says. */
  says: string | RegExp;
  /** Inputs to change, given the fake (for values built on its address). */
  set: (tfe: FakeTfe) => Record<string, string>;
  env?: Record<string, string>;
  /** Values that must not appear in anything the action prints or writes. */
  secrets?: string[];
}

export const input = (name: string): string => `Input \`${name}\``;
const PART = 'must be letters, digits, `-` and `_`, starting and ending with a letter or digit';
const PROVIDER = 'must be lower-case letters and digits';
const NOT_A_VERSION = 'is not a version; expected MAJOR.MINOR.PATCH';
const NOT_A_LINK = 'must be an absolute http(s) URL';
const BOOLEAN = 'must be true or false';
const SECONDS = 'must be a number of seconds';

// [what, case]: the table.
export const CASES: Array<[string, Case]> = [
  // Names: path traversal, separators, encodings, whitespace, control characters, length, look-alikes.
  ['module `..`', { names: input('module'), says: PART, set: () => ({ module: '..' }) }],
  ['module `../globex`', { names: input('module'), says: PART, set: () => ({ module: '../globex' }) }],
  ['module with `/`', { names: input('module'), says: PART, set: () => ({ module: 'vpc/aws' }) }],
  ['module with `%2F`', { names: input('module'), says: PART, set: () => ({ module: 'vpc%2Faws' }) }],
  ['module `%2e%2e`', { names: input('module'), says: PART, set: () => ({ module: '%2e%2e' }) }],
  ['module with `?`', { names: input('module'), says: PART, set: () => ({ module: 'vpc?x=1' }) }],
  ['module with `#`', { names: input('module'), says: PART, set: () => ({ module: 'vpc#top' }) }],
  ['module with a space', { names: input('module'), says: PART, set: () => ({ module: 'v pc' }) }],
  ['module with a tab', { names: input('module'), says: PART, set: () => ({ module: 'vpc\tx' }) }],
  ['module with an ANSI escape', { names: input('module'), says: PART, set: () => ({ module: 'vpc\u001b[31m' }) }],
  ['module with DEL', { names: input('module'), says: PART, set: () => ({ module: 'vpc\u007f' }) }],
  ['module 5000 characters long', { names: input('module'), says: PART, set: () => ({ module: 'v'.repeat(5000) }) }],
  ['module with a Cyrillic look-alike', { names: input('module'), says: PART, set: () => ({ module: 'vрc' }) }],
  ['module empty', { names: input('module'), says: 'is required', set: () => ({ module: '' }) }],
  ['provider in upper case', { names: input('provider'), says: PROVIDER, set: () => ({ provider: 'AWS' }) }],
  ['provider with `/../`', { names: input('provider'), says: PROVIDER, set: () => ({ provider: 'aws/../x' }) }],
  [
    'provider 65 characters long',
    { names: input('provider'), says: PROVIDER, set: () => ({ provider: 'a'.repeat(65) }) },
  ],
  ['provider blank', { names: input('provider'), says: 'is required', set: () => ({ provider: '   ' }) }],
  [
    'organization `acme/../globex`',
    { names: input('organization'), says: PART, set: () => ({ organization: 'acme/../globex' }) },
  ],
  [
    'organization with a newline',
    { names: input('organization'), says: PART, set: () => ({ organization: 'acme\nglobex' }) },
  ],
  [
    'organization 65 characters long',
    { names: input('organization'), says: PART, set: () => ({ organization: 'a'.repeat(65) }) },
  ],
  ['organization blank', { names: input('organization'), says: 'is required', set: () => ({ organization: ' \t ' }) }],
  ['namespace `..`', { names: input('namespace'), says: PART, set: () => ({ namespace: '..' }) }],
  ['namespace with a space', { names: input('namespace'), says: PART, set: () => ({ namespace: 'acme corp' }) }],

  // Source addresses, and conflicts with the separate parts.
  ...(
    [
      ['source with three parts missing one', 'acme/vpc', 'must be a registry address'],
      ['source with five parts', 'tfe.example.com/acme/vpc/aws/extra', 'must be a registry address'],
      ['source with `..` for the name', 'acme/../aws', PART],
      ['source with a query', 'acme/vpc/aws?ref=v1', PROVIDER],
      ['source with `%2F`', 'acme/vpc%2Faws/aws', PART],
      ['source with `..` for the host', '../acme/vpc/aws', 'has an invalid host part'],
    ] as const
  ).map(([what, source, says]): [string, Case] => [
    what,
    { names: input('source'), says, set: () => ({ source, module: '', provider: '', organization: '' }) },
  ]),
  [
    'source with credentials in the host',
    {
      names: input('source'),
      says: 'has an invalid host part',
      set: (tfe) => ({ source: `admin:${PASSWORD}@${tfe.host}/acme/vpc/aws`, module: '', provider: '' }),
      secrets: [PASSWORD],
    },
  ],
  [
    'source with module',
    {
      names: input('source'),
      says: 'cannot be combined with `module`',
      set: () => ({ source: 'acme/vpc/aws', provider: '' }),
    },
  ],
  [
    'source with namespace',
    {
      names: input('source'),
      says: 'cannot be combined with `namespace`',
      set: () => ({ source: 'acme/vpc/aws', module: '', provider: '', namespace: 'acme' }),
    },
  ],
  [
    'source on another host than hostname',
    {
      names: input('source'),
      says: 'make `hostname` and `source` agree',
      set: () => ({ source: 'tfe.example.com/acme/vpc/aws', module: '', provider: '' }),
    },
  ],

  // Versions and constraints: invalid whether or not constraints are supported. The constraint
  // cases ask only for what any clear message has: the offending text, or the word constraint.
  ['version empty', { names: input('version'), says: 'is required', set: () => ({ version: '' }) }],
  ['version only separators', { names: input('version'), says: 'is empty', set: () => ({ version: ' , ,\n, ' }) }],
  ['version `1.0`', { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: '1.0' }) }],
  ['version `latest`', { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: 'latest' }) }],
  ['version `1.2.3.4.5`', { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: '1.2.3.4.5' }) }],
  ['version with a path', { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: '1.0.0/../2.0.0' }) }],
  [
    'version `../../etc/passwd`',
    { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: '../../etc/passwd' }) },
  ],
  [
    'versions separated by a space',
    { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: '1.0.0 1.1.0' }) },
  ],
  ['version with a bell', { names: input('version'), says: NOT_A_VERSION, set: () => ({ version: '1.0.0\u0007' }) }],
  ['constraint `>= banana`', { names: input('version'), says: /banana/, set: () => ({ version: '>= banana' }) }],
  ['constraint `~>` alone', { names: input('version'), says: /~>/, set: () => ({ version: '~>' }) }],
  [
    'a list mixed with a constraint',
    { names: input('version'), says: /">= 1\.0"|constraint/, set: () => ({ version: '1.0.0, >= 1.0' }) },
  ],
  [
    'version 10001 characters long',
    { names: input('version'), says: 'at most 10000 characters', set: () => ({ version: '9'.repeat(10_001) }) },
  ],

  // Links that are not absolute http(s) URLs, or carry what consumers must not see.
  ['link `javascript:`', { names: input('link'), says: NOT_A_LINK, set: () => ({ link: 'javascript:alert(1)' }) }],
  [
    'link `data:`',
    { names: input('link'), says: NOT_A_LINK, set: () => ({ link: 'data:text/html,<script>alert(1)</script>' }) },
  ],
  ['link relative', { names: input('link'), says: NOT_A_LINK, set: () => ({ link: '/docs/upgrade' }) }],
  ['link without a scheme', { names: input('link'), says: NOT_A_LINK, set: () => ({ link: 'example.com/upgrade' }) }],
  [
    'link protocol-relative',
    { names: input('link'), says: NOT_A_LINK, set: () => ({ link: '//example.com/upgrade' }) },
  ],
  ['link `ftp:`', { names: input('link'), says: NOT_A_LINK, set: () => ({ link: 'ftp://example.com/upgrade' }) }],
  ['link with no host', { names: input('link'), says: NOT_A_LINK, set: () => ({ link: 'https://' }) }],
  ['link with a space', { names: input('link'), says: 'whitespace', set: () => ({ link: 'https://example.com/a b' }) }],
  [
    'link with a control character',
    { names: input('link'), says: 'control characters', set: () => ({ link: 'https://example.com/\u0001' }) },
  ],
  [
    'link 2100 characters long',
    { names: input('link'), says: 'at most 2048', set: () => ({ link: `https://example.com/${'a'.repeat(2100)}` }) },
  ],
  [
    'link with credentials',
    {
      names: input('link'),
      says: 'must not contain credentials',
      set: () => ({ link: `https://admin:${PASSWORD}@wiki.example.com/upgrade` }),
      secrets: [PASSWORD],
    },
  ],

  // Reasons.
  [
    'reason 1001 characters long',
    { names: input('reason'), says: 'at most 1000', set: () => ({ reason: 'r'.repeat(1001) }) },
  ],
  [
    'reason with an ANSI escape',
    { names: input('reason'), says: 'control characters', set: () => ({ reason: 'Use 2.x\u001b[2J' }) },
  ],
  [
    'reason with a carriage return',
    { names: input('reason'), says: 'control characters', set: () => ({ reason: 'Use 2.x\rfake' }) },
  ],

  // Status.
  ['status empty', { names: input('status'), says: 'is required', set: () => ({ status: '' }) }],
  [
    'status `delete`',
    {
      names: input('status'),
      says: 'must be deprecated, undeprecated, revoked, unrevoked or check',
      set: () => ({ status: 'delete' }),
    },
  ],
  [
    'status `deprecate`',
    {
      names: input('status'),
      says: 'must be deprecated, undeprecated, revoked, unrevoked or check',
      set: () => ({ status: 'deprecate' }),
    },
  ],
  [
    'status `deprecate` is told what it means',
    { names: input('status'), says: 'Did you mean deprecated?', set: () => ({ status: 'deprecate' }) },
  ],
  [
    'status `revoke` is told what it means',
    { names: input('status'), says: 'Did you mean revoked?', set: () => ({ status: 'revoke' }) },
  ],
  ['usage `yes`', { names: input('usage'), says: 'must be auto', set: () => ({ usage: 'yes' }) }],
  [
    'usage-token with a line break',
    {
      names: input('usage-token'),
      says: 'must be one token',
      set: () => ({ 'usage-token': 'abc.atlasv1.x\n::stop-commands::x' }),
    },
  ],
  [
    'revoke-only-unused `yes`',
    {
      names: input('revoke-only-unused'),
      says: 'true or false',
      set: () => ({ status: 'revoked', 'revoke-only-unused': 'yes' }),
    },
  ],
  [
    'revoke-only-unused with usage false',
    {
      names: input('revoke-only-unused'),
      says: 'needs to know who uses each version',
      set: () => ({ status: 'revoked', usage: 'false', 'revoke-only-unused': 'true' }),
    },
  ],
  [
    'status `revert` is told what it means',
    { names: input('status'), says: 'Did you mean undeprecated?', set: () => ({ status: 'revert' }) },
  ],
  [
    'version `all` is told how to say it',
    { names: input('version'), says: 'Did you mean the constraint ">= 0.0.0"', set: () => ({ version: 'all' }) },
  ],
  [
    'version with a tag prefix outside a release',
    {
      names: input('version'),
      says: 'A tag prefix such as `vpc-v` is read only on a release event',
      set: () => ({ version: '< vpc-v2.0.0' }),
    },
  ],
  [
    'status with a shell command',
    {
      names: input('status'),
      says: 'must be deprecated, undeprecated, revoked, unrevoked or check',
      set: () => ({ status: 'deprecated; rm -rf /' }),
    },
  ],

  // Booleans and numbers.
  ['dry-run `yes`', { names: input('dry-run'), says: BOOLEAN, set: () => ({ 'dry-run': 'yes' }) }],
  ['dry-run `true false`', { names: input('dry-run'), says: BOOLEAN, set: () => ({ 'dry-run': 'true false' }) }],
  ['verify `1`', { names: input('verify'), says: BOOLEAN, set: () => ({ verify: '1' }) }],
  [
    'fail-on-deprecated `on`',
    { names: input('fail-on-deprecated'), says: BOOLEAN, set: () => ({ 'fail-on-deprecated': 'on' }) },
  ],
  ['verify-timeout `-1`', { names: input('verify-timeout'), says: SECONDS, set: () => ({ 'verify-timeout': '-1' }) }],
  ['verify-timeout `30s`', { names: input('verify-timeout'), says: SECONDS, set: () => ({ 'verify-timeout': '30s' }) }],
  [
    'request-timeout `0`',
    { names: input('request-timeout'), says: 'more than 0 seconds', set: () => ({ 'request-timeout': '0' }) },
  ],
  [
    'request-timeout `1e3`',
    { names: input('request-timeout'), says: SECONDS, set: () => ({ 'request-timeout': '1e3' }) },
  ],
  [
    'request-timeout beyond 600',
    { names: input('request-timeout'), says: 'from 0 to 600', set: () => ({ 'request-timeout': '601' }) },
  ],

  // Hostnames: paths, credentials, plain http beyond loopback, other schemes, non-hosts.
  [
    'hostname with a path',
    { names: input('hostname'), says: 'without a path', set: (tfe) => ({ hostname: `${tfe.url}/api/v2` }) },
  ],
  [
    'hostname with a query',
    {
      names: input('hostname'),
      says: 'without a path, query or fragment',
      set: (tfe) => ({ hostname: `${tfe.url}?x=1` }),
    },
  ],
  [
    'hostname with a fragment',
    {
      names: input('hostname'),
      says: 'without a path, query or fragment',
      set: (tfe) => ({ hostname: `${tfe.url}#x` }),
    },
  ],
  [
    'hostname with credentials',
    {
      names: input('hostname'),
      says: 'must not contain credentials',
      set: (tfe) => ({ hostname: `http://admin:${PASSWORD}@${tfe.host}` }),
      secrets: [PASSWORD],
    },
  ],
  [
    'hostname with the token as credentials',
    {
      names: input('hostname'),
      says: 'must not contain credentials',
      set: (tfe) => ({ hostname: `http://${TOKEN}@${tfe.host}` }),
    },
  ],
  [
    'hostname on plain http to a remote host',
    { names: input('hostname'), says: 'only loopback hosts', set: () => ({ hostname: 'http://tfe.example.com' }) },
  ],
  [
    'hostname on plain http to a private address',
    { names: input('hostname'), says: 'only loopback hosts', set: () => ({ hostname: 'http://10.0.0.1:8080' }) },
  ],
  [
    'hostname `ftp:`',
    { names: input('hostname'), says: 'must use https://', set: (tfe) => ({ hostname: `ftp://${tfe.host}` }) },
  ],
  [
    'hostname `javascript:`',
    { names: input('hostname'), says: 'host name', set: () => ({ hostname: 'javascript:alert(1)' }) },
  ],
  ['hostname `..`', { names: input('hostname'), says: 'is not a host name', set: () => ({ hostname: '..' }) }],
  [
    'hostname with a space',
    { names: input('hostname'), says: 'whitespace', set: (tfe) => ({ hostname: `127.0.0.1 :${tfe.port}` }) },
  ],
  [
    'TF_HOSTNAME on plain http to a remote host',
    {
      names: 'Variable TF_HOSTNAME',
      says: 'only loopback hosts',
      set: () => ({ hostname: '' }),
      env: { TF_HOSTNAME: 'http://tfe.example.com' },
    },
  ],

  // Tokens.
  [
    'token with whitespace',
    { names: input('token'), says: 'must not contain whitespace', set: () => ({ token: `${TOKEN} and more` }) },
  ],
  [
    'token with a control character',
    { names: input('token'), says: 'control characters', set: () => ({ token: `${TOKEN}\u0001` }) },
  ],
  ['token not ASCII', { names: input('token'), says: 'must be ASCII', set: () => ({ token: 'tökén-€-1a2b3c4d5e6f' }) }],
  ['token missing everywhere', { names: input('token'), says: 'is required', set: () => ({ token: '' }) }],
];
