export const id = 941;
export const ids = [941];
export const modules = {

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   SX: () => (/* binding */ parseKeepReasons),
/* harmony export */   Sn: () => (/* binding */ setsDeprecation),
/* harmony export */   fL: () => (/* binding */ parseSeconds),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/**
 * Small input parsers the modes share: a boolean, a number of seconds, the status, `reason` and
 * `link`, `keep-latest`, a part of a module address. Each adds its problem to `problems` and
 * goes on, so that every mistake is reported at once.
 */




function parseBoolean(name, raw, fallback, problems, words) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(value))
        return true;
    if (/^(false|False|FALSE)$/.test(value))
        return false;
    problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} must be true or false, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(value)}.`);
    return fallback;
}
function parseSeconds(name, raw, fallback, max, problems, words) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} must be a number of seconds from 0 to ${max}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(value)}.`);
        return fallback;
    }
    return Number(value);
}
/** The `status` input. */
function parseStatus(raw, problems, words) {
    const value = raw.trim().toLowerCase();
    if (STATUSES.includes(value))
        return value;
    const meant = STATUS_MEANT[value];
    problems.push(value === ''
        ? `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('status'))} is required: ${STATUS_LIST}.`
        : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('status'))} must be ${STATUS_LIST}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`);
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
/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words, inputs, status) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.inputs(inputs))} ${inputs.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(read, status, problems, warnings, words) {
    const reason = read('reason').trim();
    const link = read('link').trim();
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} must not contain control characters (newlines and tabs are fine).`);
    }
    if (link !== '') {
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .validateLink */ .P2)(link);
        if (problem !== undefined)
            problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('link'))} ${problem}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUserinfo */ .PM)(link))}.`);
    }
    if (!setsDeprecation(status) && (reason !== '' || link !== '')) {
        warnings.push(statusOnly(words, ['reason', 'link'], status));
    }
    // Sent to every version selected, replacing the reason a deprecated one had: never empty.
    if (setsDeprecation(status) && reason === '') {
        problems.push(status === 'revoked'
            ? `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
            : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keep-reasons', 'true')} keeps those).`);
    }
    return { reason, link };
}
/** `keep-reasons`: versions already deprecated (or revoked) keep their reason and link. */
function parseKeepReasons(read, status, problems, warnings, words) {
    const keep = parseBoolean('keep-reasons', read('keep-reasons'), false, problems, words);
    if (keep && !setsDeprecation(status))
        warnings.push(statusOnly(words, ['keep-reasons'], status));
    return keep && setsDeprecation(status);
}
/** `keep-latest`: the N newest released versions are never deprecated nor revoked. */
function parseKeepLatest(read, status, problems, warnings, words) {
    const raw = read('keep-latest').trim();
    if (raw === '')
        return 0;
    let keepLatest = 0;
    if (/^\d{1,4}$/.test(raw))
        keepLatest = Number(raw);
    else
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('keep-latest'))} must be a whole number from 0 to 9999, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(raw)}.`);
    if (!setsDeprecation(status) && keepLatest > 0)
        warnings.push(statusOnly(words, ['keep-latest'], status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(name, kind, value, problems, words) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(value)}.`);
        return value;
    }
}


/***/ }),

/***/ 4697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ retired),
/* harmony export */   k: () => (/* binding */ failsCheck)
/* harmony export */ });
/**
 * Deprecated or revoked, as a check reads it. A revoked version is deprecated too, even where the
 * read shows no deprecation (what undeprecating a revoked version does is not documented).
 */
const retired = (o) => o.after !== null || o.revoked === true;
/** Whether a checked version fails the step: a revoked one by `fail-on-revoked`, else by `fail-on-deprecated`. */
const failsCheck = (o, context) => o.revoked === true ? context.failOnRevoked !== false : context.failOnDeprecated;


/***/ }),

/***/ 3189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ checkSarif),
/* harmony export */   hr: () => (/* binding */ workflowFileOf)
/* harmony export */ });
/* unused harmony exports NO_WORKFLOW_FILE, checkFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(866);
/* harmony import */ var _checked_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4697);
/**
 * A check's findings as a SARIF 2.1.0 log, for GitHub code scanning: a result per checked version
 * that is deprecated or revoked, with the gate's rules. A checked version has no file or line of
 * its own, so each result is at the workflow file whose step asked for the check (as the command
 * line's Code Quality report places such findings at GitLab's CI_CONFIG_PATH). With no workflow
 * file known, the results are left out and counted: code scanning refuses a whole upload for one
 * result without a location. Pure.
 */



/** Why a check's results are left out without a workflow file, and how to give one. */
const NO_WORKFLOW_FILE = "the run names no workflow file to place them at (GITHUB_WORKFLOW_REF on GitHub Actions, CI_CONFIG_PATH on GitLab; elsewhere, set CI_CONFIG_PATH to the pipeline's file, relative to the repository root)";
/** A hash of what makes the version's alert the same one: the module, the version and its kind. */
function checkFingerprint(address, version, kind) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update([address, version, kind].join('\0')).digest('hex');
}
function checkSarif(address, outcomes, options) {
    const found = outcomes.filter((o) => (0,_checked_js__WEBPACK_IMPORTED_MODULE_2__/* .retired */ .I)(o) && o.status !== 'failed');
    const { workflowFile } = options;
    if (workflowFile === undefined) {
        return { ...(0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLog */ .ec)([]), ...(found.length > 0 && { unplaced: { results: found.length, why: NO_WORKFLOW_FILE } }) };
    }
    return (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLog */ .ec)(found.map((o) => resultOf(address, o, options, workflowFile)));
}
function resultOf(address, o, options, workflowFile) {
    const revoked = o.revoked === true;
    const kind = revoked ? 'revoked' : 'deprecated';
    const rule = _sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .SARIF_RULES */ .Am[kind];
    // A revoked version may show no deprecation: its revocation's link stands in.
    const reason = o.after?.reason ?? '';
    const link = o.after?.link || o.revocation?.link || '';
    const revocationMessage = revoked ? (o.revocation?.message ?? '') : '';
    const text = [
        `${address} ${o.version} is ${kind}${reason === '' ? '.' : `: ${JSON.stringify(reason)}.`}`,
        ...(revocationMessage !== '' && revocationMessage !== reason
            ? [`Revoked: ${JSON.stringify(revocationMessage)}.`]
            : []),
        ...(link !== '' ? [`More information: ${link}`] : []),
    ].join(' ');
    return {
        ruleId: rule.id,
        ruleIndex: (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifRuleIndex */ ._g)(rule.id),
        level: (0,_checked_js__WEBPACK_IMPORTED_MODULE_2__/* .failsCheck */ .k)(o, options) ? 'error' : 'warning',
        message: { text },
        locations: [(0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLocation */ .fz)(workflowFile, 1)],
        partialFingerprints: { 'moduleVersion/v1': checkFingerprint(address, o.version, kind) },
        properties: { module: address, version: o.version },
    };
}
/**
 * The workflow file of the run, relative to the repository root: GITHUB_WORKFLOW_REF is
 * `owner/repo/.github/workflows/x.yml@refs/…`. Elsewhere, GitLab's CI_CONFIG_PATH.
 */
function workflowFileOf(env) {
    const ref = env.GITHUB_WORKFLOW_REF?.trim() ?? '';
    const at = ref.lastIndexOf('@');
    const file = /^[^/]+\/[^/]+\/(.+)$/.exec(at === -1 ? ref : ref.slice(0, at))?.[1];
    if (file !== undefined && inRepository(file))
        return file;
    const gitlab = env.CI_CONFIG_PATH?.trim().replace(/^\.\//, '') ?? '';
    // GitLab's may name another project's file (`ci.yml@group/project`) or a URL: not this repository's.
    return inRepository(gitlab) && !gitlab.includes('@') ? gitlab : undefined;
}
/** A path code scanning can place a result at: relative, inside the repository. */
const inRepository = (file) => file !== '' && !file.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(file) && !file.split(/[\\/]/).includes('..');


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _action_interface_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5647);



/** What each value of `usage` (INPUT_VALUES.usage, the one list of them) asks for. */
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
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usage-token')})` : ''}`];
}
function parseUsageOptions(read, problems, words) {
    const raw = read('usage').trim();
    const value = raw.toLowerCase();
    const usage = raw === '' ? 'auto' : Object.hasOwn(VALUES, value) ? VALUES[value] : undefined;
    if (usage === undefined) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usage'))} must be auto (read who uses each version when the token may), true (required) or false (never), got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(raw)}.`);
    }
    const usageToken = read('usage-token').trim();
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usage-token'))} must be one token, without spaces or line breaks.`);
    }
    return { usage: usage ?? 'auto', ...(usageToken !== '' && { usageToken }) };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   HS: () => (/* binding */ hasOperator),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
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
        const version = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}
function satisfiesTerm(version, term) {
    const cmp = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, term.version);
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
            const base = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(parsed, t.version) === 0);
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
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
/* unused harmony export normalizeVersion */
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/**
 * Which versions the user asked for, and which of the registry's versions that picks. Pure: no
 * I/O. Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */



/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(text.replace(/^v/, '')) : null;
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
    // Each version parsed once, not twice per comparison as `semver.rsort` does.
    const valid = [];
    const invalid = [];
    for (const version of versions) {
        const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
        if (parsed !== null)
            valid.push({ version, parsed });
        else
            invalid.push(version);
    }
    valid.sort((a, b) => _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compareBuild */ .qs(b.parsed, a.parsed));
    return [...valid.map((v) => v.version), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .valid */ .rZ(v) !== null && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .prerelease */ .Rt(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(rules.protect)?.version : undefined;
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


/***/ }),

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* reexport default from dynamic */ semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5___default.a),
/* harmony export */   UD: () => (/* reexport default from dynamic */ semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   eR: () => (/* reexport default from dynamic */ semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   qg: () => (/* reexport default from dynamic */ semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   qs: () => (/* reexport default from dynamic */ semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   rZ: () => (/* reexport default from dynamic */ semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6___default.a)
/* harmony export */ });
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7648);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6599);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8511);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6353);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5714);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6__);
/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */









/***/ })

};
