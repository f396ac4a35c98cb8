export const id = 476;
export const ids = [476];
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
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
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
    problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} must be true or false, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
    return fallback;
}
function parseSeconds(name, raw, fallback, max, problems, words) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} must be a number of seconds from 0 to ${max}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
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
        : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('status'))} must be ${STATUS_LIST}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`);
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
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'))} must not contain control characters (newlines and tabs are fine).`);
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
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('keep-latest'))} must be a whole number from 0 to 9999, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(raw)}.`);
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
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(name))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
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
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/** The inputs every mode shares: dry run, verification and timeouts. */


function parseRunOptions(read, problems, words) {
    const dryRun = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .yG)('dry-run', read('dry-run'), false, problems, words);
    const verify = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .yG)('verify', read('verify'), true, problems, words);
    const verifyTimeout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeconds */ .fL)('verify-timeout', read('verify-timeout'), 30, 3600, problems, words);
    const requestTimeout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSeconds */ .fL)('request-timeout', read('request-timeout'), 30, 600, problems, words);
    if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('request-timeout'))} must be more than 0 seconds.`);
    }
    return { dryRun, verify, verifyTimeoutMs: verifyTimeout * 1000, requestTimeoutMs: requestTimeout * 1000 };
}


/***/ }),

/***/ 476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parse: () => (/* binding */ parse),
  parseReportInputs: () => (/* binding */ parseReportInputs)
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
// EXTERNAL MODULE: ./src/connection.ts + 3 modules
var src_connection = __webpack_require__(7141);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/inputs/run-options.ts
var run_options = __webpack_require__(3663);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
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
function version(value, at) {
    const v = object(value, at);
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
        for (const [i, entry] of list(b.modules, 'burn-down.modules').entries()) {
            const m = object(entry, `burn-down.modules[${i}]`);
            moduleName(m.module, `burn-down.modules[${i}].module`);
            count(m.then, `burn-down.modules[${i}].then`);
            count(m.now, `burn-down.modules[${i}].now`);
            names(m['moved-off'], `burn-down.modules[${i}].moved-off`);
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
// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
// EXTERNAL MODULE: ./src/report/change-requests.ts
var change_requests = __webpack_require__(2527);
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
/** Inputs of the other modes that mean nothing here: said, so that nobody thinks they apply. */
const IGNORED = ['version', 'reason', 'link', 'revoke-only-unused', 'namespace', 'provider'];
function parse(inputs) {
    const workspace = inputs.env.GITHUB_WORKSPACE || inputs.cwd;
    return parseReportInputs((name) => inputs.input(name), inputs.env, workspace, (file) => inputs.readFile(file, limits/* FILE_LIMITS */.S.previousReport), inputs.words);
}
function parseReportInputs(read, env, workspace, readFile, words = wording/* ACTION_WORDS */.dC) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    const In = (name) => (0,wording/* initial */.Vh)(words.input(name));
    // `source` or `module` narrows the report to the modules a pattern names. A host in it is the
    // service's, as in a module's `source`; its namespace names the organization, as there.
    const [patternInput, patternRaw] = input('source') !== '' ? ['source', input('source')] : ['module', input('module')];
    let parsed;
    if (input('source') !== '' && input('module') !== '') {
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
    const connection = (0,src_connection/* parseConnection */.C)(read, env, problems, host !== undefined ? { host, from: `The host in ${words.name(patternInput)}` } : undefined, undefined, words);
    const { service } = connection;
    if (host !== undefined && host !== service.host.toLowerCase() && host !== service.hostname) {
        problems.push(`${In(patternInput)} names host ${(0,src_text/* show */.WU)(host)} but the service is ${(0,src_text/* show */.WU)(service.host)}: make ${words.name('hostname')} and ${words.name(patternInput)} agree.`);
    }
    const namespace = pattern !== undefined && pattern.namespace !== module_pattern/* ANY_NAMESPACE */.nB ? pattern.namespace : undefined;
    const organizationRaw = input('organization') || namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push(`${In('organization')} is required with ${words.setting('status', 'report')} (or the namespace in ${words.name('source')} or ${words.name('module')}, or the variable TF_CLOUD_ORGANIZATION).`),
            '')
        : (0,fields/* parsePart */.x2)('organization', 'organization', organizationRaw, problems, words);
    // A private module's namespace is its organization: another namespace would match nothing.
    if (namespace !== undefined && organization !== '' && namespace.toLowerCase() !== organization.toLowerCase()) {
        problems.push(`${In(patternInput)} names namespace ${(0,src_text/* show */.WU)(namespace)}, but the report lists the private modules of organization ${(0,src_text/* show */.WU)(organization)}, whose namespace is the organization's name: give that, or \`*\`, as the namespace.`);
    }
    const fileInput = (name) => {
        const raw = input(name);
        return raw === '' ? undefined : external_node_path_default().resolve(workspace, raw);
    };
    // The report's own product: a file it refuses or cannot write is a mistake in the inputs.
    const roots = (0,safe_write/* writeRoots */.rX)(env, workspace);
    const reportFile = (0,named_file/* fileToWrite */.N)('report-file', input('report-file'), roots, problems, words, true);
    const reportCsv = (0,named_file/* fileToWrite */.N)('report-csv', input('report-csv'), roots, problems, words, true);
    if (reportFile !== undefined && reportFile.path === reportCsv?.path) {
        problems.push(`${In('report-file')} and ${words.name('report-csv')} name the same file: give each its own.`);
    }
    let previous;
    const previousFile = fileInput('previous-report');
    if (previousFile !== undefined) {
        let bytes;
        try {
            bytes = readFile(previousFile);
        }
        catch (error) {
            // The first run has no previous report yet: that is a warning, not a mistake.
            if (error?.code === 'ENOENT') {
                warnings.push(`${In('previous-report')}: ${(0,src_text/* showFile */.II)(input('previous-report'))} does not exist (yet), so the report shows no burn-down.`);
            }
            else {
                problems.push(`${In('previous-report')}: ${(0,src_text/* showFile */.II)(input('previous-report'))} cannot be read: ${(0,src_text/* errorMessage */.gJ)(error)}.`);
            }
        }
        if (bytes !== undefined) {
            const parsed = parsePreviousReport(Buffer.from(bytes).toString('utf8'));
            if ('error' in parsed)
                problems.push(`${In('previous-report')}: ${(0,src_text/* showFile */.II)(input('previous-report'))} ${parsed.error}.`);
            else if (organization !== '' && parsed.organization.toLowerCase() !== organization.toLowerCase()) {
                problems.push(`${In('previous-report')} is a report of organization ${(0,src_text/* show */.WU)(parsed.organization)}, not ${(0,src_text/* show */.WU)(organization)}.`);
            }
            else
                previous = parsed;
        }
    }
    const ignored = IGNORED.filter((name) => input(name) !== '');
    if (ignored.length > 0) {
        warnings.push(`${(0,wording/* initial */.Vh)(words.inputs(ignored))} ${ignored.length === 1 ? 'has' : 'have'} no effect with ${words.setting('status', 'report')}, which reports every version of every module it names.`);
    }
    const runOptions = (0,run_options/* parseRunOptions */.d)(read, problems, words);
    const usage = (0,inputs/* parseUsageOptions */.r)(read, problems, words);
    const changeRequests = parseChangeRequestOptions(read, usage.usage, problems, warnings, words);
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
/** `change-requests` and `change-requests-limit`; undefined when change requests are not asked for. */
function parseChangeRequestOptions(read, usage, problems, warnings, words) {
    const wanted = (0,fields/* parseBoolean */.yG)('change-requests', read('change-requests'), false, problems, words);
    const raw = read('change-requests-limit').trim();
    const { fallback, max } = change_requests/* CHANGE_REQUEST_LIMITS */.WI;
    let limit = fallback;
    if (raw !== '') {
        if (/^\d{1,6}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max)
            limit = Number(raw);
        else
            problems.push(`${(0,wording/* initial */.Vh)(words.input('change-requests-limit'))} must be a whole number from 1 to ${max}, got ${(0,src_text/* show */.WU)(raw)}.`);
        if (!wanted) {
            warnings.push(`${(0,wording/* initial */.Vh)(words.input('change-requests-limit'))} has no effect without ${words.setting('change-requests', 'true')}.`);
        }
    }
    if (!wanted)
        return undefined;
    if (usage === 'off') {
        problems.push(`${(0,wording/* initial */.Vh)(words.setting('change-requests', 'true'))} needs usage, to know which workspaces use each version: leave ${words.name('usage')} unset or ${words.setting('usage', 'auto')}.`);
    }
    return { limit };
}


/***/ })

};
