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


/***/ })

};
