export const id = 775;
export const ids = [775];
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

/***/ 1775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/plan.ts
var changes_plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/address.ts
var src_address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/versions/selection.ts
var versions_selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/request.ts + 1 modules
var src_request = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/changes/result.ts
var result = __webpack_require__(3904);
;// CONCATENATED MODULE: ./src/single/report.ts
/**
 * What the single-module mode reports: outputs, annotations, the job summary (what was asked,
 * on which module, one row per version) and the verdict, all drawn from the outcomes. Pure: the
 * runner writes the `Report`.
 */



const SKIP_LABEL = {
    'not-selected': 'not selected',
    'keep-latest': '🛡️ kept (`keep-latest`)',
    'released-now': '🚀 kept (just released)',
};
const state = (d) => (d === null ? 'active' : '⚠️ deprecated');
const OUTCOME_LABEL = {
    changed: '✅ changed',
    unchanged: '➖ unchanged',
    planned: '📝 would change',
    failed: '❌ failed',
};
const ACTION_TITLE = {
    deprecated: 'Deprecate',
    undeprecated: 'Revert deprecation of',
    check: 'Check',
};
function outcomeLabel(o, mode) {
    if (mode === 'check')
        return o.status === 'failed'
            ? OUTCOME_LABEL.failed
            : o.after === null
                ? '✅ not deprecated'
                : o.revoked === true
                    ? '⛔ revoked'
                    : '⚠️ deprecated';
    const label = OUTCOME_LABEL[o.status];
    return o.status === 'changed' && !o.verified ? `${label} (not verified)` : label;
}
function buildSummary(outcomes, context) {
    const lines = [];
    const count = outcomes.length;
    lines.push(`### ${ACTION_TITLE[context.mode]} ${(0,report/* plural */.LS)(count, 'module version')} of ${(0,report/* code */.aY)(context.moduleAddress)}`, '');
    if (context.dryRun && context.mode !== 'check') {
        lines.push(...(0,report/* note */.N4)('Dry run: nothing was changed. The table shows what would change.'));
    }
    const tally = (s) => outcomes.filter((o) => o.status === s).length;
    const counts = context.mode === 'check'
        ? [
            `${outcomes.filter((o) => o.after !== null && o.revoked !== true).length} deprecated`,
            ...(outcomes.some((o) => o.revoked === true)
                ? [`${outcomes.filter((o) => o.revoked === true).length} revoked`]
                : []),
            `${outcomes.filter((o) => o.after === null && o.status !== 'failed').length} not deprecated`,
            `${tally('failed')} failed`,
        ]
        : [
            context.dryRun ? `${tally('planned')} to change` : `${tally('changed')} changed`,
            `${tally('unchanged')} unchanged`,
            `${tally('failed')} failed`,
        ];
    lines.push(`**${counts.join(' · ')}**`, '');
    const linkCell = (d) => (d?.link ? (0,report/* markdownLink */.iQ)((0,report/* cell */.Hn)(d.link), d.link) : '');
    const versionsLabel = (0,report/* plural */.LS)(outcomes.length + (context.skipped?.length ?? 0), 'version');
    if (context.mode === 'check') {
        const rows = outcomes.map((o) => `| ${(0,report/* cell */.Hn)(o.version)} | ${outcomeLabel(o, context.mode)} | ${(0,report/* cell */.Hn)(o.after?.reason ?? '')} | ${linkCell(o.after)} |`);
        lines.push(...(0,report/* table */.tp)(['Version', 'Status', 'Reason', 'Link'], rows, versionsLabel));
    }
    else {
        const rows = outcomes.map((o) => {
            const shown = o.after ?? o.before;
            // A version the registry does not have was in no state before, nor after.
            const before = o.kind === 'missing' ? '—' : state(o.before);
            const after = o.kind === 'missing' ? '—' : state(o.after);
            return `| ${(0,report/* cell */.Hn)(o.version)} | ${before} | ${after} | ${(0,report/* cell */.Hn)(shown?.reason ?? '')} | ${linkCell(shown)} | ${outcomeLabel(o, context.mode)} |`;
        });
        for (const s of context.skipped ?? []) {
            rows.push(`| ${(0,report/* cell */.Hn)(s.version)} | ${state(s.state)} | ${state(s.state)} | ${(0,report/* cell */.Hn)(s.state?.reason ?? '')} | ${linkCell(s.state)} | ${SKIP_LABEL[s.reason]} |`);
        }
        lines.push(...(0,report/* table */.tp)(['Version', 'Before', 'After', 'Reason', 'Link', 'Outcome'], rows, versionsLabel));
    }
    const errors = outcomes.filter((o) => o.error !== undefined);
    if (errors.length > 0) {
        lines.push('', '**Problems**', '');
        for (const o of errors)
            lines.push(`- ${(0,report/* code */.aY)(o.version)}: ${(0,report/* cell */.Hn)(o.error ?? '')}`);
    }
    const footer = (0,report/* runFooter */.Vm)(context, context.verify && !context.dryRun && context.mode !== 'check' ? 'Verified through the registry read API. ' : '');
    if (footer.length > 0)
        lines.push('', ...footer);
    lines.push('');
    return lines.join('\n');
}
/**
 * The summary of a step that failed before it could account for each version, e.g. when the
 * first read failed. The message may quote what the service or a proxy answered: shown as text.
 */
function failureSummary(moduleAddress, message) {
    return `### Module deprecation: ${(0,report/* code */.aY)(moduleAddress)}\n\n❌ ${(0,report/* cell */.Hn)(message)}\n`;
}
/** Every output is always set, so `if:` expressions in workflows never meet an unset one. */
function actionOutputs(outcomes) {
    const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned');
    // A dry run changes nothing: the state after the step is the state before it.
    const stateAfter = (o) => (o.status === 'planned' ? o.before : o.after);
    const deprecated = outcomes.filter((o) => stateAfter(o) !== null);
    const single = outcomes.length === 1 ? outcomes[0] : undefined;
    const ids = outcomes.filter((o) => o.deprecationId !== undefined);
    return {
        result: JSON.stringify((0,result/* resultEntries */.K)(outcomes)),
        changed: String(changed.length > 0),
        'changed-versions': changed.map((o) => o.version).join(','),
        deprecated: String(deprecated.length > 0),
        'deprecated-versions': deprecated.map((o) => o.version).join(','),
        'revoked-versions': outcomes
            .filter((o) => o.revoked === true)
            .map((o) => o.version)
            .join(','),
        reason: (single && stateAfter(single)?.reason) ?? '',
        link: (single && stateAfter(single)?.link) ?? '',
        'deprecation-id': ids.length === 1 ? (ids[0]?.deprecationId ?? '') : '',
    };
}
/** The report of a run that accounted for every version it was asked about. */
function singleReport(outcomes, context) {
    const { mode, moduleAddress: address } = context;
    const annotations = [];
    for (const o of outcomes) {
        if (o.status === 'failed' || (o.error !== undefined && !o.verified && o.status === 'changed')) {
            annotations.push({
                level: 'error',
                title: `Module version ${o.version} of ${address}`,
                message: `${o.version}: ${o.error ?? 'failed'}`,
            });
        }
    }
    const deprecated = outcomes.filter((o) => o.after !== null && o.status !== 'failed');
    if (mode === 'check') {
        for (const o of deprecated) {
            const d = o.after;
            const message = [
                o.revoked === true ? report/* REVOKED_CONSEQUENCE */.LA : '',
                d.reason,
                d.link ? `More information: ${d.link}` : '',
            ]
                .filter((s) => s !== '')
                .join('\n');
            const title = `Module version ${o.version} of ${address} is ${o.revoked === true ? 'revoked' : 'deprecated'}`;
            annotations.push({ level: context.failOnDeprecated ? 'error' : 'warning', title, message: message || title });
        }
    }
    return {
        outputs: actionOutputs(outcomes),
        annotations,
        summary: buildSummary(outcomes, context),
        verdict: singleVerdict(outcomes, context, deprecated),
        warnings: [],
    };
}
function singleVerdict(outcomes, context, deprecated) {
    const failed = outcomes.filter((o) => o.status === 'failed');
    if ((0,outcome/* hasFailures */.Q)(outcomes, context.verify)) {
        const unverified = outcomes.filter((o) => o.status === 'changed' && context.verify && !o.verified);
        const parts = [
            failed.length > 0
                ? `${failed.length} of ${outcomes.length} versions failed: ${failed.map((o) => o.version).join(', ')}`
                : '',
            unverified.length > 0
                ? `${unverified.length} changed but not verified: ${unverified.map((o) => o.version).join(', ')}`
                : '',
        ].filter((s) => s !== '');
        return {
            failed: true,
            reason: failed.length > 0 ? 'service-error' : 'verification-timeout',
            message: `${parts.join('; ')}. See the step summary; running the step again retries only what is not done.`,
        };
    }
    if (context.mode === 'check' && context.failOnDeprecated && deprecated.length > 0) {
        const revoked = deprecated.filter((o) => o.revoked === true);
        return {
            failed: true,
            reason: revoked.length > 0 ? 'revoked-in-use' : 'deprecated-in-use',
            message: `${deprecated.length} checked version${deprecated.length === 1 ? ' is' : 's are'} deprecated: ${deprecated.map((o) => o.version).join(', ')}${revoked.length > 0 ? `; revoked: ${revoked.map((o) => o.version).join(', ')}` : ''}.`,
        };
    }
    const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned').length;
    return {
        failed: false,
        message: context.mode === 'check'
            ? `Checked ${outcomes.length} version(s): ${deprecated.length} deprecated.`
            : `Done: ${changed} ${context.dryRun ? 'would change' : 'changed'}, ${outcomes.length - changed} unchanged.`,
    };
}
/** A prerelease deprecates nothing unless `on-prerelease: deprecate` says so: the step says why. */
function prereleaseReport(moduleAddress, release) {
    const message = `Release ${release.tag} is a prerelease: nothing was deprecated. Set \`on-prerelease: deprecate\` to deprecate on prereleases too.`;
    return {
        outputs: {},
        annotations: [{ level: 'notice', title: `No deprecation of ${moduleAddress}`, message }],
        summary: `### Deprecate module versions of \`${moduleAddress}\`\n\n${(0,report/* cell */.Hn)(message)}\n`,
        verdict: { failed: false, message },
        warnings: [],
    };
}

;// CONCATENATED MODULE: ./src/single/run.ts
/**
 * The single-module mode: read the module's versions, select the ones asked for, plan, then
 * carry the plan out (apply, verify) or only check; report one outcome per version.
 */








const describeState = (d, revoked = false) => d === null ? 'active' : `${revoked ? 'revoked' : 'deprecated'}: ${(0,report/* deprecationText */.uH)(d)}`;
async function run(request, deps) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, request.module);
    const { release } = request;
    if (request.mode === 'deprecated' && release?.prerelease && request.onPrerelease === 'skip') {
        return prereleaseReport(address, release);
    }
    try {
        const { outcomes, skipped } = await execute(request, deps, address, release);
        return singleReport(outcomes, {
            moduleAddress: address,
            mode: request.mode,
            dryRun: request.dryRun,
            verify: request.verify,
            failOnDeprecated: request.failOnDeprecated,
            ...deps.context,
            skipped,
        });
    }
    catch (error) {
        const message = (0,report/* errorMessage */.gJ)(error);
        return (0,report/* failedReport */.kS)('service-error', message, failureSummary(address, message));
    }
}
async function execute(request, { registry, log, concurrency }, address, release) {
    let desired = request.desired;
    const lines = [
        ['Module', `${address} (organization ${request.organization})`],
        (0,src_request/* serviceLine */.o2)(request),
        ['Status', request.mode],
        ['Versions', (0,versions_selection/* describeSelector */.r5)(request.versions)],
    ];
    if (request.mode === 'deprecated' && request.keepLatest > 0) {
        lines.push(['Keep latest', `the ${request.keepLatest} newest released versions are never deprecated`]);
    }
    if (request.mode === 'deprecated' && release !== undefined) {
        lines.push([
            'Release',
            release.version !== undefined
                ? `${release.version} (tag ${release.tag}) was just released and is never deprecated by this step`
                : `tag ${release.tag} names no version, so no version is protected as the release`,
        ]);
        if (desired?.deprecated && desired.link === '' && release.url !== undefined) {
            desired = { ...desired, link: release.url };
            lines.push(['Link', `none given; using the release page ${release.url}`]);
        }
    }
    lines.push((0,src_request/* runOptionsLine */.RN)(request));
    await (0,src_request/* logInputs */.iA)(log, request.warnings, lines);
    const { current, revoked } = await log.group(`Read current state of ${address}`, async () => {
        // A check also reads revocation, which only the v2 module read shows: one request more.
        const [versions, revokedSet] = await Promise.all([
            registry.listVersions(request.module),
            request.mode === 'check' ? registry.readRevokedVersions?.(request.module) : undefined,
        ]);
        log.info(`The registry lists ${(0,report/* plural */.LS)(versions.length, 'version')}.`);
        if (request.mode === 'check' && revokedSet === undefined) {
            log.info('The service shows no revocation (it needs a newer release or the Premium edition).');
        }
        return { current: versions, revoked: revokedSet };
    });
    // Missing versions go to the plan too, which reports them as missing.
    const rules = request.mode === 'deprecated'
        ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
        : {};
    const selection = (0,versions_selection/* selectVersions */.QR)(request.versions, current.map((v) => v.version), rules);
    const { selected, missing } = selection;
    const skipped = selection.skipped.map((s) => ({
        ...s,
        state: current.find((v) => v.version === s.version)?.deprecation ?? null,
    }));
    const plan = (0,changes_plan/* planChanges */.XA)(current, [...selected, ...missing], desired);
    if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
        log.info(`The constraint "${request.versions.constraint.text}" matches no version to ${request.mode === 'check' ? 'check' : 'change'}.`);
    }
    await log.group(request.mode === 'check' ? 'Deprecation status' : 'Plan', async () => {
        for (const change of plan.changes) {
            const state = describeState(change.before, revoked?.has(change.version) === true);
            log.info(request.mode === 'check'
                ? `  ${change.version.padEnd(12)} ${state}`
                : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${carry_out/* CHANGE_VERB */.l[change.kind]}`);
        }
        for (const version of plan.missing)
            log.info(`  ${version.padEnd(12)} not in the registry`);
        if (request.mode === 'check')
            return;
        const n = (k) => plan.changes.filter((c) => c.kind === k).length;
        log.info(`Plan: ${n('deprecate')} to deprecate, ${n('update')} to update, ${n('revert')} to revert, ${n('unchanged')} unchanged, ${plan.missing.length} missing.`);
    });
    const options = { dryRun: request.dryRun, verify: request.verify, verifyTimeoutMs: request.verifyTimeoutMs };
    if (request.mode === 'check') {
        // Where the service shows revocation, every checked version says whether it is revoked.
        const outcomes = (0,outcome/* buildOutcomes */.c)(plan, { ...options, dryRun: false }).map((o) => revoked !== undefined && o.kind !== 'missing' ? { ...o, revoked: revoked.has(o.version) } : o);
        return { outcomes, skipped };
    }
    const outcomes = await (0,carry_out/* carryOut */.u)(registry, request.organization, request.module, plan, { ...options, concurrency }, log);
    return { outcomes, skipped };
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
