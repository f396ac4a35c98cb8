export const id = 654;
export const ids = [654];
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

/***/ 6654:
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
// EXTERNAL MODULE: ./src/inputs/module-scope.ts
var module_scope = __webpack_require__(5348);
// EXTERNAL MODULE: ./src/connection.ts
var connection = __webpack_require__(7199);
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
;// CONCATENATED MODULE: ./src/report/read-back.ts


/** Where the schema is, for the message that refuses a file. */
const REPORT_SCHEMA = 'schema/migration-report.schema.json';
/** A member of the file that does not fit the schema. */
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
function read_back_text(value, at) {
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
    for (const key of keys)
        if (typeof o[key] !== 'string')
            throw misfit(`${at}.${key}`, 'a string', o[key]);
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
    return { version: read_back_text(v.version, `${at}.version`), state: state, count: counted, workspaces };
}
/** Earlier runs' counts, at most the last HISTORY_RUNS kept. */
function read_back_history(value) {
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
        const organization = read_back_text(d.organization, 'organization');
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
            history: read_back_history(d.history),
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
    // `source` or `module` narrows the report to the modules a pattern names.
    const { pattern, connection, organization } = (0,module_scope/* parseModuleScope */.C)(command, env, problems, words, {
        status: 'report',
        giveOne: 'one pattern, such as acme/*/aws',
        organizationFrom: () => `${words.name('source')} or ${words.name('module')}`,
        ofOrganization: (organization) => `the report lists the private modules of organization ${organization}, whose namespace is the organization's name`,
    });
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
