/**
 * Addresses of the service: the host to talk to, a module's registry address, and the Terraform CLI's `TF_TOKEN_<host>`
 * convention. Pure; no I/O but loading the UTS #46 table before the hosts that need it are read.
 */
import type * as Tr46 from 'tr46';
import type { ModuleAddress, ServiceAddress } from './model.ts';

export const DEFAULT_HOSTNAME = 'app.terraform.io';

/** Thrown for a value that cannot be an address; `main` names the input it came from. */
export class AddressError extends Error {
  override name = 'AddressError';
}

/** The text with a URL's user-info replaced by `***@`, so an error quoting it does not print a pasted credential. */
export function redactUserinfo(text: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  const rest = text.slice(scheme.length);
  const at = rest.lastIndexOf('@');
  if (at === -1) return text;
  // Passwords may hold `/`, `?`, `#`, spaces or `@`, so user-info runs to the last `@`, unless a path came first
  // (`host/a@b`): a `/` before any `:` means the `@` is in the path.
  const slash = rest.search(/[/?#]/);
  const colon = rest.indexOf(':');
  if (slash !== -1 && slash < at && (colon === -1 || colon > slash)) return text;
  return `${scheme}***@${rest.slice(at + 1)}`;
}

/** True for hosts that never leave the machine, where plain `http://` cannot be sniffed. */
export function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return v4 !== null && v4.slice(1).every((octet) => Number(octet) <= 255);
}

// One DNS label; `_` is tolerated, as some internal DNS names carry it.
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;

/**
 * A host name as `new URL` leaves it: IPv4, bracketed IPv6, or dot-separated labels. `new URL` also takes `..`, `.`,
 * `-` and `a..b`, which are no host: sending to them would ask the resolver about a path segment.
 */
export function isHostName(hostname: string): boolean {
  if (/^\[[0-9a-f:.]+\]$/i.test(hostname)) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return true;
  return hostname.length <= 253 && hostname.split('.').every((label) => HOST_LABEL.test(label));
}

/**
 * A bare host (`tfe.example.com:8443`) or a URL with scheme and port. Refuses paths, credentials, queries and fragments
 * (almost always a copy-pasted page address), and plain `http://` but to loopback, so a token never crosses a network
 * in clear text.
 */
export function parseServiceAddress(raw: string): ServiceAddress {
  const value = raw.trim();
  if (value === '') throw new AddressError('is empty');
  if (/[\s\u0000-\u001f\u007f]/.test(value)) {
    throw new AddressError('must not contain whitespace or control characters');
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    throw new AddressError('is not a host name or URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AddressError(`must use https:// (got ${url.protocol}//)`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new AddressError('must not contain credentials: the token is given apart from the host');
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    throw new AddressError('must be a host name, optionally with scheme and port, without a path, query or fragment');
  }
  // `new URL` accepts `https://host/` for `host/`; reject a raw path that it normalised away.
  const afterScheme = hasScheme ? value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '') : value;
  if (/[/?#]/.test(afterScheme.replace(/\/$/, '')) || afterScheme.includes('@')) {
    throw new AddressError('must be a host name, optionally with scheme and port');
  }
  if (!isHostName(url.hostname)) {
    throw new AddressError(
      'is not a host name: expected dot-separated parts of letters, digits and hyphens, such as tfe.example.com',
    );
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new AddressError(
      `uses plain http:// for ${url.hostname}; only loopback hosts (localhost, 127.0.0.0/8, ::1) may use http. Use https://`,
    );
  }
  return { baseUrl: url.origin, host: url.host, hostname: url.hostname };
}

/** The variable Terraform reads a host's token from: `.` becomes `_`, `-` becomes `__`, and the port is dropped. */
export function tokenVariableName(hostname: string): string {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return `TF_TOKEN_${bare.replace(/-/g, '__').replace(/\./g, '_').replace(/:/g, '_')}`;
}

/**
 * UTS #46 as golang.org/x/net/idna's `Lookup` profile applies it, which svchost uses: mapping (full-width letters,
 * case), STD3 rules, hyphen, joiner and bidi checks, non-transitional.
 */
export const IDNA_LOOKUP = {
  useSTD3ASCIIRules: true,
  checkHyphens: true,
  checkJoiners: true,
  checkBidi: true,
  transitionalProcessing: false,
  verifyDNSLength: false,
} as const;

/**
 * A host and optional port as hashicorp/terraform-svchost's `ForComparison` reads it: the port after the first `:` a
 * decimal number up to 65535 (`:443` dropped, `0443` read as 443), no label in Punycode (`xn--`: Terraform wants hosts
 * written as they read), no empty label but a trailing root dot, and the name through UTS #46 to its ASCII form, so
 * `ＡＰＰ．ｔｅｒｒａｆｏｒｍ．ｉｏ` is `app.terraform.io`. Null where svchost refuses the host. `punycode` accepts `xn--` labels, for
 * hosts already in ASCII form (a URL's host, a variable's name), not written by hand.
 */
export function svchostForComparison(given: string, options: { punycode?: boolean } = {}): string | null {
  // A repository calls the same few hosts tens of thousands of times; IDNA mapping is the costly part of reading each
  // call's source, so each spelling is mapped once.
  const key = `${options.punycode === true ? 'p' : 'u'}:${given}`;
  const known = hostsSeen.get(key);
  if (known !== undefined) return known;
  const host = hostForComparison(given, options);
  if (hostsSeen.size < HOSTS_REMEMBERED) hostsSeen.set(key, host);
  return host;
}

/** Enough for any repository's hosts; a bound, so a hostile one cannot grow the map without end. */
const HOSTS_REMEMBERED = 10_000;
const hostsSeen = new Map<string, string | null>();

function hostForComparison(given: string, options: { punycode?: boolean }): string | null {
  const colon = given.indexOf(':');
  const name = colon === -1 ? given : given.slice(0, colon);
  let port = '';
  if (colon !== -1) {
    const digits = given.slice(colon + 1);
    // strconv.Atoi, as svchost parses the port: an optional `+`, then ASCII digits.
    if (!/^\+?[0-9]+$/.test(digits) || Number(digits) > 65535) return null;
    port = Number(digits) === 443 ? '' : `:${Number(digits)}`;
  }
  if (name === '') return null;
  const labels = name.split('.');
  if (labels.length > 1 && labels.at(-1) === '') labels.pop();
  if (labels.some((label) => label === '' || (options.punycode !== true && label.startsWith('xn--')))) return null;
  const plain = plainAsciiHost(name);
  const ascii = plain !== undefined ? plain : idna(name).toASCII(name, IDNA_LOOKUP);
  return ascii === null || ascii === '' ? null : `${ascii}${port}`;
}

/**
 * UTS #46 (the IDNA_LOOKUP profile) of a plain ASCII name with no Punycode label, without the table: only A-Z map, and
 * each label must be letters, digits and hyphens (STD3), neither starting nor ending with a hyphen nor holding `--`
 * third and fourth (CheckHyphens). Undefined for any other name: only those load the table (tr46, 200 KB parsed).
 */
export function plainAsciiHost(name: string): string | null | undefined {
  if (!/^[\x00-\x7f]*$/.test(name)) return undefined;
  const lower = name.toLowerCase();
  const labels = lower.split('.');
  if (labels.some((label) => label.startsWith('xn--'))) return undefined;
  const valid = labels.every(
    (label) =>
      label === '' ||
      (/^[a-z0-9-]+$/.test(label) && !label.startsWith('-') && !label.endsWith('-') && label.slice(2, 4) !== '--'),
  );
  return valid ? lower : null;
}

let tr46: typeof Tr46 | undefined;

function idna(name: string): typeof Tr46 {
  // Loaded before any host is read (`loadIdnaFor`): a host met without it is a bug of the caller's.
  if (tr46 === undefined) throw new Error(`the UTS #46 table is needed for ${JSON.stringify(name)} and was not loaded`);
  return tr46;
}

/** Loads the UTS #46 table that hosts beyond plain ASCII need (`plainAsciiHost`). */
export async function loadIdna(): Promise<void> {
  tr46 ??= await import('tr46');
}

/** True when a text may hold a host that needs the UTS #46 table: any non-ASCII, or Punycode. */
function mayNeedIdna(text: string): boolean {
  return /[^\x00-\x7f]|xn--/i.test(text);
}

/** Loads the UTS #46 table when any of the texts may need it: the one async step before hosts are read. */
export async function loadIdnaFor(texts: Iterable<string>): Promise<void> {
  if (tr46 !== undefined) return;
  for (const text of texts) if (mayNeedIdna(text)) return loadIdna();
}

/**
 * The generic host HCP Terraform and Terraform Enterprise accept for their own private registry: it always means the
 * instance the configuration runs on.
 */
export const GENERIC_REGISTRY_HOST = 'localterraform.com';

/** Two hosts (from `svchostForComparison`) equal but perhaps for a trailing root dot (`localhost.:8080`), as in DNS. */
export function sameServiceHost(a: string, b: string): boolean {
  const withoutRootDot = (host: string): string => host.replace(/\.(?=(?::\d+)?$)/, '');
  return withoutRootDot(a) === withoutRootDot(b);
}

/**
 * A host as Terraform compares hosts (svchost's `ForComparison`): lower case, Punycode, port 443 dropped, any other
 * kept; undefined for what is no host (a path, user-info, spaces). Matches a credential's host with the service's.
 */
export function comparableHost(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '' || /[\s/\\@?#]/.test(value)) return undefined;
  if (!value.startsWith('[')) return svchostForComparison(value, { punycode: true }) ?? undefined;
  try {
    // An IPv6 literal, which svchost does not take: as the WHATWG URL parser writes it.
    const host = new URL(`https://${value}`).host;
    return isHostName(host.replace(/:\d+$/, '')) ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finds `TF_TOKEN_<host>` in an environment. A name is decoded as Terraform does (`__` to `-`, then `_` to `.`; a
 * literal `.` or `-`, which `env` and container runtimes can set, stays) and compared as a host, without a port.
 */
export function tokenFromEnvironment(
  hostname: string,
  env: Record<string, string | undefined>,
): { variable: string; token: string } | undefined {
  const wantedName = tokenVariableName(hostname).toLowerCase();
  const wantedHost = comparableHost(hostname.replace(/^\[|\]$/g, ''));
  for (const [variable, token] of Object.entries(env)) {
    if (!/^TF_TOKEN_/i.test(variable) || token === undefined || token.trim() === '') continue;
    const decoded = variable.slice('TF_TOKEN_'.length).replace(/__/g, '-').replace(/_/g, '.');
    const host = comparableHost(decoded);
    if (variable.toLowerCase() === wantedName || (host !== undefined && host === wantedHost)) {
      return { variable, token: token.trim() };
    }
  }
  return undefined;
}

// Registry address parts, as Terraform's registry address rules define them (a namespace as a module name).
const NAME_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z_-]{0,62}[0-9A-Za-z])?$/;
const PROVIDER_PATTERN = /^[0-9a-z]{1,64}$/;

export type AddressPart = 'organization' | 'namespace' | 'module' | 'provider';

/** Checks one path segment, never escaped into shape: a `/`, `..` or `%2F` in a name would address something else. */
export function validatePart(part: AddressPart, value: string): string {
  const v = value.trim();
  if (v === '') throw new AddressError('is empty');
  const [pattern, expected] =
    part === 'provider'
      ? [PROVIDER_PATTERN, 'lower-case letters and digits, at most 64 (e.g. aws)']
      : [NAME_PATTERN, 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64'];
  if (!pattern.test(v)) throw new AddressError(`must be ${expected}`);
  return v;
}

/** The HOST of `HOST/NAMESPACE/NAME/PROVIDER` (an address or a pattern), lower case. */
export function parseSourceHost(host: string): string {
  const bare = host.replace(/:\d{1,5}$/, '');
  if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host) || !isHostName(bare)) {
    throw new AddressError('has an invalid host part; expected a host name such as app.terraform.io');
  }
  return host.toLowerCase();
}

/** Parses `[HOST/]NAMESPACE/NAME/PROVIDER` as written in a module block's `source`. */
export function parseModuleSource(raw: string): { host?: string; module: ModuleAddress } {
  const parts = raw.trim().split('/');
  if (parts.length !== 3 && parts.length !== 4) {
    throw new AddressError('must be a registry address [HOST/]NAMESPACE/NAME/PROVIDER');
  }
  const host = parts.length === 4 ? parseSourceHost(parts[0] as string) : undefined;
  const [namespace, name, provider] = parts.slice(-3) as [string, string, string];
  return {
    ...(host !== undefined && { host }),
    module: {
      namespace: validatePart('namespace', namespace),
      name: validatePart('module', name),
      provider: validatePart('provider', provider),
    },
  };
}

/** `namespace/name/provider`: a module as the registry's module list spells it. */
export const moduleName = (m: ModuleAddress): string => `${m.namespace}/${m.name}/${m.provider}`;

export function formatModuleAddress(host: string, module: ModuleAddress): string {
  return `${host}/${moduleName(module)}`;
}
