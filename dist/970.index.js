export const id = 970;
export const ids = [970];
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
/* unused harmony export sarifText */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5567);


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
/**
 * Message text as SARIF 2.1.0 §3.11.5 reads it: `{0}` is a placeholder for an argument, so a
 * literal brace is doubled. Text from the service (a reason `use {0}`) stays as written.
 */
const sarifText = (text) => text.replace(/[{}]/g, (brace) => brace + brace);
/** The rule's position in the driver's `rules`, which each result names beside its id. */
const sarifRuleIndex = (id) => Object.values(SARIF_RULES).findIndex((r) => r.id === id);
/**
 * A file relative to the repository root, with forward slashes, at a line where known. The uri is
 * a URI reference: each part of the path percent-encoded (a `#` or a space in a file name).
 */
function sarifLocation(file, line) {
    const uri = file.split('\\').join('/').split('/').map(encodeURIComponent).join('/');
    return {
        physicalLocation: {
            artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
            ...(line !== undefined && { region: { startLine: line } }),
        },
    };
}
/**
 * `file` (relative to `workspace`, as the gate shows it) relative to the repository root, with
 * `/`; undefined when it is outside the repository, where code scanning has nothing to place.
 */
function repositoryPath(root, workspace, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, file));
    if (relative === '' || escapes(relative) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative))
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
    // Each message's text escaped here, once, whoever built it.
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
/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
const escapes = (relative) => relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative);


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
// EXTERNAL MODULE: ./src/versions/errors.ts
var versions_errors = __webpack_require__(1214);
// EXTERNAL MODULE: ./src/versions/semver.ts
var semver = __webpack_require__(3541);
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
    const version = match?.[1] !== undefined ? (semver/* parse */.qg(match[1])?.version ?? undefined) : undefined;
    const prefix = match !== null && version !== undefined ? tag.slice(0, match.index) : undefined;
    const url = typeof release.html_url === 'string' && /^https?:\/\//.test(release.html_url) ? release.html_url : undefined;
    return {
        tag,
        ...(version !== undefined && { version }),
        ...(prefix !== undefined && { prefix }),
        prerelease: release.prerelease === true || (version !== undefined && semver/* prerelease */.Rt(version) !== null),
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
// EXTERNAL MODULE: ./src/action-interface.ts
var action_interface = __webpack_require__(5647);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/single/sarif.ts
var sarif = __webpack_require__(3189);
// EXTERNAL MODULE: ./src/files/named-file.ts
var named_file = __webpack_require__(5925);
// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
;// CONCATENATED MODULE: ./src/single/inputs.ts
/**
 * The inputs of the single-module mode: one module, which of its versions, and what to do with
 * them. Every input is checked before any request; every mistake found is reported at once,
 * each naming its input.
 */















const MAX_VERSION_INPUT_LENGTH = 10_000;
/** The mode's request, from the inputs and the release event that started the run. */
function parse(inputs) {
    return parseSingleInputs((name) => inputs.input(name), inputs.env, inputs.event(), inputs.cwd, inputs.words);
}
function parseSingleInputs(read, env, event, cwd = process.cwd(), words = wording/* ACTION_WORDS */.dC) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    // An input as a sentence starts with it: "Input `version`", "--version".
    const In = (name) => (0,wording/* initial */.Vh)(words.input(name));
    const status = (0,fields/* parseStatus */.i$)(read('status'), problems, words);
    const release = event !== undefined ? releaseFromEvent(event.name, event.payload) : undefined;
    // Where: `source` may carry the host; the `hostname` input and TF_HOSTNAME come next.
    const sourceRaw = input('source');
    let source;
    if (sourceRaw !== '') {
        try {
            source = (0,address/* parseModuleSource */.vL)(sourceRaw);
        }
        catch (error) {
            problems.push(`${In('source')} ${error.message}, got ${(0,src_text/* show */.WU)((0,address/* redactUserinfo */.PM)(sourceRaw))}.`);
        }
        const conflicting = ['module', 'provider', 'namespace'].filter((n) => input(n) !== '');
        if (conflicting.length > 0) {
            problems.push(`${In('source')} cannot be combined with ${(0,wording/* names */.Dy)(words, conflicting)}: give either ${words.name('source')} or the separate parts.`);
        }
    }
    const connection = (0,src_connection/* parseConnection */.C)(read, env, problems, source?.host !== undefined ? { host: source.host, from: `The host in ${words.name('source')}` } : undefined, undefined, words);
    const { service } = connection;
    if (source?.host !== undefined && source.host !== service.host.toLowerCase() && source.host !== service.hostname) {
        problems.push(`${In('source')} names host ${(0,src_text/* show */.WU)(source.host)} but the service is ${(0,src_text/* show */.WU)(service.host)}: make ${words.name('hostname')} and ${words.name('source')} agree.`);
    }
    // What: organization, then the module's parts.
    // A namespace written in `source` names the organization more precisely than a variable set for
    // a whole workflow: the private registry's namespace is its organization.
    const organizationRaw = input('organization') || source?.module.namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push(`${In('organization')} is required (or the variable TF_CLOUD_ORGANIZATION, or ${words.name('source')}).`),
            '')
        : (0,fields/* parsePart */.x2)('organization', 'organization', organizationRaw, problems, words);
    let module = source?.module ?? { namespace: '', name: '', provider: '' };
    if (sourceRaw === '') {
        const name = input('module');
        const provider = input('provider');
        if (name === '')
            problems.push(`${In('module')} is required (or give ${words.name('source')}): the module name, e.g. vpc.`);
        if (provider === '')
            problems.push(`${In('provider')} is required (or give ${words.name('source')}): the module provider, e.g. aws.`);
        const namespace = input('namespace') || organization;
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
    const versionRaw = withoutTagPrefix(read('version'), release);
    let versions = { kind: 'list', versions: [] };
    if (versionRaw.trim() === '') {
        problems.push(`${In('version')} is required: one version, several separated by commas or newlines, or a constraint such as "< 2.0.0".`);
    }
    else if (versionRaw.length > MAX_VERSION_INPUT_LENGTH) {
        problems.push(`${In('version')} must be at most ${MAX_VERSION_INPUT_LENGTH} characters.`);
    }
    else if (/^\s*(all|any|every|\*)\s*$/i.test(versionRaw)) {
        problems.push(`${In('version')} must name versions, got ${(0,src_text/* show */.WU)(versionRaw.trim())}. Did you mean the constraint ">= 0.0.0", which selects every released version (${words.name('keep-latest')} still protects the newest)?`);
    }
    else {
        try {
            versions = (0,selection/* parseVersionSelector */.Bg)(versionRaw);
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
    const { reason, link } = (0,fields/* parseDeprecationText */.Hx)(read, status, problems, warnings, words);
    const failOnDeprecated = (0,fields/* parseBoolean */.yG)('fail-on-deprecated', read('fail-on-deprecated'), true, problems, words);
    const failOnRevoked = (0,fields/* parseBoolean */.yG)('fail-on-revoked', read('fail-on-revoked'), true, problems, words);
    const options = (0,run_options/* parseRunOptions */.d)(read, problems, words);
    const keepLatest = (0,fields/* parseKeepLatest */.qp)(read, status, problems, warnings, words);
    const keepReasons = (0,fields/* parseKeepReasons */.SX)(read, status, problems, warnings, words);
    const onPrereleaseRaw = input('on-prerelease').toLowerCase();
    if (onPrereleaseRaw !== '' && !action_interface/* INPUT_VALUES */.SV['on-prerelease'].includes(onPrereleaseRaw)) {
        problems.push(`${In('on-prerelease')} must be ${action_interface/* INPUT_VALUES */.SV['on-prerelease'].join(' or ')}, got ${(0,src_text/* show */.WU)(input('on-prerelease'))}.`);
    }
    const onPrerelease = onPrereleaseRaw === 'deprecate' ? 'deprecate' : 'skip';
    const usageOptions = (0,inputs/* parseUsageOptions */.r)(read, problems, words);
    const revokeOnlyUnused = (0,fields/* parseBoolean */.yG)('revoke-only-unused', read('revoke-only-unused'), false, problems, words);
    if (revokeOnlyUnused && status !== 'revoked') {
        warnings.push(`${In('revoke-only-unused')} is used only with ${words.setting('status', 'revoked')}; ignored for ${status}.`);
    }
    else if (revokeOnlyUnused && usageOptions.usage === 'off') {
        problems.push(`${In('revoke-only-unused')} needs to know who uses each version, but ${words.name('usage')} is false: remove one of them.`);
    }
    // A check's findings have no file of their own: the log places them at the workflow file.
    const sarifRaw = input('sarif-file');
    const workflowFile = (0,sarif/* workflowFileOf */.hr)(env);
    // Checked before any request: a path the action refuses to write is a mistake in the inputs.
    const sarifFile = status === 'check' ? (0,named_file/* fileToWrite */.N)('sarif-file', sarifRaw, (0,safe_write/* writeRoots */.rX)(env, cwd), problems, words) : undefined;
    if (sarifRaw !== '' && status !== 'check') {
        warnings.push(`${In('sarif-file')} is used only with ${words.setting('status', 'check')} or ${words.name('config-directory')}; ignored for ${status}.`);
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
