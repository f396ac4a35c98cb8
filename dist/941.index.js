export const id = 941;
export const ids = [941];
export const modules = {

/***/ 5567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT),
  x: () => (/* binding */ VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/action-version.ts
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = package_namespaceObject.rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;


/***/ }),

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

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ SARIF_RULES),
/* harmony export */   Uw: () => (/* binding */ SARIF_RESULT_LIMIT),
/* harmony export */   _g: () => (/* binding */ sarifRuleIndex),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   fz: () => (/* binding */ sarifLocation)
/* harmony export */ });
/* harmony import */ var _action_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5567);

/**
 * Code scanning keeps at most 5,000 results of an upload (it refuses more than 25,000), the most
 * severe first: the log holds no more, errors and warnings before notes.
 */
const SARIF_RESULT_LIMIT = 5_000;
/**
 * Each rule carries its help itself rather than a link: code scanning shows it on the alert, and
 * no address of the action's own repository has to be known (or guessed) to write it.
 */
const help = (text) => ({ text, markdown: text });
const MOVE_ON = 'Change the `version` of the module block to the suggested version (or to a constraint that excludes this one), run `terraform init -upgrade`, and plan. The step summary and the result file of the run list every call with its suggestion.';
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
        help: help('The versions of the module could not be read from the registry, or the version the call uses could not be known from the files (a constraint nothing satisfies, a version that is an expression). The alert says which; running `terraform init` before the step lets the exact installed versions be read.'),
    },
};
/** The rule's position in the driver's `rules`, which each result names beside its id. */
const sarifRuleIndex = (id) => Object.values(SARIF_RULES).findIndex((r) => r.id === id);
/** A file relative to the repository root, with forward slashes, at a line where known. */
function sarifLocation(file, line) {
    return {
        physicalLocation: {
            artifactLocation: { uri: file.split('\\').join('/'), uriBaseId: '%SRCROOT%' },
            ...(line !== undefined && { region: { startLine: line } }),
        },
    };
}
/** The log of one run of the tool: the most severe results first (in their order otherwise), within the limit. */
function sarifLog(results) {
    const rank = { error: 0, warning: 1, note: 2 };
    const sorted = results
        .map((result, index) => ({ result, index }))
        .sort((a, b) => rank[a.result.level] - rank[b.result.level] || a.index - b.index)
        .map((r) => r.result);
    const kept = sorted.slice(0, SARIF_RESULT_LIMIT);
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'tfe-module-lifecycle',
                        semanticVersion: _action_version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x,
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
/* unused harmony export checkFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(866);
/* harmony import */ var _checked_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4697);
/**
 * A check's findings as a SARIF 2.1.0 log, for GitHub code scanning: a result per checked version
 * that is deprecated or revoked, with the gate's rules. A checked version has no file or line of
 * its own, so each result is at the workflow file whose step asked for the check (as the command
 * line's Code Quality report places such findings at GitLab's CI_CONFIG_PATH). Pure.
 */



/** A hash of what makes the version's alert the same one: the module, the version and its kind. */
function checkFingerprint(address, version, kind) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update([address, version, kind].join('\0')).digest('hex');
}
function checkSarif(address, outcomes, options) {
    return (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLog */ .ec)(outcomes.filter((o) => (0,_checked_js__WEBPACK_IMPORTED_MODULE_2__/* .retired */ .I)(o) && o.status !== 'failed').map((o) => resultOf(address, o, options)));
}
function resultOf(address, o, options) {
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
        ...(options.workflowFile !== undefined && { locations: [(0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLocation */ .fz)(options.workflowFile, 1)] }),
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
    if (file !== undefined && file !== '')
        return file;
    const gitlab = env.CI_CONFIG_PATH?.trim().replace(/^\.\//, '') ?? '';
    return gitlab === '' ? undefined : gitlab;
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
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME),
/* harmony export */   kG: () => (/* binding */ commitNameProblem)
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
/**
 * Why `value` cannot name one commit for git (`--base`), or undefined: a SHA or a name git
 * resolves (origin/main, v1.2.0, HEAD~1). It reaches git as an argument, so it never starts with
 * `-` (an option); a range (`a..b`) or whitespace names no single commit.
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
    // Each version parsed once, not twice per comparison as `semver.rsort` does.
    const valid = [];
    const invalid = [];
    for (const version of versions) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
        if (parsed !== null)
            valid.push({ version, parsed });
        else
            invalid.push(version);
    }
    valid.sort((a, b) => semver__WEBPACK_IMPORTED_MODULE_0___default().compareBuild(b.parsed, a.parsed));
    return [...valid.map((v) => v.version), ...invalid];
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
