export const id = 723;
export const ids = [723];
export const modules = {

/***/ 5925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ fileToWrite)
/* harmony export */ });
/* unused harmony export checkNamedFile */
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

/***/ 3663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runOptionsOf)
/* harmony export */ });
const runOptionsOf = (settings) => ({
    dryRun: settings.dryRun,
    verify: settings.verify,
    verifyTimeoutMs: settings.verifyTimeout * 1000,
    requestTimeoutMs: settings.requestTimeout * 1000,
});


/***/ }),

/***/ 3723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parse: () => (/* binding */ parse)
});

// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/connection.ts
var src_connection = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/inputs/run-options.ts
var run_options = __webpack_require__(3663);
// EXTERNAL MODULE: ./src/settings/commands.ts
var commands = __webpack_require__(4575);
// EXTERNAL MODULE: ./src/versions/selector.ts
var selector = __webpack_require__(7876);
// EXTERNAL MODULE: ./src/versions/errors.ts
var versions_errors = __webpack_require__(1214);
// EXTERNAL MODULE: ./src/versions/version-text.ts
var version_text = __webpack_require__(8317);
;// CONCATENATED MODULE: ./src/single/release.ts
/** A `release` event: its version is never deprecated by the step it triggers, and its page makes a good link. Pure. */

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
    const parsed = match?.[1] !== undefined ? (0,version_text/* parseVersionText */.b)(match[1]) : null;
    const version = parsed?.version;
    const prefix = match !== null && version !== undefined ? tag.slice(0, match.index) : undefined;
    const url = typeof release.html_url === 'string' && /^https?:\/\//.test(release.html_url) ? release.html_url : undefined;
    return {
        tag,
        ...(version !== undefined && { version }),
        ...(prefix !== undefined && { prefix }),
        prerelease: release.prerelease === true || parsed?.prerelease === true,
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
var usage_inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/single/workflow-file.ts
/**
 * Where a check's SARIF results are placed: the run's workflow file, relative to the repository root, from
 * GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@refs/…`) or GitLab's CI_CONFIG_PATH. Apart from
 * sarif.ts so that reading the inputs does not load the SARIF writer.
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

// EXTERNAL MODULE: ./src/files/named-file.ts
var named_file = __webpack_require__(5925);
;// CONCATENATED MODULE: ./src/single/inputs.ts
/**
 * The single-module mode's request: one module, which of its versions, and what to do with them
 * (the command). Every setting is checked before any request; every mistake found is reported at
 * once, each naming its setting.
 */














const MAX_VERSION_INPUT_LENGTH = 10_000;
/** The settings that make a retired version fail a check. */
const FAIL_ON = ['failOnDeprecated', 'failOnRevoked'];
/** The mode's request, from the inputs and the release event that started the run. */
function parse(inputs) {
    const { command, env, words } = inputs;
    const event = inputs.event();
    const problems = [];
    const warnings = [];
    const { settings } = command;
    // A setting as a sentence starts with it: "Input `version`", "--version".
    const In = (key) => (0,wording/* initial */.Vh)(words.input(key));
    const status = ((0,commands/* statusOf */.c2)(command.name) ?? 'check');
    const release = event !== undefined ? releaseFromEvent(event.name, event.payload) : undefined;
    // Where: `source` may carry the host; the `hostname` input and TF_HOSTNAME come next.
    const sourceRaw = settings.source;
    let source;
    if (sourceRaw !== '') {
        try {
            source = (0,address/* parseModuleSource */.vL)(sourceRaw);
        }
        catch (error) {
            problems.push(`${In('source')} ${error.message}, got ${(0,src_text/* show */.WU)((0,address/* redactUserinfo */.PM)(sourceRaw))}.`);
        }
        const conflicting = ['module', 'provider', 'namespace'].filter((key) => command.given(key));
        if (conflicting.length > 0) {
            problems.push(`${In('source')} cannot be combined with ${(0,wording/* names */.Dy)(words, conflicting)}: give either ${words.name('source')} or the separate parts.`);
        }
    }
    const connection = (0,src_connection/* parseConnection */.C)(command, env, problems, words, source?.host !== undefined ? { host: source.host, from: `The host in ${words.name('source')}` } : undefined);
    const { service } = connection;
    if (source?.host !== undefined && source.host !== service.host.toLowerCase() && source.host !== service.hostname) {
        problems.push(`${In('source')} names host ${(0,src_text/* show */.WU)(source.host)} but the service is ${(0,src_text/* show */.WU)(service.host)}: make ${words.name('hostname')} and ${words.name('source')} agree.`);
    }
    // What: organization, then the module's parts.
    // A namespace written in `source` names the organization more precisely than a variable set for
    // a whole workflow: the private registry's namespace is its organization.
    const organizationRaw = settings.organization || source?.module.namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push(`${In('organization')} is required (or the variable TF_CLOUD_ORGANIZATION, or ${words.name('source')}).`),
            '')
        : (0,fields/* parsePart */.x2)('organization', 'organization', organizationRaw, problems, words);
    let module = source?.module ?? { namespace: '', name: '', provider: '' };
    if (sourceRaw === '') {
        const name = settings.module;
        const provider = settings.provider;
        if (name === '')
            problems.push(`${In('module')} is required (or give ${words.name('source')}): the module name, e.g. vpc.`);
        if (provider === '')
            problems.push(`${In('provider')} is required (or give ${words.name('source')}): the module provider, e.g. aws.`);
        const namespace = settings.namespace || organization;
        module = {
            // With no organization there is no default namespace, and that is already reported.
            namespace: namespace ? (0,fields/* parsePart */.x2)('namespace', 'namespace', namespace, problems, words) : '',
            name: name === '' ? '' : (0,fields/* parsePart */.x2)('module', 'module', name, problems, words),
            provider: provider === '' ? '' : (0,fields/* parsePart */.x2)('provider', 'provider', provider, problems, words),
        };
    }
    // The management API addresses a private module as organization/namespace and answers 404 when
    // they differ: say so now instead of after the read.
    if (status !== 'check' &&
        organization !== '' &&
        module.namespace !== '' &&
        organization.toLowerCase() !== module.namespace.toLowerCase()) {
        problems.push(`${In('organization')} (${(0,src_text/* show */.WU)(organization)}) and the module's namespace (${(0,src_text/* show */.WU)(module.namespace)}) differ: a private module's namespace is its organization, and the service refuses changes to it from another organization.`);
    }
    // Which versions. A monorepo's tag (`vpc-v2.0.0`) counts as its version on a release with that prefix.
    const versionRaw = withoutTagPrefix(settings.version, release);
    let versions = { kind: 'list', versions: [] };
    if (versionRaw.trim() === '') {
        problems.push(`${In('version')} is required: one version, several separated by commas or newlines, or a constraint such as "< 2.0.0".`);
    }
    else if (versionRaw.length > MAX_VERSION_INPUT_LENGTH) {
        problems.push(`${In('version')} must be at most ${MAX_VERSION_INPUT_LENGTH} characters.`);
    }
    else if (/^\s*(all|any|every|\*)\s*$/i.test(versionRaw)) {
        problems.push(`${In('version')} must name versions, got ${(0,src_text/* show */.WU)(versionRaw.trim())}. Did you mean the constraint ">= 0.0.0", which selects every released version (${words.name('keepLatest')} still protects the newest)?`);
    }
    else {
        try {
            versions = (0,selector/* parseVersionSelector */.B)(versionRaw);
        }
        catch (error) {
            if (!(error instanceof versions_errors/* VersionSyntaxError */.q))
                throw error;
            const tagged = /[A-Za-z][\w./-]*-v?\d/.test(versionRaw)
                ? ' A tag prefix such as `vpc-v` is read only on a release event whose tag has the same prefix.'
                : '';
            problems.push(`${In('version')}: ${error.message}.${tagged}`);
        }
    }
    const { reason, link } = (0,fields/* parseDeprecationText */.Hx)(command, status, problems, warnings, words);
    const { failOnDeprecated, failOnRevoked, onPrerelease, revokeOnlyUnused } = settings;
    const defaulted = FAIL_ON.filter((key) => !settings[key] && !command.given(key));
    const options = (0,run_options/* runOptionsOf */.F)(settings);
    const keepLatest = (0,fields/* parseKeepLatest */.qp)(command, status, warnings, words);
    const keepReasons = (0,fields/* parseKeepReasons */.SX)(command, status, warnings, words);
    const usageOptions = (0,usage_inputs/* parseUsageOptions */.r)(command, problems, words);
    if (revokeOnlyUnused && status !== 'revoked') {
        warnings.push(`${In('revokeOnlyUnused')} is used only with ${words.setting('status', 'revoked')}; ignored for ${status}.`);
    }
    else if (revokeOnlyUnused && usageOptions.usage === 'off') {
        problems.push(`${In('revokeOnlyUnused')} needs to know who uses each version, but ${words.name('usage')} is false: remove one of them.`);
    }
    // A check's findings have no file of their own: the log places them at the workflow file.
    const sarifRaw = settings.sarifFile;
    const workflowFile = workflowFileOf(env);
    // Checked before any request: a path the action refuses to write is a mistake in the inputs.
    const sarifFile = status === 'check' ? (0,named_file/* fileToWrite */.N)('sarifFile', sarifRaw, inputs.roots, problems, words) : undefined;
    if (sarifRaw !== '' && status !== 'check') {
        warnings.push(`${In('sarifFile')} is used only with ${words.setting('status', 'check')} or ${words.name('configDirectory')}; ignored for ${status}.`);
    }
    if (problems.length > 0)
        throw new errors/* InputError */.d(problems);
    const target = status === 'deprecated' || status === 'revoked'
        ? { to: status, reason, link, ...(keepReasons && { keepReasons }) }
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
        ...(defaulted.length > 0 && { warnsByDefault: { command: command.name, keys: defaulted } }),
        keepLatest,
        keepReasons,
        ...(release !== undefined && { release }),
        onPrerelease,
        ...usageOptions,
        revokeOnlyUnused: revokeOnlyUnused && status === 'revoked',
        ...(sarifFile !== undefined && { sarifFile }),
        ...(sarifFile !== undefined && workflowFile !== undefined && { workflowFile }),
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


/***/ }),

/***/ 7464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ parseConstraint),
/* harmony export */   H: () => (/* binding */ hasOperator)
/* harmony export */ });
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, read: what the terms say, checked without loading semver
 * (reading inputs needs no comparison). constraint.ts says what the terms mean and compares.
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(term))} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = (0,_version_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseVersionText */ .b)(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** A user's text as these errors quote it: at most 40 characters, and `…` where it was cut. */
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 7876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ parseVersionSelector),
/* harmony export */   r: () => (/* binding */ describeSelector)
/* harmony export */ });
/* harmony import */ var _constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7464);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8317);
/**
 * Which versions the user asked for: a list or a constraint, read and checked without loading
 * semver (selection.ts picks the registry's versions, comparing with semver).
 */



/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? (0,_version_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseVersionText */ .b)(text.replace(/^v/, '')) : null;
    if (parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`);
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
    const withOperator = parts.filter(_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOperator */ .H);
    if (withOperator.length === 0)
        return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
    const bare = parts.filter((p) => !(0,_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOperator */ .H)(p));
    if (bare.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`mixes bare versions (${bare.map((b) => JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`);
    }
    return { kind: 'constraint', constraint: (0,_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConstraint */ .F)(parts.join(', ')) };
}


/***/ }),

/***/ 8317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseVersionText)
/* harmony export */ });
/**
 * A version's text read as `semver.parse(text)` reads it, without loading semver, which builds
 * about 100 regular expressions as it loads: reading the inputs (where most failing runs stop) only
 * checks versions. semver's strict grammar, a leading `v` allowed; version-text.test.ts holds it
 * to semver's own answers.
 */
const NUMBER = '0|[1-9]\\d*';
const PRERELEASE_PART = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const BUILD_PART = '[a-zA-Z0-9-]+';
const STRICT = new RegExp(`^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRERELEASE_PART}(?:\\.${PRERELEASE_PART})*))?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`);
/** semver's MAX_LENGTH; each of MAJOR.MINOR.PATCH is at most Number.MAX_SAFE_INTEGER too. */
const MAX_LENGTH = 256;
/** `semver.parse(text)`'s version, or null where semver refuses the text. */
function parseVersionText(text) {
    if (text.length > MAX_LENGTH)
        return null;
    const m = STRICT.exec(text.trim());
    if (m === null)
        return null;
    const [, major = '', minor = '', patch = '', prerelease] = m;
    if ([major, minor, patch].some((part) => Number(part) > Number.MAX_SAFE_INTEGER))
        return null;
    return {
        version: `${major}.${minor}.${patch}${prerelease !== undefined ? `-${prerelease}` : ''}`,
        prerelease: prerelease !== undefined,
    };
}


/***/ })

};
