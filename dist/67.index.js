export const id = 67;
export const ids = [67];
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
/**
 * A file an input or a flag names for the action to write (`sarif-file`, `report-file`,
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
function fileToWrite(name, raw, roots, problems, strict = false) {
    if (raw === '')
        return undefined;
    const { named, problem } = checkNamedFile(raw, { roots, label: `Input \`${name}\`` });
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
    // Sent to every version selected, replacing the reason a deprecated one had: never empty.
    if (setsDeprecation(status) && reason === '') {
        problems.push(status === 'revoked'
            ? 'Input `reason` is required with status revoked: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.'
            : 'Input `reason` is required with status deprecated: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (`keep-reasons: true` keeps those).');
    }
    return { reason, link };
}
/** `keep-reasons`: versions already deprecated (or revoked) keep their reason and link. */
function parseKeepReasons(read, status, problems, warnings) {
    const keep = parseBoolean('keep-reasons', read('keep-reasons'), false, problems);
    if (keep && !setsDeprecation(status))
        warnings.push(statusOnly('Input `keep-reasons` is', status));
    return keep && setsDeprecation(status);
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

/***/ 1067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parse: () => (/* binding */ parse),
/* harmony export */   parseMigrationInputs: () => (/* binding */ parseMigrationInputs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _inputs_fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2996);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7141);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6355);
/* harmony import */ var _inputs_run_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3663);
/* harmony import */ var _usage_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6994);
/* harmony import */ var _files_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9507);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8992);
/* harmony import */ var _module_pattern_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7580);
/* harmony import */ var _formats_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8464);
/* harmony import */ var _files_named_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5925);
/* harmony import */ var _files_safe_write_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8196);
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
    return parseMigrationInputs((name) => inputs.input(name), inputs.env, workspace, (file) => inputs.readFile(file, _files_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .FILE_LIMITS */ .S.previousReport));
}
function parseMigrationInputs(read, env, workspace, readFile) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    // `source` or `module` narrows the report to the modules a pattern names. A host in it is the
    // service's, as in a module's `source`; its namespace names the organization, as there.
    const [patternInput, patternRaw] = input('source') !== '' ? ['source', input('source')] : ['module', input('module')];
    let parsed;
    if (input('source') !== '' && input('module') !== '') {
        problems.push('Input `source` cannot be combined with `module`: give one pattern, such as acme/*/aws.');
    }
    else if (patternRaw !== '') {
        try {
            parsed = (0,_module_pattern_js__WEBPACK_IMPORTED_MODULE_9__/* .parseModulePattern */ .YG)(patternRaw, REPORT_PATTERNS);
        }
        catch (error) {
            if (!(error instanceof _address_js__WEBPACK_IMPORTED_MODULE_4__/* .AddressError */ .Hi))
                throw error;
            problems.push(`Input \`${patternInput}\` ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_4__/* .redactUserinfo */ .PM)(patternRaw))}.`);
        }
    }
    const pattern = parsed?.pattern;
    const host = parsed?.host;
    const connection = (0,_connection_js__WEBPACK_IMPORTED_MODULE_3__/* .parseConnection */ .C)(read, env, problems, host !== undefined ? { host, from: `The host in \`${patternInput}\`` } : undefined);
    const { service } = connection;
    if (host !== undefined && host !== service.host.toLowerCase() && host !== service.hostname) {
        problems.push(`Input \`${patternInput}\` names host ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)(host)} but the service is ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)(service.host)}: make \`hostname\` and \`${patternInput}\` agree.`);
    }
    const namespace = pattern !== undefined && pattern.namespace !== _module_pattern_js__WEBPACK_IMPORTED_MODULE_9__/* .ANY_NAMESPACE */ .nB ? pattern.namespace : undefined;
    const organizationRaw = input('organization') || namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === ''
        ? (problems.push('Input `organization` is required with `status: report` (or the namespace in `source` or `module`, or the variable TF_CLOUD_ORGANIZATION).'),
            '')
        : (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePart */ .x2)('organization', 'organization', organizationRaw, problems);
    // A private module's namespace is its organization: another namespace would match nothing.
    if (namespace !== undefined && organization !== '' && namespace.toLowerCase() !== organization.toLowerCase()) {
        problems.push(`Input \`${patternInput}\` names namespace ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)(namespace)}, but the report lists the private modules of organization ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)(organization)}, whose namespace is the organization's name: give that, or \`*\`, as the namespace.`);
    }
    const fileInput = (name) => {
        const raw = input(name);
        return raw === '' ? undefined : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, raw);
    };
    // The report's own product: a file it refuses or cannot write is a mistake in the inputs.
    const roots = (0,_files_safe_write_js__WEBPACK_IMPORTED_MODULE_11__/* .writeRoots */ .rX)(env, workspace);
    const reportFile = (0,_files_named_file_js__WEBPACK_IMPORTED_MODULE_10__/* .fileToWrite */ .N)('report-file', input('report-file'), roots, problems, true);
    const reportCsv = (0,_files_named_file_js__WEBPACK_IMPORTED_MODULE_10__/* .fileToWrite */ .N)('report-csv', input('report-csv'), roots, problems, true);
    if (reportFile !== undefined && reportFile.path === reportCsv?.path) {
        problems.push('Inputs `report-file` and `report-csv` name the same file: give each its own.');
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
                warnings.push(`Input \`previous-report\`: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .showFile */ .II)(input('previous-report'))} does not exist (yet), so the report shows no burn-down.`);
            }
            else {
                problems.push(`Input \`previous-report\`: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .showFile */ .II)(input('previous-report'))} cannot be read: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(error)}.`);
            }
        }
        if (bytes !== undefined) {
            const parsed = (0,_formats_js__WEBPACK_IMPORTED_MODULE_12__/* .parsePreviousReport */ .$e)(Buffer.from(bytes).toString('utf8'));
            if ('error' in parsed)
                problems.push(`Input \`previous-report\`: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .showFile */ .II)(input('previous-report'))} ${parsed.error}.`);
            else if (organization !== '' && parsed.organization.toLowerCase() !== organization.toLowerCase()) {
                problems.push(`Input \`previous-report\` is a report of organization ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)(parsed.organization)}, not ${(0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .show */ .WU)(organization)}.`);
            }
            else
                previous = parsed;
        }
    }
    const ignored = IGNORED.filter((name) => input(name) !== '');
    if (ignored.length > 0) {
        warnings.push(`${ignored.map((n) => `\`${n}\``).join(', ')} ${ignored.length === 1 ? 'has' : 'have'} no effect with \`status: report\`, which reports every version of every module it names.`);
    }
    const runOptions = (0,_inputs_run_options_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRunOptions */ .d)(read, problems);
    const usage = (0,_usage_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .parseUsageOptions */ .r)(read, problems);
    if (problems.length > 0)
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(problems);
    return {
        kind: 'migration',
        ...connection,
        ...runOptions,
        ...usage,
        organization,
        ...(pattern !== undefined && { pattern }),
        ...(reportFile !== undefined && { reportFile }),
        ...(reportCsv !== undefined && { reportCsv }),
        ...(previous !== undefined && { previous }),
        warnings,
    };
}


/***/ })

};
