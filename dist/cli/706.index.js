export const id = 706;
export const ids = [706];
export const modules = {

/***/ 9982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent)
/* harmony export */ });
/**
 * Bounded concurrency for batches of requests; the transport's rate limiter paces them further.
 */
/** Runs `task` over `items` with at most `concurrency` running at once, keeping input order. */
async function mapConcurrent(items, concurrency, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 7803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i$: () => (/* binding */ runOptionsLine),
/* harmony export */   iA: () => (/* binding */ logInputs),
/* harmony export */   o2: () => (/* binding */ serviceLine)
/* harmony export */ });
/** The "Inputs" group every mode starts its log with: warnings first, then one line per input. */
async function logInputs(log, warnings, lines) {
    await log.group('Inputs', async () => {
        for (const warning of warnings)
            log.warning(warning);
        for (const [label, value] of lines)
            log.info(`${`${label}:`.padEnd(14)}${value}`);
    });
}
const serviceLine = (connection) => [
    'Service',
    `${connection.service.baseUrl} (token from ${connection.tokenSource})`,
];
/** Verifying concerns writes only: a dry run or a check writes nothing, so its line says so. */
const runOptionsLine = (options, writes = true) => options.dryRun || !writes
    ? ['Dry run', `${options.dryRun}${writes ? ' (nothing is written, so nothing is verified)' : ''}`]
    : ['Dry run', `false; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`];


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

/***/ 4706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/changes/concurrency.ts
var concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/migration/data.ts
var migration_data = __webpack_require__(7478);
;// CONCATENATED MODULE: ./src/migration/burndown.ts
/**
 * The burn-down: uses of deprecated and revoked versions in the previous report and now, per
 * module and in all, and the workspaces that moved off a module's retired versions. Pure.
 */

function burndown(previous, current) {
    const before = new Map(previous.modules.map((m) => [m.module, (0,migration_data/* retiredUsesOf */.TS)(m)]));
    const after = new Map(current.modules.map((m) => [m.module, (0,migration_data/* retiredUsesOf */.TS)(m)]));
    const names = new Set([...before.keys(), ...after.keys()]);
    const modules = [];
    for (const module of names) {
        const then = before.get(module) ?? { uses: 0, workspaces: new Set() };
        const now = after.get(module) ?? { uses: 0, workspaces: new Set() };
        if (then.uses === 0 && now.uses === 0)
            continue;
        const movedOff = [...then.workspaces].filter((w) => !now.workspaces.has(w)).sort();
        modules.push({ module, then: then.uses, now: now.uses, movedOff });
    }
    modules.sort((a, b) => b.now - a.now || b.then - a.then || a.module.localeCompare(b.module));
    return {
        previousAt: previous.generatedAt,
        then: modules.reduce((n, m) => n + m.then, 0),
        now: modules.reduce((n, m) => n + m.now, 0),
        modules,
    };
}

// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
// EXTERNAL MODULE: ./src/migration/formats.ts
var formats = __webpack_require__(8464);
;// CONCATENATED MODULE: ./src/migration/files.ts


/** The files written, as the inputs named them, in the order given. */
async function writeReportFiles(where, data, trend) {
    const written = [];
    const files = [
        [where.reportFile, () => (0,formats/* reportJson */.l4)(data, trend)],
        [where.reportCsv, () => (0,formats/* reportCsv */.VW)(data)],
    ];
    for (const [file, text] of files) {
        if (file === undefined)
            continue;
        await (0,safe_write/* writeFileSafely */.kv)(file.file, text(), file);
        written.push(file.file);
    }
    return written;
}

// EXTERNAL MODULE: ./src/module-pattern.ts
var module_pattern = __webpack_require__(7580);
// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
;// CONCATENATED MODULE: ./src/migration/log.ts




async function logMigrationInputs(log, request) {
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        [
            'Report',
            `every private module of organization ${request.organization}${request.pattern !== undefined ? ` matching ${(0,module_pattern/* patternText */.U)(request.pattern)}` : ''}`,
        ],
        (0,inputs_log/* serviceLine */.o2)(request),
        (0,inputs/* usageLine */.U)(request),
        [
            'Files',
            [request.reportFile, request.reportCsv]
                .filter((f) => f !== undefined)
                .map((f) => (0,src_text/* showFile */.II)(f.file))
                .join(', ') || 'none (summary and outputs only)',
        ],
        [
            'Previous',
            request.previous !== undefined ? `report of ${request.previous.generatedAt}, for the burn-down` : 'none',
        ],
    ]);
}
function logModules(log, listed, kept, pattern) {
    log.info(pattern === undefined
        ? `The organization has ${(0,src_text/* plural */.LS)(listed, 'private module')}.`
        : `${kept} of the organization\u2019s ${(0,src_text/* plural */.LS)(listed, 'private module')} match ${(0,module_pattern/* patternText */.U)(pattern)}.`);
}
function logUsage(log, usage, problem) {
    if (usage === undefined) {
        log.info((0,src_text/* loggable */.oM)(`Usage: ${problem ?? 'not read'}`));
        return;
    }
    const via = usage.via === 'export'
        ? 'Explorer\u2019s export (one request)'
        : 'Explorer\u2019s paged query (the export was not available)';
    log.info(`Usage of ${(0,src_text/* plural */.LS)(usage.modules.size, 'module')} read from ${via}.`);
}
function logWritten(log, files) {
    for (const file of files)
        log.info(`Wrote ${(0,src_text/* loggable */.oM)((0,src_text/* showFile */.II)(file))}.`);
}

;// CONCATENATED MODULE: ./src/migration/run.ts
/**
 * The organization's migration report: list the organization's private modules (those the
 * pattern names), read who uses them from Explorer in one go, read each module's versions and
 * revocations (two requests a module, concurrently), then write the report's files. Nothing is
 * changed. Requests: the module list's pages + 1 export + 2 per module.
 */









async function run(request, deps) {
    await logMigrationInputs(deps.log, request);
    const warnings = [...request.warnings];
    try {
        if (deps.moduleList === undefined || deps.organizationUsage === undefined) {
            throw new Error('the organization report needs the module list and Explorer, which this runner does not give');
        }
        const listed = await deps.moduleList.listModules(request.organization);
        const matches = request.pattern !== undefined ? (0,module_pattern/* patternMatcher */.l2)(request.pattern) : () => true;
        const modules = listed.filter(matches).sort((a, b) => (0,migration_data/* moduleName */.AO)(a).localeCompare((0,migration_data/* moduleName */.AO)(b)));
        logModules(deps.log, listed.length, modules.length, request.pattern);
        // Usage first, alone: one large answer whose parsing holds the event loop for a moment, which
        // would bunch the module reads queued behind it into one second of the service's count (429s).
        const usage = request.usage === 'off' || modules.length === 0
            ? { problem: request.usage === 'off' ? 'not read (`usage: false`)' : 'no module to read it for' }
            : await deps.organizationUsage.listOrganizationUsage(request.organization, modules).catch((error) => {
                // Under `usage: auto`, a token Explorer refuses gives a report of states only.
                if (request.usage === 'auto' && error.usageAccessRefused === true) {
                    return { problem: (0,src_text/* errorMessage */.gJ)(error) };
                }
                throw error;
            });
        const registry = deps.registry;
        const states = await (0,concurrency/* mapConcurrent */._)(modules, deps.concurrency, async (module) => {
            const [versions, revoked] = await Promise.all([
                registry.listVersions(module),
                registry.readRevokedVersions?.(module),
            ]);
            return { module, versions, revoked };
        });
        const read = 'problem' in usage ? undefined : usage;
        logUsage(deps.log, read, 'problem' in usage ? usage.problem : undefined);
        if (read === undefined && request.usage !== 'off' && modules.length > 0) {
            warnings.push(`Usage was not read, so the report shows each version's state only: ${usage.problem}`);
        }
        const origin = read?.via ?? 'unread';
        const data = {
            organization: request.organization,
            generatedAt: new Date().toISOString(),
            usage: origin,
            modules: states.map(({ module, versions, revoked }) => (0,migration_data/* moduleEntry */.rW)(module, versions, revoked, read === undefined ? undefined : (read.modules.get((0,migration_data/* moduleName */.AO)(module)) ?? new Map()))),
        };
        const trend = request.previous !== undefined ? burndown(request.previous, data) : undefined;
        const written = await writeReportFiles(request, data, trend);
        logWritten(deps.log, written);
        return {
            kind: 'done',
            request,
            context: deps.context,
            data,
            ...(trend !== undefined && { burndown: trend }),
            ...(read === undefined && { usageProblem: 'problem' in usage ? usage.problem : '' }),
            written,
            warnings,
        };
    }
    catch (error) {
        // A file the user named that cannot be written is the user's input, never the service's fault.
        if (error instanceof safe_write/* WriteFileError */.kV) {
            return { kind: 'failed', reason: 'invalid-input', message: error.message, stage: 'write', warnings };
        }
        return { kind: 'failed', reason: (0,report/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error), warnings };
    }
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
