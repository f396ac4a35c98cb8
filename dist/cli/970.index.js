export const id = 970;
export const ids = [970];
export const modules = {

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   Sn: () => (/* binding */ setsDeprecation),
/* harmony export */   fL: () => (/* binding */ parseSeconds),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/**
 * Small input parsers the modes share: a boolean, a number of seconds, the status, `reason` and
 * `link`, `keep-latest`, a part of a module address. Each adds its problem to `problems` and
 * goes on, so that every mistake is reported at once.
 */



function parseBoolean(name, raw, fallback, problems) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(value))
        return true;
    if (/^(false|False|FALSE)$/.test(value))
        return false;
    problems.push(`Input \`${name}\` must be true or false, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(value)}.`);
    return fallback;
}
function parseSeconds(name, raw, fallback, max, problems) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
        problems.push(`Input \`${name}\` must be a number of seconds from 0 to ${max}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(value)}.`);
        return fallback;
    }
    return Number(value);
}
/** The `status` input. */
function parseStatus(raw, problems) {
    const value = raw.trim().toLowerCase();
    if (STATUSES.includes(value))
        return value;
    const meant = STATUS_MEANT[value];
    problems.push(value === ''
        ? `Input \`status\` is required: ${STATUS_LIST}.`
        : `Input \`status\` must be ${STATUS_LIST}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`);
    return 'check';
}
const STATUSES = ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check'];
const STATUS_LIST = 'deprecated, undeprecated, revoked, unrevoked or check';
/** Whether a status sets a reason and a link: those that deprecate. */
const setsDeprecation = (status) => status === 'deprecated' || status === 'revoked';
/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT = {
    deprecate: 'deprecated',
    deprecation: 'deprecated',
    revoke: 'revoked',
    revocation: 'revoked',
    unrevoke: 'unrevoked',
    undeprecate: 'undeprecated',
    revert: 'undeprecated',
    reverted: 'undeprecated',
    active: 'undeprecated',
    checked: 'check',
    status: 'check',
};
const statusOnly = (what, status) => `${what} used only with status deprecated or revoked; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(read, status, problems, warnings) {
    const reason = read('reason').trim();
    const link = read('link').trim();
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`Input \`reason\` must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push('Input `reason` must not contain control characters (newlines and tabs are fine).');
    }
    if (link !== '') {
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .validateLink */ .P2)(link);
        if (problem !== undefined)
            problems.push(`Input \`link\` ${problem}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUserinfo */ .PM)(link))}.`);
    }
    if (!setsDeprecation(status) && (reason !== '' || link !== '')) {
        warnings.push(statusOnly('Inputs `reason` and `link` are', status));
    }
    if (setsDeprecation(status) && reason === '') {
        warnings.push(`No \`reason\` given: consumers will see the ${status === 'revoked' ? 'revocation' : 'deprecation'} without an explanation.`);
    }
    return { reason, link };
}
/** `keep-latest`: the N newest released versions are never deprecated nor revoked. */
function parseKeepLatest(read, status, problems, warnings) {
    const raw = read('keep-latest').trim();
    if (raw === '')
        return 0;
    let keepLatest = 0;
    if (/^\d{1,4}$/.test(raw))
        keepLatest = Number(raw);
    else
        problems.push(`Input \`keep-latest\` must be a whole number from 0 to 9999, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(raw)}.`);
    if (!setsDeprecation(status) && keepLatest > 0)
        warnings.push(statusOnly('Input `keep-latest` is', status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(name, kind, value, problems) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`Input \`${name}\` ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(value)}.`);
        return value;
    }
}


/***/ }),

/***/ 3663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ parseRunOptions)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2996);
/** The inputs every mode shares: dry run, verification and timeouts. */

function parseRunOptions(read, problems) {
    const dryRun = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .yG)('dry-run', read('dry-run'), false, problems);
    const verify = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .yG)('verify', read('verify'), true, problems);
    const verifyTimeout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeconds */ .fL)('verify-timeout', read('verify-timeout'), 30, 3600, problems);
    const requestTimeout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeconds */ .fL)('request-timeout', read('request-timeout'), 30, 600, problems);
    if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
        problems.push('Input `request-timeout` must be more than 0 seconds.');
    }
    return { dryRun, verify, verifyTimeoutMs: verifyTimeout * 1000, requestTimeoutMs: requestTimeout * 1000 };
}


/***/ }),

/***/ 7970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parse: () => (/* binding */ parse),
  parseSingleInputs: () => (/* binding */ parseSingleInputs)
});

// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/connection.ts + 3 modules
var src_connection = __webpack_require__(7141);
// EXTERNAL MODULE: ./src/inputs/run-options.ts
var run_options = __webpack_require__(3663);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
;// CONCATENATED MODULE: ./src/single/release.ts
/**
 * What a `release` event means for a deprecation: the version just released must never be
 * deprecated by the step it triggers, and its page is a good default link. Pure: takes the
 * event as data.
 */

function releaseFromEvent(eventName, payload) {
    if (eventName !== 'release')
        return undefined;
    const release = payload
        ?.release;
    if (typeof release?.tag_name !== 'string')
        return undefined;
    const tag = release.tag_name;
    // Monorepos tag per module (`vpc-v2.0.0`, `vpc/v2.0.0`): the version is the tag's tail.
    const match = /v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(tag);
    const version = match?.[1] !== undefined ? (semver_default().parse(match[1])?.version ?? undefined) : undefined;
    const prefix = match !== null && version !== undefined ? tag.slice(0, match.index) : undefined;
    const url = typeof release.html_url === 'string' && /^https?:\/\//.test(release.html_url) ? release.html_url : undefined;
    return {
        tag,
        ...(version !== undefined && { version }),
        ...(prefix !== undefined && { prefix }),
        prerelease: release.prerelease === true || (version !== undefined && semver_default().prerelease(version) !== null),
        ...(url !== undefined && { url }),
    };
}
/**
 * `version` with a monorepo's tag prefix taken off where the release's own tag has it: on a
 * release `vpc-v2.0.0`, `< vpc-v2.0.0` means `< 2.0.0` (the README's workflow passes the tag).
 */
function withoutTagPrefix(value, release) {
    const prefix = release?.prefix;
    if (prefix === undefined || prefix === '')
        return value;
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return value.replace(new RegExp(`${escaped}v?(?=\\d)`, 'g'), '');
}

// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/single/inputs.ts
/**
 * The inputs of the single-module mode: one module, which of its versions, and what to do with
 * them. Every input is checked before any request; every mistake found is reported at once,
 * each naming its input.
 */









const MAX_VERSION_INPUT_LENGTH = 10_000;
/** The mode's request, from the inputs and the release event that started the run. */
function parse(inputs) {
    return parseSingleInputs((name) => inputs.input(name), inputs.env, inputs.event());
}
function parseSingleInputs(read, env, event) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    const status = (0,fields/* parseStatus */.i$)(read('status'), problems);
    const release = event !== undefined ? releaseFromEvent(event.name, event.payload) : undefined;
    // Where: `source` may carry the host; the `hostname` input and TF_HOSTNAME come next.
    const sourceRaw = input('source');
    let source;
    if (sourceRaw !== '') {
        try {
            source = (0,address/* parseModuleSource */.vL)(sourceRaw);
        }
        catch (error) {
            problems.push(`Input \`source\` ${error.message}, got ${(0,src_text/* show */.WU)((0,address/* redactUserinfo */.PM)(sourceRaw))}.`);
        }
        const conflicting = ['module', 'provider', 'namespace'].filter((n) => input(n) !== '');
        if (conflicting.length > 0) {
            problems.push(`Input \`source\` cannot be combined with ${conflicting.map((n) => `\`${n}\``).join(', ')}: give either \`source\` or the separate parts.`);
        }
    }
    const connection = (0,src_connection/* parseConnection */.C)(read, env, problems, source?.host !== undefined ? { host: source.host, from: 'The host in `source`' } : undefined);
    const { service } = connection;
    if (source?.host !== undefined && source.host !== service.host.toLowerCase() && source.host !== service.hostname) {
        problems.push(`Input \`source\` names host ${(0,src_text/* show */.WU)(source.host)} but the service is ${(0,src_text/* show */.WU)(service.host)}: make \`hostname\` and \`source\` agree.`);
    }
    // What: organization, then the module's parts.
    // A namespace written in `source` names the organization more precisely than a variable set for
    // a whole workflow: the private registry's namespace is its organization.
    const organizationRaw = input('organization') || source?.module.namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push('Input `organization` is required (or the variable TF_CLOUD_ORGANIZATION, or `source`).'), '')
        : (0,fields/* parsePart */.x2)('organization', 'organization', organizationRaw, problems);
    let module = source?.module ?? { namespace: '', name: '', provider: '' };
    if (sourceRaw === '') {
        const name = input('module');
        const provider = input('provider');
        if (name === '')
            problems.push('Input `module` is required (or give `source`): the module name, e.g. vpc.');
        if (provider === '')
            problems.push('Input `provider` is required (or give `source`): the module provider, e.g. aws.');
        const namespace = input('namespace') || organization;
        module = {
            // With no organization there is no default namespace, and that is already reported.
            namespace: namespace ? (0,fields/* parsePart */.x2)('namespace', 'namespace', namespace, problems) : '',
            name: name === '' ? '' : (0,fields/* parsePart */.x2)('module', 'module', name, problems),
            provider: provider === '' ? '' : (0,fields/* parsePart */.x2)('provider', 'provider', provider, problems),
        };
    }
    // The management API addresses a private module as organization/namespace and answers 404 when
    // they differ: say so now instead of after the read.
    if (status !== 'check' &&
        organization !== '' &&
        module.namespace !== '' &&
        organization.toLowerCase() !== module.namespace.toLowerCase()) {
        problems.push(`Input \`organization\` (${(0,src_text/* show */.WU)(organization)}) and the module's namespace (${(0,src_text/* show */.WU)(module.namespace)}) differ: a private module's namespace is its organization, and the service refuses changes to it from another organization.`);
    }
    // Which versions. A monorepo's tag (`vpc-v2.0.0`) counts as its version on a release with that prefix.
    const versionRaw = withoutTagPrefix(read('version'), release);
    let versions = { kind: 'list', versions: [] };
    if (versionRaw.trim() === '') {
        problems.push('Input `version` is required: one version, several separated by commas or newlines, or a constraint such as "< 2.0.0".');
    }
    else if (versionRaw.length > MAX_VERSION_INPUT_LENGTH) {
        problems.push(`Input \`version\` must be at most ${MAX_VERSION_INPUT_LENGTH} characters.`);
    }
    else if (/^\s*(all|any|every|\*)\s*$/i.test(versionRaw)) {
        problems.push(`Input \`version\` must name versions, got ${(0,src_text/* show */.WU)(versionRaw.trim())}. Did you mean the constraint ">= 0.0.0", which selects every released version (\`keep-latest\` still protects the newest)?`);
    }
    else {
        try {
            versions = (0,selection/* parseVersionSelector */.Bg)(versionRaw);
        }
        catch (error) {
            if (!(error instanceof selection/* VersionSyntaxError */.q9))
                throw error;
            const tagged = /[A-Za-z][\w./-]*-v?\d/.test(versionRaw)
                ? ' A tag prefix such as `vpc-v` is read only on a release event whose tag has the same prefix.'
                : '';
            problems.push(`Input \`version\`: ${error.message}.${tagged}`);
        }
    }
    const { reason, link } = (0,fields/* parseDeprecationText */.Hx)(read, status, problems, warnings);
    const failOnDeprecated = (0,fields/* parseBoolean */.yG)('fail-on-deprecated', read('fail-on-deprecated'), true, problems);
    const failOnRevoked = (0,fields/* parseBoolean */.yG)('fail-on-revoked', read('fail-on-revoked'), true, problems);
    const options = (0,run_options/* parseRunOptions */.d)(read, problems);
    const keepLatest = (0,fields/* parseKeepLatest */.qp)(read, status, problems, warnings);
    const onPrereleaseRaw = input('on-prerelease').toLowerCase();
    if (!['', 'skip', 'deprecate'].includes(onPrereleaseRaw)) {
        problems.push(`Input \`on-prerelease\` must be skip or deprecate, got ${(0,src_text/* show */.WU)(input('on-prerelease'))}.`);
    }
    const onPrerelease = onPrereleaseRaw === 'deprecate' ? 'deprecate' : 'skip';
    const usageOptions = (0,inputs/* parseUsageOptions */.r)(read, problems);
    const revokeOnlyUnused = (0,fields/* parseBoolean */.yG)('revoke-only-unused', read('revoke-only-unused'), false, problems);
    if (revokeOnlyUnused && status !== 'revoked') {
        warnings.push(`Input \`revoke-only-unused\` is used only with status revoked; ignored for ${status}.`);
    }
    else if (revokeOnlyUnused && usageOptions.usage === 'off') {
        problems.push('Input `revoke-only-unused` needs to know who uses each version, but `usage` is false: remove one of them.');
    }
    if (problems.length > 0)
        throw new errors/* InputError */.d(problems);
    const target = status === 'deprecated' || status === 'revoked'
        ? { to: status, reason, link }
        : status === 'undeprecated'
            ? { to: 'active' }
            : status === 'unrevoked'
                ? { to: 'unrevoked' }
                : undefined;
    return {
        kind: 'single',
        ...connection,
        organization,
        module,
        versions,
        status,
        target,
        ...options,
        failOnDeprecated,
        failOnRevoked,
        keepLatest,
        ...(release !== undefined && { release }),
        onPrerelease,
        ...usageOptions,
        revokeOnlyUnused: revokeOnlyUnused && status === 'revoked',
        warnings,
    };
}


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

const VALUES = { auto: 'auto', true: 'required', false: 'off' };
/** The "Usage" line of the Inputs log group. */
function usageLine(options) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: 'true: who uses each version, from Explorer; the step fails without it',
        off: 'false: not read',
    }[options.usage];
    return [
        'Usage',
        `${what}${options.usage !== 'off' && options.usageToken !== undefined ? ' (with `usage-token`)' : ''}`,
    ];
}
function parseUsageOptions(read, problems) {
    const raw = read('usage').trim();
    const usage = raw === '' ? 'auto' : VALUES[raw.toLowerCase()];
    if (usage === undefined) {
        problems.push(`Input \`usage\` must be auto (read who uses each version when the token may), true (required) or false (never), got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(raw)}.`);
    }
    const usageToken = read('usage-token').trim();
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push('Input `usage-token` must be one token, without spaces or line breaks.');
    }
    return { usage: usage ?? 'auto', ...(usageToken !== '' && { usageToken }) };
}


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ validateLink),
/* harmony export */   SP: () => (/* binding */ CONTROL_IN_TEXT),
/* harmony export */   hl: () => (/* binding */ MAX_REASON_LENGTH),
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME)
/* harmony export */ });
/* unused harmony export MAX_LINK_LENGTH */
/**
 * Checks shared by every place a user's value arrives: action inputs and the policy file.
 */
const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;
/** Control characters other than tab and newline: free text (a reason) may hold those two. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;
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


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   HS: () => (/* binding */ hasOperator),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, mapped onto semver. Only the mapping is ours:
 * comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
 */


const TERM = /^(=|!=|>=|<=|>|<|~>)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
/** True when the text reads as a constraint rather than a bare version. */
function hasOperator(text) {
    return /^\s*(=|!=|>=|<=|>|<|~>)/.test(text);
}
function parseConstraint(text) {
    const raw = text.split(',').map((t) => t.trim());
    if (raw.length === 0 || raw.every((t) => t === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q('is an empty version constraint');
    }
    const terms = raw.map((term) => {
        const m = TERM.exec(term);
        if (m === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term.length > 40 ? `${term.slice(0, 40)}…` : term)} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}
function satisfiesTerm(version, term) {
    const cmp = semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, term.version);
    switch (term.operator) {
        case '=':
            return cmp === 0;
        case '!=':
            return cmp !== 0;
        case '>':
            return cmp > 0;
        case '>=':
            return cmp >= 0;
        case '<':
            return cmp < 0;
        case '<=':
            return cmp <= 0;
        case '~>': {
            const base = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   Bg: () => (/* binding */ parseVersionSelector),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased),
/* harmony export */   q9: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_2__.q),
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
/* unused harmony export normalizeVersion */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/**
 * Which versions the user asked for, and which of the registry's versions that picks. Pure: no
 * I/O. Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */




/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(text.replace(/^v/, '')) : null;
    if (parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`${JSON.stringify(clip(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`);
    }
    return parsed.version;
}
/** Human wording of a selector, for logs. */
function describeSelector(selector) {
    return selector.kind === 'list' ? selector.versions.join(', ') : `constraint "${selector.constraint.text}"`;
}
/**
 * A value whose comma- or newline-separated parts are all bare versions is a list; one with an
 * operator in any part is one constraint; one that mixes the two is an error that says so.
 */
function parseVersionSelector(raw) {
    const parts = raw
        .split(/[,\n]/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
    if (parts.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q('is empty; expected versions separated by commas or newlines, or a constraint');
    }
    const withOperator = parts.filter(_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS);
    if (withOperator.length === 0)
        return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
    const bare = parts.filter((p) => !(0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS)(p));
    if (bare.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`mixes bare versions (${bare.map((b) => JSON.stringify(clip(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify(clip(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`);
    }
    return { kind: 'constraint', constraint: (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConstraint */ .FJ)(parts.join(', ')) };
}
/** Newest first, by semver; versions that are not semver sort last, as given. */
function sortNewestFirst(versions) {
    const valid = versions.filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null);
    const invalid = versions.filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) === null);
    return [...semver__WEBPACK_IMPORTED_MODULE_0___default().rsort([...valid]), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null && semver__WEBPACK_IMPORTED_MODULE_0___default().prerelease(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(rules.protect)?.version : undefined;
    const wanted = selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .satisfies */ .ib)(v, selector.constraint));
    const selected = [];
    const missing = [];
    const reasons = new Map();
    for (const version of wanted) {
        const found = byNormal.get(version);
        if (found === undefined)
            missing.push(version);
        else if (version === protectedVersion)
            reasons.set(version, 'released-now');
        else if (kept.has(version))
            reasons.set(version, 'keep-latest');
        else
            selected.push(found);
    }
    const skipped = newestFirst
        .filter((v) => !selected.includes(byNormal.get(v)))
        .map((v) => ({ version: byNormal.get(v), reason: reasons.get(v) ?? 'not-selected' }));
    return { selected, missing, skipped };
}
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}


/***/ })

};
