export const id = 67;
export const ids = [67];
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

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ moduleName),
/* harmony export */   Lj: () => (/* binding */ inUse),
/* harmony export */   Sd: () => (/* binding */ totals),
/* harmony export */   TS: () => (/* binding */ retiredUsesOf),
/* harmony export */   rW: () => (/* binding */ moduleEntry)
/* harmony export */ });
/* unused harmony export lifecycleOf */
const moduleName = (m) => `${m.namespace}/${m.name}/${m.provider}`;
function lifecycleOf(v) {
    if (v.revoked === true)
        return 'revoked';
    return v.deprecation !== null ? 'deprecated' : 'active';
}
/** One module's entry from its versions, its revoked set and its usage (undefined: not read). */
function moduleEntry(module, versions, revoked, usage) {
    return {
        module: moduleName(module),
        versions: versions.map((v) => {
            const used = usage?.get(v.version);
            return {
                version: v.version,
                state: lifecycleOf({ deprecation: v.deprecation, revoked: revoked?.has(v.version) ?? v.revoked }),
                count: used?.count ?? 0,
                workspaces: used?.names ?? [],
            };
        }),
    };
}
const isRetired = (state) => state !== 'active';
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

/***/ 8464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ parsePreviousReport),
/* harmony export */   VW: () => (/* binding */ reportCsv),
/* harmony export */   l4: () => (/* binding */ reportJson)
/* harmony export */ });
/* unused harmony exports REPORT_KIND, REPORT_FORMAT, CSV_HEADER */
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7478);

/** What marks the JSON as this report, and its format's version. */
const REPORT_KIND = 'tfe-module-migration-report';
const REPORT_FORMAT = 1;
function reportJson(data, burndown) {
    const t = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .totals */ .Sd)(data);
    const version = (v) => ({
        version: v.version,
        state: v.state,
        'workspace-count': v.count,
        workspaces: v.workspaces,
    });
    return `${JSON.stringify({
        kind: REPORT_KIND,
        format: REPORT_FORMAT,
        organization: data.organization,
        'generated-at': data.generatedAt,
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
        modules: data.modules.map((m) => ({ module: m.module, versions: m.versions.map(version) })),
        ...(burndown !== undefined && {
            'burn-down': {
                'previous-generated-at': burndown.previousAt,
                then: burndown.then,
                now: burndown.now,
                modules: burndown.modules.map((b) => ({
                    module: b.module,
                    then: b.then,
                    now: b.now,
                    'moved-off': b.movedOff,
                })),
            },
        }),
    })}\n`;
}
const CSV_HEADER = ['module', 'version', 'state', 'workspace_count', 'workspace'];
/**
 * One row per version and workspace that uses it (a version no workspace uses has one row with
 * no workspace). Every field is quoted. Names are registry names and versions, so no field
 * starts with `=`, `+`, `-` or `@` that a spreadsheet would take for a formula, bar a workspace
 * name starting with `-`, which is prefixed with a quote as spreadsheets expect.
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
            for (const w of names)
                lines.push([m.module, v.version, v.state, v.count, w].map(field).join(','));
        }
    }
    return `${lines.join('\r\n')}\r\n`;
}
const STATES = ['active', 'deprecated', 'revoked'];
/** A previous report file's text as a PreviousReport, or why it is not one. */
function parsePreviousReport(text) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch {
        return { error: 'is not JSON' };
    }
    const d = document;
    if (typeof d !== 'object' || d === null || d.kind !== REPORT_KIND) {
        return { error: `is not a migration report (no "kind": "${REPORT_KIND}")` };
    }
    if (d.format !== REPORT_FORMAT)
        return { error: `has format ${JSON.stringify(d.format)}; this action reads format ${REPORT_FORMAT}` };
    if (typeof d.organization !== 'string' || typeof d['generated-at'] !== 'string' || !Array.isArray(d.modules)) {
        return { error: 'has no `organization`, `generated-at` or `modules`' };
    }
    const modules = [];
    for (const [i, raw] of d.modules.entries()) {
        const m = raw;
        if (typeof m?.module !== 'string' || !Array.isArray(m.versions))
            return { error: `has a module entry ${i + 1} without \`module\` or \`versions\`` };
        const versions = [];
        for (const rawVersion of m.versions) {
            const v = rawVersion;
            const names = v?.workspaces;
            if (typeof v?.version !== 'string' ||
                !STATES.includes(v.state) ||
                typeof v['workspace-count'] !== 'number' ||
                !Array.isArray(names) ||
                !names.every((n) => typeof n === 'string')) {
                return {
                    error: `has a version of module entry ${i + 1} without \`version\`, \`state\`, \`workspace-count\` or \`workspaces\``,
                };
            }
            versions.push({
                version: v.version,
                state: v.state,
                count: v['workspace-count'],
                workspaces: names,
            });
        }
        modules.push({ module: m.module, versions });
    }
    return { organization: d.organization, generatedAt: d['generated-at'], modules };
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
/* unused harmony export matches */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Patterns over module addresses, one meaning wherever a user writes one: a policy file's
 * `source` and `exclude`, and the organization report's `source` or `module`. A pattern is
 * `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or PROVIDER
 * (`acme/*\/aws`, `acme/network-*\/*`). Pure.
 *
 * - Each part is what a registry address may hold, each `*` checked as a letter would be, so a
 *   pattern can only match names an address can hold; the provider is lower case, as Terraform
 *   writes it in registry addresses.
 * - Names match without case, as the registry compares them.
 * - The namespace is the organization whose private modules are listed, so it is a name, never a
 *   pattern. A caller that knows the organization from elsewhere (the report's `organization`)
 *   may allow `*` as the whole namespace: "that organization, whatever its name".
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
/**
 * Reads a pattern, or throws an AddressError whose message follows the name of what held it
 * ("Input `source` …", "modules[0].source …") and says what was expected.
 */
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
/** `acme/*\/aws`, without the host. */
const patternText = (p) => `${p.namespace}/${p.name}/${p.provider}`;
function partMatcher(part) {
    const body = part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'))
        .join('[^/]*');
    return new RegExp(`^${body}$`, 'i');
}
/** A predicate over module addresses: without case, each `*` within its own part. */
function patternMatcher(pattern) {
    const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
    const name = partMatcher(pattern.name);
    const provider = partMatcher(pattern.provider);
    return (m) => (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
        name.test(m.name) &&
        provider.test(m.provider);
}
/** Whether one module matches a pattern; patternMatcher for many. */
const matches = (pattern, module) => patternMatcher(pattern)(module);


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


/***/ })

};
