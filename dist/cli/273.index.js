export const id = 273;
export const ids = [273];
export const modules = {

/***/ 4928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = _package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;


/***/ }),

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

/***/ 2273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: ./src/report.ts
var src_report = __webpack_require__(665);
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
        parse: async () => (await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(517), __webpack_require__.e(992), __webpack_require__.e(466)]).then(__webpack_require__.bind(__webpack_require__, 2466))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(517), __webpack_require__.e(291), __webpack_require__.e(992), __webpack_require__.e(267), __webpack_require__.e(832), __webpack_require__.e(233)]).then(__webpack_require__.bind(__webpack_require__, 9233))), ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(832), __webpack_require__.e(514)]).then(__webpack_require__.bind(__webpack_require__, 2514))) }),
    },
    report: {
        parse: async () => (await Promise.all(/* import() */[__webpack_require__.e(541), __webpack_require__.e(654)]).then(__webpack_require__.bind(__webpack_require__, 6654))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(541), __webpack_require__.e(444)]).then(__webpack_require__.bind(__webpack_require__, 6444))), ...(await Promise.all(/* import() */[__webpack_require__.e(541), __webpack_require__.e(310)]).then(__webpack_require__.bind(__webpack_require__, 4310))) }),
    },
    campaign: {
        parse: async () => (await __webpack_require__.e(/* import() */ 889).then(__webpack_require__.bind(__webpack_require__, 3889))).parse,
        work: async () => ({ ...(await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(517), __webpack_require__.e(291), __webpack_require__.e(992), __webpack_require__.e(267), __webpack_require__.e(309)]).then(__webpack_require__.bind(__webpack_require__, 5309))), ...(await Promise.all(/* import() */[__webpack_require__.e(291), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 5626))) }),
    },
};

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/settings/table.ts
var table = __webpack_require__(2221);
// EXTERNAL MODULE: ./src/settings/commands.ts
var settings_commands = __webpack_require__(4575);
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
        await runner.write((0,src_report/* failedReport */.kS)('internal-error', `Unexpected error: ${stack}`));
    }
}
const contextOf = (runner) => ({ ...runner.context(), words: runner.words });
function inputFailure(error) {
    const failed = (0,src_report/* failedReport */.kS)('invalid-input', error.message, error.details.summary, error.annotations);
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

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/settings/cli-options.ts
var cli_options = __webpack_require__(4700);
// EXTERNAL MODULE: ./src/validation.ts
var validation = __webpack_require__(4344);
;// CONCATENATED MODULE: ./src/cli/command-line.ts
/**
 * The command line, read into a run: the subcommand is the command, its flags and arguments are the settings given
 * (settings/table.ts says which command takes which flag), and the options that are the command line's own (`--json`,
 * the files it writes, ...) are set apart for its runner. Pure: no I/O, no exit.
 */







/** Where the command line takes the usage token (`usageToken`) from: the environment, like every token. */
const USAGE_TOKEN_VARIABLE = 'TFE_USAGE_TOKEN';
/** How a setting is typed on the command line: its flag, else its input's name (refused, saying why). */
const typedAs = (row) => row.flag ?? row.input;
/**
 * Every flag a command takes, in the order its help lists them: its settings, then its own options (those with no
 * input of the action); without `withGeneral`, not the own options every command takes.
 */
function flagsOf(command, withGeneral = true) {
    return table/* SETTING_KEYS */.GS.filter((key) => {
        const row = (0,table/* rowOf */.OB)(key);
        if (row.flag === undefined || !row.commands.includes(command))
            return false;
        return withGeneral || row.input !== undefined || row.commands.length < settings_commands/* COMMAND_NAMES */.nZ.length;
    });
}
const commandsTaking = (key) => settings_commands/* COMMAND_NAMES */.nZ.filter((name) => (0,table/* rowOf */.OB)(key).commands.includes(name));
/** The default a setting has for a command: the command's own (`usage --usage true`), else the row's. */
function defaultFor(command, key) {
    const own = settings_commands/* COMMANDS */.Lo[command].defaults;
    return own !== undefined && Object.hasOwn(own, key) ? own[key] : (0,table/* rowOf */.OB)(key).default;
}
const isCommand = (name) => name !== undefined && Object.hasOwn(settings_commands/* COMMANDS */.Lo, name);
/** The settings a command's arguments give (`gate DIR...`, `policy plan FILE`), or why they are wrong. */
function argumentsOf(command, positionals) {
    switch (command) {
        case 'gate':
            return { configDirectory: positionals.length > 0 ? positionals : ['.'] };
        case 'policy': {
            const [action, file, ...rest] = positionals;
            if (action !== 'plan' && action !== 'apply')
                return 'expects `plan FILE` or `apply FILE`';
            if (file === undefined || file === '')
                return `${action} expects the policy FILE`;
            if (rest.length > 0)
                return `unexpected argument ${JSON.stringify(rest[0])}`;
            return { policyFile: file, dryRun: action === 'plan' };
        }
        default:
            return positionals.length > 0 ? `unexpected argument ${JSON.stringify(positionals[0])}` : {};
    }
}
/** The flag each setting is typed as, for parseArgs: every setting, so that one given where it is no flag is refused by name. */
function parserOptions() {
    const options = {};
    for (const key of table/* SETTING_KEYS */.GS) {
        const row = (0,table/* rowOf */.OB)(key);
        const name = typedAs(row);
        if (name === undefined)
            continue;
        options[name] = { type: row.kind === 'switch' ? 'boolean' : 'string', ...(key === 'help' && { short: 'h' }) };
    }
    return options;
}
/** The setting a flag as typed names (a flag's name, or an input's name that is no flag). */
const keyOfFlag = (name) => table/* SETTING_KEYS */.GS.find((key) => typedAs((0,table/* rowOf */.OB)(key)) === name);
/** Joins `--flag -1` into `--flag=-1` for flags that take a value: a negative number is a value, not a flag. */
function negativeValues(args) {
    const joined = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const next = args[i + 1];
        const key = arg.startsWith('--') ? keyOfFlag(arg.slice(2)) : undefined;
        if (key !== undefined && (0,table/* rowOf */.OB)(key).kind !== 'switch' && next !== undefined && /^-\d/.test(next)) {
            joined.push(`${arg}=${next}`);
            i++;
        }
        else
            joined.push(arg);
    }
    return joined;
}
function parseCommandLine(argv) {
    const [first, ...rest] = argv;
    if (first === '--version' || first === '-V')
        return { kind: 'version' };
    if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
        return isCommand(rest[0]) ? { kind: 'help', subcommand: rest[0] } : { kind: 'help' };
    }
    // Asked for before the rest is read, so that any refusal is a JSON document too.
    const end = argv.indexOf('--');
    const json = (end === -1 ? argv : argv.slice(0, end)).includes('--json');
    if (!isCommand(first))
        return { kind: 'invalid', json, message: noCommand(argv) };
    const subcommand = first;
    const invalid = (message) => ({ kind: 'invalid', subcommand, json, message });
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: negativeValues(rest),
            options: parserOptions(),
            allowPositionals: true,
            allowNegative: true,
            strict: true,
            tokens: true,
        });
    }
    catch (error) {
        return invalid(parseProblem(error.message, subcommand));
    }
    const values = parsed.values;
    if (values.help === true)
        return { kind: 'help', subcommand };
    const secret = table/* SETTING_KEYS */.GS.find((key) => (0,table/* rowOf */.OB)(key).kind === 'secret' && values[typedAs((0,table/* rowOf */.OB)(key)) ?? ''] !== undefined);
    if (secret !== undefined)
        return invalid(secretFlag(typedAs((0,table/* rowOf */.OB)(secret))));
    // A flag the command does not take is refused as such first: giving it once would not help.
    const given = parsed.tokens.flatMap((t) => (t.kind === 'option' ? [t] : []));
    const set = argumentsOf(subcommand, parsed.positionals);
    const setsItself = (name) => {
        const key = keyOfFlag(name);
        return typeof set !== 'string' && key !== undefined && Object.hasOwn(set, key);
    };
    const unused = given.find((t) => setsItself(t.name) || !takes(subcommand, t.name));
    if (unused !== undefined)
        return invalid(unusedFlag(unused.name, subcommand, setsItself(unused.name)));
    if (typeof set === 'string')
        return invalid(`${subcommand}: ${set}`);
    // One value per flag: a second one would silently win, and the first was meant too.
    const twice = given.find((t, i) => given.findIndex((u) => u.name === t.name) !== i);
    if (twice !== undefined) {
        const as = given.filter((t) => t.name === twice.name).map((t) => t.rawName);
        const isSwitch = (0,table/* rowOf */.OB)(keyOfFlag(twice.name)).kind === 'switch';
        return invalid(`--${twice.name} is given more than once (${as.join(', ')}): give it once${isSwitch ? '' : ', with one value (versions in one --version, "1.0.0, 1.1.0")'}`);
    }
    const defaults = settings_commands/* COMMANDS */.Lo[subcommand].defaults ?? {};
    const givenValue = (key) => {
        if (Object.hasOwn(set, key))
            return set[key];
        const flag = (0,table/* rowOf */.OB)(key).flag;
        return flag === undefined ? undefined : values[flag];
    };
    const valueOf = (key) => givenValue(key) ?? defaults[key];
    const base = valueOf('base');
    if (typeof base === 'string') {
        const problem = baseProblem(base, valueOf('onlyNew') === true);
        if (problem !== undefined)
            return invalid(problem);
    }
    return {
        kind: 'run',
        subcommand,
        given: {
            command: subcommand,
            value: valueOf,
            defaulted: (key) => givenValue(key) === undefined && defaults[key] !== undefined,
        },
        options: {
            json: values.json === true,
            verbose: values.verbose === true,
            ...Object.fromEntries(cli_options/* CLI_FILE_OPTIONS */.T.flatMap((key) => {
                const file = givenValue(key);
                return typeof file === 'string' ? [[key, file]] : [];
            })),
            ...(typeof base === 'string' && { base }),
        },
    };
}
/** A token given as a flag: refused, saying where tokens come from. */
const secretFlag = (name) => name === 'github-token'
    ? `--${name} is not accepted: a token on the command line stays in the shell's history and in the list of processes. Give the GitHub token as GH_TOKEN or GITHUB_TOKEN, as gh reads them.`
    : `--${name} is not accepted: a token on the command line stays in the shell's history and in the list of processes. Give it as Terraform does: TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block in the Terraform CLI configuration (terraform login), or TF_API_TOKEN; the token for Explorer alone as ${USAGE_TOKEN_VARIABLE}.`;
/** Whether a command takes a flag as typed; unknown flags are parseArgs's to refuse. */
function takes(command, name) {
    const key = keyOfFlag(name);
    return key !== undefined && flagsOf(command).includes(key);
}
/** The command line names no command: say so, and which there are (`--json check`: the command comes first). */
function noCommand(argv) {
    const commands = `give one of ${settings_commands/* COMMAND_NAMES */.nZ.map((s) => `\`${s}\``).join(', ')}`;
    const [first = ''] = argv;
    if (!first.startsWith('-'))
        return `unknown command ${JSON.stringify(first)}: ${commands}`;
    const later = argv.find(isCommand);
    return later !== undefined
        ? `the command comes first: \`${later}\`, then the flags`
        : `a command is missing: ${commands}, before the flags`;
}
/** What help and messages show as a flag's value: a choice's values, else the row's name for it. */
const valueNameOf = (key) => {
    const row = (0,table/* rowOf */.OB)(key);
    return row.values !== undefined ? row.values.join('|') : (row.valueName ?? 'VALUE');
};
/**
 * What parseArgs refused, in the command line's words: an unknown flag (and the one meant), a flag the command does not
 * take, a value missing (`--tool --json`: the next flag is no value) or given to a flag that takes none; anything else
 * as parseArgs says it.
 */
function parseProblem(message, subcommand) {
    const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
    if (unknown !== undefined)
        return unknownFlag(unknown, subcommand);
    const missing = /^Option '--([^' ]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(message)?.[1];
    const extra = /^Option '--([^' ]+)' does not take an argument/.exec(message)?.[1];
    const name = missing ?? extra;
    const key = name === undefined ? undefined : keyOfFlag(name);
    if (name === undefined || key === undefined)
        return message;
    if ((0,table/* rowOf */.OB)(key).kind === 'secret')
        return secretFlag(name);
    if (!takes(subcommand, name))
        return unusedFlag(name, subcommand, false);
    if (extra !== undefined) {
        return `--${name} takes no value: --${name}${(0,table/* rowOf */.OB)(key).kind === 'switch' ? `, or --no-${name}` : ''}`;
    }
    return `--${name} needs a value: --${name} ${valueNameOf(key)}`;
}
/** Every flag a command takes, as typed: `--no-X` too for switches. */
const typedFlagsOf = (command) => flagsOf(command).flatMap((key) => {
    const flag = (0,table/* rowOf */.OB)(key).flag;
    return (0,table/* rowOf */.OB)(key).kind === 'switch' ? [`--${flag}`, `--no-${flag}`] : [`--${flag}`];
});
/** An unknown flag, and the one meant where only case, hyphens or underscores differ (`--dryrun`). */
function unknownFlag(raw, subcommand) {
    const loose = (flag) => flag.toLowerCase().replace(/[-_]/g, '');
    const meant = typedFlagsOf(subcommand).find((flag) => loose(flag) === loose(raw));
    return `unknown flag ${raw} for \`${subcommand}\`${meant !== undefined ? `: did you mean ${meant}?` : ''}`;
}
/** A flag the command sets itself or has no use for: why, and which commands take it. */
function unusedFlag(name, subcommand, setByIt) {
    const key = keyOfFlag(name);
    const why = key === undefined ? undefined : (0,table/* rowOf */.OB)(key).notAFlag?.why;
    if (why !== undefined)
        return `--${name} is no flag of \`${subcommand}\`: ${why}`;
    if (setByIt)
        return `--${name} is set by the subcommand \`${subcommand}\`: leave it out`;
    const takers = key === undefined ? [] : commandsTaking(key).map((s) => `\`${s}\``);
    return `--${name} does nothing for \`${subcommand}\`: leave it out (it works with ${takers.join(', ')})`;
}
/** Why `base` cannot be taken, or undefined: it is the commit `onlyNew` compares with. */
function baseProblem(value, onlyNew) {
    const [baseFlag, onlyNewFlag] = [wording/* CLI_WORDS */.xP.name('base'), wording/* CLI_WORDS */.xP.name('onlyNew')];
    if (!onlyNew)
        return `${baseFlag} is the commit ${onlyNewFlag} compares with: add ${onlyNewFlag}`;
    const problem = (0,validation/* commitNameProblem */.kG)(value);
    return problem === undefined
        ? undefined
        : `${baseFlag} expects one commit, a SHA or a name git knows such as origin/main: ${JSON.stringify(value)} ${problem}`;
}
/** GitLab's merge request pipelines name the merge request's base commit here. */
const MERGE_REQUEST_BASE_VARIABLE = 'CI_MERGE_REQUEST_DIFF_BASE_SHA';
/** The commit `onlyNew` compares with: `base`, else a GitLab merge request pipeline's base, else why none is known. */
function baseCommit(options, env) {
    if (options.base !== undefined)
        return { base: options.base };
    const sha = env[MERGE_REQUEST_BASE_VARIABLE]?.trim() ?? '';
    if (sha === '') {
        return {
            unreadable: `no base commit was given: --base COMMIT, or ${MERGE_REQUEST_BASE_VARIABLE} in a GitLab merge request pipeline`,
        };
    }
    return validation/* COMMIT_SHA */.pk.test(sha) ? { base: sha } : { unreadable: `${MERGE_REQUEST_BASE_VARIABLE} is not a commit SHA` };
}

// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
;// CONCATENATED MODULE: ./src/cli/help.ts
/** The `--help` texts, with examples; a subcommand's flags, values and defaults come from settings/table.ts. Pure. */



const BIN = 'tfe-module-lifecycle';
/** A flag as typed, with its value: `--usage auto|true|false`, `--no-verify`, `-h, --help`. */
function flagUsage(key, subcommand) {
    const row = (0,table/* rowOf */.OB)(key);
    const flag = row.flag ?? key;
    if (key === 'help')
        return '-h, --help';
    if (row.kind === 'switch')
        return negated(key, subcommand) ? `--no-${flag}` : `--${flag}`;
    return `--${flag} ${valueNameOf(key)}`;
}
/** Whether help offers `--no-X`: the switch is on for this subcommand unless set otherwise. */
const negated = (key, subcommand) => defaultFor(subcommand, key) === true;
const COLUMN = 26;
function line(flag, text) {
    const wrapped = wrap(text, 100 - COLUMN - 2);
    const first = flag.length < COLUMN ? `  ${flag.padEnd(COLUMN)}${wrapped[0] ?? ''}` : `  ${flag}\n${indent(wrapped[0])}`;
    return [first, ...wrapped.slice(1).map(indent)].join('\n');
}
const indent = (text = '') => `${' '.repeat(COLUMN + 2)}${text}`;
function wrap(text, width) {
    const lines = [];
    let current = '';
    for (const word of text.split(' ')) {
        if (current !== '' && current.length + 1 + word.length > width) {
            lines.push(current);
            current = word;
        }
        else
            current = current === '' ? word : `${current} ${word}`;
    }
    return [...lines, current];
}
function flagLine(key, subcommand) {
    const row = (0,table/* rowOf */.OB)(key);
    const own = PAGES[subcommand].flags?.[key];
    if (row.kind === 'switch') {
        return line(flagUsage(key, subcommand), own ?? (negated(key, subcommand) ? (row.docOff ?? row.doc) : row.doc));
    }
    const fallback = defaultFor(subcommand, key);
    const shown = typeof fallback === 'string' && /\s/.test(fallback) ? JSON.stringify(fallback) : fallback;
    return line(flagUsage(key, subcommand), `${own ?? row.doc}${shown !== undefined ? ` (default ${shown})` : ''}`);
}
const FOOTER = `Tokens are never flags: set TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block
in the Terraform CLI configuration (terraform login), TERRAFORM_CLOUD_TOKENS or TF_API_TOKEN;
the token for reading usage from Explorer alone as ${USAGE_TOKEN_VARIABLE}; \`campaign\`'s GitHub token
as GH_TOKEN or GITHUB_TOKEN (as gh reads them), its API as GITHUB_API_URL.

Exit codes: 0 passed, 1 the verdict failed (a deprecated or revoked version in use),
2 invalid input, 3 the service failed or refused, 4 a bug (please report it).`;
/** The arguments a command takes, after its name in the list of commands. */
const USAGE_OF = { gate: ' [DIR...]', policy: ' plan FILE' };
const TOP = `${BIN}: deprecate, revoke, check and gate module versions in an HCP Terraform or
Terraform Enterprise private registry, from a terminal or any CI system.

Usage: ${BIN} COMMAND [OPTIONS]

Commands:
${settings_commands/* COMMAND_NAMES */.nZ.map((name) => `  ${`${name}${USAGE_OF[name] ?? ''}`.padEnd(19)}${settings_commands/* COMMANDS */.Lo[name].doc}`).join('\n')}

Run \`${BIN} COMMAND --help\` for a command's options and examples.

Options:
${line('--version', `print the version of ${BIN}`)}
${line('-h, --help', 'this help')}

${FOOTER}`;
/** What each subcommand does, and its examples; a flag that means something particular for it has its line here. */
const PAGES = {
    deprecate: {
        about: `Deprecates the selected versions (the action's status: ${settings_commands/* COMMANDS */.Lo.deprecate.status}). --reason is required.`,
        examples: [
            `${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version "< 2.0.0" \\\n    --reason "2.x fixes the default security group" --link https://example.com/vpc/2 --dry-run`,
            `${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version ">= 0.0.0" \\\n    --keep-latest 2 --reason "Please move to one of the two newest releases."`,
        ],
    },
    undeprecate: {
        about: `Makes deprecated versions active again (the action's status: ${settings_commands/* COMMANDS */.Lo.undeprecate.status}).`,
        examples: [`${BIN} undeprecate --source app.terraform.io/acme/vpc/aws --version 1.2.0`],
    },
    revoke: {
        about: `Revokes the selected versions, deprecating active ones first (the action's status: ${settings_commands/* COMMANDS */.Lo.revoke.status}).\n--reason is required.`,
        examples: [
            `${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234"`,
            `${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234" \\\n    --revoke-only-unused --dry-run`,
        ],
        flags: { keepReasons: 'versions already revoked keep their message and link' },
    },
    unrevoke: {
        about: `Lifts a revocation; the versions stay deprecated (the action's status: ${settings_commands/* COMMANDS */.Lo.unrevoke.status}).`,
        examples: [`${BIN} unrevoke --source app.terraform.io/acme/vpc/aws --version 1.1.0`],
    },
    check: {
        about: `Shows the state of versions and fails (exit 1) when one is deprecated or revoked\n(the action's status: ${settings_commands/* COMMANDS */.Lo.check.status}).`,
        examples: [
            `${BIN} check --source app.terraform.io/acme/vpc/aws --version 1.2.0`,
            `${BIN} check --source app.terraform.io/acme/vpc/aws --version 1.2.0 --json`,
        ],
    },
    gate: {
        usage: `${BIN} gate [DIR...] [OPTIONS]`,
        about: `Finds the module calls in the Terraform configurations in DIR (default: the current directory;
patterns such as "stacks/*" work) and fails (exit 1) when one uses a deprecated or revoked version.
Findings print as FILE:LINE: ..., which editors and terminals link.`,
        examples: [
            `${BIN} gate`,
            `${BIN} gate stacks/network stacks/app --codequality-file gl-code-quality.json`,
            `${BIN} gate 'stacks/*' --only-new --base origin/main`,
            `${BIN} gate 'stacks/*' --fix --dry-run`,
        ],
        flags: {
            organization: "check only this organization's modules (default: those of every organization)",
            dryRun: 'with --fix: print the unified diff, write nothing',
        },
    },
    policy: {
        usage: `${BIN} policy plan FILE [OPTIONS]\n       ${BIN} policy apply FILE [OPTIONS]`,
        about: `Plans or applies a policy file (schema/policy.schema.json): \`plan\` changes nothing
(input dry-run: true), \`apply\` makes the changes.`,
        examples: [
            `${BIN} policy plan .github/module-policy.yml`,
            `${BIN} policy apply .github/module-policy.yml --summary-file policy.md`,
        ],
    },
    usage: {
        about: `The migration report: every release (default --version ">= 0.0.0") with its state and the
workspaces that use it (--usage true), reporting rather than failing (a deprecated or revoked
version only warns, unless --fail-on-deprecated or --fail-on-revoked).`,
        examples: [
            `${BIN} usage --source app.terraform.io/acme/vpc/aws`,
            `${BIN} usage --source app.terraform.io/acme/vpc/aws --json`,
        ],
    },
    report: {
        usage: `${BIN} report --organization ORG [OPTIONS]`,
        about: `The organization's migration report (the action's status: ${settings_commands/* COMMANDS */.Lo.report.status}): every private module of the
organization (--source or --module as a pattern such as acme/*/aws narrows it), each version's
state and users, the deprecated and revoked versions still in use, most workspaces first.`,
        examples: [
            `${BIN} report --organization acme --report-file report.json`,
            `${BIN} report --organization acme --source 'acme/*/aws' --previous-report last-week.json`,
            `${BIN} report --organization acme --change-requests --dry-run`,
        ],
        flags: {
            organization: 'the organization (default: the namespace of --source or --module, TF_CLOUD_ORGANIZATION)',
            source: 'the modules to report, as a pattern: [HOST/]NAMESPACE/NAME/PROVIDER, e.g. acme/*/aws',
            module: 'the same pattern, without a host',
        },
    },
    campaign: {
        usage: `${BIN} campaign --source MODULE --repositories OWNER [OPTIONS]`,
        about: `Finds every repository of OWNER (GH_TOKEN or GITHUB_TOKEN; GITHUB_API_URL for GitHub Enterprise
Server) that calls a deprecated or revoked version of MODULE (or of each module a pattern such as
acme/*/aws names), and opens or updates one pull request in each with the gate's fix, on the
branch tfe-module-lifecycle/NAMESPACE-NAME-PROVIDER. Run it again: it updates, never duplicates.`,
        examples: [
            `${BIN} campaign --source app.terraform.io/acme/vpc/aws --repositories acme --dry-run`,
            `${BIN} campaign --source 'acme/*/aws' --repositories 'acme/service-*,!acme/service-legacy' --pull-requests-limit 5`,
        ],
        flags: {
            source: 'the module whose calls to move, [HOST/]NAMESPACE/NAME/PROVIDER, or a pattern such as acme/*/aws',
            module: 'the same, without a host',
            dryRun: 'read and plan every pull request, print each diff, write nothing',
            fixMajor: 'also move calls to a suggested version of another major version (check its changes first)',
        },
    },
};
/** A subcommand's examples, as its help shows them (`npm run fake` offers them to try). */
const examplesOf = (subcommand) => PAGES[subcommand].examples;
function helpText(subcommand) {
    if (subcommand === undefined)
        return TOP;
    const page = PAGES[subcommand];
    return [
        `Usage: ${page.usage ?? `${BIN} ${subcommand} [OPTIONS]`}`,
        page.about,
        ['Options:', ...flagsOf(subcommand).map((key) => flagLine(key, subcommand))].join('\n'),
        `Examples:\n${page.examples.map((e) => `  ${e}`).join('\n')}`,
        FOOTER,
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/action-interface.ts
var action_interface = __webpack_require__(5647);
// EXTERNAL MODULE: ./src/sarif.ts
var sarif = __webpack_require__(866);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/cli/codequality.ts
/** GitLab Code Quality (its subset of Code Climate's format) from a run's annotations: an MR shows each at its line. */

const SEVERITY = { error: 'major', warning: 'minor', notice: 'info' };
/** A stable name per kind of finding, which GitLab groups by. */
function checkName(a) {
    const title = a.title ?? '';
    if (/ is revoked$/.test(title))
        return 'tfe-module-lifecycle/revoked-version';
    if (/ is deprecated$/.test(title))
        return 'tfe-module-lifecycle/deprecated-version';
    return `tfe-module-lifecycle/${a.level}`;
}
/**
 * Findings without a file (a check of a module named by flags, a service failure) are placed in the pipeline's
 * configuration file (GitLab's CI_CONFIG_PATH), where the check was asked for. `place` gives a finding's file from the
 * repository's top level, as GitLab reads it, or undefined outside the repository (then placed as one without a file).
 */
function codeQualityIssues(annotations, warnings, fallbackPath, place = (file) => file) {
    const all = [...annotations, ...warnings.map((message) => ({ level: 'warning', message }))];
    const seen = new Map();
    const fallback = fallbackPath.replace(/\\/g, '/').replace(/^\.\//, '');
    return all.map((a) => {
        const placed = a.file === undefined ? undefined : place(a.file);
        const path = placed?.replace(/\\/g, '/').replace(/^\.\//, '') ?? fallback;
        const outside = a.file !== undefined && placed === undefined
            ? ` (at ${a.file}${a.line !== undefined ? `:${a.line}` : ''}, outside the repository)`
            : '';
        const description = `${a.title !== undefined ? `${a.title}: ${a.message}` : a.message}${outside}`;
        const name = checkName(a);
        // The same finding at the same place keeps its fingerprint from run to run; twins get a count.
        const key = [name, path, a.line ?? '', description].join('\u0000');
        const twin = seen.get(key) ?? 0;
        seen.set(key, twin + 1);
        const fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${key}\u0000${twin}`).digest('hex').slice(0, 32);
        return {
            description: description.replace(/\s*\r?\n\s*/g, ' '),
            check_name: name,
            fingerprint,
            severity: SEVERITY[a.level],
            location: { path, lines: { begin: placed !== undefined ? (a.line ?? 1) : 1 } },
        };
    });
}

;// CONCATENATED MODULE: ./src/cli/progress.ts
/**
 * A progress line on stderr while a group of work runs: its title and the seconds so far, redrawn in place. On a
 * terminal that takes escape sequences only (not `TERM=dumb`), and only after a moment: quick runs and logs stay clean.
 */
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** Work shorter than this shows no progress line. */
const SHOW_AFTER_MS = 500;
const TICK_MS = 120;
class Progress {
    title;
    started = 0;
    timer;
    shown = false;
    frame = 0;
    stream;
    live;
    /** `live`: whether the stream is a terminal that redraws a line in place (see `isLive`). */
    constructor(stream, live = stream.isTTY === true) {
        this.stream = stream;
        this.live = live;
    }
    start(title) {
        if (!this.live)
            return;
        this.stop();
        this.title = title;
        this.started = Date.now();
        this.timer = setInterval(() => this.redraw(), TICK_MS);
        // The line never keeps the process alive.
        this.timer.unref();
    }
    /** Draws the line again (after a log line cleared it). */
    redraw() {
        if (this.title === undefined)
            return;
        const elapsed = Date.now() - this.started;
        if (elapsed < SHOW_AFTER_MS)
            return;
        this.frame = (this.frame + 1) % FRAMES.length;
        const columns = this.stream.columns ?? 80;
        const line = `${FRAMES[this.frame]} ${this.title} · ${Math.floor(elapsed / 1000)} s`;
        this.stream.write(`\r\u001b[2K${line.slice(0, Math.max(10, columns - 1))}`);
        this.shown = true;
    }
    /** Removes the line, so that a log line takes its place. */
    clear() {
        if (!this.shown)
            return;
        this.stream.write('\r\u001b[2K');
        this.shown = false;
    }
    stop() {
        if (this.timer !== undefined)
            clearInterval(this.timer);
        this.timer = undefined;
        this.clear();
        this.title = undefined;
    }
}
/** Whether a progress line may be drawn: a terminal, and one that knows escape sequences. */
const isLive = (stream, env) => stream.isTTY === true && env.TERM !== 'dumb';

;// CONCATENATED MODULE: ./src/cli/terminal.ts
/** Text for a terminal: colours (only where wanted), text made safe to print, the job summary's Markdown. Pure. */
const sgr = (open, close) => (text) => `\u001b[${open}m${text}\u001b[${close}m`;
const PLAIN = { bold: (t) => t, dim: (t) => t, red: (t) => t, yellow: (t) => t, cyan: (t) => t };
const ANSI = { bold: sgr(1, 22), dim: sgr(2, 22), red: sgr(31, 39), yellow: sgr(33, 39), cyan: sgr(36, 39) };
/**
 * Colour on a terminal; never with NO_COLOR set to anything (no-color.org); and, as Node's own tools do, always with
 * FORCE_COLOR (a CI log that renders ANSI, as GitLab's does) unless it is `0` or `false`. NO_COLOR wins.
 */
function coloursFor(isTTY, env) {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return PLAIN;
    const force = env.FORCE_COLOR;
    if (force !== undefined)
        return force === '0' || force === 'false' ? PLAIN : ANSI;
    return isTTY === true && env.TERM !== 'dumb' ? ANSI : PLAIN;
}
/** Text the tool did not write, its controls (escapes) shown as `\uXXXX`, not acting; `multiline` keeps line breaks. */
function terminalSafe(text, multiline = false) {
    const controls = multiline ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g;
    return text.replace(controls, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** `file:line: level: message`, as editors link it; text made safe before the level is coloured: only ours acts. */
function annotationLine(a, colours = PLAIN) {
    const where = a.file !== undefined ? `${a.file}${a.line !== undefined ? `:${a.line}` : ''}: ` : '';
    const level = a.level === 'error' ? colours.red('error') : a.level === 'warning' ? colours.yellow('warning') : 'note';
    const text = a.title !== undefined ? `${a.title}: ${a.message}` : a.message;
    return `${terminalSafe(where)}${level}: ${terminalSafe(text.replace(/\r?\n/g, ' '))}`;
}
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
// Markdown's backslash escapes: any ASCII punctuation character.
const ESCAPABLE = /[!-/:-@[-`{-~]/;
/**
 * Backslash escapes and code spans, read left to right as CommonMark reads them (an escaped backtick opens no span; a
 * span holds its content literally), each replaced by a placeholder (`\u0000N\u0000`) that later syntax never enters.
 */
function setAside(text, colours) {
    const pieces = [];
    const keep = (piece) => `\u0000${pieces.push(piece) - 1}\u0000`;
    let out = '';
    let i = 0;
    while (i < text.length) {
        const char = text[i];
        if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
            out += keep(text[i + 1]);
            i += 2;
            continue;
        }
        if (char !== '`') {
            out += char;
            i += 1;
            continue;
        }
        const fence = /^`+/.exec(text.slice(i))?.[0] ?? '`';
        const close = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
        close.lastIndex = i + fence.length;
        const end = close.exec(text);
        if (end === null) {
            out += fence;
            i += fence.length;
            continue;
        }
        let body = text.slice(i + fence.length, end.index);
        if (/^ .*[^ ].* $/s.test(body))
            body = body.slice(1, -1);
        // A table cell escapes its pipes even inside code.
        out += keep(colours.cyan(body.replace(/\\\|/g, '|')));
        i = end.index + fence.length;
    }
    return { text: out, pieces };
}
/** One line of Markdown's inline syntax as plain text. */
function inline(text, colours) {
    const { text: rest, pieces } = setAside(text, colours);
    return (rest
        .replace(/<details><summary>([\s\S]*?)<\/summary>/g, '$1: ')
        .replace(/<\/?(details|summary|sub|sup|br|b|strong|em|i|code|p)\s*\/?>/g, '')
        .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_m, label, url) => {
        const target = terminalSafe(decodeLink(url));
        return label === target || label === url ? target : `${label} <${target}>`;
    })
        .replace(/\*\*([^*]+)\*\*/g, (_m, body) => colours.bold(body))
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name) => {
        if (name.startsWith('#')) {
            const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
            return Number.isFinite(code) && code > 0 && code < 0x110000 ? terminalSafe(String.fromCodePoint(code)) : m;
        }
        return ENTITIES[name.toLowerCase()] ?? m;
    })
        // A terminal notifies no one: the joiner that keeps `@name` from mentioning on GitHub goes.
        .replace(/@\u200d/g, '@')
        .replace(/\u0000(\d+)\u0000/g, (_m, i) => pieces[Number(i)] ?? ''));
}
function decodeLink(url) {
    try {
        return decodeURI(url);
    }
    catch {
        return url;
    }
}
/** Width as a terminal shows it, near enough: escape sequences take none, most emoji two columns. */
function width(text) {
    const visible = text.replace(/\u001b\[\d+m/g, '');
    let columns = 0;
    for (const char of visible) {
        const code = char.codePointAt(0) ?? 0;
        if (code === 0xfe0f || (code >= 0x200b && code <= 0x200f))
            continue;
        columns += code >= 0x1f300 || (code >= 0x2600 && code <= 0x27bf) ? 2 : 1;
    }
    return columns;
}
const splitRow = (row) => row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
function renderTable(rows, colours) {
    const columns = Math.max(...rows.map((r) => r.length));
    const widths = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((r) => width(r[i] ?? ''))));
    return rows.map((row, index) => {
        const line = row
            .map((text, i) => (i === row.length - 1 ? text : text + ' '.repeat((widths[i] ?? 0) - width(text))))
            .join('  ')
            .trimEnd();
        return index === 0 ? colours.bold(line) : line;
    });
}
/**
 * The job summary's Markdown as terminal text: headings in bold, tables as aligned columns, links as `label <url>`,
 * escapes and HTML (details, sub) removed, a fenced code block line for line, without its fences; service text made
 * safe. A fenced block whose info string is `verbatim.info` is replaced by `verbatim.text`, as it is: a diff to apply.
 */
function markdownToText(markdown, colours = PLAIN, verbatim) {
    const out = [];
    let table = [];
    const flushTable = () => {
        if (table.length > 0)
            out.push(...renderTable(table, colours));
        table = [];
    };
    // The fence of the code block the line is in (a diff, say): its lines are shown as they are.
    let fence;
    // Whether that block is replaced by `verbatim`, whose text goes in at a placeholder after blank runs are folded.
    let replaced = false;
    const placeholder = '\u0000verbatim\u0000';
    for (const raw of markdown.split(/\r?\n/)) {
        const line = terminalSafe(raw);
        const fenceMark = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
        if (fence !== undefined) {
            // Only a line of the same fence, at least as long, closes the block (CommonMark).
            const mark = fenceMark?.[1];
            const closes = mark?.[0] === fence[0] && (mark?.length ?? 0) >= fence.length && /^ *[`~]+ *$/.test(line);
            if (closes)
                fence = undefined;
            else if (!replaced)
                out.push(line);
            continue;
        }
        if (fenceMark !== null) {
            flushTable();
            fence = fenceMark[1];
            replaced = verbatim !== undefined && fenceMark[2]?.trim() === verbatim.info;
            if (replaced)
                out.push(placeholder);
            continue;
        }
        if (/^\s*\|/.test(line)) {
            if (/^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(line))
                continue;
            table.push(splitRow(line).map((c) => inline(c, colours)));
            continue;
        }
        flushTable();
        const heading = /^#{1,6}\s+(.*)$/.exec(line);
        if (heading) {
            out.push(colours.bold(inline(heading[1] ?? '', colours)));
            continue;
        }
        const text = inline(line.replace(/^(\s*)[-*] /, '$1• '), colours);
        // A line that held only HTML (an opening or closing details block) leaves nothing worth a line.
        if (text.trim() === '' && line.trim() !== '')
            continue;
        out.push(text);
    }
    flushTable();
    const text = out
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    return verbatim === undefined ? text : text.replace(placeholder, () => verbatim.text.replace(/\n$/, ''));
}
/**
 * A diff for a terminal: control characters that could act on it (escape sequences, a carriage return that rewrites
 * its line) shown as `\uXXXX`; tabs, and a carriage return ending a line, kept: a copied diff still applies.
 */
function terminalDiff(diff) {
    return diff.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c, at) => c === '\r' && diff[at + 1] === '\n' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/cli/runner.ts










const parseJson = (text) => {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
};
function cliRunner(setup) {
    const { options, stdout, stderr, colours } = setup;
    const secrets = [];
    // What the action masks in the log, the command line removes from everything it prints.
    const redact = (text) => secrets.reduce((t, s) => t.split(s).join('***'), text);
    // Redacted value by value: a token's JSON escaping would hide it from a redaction of the text.
    const json = (value) => `${JSON.stringify(value, (_key, v) => (typeof v === 'string' ? redact(v) : v), 2)}\n`;
    const progress = new Progress(stderr, setup.liveProgress);
    const err = (line) => {
        progress.clear();
        stderr.write(`${redact(line)}\n`);
        progress.redraw();
    };
    const warn = (text) => err(`${colours.yellow('warning')}: ${text}`);
    let exitCode = 4;
    let root;
    /** The log's warnings, to tell whether one pointed at a record file that was not asked for. */
    const warned = [];
    const repositoryRoot = () => (root ??= setup.repositoryRoot());
    /** Writes a file a flag named; one that cannot be written is a warning that says which flag and why. */
    const writeNamed = async (key, file, content) => {
        try {
            return await (0,safe_write/* writeFileSafely */.kv)(file, content, { roots: setup.roots, label: wording/* CLI_WORDS */.xP.name(key) });
        }
        catch (error) {
            warn(terminalSafe((0,src_text/* errorMessage */.gJ)(error)));
            return undefined;
        }
    };
    const log = {
        async group(title, body) {
            err(`\n${colours.bold(`── ${terminalSafe(title)}`)}`);
            progress.start(terminalSafe(title));
            try {
                return await body();
            }
            finally {
                progress.stop();
            }
        },
        info: (message) => err(terminalSafe(message)),
        warning: (message) => {
            warned.push(message);
            warn(terminalSafe(message));
        },
    };
    return {
        given: () => setup.given,
        writeRoots: () => setup.roots,
        mask: (secret) => {
            if (secret !== '' && !secrets.includes(secret))
                secrets.push(secret);
            secrets.sort((a, b) => b.length - a.length);
        },
        log,
        words: wording/* CLI_WORDS */.xP,
        debug: (message) => {
            if (options.verbose)
                err(colours.dim(`debug: ${terminalSafe(message)}`));
        },
        context: () => ({}),
        event: () => ({ name: '', payload: {}, ...(setup.base !== undefined && { base: setup.base }) }),
        repositoryRoot,
        exitCode: () => exitCode,
        async write(report) {
            progress.stop();
            // No cap here: every finding at its line, in the terminal, --json and Code Quality alike.
            const shown = (0,src_report/* annotationsShown */.az)(report.annotations, false);
            const { verdict } = report;
            const failureReason = verdict.failed ? verdict.reason : '';
            // The record (gate: every call) only where `resultFile` asks: a terminal's runs leave no temporary files.
            const recorded = {};
            const record = report.files?.find((f) => f.output === 'result-file');
            if (options.resultFile !== undefined && record !== undefined) {
                const written = await writeNamed('resultFile', options.resultFile, redact(record.content));
                if (written !== undefined)
                    recorded[record.output] = written;
            }
            else if (record !== undefined) {
                // A note that something was cut points at the record: say how to have it.
                const notes = [...warned, ...report.warnings, ...shown.map((a) => a.message)];
                if (notes.some((note) => note.includes(record.name))) {
                    warn(`${record.name} was not written: give ${wording/* CLI_WORDS */.xP.name('resultFile')} PATH to keep every entry that the notes point to.`);
                }
            }
            // A dry run's diff, byte for byte in the file `diffFile` names (empty when nothing would change).
            const { diff } = report;
            if (options.diffFile !== undefined) {
                if (diff === undefined) {
                    warn(`${wording/* CLI_WORDS */.xP.name('diffFile')}: nothing was written: it takes the diff of \`gate ${wording/* CLI_WORDS */.xP.setting('fix', 'true')} ${wording/* CLI_WORDS */.xP.setting('dryRun', 'true')}\`.`);
                }
                else {
                    const written = await writeNamed('diffFile', options.diffFile, redact(diff));
                    if (written !== undefined && diff !== '')
                        recorded['diff-file'] = written;
                }
            }
            const outputs = {
                ...action_interface/* BLANK_OUTPUTS */.Q,
                ...report.outputs,
                ...recorded,
                'failure-reason': failureReason,
            };
            exitCode = (0,exit_codes/* exitCodeFor */.Rr)(failureReason);
            if (options.summaryFile !== undefined) {
                await writeNamed('summaryFile', options.summaryFile, redact(report.summary));
            }
            if (options.codequalityFile !== undefined) {
                // GitLab places a finding by its path from the repository's top level, wherever this ran.
                const place = (file) => (0,sarif/* repositoryPath */.SH)(repositoryRoot(), setup.cwd, file);
                const issues = codeQualityIssues(shown, report.warnings, setup.ciConfigPath, place);
                await writeNamed('codequalityFile', options.codequalityFile, json(issues));
            }
            const annotations = [...shown, ...report.warnings.map((message) => ({ level: 'warning', message }))];
            if (options.json) {
                const document = {
                    exitCode,
                    verdict,
                    result: parseJson(outputs.result ?? '[]'),
                    outputs,
                    annotations,
                    ...(diff !== undefined && { diff }),
                    ...(report.record !== undefined && { report: report.record() }),
                };
                stdout.write(json(document));
                // Annotations still reach a person watching, on stderr, as editors link them.
                for (const a of annotations)
                    err(annotationLine(a, colours));
            }
            else {
                const out = (text) => stdout.write(`${redact(text)}\n`);
                // The diff in the summary's place for it, as it is where stdout is a file or a pipe (to apply it), its controls
                // made safe on a terminal: once, and never on stderr.
                const verbatim = diff === undefined || diff === ''
                    ? undefined
                    : { info: 'diff', text: stdout.isTTY === true ? terminalDiff(diff) : diff };
                if (report.summary !== '')
                    out(`\n${markdownToText(report.summary, colours, verbatim)}\n`);
                for (const a of annotations)
                    out(annotationLine(a, colours));
            }
            if (verdict.message !== undefined) {
                const message = terminalSafe(verdict.message, true);
                err(verdict.failed ? `${colours.red('error')}: ${message}` : message);
            }
        },
    };
}

// EXTERNAL MODULE: ./src/action-version.ts
var action_version = __webpack_require__(4928);
// EXTERNAL MODULE: ./src/files/named-file.ts
var named_file = __webpack_require__(5925);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/repository-root.ts
/**
 * The repository's top level, for the command line, which may run in a subdirectory: GitLab places Code Quality
 * findings, and code scanning SARIF results, by paths relative to it. In order: GitLab's CI_PROJECT_DIR (when the
 * working directory is inside it), git's top level, else the working directory.
 */




function findRepositoryRoot(env, cwd) {
    const here = external_node_path_default().resolve(cwd);
    const project = env.CI_PROJECT_DIR?.trim();
    if (project !== undefined && external_node_path_default().isAbsolute(project) && contains(external_node_path_default().resolve(project), here)) {
        return external_node_path_default().resolve(project);
    }
    try {
        // No hooks, no prompts: a merge request's checkout may carry anything.
        const top = (0,external_node_child_process_.execFileSync)('git', ['-c', 'core.hooksPath=/dev/null', 'rev-parse', '--show-toplevel'], {
            cwd: here,
            encoding: 'utf8',
            timeout: 10_000,
            stdio: ['ignore', 'pipe', 'ignore'],
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        }).trim();
        // git answers with links resolved: the same place, said from the working directory as given.
        const root = external_node_path_default().resolve(here, external_node_path_default().relative((0,external_node_fs_.realpathSync)(here), top));
        if (top !== '' && contains(root, here))
            return root;
    }
    catch {
        // Not a repository, or no git: the working directory stands for it.
    }
    return here;
}
const contains = (folder, inside) => !(0,validation/* escapes */.r6)(external_node_path_default().relative(folder, inside));

;// CONCATENATED MODULE: ./src/cli/main.ts
/** The command line: read it, run the action's `run()` with the CLI's runner, return the exit code (docs/cli.md). */














async function main(argv, env, streams) {
    const { stdout, stderr } = streams;
    const command = parseCommandLine(argv);
    switch (command.kind) {
        case 'version':
            stdout.write(`${action_version/* VERSION */.x}\n`);
            return exit_codes/* EXIT_CODES */.ai.passed;
        case 'help':
            stdout.write(`${helpText(command.subcommand)}\n`);
            return exit_codes/* EXIT_CODES */.ai.passed;
        case 'invalid': {
            const more = command.subcommand !== undefined ? `${command.subcommand} --help` : '--help';
            stderr.write(`tfe-module-lifecycle: ${command.message}\nRun \`tfe-module-lifecycle ${more}\` for usage.\n`);
            if (command.json)
                stdout.write((0,exit_codes/* refusedDocument */.sW)(command.message));
            return exit_codes/* EXIT_CODES */.ai['invalid-input'];
        }
        case 'run': {
            // The second token (Explorer only) has no Terraform convention: it comes from the environment too, never a flag.
            const usageToken = env[USAGE_TOKEN_VARIABLE]?.trim();
            // The campaign's GitHub token, from where gh reads it (GH_TOKEN first), for `campaign` only.
            const githubToken = command.subcommand === 'campaign' ? githubTokenOf(env) : undefined;
            // Paths (directories, the policy file, the files written) start at the working directory, as a person expects,
            // even when the command line runs inside a GitHub Actions job.
            const { GITHUB_WORKSPACE: _workspace, ...rest } = env;
            const cwd = process.cwd();
            const roots = (0,safe_write/* commandLineRoots */.Ji)(rest, cwd);
            const refused = refusedFiles(command.options, roots);
            const { given } = command;
            const runner = cliRunner({
                given: {
                    ...given,
                    value: (key) => (key === 'usageToken' ? usageToken : key === 'githubToken' ? githubToken : given.value(key)),
                },
                // A file refused is not tried again when the refusal is reported: said once, as an error.
                options: withoutFiles(command.options, refused),
                stdout,
                stderr,
                colours: coloursFor(stdout.isTTY === true && stderr.isTTY === true, env),
                liveProgress: isLive(stderr, env),
                ciConfigPath: env.CI_CONFIG_PATH?.trim() || '.gitlab-ci.yml',
                base: baseCommit(command.options, env),
                roots,
                cwd,
                repositoryRoot: () => findRepositoryRoot(env, cwd),
            });
            if (refused.length > 0) {
                // Before any request, as every input's mistake: one JSON document with --json, exit 2.
                await runner.write((0,src_report/* failedReport */.kS)('invalid-input', refused.map((r) => r.message).join('\n')));
                return runner.exitCode();
            }
            await run(runner, rest);
            return runner.exitCode();
        }
    }
}
const githubTokenOf = (env) => env.GH_TOKEN?.trim() || env.GITHUB_TOKEN?.trim() || undefined;
/** The files the flags name that will not be written (outside the roots, a link, a directory). */
function refusedFiles(options, roots) {
    return cli_options/* CLI_FILE_OPTIONS */.T.flatMap((option) => {
        const file = options[option];
        if (file === undefined)
            return [];
        const { problem } = (0,named_file/* checkNamedFile */.i)(file, { roots, label: wording/* CLI_WORDS */.xP.name(option) });
        return problem?.kind === 'refused' ? [{ option, message: problem.message }] : [];
    });
}
function withoutFiles(options, refused) {
    const kept = { ...options };
    for (const { option } of refused)
        delete kept[option];
    return kept;
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

// EXTERNAL MODULE: ./src/settings/table.ts
var table = __webpack_require__(2221);
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

/***/ 9507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ FILE_LIMITS)
/* harmony export */ });
/** The most the action reads of each kind of file, in bytes read (read-bounded.ts), as docs/reliability.md says. */
const MiB = 1024 * 1024;
const FILE_LIMITS = {
    /** A Terraform CLI configuration or credentials file: a few kilobytes in practice; larger is a wrong path. */
    cliConfiguration: 1 * MiB,
    /** A policy file (`policyFile`): far more than thousands of modules need; a pull request could commit any file. */
    policyFile: 4 * MiB,
    /** Each configuration file the gate reads (`.tf`, `.tf.json`) and `modules.json`. */
    configuration: 32 * MiB,
    /** The event payload (GITHUB_EVENT_PATH), which the runner writes: webhooks are capped at 25 MB. */
    eventPayload: 32 * MiB,
    /** Last run's migration report (`previousReport`): an organization of 1,000 modules and 5,000 workspaces writes a few MiB. */
    previousReport: 64 * MiB,
};


/***/ }),

/***/ 5925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ fileToWrite),
/* harmony export */   i: () => (/* binding */ checkNamedFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _safe_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8196);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3395);
/**
 * A file an input or a flag names for the action to write (`sarifFile`, `summaryFile`), checked before any request:
 * what safe-write.ts would refuse is known then. What only writing tells (a full disk) is each writer's to report.
 */



/** The file `raw` names, and the problem writing it, if any: `refused` (outside the roots, a link) or `unwritable`. */
function checkNamedFile(raw, target) {
    const first = target.roots[0]?.path ?? process.cwd();
    const named = { ...target, file: raw, path: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(first, raw) };
    try {
        return { named: { ...named, path: (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveWriteTarget */ .ZZ)(raw, target) } };
    }
    catch (error) {
        if (!(error instanceof _safe_write_js__WEBPACK_IMPORTED_MODULE_1__/* .WriteFileError */ .kV))
            throw error;
        return { named, problem: error };
    }
}
/** An input naming a file to write: undefined when empty; a refusal goes to `problems`, with `strict` any problem. */
function fileToWrite(key, raw, roots, problems, words, strict = false) {
    if (raw === '')
        return undefined;
    const { named, problem } = checkNamedFile(raw, { roots, label: (0,_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .initial */ .Vh)(words.input(key)) });
    if (problem !== undefined && (strict || problem.kind === 'refused'))
        problems.push(problem.message);
    return named;
}


/***/ }),

/***/ 1543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rr: () => (/* binding */ FileRefusedError),
/* harmony export */   xY: () => (/* binding */ readBoundedSync),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file someone else may have put there (a policy file or a configuration in a pull request, a CLI
 * configuration), bounded by the bytes actually read. `stat` cannot bound it: a device or a FIFO says it has 0 bytes
 * and never ends, and a symbolic link can point anywhere. So the file is opened (following links), checked to be a
 * regular file on the open descriptor, and read up to one byte past the limit; else a `FileRefusedError` says why.
 */

class FileRefusedError extends Error {
    name = 'FileRefusedError';
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
// Opening a FIFO for reading waits for a writer, possibly forever, unless O_NONBLOCK is set; a regular file ignores
// the flag. O_NOCTTY keeps a terminal device from becoming the process's. Windows has neither (nor FIFOs): 0.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Bytes asked for per read once past the size the file reported. */
const CHUNK = 64 * 1024;
/** `1 MiB`, `64 KiB`, `100 bytes`: a limit as a message says it. */
function formatBytes(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / 1024 / 1024} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/** The file's bytes, at most `maxBytes`; refuses anything but a regular file, and a larger one. */
function readBoundedSync(file, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, OPEN_FLAGS);
    }
    catch (error) {
        throw refusedOnOpen(error, file);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stats.isFile())
            throw notRegular(stats, file);
        const chunks = [];
        let total = 0;
        for (;;) {
            const buffer = Buffer.allocUnsafe(nextReadSize(stats.size, total, maxBytes));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (read === 0)
                return Buffer.concat(chunks, total);
            chunks.push(buffer.subarray(0, read));
            total += read;
            if (total > maxBytes)
                throw tooLarge(maxBytes);
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * The whole file in one read when its reported size is right (plus one byte, to see the end), never more than one byte
 * past the limit: the size is a hint, only the bytes read count.
 */
function nextReadSize(reportedSize, total, maxBytes) {
    return Math.max(1, Math.min(maxBytes + 1 - total, Math.max(CHUNK, reportedSize + 1 - total)));
}
const tooLarge = (maxBytes) => new FileRefusedError('too-large', `it is larger than ${formatBytes(maxBytes)}`);
function notRegular(stats, file) {
    const kinds = [
        [stats.isDirectory(), 'a directory'],
        [stats.isFIFO(), 'a named pipe (FIFO)'],
        [stats.isCharacterDevice(), 'a character device'],
        [stats.isBlockDevice(), 'a block device'],
        [stats.isSocket(), 'a socket'],
    ];
    const kind = kinds.find(([is]) => is)?.[1] ?? 'something other than a file';
    let link = false;
    try {
        link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).isSymbolicLink();
    }
    catch {
        // Gone since it was opened: say what it was.
    }
    return new FileRefusedError('not-a-regular-file', `it ${link ? 'is a symbolic link to' : 'is'} ${kind}, not a regular file`);
}
/** A socket (or a device with nothing behind it) cannot be opened at all: refused the same way. */
function refusedOnOpen(error, file) {
    if (error?.code !== 'ENXIO')
        return error;
    try {
        return notRegular((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file), file);
    }
    catch {
        return new FileRefusedError('not-a-regular-file', 'it is not a regular file');
    }
}


/***/ }),

/***/ 8196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ji: () => (/* binding */ commandLineRoots),
/* harmony export */   ZZ: () => (/* binding */ resolveWriteTarget),
/* harmony export */   kV: () => (/* binding */ WriteFileError),
/* harmony export */   kv: () => (/* binding */ writeFileSafely),
/* harmony export */   rX: () => (/* binding */ writeRoots)
/* harmony export */ });
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
    return [...writeRoots(env, cwd), { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().parse(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd)).root, name: 'any folder', anywhere: true }];
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

/***/ 665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ RESULT_OUTPUT),
/* harmony export */   CB: () => (/* binding */ VERIFIED_NOTE),
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Jz: () => (/* binding */ SUMMARY_LIMIT_BYTES),
/* harmony export */   LA: () => (/* binding */ REVOKED_CONSEQUENCE),
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   N4: () => (/* binding */ note),
/* harmony export */   Sg: () => (/* binding */ ANNOTATIONS_PER_STEP),
/* harmony export */   Vm: () => (/* binding */ runFooter),
/* harmony export */   _G: () => (/* binding */ OUTPUT_LIMIT_BYTES),
/* harmony export */   ax: () => (/* binding */ warningsWhy),
/* harmony export */   az: () => (/* binding */ annotationsShown),
/* harmony export */   fT: () => (/* binding */ fitOutput),
/* harmony export */   kS: () => (/* binding */ failedReport),
/* harmony export */   oe: () => (/* binding */ writeFailureReason),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   uH: () => (/* binding */ deprecationText),
/* harmony export */   yU: () => (/* binding */ someOf)
/* harmony export */ });
/* unused harmony exports FAILURE_REASONS, fitSummary, withinAnnotationLimits */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

/** The annotations a runner shows: folded where it `limited` (GitHub's per-step cap), else one per finding. */
function annotationsShown(annotations, limited) {
    const dropped = limited ? 'per-finding' : 'folded';
    return annotations.filter((a) => a.fold !== dropped).map(({ fold: _, ...shown }) => shown);
}
/** Why a step failed (`failure-reason`): a later step can tell a gate that tripped from a tool that could not work. */
const FAILURE_REASONS = (/* unused pure expression or super */ null && ([
    'deprecated-in-use',
    'revoked-in-use',
    'invalid-input',
    'service-error',
    'revocation-unavailable',
    'verification-timeout',
    'internal-error',
]));
/**
 * The `failure-reason` of writes that did not all succeed, given for each failure whether it was the service lacking
 * revocation; with no failure at all, the changes were made but not verified in time.
 */
function writeFailureReason(noRevocation) {
    if (noRevocation.length === 0)
        return 'verification-timeout';
    return noRevocation.every((n) => n) ? 'revocation-unavailable' : 'service-error';
}
const RESULT_OUTPUT = "the step's `result` output";
function failedReport(reason, message, summary = '', annotations = []) {
    return { outputs: {}, annotations, summary, verdict: { failed: true, reason, message }, warnings: [] };
}
function deprecationText(d) {
    return `${JSON.stringify(d.reason)}${d.link ? ` <${d.link}>` : ''}`;
}
/** What revocation means for whoever uses the version, as the service's runs say it. */
const REVOKED_CONSEQUENCE = 'Runs of new workspaces that use it will not proceed; workspaces that used it before go on with a warning.';
/** A summary's first line, and so a comment's: the verdict, then why (`why`, Markdown the caller made safe). */
function verdictLine(standing, why, run = 'the step') {
    switch (standing) {
        case 'fails':
            return `❌ **Fails**: ${why}`;
        case 'warns':
            return `⚠️ **Warns** (${run} passes): ${why}`;
        case 'passes':
            return `✅ **Passes**: ${why}`;
    }
}
/** "Versions: 1 deprecated · 2 not deprecated.": the counts that are not zero (never "0 failed"). */
function countsLine(label, counts) {
    const shown = counts.filter(([n]) => n > 0).map(([n, what]) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(n)} ${what}`);
    return shown.length === 0 ? [] : [`${label}: ${shown.join(' · ')}.`, ''];
}
const LISTED_IN_A_SENTENCE = 5;
/** "1.0.0, 1.1.0 and 3 more". */
function someOf(items, max = LISTED_IN_A_SENTENCE) {
    return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
/** "1 warning: TITLE", "3 warnings: A; B and 1 more". Titles may carry others' text: `safe` escapes it. */
function warningsWhy(annotations, safe) {
    const titles = annotations.filter((a) => a.level === 'warning').map((a) => safe(a.title ?? a.message));
    if (titles.length === 0)
        return '';
    const shown = titles.slice(0, 2);
    const more = titles.length - shown.length;
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(titles.length, 'warning')}: ${shown.join('; ')}${more > 0 ? ` and ${more} more` : ''}.`;
}
/** A note that renders as one everywhere (GitHub's `> [!NOTE]` alerts show as text elsewhere). */
function note(text) {
    return ['> **Note**', `> ${text}`, ''];
}
/** Tables longer than this fold into a `<details>` block, so the summary stays readable. */
const FOLD_ROWS = 20;
/** A Markdown table, folded into `<details>` past FOLD_ROWS rows; blank lines around it let Markdown render inside. */
function table(header, rows, label) {
    const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows];
    if (rows.length <= FOLD_ROWS)
        return lines;
    // The summary line is raw HTML, where Markdown escapes would show: escape it as HTML.
    const html = label.replace(_text_js__WEBPACK_IMPORTED_MODULE_0__/* .ONE_LINE */ .St, ' ').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return [`<details><summary>${html}</summary>`, '', ...lines, '', '</details>'];
}
const VERIFIED_NOTE = 'Verified through the registry read API. ';
function runFooter(context, note = '') {
    // The note says what the run did (a read-back), with or without a run to link to.
    if (context.runUrl === undefined)
        return note.trim() === '' ? [] : [`<sub>${note.trim()}</sub>`];
    return [`<sub>${note}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`];
}
/** GitHub caps one output at 1 MB; a JSON output stays below it, leaving room for the others. */
const OUTPUT_LIMIT_BYTES = 900_000;
/** An output's JSON with fewer and fewer details (`levels`) until it fits; the last level whatever its size. */
function fitOutput(levels, build, limit = OUTPUT_LIMIT_BYTES) {
    let json = '';
    for (const level of levels) {
        json = JSON.stringify(build(level));
        // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
        if (Buffer.byteLength(json, 'utf8') <= limit)
            break;
    }
    return json;
}
const SUMMARY_LIMIT_BYTES = 1_000_000;
const bytes = (text) => new TextEncoder().encode(text).length;
/**
 * The summary cut at a line below GitHub's limit, with a note saying how much was left out and where all of it is; a
 * `<details>` left open by the cut is closed, so the note renders.
 */
function fitSummary(markdown, limit = SUMMARY_LIMIT_BYTES, completeIn = RESULT_OUTPUT) {
    if (bytes(markdown) <= limit)
        return markdown;
    const lines = markdown.split('\n');
    const kept = [];
    let size = 0;
    for (const line of lines) {
        const next = bytes(line) + 1;
        // Room for the closing tags and the note.
        if (size + next > limit - 1_000)
            break;
        kept.push(line);
        size += next;
    }
    const open = kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
    return [
        ...kept,
        ...Array.from({ length: Math.max(0, open) }, () => '</details>'),
        '',
        `> **Note**`,
        `> The summary stops here: GitHub shows at most 1 MiB of it, and ${plural(lines.length - kept.length, 'more line')} were left out. Every entry is in ${completeIn}.`,
        '',
    ].join('\n');
}
/** GitHub shows at most this many annotations of each level per step (and 50 per job). */
const ANNOTATIONS_PER_STEP = 10;
const LEVEL_ORDER = { error: 0, warning: 1, notice: 2 };
/**
 * The annotations as GitHub will show them: errors first, at most `room` of each level. Past that, the last one shown
 * says how many more there are and where, instead of GitHub dropping them in silence. `held` counts those of a level
 * already written to the log as plain lines; the note counts them too, in the slot the log left for it.
 */
function withinAnnotationLimits(annotations, room, held = {}, completeIn) {
    const sorted = [...annotations].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
    const kept = [];
    for (const level of ['error', 'warning', 'notice']) {
        const ofLevel = sorted.filter((a) => a.level === level);
        const space = room[level];
        const inLog = held[level] ?? 0;
        // With no room left, even the overflow note would be dropped by GitHub: the caller logs it.
        if (space <= 0)
            continue;
        if (ofLevel.length <= space && inLog === 0) {
            kept.push(...ofLevel);
            continue;
        }
        const shown = Math.min(ofLevel.length, space - 1);
        const more = ofLevel.length - shown + inLog;
        const where = completeIn !== undefined
            ? inLog === 0
                ? `in ${completeIn}`
                : `in the log and in ${completeIn}`
            : inLog === 0
                ? 'in the step summary and the `result` output'
                : ofLevel.length === shown
                    ? 'in the log'
                    : 'in the log, the step summary and the `result` output';
        kept.push(...ofLevel.slice(0, shown), {
            level,
            title: `${plural(more, `more ${level}`)} not shown here`,
            message: `GitHub shows at most ${ANNOTATIONS_PER_STEP} ${level} annotations per step; ${more === 1 ? 'the other one is' : `the other ${more} are`} ${where}.`,
        });
    }
    return kept;
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ SARIF_RULES),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   Uw: () => (/* binding */ SARIF_RESULT_LIMIT),
/* harmony export */   _g: () => (/* binding */ sarifRuleIndex),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   fz: () => (/* binding */ sarifLocation)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4928);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);



/** Code scanning keeps at most 5,000 results of an upload (refusing past 25,000): errors and warnings before notes. */
const SARIF_RESULT_LIMIT = 5_000;
/** Each rule carries its help, shown on the alert, so no address of the action's own repository need be known. */
const help = (text) => ({ text, markdown: text });
const MOVE_ON = 'Change the `version` of the module block to the suggested version (or to a constraint that excludes this one), run `terraform init -upgrade`, and plan. The summary and the result file of the run list every call with its suggestion.';
const SARIF_RULES = {
    deprecated: {
        id: 'deprecated-module-version',
        name: 'DeprecatedModuleVersion',
        shortDescription: { text: 'A module call uses a deprecated version of a private registry module' },
        fullDescription: {
            text: 'The version is deprecated in the HCP Terraform / Terraform Enterprise private registry: move to the suggested version.',
        },
        help: help(`The module's publisher deprecated this version in the private registry: it still runs, but it is on its way out, and may be revoked. ${MOVE_ON}`),
    },
    revoked: {
        id: 'revoked-module-version',
        name: 'RevokedModuleVersion',
        shortDescription: { text: 'A module call uses a revoked version of a private registry module' },
        fullDescription: {
            text: 'The version is revoked: runs of new workspaces that use it will not proceed. Move to the suggested version.',
        },
        help: help(`The module's publisher revoked this version in the private registry: runs of new workspaces that use it do not proceed. ${MOVE_ON}`),
    },
    unchecked: {
        id: 'unchecked-module-call',
        name: 'UncheckedModuleCall',
        shortDescription: { text: 'A module call whose version could not be checked' },
        fullDescription: {
            text: 'The module or version of the call could not be resolved, so its deprecation is unknown.',
        },
        help: help('The versions of the module could not be read from the registry, or the version the call uses could not be known from the files (a constraint nothing satisfies, a version that is an expression). The alert says which; running `terraform init` before the gate lets the exact installed versions be read.'),
    },
};
/** SARIF 2.1.0 §3.11.5 reads `{0}` as a placeholder: a literal brace is doubled, so service text stays as written. */
const sarifText = (text) => text.replace(/[{}]/g, (brace) => brace + brace);
const sarifRuleIndex = (id) => Object.values(SARIF_RULES).findIndex((r) => r.id === id);
/** A file relative to the repository root at a line where known; each part of the URI reference percent-encoded. */
function sarifLocation(file, line) {
    const uri = file.split('\\').join('/').split('/').map(encodeURIComponent).join('/');
    return {
        physicalLocation: {
            artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
            ...(line !== undefined && { region: { startLine: line } }),
        },
    };
}
/** `file` (relative to `workspace`) relative to the repository root; undefined outside it, where nothing is placed. */
function repositoryPath(root, workspace, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, file));
    if (relative === '' || (0,_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .escapes */ .r6)(relative))
        return undefined;
    return relative.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** The log of one run of the tool: the most severe results first (in their order otherwise), within the limit. */
function sarifLog(results) {
    const rank = { error: 0, warning: 1, note: 2 };
    const sorted = results
        .map((result, index) => ({ result, index }))
        .sort((a, b) => rank[a.result.level] - rank[b.result.level] || a.index - b.index)
        .map((r) => r.result);
    const kept = sorted
        .slice(0, SARIF_RESULT_LIMIT)
        .map((r) => r.message.text === undefined ? r : { ...r, message: { ...r.message, text: sarifText(r.message.text) } });
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'tfe-module-lifecycle',
                        semanticVersion: _action_version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x,
                        rules: Object.values(SARIF_RULES),
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root (the workspace).' } } },
                results: kept,
            },
        ],
    };
    return { log, omitted: results.length - kept.length };
}


/***/ }),

/***/ 4700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ CLI_OPTIONS),
/* harmony export */   T: () => (/* binding */ CLI_FILE_OPTIONS)
/* harmony export */ });
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4575);
/** The command line's own options: rows of the table (table.ts) with a flag and no input of the action. Pure. */

const CLI_OPTIONS = {
    codequalityFile: {
        flag: 'codequality-file',
        kind: 'path',
        commands: ['check', 'gate'],
        doc: 'write a GitLab Code Quality report (artifacts: reports: codequality)',
        valueName: 'PATH',
    },
    base: {
        flag: 'base',
        kind: 'text',
        commands: ['gate'],
        doc: 'with --only-new: the commit to compare with, a SHA or a name such as origin/main (default in a GitLab merge request pipeline: CI_MERGE_REQUEST_DIFF_BASE_SHA)',
        valueName: 'COMMIT',
    },
    resultFile: {
        flag: 'result-file',
        kind: 'path',
        commands: ['gate', 'campaign'],
        doc: 'write every call (the whole result, whatever its size) as JSON to PATH',
        valueName: 'PATH',
    },
    diffFile: {
        flag: 'diff-file',
        kind: 'path',
        commands: ['gate'],
        doc: 'with --fix --dry-run: write the unified diff to PATH, byte for byte (git apply takes it)',
        valueName: 'PATH',
    },
    json: {
        flag: 'json',
        kind: 'switch',
        default: false,
        commands: _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMAND_NAMES */ .nZ,
        doc: 'print one JSON document on stdout: result, outputs, verdict',
    },
    summaryFile: {
        flag: 'summary-file',
        kind: 'path',
        commands: _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMAND_NAMES */ .nZ,
        doc: 'write the Markdown summary (as the job summary) to PATH (files are never written through a symbolic link)',
        valueName: 'PATH',
    },
    verbose: {
        flag: 'verbose',
        kind: 'switch',
        default: false,
        commands: _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMAND_NAMES */ .nZ,
        doc: 'print debug lines on stderr',
    },
    help: { flag: 'help', kind: 'switch', default: false, commands: _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMAND_NAMES */ .nZ, doc: 'this help' },
};
const CLI_FILE_OPTIONS = Object.keys(CLI_OPTIONS).filter((key) => CLI_OPTIONS[key].kind === 'path');


/***/ }),

/***/ 4575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ commandOfStatus),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   nZ: () => (/* binding */ COMMAND_NAMES)
/* harmony export */ });
/** The commands a run can be: the CLI's subcommands; the action infers one (action-inputs.ts). Pure, no imports. */
/** Each command: `status` is the action's value for it; `defaults` are the command line's own, which a flag may override. */
const COMMANDS = {
    deprecate: { status: 'deprecated', doc: 'deprecate versions, with a reason and a link; the newest may be kept' },
    undeprecate: { status: 'undeprecated', doc: 'make deprecated versions active again' },
    revoke: { status: 'revoked', doc: 'revoke versions (deprecating them first where needed)' },
    unrevoke: { status: 'unrevoked', doc: 'lift a revocation; the versions stay deprecated' },
    check: { status: 'check', doc: 'the state of versions; fails when one is deprecated or revoked' },
    gate: { status: 'check', doc: 'check the module calls in Terraform configurations' },
    policy: { doc: "plan a policy file's changes; policy apply FILE applies them" },
    // The migration report: every release with its state and its users, reporting rather than failing.
    usage: {
        status: 'check',
        doc: 'every release with its state and the workspaces using it',
        defaults: { usage: 'true', version: '>= 0.0.0', failOnDeprecated: false, failOnRevoked: false },
    },
    report: {
        status: 'report',
        doc: 'every private module of an organization: retired versions in use, burn-down',
    },
    campaign: {
        status: 'campaign',
        doc: 'a fix pull request in every repository that calls a deprecated or revoked version',
    },
};
const COMMAND_NAMES = Object.keys(COMMANDS);
/** The `status` a command stands for, as the action names it (`check` for the gate and `usage`). */
const statusOf = (command) => COMMANDS[command].status;
/** The command that sets a status, as the command line names it: the first with that status. */
const commandOfStatus = (status) => COMMAND_NAMES.find((name) => statusOf(name) === status);


/***/ }),

/***/ 2221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ SETTING_KEYS),
/* harmony export */   OB: () => (/* binding */ rowOf),
/* harmony export */   eo: () => (/* binding */ INPUT_KEYS)
/* harmony export */ });
/* unused harmony export SETTINGS */
/* harmony import */ var _cli_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4700);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4575);


// The commands that share flags, each list in the order help shows them.
const MODULE_COMMANDS = ['deprecate', 'undeprecate', 'revoke', 'unrevoke', 'check', 'usage'];
const CHANGING = ['deprecate', 'undeprecate', 'revoke', 'unrevoke'];
const DEPRECATING = ['deprecate', 'revoke'];
const JUDGING = ['check', 'usage', 'gate'];
/** The rows, in help's order: what the run is about, what it does, how it runs, where it connects; CLI options last. */
const SETTINGS = {
    status: {
        input: 'status',
        notAFlag: {
            why: 'the command says it: deprecate, undeprecate, revoke, unrevoke, check, gate, usage, report or campaign',
            givenAs: 'the command',
            taken: true,
        },
        kind: 'choice',
        values: ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check', 'report', 'campaign'],
        doc: 'what to do with the versions',
    },
    source: {
        input: 'source',
        kind: 'text',
        commands: [...MODULE_COMMANDS, 'report', 'campaign'],
        doc: 'the module as in a module block: HOST/NAMESPACE/NAME/PROVIDER',
        valueName: 'ADDRESS',
    },
    organization: {
        input: 'organization',
        kind: 'text',
        commands: [...MODULE_COMMANDS, 'gate', 'report', 'campaign'],
        doc: 'the organization (default: the namespace of --source, TF_CLOUD_ORGANIZATION)',
        valueName: 'ORG',
    },
    namespace: {
        input: 'namespace',
        kind: 'text',
        commands: MODULE_COMMANDS,
        doc: "the module's namespace, without --source (default: the organization)",
        valueName: 'NAMESPACE',
    },
    module: {
        input: 'module',
        kind: 'text',
        commands: [...MODULE_COMMANDS, 'report', 'campaign'],
        doc: 'the module name, without --source, e.g. vpc',
        valueName: 'NAME',
    },
    provider: {
        input: 'provider',
        kind: 'text',
        commands: MODULE_COMMANDS,
        doc: 'the module provider, without --source, e.g. aws',
        valueName: 'PROVIDER',
    },
    repositories: {
        input: 'repositories',
        kind: 'lines',
        commands: ['campaign'],
        doc: "the repositories to look in: an owner, or OWNER/NAME patterns, `!` to leave some out (default: the workflow's owner)",
        valueName: 'LIST',
    },
    version: {
        input: 'version',
        kind: 'text',
        commands: MODULE_COMMANDS,
        doc: 'versions or a constraint: "1.0.0, 1.1.0", "< 2.0.0", "~> 1.2"',
        valueName: 'VERSIONS',
    },
    configDirectory: {
        input: 'config-directory',
        notAFlag: {
            why: 'give the directories to `gate` as arguments: `gate DIR...`',
            givenAs: '`gate DIR`',
            taken: true,
        },
        kind: 'lines',
        doc: 'the configuration directories to check',
    },
    policyFile: {
        input: 'policy-file',
        notAFlag: {
            why: 'give the file to `policy`: `policy plan FILE` or `policy apply FILE`',
            givenAs: 'the policy file',
            taken: true,
        },
        kind: 'path',
        doc: 'a YAML policy file',
    },
    reason: {
        input: 'reason',
        kind: 'text',
        commands: DEPRECATING,
        doc: 'why consumers should move on; they see it',
        valueName: 'TEXT',
    },
    link: {
        input: 'link',
        kind: 'text',
        commands: DEPRECATING,
        doc: 'a page with more, e.g. an upgrade guide',
        valueName: 'URL',
    },
    keepLatest: {
        input: 'keep-latest',
        kind: 'count',
        default: 0,
        range: { min: 0, max: 9999 },
        commands: DEPRECATING,
        doc: 'leave the N newest released versions alone',
        valueName: 'N',
    },
    keepReasons: {
        input: 'keep-reasons',
        kind: 'switch',
        default: false,
        commands: DEPRECATING,
        doc: 'versions already deprecated keep their reason and link',
        docOff: 'versions already deprecated take --reason and --link too',
    },
    onPrerelease: {
        input: 'on-prerelease',
        notAFlag: { why: 'it applies to a GitHub release event, which the command line has not', taken: false },
        kind: 'choice',
        default: 'skip',
        values: ['skip', 'deprecate'],
        expected: 'skip or deprecate',
        doc: 'on a release event for a prerelease: change nothing, or go ahead',
    },
    revokeOnlyUnused: {
        input: 'revoke-only-unused',
        kind: 'switch',
        default: false,
        commands: ['revoke'],
        doc: 'revoke only the versions no workspace uses; deprecate the others',
        docOff: 'revoke every selected version',
    },
    failOnDeprecated: {
        input: 'fail-on-deprecated',
        kind: 'switch',
        default: true,
        commands: JUDGING,
        doc: 'fail (exit 1) on a deprecated version',
        docOff: 'only warn of a deprecated version',
    },
    failOnRevoked: {
        input: 'fail-on-revoked',
        kind: 'switch',
        default: true,
        commands: JUDGING,
        doc: 'fail (exit 1) on a revoked version',
        docOff: 'only warn of a revoked version',
    },
    onlyNew: {
        input: 'only-new',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'fail only on calls the change adds or moves, over --base; warn of the others',
        docOff: 'judge every call',
    },
    tool: {
        input: 'tool',
        kind: 'choice',
        values: ['terraform', 'opentofu'],
        expected: '`terraform` or `opentofu` (the tool that runs the configurations, whose rule on .tofu files applies), or empty to judge the calls both would read',
        commands: ['gate'],
        doc: 'the tool that runs the configurations, whose rule on .tofu files applies (default: the calls both read are judged)',
    },
    fix: {
        input: 'fix',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'rewrite each deprecated or revoked version in place, within its major version (with --dry-run: print the diff, write nothing)',
        docOff: 'rewrite nothing',
    },
    fixMajor: {
        input: 'fix-major',
        kind: 'switch',
        default: false,
        commands: ['gate', 'campaign'],
        doc: 'with --fix: also write a suggested version of another major version (check its changes first)',
        docOff: 'with --fix: stay within each major version',
    },
    failOnByHand: {
        input: 'fail-on-by-hand',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'with --fix: fail (exit 1) when a call is left to a person, so that a migration that moves nothing does not read as done',
        docOff: 'with --fix: pass when calls are left to a person',
    },
    suggest: {
        input: 'suggest',
        notAFlag: {
            why: 'it suggests changes in a GitHub pull request review; `gate --fix --dry-run` prints them as a diff',
            taken: false,
        },
        kind: 'switch',
        default: false,
        doc: 'suggest each fix in a pull request review',
    },
    reportFile: {
        input: 'report-file',
        kind: 'path',
        commands: ['report'],
        doc: 'write the report as JSON (the next --previous-report)',
        valueName: 'PATH',
    },
    reportCsv: {
        input: 'report-csv',
        kind: 'path',
        commands: ['report'],
        doc: 'write the report as CSV, one row per version and workspace',
        valueName: 'PATH',
    },
    previousReport: {
        input: 'previous-report',
        kind: 'path',
        commands: ['report'],
        doc: "last run's --report-file: adds the burn-down since then",
        valueName: 'PATH',
    },
    changeRequests: {
        input: 'change-requests',
        kind: 'switch',
        default: false,
        commands: ['report'],
        doc: 'open a change request on each workspace that uses a deprecated or revoked version',
        docOff: 'open no change request',
    },
    changeRequestsLimit: {
        input: 'change-requests-limit',
        kind: 'count',
        default: 100,
        range: { min: 1, max: 100_000 },
        commands: ['report'],
        doc: 'the most change requests one run opens',
        valueName: 'N',
    },
    pullRequestsLimit: {
        input: 'pull-requests-limit',
        kind: 'count',
        default: 20,
        range: { min: 0, max: 1000 },
        commands: ['campaign'],
        doc: 'the most pull requests one run opens (updates and closes are not counted)',
        valueName: 'N',
    },
    codeSearch: {
        input: 'code-search',
        kind: 'switch',
        default: false,
        commands: ['campaign'],
        doc: "read only the repositories GitHub's code search finds the module in (the listing still names every one)",
        docOff: 'read every repository listed',
    },
    dryRun: {
        input: 'dry-run',
        kind: 'switch',
        default: false,
        commands: [...CHANGING, 'gate', 'report', 'campaign'],
        doc: 'read and plan, change nothing',
        docOff: 'make the changes',
    },
    allowEmpty: {
        input: 'allow-empty',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'pass when no module call uses the registry checked',
        docOff: 'fail when no module call uses the registry checked',
    },
    sarifFile: {
        input: 'sarif-file',
        kind: 'path',
        commands: ['gate'],
        doc: 'write a SARIF 2.1.0 log of the findings, for code scanning',
        valueName: 'PATH',
    },
    verify: {
        input: 'verify',
        kind: 'switch',
        default: true,
        commands: [...CHANGING, 'policy'],
        doc: 'read each change back until the registry shows it',
        docOff: 'do not read the changes back',
    },
    verifyTimeout: {
        input: 'verify-timeout',
        kind: 'seconds',
        default: 30,
        range: { min: 0, max: 3600 },
        commands: [...CHANGING, 'policy'],
        doc: 'seconds to wait for the registry to show the changes',
        valueName: 'S',
    },
    usage: {
        input: 'usage',
        kind: 'choice',
        default: 'auto',
        values: ['auto', 'true', 'false'],
        expected: 'auto (read who uses each version when the token may), true (required) or false (never)',
        commands: [...CHANGING, 'check', 'usage', 'policy', 'report', 'campaign'],
        doc: 'read which workspaces use each version, from Explorer',
    },
    hostname: {
        input: 'hostname',
        kind: 'text',
        commands: _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_NAMES */ .nZ,
        doc: 'the service (default TF_HOSTNAME, else app.terraform.io)',
        valueName: 'HOST',
    },
    requestTimeout: {
        input: 'request-timeout',
        kind: 'seconds',
        default: 30,
        range: { min: 0, max: 600 },
        positive: true,
        commands: _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_NAMES */ .nZ,
        doc: 'seconds to wait for one answer before retrying',
        valueName: 'S',
    },
    token: { input: 'token', notAFlag: { givenAs: 'the token', taken: false }, kind: 'secret', doc: 'the API token' },
    usageToken: {
        input: 'usage-token',
        notAFlag: { givenAs: 'TFE_USAGE_TOKEN', taken: true },
        kind: 'secret',
        doc: 'a token for reading usage from Explorer only',
    },
    comment: {
        input: 'comment',
        notAFlag: {
            why: 'the command line writes no pull request comment; --summary-file writes the same Markdown',
            taken: false,
        },
        kind: 'choice',
        default: 'never',
        values: ['never', 'always', 'changes'],
        expected: 'never, always or changes',
        doc: 'write the summary as one pull request comment',
    },
    githubToken: {
        input: 'github-token',
        notAFlag: { givenAs: 'GH_TOKEN or GITHUB_TOKEN', taken: true },
        kind: 'secret',
        default: '${{ github.token }}',
        doc: "the token that writes the pull request comment, or the campaign's pull requests",
    },
    ..._cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CLI_OPTIONS */ .E,
};
const SETTING_KEYS = Object.keys(SETTINGS);
/** A row as the code that reads any row sees it: its flag named, its commands listed. */
const rowOf = (key) => ROWS[key];
const ROWS = Object.fromEntries(Object.entries(SETTINGS).map(([key, row]) => [
    key,
    {
        ...row,
        commands: row.commands ?? [],
        ...(row.flag === undefined && row.notAFlag === undefined && row.kind !== 'secret' && { flag: row.input }),
    },
]));
const INPUT_KEYS = SETTING_KEYS.filter((key) => rowOf(key).input !== undefined);


/***/ }),

/***/ 8992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ inSentence),
/* harmony export */   GA: () => (/* binding */ cellCode),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   II: () => (/* binding */ showFile),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   St: () => (/* binding */ ONE_LINE),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   a3: () => (/* binding */ moreInformation),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kf: () => (/* binding */ messageCell),
/* harmony export */   lz: () => (/* binding */ lineLink),
/* harmony export */   oM: () => (/* binding */ loggable),
/* harmony export */   oh: () => (/* binding */ thousands)
/* harmony export */ });
/* unused harmony export withoutMentions */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_interface_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5647);
/* harmony import */ var _settings_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2221);
/**
 * Text made safe for the place it goes: a value quoted in a message, one log line, a Markdown cell, code span or link.
 * Text the action did not write (service answers, file contents and names) goes through one of these. Pure.
 */



/** A user's value in an error: quoted, control characters escaped, clipped. */
function show(value) {
    const clipped = value.length > 60 ? `${value.slice(0, 60)}…` : value;
    return JSON.stringify(clipped);
}
/** A file name in a message: quoted, control characters escaped, clipped. */
const showFile = (file) => JSON.stringify(file.length > 500 ? `${file.slice(0, 500)}…` : file);
/** A path as the workspace sees it, with forward slashes: `.` for the workspace itself. */
function showPath(workspace, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(workspace, file);
    return (relative === '' ? '.' : relative).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/**
 * Text from the service on one log line: control characters written as escapes. The runner reads a line starting with
 * `::` as a workflow command, so a raw newline could print `::add-mask::` or a fake annotation of the service's.
 */
function printable(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => {
        const escapes = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
}
/**
 * A log line that may carry text the action did not write, made so the runner reads no command in it. The runner obeys
 * `::command::` at the start of a line after any white space, and the legacy `##[command]` anywhere (actions/runner,
 * ActionCommand.TryParseV2 and TryParse): after `printable`, a zero-width space splits a leading `::` and every `##[`.
 */
function loggable(text) {
    return printable(text)
        .replace(/^(\s*):(?=:)/u, '$1:\u200b')
        .replace(/##\[/g, '##\u200b[');
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * Trimmed, with a full stop where it ends without one: a finding's parts are read one a line in an annotation and one
 * after another elsewhere (SARIF, the command line), so each must end.
 */
function sentence(text) {
    const trimmed = text.trim();
    return trimmed === '' || /[.!?…][)"'\]»”’]*$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}
/** One of the action's own capitalised phrases as it reads inside a sentence; never for text it did not write. */
const inSentence = (phrase) => `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
/** "More information: URL" (two joined by "and"), put last so nothing is glued to a link read on one line. */
function moreInformation(links) {
    const distinct = [...new Set(links.filter((l) => l !== ''))];
    return distinct.length === 0 ? '' : `More information: ${distinct.join(' and ')}`;
}
/** "20,000", written out: the first `toLocaleString('en-US')` loads ICU's locale data, about 25 ms of a run. */
function thousands(n) {
    if (!Number.isSafeInteger(n))
        return String(n);
    const digits = String(Math.abs(n));
    const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${grouped}` : grouped;
}
/** `1 module`, `2 modules`. */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/**
 * A Markdown link to a URL the service stored: only an http(s) URL becomes a link (never `javascript:` or `data:`);
 * anything else, or one encodeURI cannot encode (a lone surrogate), is its label as text.
 */
function markdownLink(label, url) {
    if (!/^https?:\/\/[^/]/i.test(url))
        return label;
    try {
        // encodeURI leaves parentheses alone, and a `)` would end the link early.
        return `[${label}](${encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    }
    catch {
        return label;
    }
}
/**
 * A link to a line of a file at a commit (`blob` is the runner's URL of it): each part of `file` (relative to the
 * repository, any name) is percent-encoded; a path leaving the repository is its label as text. `label` is made safe.
 */
function lineLink(label, blob, file, line) {
    const parts = file.split('/');
    if (!/^https?:\/\/[^/]/i.test(blob) || parts.some((p) => p === '' || p === '.' || p === '..'))
        return label;
    try {
        const url = `${blob}/${parts.map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
        return `[${label}](${url.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    }
    catch {
        return label;
    }
}
/** Table cells hold user text: keep it on one line and out of the table's syntax. */
function cell(text) {
    return escapeForCell(text).trim();
}
/**
 * Text that mentions no one: GitHub turns `@name` and `@org/team` where the `@` follows no letter, digit or `_` into a
 * mention that notifies them; a zero-width joiner after the `@` reads the same. `cell` and `messageCell` apply it.
 */
function withoutMentions(text) {
    return text.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, '@\u200d');
}
/** Any line break or control character: what keeps text on one line replaces. */
const ONE_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
function escapeForCell(text) {
    return (withoutMentions(text)
        // Any line break (a lone CR, NEL, U+2028/9 included) or control character would end the row.
        .replace(ONE_LINE, ' ')
        // `~` too: two of them in one cell would strike the text between them through (GFM).
        .replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`));
}
/**
 * Text as inline code, shown literally: backslash escapes do not work in a code span, so the fence is one backtick
 * longer than the longest run in the text (CommonMark), padded when the text starts or ends with one. In a table cell
 * `|` ends the cell even inside code (GFM): there it is `\|`, which GFM turns back into a pipe.
 */
function code(text, options = {}) {
    const line = text.replace(ONE_LINE, ' ');
    if (line === '')
        return '';
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(line) ? ' ' : '';
    const body = options.inTable === true ? line.replace(/\|/g, '\\|') : line;
    return `${fence}${pad}${body}${pad}${fence}`;
}
const cellCode = (text) => code(text, { inTable: true });
/** Names the action's own messages put in code spans: its inputs and outputs, the policy file's keys, a few values. */
const OWN_CODE_WORDS = new Set([
    ..._settings_table_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_KEYS */ .eo.map((key) => (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_2__/* .rowOf */ .OB)(key).input),
    ...Object.keys(_action_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .BLANK_OUTPUTS */ .Q),
    'gate-result.json',
    ...['$schema', 'prune', 'modules', 'name', 'rules', 'versions', 'revoke-on', 'only-unused', 'revoked-versions'],
    ...['http://', 'https://', 'host=token'],
]);
/** `status: check`, `usage: true`: an input (or key) of the action and a plain value. */
const isOwnCodeSpan = (text) => {
    if (OWN_CODE_WORDS.has(text))
        return true;
    const setting = /^([a-z-]+): ([a-z0-9.-]+)$/.exec(text);
    return setting !== null && OWN_CODE_WORDS.has(setting[1]);
};
/**
 * A message for the job summary, on one line: a code span naming one of the action's own words (check `hostname`)
 * renders as code; everything else, service and file text included, stays escaped as `cell` leaves it.
 */
function messageCell(text) {
    const parts = [];
    let last = 0;
    for (const match of text.matchAll(/`([a-z$][a-z0-9$:/=.-]*(?:: [a-z0-9.-]+)?)`/g)) {
        if (!isOwnCodeSpan(match[1]))
            continue;
        parts.push(escapeForCell(text.slice(last, match.index)), cellCode(match[1]));
        last = match.index + match[0].length;
    }
    parts.push(escapeForCell(text.slice(last)));
    return parts.join('').trim();
}


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ validateLink),
/* harmony export */   SP: () => (/* binding */ CONTROL_IN_TEXT),
/* harmony export */   hl: () => (/* binding */ MAX_REASON_LENGTH),
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME),
/* harmony export */   kG: () => (/* binding */ commitNameProblem),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   r6: () => (/* binding */ escapes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Checks shared by every place a user's value arrives (action inputs, the policy file), and where a path leads. */

const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;
/** Control characters other than tab and newline: free text (a reason) may hold those two. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** A commit's full SHA: SHA-1, or SHA-256 in a repository that uses it. */
const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** Any control character: a name or a path holds none. */
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
/** An absolute http(s) URL with a host, and nothing a browser would run. */
function validateLink(raw) {
    if (raw.length > MAX_LINK_LENGTH)
        return `must be at most ${MAX_LINK_LENGTH} characters`;
    if (/\s/.test(raw) || CONTROL_IN_NAME.test(raw))
        return 'must not contain whitespace or control characters';
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if (url.username !== '' || url.password !== '')
        return 'must not contain credentials: every consumer sees it';
    return undefined;
}
/**
 * Why `value` cannot name one commit for git (`--base`): a SHA or a name git resolves (origin/main, HEAD~1). It reaches
 * git as an argument, so it never starts with `-`; a range (`a..b`) or whitespace names no single commit.
 */
function commitNameProblem(value) {
    if (value === '')
        return 'is empty';
    if (value.length > 256)
        return 'is longer than 256 characters';
    if (value.startsWith('-'))
        return 'starts with "-"';
    if (/\s/.test(value) || CONTROL_IN_NAME.test(value))
        return 'holds whitespace or control characters';
    if (value.includes('..'))
        return 'is a range, not one commit';
    return undefined;
}
/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
const escapes = (relative) => relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative);


/***/ }),

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ names),
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   SI: () => (/* binding */ seeSummary),
/* harmony export */   Vh: () => (/* binding */ initial),
/* harmony export */   xP: () => (/* binding */ CLI_WORDS)
/* harmony export */ });
/* unused harmony export ACTION_WORDS */
/* harmony import */ var _settings_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2221);
/* harmony import */ var _settings_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4575);


/** A setting as the action names it: its input (the command line's own options by their flag). */
const inputName = (key) => {
    const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
    return row.input ?? `--${row.flag ?? key}`;
};
/** How a workflow names things: the inputs under `with:`, the job summary, the annotations. */
const ACTION_WORDS = {
    input: (key) => `input \`${inputName(key)}\``,
    name: (key) => `\`${inputName(key)}\``,
    inputs: (keys) => keys.length === 1
        ? `input \`${inputName(keys[0])}\``
        : `inputs ${listed(keys.map((k) => `\`${inputName(k)}\``))}`,
    setting: (key, value) => `\`${inputName(key)}: ${value}\``,
    takes: (key) => (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key).input !== undefined,
    status: (value) => `\`${value}\``,
    output: (name) => `the \`${name}\` output`,
    summary: 'the step summary',
    annotations: 'the annotations',
    run: 'the step',
    setup: 'the workflow',
};
/** A setting as the command line names it: its flag, else how it is given (`TFE_USAGE_TOKEN`). */
const flagName = (key) => {
    const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
    return row.flag !== undefined ? `--${row.flag}` : (row.notAFlag?.givenAs ?? `\`${row.input ?? key}\``);
};
/** Settings are flags, the Explorer token TFE_USAGE_TOKEN, a status a command, the report the summary and its lines. */
const CLI_WORDS = {
    input: flagName,
    name: flagName,
    inputs: (keys) => listed(keys.map(flagName)),
    setting: (key, value) => {
        const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
        if (key === 'status')
            return CLI_WORDS.status(value);
        if (row.flag === undefined)
            return flagName(key);
        if (row.kind === 'switch')
            return value === 'false' ? `--no-${row.flag}` : `--${row.flag}`;
        return `--${row.flag} ${/\s/.test(value) ? JSON.stringify(value) : value}`;
    },
    takes: (key) => {
        const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
        return row.flag !== undefined || row.notAFlag?.taken === true;
    },
    status: (value) => `\`${(0,_settings_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .commandOfStatus */ .BU)(value) ?? value}\``,
    output: (name) => `\`${name}\` (--json)`,
    summary: 'the summary',
    annotations: 'the FILE:LINE lines',
    run: 'the command',
    setup: 'the command line',
};
/** Words in a sentence: "a", "a and b", "a, b and c". */
const listed = (words) => words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
const initial = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** Where a failed run's details are, and whether running it again helps: the end of a verdict. */
const seeSummary = (words, rerunMayHelp) => `See ${words.summary}${rerunMayHelp ? `; running ${words.run} again retries only what is not done` : ''}.`;
const names = (words, keys) => keys.map((k) => words.name(k)).join(', ');


/***/ })

};
