export const id = 889;
export const ids = [889];
export const modules = {

/***/ 3889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parse: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _inputs_module_scope_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5348);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7199);
/* harmony import */ var _usage_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6994);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8992);
/* harmony import */ var _module_pattern_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7580);
/* harmony import */ var _github_api_url_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7019);
/* harmony import */ var _select_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5884);









/** Settings of the other modes that mean nothing to a campaign: said, so that nobody thinks they apply. */
const IGNORED = ['version', 'reason', 'link', 'namespace', 'provider', 'keepLatest'];
function parse(inputs) {
    const { command, env, words } = inputs;
    const { settings } = command;
    const problems = [];
    const warnings = [];
    const In = (key) => (0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input(key));
    const { pattern, connection, organization } = (0,_inputs_module_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .parseModuleScope */ .C)(command, env, problems, words, {
        status: 'campaign',
        giveOne: 'one, such as acme/vpc/aws',
        required: 'the module whose calls to move, such as acme/vpc/aws, or a pattern such as acme/*/aws',
        organizationFrom: (key) => words.name(key),
        ofOrganization: (organization) => `the campaign moves calls of organization ${organization}'s private modules`,
    });
    const owner = env.GITHUB_REPOSITORY_OWNER?.trim() || env.GITHUB_REPOSITORY?.split('/')[0]?.trim() || undefined;
    const selected = (0,_select_js__WEBPACK_IMPORTED_MODULE_8__/* .parseSelection */ .gO)(settings.repositories, owner);
    for (const { entry, why } of selected.problems)
        problems.push(`${In('repositories')}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .show */ .WU)(entry)} ${why}.`);
    if (selected.selection === undefined && selected.problems.length === 0) {
        problems.push(`${In('repositories')} is required here: an owner (a GitHub organization or user) whose repositories to look in, or OWNER/NAME patterns.`);
    }
    const github = parseGithub(inputs, problems);
    const ignored = IGNORED.filter((key) => command.given(key));
    if (ignored.length > 0) {
        warnings.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.inputs(ignored))} ${ignored.length === 1 ? 'has' : 'have'} no effect with ${words.setting('status', 'campaign')}, which moves every call of the modules named off deprecated and revoked versions.`);
    }
    const usage = (0,_usage_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .parseUsageOptions */ .r)(command, problems, words);
    if (problems.length > 0)
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(problems);
    return {
        kind: 'campaign',
        ...connection,
        ...usage,
        organization,
        pattern: { ...pattern, namespace: organization },
        repositories: selected.selection,
        github,
        pullRequestsLimit: settings.pullRequestsLimit,
        codeSearch: settings.codeSearch,
        fixMajor: settings.fixMajor,
        dryRun: settings.dryRun,
        requestTimeoutMs: settings.requestTimeout * 1000,
        warnings,
    };
}
/**
 * The GitHub token (`github-token`; the command line's GH_TOKEN or GITHUB_TOKEN, as gh reads them)
 * and API (GITHUB_API_URL, as the runner sets it; api.github.com where unset).
 */
function parseGithub(inputs, problems) {
    const { command, env, words } = inputs;
    const token = command.settings.githubToken.trim();
    if (token === '') {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.name('githubToken'))} is required with ${words.setting('status', 'campaign')}: a token that may write the repositories' contents and pull requests (a GitHub App's installation token).`);
    }
    else if (/\s/.test(token)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.name('githubToken'))} must be one token, without spaces or line breaks.`);
    }
    const api = (0,_github_api_url_js__WEBPACK_IMPORTED_MODULE_7__/* .parseGithubApiUrl */ .qj)(env.GITHUB_API_URL);
    if ('problem' in api)
        problems.push(`The variable GITHUB_API_URL ${api.problem}.`);
    return { token, apiUrl: 'url' in api ? api.url : '', tokenFrom: words.name('githubToken') };
}


/***/ }),

/***/ 5884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ selectionText),
/* harmony export */   gO: () => (/* binding */ parseSelection),
/* harmony export */   ko: () => (/* binding */ selects)
/* harmony export */ });
/**
 * Which repositories a campaign looks in (`repositories`): owners whose every repository is
 * listed, `OWNER/NAME` patterns (`*` for any run of characters in the name) and `!OWNER/NAME`
 * exclusions, one entry per line (or separated by commas or spaces, as a command line gives them).
 * Names match without case, as GitHub compares them. Pure.
 */
/** A GitHub login: letters, digits and single hyphens, at most 39, not starting with a hyphen. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** A repository's name as a pattern: what GitHub allows in a name, and `*`. */
const NAME = /^[A-Za-z0-9._*-]{1,100}$/;
/** The entries of the setting, or each problem with one (the entry quoted by the caller). */
function parseSelection(lines, fallbackOwner) {
    const entries = lines.flatMap((line) => line.split(/[\s,]+/)).filter((e) => e !== '');
    const problems = [];
    const include = [];
    const exclude = [];
    for (const entry of entries) {
        const excluded = entry.startsWith('!');
        const [owner = '', name, ...rest] = (excluded ? entry.slice(1) : entry).split('/');
        if (!OWNER.test(owner)) {
            problems.push({ entry, why: 'does not start with an owner GitHub would name so (letters, digits, `-`)' });
        }
        else if (rest.length > 0 || (name !== undefined && !NAME.test(name))) {
            problems.push({ entry, why: 'is not OWNER or OWNER/NAME (letters, digits, `.`, `-`, `_` and `*` in NAME)' });
        }
        else if (excluded && name === undefined) {
            problems.push({ entry, why: 'leaves out a whole owner: name only the owners to look in' });
        }
        else {
            (excluded ? exclude : include).push(`${owner}/${name ?? '*'}`.toLowerCase());
        }
    }
    const defaulted = include.length === 0 && problems.length === 0;
    if (defaulted) {
        if (fallbackOwner === undefined || !OWNER.test(fallbackOwner))
            return { problems, defaulted };
        include.push(`${fallbackOwner.toLowerCase()}/*`);
    }
    const owners = [...new Set(include.map((p) => p.split('/')[0]))];
    return { selection: { owners, include: [...new Set(include)], exclude: [...new Set(exclude)] }, problems, defaulted };
}
const globOf = (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`, 'i');
/** Whether a repository (`owner/name`) is selected: named by an entry, and by no exclusion. */
function selects(selection) {
    const include = selection.include.map(globOf);
    const exclude = selection.exclude.map(globOf);
    return (fullName) => include.some((p) => p.test(fullName)) && !exclude.some((p) => p.test(fullName));
}
/** The selection as one line, for the log. */
const selectionText = (s) => [...s.include, ...s.exclude.map((p) => `!${p}`)].join(', ');


/***/ }),

/***/ 7019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   So: () => (/* binding */ apiPath),
/* harmony export */   ed: () => (/* binding */ onApiHost),
/* harmony export */   qj: () => (/* binding */ parseGithubApiUrl)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Where GitHub's API is: GITHUB_API_URL as the runner sets it (`https://api.github.com`, or
 * `https://HOST/api/v3` on GitHub Enterprise Server), checked before the token goes anywhere, and
 * whether an address is on that host (the only one the token is sent to). Pure.
 */

const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/** The API's base URL without a trailing slash, or what is wrong with the value. */
function parseGithubApiUrl(raw) {
    const value = raw?.trim() ?? '';
    if (value === '')
        return { url: DEFAULT_GITHUB_API_URL };
    if (/[\s\u0000-\u001f\u007f]/.test(value))
        return { problem: 'must not contain whitespace or control characters' };
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return { problem: 'is not a URL: expected https://api.github.com or https://HOST/api/v3' };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(url.hostname))) {
        return { problem: 'must use https:// (plain http:// only for a loopback host)' };
    }
    if (url.username !== '' || url.password !== '') {
        return { problem: 'must not contain credentials: the token is given apart from the address' };
    }
    if (url.search !== '' || url.hash !== '')
        return { problem: 'must not have a query or a fragment' };
    if (!(0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .isHostName */ .uy)(url.hostname))
        return { problem: 'does not name a host' };
    return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
/** Whether `address` is on the API's host (scheme, host and port alike): the only place the token goes. */
function onApiHost(apiUrl, address) {
    try {
        return new URL(address).origin === new URL(apiUrl).origin;
    }
    catch {
        return false;
    }
}
/** An address's path below the API's base path (`/repos/…`), for naming a request. */
function apiPath(apiUrl, address) {
    const base = new URL(apiUrl).pathname.replace(/\/+$/, '');
    const path = new URL(address, apiUrl).pathname;
    return base !== '' && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   SX: () => (/* binding */ parseKeepReasons),
/* harmony export */   Sn: () => (/* binding */ setsDeprecation),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/** Rules the modes share over read settings; each adds its problem to `problems` and goes on: all reported at once. */




/** Whether a status sets a reason and a link: those that deprecate. */
const setsDeprecation = (status) => status === 'deprecated' || status === 'revoked';
/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words, keys, status) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.inputs(keys))} ${keys.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(command, status, problems, warnings, words) {
    const { reason, link } = command.settings;
    const reasonInput = (0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'));
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`${reasonInput} must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push(`${reasonInput} must not contain control characters (newlines and tabs are fine).`);
    }
    if (link !== '') {
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .validateLink */ .P2)(link);
        if (problem !== undefined)
            problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('link'))} ${problem}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUserinfo */ .PM)(link))}.`);
    }
    if (!setsDeprecation(status) && (reason !== '' || link !== '')) {
        warnings.push(statusOnly(words, ['reason', 'link'], status));
    }
    // Sent to every version selected, replacing the reason a deprecated one had: never empty.
    if (setsDeprecation(status) && reason === '') {
        problems.push(status === 'revoked'
            ? `${reasonInput} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
            : `${reasonInput} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keepReasons', 'true')} keeps those).`);
    }
    return { reason, link };
}
/** `keepReasons`: versions already deprecated (or revoked) keep their reason and link. */
function parseKeepReasons(command, status, warnings, words) {
    const keep = command.settings.keepReasons;
    if (keep && !setsDeprecation(status))
        warnings.push(statusOnly(words, ['keepReasons'], status));
    return keep && setsDeprecation(status);
}
/** `keepLatest`: the N newest released versions are never deprecated nor revoked. */
function parseKeepLatest(command, status, warnings, words) {
    const { keepLatest } = command.settings;
    if (!setsDeprecation(status) && keepLatest > 0)
        warnings.push(statusOnly(words, ['keepLatest'], status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(key, kind, value, problems, words) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(key))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
        return value;
    }
}


/***/ }),

/***/ 5348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ parseModuleScope)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2996);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7199);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6355);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _module_pattern_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7580);






function parseModuleScope(command, env, problems, words, says) {
    const { settings } = command;
    const In = (key) => (0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input(key));
    const [patternKey, patternRaw] = settings.source !== '' ? ['source', settings.source] : ['module', settings.module];
    let parsed;
    if (settings.source !== '' && settings.module !== '') {
        problems.push(`${In('source')} cannot be combined with ${words.name('module')}: give ${says.giveOne}.`);
    }
    else if (patternRaw === '') {
        if (says.required !== undefined) {
            problems.push(`${In('source')} is required with ${words.setting('status', says.status)}: ${says.required}.`);
        }
    }
    else {
        try {
            // `*` as the namespace means the organization, whatever its name.
            parsed = (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_5__/* .parseModulePattern */ .YG)(patternRaw, { namespaceWildcard: true });
        }
        catch (error) {
            if (!(error instanceof _address_js__WEBPACK_IMPORTED_MODULE_3__/* .AddressError */ .Hi))
                throw error;
            problems.push(`${In(patternKey)} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUserinfo */ .PM)(patternRaw))}.`);
        }
    }
    // A host in the pattern is the service's, as in a module's `source`.
    const host = parsed?.host;
    const connection = (0,_connection_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConnection */ .C)(command, env, problems, words, host !== undefined ? { host, from: `The host in ${words.name(patternKey)}` } : undefined);
    const { service } = connection;
    if (host !== undefined && host !== service.host.toLowerCase() && host !== service.hostname) {
        problems.push(`${In(patternKey)} names host ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(host)} but the service is ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(service.host)}: make ${words.name('hostname')} and ${words.name(patternKey)} agree.`);
    }
    const namespace = parsed !== undefined && parsed.pattern.namespace !== _module_pattern_js__WEBPACK_IMPORTED_MODULE_5__/* .ANY_NAMESPACE */ .nB ? parsed.pattern.namespace : '';
    const organizationRaw = settings.organization || namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push(`${In('organization')} is required with ${words.setting('status', says.status)} (or the namespace in ${says.organizationFrom(patternKey)}, or the variable TF_CLOUD_ORGANIZATION).`),
            '')
        : (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePart */ .x2)('organization', 'organization', organizationRaw, problems, words);
    // A private module's namespace is its organization: another would match nothing.
    if (namespace !== '' && organization !== '' && namespace.toLowerCase() !== organization.toLowerCase()) {
        problems.push(`${In(patternKey)} names namespace ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(namespace)}, but ${says.ofOrganization((0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(organization))}: give that, or \`*\`, as the namespace.`);
    }
    return { patternKey, ...(parsed !== undefined && { pattern: parsed.pattern }), connection, organization };
}


/***/ }),

/***/ 7580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ isPattern),
/* harmony export */   U: () => (/* binding */ patternText),
/* harmony export */   YG: () => (/* binding */ parseModulePattern),
/* harmony export */   l2: () => (/* binding */ patternMatcher),
/* harmony export */   nB: () => (/* binding */ ANY_NAMESPACE)
/* harmony export */ });
/* unused harmony export partMatches */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Patterns over module addresses, one meaning wherever a user writes one (a policy's `source` and `exclude`, the
 * report's `source` or `module`): `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or
 * PROVIDER (`acme/network-*\/*`). Each `*` is checked as a letter would be, so a pattern only matches names an address
 * can hold; names match without case, as the registry compares them. The namespace is the organization whose modules
 * are listed, so never a pattern; a caller that knows the organization may allow `*` as the whole namespace. Pure.
 */

const ANY_NAMESPACE = '*';
/** Whether a `source` is a pattern rather than one module's address. */
const isPattern = (source) => source.includes('*');
const NAMESPACE_EXPECTED = 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64';
const EXPECTED = {
    module: 'letters, digits, `-`, `_` and `*`, starting and ending with a letter, digit or `*`, at most 64',
    provider: 'lower-case letters, digits and `*`, at most 64 (e.g. aws)',
};
const LABEL = { module: 'module name', provider: 'provider' };
/** Reads a pattern, or throws an AddressError whose message follows the name of what held it. */
function parseModulePattern(raw, options) {
    const parts = raw.trim().split('/');
    if (parts.length !== 3 && parts.length !== 4) {
        const namespace = options.namespaceWildcard ? ', or `*` as the whole NAMESPACE' : '';
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`must be [HOST/]NAMESPACE/NAME/PROVIDER, with \`*\` for any run of characters within NAME or PROVIDER${namespace} (e.g. acme/*/aws)`);
    }
    const host = parts.length === 4 ? (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSourceHost */ .h7)(parts[0]) : undefined;
    const [namespace, name, provider] = parts.slice(-3);
    return {
        ...(host !== undefined && { host }),
        pattern: {
            namespace: namespacePart(namespace, options),
            name: wildPart('module', name),
            provider: wildPart('provider', provider),
        },
    };
}
function namespacePart(value, options) {
    if (options.namespaceWildcard && value === ANY_NAMESPACE)
        return value;
    if (value.includes('*')) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(options.namespaceWildcard
            ? 'may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed'
            : 'may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed');
    }
    if (!fits('namespace', value))
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid namespace: expected ${NAMESPACE_EXPECTED}`);
    return value;
}
function wildPart(part, value) {
    if (!fits(part, value.replaceAll('*', 'x'))) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid ${LABEL[part]}: expected ${EXPECTED[part]}`);
    }
    return value;
}
/** The address rule of address.ts, whitespace included (validatePart would trim it away). */
function fits(part, value) {
    if (/\s/.test(value))
        return false;
    try {
        (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(part, value);
        return true;
    }
    catch (error) {
        if (error instanceof _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi)
            return false;
        throw error;
    }
}
const patternText = (p) => `${p.namespace}/${p.name}/${p.provider}`;
/**
 * Whether `text` matches `part` (`*` for any run of characters), without case. The pieces between the stars are found
 * left to right, each at its first place after the one before, the last at the end: the first place is always as good
 * as a later one, so no choice is revisited. Linear in the name's length (at most `text.length × part.length`
 * comparisons, counted in `steps`), where a regular expression of `a*a*a*…b` backtracks for seconds on a long name.
 */
function partMatches(part, text, steps = { count: 0 }) {
    const pieces = part.toLowerCase().split('*');
    const name = text.toLowerCase();
    const first = pieces[0];
    if (pieces.length === 1)
        return name === first;
    const last = pieces[pieces.length - 1];
    if (name.length < first.length + last.length)
        return false;
    const at = (piece, start) => {
        for (let i = 0; i < piece.length; i++) {
            steps.count += 1;
            if (name[start + i] !== piece[i])
                return false;
        }
        return true;
    };
    if (!at(first, 0) || !at(last, name.length - last.length))
        return false;
    let from = first.length;
    const end = name.length - last.length;
    for (const piece of pieces.slice(1, -1)) {
        let found = -1;
        for (let start = from; start + piece.length <= end; start++) {
            if (at(piece, start)) {
                found = start;
                break;
            }
        }
        if (found < 0)
            return false;
        from = found + piece.length;
    }
    return true;
}
/** A predicate over module addresses: without case, each `*` within its own part. */
function patternMatcher(pattern) {
    const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
    return (m) => (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
        partMatches(pattern.name, m.name) &&
        partMatches(pattern.provider, m.provider);
}


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);

/** What each value of `usage` asks for. */
const VALUES = {
    auto: 'auto',
    true: 'required',
    false: 'off',
};
/** The "Usage" line of the Inputs log group. */
function usageLine(options, words) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: `true: who uses each version, from Explorer; ${words.run} fails without it`,
        off: 'false: not read',
    }[options.usage];
    const withToken = options.usage !== 'off' && options.usageToken !== undefined;
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usageToken')})` : ''}`];
}
function parseUsageOptions(command, problems, words) {
    const { usage, usageToken } = command.settings;
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usageToken'))} must be one token, without spaces or line breaks.`);
    }
    return { usage: VALUES[usage], ...(usageToken !== '' && { usageToken }) };
}


/***/ })

};
