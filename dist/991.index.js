export const id = 991;
export const ids = [991];
export const modules = {

/***/ 1999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ CHANGE_VERB),
  u: () => (/* binding */ carryOut)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/changes/plan.ts
var changes_plan = __webpack_require__(2314);
;// CONCATENATED MODULE: ./src/changes/apply.ts



async function applyChanges(client, organization, module, changes, options) {
    const toSend = changes.filter((c) => c.kind !== 'unchanged');
    const results = await (0,concurrency/* mapConcurrent */._)(toSend, options.concurrency, async (change) => {
        const desired = (0,changes_plan/* toDesired */.wo)(change.after);
        let result;
        try {
            const answer = await client.setDeprecation(organization, module, change.version, desired);
            result = { ok: true, ...(answer.deprecationId !== undefined && { deprecationId: answer.deprecationId }) };
        }
        catch (error) {
            result = { ok: false, error: (0,report/* errorMessage */.gJ)(error) };
        }
        options.onResult?.(change, result);
        return [change.version, result];
    });
    return new Map(results);
}

// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
;// CONCATENATED MODULE: ./src/changes/verify.ts


async function verifyChanges(readVersions, expected, options) {
    const verified = new Map([...expected.keys()].map((v) => [v, false]));
    const lastSeen = new Map();
    const deadline = Date.now() + options.timeoutMs;
    let interval = options.intervalMs ?? 500;
    let lastError;
    for (let attempt = 1;; attempt++) {
        try {
            const states = await readVersions();
            lastError = undefined;
            for (const state of states) {
                lastSeen.set(state.version, state.deprecation);
                const want = expected.get(state.version);
                if (want === undefined)
                    continue;
                if ((0,changes_plan/* isInDesiredState */.$P)(state.deprecation, want))
                    verified.set(state.version, true);
            }
        }
        catch (error) {
            lastError = (0,report/* errorMessage */.gJ)(error);
        }
        const pending = [...verified.values()].filter((ok) => !ok).length;
        options.onPoll?.(pending, attempt);
        const remaining = deadline - Date.now();
        if (pending === 0 || remaining <= 0)
            break;
        // The last pause is cut short so that one final read lands at the deadline.
        await new Promise((resolve) => setTimeout(resolve, Math.min(interval, remaining)));
        interval = Math.min(interval * 2, options.maxIntervalMs ?? 4_000);
    }
    return { verified, lastSeen, ...(lastError !== undefined && { lastError }) };
}

;// CONCATENATED MODULE: ./src/changes/carry-out.ts





const CHANGE_VERB = {
    deprecate: 'deprecate',
    update: 'update deprecation',
    revert: 'revert deprecation',
    unchanged: 'unchanged',
};
async function carryOut(client, organization, module, plan, options, log) {
    const toSend = plan.changes.filter((c) => c.kind !== 'unchanged');
    const base = { verify: options.verify, verifyTimeoutMs: options.verifyTimeoutMs };
    if (options.dryRun || toSend.length === 0) {
        if (options.dryRun && toSend.length > 0)
            log.info('Dry run: no change sent.');
        return (0,outcome/* buildOutcomes */.c)(plan, { ...base, dryRun: options.dryRun });
    }
    const applied = await log.group(`Apply ${(0,report/* plural */.LS)(toSend.length, 'change')}`, () => applyChanges(client, organization, module, plan.changes, {
        concurrency: options.concurrency,
        onResult: (change, result) => log.info(result.ok
            ? `  ✓ ${change.version}: ${CHANGE_VERB[change.kind]}${result.deprecationId ? ` (deprecation ${result.deprecationId})` : ''}`
            : `  ✗ ${change.version}: ${result.error}`),
    }));
    const succeeded = new Map(toSend.filter((c) => applied.get(c.version)?.ok).map((c) => [c.version, (0,changes_plan/* toDesired */.wo)(c.after)]));
    let reads;
    // With nothing accepted there is nothing to verify: only the read after a failure is left.
    if (options.verify && succeeded.size > 0) {
        reads = await log.group('Verify through the registry read API', () => verifyChanges(() => client.listVersions(module), succeeded, {
            timeoutMs: options.verifyTimeoutMs,
            onPoll: (pending, attempt) => log.info(`  read ${attempt}: ${pending === 0 ? 'every change shows' : `${pending} not showing yet`}`),
        }));
    }
    else if (succeeded.size < toSend.length) {
        // Even unverified, one read after a failure tells what state the failed versions are in.
        reads = await log.group('Read back the failed versions', () => verifyChanges(() => client.listVersions(module), new Map(), { timeoutMs: 0 }));
    }
    return (0,outcome/* buildOutcomes */.c)(plan, { ...base, dryRun: false, applied, ...(reads !== undefined && { reads }) });
}


/***/ }),

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

/***/ 8741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ hasFailures),
/* harmony export */   c: () => (/* binding */ buildOutcomes)
/* harmony export */ });
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2314);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);


const describe = (d) => d === null ? 'not deprecated' : `deprecated ${(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .deprecationText */ .uH)(d)}`;
function buildOutcomes(plan, context) {
    const outcomes = plan.changes.map((change) => {
        const base = { version: change.version, kind: change.kind, before: change.before };
        if (change.kind === 'unchanged') {
            // The plan's read is itself a read of the registry: the state is confirmed.
            return { ...base, status: 'unchanged', after: change.before, verified: true };
        }
        if (context.dryRun)
            return { ...base, status: 'planned', after: change.after, verified: false };
        const result = context.applied?.get(change.version);
        const seen = context.reads?.lastSeen;
        if (result === undefined || !result.ok) {
            const error = result === undefined ? 'not sent' : result.error;
            if (seen?.has(change.version)) {
                // A read after the failure says what state the version is really in: an answer lost on
                // the way back may hide a change that did happen.
                const now = seen.get(change.version) ?? null;
                if ((0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .isInDesiredState */ .$P)(now, (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .toDesired */ .wo)(change.after))) {
                    return {
                        ...base,
                        status: 'changed',
                        after: now,
                        verified: true,
                        error: `${error} (the registry shows the change all the same)`,
                    };
                }
                return { ...base, status: 'failed', after: now, verified: false, error };
            }
            return { ...base, status: 'failed', after: change.before, verified: false, error };
        }
        const id = result.deprecationId !== undefined ? { deprecationId: result.deprecationId } : {};
        if (!context.verify || context.reads === undefined) {
            return { ...base, status: 'changed', after: change.after, verified: false, ...id };
        }
        const verified = context.reads.verified.get(change.version) === true;
        if (verified) {
            return { ...base, status: 'changed', after: seen?.get(change.version) ?? change.after, verified, ...id };
        }
        const shown = seen?.has(change.version)
            ? `it still shows the version as ${describe(seen.get(change.version) ?? null)}`
            : `the read failed: ${context.reads.lastError ?? 'the version was not in the list'}`;
        return {
            ...base,
            status: 'changed',
            after: change.after,
            verified: false,
            ...id,
            error: `The service accepted the change, but the registry read API did not show it within ${context.verifyTimeoutMs / 1000} s: ${shown}. Run again to retry, or raise \`verify-timeout\`.`,
        };
    });
    for (const version of plan.missing) {
        outcomes.push({
            version,
            kind: 'missing',
            status: 'failed',
            before: null,
            after: null,
            verified: false,
            error: `Version ${version} is not in the registry's version list for this module: check \`version\`.`,
        });
    }
    return outcomes;
}
/** The step fails when any version failed or a change could not be verified. */
function hasFailures(outcomes, verify) {
    return outcomes.some((o) => o.status === 'failed' || (verify && o.status === 'changed' && !o.verified));
}


/***/ }),

/***/ 2314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ isInDesiredState),
/* harmony export */   Uk: () => (/* binding */ planVersion),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   wo: () => (/* binding */ toDesired)
/* harmony export */ });
/* unused harmony export sameReason */
/**
 * The sentence the service may append to a stored reason (its documented deprecate answer shows
 * "Applies will be blocked in 15 days."): the only difference a read-back reason may have.
 */
const SERVICE_SUFFIX = /\s*Applies will be blocked in \d+ days?\.$/;
/** Whether a read-back reason is the requested one, allowing only the service's own suffix. */
function sameReason(stored, requested) {
    return stored === requested || (SERVICE_SUFFIX.test(stored) && stored.replace(SERVICE_SUFFIX, '') === requested);
}
/**
 * Whether a version already reads as desired: the same reason (allowing the service's appended
 * sentence) and the same link. Equality, not containment, so that a shortened reason or a
 * removed link is a change; an empty link means no link.
 */
function isInDesiredState(current, desired) {
    if (!desired.deprecated)
        return current === null;
    if (current === null)
        return false;
    return sameReason(current.reason, desired.reason) && current.link === desired.link;
}
/** One version's change toward a desired state; `undefined` (check mode) plans nothing. */
function planVersion(version, before, desired) {
    if (desired === undefined || isInDesiredState(before, desired)) {
        return { version, kind: 'unchanged', before, after: before };
    }
    if (desired.deprecated) {
        return {
            version,
            kind: before === null ? 'deprecate' : 'update',
            before,
            after: { reason: desired.reason, link: desired.link },
        };
    }
    return { version, kind: 'revert', before, after: null };
}
function planChanges(current, selected, desired) {
    const byVersion = new Map(current.map((v) => [v.version, v.deprecation]));
    const changes = [];
    const missing = [];
    for (const version of selected) {
        if (!byVersion.has(version)) {
            missing.push(version);
            continue;
        }
        changes.push(planVersion(version, byVersion.get(version) ?? null, desired));
    }
    return { changes, missing };
}
/** The desired state that a change's `after` stands for. */
function toDesired(after) {
    return after === null ? { deprecated: false } : { deprecated: true, ...after };
}


/***/ }),

/***/ 3904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ resultEntries),
/* harmony export */   m: () => (/* binding */ stateJson)
/* harmony export */ });
const stateJson = (d) => d === null ? { deprecated: false, reason: null, link: null } : { deprecated: true, reason: d.reason, link: d.link };
function resultEntries(outcomes) {
    return outcomes.map((o) => ({
        version: o.version,
        outcome: o.status,
        kind: o.kind,
        before: stateJson(o.before),
        after: stateJson(o.after),
        changed: o.status === 'changed' || o.status === 'planned',
        verified: o.verified,
        'deprecation-id': o.deprecationId ?? null,
        ...(o.error !== undefined && { error: o.error }),
        ...(o.revoked !== undefined && { revoked: o.revoked }),
    }));
}


/***/ }),

/***/ 991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  runPolicy: () => (/* binding */ runPolicy)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
;// CONCATENATED MODULE: ./src/policy/format.ts

const SYMBOL = { deprecate: '+', update: '~', revert: '-' };
function countChanges(modules) {
    const counts = { deprecate: 0, update: 0, revert: 0, unchanged: 0 };
    for (const m of modules)
        for (const c of m.plan?.changes ?? [])
            counts[c.kind]++;
    return counts;
}
function planHeadline(modules) {
    const c = countChanges(modules);
    const failed = modules.filter((m) => m.error !== undefined && m.plan === undefined).length;
    return `Plan: ${c.deprecate} to deprecate, ${c.update} to update, ${c.revert} to revert, ${c.unchanged} unchanged${failed > 0 ? `; ${(0,report/* plural */.LS)(failed, 'module')} could not be read` : ''}.`;
}
/**
 * What a change does to its version, e.g. `deprecate with "reason" <link>`; `show` renders a
 * deprecation (as text for the log by default, as Markdown for the summary).
 */
function changeText(change, show = report/* deprecationText */.uH) {
    const quoted = (d) => (d === null ? 'active' : show(d));
    switch (change.kind) {
        case 'missing':
            return 'not in the registry';
        case 'deprecate':
            return `deprecate with ${quoted(change.after)}`;
        case 'update':
            return `${quoted(change.before)} → ${quoted(change.after)}`;
        case 'revert':
            return `revert deprecation ${quoted(change.before)}`;
        case 'unchanged':
            return 'unchanged';
    }
}
function formatPlan(modules) {
    const lines = [planHeadline(modules)];
    for (const m of modules) {
        const changes = (m.plan?.changes ?? []).filter((c) => c.kind !== 'unchanged');
        if (m.plan === undefined) {
            lines.push('', `${m.address}: could not be read: ${m.error ?? 'unknown error'}`);
        }
        else if (changes.length > 0) {
            lines.push('', `${m.address}:`);
            for (const c of changes)
                lines.push(`  ${SYMBOL[c.kind]} ${c.version}: ${changeText(c)}`);
        }
    }
    if (modules.every((m) => m.plan !== undefined && m.plan.changes.every((c) => c.kind === 'unchanged'))) {
        lines.push('', 'No changes. The registry matches the policy.');
    }
    return lines;
}

// EXTERNAL MODULE: ./src/request.ts + 1 modules
var src_request = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/changes/plan.ts
var plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/policy/plan.ts
/**
 * What a policy asks of one module: per version deprecate, update, revert (only with `prune`)
 * or leave unchanged. Pure: the module's current versions in, a plan out.
 */



function planModule(entry, current) {
    const newestFirst = (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version));
    const kept = (0,selection/* newestReleased */.eC)(newestFirst, entry.keepLatest);
    const byVersion = new Map(current.map((v) => [v.version, v.deprecation]));
    const coverage = new Map();
    const changes = newestFirst.map((version) => {
        const before = byVersion.get(version) ?? null;
        const ruleIndex = kept.has(version) ? -1 : entry.rules.findIndex((r) => (0,constraint/* satisfies */.ib)(version, r.versions));
        const rule = entry.rules[ruleIndex];
        let desired;
        if (rule !== undefined) {
            coverage.set(version, { rule: ruleIndex });
            desired = { deprecated: true, reason: rule.reason, link: rule.link };
        }
        else {
            coverage.set(version, kept.has(version) ? 'keep-latest' : 'uncovered');
            // Without prune, a deprecation no rule covers is someone else's: leave it alone.
            desired = entry.prune ? { deprecated: false } : undefined;
        }
        return (0,plan/* planVersion */.Uk)(version, before, desired);
    });
    return { changes, missing: [], coverage };
}

// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
;// CONCATENATED MODULE: ./src/policy/report.ts
/**
 * What a policy run reports: outputs, an annotation per module not fully applied, the job
 * summary and the verdict, drawn from per-module results. Pure: the runner writes the `Report`.
 */




/**
 * The outputs, with the same meaning as in the single-module mode; versions are listed as
 * `MODULE@VERSION` items since a policy covers many modules.
 */
function policyOutputs(results) {
    const items = (pick) => results.flatMap((r) => r.outcomes.filter(pick).map((o) => `${r.address}@${o.version}`));
    const changed = items((o) => o.status === 'changed' || o.status === 'planned');
    // A dry run changes nothing: the state after the step is the state before it.
    const deprecated = items((o) => (o.status === 'planned' ? o.before : o.after) !== null && o.status !== 'failed');
    return {
        changed: String(changed.length > 0),
        'changed-versions': changed.join(','),
        deprecated: String(deprecated.length > 0),
        'deprecated-versions': deprecated.join(','),
        result: JSON.stringify(results.map((r) => ({
            module: r.address,
            ...(r.error !== undefined && { error: r.error }),
            versions: (0,result/* resultEntries */.K)(r.outcomes),
        }))),
        plan: JSON.stringify(results.map((r) => ({
            module: r.address,
            ...(r.plan === undefined && { error: r.error ?? 'not planned' }),
            changes: (r.plan?.changes ?? [])
                .filter((c) => c.kind !== 'unchanged')
                .map((c) => ({ version: c.version, action: c.kind, before: (0,result/* stateJson */.m)(c.before), after: (0,result/* stateJson */.m)(c.after) })),
        }))),
    };
}
/** Modules that failed to read, or whose changes failed or could not be verified. */
function failedModules(results, verify) {
    return results.filter((r) => r.error !== undefined || (0,outcome/* hasFailures */.Q)(r.outcomes, verify));
}
const LABEL = {
    changed: '✅ changed',
    unchanged: '➖ unchanged',
    planned: '📝 would change',
    failed: '❌ failed',
};
function policySummary(results, context) {
    const lines = [`### Deprecation policy ${(0,report/* code */.aY)(context.policyFile)}: ${(0,report/* plural */.LS)(results.length, 'module')}`, ''];
    if (context.dryRun)
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. This is the plan.'));
    lines.push(`**${planHeadline(results)}**`, '');
    for (const r of results) {
        const changes = r.outcomes.filter((o) => o.kind !== 'unchanged');
        const unchanged = r.outcomes.length - changes.length;
        lines.push(`#### ${(0,report/* code */.aY)(r.address)}`, '');
        if (r.error !== undefined)
            lines.push(`❌ ${(0,report/* cell */.Hn)(r.error)}`, '');
        if (changes.length === 0 && r.error === undefined) {
            lines.push(`No changes; ${(0,report/* plural */.LS)(unchanged, 'version')} as the policy says.`, '');
            continue;
        }
        if (changes.length > 0) {
            const rows = changes.map((o) => {
                const outcome = o.status === 'changed' && !o.verified ? `${LABEL.changed} (not verified)` : LABEL[o.status];
                return `| ${(0,report/* cell */.Hn)(o.version)} | ${changeText(o, deprecationMarkdown)} | ${outcome}${o.error ? `: ${(0,report/* cell */.Hn)(o.error)}` : ''} |`;
            });
            lines.push(...(0,report/* table */.tp)(['Version', 'Change', 'Outcome'], rows, (0,report/* plural */.LS)(changes.length, 'change')));
            lines.push('', `${(0,report/* plural */.LS)(unchanged, 'other version')} unchanged.`, '');
        }
    }
    const footer = (0,report/* runFooter */.Vm)(context);
    if (footer.length > 0)
        lines.push(...footer, '');
    return lines.join('\n');
}
function policyReport(results, context) {
    const failed = failedModules(results, context.verify);
    const annotations = failed.map((r) => {
        const problems = [
            r.error,
            ...r.outcomes.filter((o) => o.error !== undefined).map((o) => `${o.version}: ${o.error}`),
        ];
        return {
            level: 'error',
            title: `Policy for ${r.address} was not fully applied`,
            message: problems.filter((p) => p !== undefined).join('\n'),
        };
    });
    return {
        outputs: policyOutputs(results),
        annotations,
        summary: policySummary(results, context),
        verdict: failed.length > 0
            ? {
                failed: true,
                reason: failed.some((r) => r.error !== undefined || r.outcomes.some((o) => o.status === 'failed'))
                    ? 'service-error'
                    : 'verification-timeout',
                message: `${failed.length} of ${(0,report/* plural */.LS)(results.length, 'module')} were not fully applied: ${failed.map((r) => r.address).join(', ')}. The others were. See the step summary; running the step again retries only what is not done.`,
            }
            : {
                failed: false,
                message: context.dryRun ? 'Dry run: the plan above was not applied.' : 'The registry matches the policy.',
            },
        warnings: [],
    };
}
/** The summary of a policy run that stopped before it could account for each module. */
function policyFailureSummary(policyFile, message) {
    return `### Deprecation policy ${(0,report/* code */.aY)(policyFile)}\n\n❌ ${(0,report/* cell */.Hn)(message)}\n`;
}
/** A deprecation in a table cell: the reason quoted as text, the link a real link. */
function deprecationMarkdown(d) {
    return `${(0,report/* cell */.Hn)(JSON.stringify(d.reason))}${d.link !== '' ? ` (${(0,report/* markdownLink */.iQ)((0,report/* cell */.Hn)(d.link), d.link)})` : ''}`;
}

;// CONCATENATED MODULE: ./src/policy/run.ts
/**
 * Runs a policy: one versions read per module (concurrently, under the shared rate limiter),
 * a plan for all of them, then each module's plan carried out exactly as the single-module mode
 * does. A failure in one module never stops the others.
 */








const MODULES_AT_ONCE = 4;
async function run(request, deps) {
    const { log } = deps;
    try {
        await (0,src_request/* logInputs */.iA)(log, request.warnings, [
            ['Policy', `${request.policyFile} (${(0,report/* plural */.LS)(request.policy.modules.length, 'module')})`],
            (0,src_request/* serviceLine */.o2)(request),
            (0,src_request/* runOptionsLine */.RN)(request),
        ]);
        const results = await runPolicy(request.policy, deps.registry, {
            host: request.service.host,
            dryRun: request.dryRun,
            verify: request.verify,
            verifyTimeoutMs: request.verifyTimeoutMs,
            concurrency: deps.concurrency,
        }, log);
        return policyReport(results, {
            policyFile: request.policyFile,
            dryRun: request.dryRun,
            verify: request.verify,
            ...deps.context,
        });
    }
    catch (error) {
        const message = (0,report/* errorMessage */.gJ)(error);
        return (0,report/* failedReport */.kS)('service-error', message, policyFailureSummary(request.policyFile, message));
    }
}
async function runPolicy(policy, client, options, log) {
    const addressOf = (entry) => (0,address/* formatModuleAddress */.wc)(options.host, entry.module);
    const planned = await log.group(`Read ${(0,report/* plural */.LS)(policy.modules.length, 'module')}`, () => (0,concurrency/* mapConcurrent */._)(policy.modules, options.concurrency, async (entry) => {
        try {
            const current = await client.listVersions(entry.module);
            log.info(`  ${addressOf(entry)}: ${current.length} versions`);
            return { entry, address: addressOf(entry), plan: planModule(entry, current), outcomes: [] };
        }
        catch (error) {
            const message = (0,report/* errorMessage */.gJ)(error);
            log.info(`  ${addressOf(entry)}: ✗ ${message}`);
            return { entry, address: addressOf(entry), outcomes: [], error: message };
        }
    }));
    await log.group('Plan', async () => {
        for (const line of formatPlan(planned))
            log.info(line);
    });
    return (0,concurrency/* mapConcurrent */._)(planned, MODULES_AT_ONCE, async (result) => {
        if (result.plan === undefined)
            return result;
        // Modules run side by side, but the runner's log groups cannot nest or interleave: each
        // module's lines are kept together and written as one group when it is done.
        const buffered = new BufferedLog();
        let outcome;
        try {
            const outcomes = await (0,carry_out/* carryOut */.u)(client, result.entry.organization, result.entry.module, result.plan, options, buffered);
            outcome = { ...result, outcomes };
        }
        catch (error) {
            const message = (0,report/* errorMessage */.gJ)(error);
            buffered.info(`✗ ${message}`);
            outcome = { ...result, error: message };
        }
        // A module with nothing to change logs nothing: the plan already said so.
        if (buffered.lines.length > 0) {
            await log.group(result.address, async () => {
                for (const line of buffered.lines)
                    log.info(line);
            });
        }
        return outcome;
    });
}
/** Keeps a module's log lines until they can be written together. */
class BufferedLog {
    lines = [];
    async group(title, body) {
        this.lines.push(`${title}:`);
        return body();
    }
    info(message) {
        this.lines.push(message);
    }
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   HS: () => (/* binding */ hasOperator),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, mapped onto semver. Only the mapping is ours:
 * comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term.length > 40 ? `${term.slice(0, 40)}…` : term)} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}
function satisfiesTerm(version, term) {
    const cmp = semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, term.version);
    switch (term.operator) {
        case '=':
            return cmp === 0;
        case '!=':
            return cmp !== 0;
        case '>':
            return cmp > 0;
        case '>=':
            return cmp >= 0;
        case '<':
            return cmp < 0;
        case '<=':
            return cmp <= 0;
        case '~>': {
            const base = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   Bg: () => (/* binding */ parseVersionSelector),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased),
/* harmony export */   q9: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_2__.q),
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
/* unused harmony export normalizeVersion */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/**
 * Which versions the user asked for, and which of the registry's versions that picks. Pure: no
 * I/O. Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */




/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(text.replace(/^v/, '')) : null;
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
    const valid = versions.filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null);
    const invalid = versions.filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) === null);
    return [...semver__WEBPACK_IMPORTED_MODULE_0___default().rsort([...valid]), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null && semver__WEBPACK_IMPORTED_MODULE_0___default().prerelease(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(rules.protect)?.version : undefined;
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


/***/ })

};
