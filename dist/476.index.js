export const id = 476;
export const ids = [476];
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
 * A file an input or a flag names for the action to write (`sarifFile`, `reportFile`,
 * `--summary-file`), checked when the inputs are read, before any request: what safe-write.ts
 * would refuse is known then. What only writing can tell (a folder that is not writable, a full
 * disk) is each writer's to report.
 */



/**
 * The file `raw` names, and the problem with writing it, if any: `refused` (outside the roots,
 * a link, a directory) or `unwritable` (a folder on its path is a file).
 */
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
/**
 * An input naming a file to write, for a mode's parser: undefined when empty; a refusal goes to
 * `problems`, and, with `strict`, any other problem too (a file that is the mode's product).
 */
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
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/**
 * Rules the modes share over settings already read (src/settings/read.ts): `reason` and `link`,
 * `keepReasons`, `keepLatest`, a part of a module address. Each adds its problem to `problems`
 * and goes on, so that every mistake is reported at once.
 */




/** Whether a status sets a reason and a link: those that deprecate. */
const setsDeprecation = (status) => status === 'deprecated' || status === 'revoked';
/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words, keys, status) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.inputs(keys))} ${keys.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(command, status, problems, warnings, words) {
    const { reason, link } = command.settings;
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
            : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keepReasons', 'true')} keeps those).`);
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
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(key))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(value)}.`);
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

/***/ 1356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ WHOLE_ORGANIZATION),
/* harmony export */   Lj: () => (/* binding */ inUse),
/* harmony export */   Sd: () => (/* binding */ totals),
/* harmony export */   TS: () => (/* binding */ retiredUsesOf),
/* harmony export */   aZ: () => (/* binding */ isRetired),
/* harmony export */   cE: () => (/* binding */ workspacesOf),
/* harmony export */   eZ: () => (/* binding */ HISTORY_RUNS),
/* harmony export */   jQ: () => (/* binding */ historyPoint),
/* harmony export */   rW: () => (/* binding */ moduleEntry)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);

/** A report of every private module of its organization: what a report that does not say its scope was. */
const WHOLE_ORGANIZATION = { patterns: [] };
/** Runs the report file keeps the counts of: a year of weekly reports. */
const HISTORY_RUNS = 52;
/** A run's point of the history. */
function historyPoint(at, data) {
    const t = totals(data);
    return {
        at,
        deprecatedInUse: t.deprecatedInUse,
        revokedInUse: t.revokedInUse,
        retiredUses: t.retiredUses,
        workspacesAffected: t.workspacesAffected,
    };
}
function lifecycleOf(v) {
    if (v.revoked === true)
        return 'revoked';
    return v.deprecation !== null ? 'deprecated' : 'active';
}
/** One module's entry from its versions (with the revocations read), its revoked set and its usage (undefined: not read). */
function moduleEntry(module, versions, revoked, usage) {
    return {
        module: (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .moduleName */ .AO)(module),
        versions: versions.map((v) => {
            const used = usage?.get(v.version);
            return {
                version: v.version,
                state: lifecycleOf({ deprecation: v.deprecation, revoked: revoked?.has(v.version) ?? v.revoked }),
                count: used?.count ?? 0,
                workspaces: used?.names ?? [],
                ...(v.deprecation !== null && { deprecation: v.deprecation }),
                ...(v.revocation !== undefined && { revocation: v.revocation }),
            };
        }),
    };
}
const isRetired = (state) => state !== 'active';
/** Every workspace the report names, sorted: those that use any version. */
function workspacesOf(data) {
    const names = new Set();
    for (const m of data.modules)
        for (const v of m.versions)
            for (const w of v.workspaces)
                names.add(w);
    return [...names].sort();
}
/** The deprecated and revoked versions still in use: most workspaces first, then by module and version. */
function inUse(data) {
    const entries = [];
    for (const m of data.modules) {
        for (const v of m.versions) {
            if (isRetired(v.state) && v.count > 0)
                entries.push({ ...v, state: v.state, module: m.module });
        }
    }
    return entries.sort((a, b) => b.count - a.count || a.module.localeCompare(b.module) || a.version.localeCompare(b.version));
}
function totals(data) {
    let versions = 0;
    let deprecated = 0;
    let revoked = 0;
    let deprecatedInUse = 0;
    let revokedInUse = 0;
    let retiredUses = 0;
    const affected = new Set();
    for (const m of data.modules) {
        for (const v of m.versions) {
            versions += 1;
            if (v.state === 'deprecated')
                deprecated += 1;
            if (v.state === 'revoked')
                revoked += 1;
            if (!isRetired(v.state) || v.count === 0)
                continue;
            if (v.state === 'deprecated')
                deprecatedInUse += 1;
            else
                revokedInUse += 1;
            retiredUses += v.count;
            for (const w of v.workspaces)
                affected.add(w);
        }
    }
    return {
        modules: data.modules.length,
        versions,
        deprecated,
        revoked,
        deprecatedInUse,
        revokedInUse,
        retiredUses,
        workspacesAffected: affected.size,
    };
}
/** A module's uses of retired versions, and the workspaces behind them. */
function retiredUsesOf(m) {
    let uses = 0;
    const workspaces = new Set();
    for (const v of m.versions) {
        if (!isRetired(v.state))
            continue;
        uses += v.count;
        for (const w of v.workspaces)
            workspaces.add(w);
    }
    return { uses, workspaces };
}


/***/ }),

/***/ 5226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ REPORT_KIND),
/* harmony export */   VW: () => (/* binding */ reportCsv),
/* harmony export */   ce: () => (/* binding */ reportDocument),
/* harmony export */   l4: () => (/* binding */ reportJson),
/* harmony export */   t3: () => (/* binding */ REPORT_FORMAT)
/* harmony export */ });
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/**
 * The report's files: JSON (`reportFile`, read back next week as `previousReport`) and CSV
 * (`reportCsv`, one row per version and workspace, for a spreadsheet). Both are drawn from
 * the same ReportData; schema/migration-report.schema.json describes the JSON, and
 * previous-report.ts reads it back. Pure.
 */

/** What marks the JSON as this report, and its format's version. */
const REPORT_KIND = 'tfe-module-migration-report';
const REPORT_FORMAT = 1;
/** The report as the JSON file holds it (and the command line's `--json` as `report`). */
function reportDocument(data, burndown, changeRequests) {
    const t = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .totals */ .Sd)(data);
    const version = (v) => ({
        version: v.version,
        state: v.state,
        'workspace-count': v.count,
        workspaces: v.workspaces,
        ...(v.deprecation !== undefined && { deprecation: { reason: v.deprecation.reason, link: v.deprecation.link } }),
        ...(v.revocation !== undefined && { revocation: { message: v.revocation.message, link: v.revocation.link } }),
    });
    return {
        kind: REPORT_KIND,
        format: REPORT_FORMAT,
        organization: data.organization,
        'generated-at': data.generatedAt,
        scope: { patterns: data.scope.patterns },
        usage: data.usage,
        totals: {
            modules: t.modules,
            versions: t.versions,
            deprecated: t.deprecated,
            revoked: t.revoked,
            'deprecated-in-use': t.deprecatedInUse,
            'revoked-in-use': t.revokedInUse,
            'retired-uses': t.retiredUses,
            'workspaces-affected': t.workspacesAffected,
        },
        'in-use': (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .inUse */ .Lj)(data).map((e) => ({ module: e.module, ...version(e) })),
        // Earlier runs' counts, so that next run's chart has its line from one previous report.
        history: (burndown?.history ?? []).map((p) => ({
            'generated-at': p.at,
            'deprecated-in-use': p.deprecatedInUse,
            'revoked-in-use': p.revokedInUse,
            'retired-uses': p.retiredUses,
            'workspaces-affected': p.workspacesAffected,
        })),
        modules: data.modules.map((m) => ({ module: m.module, versions: m.versions.map(version) })),
        // Each workspace once, with its project (null where it is not known), to chase owners by team.
        workspaces: (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .workspacesOf */ .cE)(data).map((name) => ({ name, project: data.projects?.get(name) ?? null })),
        ...(burndown !== undefined && { 'burn-down': burndownJson(burndown) }),
        ...(changeRequests !== undefined && { 'change-requests': changeRequestsJson(changeRequests) }),
    };
}
/** The burn-down as the file and `--json` give it: the modules both reports read, compared. */
function burndownJson(b) {
    return {
        'previous-generated-at': b.previousAt,
        'previous-scope': { patterns: b.previousScope.patterns },
        then: b.then,
        now: b.now,
        'not-compared': { 'only-previous': b.onlyThen, 'only-this-run': b.onlyNow },
        modules: b.modules.map((m) => ({
            module: m.module,
            then: m.then,
            now: m.now,
            'moved-off': m.movedOff,
            'no-longer-retired': { versions: m.unretired.versions, workspaces: m.unretired.workspaces },
        })),
    };
}
/** What `changeRequests: true` opened (or would, in a dry run), as the file and `--json` give it. */
function changeRequestsJson(done) {
    return {
        'dry-run': done.dryRun,
        opened: done.opened,
        'already-open': done.alreadyOpen,
        left: done.left,
        limit: done.limit,
        requests: done.requests.map((r) => ({
            module: r.module,
            version: r.version,
            state: r.state,
            subject: r.subject,
            workspaces: r.workspaces,
        })),
    };
}
function reportJson(data, burndown, changeRequests) {
    return `${JSON.stringify(reportDocument(data, burndown, changeRequests))}\n`;
}
const CSV_HEADER = [
    'module',
    'version',
    'state',
    'workspace_count',
    'workspace',
    'project',
    'deprecation_reason',
    'deprecation_link',
    'revocation_message',
    'revocation_link',
];
/**
 * One row per version and workspace that uses it (a version no workspace uses has one row with
 * no workspace), with the workspace's project and the version's reason, link and revocation
 * message. Every field is quoted. A text field that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (a reason someone wrote, a workspace name Explorer gave) is prefixed with a
 * quote, as spreadsheets expect, so that none is taken for a formula.
 */
function reportCsv(data) {
    const field = (value) => {
        const text = String(value);
        const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
        return `"${safe.replace(/"/g, '""')}"`;
    };
    const lines = [CSV_HEADER.map(field).join(',')];
    for (const m of data.modules) {
        for (const v of m.versions) {
            const names = v.workspaces.length > 0 ? v.workspaces : [''];
            const about = [
                v.deprecation?.reason ?? '',
                v.deprecation?.link ?? '',
                v.revocation?.message ?? '',
                v.revocation?.link ?? '',
            ];
            for (const w of names) {
                const project = w === '' ? '' : (data.projects?.get(w) ?? '');
                lines.push([m.module, v.version, v.state, v.count, w, project, ...about].map(field).join(','));
            }
        }
    }
    return `${lines.join('\r\n')}\r\n`;
}


/***/ }),

/***/ 476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parse: () => (/* binding */ parse)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/connection.ts
var src_connection = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/inputs/run-options.ts
var run_options = __webpack_require__(3663);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var usage_inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/module-pattern.ts
var module_pattern = __webpack_require__(7580);
// EXTERNAL MODULE: ./src/report/data.ts
var data = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/report/formats.ts
var formats = __webpack_require__(5226);
;// CONCATENATED MODULE: ./src/report/previous-report.ts


/** Where the schema is, for the message that refuses a file. */
const REPORT_SCHEMA = 'schema/migration-report.schema.json';
/** A member of the file that does not fit the schema: where it is, and what it should be. */
class Misfit extends Error {
}
const STATES = ['active', 'deprecated', 'revoked'];
const USAGE_ORIGINS = ['export', 'pages', 'unread'];
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/;
/** What a value is, said without quoting text from the file. */
function kindOf(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? String(value) : 'a number out of range';
    if (Array.isArray(value))
        return 'a list';
    if (value === null)
        return 'null';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
const misfit = (at, expected, value) => new Misfit(value === undefined
    ? `\`${at}\` is missing: expected ${expected}`
    : `\`${at}\` is not ${expected}, got ${kindOf(value)}`);
function object(value, at) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw misfit(at, 'an object', value);
    return value;
}
function list(value, at) {
    if (!Array.isArray(value))
        throw misfit(at, 'a list', value);
    return value;
}
function previous_report_text(value, at) {
    if (typeof value !== 'string' || value === '')
        throw misfit(at, 'a non-empty string', value);
    return value;
}
function count(value, at) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw misfit(at, 'a count (a whole number, 0 or more)', value);
    }
    return value;
}
function timestamp(value, at) {
    const m = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
    const [year, month, day, hour, minute, second] = (m?.slice(1, 7) ?? []).map(Number);
    const date = new Date(Date.UTC(year ?? NaN, (month ?? 0) - 1, day));
    if (m === null ||
        date.getUTCDate() !== day ||
        date.getUTCMonth() !== (month ?? 0) - 1 ||
        (hour ?? 99) > 23 ||
        (minute ?? 99) > 59 ||
        (second ?? 99) > 60) {
        throw misfit(at, 'a date and time such as 2026-11-24T07:23:00.000Z', value);
    }
    return value;
}
function moduleName(value, at) {
    if (typeof value !== 'string' || !/^[^/]+\/[^/]+\/[^/]+$/.test(value)) {
        throw misfit(at, 'a module `namespace/name/provider`', value);
    }
    return value;
}
function names(value, at) {
    const all = list(value, at).map((name, i) => {
        if (typeof name !== 'string')
            throw misfit(`${at}[${i}]`, 'a workspace name', name);
        return name;
    });
    if (new Set(all).size !== all.length)
        throw new Misfit(`\`${at}\` names a workspace twice`);
    return all;
}
/** An object of strings (a deprecation's reason and link, a revocation's message and link), checked. */
function texts(value, at, keys) {
    if (value === undefined)
        return;
    const o = object(value, at);
    for (const key of keys) {
        if (typeof o[key] !== 'string')
            throw misfit(`${at}.${key}`, 'a string', o[key]);
    }
}
/** What a report read besides its organization: the patterns it was narrowed by, in lower case. */
function scope(value) {
    if (value === undefined)
        return undefined;
    const patterns = list(object(value, 'scope').patterns, 'scope.patterns').map((p, i) => moduleName(p, `scope.patterns[${i}]`).toLowerCase());
    return { patterns };
}
function version(value, at) {
    const v = object(value, at);
    texts(v.deprecation, `${at}.deprecation`, ['reason', 'link']);
    texts(v.revocation, `${at}.revocation`, ['message', 'link']);
    const state = v.state;
    if (!STATES.includes(state))
        throw misfit(`${at}.state`, '`active`, `deprecated` or `revoked`', state);
    const workspaces = names(v.workspaces, `${at}.workspaces`);
    const counted = count(v['workspace-count'], `${at}.workspace-count`);
    if (counted < workspaces.length) {
        throw new Misfit(`\`${at}.workspace-count\` is ${counted}, fewer than the ${workspaces.length} workspaces it names`);
    }
    return { version: previous_report_text(v.version, `${at}.version`), state: state, count: counted, workspaces };
}
/** Earlier runs' counts, at most the last HISTORY_RUNS kept. */
function previous_report_history(value) {
    if (value === undefined)
        return [];
    return list(value, 'history')
        .map((raw, i) => {
        const p = object(raw, `history[${i}]`);
        return {
            at: timestamp(p['generated-at'], `history[${i}].generated-at`),
            deprecatedInUse: count(p['deprecated-in-use'], `history[${i}].deprecated-in-use`),
            revokedInUse: count(p['revoked-in-use'], `history[${i}].revoked-in-use`),
            retiredUses: count(p['retired-uses'], `history[${i}].retired-uses`),
            workspacesAffected: count(p['workspaces-affected'], `history[${i}].workspaces-affected`),
        };
    })
        .slice(-data/* HISTORY_RUNS */.eZ);
}
/** The members the action writes but does not read back: checked all the same, as the schema says. */
function checkTheRest(d) {
    if (d.usage !== undefined && !USAGE_ORIGINS.includes(d.usage)) {
        throw misfit('usage', '`export`, `pages` or `unread`', d.usage);
    }
    if (d.totals !== undefined) {
        for (const [key, value] of Object.entries(object(d.totals, 'totals'))) {
            if ([
                'modules',
                'versions',
                'deprecated',
                'revoked',
                'deprecated-in-use',
                'revoked-in-use',
                'retired-uses',
                'workspaces-affected',
            ].includes(key)) {
                count(value, `totals.${key}`);
            }
        }
    }
    if (d['in-use'] !== undefined) {
        for (const [i, entry] of list(d['in-use'], 'in-use').entries()) {
            version(entry, `in-use[${i}]`);
            moduleName(object(entry, `in-use[${i}]`).module, `in-use[${i}].module`);
        }
    }
    if (d['burn-down'] !== undefined) {
        const b = object(d['burn-down'], 'burn-down');
        timestamp(b['previous-generated-at'], 'burn-down.previous-generated-at');
        count(b.then, 'burn-down.then');
        count(b.now, 'burn-down.now');
        if (b['previous-scope'] !== undefined)
            scope(b['previous-scope']);
        for (const [i, entry] of list(b.modules, 'burn-down.modules').entries()) {
            const m = object(entry, `burn-down.modules[${i}]`);
            moduleName(m.module, `burn-down.modules[${i}].module`);
            count(m.then, `burn-down.modules[${i}].then`);
            count(m.now, `burn-down.modules[${i}].now`);
            names(m['moved-off'], `burn-down.modules[${i}].moved-off`);
            if (m['no-longer-retired'] !== undefined) {
                const u = object(m['no-longer-retired'], `burn-down.modules[${i}].no-longer-retired`);
                list(u.versions, `burn-down.modules[${i}].no-longer-retired.versions`);
                names(u.workspaces, `burn-down.modules[${i}].no-longer-retired.workspaces`);
            }
        }
    }
    if (d.workspaces !== undefined) {
        for (const [i, entry] of list(d.workspaces, 'workspaces').entries()) {
            const w = object(entry, `workspaces[${i}]`);
            if (typeof w.name !== 'string')
                throw misfit(`workspaces[${i}].name`, 'a workspace name', w.name);
            if (w.project !== null && typeof w.project !== 'string') {
                throw misfit(`workspaces[${i}].project`, 'a project name or null', w.project);
            }
        }
    }
}
/** A previous report file's text as a PreviousReport, or why it is not one (to follow the file's name). */
function parsePreviousReport(source) {
    let document;
    try {
        document = JSON.parse(source);
    }
    catch {
        return { error: 'is not JSON' };
    }
    const d = document;
    if (typeof d !== 'object' || d === null || Array.isArray(d) || d.kind !== formats/* REPORT_KIND */.KP) {
        return { error: `is not a migration report (no "kind": "${formats/* REPORT_KIND */.KP}")` };
    }
    if (d.format !== formats/* REPORT_FORMAT */.t3) {
        return { error: `has format ${kindOf(d.format)}; this action reads format ${formats/* REPORT_FORMAT */.t3}` };
    }
    try {
        const organization = previous_report_text(d.organization, 'organization');
        const generatedAt = timestamp(d['generated-at'], 'generated-at');
        const narrowed = scope(d.scope);
        const modules = list(d.modules, 'modules').map((raw, i) => {
            const m = object(raw, `modules[${i}]`);
            return {
                module: moduleName(m.module, `modules[${i}].module`),
                versions: list(m.versions, `modules[${i}].versions`).map((v, j) => version(v, `modules[${i}].versions[${j}]`)),
            };
        });
        checkTheRest(d);
        return {
            organization,
            generatedAt,
            ...(narrowed !== undefined && { scope: narrowed }),
            ...(d.usage !== undefined && { usage: d.usage }),
            modules,
            history: previous_report_history(d.history),
        };
    }
    catch (error) {
        if (!(error instanceof Misfit))
            throw error;
        return { error: `does not fit the report's schema (${REPORT_SCHEMA}): ${error.message}` };
    }
}

// EXTERNAL MODULE: ./src/files/named-file.ts
var named_file = __webpack_require__(5925);
;// CONCATENATED MODULE: ./src/report/inputs.ts
/**
 * The inputs of the organization's migration report (`status: report`): the organization, an
 * optional pattern over its modules (`source` or `module`), where to write the report's files,
 * and last run's report for the burn-down. Every mistake is reported at once, each naming its input.
 */













/**
 * The report lists the private modules of one organization, named by `organization`: `*` as a
 * pattern's namespace means that organization, whatever its name.
 */
const REPORT_PATTERNS = { namespaceWildcard: true };
/** Settings of the other modes that mean nothing here: said, so that nobody thinks they apply. */
const IGNORED = ['version', 'reason', 'link', 'revokeOnlyUnused', 'namespace', 'provider'];
function parse(inputs) {
    const { command, env, words } = inputs;
    const workspace = env.GITHUB_WORKSPACE || inputs.cwd;
    const readFile = (file) => inputs.readFile(file, limits/* FILE_LIMITS */.S.previousReport);
    const problems = [];
    const warnings = [];
    const { settings } = command;
    const In = (key) => (0,wording/* initial */.Vh)(words.input(key));
    // `source` or `module` narrows the report to the modules a pattern names. A host in it is the
    // service's, as in a module's `source`; its namespace names the organization, as there.
    const [patternInput, patternRaw] = settings.source !== '' ? ['source', settings.source] : ['module', settings.module];
    let parsed;
    if (settings.source !== '' && settings.module !== '') {
        problems.push(`${In('source')} cannot be combined with ${words.name('module')}: give one pattern, such as acme/*/aws.`);
    }
    else if (patternRaw !== '') {
        try {
            parsed = (0,module_pattern/* parseModulePattern */.YG)(patternRaw, REPORT_PATTERNS);
        }
        catch (error) {
            if (!(error instanceof address/* AddressError */.Hi))
                throw error;
            problems.push(`${In(patternInput)} ${error.message}, got ${(0,src_text/* show */.WU)((0,address/* redactUserinfo */.PM)(patternRaw))}.`);
        }
    }
    const pattern = parsed?.pattern;
    const host = parsed?.host;
    const connection = (0,src_connection/* parseConnection */.C)(command, env, problems, words, host !== undefined ? { host, from: `The host in ${words.name(patternInput)}` } : undefined);
    const { service } = connection;
    if (host !== undefined && host !== service.host.toLowerCase() && host !== service.hostname) {
        problems.push(`${In(patternInput)} names host ${(0,src_text/* show */.WU)(host)} but the service is ${(0,src_text/* show */.WU)(service.host)}: make ${words.name('hostname')} and ${words.name(patternInput)} agree.`);
    }
    const namespace = pattern !== undefined && pattern.namespace !== module_pattern/* ANY_NAMESPACE */.nB ? pattern.namespace : undefined;
    const organizationRaw = settings.organization || namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push(`${In('organization')} is required with ${words.setting('status', 'report')} (or the namespace in ${words.name('source')} or ${words.name('module')}, or the variable TF_CLOUD_ORGANIZATION).`),
            '')
        : (0,fields/* parsePart */.x2)('organization', 'organization', organizationRaw, problems, words);
    // A private module's namespace is its organization: another namespace would match nothing.
    if (namespace !== undefined && organization !== '' && namespace.toLowerCase() !== organization.toLowerCase()) {
        problems.push(`${In(patternInput)} names namespace ${(0,src_text/* show */.WU)(namespace)}, but the report lists the private modules of organization ${(0,src_text/* show */.WU)(organization)}, whose namespace is the organization's name: give that, or \`*\`, as the namespace.`);
    }
    // The report's own product: a file it refuses or cannot write is a mistake in the inputs.
    const { roots } = inputs;
    const reportFile = (0,named_file/* fileToWrite */.N)('reportFile', settings.reportFile, roots, problems, words, true);
    const reportCsv = (0,named_file/* fileToWrite */.N)('reportCsv', settings.reportCsv, roots, problems, words, true);
    if (reportFile !== undefined && reportFile.path === reportCsv?.path) {
        problems.push(`${In('reportFile')} and ${words.name('reportCsv')} name the same file: give each its own.`);
    }
    let previous;
    const previousFile = settings.previousReport === '' ? undefined : external_node_path_default().resolve(workspace, settings.previousReport);
    if (previousFile !== undefined) {
        let bytes;
        try {
            bytes = readFile(previousFile);
        }
        catch (error) {
            // The first run has no previous report yet: that is a warning, not a mistake.
            if (error?.code === 'ENOENT') {
                warnings.push(`${In('previousReport')}: ${(0,src_text/* showFile */.II)(settings.previousReport)} does not exist (yet), so the report shows no burn-down.`);
            }
            else {
                problems.push(`${In('previousReport')}: ${(0,src_text/* showFile */.II)(settings.previousReport)} cannot be read: ${(0,src_text/* errorMessage */.gJ)(error)}.`);
            }
        }
        if (bytes !== undefined) {
            const parsed = parsePreviousReport(Buffer.from(bytes).toString('utf8'));
            if ('error' in parsed)
                problems.push(`${In('previousReport')}: ${(0,src_text/* showFile */.II)(settings.previousReport)} ${parsed.error}.`);
            else if (organization !== '' && parsed.organization.toLowerCase() !== organization.toLowerCase()) {
                problems.push(`${In('previousReport')} is a report of organization ${(0,src_text/* show */.WU)(parsed.organization)}, not ${(0,src_text/* show */.WU)(organization)}.`);
            }
            else
                previous = parsed;
        }
    }
    const ignored = IGNORED.filter((key) => command.given(key));
    if (ignored.length > 0) {
        warnings.push(`${(0,wording/* initial */.Vh)(words.inputs(ignored))} ${ignored.length === 1 ? 'has' : 'have'} no effect with ${words.setting('status', 'report')}, which reports every version of every module it names.`);
    }
    const runOptions = (0,run_options/* runOptionsOf */.F)(settings);
    const usage = (0,usage_inputs/* parseUsageOptions */.r)(command, problems, words);
    const changeRequests = parseChangeRequestOptions(command, usage.usage, problems, warnings, words);
    if (problems.length > 0)
        throw new errors/* InputError */.d(problems);
    return {
        kind: 'report',
        ...connection,
        ...runOptions,
        ...usage,
        organization,
        ...(pattern !== undefined && { pattern }),
        ...(reportFile !== undefined && { reportFile }),
        ...(reportCsv !== undefined && { reportCsv }),
        ...(previous !== undefined && { previous }),
        ...(changeRequests !== undefined && { changeRequests }),
        warnings,
    };
}
/** `changeRequests` and `changeRequestsLimit`; undefined when change requests are not asked for. */
function parseChangeRequestOptions(command, usage, problems, warnings, words) {
    const wanted = command.settings.changeRequests;
    if (command.given('changeRequestsLimit') && !wanted) {
        warnings.push(`${(0,wording/* initial */.Vh)(words.input('changeRequestsLimit'))} has no effect without ${words.setting('changeRequests', 'true')}.`);
    }
    if (!wanted)
        return undefined;
    if (usage === 'off') {
        problems.push(`${(0,wording/* initial */.Vh)(words.setting('changeRequests', 'true'))} needs usage, to know which workspaces use each version: leave ${words.name('usage')} unset or ${words.setting('usage', 'auto')}.`);
    }
    return { limit: command.settings.changeRequestsLimit };
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
