export const id = 157;
export const ids = [157];
export const modules = {

/***/ 6355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ comparableHost),
/* harmony export */   AO: () => (/* binding */ moduleName),
/* harmony export */   Hi: () => (/* binding */ AddressError),
/* harmony export */   PM: () => (/* binding */ redactUserinfo),
/* harmony export */   RE: () => (/* binding */ tokenVariableName),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   Yv: () => (/* binding */ loadIdnaFor),
/* harmony export */   ZM: () => (/* binding */ parseServiceAddress),
/* harmony export */   dY: () => (/* binding */ loadIdna),
/* harmony export */   h7: () => (/* binding */ parseSourceHost),
/* harmony export */   hJ: () => (/* binding */ svchostForComparison),
/* harmony export */   hz: () => (/* binding */ GENERIC_REGISTRY_HOST),
/* harmony export */   iW: () => (/* binding */ sameServiceHost),
/* harmony export */   ns: () => (/* binding */ tokenFromEnvironment),
/* harmony export */   qN: () => (/* binding */ DEFAULT_HOSTNAME),
/* harmony export */   si: () => (/* binding */ validatePart),
/* harmony export */   uy: () => (/* binding */ isHostName),
/* harmony export */   vL: () => (/* binding */ parseModuleSource),
/* harmony export */   wc: () => (/* binding */ formatModuleAddress)
/* harmony export */ });
/* unused harmony exports IDNA_LOOKUP, plainAsciiHost */
const DEFAULT_HOSTNAME = 'app.terraform.io';
/** Thrown for a value that cannot be an address; `main` names the input it came from. */
class AddressError extends Error {
    name = 'AddressError';
}
/** The text with a URL's user-info replaced by `***@`, so an error quoting it does not print a pasted credential. */
function redactUserinfo(text) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
    const rest = text.slice(scheme.length);
    const at = rest.lastIndexOf('@');
    if (at === -1)
        return text;
    // Passwords may hold `/`, `?`, `#`, spaces or `@`, so user-info runs to the last `@`, unless a path came first
    // (`host/a@b`): a `/` before any `:` means the `@` is in the path.
    const slash = rest.search(/[/?#]/);
    const colon = rest.indexOf(':');
    if (slash !== -1 && slash < at && (colon === -1 || colon > slash))
        return text;
    return `${scheme}***@${rest.slice(at + 1)}`;
}
/** True for hosts that never leave the machine, where plain `http://` cannot be sniffed. */
function isLoopback(hostname) {
    const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1')
        return true;
    const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
    return v4 !== null && v4.slice(1).every((octet) => Number(octet) <= 255);
}
// One DNS label; `_` is tolerated, as some internal DNS names carry it.
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;
/**
 * A host name as `new URL` leaves it: IPv4, bracketed IPv6, or dot-separated labels. `new URL` also takes `..`, `.`,
 * `-` and `a..b`, which are no host: sending to them would ask the resolver about a path segment.
 */
function isHostName(hostname) {
    if (/^\[[0-9a-f:.]+\]$/i.test(hostname))
        return true;
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname))
        return true;
    return hostname.length <= 253 && hostname.split('.').every((label) => HOST_LABEL.test(label));
}
/**
 * A bare host (`tfe.example.com:8443`) or a URL with scheme and port. Refuses paths, credentials, queries and fragments
 * (almost always a copy-pasted page address), and plain `http://` but to loopback, so a token never crosses a network
 * in clear text.
 */
function parseServiceAddress(raw) {
    const value = raw.trim();
    if (value === '')
        throw new AddressError('is empty');
    if (/[\s\u0000-\u001f\u007f]/.test(value)) {
        throw new AddressError('must not contain whitespace or control characters');
    }
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
    let url;
    try {
        url = new URL(hasScheme ? value : `https://${value}`);
    }
    catch {
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
        throw new AddressError('is not a host name: expected dot-separated parts of letters, digits and hyphens, such as tfe.example.com');
    }
    if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
        throw new AddressError(`uses plain http:// for ${url.hostname}; only loopback hosts (localhost, 127.0.0.0/8, ::1) may use http. Use https://`);
    }
    return { baseUrl: url.origin, host: url.host, hostname: url.hostname };
}
/** The variable Terraform reads a host's token from: `.` becomes `_`, `-` becomes `__`, and the port is dropped. */
function tokenVariableName(hostname) {
    const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return `TF_TOKEN_${bare.replace(/-/g, '__').replace(/\./g, '_').replace(/:/g, '_')}`;
}
/**
 * UTS #46 as golang.org/x/net/idna's `Lookup` profile applies it, which svchost uses: mapping (full-width letters,
 * case), STD3 rules, hyphen, joiner and bidi checks, non-transitional.
 */
const IDNA_LOOKUP = {
    useSTD3ASCIIRules: true,
    checkHyphens: true,
    checkJoiners: true,
    checkBidi: true,
    transitionalProcessing: false,
    verifyDNSLength: false,
};
/**
 * A host and optional port as hashicorp/terraform-svchost's `ForComparison` reads it: the port after the first `:` a
 * decimal number up to 65535 (`:443` dropped, `0443` read as 443), no label in Punycode (`xn--`: Terraform wants hosts
 * written as they read), no empty label but a trailing root dot, and the name through UTS #46 to its ASCII form, so
 * `ＡＰＰ．ｔｅｒｒａｆｏｒｍ．ｉｏ` is `app.terraform.io`. Null where svchost refuses the host. `punycode` accepts `xn--` labels, for
 * hosts already in ASCII form (a URL's host, a variable's name), not written by hand.
 */
function svchostForComparison(given, options = {}) {
    // A repository calls the same few hosts tens of thousands of times; IDNA mapping is the costly part of reading each
    // call's source, so each spelling is mapped once.
    const key = `${options.punycode === true ? 'p' : 'u'}:${given}`;
    const known = hostsSeen.get(key);
    if (known !== undefined)
        return known;
    const host = hostForComparison(given, options);
    if (hostsSeen.size < HOSTS_REMEMBERED)
        hostsSeen.set(key, host);
    return host;
}
/** Enough for any repository's hosts; a bound, so a hostile one cannot grow the map without end. */
const HOSTS_REMEMBERED = 10_000;
const hostsSeen = new Map();
function hostForComparison(given, options) {
    const colon = given.indexOf(':');
    const name = colon === -1 ? given : given.slice(0, colon);
    let port = '';
    if (colon !== -1) {
        const digits = given.slice(colon + 1);
        // strconv.Atoi, as svchost parses the port: an optional `+`, then ASCII digits.
        if (!/^\+?[0-9]+$/.test(digits) || Number(digits) > 65535)
            return null;
        port = Number(digits) === 443 ? '' : `:${Number(digits)}`;
    }
    if (name === '')
        return null;
    const labels = name.split('.');
    if (labels.length > 1 && labels.at(-1) === '')
        labels.pop();
    if (labels.some((label) => label === '' || (options.punycode !== true && label.startsWith('xn--'))))
        return null;
    const plain = plainAsciiHost(name);
    const ascii = plain !== undefined ? plain : idna(name).toASCII(name, IDNA_LOOKUP);
    return ascii === null || ascii === '' ? null : `${ascii}${port}`;
}
/**
 * UTS #46 (the IDNA_LOOKUP profile) of a plain ASCII name with no Punycode label, without the table: only A-Z map, and
 * each label must be letters, digits and hyphens (STD3), neither starting nor ending with a hyphen nor holding `--`
 * third and fourth (CheckHyphens). Undefined for any other name: only those load the table (tr46, 200 KB parsed).
 */
function plainAsciiHost(name) {
    if (!/^[\x00-\x7f]*$/.test(name))
        return undefined;
    const lower = name.toLowerCase();
    const labels = lower.split('.');
    if (labels.some((label) => label.startsWith('xn--')))
        return undefined;
    const valid = labels.every((label) => label === '' ||
        (/^[a-z0-9-]+$/.test(label) && !label.startsWith('-') && !label.endsWith('-') && label.slice(2, 4) !== '--'));
    return valid ? lower : null;
}
let tr46;
function idna(name) {
    // Loaded before any host is read (`loadIdnaFor`): a host met without it is a bug of the caller's.
    if (tr46 === undefined)
        throw new Error(`the UTS #46 table is needed for ${JSON.stringify(name)} and was not loaded`);
    return tr46;
}
/** Loads the UTS #46 table that hosts beyond plain ASCII need (`plainAsciiHost`). */
async function loadIdna() {
    tr46 ??= await __webpack_require__.e(/* import() */ 552).then(__webpack_require__.t.bind(__webpack_require__, 1552, 23));
}
/** True when a text may hold a host that needs the UTS #46 table: any non-ASCII, or Punycode. */
function mayNeedIdna(text) {
    return /[^\x00-\x7f]|xn--/i.test(text);
}
/** Loads the UTS #46 table when any of the texts may need it: the one async step before hosts are read. */
async function loadIdnaFor(texts) {
    if (tr46 !== undefined)
        return;
    for (const text of texts)
        if (mayNeedIdna(text))
            return loadIdna();
}
/**
 * The generic host HCP Terraform and Terraform Enterprise accept for their own private registry: it always means the
 * instance the configuration runs on.
 */
const GENERIC_REGISTRY_HOST = 'localterraform.com';
/** Two hosts (from `svchostForComparison`) equal but perhaps for a trailing root dot (`localhost.:8080`), as in DNS. */
function sameServiceHost(a, b) {
    const withoutRootDot = (host) => host.replace(/\.(?=(?::\d+)?$)/, '');
    return withoutRootDot(a) === withoutRootDot(b);
}
/**
 * A host as Terraform compares hosts (svchost's `ForComparison`): lower case, Punycode, port 443 dropped, any other
 * kept; undefined for what is no host (a path, user-info, spaces). Matches a credential's host with the service's.
 */
function comparableHost(raw) {
    const value = raw.trim();
    if (value === '' || /[\s/\\@?#]/.test(value))
        return undefined;
    if (!value.startsWith('['))
        return svchostForComparison(value, { punycode: true }) ?? undefined;
    try {
        // An IPv6 literal, which svchost does not take: as the WHATWG URL parser writes it.
        const host = new URL(`https://${value}`).host;
        return isHostName(host.replace(/:\d+$/, '')) ? host : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Finds `TF_TOKEN_<host>` in an environment. A name is decoded as Terraform does (`__` to `-`, then `_` to `.`; a
 * literal `.` or `-`, which `env` and container runtimes can set, stays) and compared as a host, without a port.
 */
function tokenFromEnvironment(hostname, env) {
    const wantedName = tokenVariableName(hostname).toLowerCase();
    const wantedHost = comparableHost(hostname.replace(/^\[|\]$/g, ''));
    for (const [variable, token] of Object.entries(env)) {
        if (!/^TF_TOKEN_/i.test(variable) || token === undefined || token.trim() === '')
            continue;
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
/** Checks one path segment, never escaped into shape: a `/`, `..` or `%2F` in a name would address something else. */
function validatePart(part, value) {
    const v = value.trim();
    if (v === '')
        throw new AddressError('is empty');
    const [pattern, expected] = part === 'provider'
        ? [PROVIDER_PATTERN, 'lower-case letters and digits, at most 64 (e.g. aws)']
        : [NAME_PATTERN, 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64'];
    if (!pattern.test(v))
        throw new AddressError(`must be ${expected}`);
    return v;
}
/** The HOST of `HOST/NAMESPACE/NAME/PROVIDER` (an address or a pattern), lower case. */
function parseSourceHost(host) {
    const bare = host.replace(/:\d{1,5}$/, '');
    if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host) || !isHostName(bare)) {
        throw new AddressError('has an invalid host part; expected a host name such as app.terraform.io');
    }
    return host.toLowerCase();
}
/** Parses `[HOST/]NAMESPACE/NAME/PROVIDER` as written in a module block's `source`. */
function parseModuleSource(raw) {
    const parts = raw.trim().split('/');
    if (parts.length !== 3 && parts.length !== 4) {
        throw new AddressError('must be a registry address [HOST/]NAMESPACE/NAME/PROVIDER');
    }
    const host = parts.length === 4 ? parseSourceHost(parts[0]) : undefined;
    const [namespace, name, provider] = parts.slice(-3);
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
const moduleName = (m) => `${m.namespace}/${m.name}/${m.provider}`;
function formatModuleAddress(host, module) {
    return `${host}/${moduleName(module)}`;
}


/***/ }),

/***/ 7199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ parseConnection),
/* harmony export */   S: () => (/* binding */ tokenCandidates)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6226);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3395);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/**
 * Where the service is (host) and who the run is (token, from an input, a variable or a credentials file), chosen
 * under the rules below; and every token the run could use, for the runner to mask first.
 */




/** What the token must do, for the error's advice. */
function requiredAccess(command) {
    if (command.name === 'policy')
        return command.settings.dryRun ? 'read' : 'manage';
    return ['check', 'usage', 'gate', 'report', 'campaign'].includes(command.name) ? 'read' : 'manage';
}
/**
 * Where: the `hostname` input, then TF_HOSTNAME, then the host in `source`, then app.terraform.io: the host the
 * workflow names. A policy file may name the host instead of TF_HOSTNAME (`preferred`), but a token given without a
 * host goes only to the host the workflow names, so that a pull request editing the file cannot send it elsewhere.
 * Who: the `token` input; then the tokens that name their host (TF_TOKEN_<host>, the CLI configuration's
 * `credentials "HOST"` block, a TERRAFORM_CLOUD_TOKENS entry); then TF_API_TOKEN. For a host other than the
 * workflow's, only the ones that name that host.
 */
function parseConnection(command, env, problems, words, fallback, 
/** A host named by a file the run reads (the policy file): above TF_HOSTNAME, bound as above. */
preferred) {
    const { settings } = command;
    const hostnameInput = settings.hostname;
    const fromEnv = env.TF_HOSTNAME?.trim();
    const [namedRaw, namedFrom] = hostnameInput
        ? [hostnameInput, (0,_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .initial */ .Vh)(words.input('hostname'))]
        : fromEnv
            ? [fromEnv, 'Variable TF_HOSTNAME']
            : fallback
                ? [fallback.host, fallback.from]
                : [_address_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_HOSTNAME */ .qN, 'The default host'];
    const parseHost = (raw, from) => {
        try {
            return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseServiceAddress */ .ZM)(raw);
        }
        catch (error) {
            problems.push(`${from} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUserinfo */ .PM)(raw))}.`);
            return undefined;
        }
    };
    const named = preferred && !hostnameInput ? quietly(namedRaw) : parseHost(namedRaw, namedFrom);
    let fromFile = preferred !== undefined ? parseHost(preferred.host, preferred.from) : undefined;
    // The same host with another scheme: a file that writes none takes the workflow's; another scheme is refused.
    if (fromFile !== undefined &&
        named !== undefined &&
        fromFile.host === named.host &&
        fromFile.baseUrl !== named.baseUrl) {
        if (SCHEME.test(preferred?.host.trim() ?? '')) {
            problems.push(`${preferred?.from} names ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(fromFile.baseUrl)} and ${lowerFirst(namedFrom)} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(named.baseUrl)}: the same host (${named.host}) with another scheme: ${schemeOf(fromFile)} in the file, ${schemeOf(named)} in ${words.setup}. Write the same scheme in both, or leave it out of the file, which then takes ${words.setup}'s.`);
        }
        fromFile = named;
    }
    let service = fromFile ?? named ?? DEFAULT_SERVICE;
    // Only a policy file can name a host the workflow did not, and never against the `hostname` input.
    let elsewhere = fromFile !== undefined && named?.baseUrl !== fromFile.baseUrl;
    if (elsewhere && hostnameInput) {
        elsewhere = false;
        if (named !== undefined && fromFile !== undefined) {
            problems.push(`${preferred?.from} (${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(fromFile.baseUrl)}) and ${words.input('hostname')} (${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(named.baseUrl)}) name different hosts: make them agree, or remove one.`);
            service = named;
        }
    }
    const stored = (0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .storedCredentials */ ._2)(env);
    // A credentials file that is a device or a FIFO is a broken or hostile setup, token or not.
    problems.push(...stored.refused);
    const fromVariable = (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenFromEnvironment */ .ns)(service.hostname, env);
    const fromCliConfig = (0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialFor */ .FX)(stored.cliConfig, service);
    const fromCloudTokens = (0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialFor */ .FX)(stored.cloudTokens, service);
    const hostScoped = [
        fromVariable && { token: fromVariable.token, source: `variable ${fromVariable.variable}` },
        fromCliConfig && { token: fromCliConfig.token, source: fromCliConfig.from },
        fromCloudTokens && { token: fromCloudTokens.token, source: fromCloudTokens.from },
    ];
    const generic = [
        { token: settings.token, source: words.input('token') },
        { token: env.TF_API_TOKEN?.trim() ?? '', source: 'variable TF_API_TOKEN' },
    ];
    const candidates = elsewhere ? hostScoped : [generic[0], ...hostScoped, generic[1]];
    const picked = candidates.find((c) => c !== undefined && c.token !== '');
    const token = picked?.token ?? '';
    const tokenSource = picked?.source ?? words.input('token');
    // Said by both refusals below: the file names one host, the workflow (or command line) another.
    const workflowHost = named !== undefined ? (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(named.baseUrl) : (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUserinfo */ .PM)(namedRaw));
    const fileNamesOther = `${preferred?.from} names ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(service.baseUrl)}, not the host ${words.setup} names (${workflowHost}`;
    const nameTheHost = `name ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(service.host)} in ${words.setup} (TF_HOSTNAME or ${words.input('hostname')})`;
    // `usageToken` is a token given without a host too: it follows the same rule as `token`.
    if (elsewhere && settings.usageToken !== '') {
        problems.push(`${fileNamesOther}), and ${words.input('usageToken')}, a token given without a host, goes only to the host ${words.setup} names. Remove ${words.name('usageToken')} (usage is then read with the token for ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(service.host)}), or ${nameTheHost}.`);
    }
    const whereTokensGo = `the variable ${(0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenVariableName */ .RE)(service.hostname)}, a \`credentials ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(service.host)}\` block in the Terraform CLI configuration, or a TERRAFORM_CLOUD_TOKENS entry for it`;
    if (token === '' && elsewhere) {
        const generics = generic.filter((g) => g.token !== '').map((g) => g.source);
        problems.push(`${fileNamesOther}, from ${lowerFirst(namedFrom)}). A token given without a host (${generics.length > 0 ? generics.join(' and ') : `${words.takes('token') ? `${words.input('token')}, ` : ''}TF_API_TOKEN`}) goes only to the host ${words.setup} names, so that a change to the file cannot send it elsewhere. To use ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(service.host)}, ${nameTheHost}, or give it a token of its own: ${whereTokensGo}.`);
    }
    else if (token === '') {
        const access = requiredAccess(command) === 'read'
            ? 'an API token of a member of the organization (reading versions needs no other permission)'
            : 'an API token with the "manage private registry" permission (a user token of a member who has it, or an owners team token)';
        const why = (0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .runWithoutSecrets */ .PS)(env);
        problems.push([
            words.takes('token')
                ? `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .initial */ .Vh)(words.input('token'))} is required: set it, or ${whereTokensGo}, or TF_API_TOKEN, to ${access}.`
                : `A token is required: set ${whereTokensGo}, or TF_API_TOKEN, to ${access}.`,
            ...stored.notes,
            ...(why !== undefined ? [why] : []),
        ].join(' '));
    }
    else if (/[^\x21-\x7e]/.test(token)) {
        // Never echo the value: it is a secret even when malformed. An HTTP header carries ASCII only.
        problems.push(`${words.takes('token') ? (0,_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .initial */ .Vh)(words.input('token')) : 'The token'} (from ${tokenSource}) must not contain whitespace or control characters, and must be ASCII.`);
    }
    return { service, token, tokenSource };
}
/** A host written with its scheme (`https://tfe.example.com`), not bare. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const schemeOf = (service) => `${service.baseUrl.slice(0, service.baseUrl.indexOf('//'))}//`;
const lowerFirst = (from) => from.replace(/^(The|Input|Variable)\b/, (w) => w.toLowerCase());
const DEFAULT_SERVICE = {
    baseUrl: `https://${_address_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_HOSTNAME */ .qN}`,
    host: _address_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_HOSTNAME */ .qN,
    hostname: _address_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_HOSTNAME */ .qN,
};
/** Parsed without reporting a problem: it may not be the host used. */
function quietly(raw) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseServiceAddress */ .ZM)(raw);
    }
    catch {
        return undefined;
    }
}
/**
 * Every token the run could use, for the runner to mask before anything can print one: the input, every TF_API_TOKEN
 * and TF_TOKEN_* variable, and every stored credential, whichever host it is for.
 */
function tokenCandidates(given, env) {
    const fromEnv = Object.entries(env)
        .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
        .map(([, value]) => value ?? '');
    const text = (value) => (typeof value === 'string' ? value : '');
    const found = [
        text(given.value('token')),
        text(given.value('usageToken')),
        text(given.value('githubToken')),
        ...fromEnv,
        ...(0,_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .storedCredentials */ ._2)(env).secrets,
    ].map((t) => t.trim());
    return [...new Set(found.filter((t) => t !== ''))];
}


/***/ }),

/***/ 6226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FX: () => (/* binding */ credentialFor),
  hI: () => (/* binding */ hostTexts),
  PS: () => (/* binding */ runWithoutSecrets),
  _2: () => (/* binding */ storedCredentials)
});

// UNUSED EXPORTS: cliConfigFiles, loadStoredCredentials, parseCloudTokens, whyNoSecrets

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/credentials/hcl1.ts
/**
 * HCL 1's native syntax, as far as the Terraform CLI configuration needs it: tokens, and the file's items as a tree.
 * Not the gate's HCL parser (src/gate/read/hcl-parser.ts): that one is HCL 2, loads WebAssembly asynchronously and only
 * for the gate, while this runs in every mode, synchronously, first, to mask what it finds. The npm packages for HCL 1
 * are unmaintained GopherJS builds of several megabytes. Only `credentials` matters; the rest is read to be skipped.
 */

/** Nesting deeper than any real CLI configuration; bounds the reader's recursion. */
const MAX_DEPTH = 64;
class CliConfigSyntaxError extends Error {
    name = 'CliConfigSyntaxError';
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
/** Splits HCL 1 text into tokens: comments dropped, strings and heredocs decoded. */
class Hcl1Lexer {
    text;
    i = 0;
    line = 1;
    constructor(text) {
        this.text = text;
    }
    fail(message) {
        throw new CliConfigSyntaxError(message, this.line);
    }
    tokens() {
        const { text } = this;
        const tokens = [];
        while (this.i < text.length) {
            const c = text[this.i];
            if (/\s/.test(c)) {
                if (c === '\n')
                    this.line++;
                this.i++;
            }
            else if (c === '#' || text.startsWith('//', this.i)) {
                while (this.i < text.length && text[this.i] !== '\n')
                    this.i++;
            }
            else if (text.startsWith('/*', this.i)) {
                const close = text.indexOf('*/', this.i + 2);
                if (close === -1)
                    this.fail('a /* comment is not closed');
                this.line += (text.slice(this.i, close).match(/\n/g) ?? []).length;
                this.i = close + 2;
            }
            else if ('{}[]=,'.includes(c)) {
                tokens.push({ kind: 'punct', text: c, line: this.line });
                this.i++;
            }
            else if (c === '"') {
                tokens.push(this.quoted());
            }
            else if (text.startsWith('<<', this.i)) {
                tokens.push(this.heredoc());
            }
            else if (/[\w.+\-:]/.test(c)) {
                const word = /^[\w.+\-:]+/.exec(text.slice(this.i, this.i + 4096))?.[0];
                tokens.push({ kind: 'word', text: word, line: this.line });
                this.i += word.length;
            }
            else {
                this.fail(`unexpected character ${(0,src_text/* show */.WU)(c)}`);
            }
        }
        tokens.push({ kind: 'end', line: this.line });
        return tokens;
    }
    /** A quoted string from its opening quote, escapes decoded. */
    quoted() {
        const { text } = this;
        const start = this.line;
        let value = '';
        // Inside `${ ... }` HCL 1 lets quotes nest; the text is kept as written.
        let braces = 0;
        for (this.i++;; this.i++) {
            const ch = text[this.i];
            if (ch === undefined || (ch === '\n' && braces === 0))
                this.fail('a quoted string is not closed');
            if (ch === '"' && braces === 0)
                break;
            if (ch === '\n')
                this.line++;
            if (braces === 0 && ch === '$' && text[this.i + 1] === '{') {
                braces++;
                value += '${';
                this.i++;
                continue;
            }
            if (braces > 0 && ch === '{')
                braces++;
            if (braces > 0 && ch === '}')
                braces--;
            value += ch === '\\' ? this.escape() : ch;
        }
        this.i++;
        return { kind: 'string', text: value, line: start };
    }
    /** The escape at a backslash, decoded; leaves the place at its last character. */
    escape() {
        const { text, i } = this;
        const escaped = text[i + 1];
        const simple = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
        if (escaped !== undefined && simple[escaped] !== undefined) {
            this.i++;
            return simple[escaped];
        }
        if (escaped === 'u' || escaped === 'U') {
            const width = escaped === 'u' ? 4 : 8;
            const hex = text.slice(i + 2, i + 2 + width);
            if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex))
                this.fail('a \\u escape needs hexadecimal digits');
            this.i += 1 + width;
            return String.fromCodePoint(Number.parseInt(hex, 16));
        }
        return '\\';
    }
    /** A heredoc from its `<<`, up to the line holding only its marker. */
    heredoc() {
        const { text } = this;
        const header = /^<<-?([A-Za-z_][\w-]*)\r?\n/.exec(text.slice(this.i));
        if (header === null)
            this.fail('a heredoc needs a marker and a line break after `<<`');
        const marker = header[1];
        const start = this.line;
        this.i += header[0].length;
        this.line++;
        const lines = [];
        for (;;) {
            if (this.i >= text.length)
                this.fail(`the heredoc ${marker} is not closed`);
            const newline = text.indexOf('\n', this.i);
            const current = text.slice(this.i, newline === -1 ? text.length : newline).replace(/\r$/, '');
            this.i = newline === -1 ? text.length : newline + 1;
            this.line++;
            if (current.trim() === marker)
                break;
            lines.push(current);
        }
        return { kind: 'string', text: lines.join('\n'), line: start };
    }
}
/** The items of a whole HCL 1 file: every `KEY... = VALUE` and `KEY... { ... }` at the top. */
function hcl1Items(text) {
    const tokens = new Hcl1Lexer(text).tokens();
    let at = 0;
    const peek = () => tokens[at];
    const next = () => tokens[at++];
    const fail = (message) => {
        throw new CliConfigSyntaxError(message, peek().line);
    };
    const isPunct = (t, p) => t.kind === 'punct' && t.text === p;
    // Items until `}` (or the end of the file at the top): `KEY... = VALUE` or `KEY... { ... }`.
    const objectItems = (depth, closer) => {
        if (depth > MAX_DEPTH)
            fail(`nested more than ${MAX_DEPTH} levels deep`);
        const items = [];
        for (;;) {
            const t = peek();
            if (closer === '}' ? isPunct(t, '}') : t.kind === 'end') {
                next();
                return items;
            }
            if (t.kind === 'end')
                fail('a { is not closed');
            const keys = [];
            while (peek().kind === 'word' || peek().kind === 'string')
                keys.push(next().text);
            if (keys.length === 0)
                fail(`expected a name, found ${describe(peek())}`);
            if (isPunct(peek(), '='))
                next();
            // The file holds tokens, quoted or not: a message names no word of it, only where it went wrong.
            else if (!isPunct(peek(), '{'))
                fail(`expected = or { after a name, found ${describe(peek())}`);
            items.push({ keys, value: value(depth + 1) });
            if (isPunct(peek(), ','))
                next();
        }
    };
    const value = (depth) => {
        if (depth > MAX_DEPTH)
            fail(`nested more than ${MAX_DEPTH} levels deep`);
        const t = next();
        if (t.kind === 'string')
            return { kind: 'string', text: t.text };
        if (t.kind === 'word')
            return { kind: 'other' };
        if (isPunct(t, '{'))
            return { kind: 'object', items: objectItems(depth, '}') };
        if (isPunct(t, '[')) {
            const items = [];
            while (!isPunct(peek(), ']')) {
                if (peek().kind === 'end')
                    fail('a [ is not closed');
                items.push(value(depth + 1));
                if (isPunct(peek(), ','))
                    next();
                else if (!isPunct(peek(), ']'))
                    fail(`expected , or ] in a list, found ${describe(peek())}`);
            }
            next();
            return { kind: 'list', items };
        }
        at--;
        return fail(`expected a value, found ${describe(t)}`);
    };
    return objectItems(0, 'end');
}
const describe = (t) => t.kind === 'punct' ? (0,src_text/* show */.WU)(t.text) : { end: 'the end of the file', string: 'a string', word: 'a name' }[t.kind];

;// CONCATENATED MODULE: ./src/credentials/cli-config.ts
/**
 * The credentials blocks of the Terraform CLI configuration. Terraform reads the file with HCL 1 (hashicorp/terraform
 * internal/command/cliconfig, `loadConfigFile`), which takes a file whose first non-space character is `{` as JSON, so
 * both forms are read here (HCL 1 in hcl1.ts):
 *
 *   credentials "app.terraform.io" { token = "..." }
 *   {"credentials": {"app.terraform.io": {"token": "..."}}}
 */



/**
 * The credentials blocks of one CLI configuration file. A file that cannot be read is skipped with a note, and every
 * value given to a `token` in it is masked (see `tokenValuesIn`): the host names and paths around them are not secrets.
 */
function parseCliConfig(text, file) {
    const found = { credentials: [], secrets: [], notes: [] };
    let blocks;
    try {
        blocks = /^\s*\{/.test(text) ? credentialsFromJson(text) : credentialsBlocks(hcl1Items(text));
    }
    catch (error) {
        const where = error instanceof CliConfigSyntaxError ? ` (line ${error.line})` : '';
        found.notes.push(`The Terraform CLI configuration ${(0,src_text/* showFile */.II)(file)} could not be read${where}: ${error.message}; its credentials are not used.`);
        found.secrets.push(...tokenValuesIn(text));
        return found;
    }
    for (const { host: rawHost, body } of blocks) {
        collectStrings(body, found.secrets);
        const host = (0,address/* comparableHost */.$o)(rawHost);
        const token = body.kind === 'object' ? lastString(body, 'token') : undefined;
        const block = `${(0,src_text/* show */.WU)(rawHost)} in ${(0,src_text/* showFile */.II)(file)}`;
        if (host === undefined) {
            found.notes.push(`The credentials block ${block} does not name a host, and is ignored.`);
        }
        else if (token === undefined || token.trim() === '') {
            found.notes.push(`The credentials block ${block} has no \`token\`, and is ignored.`);
        }
        else {
            found.credentials.push({ host, token: token.trim(), from: `credentials ${block}` });
        }
    }
    return found;
}
/**
 * What follows every `token` key in a file that does not parse, found by a tolerant scan rather than the parser that
 * just failed: `token = "…"`, `token: …`, `"token": "…"`, a string left open at the end of its line, an unquoted value,
 * or a heredoc (its first line). Each is masked as written and, for a quoted one with escapes, as HCL or JSON reads it.
 */
function tokenValuesIn(text) {
    const values = [];
    // Sticky, and no longer than a token can be, so a file of a million `token=` stays linear.
    const heredoc = /<<-?[A-Za-z_][\w-]*\r?\n([^\r\n]{0,1024})/y;
    const quoted = /"((?:[^"\\\r\n]|\\.){0,1024})/y;
    const bare = /[^\s,;{}[\]"#]{1,1024}/y;
    for (const match of text.matchAll(/(?:^|[^\w."-])"?token"?\s*[=:]\s*/gi)) {
        const at = (match.index ?? 0) + match[0].length;
        const [h, q, b] = [heredoc, quoted, bare].map((pattern) => {
            pattern.lastIndex = at;
            return pattern.exec(text);
        });
        if (h)
            values.push(h[1] ?? '');
        else if (q)
            values.push(q[1] ?? '', (q[1] ?? '').replace(/\\(["\\/])/g, '$1'));
        else if (b)
            values.push(b[0]);
    }
    return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}
function lastString(object, key) {
    const item = object.items.findLast((i) => i.keys.length === 1 && i.keys[0] === key && i.value.kind === 'string');
    return item?.value.kind === 'string' ? item.value.text : undefined;
}
function collectStrings(value, into) {
    if (value.kind === 'string') {
        if (value.text.trim() !== '')
            into.push(value.text.trim());
    }
    else if (value.kind === 'list') {
        for (const item of value.items)
            collectStrings(item, into);
    }
    else if (value.kind === 'object') {
        for (const item of value.items)
            collectStrings(item.value, into);
    }
}
/** The shapes HCL 1 decodes into Terraform's map: `credentials "HOST" { ... }`, `credentials { "HOST" { ... } }`. */
function credentialsBlocks(items) {
    const blocks = [];
    for (const { keys, value } of items) {
        if (keys[0] !== 'credentials')
            continue;
        if (keys.length === 2)
            blocks.push({ host: keys[1], body: value });
        else if (keys.length === 1 && value.kind === 'object') {
            for (const inner of value.items) {
                if (inner.keys.length === 1)
                    blocks.push({ host: inner.keys[0], body: inner.value });
            }
        }
        else {
            // An unknown shape under `credentials`: nothing to use, but everything in it is masked.
            blocks.push({ host: keys.slice(1).join(' '), body: value });
        }
    }
    return blocks;
}
// JSON: HCL 1's JSON form writes a repeated block as an array of objects.
function credentialsFromJson(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        // JSON.parse's message quotes the text around the mistake, which may be a token: not repeated.
        throw new CliConfigSyntaxError('not valid JSON', 1);
    }
    const toValue = (v, depth) => {
        if (depth > MAX_DEPTH)
            throw new CliConfigSyntaxError(`nested more than ${MAX_DEPTH} levels deep`, 1);
        if (typeof v === 'string')
            return { kind: 'string', text: v };
        if (Array.isArray(v)) {
            // An array of objects is one object per repeated block; merged, later keys last.
            if (v.length > 0 && v.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e))) {
                return { kind: 'object', items: v.flatMap((e) => objectItems(e, depth)) };
            }
            return { kind: 'list', items: v.map((e) => toValue(e, depth + 1)) };
        }
        if (typeof v === 'object' && v !== null)
            return { kind: 'object', items: objectItems(v, depth) };
        return { kind: 'other' };
    };
    const objectItems = (o, depth) => Object.entries(o).map(([key, v]) => ({ keys: [key], value: toValue(v, depth + 1) }));
    const root = toValue(parsed, 0);
    return root.kind === 'object' ? credentialsBlocks(root.items) : [];
}

// EXTERNAL MODULE: ./src/settings/table.ts + 1 modules
var table = __webpack_require__(1845);
;// CONCATENATED MODULE: ./src/credentials.ts
/**
 * Tokens users already keep for Terraform: the `credentials "HOST"` blocks of the Terraform CLI configuration (what
 * setup-terraform and `terraform login` write), and TERRAFORM_CLOUD_TOKENS' `host=token` lines (dflook's convention).
 * Each names its host and only ever goes to it.
 */








/**
 * `host=token` entries, one per line as dflook/terraform-github-actions reads them (the host is everything before the
 * first `=`). Commas separate entries too: neither a host name nor a token can hold one.
 */
function parseCloudTokens(value) {
    const found = { credentials: [], secrets: [], notes: [] };
    value
        .split(/[\r\n,]+/)
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .forEach((entry, index) => {
        const equals = entry.indexOf('=');
        const rawHost = equals === -1 ? '' : entry.slice(0, equals).trim();
        const token = equals === -1 ? '' : entry.slice(equals + 1).trim();
        // A malformed entry may still be a token pasted without its host: mask all of it.
        found.secrets.push(token !== '' ? token : entry);
        const host = (0,address/* comparableHost */.$o)(rawHost);
        if (host === undefined || token === '') {
            found.notes.push(`TERRAFORM_CLOUD_TOKENS entry ${index + 1} is not \`host=token\` with a host name before the \`=\`, and is ignored.`);
            return;
        }
        found.credentials.push({ host, token, from: 'variable TERRAFORM_CLOUD_TOKENS' });
    });
    return found;
}
/**
 * The CLI configuration files Terraform reads, in its order (internal/command/cliconfig, `LoadConfig`): the file named
 * by TF_CLI_CONFIG_FILE (or TERRAFORM_CONFIG), else `~/.terraformrc` and then every `*.tfrc` and `*.tfrc.json` in
 * `~/.terraform.d`, sorted by name (%APPDATA%'s `terraform.rc` and `terraform.d` on Windows); the later file wins for a
 * host. Only the variables are read, never the machine's own home: a run sees what its environment says.
 */
function cliConfigFiles(env, platform, list) {
    const override = env.TF_CLI_CONFIG_FILE?.trim() || env.TERRAFORM_CONFIG?.trim();
    if (override)
        return { override, files: [override] };
    const windows = platform === 'win32';
    const home = (windows ? env.APPDATA : env.HOME)?.trim();
    if (!home)
        return { files: [] };
    const join = windows ? (external_node_path_default()).win32.join : (external_node_path_default()).posix.join;
    const directory = join(home, windows ? 'terraform.d' : '.terraform.d');
    let names = [];
    try {
        names = list(directory);
    }
    catch {
        // No such directory: nothing more to read.
    }
    return {
        files: [
            join(home, windows ? 'terraform.rc' : '.terraformrc'),
            ...names
                .filter((name) => name.endsWith('.tfrc') || name.endsWith('.tfrc.json'))
                .sort()
                .map((name) => join(directory, name)),
        ],
    };
}
const realFileSystem = {
    list: (directory) => (0,external_node_fs_.readdirSync)(directory),
    read: (file) => (0,read_bounded/* readBoundedSync */.xY)(file, limits/* FILE_LIMITS */.S.cliConfiguration).toString('utf8'),
};
function readCliConfigs(env, fs, platform) {
    const read = [];
    const refused = [];
    const { override, files } = cliConfigFiles(env, platform, (d) => fs.list(d));
    for (const file of files) {
        try {
            read.push({ file, text: fs.read(file) });
        }
        catch (error) {
            const named = `The Terraform CLI configuration ${(0,src_text/* showFile */.II)(file)}${file === override ? ' (from TF_CLI_CONFIG_FILE)' : ''}`;
            if (error instanceof read_bounded/* FileRefusedError */.rr) {
                // Terraform could not read it either (it would wait on a FIFO, or read /dev/zero forever).
                const expected = error.reason === 'too-large'
                    ? `a CLI configuration is a few kilobytes, and at most ${(0,read_bounded/* formatBytes */.z3)(limits/* FILE_LIMITS */.S.cliConfiguration)} is read`
                    : 'Terraform reads its CLI configuration from a regular file';
                refused.push(`${named} cannot be read: ${error.message}; ${expected}. Replace it with a file, or remove it.`);
                continue;
            }
            const code = error.code;
            // The default file need not exist; a file the workflow named must.
            if (code === 'ENOENT' && file !== override)
                continue;
            read.push({
                note: `${named} could not be read: ${code === 'ENOENT' ? 'no such file' : error.message}.`,
            });
        }
    }
    return { files: read, refused };
}
function credentialsIn(read, env) {
    const cliConfig = [];
    const secrets = [];
    const notes = [];
    for (const entry of read.files) {
        if ('note' in entry) {
            notes.push(entry.note);
            continue;
        }
        const found = parseCliConfig(entry.text, entry.file);
        cliConfig.push(...found.credentials);
        secrets.push(...found.secrets);
        notes.push(...found.notes);
    }
    const cloud = parseCloudTokens(env.TERRAFORM_CLOUD_TOKENS ?? '');
    return {
        cliConfig,
        cloudTokens: cloud.credentials,
        secrets: [...secrets, ...cloud.secrets],
        notes: [...notes, ...cloud.notes],
        refused: read.refused,
    };
}
/** Every credential the environment and the CLI configuration hold; never throws. */
function loadStoredCredentials(env, fs = realFileSystem, platform = process.platform) {
    return credentialsIn(readCliConfigs(env, fs, platform), env);
}
// Read once per environment object: main masks what is found, and the modes, given the same object, use the same
// findings, so a file changed in between cannot bring in a token that was not masked.
const filesRead = new WeakMap();
function cliConfigTexts(env) {
    const read = filesRead.get(env) ?? readCliConfigs(env, realFileSystem, process.platform);
    filesRead.set(env, read);
    return read;
}
function storedCredentials(env) {
    return credentialsIn(cliConfigTexts(env), env);
}
/**
 * The texts the hosts that parsing compares are read from: every setting as given, TF_HOSTNAME, the TF_TOKEN_<host>
 * names, TERRAFORM_CLOUD_TOKENS and the CLI configuration files. Parsing is synchronous, so the UTS #46 table is
 * loaded before it when one of these needs it.
 */
function hostTexts(given, env) {
    return [
        ...table/* SETTING_KEYS */.GS.flatMap((key) => {
            const value = given.value(key);
            return typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
        }),
        env.TF_HOSTNAME ?? '',
        ...Object.keys(env).filter((name) => /^TF_TOKEN_/i.test(name)),
        env.TERRAFORM_CLOUD_TOKENS ?? '',
        ...cliConfigTexts(env).files.map((entry) => ('text' in entry ? entry.text : '')),
    ];
}
/**
 * A service's credential: its exact host (with a port other than 443) first, then its name without the port, as
 * TF_TOKEN_<host> is looked up; within a source the last one wins, as Terraform merges its files.
 */
function credentialFor(credentials, service) {
    for (const wanted of [(0,address/* comparableHost */.$o)(service.host), (0,address/* comparableHost */.$o)(service.hostname.replace(/^\[|\]$/g, ''))]) {
        if (wanted === undefined)
            continue;
        const match = credentials.findLast((c) => c.host === wanted);
        if (match !== undefined)
            return match;
    }
    return undefined;
}
/**
 * Why this run may have been given no secret at all: GitHub passes none (but GITHUB_TOKEN) to a pull request from a
 * fork, and only Dependabot's own to runs Dependabot starts.
 */
function whyNoSecrets(eventName, actor, payload) {
    if (actor === 'dependabot[bot]') {
        return 'This run was started by Dependabot, and GitHub gives such runs only Dependabot secrets: add the token as a Dependabot secret too.';
    }
    if (!['pull_request', 'pull_request_review', 'pull_request_review_comment'].includes(eventName))
        return undefined;
    const pr = payload
        ?.pull_request;
    if (pr === undefined)
        return undefined;
    const fullName = (repo) => typeof repo?.full_name === 'string'
        ? repo.full_name.toLowerCase()
        : undefined;
    const base = fullName(pr.base?.repo);
    const head = fullName(pr.head?.repo);
    // A deleted fork leaves `head.repo` null.
    if (base === undefined || head === base)
        return undefined;
    return 'This run is for a pull request from a fork, and GitHub gives such runs no secrets: skip the step for forks (for example `if: github.event.pull_request.head.repo.full_name == github.repository`), or check the pull request after it is merged.';
}
/** `whyNoSecrets` for this run, from GITHUB_EVENT_NAME, GITHUB_ACTOR and the event file. */
function runWithoutSecrets(env, read = (file) => (0,read_bounded/* readBoundedSync */.xY)(file, limits/* FILE_LIMITS */.S.eventPayload).toString('utf8')) {
    let payload;
    try {
        const file = env.GITHUB_EVENT_PATH?.trim();
        if (file)
            payload = JSON.parse(read(file));
    }
    catch {
        // An event file that cannot be read or parsed tells nothing.
    }
    return whyNoSecrets(env.GITHUB_EVENT_NAME?.trim() ?? '', env.GITHUB_ACTOR?.trim() ?? '', payload);
}


/***/ }),

/***/ 8196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZZ: () => (/* binding */ resolveWriteTarget),
/* harmony export */   kV: () => (/* binding */ WriteFileError),
/* harmony export */   kv: () => (/* binding */ writeFileSafely),
/* harmony export */   rX: () => (/* binding */ writeRoots)
/* harmony export */ });
/* unused harmony export commandLineRoots */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4344);
/**
 * Writing a file whose path a user named (`sarifFile`, `reportFile`, `summaryFile`, a configuration the gate fixes)
 * in a tree a pull request may have filled: a committed symbolic link at the file or in its folders would send the
 * write anywhere on the runner. So the target must lie inside an allowed root (the workspace, the runner's temporary
 * folder), and no part of its path below the root may be a link (lstat, never followed); the content goes to a new file
 * beside it (created exclusively, under a random name) that is renamed over the target, so a reader never sees half a
 * file and a hard link at the target keeps its other name's content.
 */






class WriteFileError extends Error {
    name = 'WriteFileError';
    kind;
    target;
    constructor(message, kind, target) {
        super(message);
        this.kind = kind;
        this.target = target;
    }
}
const writeError = (label, target, kind, what) => new WriteFileError(`${label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, kind, target);
/** The roots of a run: the workspace (GITHUB_WORKSPACE, else the working directory) and RUNNER_TEMP. */
function writeRoots(env, cwd) {
    const workspace = env.GITHUB_WORKSPACE?.trim();
    const temp = env.RUNNER_TEMP?.trim();
    return [
        workspace
            ? { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, workspace), name: 'the workspace (GITHUB_WORKSPACE)' }
            : { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd), name: 'the working directory' },
        ...(temp ? [{ path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, temp), name: "the runner's temporary folder (RUNNER_TEMP)" }] : []),
    ];
}
/** The command line's: a run's, then any folder (a summary file in /tmp): the person typing is no attacker. */
function commandLineRoots(env, cwd) {
    return [...writeRoots(env, cwd), { path: path.parse(path.resolve(cwd)).root, name: 'any folder', anywhere: true }];
}
/**
 * The absolute path `target` names, once known to be a place the action may write: inside a root, no link on its way
 * (a folder that does not exist yet is made), not a directory. Else a WriteFileError: checked before any request.
 */
function resolveWriteTarget(target, options) {
    const { absolute, root } = placeOf(target, options);
    checkChain(target, absolute, root, options.label);
    return absolute;
}
/** Writes `content` to `target` as above; returns the absolute path. A WriteFileError names label, target and why. */
async function writeFileSafely(target, content, options) {
    const { absolute, root } = placeOf(target, options);
    const fail = (kind, what) => writeError(options.label, target, kind, what);
    checkChain(target, absolute, root, options.label);
    const folder = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(absolute);
    try {
        await makeFolders(root, folder);
    }
    catch (error) {
        throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    // The folders made could have been swapped for links meanwhile: checked again before writing.
    checkChain(target, absolute, root, options.label);
    const existing = statOrUndefined(absolute);
    await checkUnchanged(existing, absolute, options.unchangedSince, fail);
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(absolute)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    let created = false;
    try {
        // Exclusive creation never follows a link at the name, and O_NOFOLLOW says so twice.
        const flags = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, flags, 0o666);
        created = true;
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        // A file replaced keeps its permissions (a script stays executable).
        if (existing !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(temporary, existing.mode & 0o7777);
        checkChain(target, absolute, root, options.label);
        await checkUnchanged(statOrUndefined(absolute), absolute, options.unchangedSince, fail);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, absolute);
        created = false;
    }
    catch (error) {
        if (error instanceof WriteFileError)
            throw error;
        throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    finally {
        if (created)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(temporary).catch(() => undefined);
    }
    return absolute;
}
/** The target as an absolute path, and the root it lies in; refused when in none. */
function placeOf(target, options) {
    const [first] = options.roots;
    if (first === undefined)
        throw new Error('writeFileSafely needs at least one root');
    const refuse = (what) => writeError(options.label, target, 'refused', what);
    if (target.trim() === '')
        throw refuse('is empty: name a file.');
    // A line break in a file name would split every log line and summary that shows it.
    if (_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTROL_IN_NAME */ .il.test(target))
        throw refuse('contains control characters: name a file without them.');
    // Lexically normal: `a/link/../b` is `a/b` here, and only `a/b` ever reaches the file system.
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(first.path, target);
    for (const root of options.roots.filter((r) => r.anywhere !== true)) {
        for (const base of new Set([node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root.path), realOrSame(root.path)])) {
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(base, absolute);
            if (relative === '')
                throw refuse(`is ${root.name} itself, a directory: name a file in it.`);
            if (!(0,_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .escapes */ .r6)(relative))
                return { absolute, root: base };
        }
    }
    if (options.roots.some((r) => r.anywhere === true)) {
        // The folders that exist are the person's, links and all; what is below them is checked.
        const existing = nearestExisting(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(absolute));
        const real = realOrSame(existing);
        return { absolute: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(real, node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(existing, absolute)), root: real };
    }
    const where = options.roots.map((r) => `${r.name}, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(r.path)}`).join(', or ');
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(target) ? '' : ` (it resolves to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(absolute)})`;
    throw refuse(`is outside ${where}${resolved}: files are written only inside ${options.roots.length === 1 ? 'it' : 'one of them'}.`);
}
/** Every existing part of the path below the root: a folder and no link; the file itself no link, no directory. */
function checkChain(target, absolute, root, label) {
    const parts = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const refuse = (kind, what) => writeError(label, target, kind, what);
    let current = root;
    for (const [index, part] of parts.entries()) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        let stats;
        try {
            stats = statOrUndefined(current);
        }
        catch (error) {
            throw refuse('unwritable', `cannot be written: ${reasonOf(error)}.`);
        }
        if (stats === undefined)
            return;
        const isFile = index === parts.length - 1;
        const shown = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, current).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/'));
        if (stats.isSymbolicLink()) {
            throw refuse('refused', isFile
                ? 'is a symbolic link: files are never written through a link. Remove the link, or name another file.'
                : `cannot be written: ${shown} on its path is a symbolic link, and files are never written through a link. Name a path without links.`);
        }
        if (isFile) {
            if (stats.isDirectory())
                throw refuse('refused', 'is a directory: name a file, such as one inside it.');
            if (!stats.isFile())
                throw refuse('refused', 'is not a regular file (a device, a pipe or a socket).');
        }
        else if (!stats.isDirectory()) {
            throw refuse('unwritable', `cannot be written: ${shown} on its path is a file, not a folder.`);
        }
    }
}
/** Makes the folders from the root down, never through a link: mkdir does not follow its last part. */
async function makeFolders(root, folder) {
    // A root named by the runner's environment (RUNNER_TEMP) may not exist yet: it is made whole.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(root, { recursive: true });
    const relative = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, folder);
    if (relative === '')
        return;
    let current = root;
    for (const part of relative.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep))) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
async function checkUnchanged(now, file, expected, fail) {
    if (expected === 'absent' && now !== undefined)
        throw fail('changed', 'exists now, so it was left as it is.');
    if (expected === undefined || expected === 'absent')
        return;
    const changed = fail('changed', 'changed after it was read, so it was left as it is.');
    if (now === undefined || now.size !== expected.size || now.mtimeMs !== expected.mtimeMs)
        throw changed;
    if (expected.content !== undefined) {
        const read = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file);
        const wanted = typeof expected.content === 'string' ? Buffer.from(expected.content) : expected.content;
        if (!read.equals(wanted))
            throw changed;
    }
}
function statOrUndefined(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch (error) {
        const code = error.code;
        // ENOTDIR: a part of the path is a file, so its children do not exist; the folder check says why.
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
/** The nearest folder that exists at or above `folder`, links followed (a file on the path is not one). */
function nearestExisting(folder) {
    const isFolder = (at) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(at).isDirectory();
        }
        catch {
            return false;
        }
    };
    let current = folder;
    while (!isFolder(current) && node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(current) !== current)
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(current);
    return current;
}
function realOrSame(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(folder);
    }
    catch {
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(folder);
    }
}
/** Why a write failed, in words, without the temporary file's name the error message carries. */
function reasonOf(error) {
    const code = error?.code;
    const reasons = {
        EACCES: 'permission denied (the folder is not writable)',
        EPERM: 'permission denied',
        EROFS: 'the file system is read-only',
        ENOSPC: 'no space left on the device',
        EDQUOT: 'the disk quota is used up',
        ENOTDIR: 'a part of its path is a file, not a folder',
        EISDIR: 'it is a directory',
        ENAMETOOLONG: 'the name is too long',
        ELOOP: 'a part of its path is a symbolic link',
        EEXIST: 'a file appeared at its temporary name; try again',
    };
    return (code !== undefined && reasons[code]) || (error instanceof Error ? error.message : String(error));
}


/***/ }),

/***/ 1318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError),
/* harmony export */   z: () => (/* binding */ withSettingProblems)
/* harmony export */ });
/** One or more inputs are wrong. The message lists each, naming the input. */
class InputError extends Error {
    name = 'InputError';
    problems;
    /** Problems that have a place in a file of the repository (a policy file's line), to annotate. */
    annotations;
    /** The summary and outputs that list the problems in full, where there are many (a policy file's). */
    details;
    constructor(found, annotations = [], details = { summary: '', outputs: {} }) {
        // Values are quoted with JSON.stringify, which leaves DEL, C1 controls and line separators raw.
        const problems = found.map((p) => p.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
        super(problems.length === 1
            ? problems[0]
            : `${problems.length} inputs are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        this.problems = problems;
        this.annotations = annotations;
        this.details = details;
    }
}
/** A mode's request from its parser; the problems reading the settings found come first, with the mode's own. */
function withSettingProblems(problems, parse) {
    let request;
    try {
        request = parse();
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        throw new InputError([...problems, ...error.problems], error.annotations, error.details);
    }
    if (problems.length > 0)
        throw new InputError(problems);
    return request;
}


/***/ }),

/***/ 4157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/connection.ts
var connection = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/credentials.ts + 2 modules
var credentials = __webpack_require__(6226);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
;// CONCATENATED MODULE: ./src/modes.ts
/** The mode that carries out each command: one module's versions for those that name one. */
const MODE_OF = {
    deprecate: 'single',
    undeprecate: 'single',
    revoke: 'single',
    unrevoke: 'single',
    check: 'single',
    usage: 'single',
    gate: 'gate',
    policy: 'policy',
    report: 'report',
    campaign: 'campaign',
};
const MODES = {
    single: {
        parse: async () => (await __webpack_require__.e(/* import() */ 723).then(__webpack_require__.bind(__webpack_require__, 3723))).parse,
        work: async (request) => {
            const [{ run }, { report }, sarif] = await Promise.all([
                Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(946), __webpack_require__.e(322)]).then(__webpack_require__.bind(__webpack_require__, 4322)),
                Promise.all(/* import() */[__webpack_require__.e(946), __webpack_require__.e(951)]).then(__webpack_require__.bind(__webpack_require__, 951)),
                // The SARIF writer only for a check that writes a SARIF file.
                request.sarifFile !== undefined ? __webpack_require__.e(/* import() */ 189).then(__webpack_require__.bind(__webpack_require__, 3189)) : undefined,
            ]);
            return { run: (request, deps) => run(request, deps, sarif?.writeCheckSarif), report };
        },
    },
    policy: {
        parse: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(164), __webpack_require__.e(451)]).then(__webpack_require__.bind(__webpack_require__, 3451))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(815), __webpack_require__.e(164), __webpack_require__.e(946), __webpack_require__.e(925), __webpack_require__.e(716)]).then(__webpack_require__.bind(__webpack_require__, 4716))), ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(815), __webpack_require__.e(164), __webpack_require__.e(925), __webpack_require__.e(975)]).then(__webpack_require__.bind(__webpack_require__, 3213))) }),
    },
    gate: {
        parse: async () => (await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(898), __webpack_require__.e(992), __webpack_require__.e(466)]).then(__webpack_require__.bind(__webpack_require__, 2466))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(898), __webpack_require__.e(291), __webpack_require__.e(992), __webpack_require__.e(517), __webpack_require__.e(832), __webpack_require__.e(233)]).then(__webpack_require__.bind(__webpack_require__, 9233))), ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(832), __webpack_require__.e(660)]).then(__webpack_require__.bind(__webpack_require__, 2514))) }),
    },
    report: {
        parse: async () => (await Promise.all(/* import() */[__webpack_require__.e(541), __webpack_require__.e(654)]).then(__webpack_require__.bind(__webpack_require__, 6654))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(541), __webpack_require__.e(444)]).then(__webpack_require__.bind(__webpack_require__, 6444))), ...(await Promise.all(/* import() */[__webpack_require__.e(541), __webpack_require__.e(310)]).then(__webpack_require__.bind(__webpack_require__, 4310))) }),
    },
    campaign: {
        parse: async () => (await __webpack_require__.e(/* import() */ 889).then(__webpack_require__.bind(__webpack_require__, 3889))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(898), __webpack_require__.e(291), __webpack_require__.e(992), __webpack_require__.e(517), __webpack_require__.e(64)]).then(__webpack_require__.bind(__webpack_require__, 64))), ...(await Promise.all(/* import() */[__webpack_require__.e(291), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 5626))) }),
    },
};

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/settings/table.ts + 1 modules
var table = __webpack_require__(1845);
// EXTERNAL MODULE: ./src/settings/commands.ts
var commands = __webpack_require__(4575);
;// CONCATENATED MODULE: ./src/settings/read.ts





const isEmpty = (value) => value === undefined || (typeof value === 'string' && value.trim() === '');
function readCommand(given, words) {
    const problems = [...(given.problems ?? [])];
    const values = {};
    for (const key of table/* SETTING_KEYS */.GS) {
        const row = (0,table/* rowOf */.OB)(key);
        const raw = given.value(key);
        values[key] = isEmpty(raw) ? fallback(row) : readValue(key, row, raw, problems, words);
    }
    return {
        name: given.command,
        settings: values,
        given: (key) => !isEmpty(given.value(key)) && given.defaulted?.(key) !== true,
        problems,
    };
}
/** A setting's default: the row's, else nothing (false, 0, '', no lines). */
function fallback(row) {
    switch (row.kind) {
        case 'switch':
            return row.default === true;
        case 'count':
        case 'seconds':
            return typeof row.default === 'number' ? row.default : 0;
        case 'lines':
            return [];
        // A token's default is the runner's to fill in (`${{ github.token }}`), never text of ours.
        case 'secret':
            return '';
        default:
            return typeof row.default === 'string' ? row.default : '';
    }
}
function readValue(key, row, raw, problems, words) {
    const In = () => (0,wording/* initial */.Vh)(words.input(key));
    if (typeof raw === 'boolean')
        return row.kind === 'switch' ? raw : fallback(row);
    if (typeof raw !== 'string')
        return row.kind === 'lines' ? trimmedLines(raw) : fallback(row);
    const text = raw.trim();
    switch (row.kind) {
        case 'switch':
            if (/^(true|True|TRUE)$/.test(text))
                return true;
            if (/^(false|False|FALSE)$/.test(text))
                return false;
            problems.push(`${In()} must be true or false, got ${(0,src_text/* show */.WU)(text)}.`);
            return fallback(row);
        case 'count': {
            const { min, max } = row.range ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
            if (/^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max)
                return Number(text);
            problems.push(`${In()} must be a whole number from ${min} to ${max}, got ${(0,src_text/* show */.WU)(text)}.`);
            return fallback(row);
        }
        case 'seconds': {
            const max = row.range?.max ?? Number.MAX_SAFE_INTEGER;
            if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > max) {
                problems.push(`${In()} must be a number of seconds from 0 to ${max}, got ${(0,src_text/* show */.WU)(text)}.`);
                return fallback(row);
            }
            if (row.positive === true && Number(text) === 0) {
                problems.push(`${In()} must be more than 0 seconds.`);
                return fallback(row);
            }
            return Number(text);
        }
        case 'choice': {
            const value = text.toLowerCase();
            // `status` names the command; command.ts reads it (the action's) and says what is wrong with it.
            if (row.expected === undefined || row.values?.includes(value) === true)
                return value;
            problems.push(`${In()} must be ${row.expected}, got ${(0,src_text/* show */.WU)(text)}.`);
            return fallback(row);
        }
        case 'lines':
            return trimmedLines(raw.split(/\r?\n/));
        default:
            return text;
    }
}
const trimmedLines = (lines) => lines.map((line) => line.trim()).filter(Boolean);

// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
;// CONCATENATED MODULE: ./src/comment/options.ts
function commentOptions(settings) {
    const setting = settings.comment;
    return setting === 'never' ? { setting } : { setting, token: settings.githubToken };
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * run(): mask the tokens, read the settings, parse the mode's request, dispatch it, write the report, for any runner
 * (index.ts hands it the GitHub Actions adapter, which main never imports). The one place that turns an unexpected
 * error (a bug) into a failed step, with its stack.
 */











/** Requests in flight at once; the transport's rate limiter paces them further. */
const CONCURRENCY = 8;
async function run(runner, env = process.env) {
    const given = runner.given();
    // Parsing compares hosts as it reads them: the UTS #46 table is loaded first where one may need it (a policy file,
    // read as it is parsed, may name the service's host).
    await (given.command === 'policy' ? (0,address/* loadIdna */.dY)() : (0,address/* loadIdnaFor */.Yv)((0,credentials/* hostTexts */.hI)(given, env)));
    // Masked before anything is logged, so no later line can print it.
    const secrets = (0,connection/* tokenCandidates */.S)(given, env);
    for (const token of secrets)
        runner.mask(token);
    try {
        const command = readCommand(given, runner.words);
        const comment = commentOptions(command.settings);
        let report = await dispatch(runner, command, env, secrets);
        // The review's and the comment's writers are loaded only for a run that uses them.
        if (report.review !== undefined) {
            report = await (await __webpack_require__.e(/* import() */ 373).then(__webpack_require__.bind(__webpack_require__, 2373))).withReview(report, reviewDeps(runner, command));
        }
        await runner.write(comment.setting === 'never'
            ? report
            : await (await __webpack_require__.e(/* import() */ 110).then(__webpack_require__.bind(__webpack_require__, 3110))).withComment(report, comment, await commentDeps(runner, env)));
    }
    catch (error) {
        // Each mode reports what it can account for; what reaches here is a bug worth its stack.
        const stack = error instanceof Error ? (error.stack ?? error.message) : (0,src_text/* errorMessage */.gJ)(error);
        await runner.write((0,report/* failedReport */.kS)('internal-error', `Unexpected error: ${stack}`));
    }
}
const contextOf = (runner) => ({ ...runner.context(), words: runner.words });
function inputFailure(error) {
    const failed = (0,report/* failedReport */.kS)('invalid-input', error.message, error.details.summary, error.annotations);
    return { ...failed, outputs: error.details.outputs };
}
function reviewDeps(runner, command) {
    const connect = runner.pullRequestReviews?.bind(runner);
    return {
        log: runner.log,
        words: runner.words,
        token: command.settings.githubToken,
        ...(connect !== undefined && { connect }),
    };
}
/** The GitHub API is loaded only when used. */
async function commentDeps(runner, env) {
    const connect = runner.pullRequestComments?.bind(runner);
    const { commentOwner } = await __webpack_require__.e(/* import() */ 485).then(__webpack_require__.bind(__webpack_require__, 5485));
    return {
        event: runner.event(),
        owner: commentOwner(env),
        context: contextOf(runner),
        log: runner.log,
        ...(connect !== undefined && { connect }),
    };
}
async function dispatch(runner, command, env, secrets) {
    const inputs = {
        command,
        roots: runner.writeRoots?.() ?? (0,safe_write/* writeRoots */.rX)(env, process.cwd()),
        env,
        cwd: process.cwd(),
        ...(runner.repositoryRoot !== undefined && { repositoryRoot: () => runner.repositoryRoot?.() ?? process.cwd() }),
        event: () => runner.event(),
        readFile: (file, maxBytes) => (0,read_bounded/* readBoundedSync */.xY)(file, maxBytes),
        words: runner.words,
    };
    let request;
    try {
        const parse = await MODES[MODE_OF[command.name]].parse();
        request = (0,errors/* withSettingProblems */.z)(command.problems, () => parse(inputs));
    }
    catch (error) {
        // Input errors are expected, and say what to fix.
        if (!(error instanceof errors/* InputError */.d))
            throw error;
        return inputFailure(error);
    }
    const [mode, { openRegistry }, { usageSource, withUsageNotice }] = await Promise.all([
        MODES[request.kind].work(request),
        Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(593)]).then(__webpack_require__.bind(__webpack_require__, 1593)),
        __webpack_require__.e(/* import() */ 890).then(__webpack_require__.bind(__webpack_require__, 5890)),
    ]);
    // The registry scrubs what it masks from the service's answers: outputs and the summary are not masked.
    const registry = openRegistry({ ...request, secrets, words: runner.words }, runner.log);
    const usage = usageSource('usage' in request ? request : undefined, registry.usage, runner.log, runner.words);
    try {
        const result = await mode.run(request, {
            registry: registry.client,
            moduleList: registry.client,
            log: runner.log,
            context: contextOf(runner),
            concurrency: CONCURRENCY,
            usage,
            organizationUsage: registry.usage,
            changeRequests: registry.client,
            featureSets: registry.client,
            workspaceRepositories: registry.usage,
        });
        return withUsageNotice(mode.report(result), usage);
    }
    finally {
        registry.close();
        runner.debug(registry.stats());
    }
}


/***/ })

};
