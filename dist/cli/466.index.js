export const id = 466;
export const ids = [466];
export const modules = {

/***/ 2466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onlyNewOf: () => (/* binding */ onlyNewOf),
/* harmony export */   parse: () => (/* binding */ parse),
/* harmony export */   parseGateInputs: () => (/* binding */ parseGateInputs),
/* harmony export */   parseGateRequest: () => (/* binding */ parseGateRequest)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1318);
/* harmony import */ var _inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2996);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7141);
/* harmony import */ var _inputs_run_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3663);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4344);
/* harmony import */ var _hcl_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9714);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2721);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8992);
/* harmony import */ var _files_named_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5925);
/* harmony import */ var _files_safe_write_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8196);
/**
 * The gate's inputs: `config-directory` and what it rules out, the connection, and whether a
 * deprecated version fails the step. Checks that the directories exist. Every problem is
 * reported at once, each naming its input.
 */












/** The events whose payload names a base commit, and where. */
const BASE_OF_EVENT = {
    pull_request: (p) => p.pull_request?.base?.sha,
    pull_request_target: (p) => p.pull_request?.base?.sha,
    merge_group: (p) => p.merge_group?.base_sha,
};
/**
 * What `only-new` means in this run: the base the runner was given (the command line's), else
 * nothing outside pull requests (and merge queues), else the base commit from the event, or why
 * it cannot be known.
 */
function onlyNewOf(event) {
    if (event.base !== undefined) {
        if ('unreadable' in event.base)
            return event.base;
        // The runner checked it; checked again, since it reaches git as an argument.
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_11__/* .commitNameProblem */ .kG)(event.base.base);
        return problem === undefined
            ? event.base
            : { unreadable: `${JSON.stringify(event.base.base)} names no commit: it ${problem}` };
    }
    const baseOf = Object.hasOwn(BASE_OF_EVENT, event.name) ? BASE_OF_EVENT[event.name] : undefined;
    if (baseOf === undefined)
        return undefined;
    const payload = typeof event.payload === 'object' && event.payload !== null ? event.payload : {};
    const sha = baseOf(payload);
    return typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)
        ? { base: sha }
        : { unreadable: `the ${event.name} event names no base commit` };
}
/** The mode's request, from the inputs; the directories named must exist. */
function parse(inputs) {
    return parseGateRequest((name) => inputs.input(name), inputs.env, inputs.cwd, () => inputs.event(), inputs.repositoryRoot);
}
function parseGateRequest(read, env, cwd = process.cwd(), event = () => ({ name: '', payload: {} }), repositoryRoot) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    const status = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStatus */ .i$)(read('status'), problems);
    const connection = (0,_connection_js__WEBPACK_IMPORTED_MODULE_4__/* .parseConnection */ .C)(read, env, problems);
    const organizationRaw = input('organization') || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === '' ? undefined : (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePart */ .x2)('organization', 'organization', organizationRaw, problems);
    (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDeprecationText */ .Hx)(read, status, problems, warnings);
    const failOnDeprecated = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('fail-on-deprecated', read('fail-on-deprecated'), true, problems);
    const allowEmpty = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('allow-empty', read('allow-empty'), false, problems);
    const failOnRevoked = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('fail-on-revoked', read('fail-on-revoked'), true, problems);
    const { requestTimeoutMs } = (0,_inputs_run_options_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRunOptions */ .d)(read, problems);
    const onlyNew = (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)('only-new', read('only-new'), false, problems) ? onlyNewOf(event()) : undefined;
    (0,_inputs_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .parseKeepLatest */ .qp)(read, status, problems, warnings);
    const configurations = parseGateInputs(input, status === 'check', env, cwd, problems);
    // Checked before any request: a path the action refuses to write is a mistake in the inputs.
    const sarifFile = (0,_files_named_file_js__WEBPACK_IMPORTED_MODULE_9__/* .fileToWrite */ .N)('sarif-file', input('sarif-file'), (0,_files_safe_write_js__WEBPACK_IMPORTED_MODULE_10__/* .writeRoots */ .rX)(env, cwd), problems);
    if (problems.length > 0)
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(problems);
    const root = sarifFile !== undefined ? repositoryRoot?.() : undefined;
    return {
        kind: 'gate',
        ...connection,
        configurations: { ...configurations, ...(organization !== undefined && { organization }) },
        failOnDeprecated,
        allowEmpty,
        failOnRevoked,
        requestTimeoutMs,
        ...(sarifFile !== undefined && { sarifFile }),
        ...(root !== undefined && { repositoryRoot: root }),
        warnings,
        ...(onlyNew !== undefined && { onlyNew }),
    };
}
/** Inputs that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'];
function parseGateInputs(input, isCheck, env, cwd, problems) {
    if (!isCheck) {
        problems.push('Input `config-directory` works only with status check: remove it, or set `status: check`.');
    }
    const conflicting = SINGLE_MODULE_INPUTS.filter((name) => input(name) !== '');
    if (conflicting.length > 0) {
        problems.push(`Input \`config-directory\` cannot be combined with ${conflicting.map((n) => `\`${n}\``).join(', ')}: the gate finds the modules and versions in the configuration. Give either \`config-directory\` or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`);
    }
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
    const from = env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory';
    const directories = [];
    const add = (absolute) => {
        if (!directories.some((d) => d.path === absolute)) {
            directories.push({ path: absolute, display: (0,_text_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(workspace, absolute) });
        }
    };
    for (const raw of input('config-directory').split(/\r?\n/)) {
        const value = raw.trim();
        if (value === '')
            continue;
        if (_validation_js__WEBPACK_IMPORTED_MODULE_11__/* .CONTROL_IN_NAME */ .il.test(value)) {
            problems.push('Input `config-directory` must not contain control characters.');
            continue;
        }
        const shown = JSON.stringify(value);
        if (isGlob(value)) {
            const matched = matchConfigurations(workspace, value);
            if (matched.length === 0) {
                problems.push(`Input \`config-directory\`: ${shown} matches no directory holding .tf or .tf.json files (patterns start at ${from}).`);
            }
            for (const absolute of matched)
                add(absolute);
            continue;
        }
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, value);
        let isDirectory;
        try {
            isDirectory = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory();
        }
        catch {
            problems.push(`Input \`config-directory\`: ${shown} does not exist (looked for ${absolute}; relative paths start at ${from}).`);
            continue;
        }
        if (!isDirectory) {
            problems.push(`Input \`config-directory\`: ${shown} is a file; give the directory that holds the .tf files.`);
            continue;
        }
        // A directory with no configuration file would pass with nothing checked: a wrong path, most likely.
        if (!holdsConfiguration(absolute)) {
            problems.push(`Input \`config-directory\`: ${shown} holds no .tf or .tf.json file; give the directory of a Terraform configuration (or a pattern such as \`stacks/*\`).`);
            continue;
        }
        add(absolute);
    }
    return { directories, workspace, dataDir: env.TF_DATA_DIR?.trim() || '.terraform' };
}
const isGlob = (value) => /[*?[\]{}]/.test(value);
function holdsConfiguration(directory) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory).some((name) => !name.startsWith('.') && (0,_hcl_js__WEBPACK_IMPORTED_MODULE_6__/* .isConfigurationFile */ .lJ)(name));
    }
    catch {
        return false;
    }
}
/**
 * The directories a pattern names (`stacks/*`, `live/**` for every level), in order, that hold a
 * Terraform configuration. Hidden directories (`.terraform`, `.git`) are never configurations.
 */
function matchConfigurations(workspace, pattern) {
    // `dir/**` asks for every directory below dir, dir itself included, as glob's `**` does.
    const matches = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.globSync)(pattern.replace(/\/+$/, ''), {
        cwd: workspace,
        exclude: (name) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(name).startsWith('.'),
    });
    return [...new Set(matches.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, m)))]
        .filter((absolute) => {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, absolute);
        return (!relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative) && statSafe(absolute) && holdsConfiguration(absolute));
    })
        .sort();
}
function statSafe(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isDirectory();
    }
    catch {
        return false;
    }
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


/***/ })

};
