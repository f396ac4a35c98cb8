export const id = 946;
export const ids = [946];
export const modules = {

/***/ 8554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LM: () => (/* binding */ revokesAnew),
/* harmony export */   OQ: () => (/* binding */ BLAST_RADIUS_SENTENCE),
/* harmony export */   _O: () => (/* binding */ BLAST_RADIUS_MEANING),
/* harmony export */   hx: () => (/* binding */ inUseWarning)
/* harmony export */ });
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _usage_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6348);


/** What the blast radius means, said once where it is shown: in a sentence, and inside one. */
const BLAST_RADIUS_SENTENCE = 'Workspaces that already use a revoked version go on with a warning; a workspace that has not used it cannot start to.';
const BLAST_RADIUS_MEANING = `${BLAST_RADIUS_SENTENCE.charAt(0).toLowerCase()}${BLAST_RADIUS_SENTENCE.slice(1, -1)}`;
/** Whether a change revokes a version not revoked before: a new message on a revoked version reaches nobody new. */
const revokesAnew = (change) => change.revokedBefore !== true && change.steps.some((s) => (typeof s === 'string' ? s : s.step) === 'revoke');
/** A revocation of a version workspaces use: the warning every revoke plan gives. */
function inUseWarning(address, version, used, 
/** Revoked by this run, or (a dry run) only planned. */
done, 
/** What revokes only unused versions where the plan is made: the runner's setting, or a policy rule's key. */
onlyUnused) {
    return {
        title: `${address} ${version} ${done ? 'is revoked' : 'would be revoked'} while in use`,
        message: `${(0,_usage_format_js__WEBPACK_IMPORTED_MODULE_1__/* .usageText */ .tx)(used).replace(/^./, (c) => c.toUpperCase())} ${used.count === 1 ? 'uses' : 'use'} it. ${_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOKED_CONSEQUENCE */ .LA} With ${onlyUnused}, only versions no workspace uses are revoked.`,
    };
}


/***/ }),

/***/ 1999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C_: () => (/* binding */ VERB),
  u0: () => (/* binding */ carryOut),
  s5: () => (/* binding */ changeVerb)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/changes/apply.ts



async function applyChanges(client, organization, module, changes, options) {
    const send = async (change, step) => {
        switch (step) {
            case 'deprecate':
            case 'update': {
                const after = change.after ?? { reason: '', link: '' };
                const answer = await client.setDeprecation(organization, module, change.version, {
                    deprecated: true,
                    reason: after.reason,
                    link: after.link,
                });
                return answer.deprecationId;
            }
            case 'undeprecate':
                await client.setDeprecation(organization, module, change.version, { deprecated: false });
                return undefined;
            case 'revoke': {
                const wanted = change.revocationAfter ?? {
                    message: change.after?.reason ?? '',
                    link: change.after?.link ?? '',
                };
                await client.setRevocation(organization, module, change.version, { revoked: true, ...wanted });
                return undefined;
            }
            case 'unrevoke':
                await client.setRevocation(organization, module, change.version, { revoked: false });
                return undefined;
        }
    };
    const toSend = changes.filter((c) => c.steps.length > 0);
    const results = await (0,concurrency/* mapConcurrent */._)(toSend, options.concurrency, async (change) => {
        const done = [];
        let deprecationId;
        for (const step of change.steps) {
            try {
                deprecationId = (await send(change, step)) ?? deprecationId;
            }
            catch (error) {
                const message = (0,src_text/* errorMessage */.gJ)(error);
                options.onStep?.(change, step, message);
                const unavailable = (0,errors/* failureReasonOf */.M3)(error, 'service-error') === 'revocation-unavailable';
                return [
                    change.version,
                    {
                        ok: false,
                        done,
                        failedStep: step,
                        error: message,
                        ...(unavailable && { revocationUnavailable: true }),
                        ...((0,errors/* isTransient */.dg)(error) && { transient: true }),
                    },
                ];
            }
            done.push(step);
            options.onStep?.(change, step);
        }
        return [change.version, { ok: true, done, ...(deprecationId !== undefined && { deprecationId }) }];
    });
    return new Map(results);
}

// EXTERNAL MODULE: ./src/changes/outcome.ts
var outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/plan.ts
var changes_plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/changes/read.ts
var changes_read = __webpack_require__(4885);
;// CONCATENATED MODULE: ./src/changes/verify.ts


/** How long past the deadline a read may retry: the last read lands on it; one transient error should not end it. */
const READ_GRACE_MS = 2_000;
async function verifyChanges(
/** One read of the module; given the deadline, so that a failing read does not retry past it. */
readVersions, expected, options) {
    const verified = new Map([...expected.keys()].map((v) => [v, false]));
    const lastSeen = new Map();
    const deadline = Date.now() + options.timeoutMs;
    // The pause between reads doubles from half a second up to 4 s.
    let interval = 500;
    let lastError;
    for (let attempt = 1;; attempt++) {
        try {
            const states = await readVersions({ deadline: Math.max(deadline, Date.now() + READ_GRACE_MS) });
            lastError = undefined;
            for (const state of states) {
                lastSeen.set(state.version, state);
                const want = expected.get(state.version);
                if (want !== undefined && (0,changes_plan/* shows */.L7)(state, want))
                    verified.set(state.version, true);
            }
        }
        catch (error) {
            lastError = (0,src_text/* errorMessage */.gJ)(error);
        }
        const pending = [...verified.values()].filter((ok) => !ok).length;
        options.onPoll?.(pending, attempt);
        const remaining = deadline - Date.now();
        if (pending === 0 || remaining <= 0)
            break;
        // The last pause is cut short so that one final read lands at the deadline.
        await new Promise((resolve) => setTimeout(resolve, Math.min(interval, remaining)));
        interval = Math.min(interval * 2, 4_000);
    }
    return { verified, lastSeen, ...(lastError !== undefined && { lastError }) };
}

;// CONCATENATED MODULE: ./src/changes/carry-out.ts






/** A change, and each PATCH it sends, as the log and the plan show it. */
const VERB = {
    deprecate: 'deprecate',
    update: 'update deprecation',
    revoke: 'revoke',
    unrevoke: 'unrevoke',
    revert: 'revert deprecation',
    // The PATCH a revert sends.
    undeprecate: 'revert deprecation',
    unchanged: 'unchanged',
};
/** A change with its steps when it takes more than one: "revoke (deprecate, then revoke)". */
function changeVerb(change) {
    const verb = (0,changes_plan/* updatesRevocation */.V6)(change) ? 'update revocation' : VERB[change.kind];
    return change.steps.length > 1 ? `${verb} (${change.steps.map((s) => VERB[s]).join(', then ')})` : verb;
}
async function carryOut(client, organization, module, plan, options, log) {
    const toSend = plan.changes.filter((c) => c.steps.length > 0);
    if (options.dryRun || toSend.length === 0) {
        if (options.dryRun && toSend.length > 0)
            log.info('Dry run: no change sent.');
        return (0,outcome/* buildOutcomes */.c)(plan, options);
    }
    const requests = toSend.reduce((n, c) => n + c.steps.length, 0);
    const applied = await log.group(`Apply ${(0,src_text/* plural */.LS)(toSend.length, 'change')}${requests > toSend.length ? ` (${(0,src_text/* plural */.LS)(requests, 'request')})` : ''}`, () => applyChanges(client, organization, module, plan.changes, {
        concurrency: options.concurrency,
        onStep: (change, step, error) => log.info(error === undefined ? `  ✓ ${change.version}: ${VERB[step]}` : `  ✗ ${change.version}: ${error}`),
    }));
    const succeeded = new Map(toSend.filter((c) => applied.get(c.version)?.ok).map((c) => [c.version, c]));
    // The module read is read back only when revocation changed: a deprecation costs one read.
    const revocation = plan.revocationKnown && (0,changes_plan/* involvesRevocation */.pR)(toSend);
    // A new message on a version already revoked shows only in that version's read: one more
    // request per such version and poll, and none for any other change.
    const updates = (0,changes_plan/* revocationUpdates */.rt)(toSend);
    const read = async (limit = {}) => {
        const { versions } = await (0,changes_read/* readModuleState */.Mw)(client, module, { revocation, ...limit });
        if (updates.size === 0)
            return versions;
        // Best effort: a failed read of one version's message leaves that version unconfirmed
        // (`shows` needs the message), not the whole poll.
        return (0,changes_read/* withRevocationDetails */.xi)(client, organization, module, versions, (v) => updates.has(v), options.concurrency, {
            ...limit,
            bestEffort: true,
        });
    };
    let reads;
    // With nothing accepted there is nothing to verify: only the read after a failure is left.
    if (options.verify && succeeded.size > 0) {
        reads = await log.group('Verify through the registry read API', () => verifyChanges(read, succeeded, {
            timeoutMs: options.verifyTimeoutMs,
            onPoll: (pending, attempt) => log.info(`  read ${attempt}: ${pending === 0 ? 'every change shows' : `${pending} not showing yet`}`),
        }));
    }
    else if (succeeded.size < toSend.length) {
        // Even unverified, one read after a failure tells what state the failed versions are in.
        // This one read is all there is: it may retry, as any read outside verification does.
        reads = await log.group('Read back the failed versions', () => verifyChanges(() => read(), new Map(), { timeoutMs: 0 }));
    }
    return (0,outcome/* buildOutcomes */.c)(plan, { ...options, applied, ...(reads !== undefined && { reads }) });
}


/***/ }),

/***/ 8741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ heldBackOutcomes),
/* harmony export */   QP: () => (/* binding */ hasFailures),
/* harmony export */   c: () => (/* binding */ buildOutcomes),
/* harmony export */   zd: () => (/* binding */ rerunMayHelp)
/* harmony export */ });
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2314);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);


/** A step as done, for "deprecated; then revoke failed: …". */
const STEP_DONE = {
    deprecate: 'deprecated',
    update: 'deprecation updated',
    revoke: 'revoked',
    unrevoke: 'unrevoked',
    undeprecate: 'deprecation reverted',
};
/** How a read showed a version, for messages. */
function describeState(state) {
    if (state.revoked === true)
        return 'revoked';
    return state.deprecation === null ? 'not deprecated' : `deprecated ${(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .deprecationText */ .uH)(state.deprecation)}`;
}
/** The state after the steps that were done, when no read showed it. */
function afterSteps(change, done) {
    let after = change.before;
    let revoked = change.revokedBefore;
    for (const step of done) {
        if (step === 'deprecate' || step === 'update')
            after = change.after;
        if (step === 'undeprecate')
            after = null;
        if (step === 'revoke')
            revoked = true;
        if (step === 'unrevoke')
            revoked = false;
    }
    return { after, revoked };
}
function stepOutcomes(change, result) {
    return change.steps.map((step) => {
        if (result === undefined)
            return { step, status: 'not-sent' };
        if (result.done.includes(step))
            return { step, status: 'done' };
        return { step, status: !result.ok && result.failedStep === step ? 'failed' : 'not-sent' };
    });
}
function buildOutcomes(plan, context) {
    // Where the service shows no revocation, nothing is said about it either way.
    const revokedIf = (revoked) => plan.revocationKnown && revoked !== undefined ? { revoked } : {};
    const outcomes = plan.changes.map((change) => {
        const base = {
            version: change.version,
            kind: change.kind,
            before: change.before,
            ...(plan.revocationKnown && { revokedBefore: change.revokedBefore }),
            ...(change.revocationBefore !== undefined && { revocationBefore: change.revocationBefore }),
            ...(change.keptReason === true && { keptReason: true }),
        };
        const wanted = {
            ...revokedIf(change.revokedAfter),
            ...(change.revokedAfter && change.revocationAfter !== undefined && { revocation: change.revocationAfter }),
        };
        if (change.kind === 'unchanged') {
            // The plan's read is itself a read of the registry: the state is confirmed.
            return { ...base, status: 'unchanged', after: change.before, verified: true, ...wanted, steps: [] };
        }
        if (context.dryRun) {
            return {
                ...base,
                status: 'planned',
                after: change.after,
                verified: false,
                ...wanted,
                steps: change.steps.map((step) => ({ step, status: 'planned' })),
            };
        }
        const result = context.applied?.get(change.version);
        const steps = stepOutcomes(change, result);
        const seen = context.reads?.lastSeen.get(change.version);
        if (result === undefined || !result.ok) {
            const done = result?.done ?? [];
            const sentence = result === undefined ? 'not sent' : result.error;
            const error = done.length > 0 ? `${done.map((s) => STEP_DONE[s]).join(', ')}; then ${sentence}` : sentence;
            // A read after the failure says what state the version is really in: an answer lost on the way back may hide
            // a change that did happen.
            if (seen !== undefined && (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .shows */ .L7)(seen, change)) {
                return {
                    ...base,
                    status: 'changed',
                    after: seen.deprecation,
                    verified: true,
                    ...wanted,
                    steps,
                    error: `${error} (the registry shows the change all the same)`,
                };
            }
            const guess = afterSteps(change, done);
            return {
                ...base,
                status: 'failed',
                after: seen !== undefined ? seen.deprecation : guess.after,
                verified: false,
                ...revokedIf(seen?.revoked ?? guess.revoked),
                steps,
                error,
                ...(result?.ok === false && result.revocationUnavailable === true && { revocationUnavailable: true }),
                ...((result === undefined || result.transient === true) && { transient: true }),
            };
        }
        const id = result.deprecationId !== undefined ? { deprecationId: result.deprecationId } : {};
        if (!context.verify || context.reads === undefined) {
            return { ...base, status: 'changed', after: change.after, verified: false, ...wanted, ...id, steps };
        }
        const verified = context.reads.verified.get(change.version) === true;
        const shown = seen !== undefined
            ? `it still shows the version as ${describeState(seen)}`
            : `the read failed: ${context.reads.lastError ?? 'the version was not in the list'}`;
        return {
            ...base,
            status: 'changed',
            after: verified ? (seen?.deprecation ?? change.after) : change.after,
            verified,
            ...wanted,
            ...id,
            steps,
            ...(!verified && {
                error: `The service accepted the change, but the registry read API did not show it within ${context.verifyTimeoutMs / 1000} s: ${shown}. Run again to retry, or raise ${context.words.name('verifyTimeout')}.`,
            }),
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
            steps: [],
            error: `Version ${version} is not in the registry's version list for this module.`,
        });
    }
    return outcomes;
}
/**
 * Whether a re-run may do what this run could not: a failure that may pass (the service failing
 * or not answering), or a change the registry did not show in time. A refusal or a version that
 * does not exist fails the same way again.
 */
function rerunMayHelp(outcomes, verify) {
    return outcomes.some((o) => (o.status === 'failed' && o.transient === true) || (verify && o.status === 'changed' && !o.verified));
}
/** The step fails when any version failed or a change could not be verified. */
function hasFailures(outcomes, verify) {
    return outcomes.some((o) => o.status === 'failed' || (verify && o.status === 'changed' && !o.verified));
}
/** A plan held back before any request, since something known would fail the step anyway: each change says why. */
function heldBackOutcomes(plan, why, context) {
    return buildOutcomes(plan, { ...context, dryRun: false, applied: new Map() }).map((o) => {
        if (o.kind === 'missing' || o.status !== 'failed')
            return o;
        // Held back for the input's mistake: a re-run holds it back again (not a transient failure).
        const { transient: _notTransient, ...held } = o;
        return { ...held, error: `Not sent: ${why}` };
    });
}


/***/ }),

/***/ 2314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ shows),
/* harmony export */   Uk: () => (/* binding */ planVersion),
/* harmony export */   V6: () => (/* binding */ updatesRevocation),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   hn: () => (/* binding */ sameDeprecation),
/* harmony export */   o0: () => (/* binding */ lifecycleOf),
/* harmony export */   pR: () => (/* binding */ involvesRevocation),
/* harmony export */   rt: () => (/* binding */ revocationUpdates)
/* harmony export */ });
/** The service may append this to a stored reason ("Applies will be blocked in 15 days."): read back, no change. */
const SERVICE_SUFFIX = /\s*Applies will be blocked in \d+ days?\.$/;
/** Whether a read-back reason is the requested one, allowing only the service's own suffix. */
function sameReason(stored, requested) {
    return stored === requested || (SERVICE_SUFFIX.test(stored) && stored.replace(SERVICE_SUFFIX, '') === requested);
}
/**
 * Whether a deprecation reads as wanted: the same reason (but for the service's sentence) and link. Equality, not
 * containment, so that a shortened reason or a removed link is a change; an empty link means no link.
 */
function sameDeprecation(current, wanted) {
    if (wanted === null || current === null)
        return current === wanted;
    return sameReason(current.reason, wanted.reason) && current.link === wanted.link;
}
function sameRevocation(current, wanted) {
    return current.message === wanted.message && current.link === wanted.link;
}
/**
 * Whether a read shows a change: its deprecation, its revocation (a read that does not show revocation confirms no
 * change of it), and the revocation's message and link where the read included them.
 */
function shows(state, expected) {
    const revocationChanges = expected.revokedBefore !== undefined && expected.revokedBefore !== expected.revokedAfter;
    // A new message on a version already revoked shows only in its own read: without it, nothing
    // confirms the change.
    const messageChanges = expected.revokedBefore === true && expected.revokedAfter && expected.revocationAfter !== undefined;
    return (sameDeprecation(state.deprecation, expected.after) &&
        (state.revoked === undefined ? !revocationChanges : state.revoked === expected.revokedAfter) &&
        (!expected.revokedAfter ||
            expected.revocationAfter === undefined ||
            (state.revocation === undefined ? !messageChanges : sameRevocation(state.revocation, expected.revocationAfter))));
}
/** An update of a revoked version's revocation message and link (not of a deprecation's reason). */
const updatesRevocation = (change) => change.kind === 'update' && change.steps.some((s) => (typeof s === 'string' ? s : s.step) === 'revoke');
/** Revokes of versions already revoked: only the one-version read shows whether they took. */
function revocationUpdates(changes) {
    return new Set(changes.filter((c) => c.revokedBefore && c.steps.includes('revoke')).map((c) => c.version));
}
function lifecycleOf(deprecation, revoked) {
    return revoked ? 'revoked' : deprecation === null ? 'active' : 'deprecated';
}
/** One version's change toward a target; `undefined` (check mode, or no rule) plans nothing. */
function planVersion(state, target) {
    const { version, deprecation: before } = state;
    const revoked = state.revoked === true;
    const base = {
        version,
        before,
        revokedBefore: revoked,
        ...(state.revocation !== undefined && { revocationBefore: state.revocation }),
    };
    const unchanged = {
        ...base,
        kind: 'unchanged',
        after: before,
        revokedAfter: revoked,
        ...(state.revocation !== undefined && { revocationAfter: state.revocation }),
        steps: [],
    };
    if (target === undefined)
        return unchanged;
    switch (target.to) {
        case 'deprecated': {
            const wanted = { reason: target.reason, link: target.link };
            if (revoked) {
                // Only an explicit unrevoke takes a version out of revocation.
                if (target.unrevoke !== true)
                    return unchanged;
                const update = sameDeprecation(before, wanted) ? [] : ['update'];
                return {
                    ...base,
                    kind: 'unrevoke',
                    after: update.length > 0 ? wanted : before,
                    revokedAfter: false,
                    steps: ['unrevoke', ...update],
                };
            }
            if (sameDeprecation(before, wanted))
                return unchanged;
            if (before !== null && target.keepReasons === true)
                return { ...unchanged, keptReason: true };
            const kind = before === null ? 'deprecate' : 'update';
            return { ...base, kind, after: wanted, revokedAfter: false, steps: [kind] };
        }
        case 'revoked': {
            const wanted = { message: target.reason, link: target.link };
            if (revoked) {
                // A revoked version whose revocation was not read is taken as it is: nothing to compare.
                const current = state.revocation;
                if (current === undefined || sameRevocation(current, wanted))
                    return unchanged;
                if (target.keepReasons === true)
                    return { ...unchanged, keptReason: true };
                // The message is replaced, as an update of a deprecation replaces its reason.
                return {
                    ...base,
                    kind: 'update',
                    after: before,
                    revokedAfter: true,
                    revocationAfter: wanted,
                    steps: ['revoke'],
                };
            }
            // The service revokes only a deprecated version: an active one is deprecated first, with
            // the same reason and link; a deprecated one keeps its deprecation.
            const deprecate = before === null ? ['deprecate'] : [];
            return {
                ...base,
                kind: 'revoke',
                after: before ?? { reason: target.reason, link: target.link },
                revokedAfter: true,
                revocationAfter: wanted,
                steps: [...deprecate, 'revoke'],
            };
        }
        case 'unrevoked':
            if (!revoked)
                return unchanged;
            return { ...base, kind: 'unrevoke', after: before, revokedAfter: false, steps: ['unrevoke'] };
        case 'active': {
            if (!revoked && before === null)
                return unchanged;
            // Two documented steps: what undeprecating a revoked version does is not documented.
            const steps = [
                ...(revoked ? ['unrevoke'] : []),
                ...(before !== null ? ['undeprecate'] : []),
            ];
            return { ...base, kind: 'revert', after: null, revokedAfter: false, steps };
        }
    }
}
function planChanges(current, selected, target, revocationKnown) {
    const byVersion = new Map(current.map((v) => [v.version, v]));
    const changes = [];
    const missing = [];
    for (const version of selected) {
        const state = byVersion.get(version);
        if (state === undefined)
            missing.push(version);
        else
            changes.push(planVersion(state, target));
    }
    return { changes, missing, revocationKnown };
}
/** Whether carrying the plan out sends or needs to read back any revocation. */
function involvesRevocation(changes) {
    return changes.some((c) => c.revokedBefore !== c.revokedAfter || c.steps.includes('revoke'));
}


/***/ }),

/***/ 4885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mw: () => (/* binding */ readModuleState),
/* harmony export */   bH: () => (/* binding */ readModule),
/* harmony export */   xi: () => (/* binding */ withRevocationDetails)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(182);
/* harmony import */ var _concurrency_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1532);
/**
 * Reads a module's whole state: the versions list (deprecation), the v2 module read (revoked versions), then the
 * one-version read of the revoked versions whose message matters. Used to plan, and again to verify.
 */


const QUIET = { state: (read) => read(), usage: (read) => read() };
/**
 * The read every writing mode starts with: versions and revocation, the refusal when the service has no revocation,
 * who uses each version (when `usage` allows), then the details of the revoked versions asked for.
 */
async function readModule(request, deps, progress = QUIET) {
    const { registry, usage: lookup, concurrency } = deps;
    const { organization, module } = request;
    const state = await progress.state(() => readModuleState(registry, module, { revocation: true }));
    // Nothing is sent: revoking would deprecate first and then fail on every version.
    if (request.needsRevocation && !state.revocationKnown)
        throw new NoRevocationError();
    const usage = lookup !== undefined && lookup.enabled
        ? await progress.usage(() => lookup.read(organization, module, request.usageRequired))
        : undefined;
    const compared = request.compared?.(state.versions) ?? new Set();
    const shown = request.shown?.(state.versions) ?? new Set();
    const details = (versions, wanted, bestEffort) => withRevocationDetails(registry, organization, module, versions, wanted, concurrency, { bestEffort });
    const versions = await details(await details(state.versions, (v) => compared.has(v), false), (v) => shown.has(v) && !compared.has(v), true);
    return { versions, revocationKnown: state.revocationKnown, ...(usage !== undefined && { usage }) };
}
/** Both reads; `revocation: false` reads the versions list alone. */
async function readModuleState(registry, module, options) {
    // One after the other: when the first read fails (a bad token, a proxy in the way), the step
    // stops with one error and no second request left retrying behind it.
    const versions = await registry.listVersions(module, options);
    const revoked = options.revocation ? await registry.readRevokedVersions?.(module, options) : undefined;
    if (revoked === undefined)
        return { versions, revocationKnown: false };
    return { versions: versions.map((v) => ({ ...v, revoked: revoked.has(v.version) })), revocationKnown: true };
}
/**
 * The versions with their revocation's message and link, one read per revoked version `wanted`. With `bestEffort`
 * (details only shown), a version whose read fails stays revoked without them; otherwise the failure is the step's.
 */
async function withRevocationDetails(registry, organization, module, versions, wanted, concurrency, options = {}) {
    const toRead = versions.filter((v) => v.revoked === true && wanted(v.version));
    if (toRead.length === 0)
        return [...versions];
    const read = new Map(await (0,_concurrency_js__WEBPACK_IMPORTED_MODULE_0__/* .mapConcurrent */ ._)(toRead, concurrency, async (v) => {
        try {
            return [v.version, await registry.readRevocation(organization, module, v.version, options)];
        }
        catch (error) {
            if (options.bestEffort !== true)
                throw error;
            return [v.version, undefined];
        }
    }));
    return versions.map((v) => {
        const revocation = read.get(v.version);
        return revocation === undefined || revocation === null ? v : { ...v, revocation };
    });
}
/** The service showed no revocation when the module was read, so no revoke or unrevoke was sent. */
class NoRevocationError extends Error {
    name = 'NoRevocationError';
    /** The `failure-reason` a step that met it reports. */
    failureReason = 'revocation-unavailable';
    constructor() {
        super(`This service has no module revocation (its module read lists no \`revoked-versions\`), so nothing was sent. ${_model_js__WEBPACK_IMPORTED_MODULE_1__/* .REVOCATION_EDITION_HINT */ .I}`);
    }
}


/***/ }),

/***/ 1532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent)
/* harmony export */ });
/** Bounded concurrency for batches of requests; the transport's rate limiter paces them further. */
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

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M3: () => (/* binding */ failureReasonOf),
/* harmony export */   dg: () => (/* binding */ isTransient),
/* harmony export */   s_: () => (/* binding */ httpStatusOf)
/* harmony export */ });
/** The `failure-reason` an error says it stands for (a service without revocation), else the mode's `fallback`. */
function failureReasonOf(error, fallback) {
    const said = error?.failureReason;
    return said === 'revocation-unavailable' ? said : fallback;
}
/** Whether running the step again may help: the service was busy or failing (429, 5xx) or never answered. */
function isTransient(error) {
    return error?.retryable === true;
}
/** The HTTP status an error carries (the service's or GitHub's answer), if any. */
function httpStatusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ usageAccessHint),
/* harmony export */   I: () => (/* binding */ REVOCATION_EDITION_HINT)
/* harmony export */ });
/** What revocation needs, for every message that says the service has none. */
const REVOCATION_EDITION_HINT = 'Revocation needs the HCP Terraform Premium edition, or a Terraform Enterprise release that has module revocation; deprecation works without it.';
/** What reading Explorer needs and where to give it (`usage`: the runner's words for `usageToken`). */
const usageAccessHint = (usage) => `Reading workspace usage needs a token of the owners team, of a team with "Read all workspaces" or "Read all projects", or the organization token (which may read Explorer but not manage the registry): give one as ${usage}.`;


/***/ }),

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ usageJson),
/* harmony export */   Fs: () => (/* binding */ usageOf),
/* harmony export */   Ix: () => (/* binding */ OUTPUT_NAME_LEVELS),
/* harmony export */   QL: () => (/* binding */ usageScopeNote),
/* harmony export */   QZ: () => (/* binding */ usageCell),
/* harmony export */   Se: () => (/* binding */ withUsage),
/* harmony export */   tx: () => (/* binding */ usageText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

/** Names shown in one log line before "+N more". */
const LOG_NAMES = 5;
/** Names shown in a summary cell before they fold into a `<details>`. */
const CELL_NAMES = 3;
/** A version's usage, where usage was read: a version no row names has no users. */
function usageOf(usage, version) {
    if (usage === undefined)
        return undefined;
    return usage.get(version) ?? { count: 0, names: [] };
}
/** For the log: "3 workspaces (app-prod, app-staging, +1 more)", "no workspaces". */
function usageText(u) {
    if (u.count === 0)
        return 'no workspaces';
    const shown = u.names.slice(0, LOG_NAMES);
    const more = u.count - shown.length;
    const names = shown.length > 0 ? ` (${shown.join(', ')}${more > 0 ? `, +${more} more` : ''})` : '';
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(u.count, 'workspace')}${names}`;
}
/** For a summary table cell: the count and the names, folded into a one-line `<details>` (as GitHub renders it in a table). */
function usageCell(u) {
    if (u === undefined)
        return '';
    if (u.count === 0)
        return '0';
    const names = u.names.map((n) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cellCode */ .GA)(n)).join(', ');
    const unnamed = u.count - u.names.length;
    const rest = unnamed > 0 ? `${names === '' ? '' : ', '}+${unnamed} unnamed` : '';
    if (u.names.length <= CELL_NAMES)
        return `${u.count}${names !== '' || rest !== '' ? `: ${names}${rest}` : ''}`;
    return `<details><summary>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(u.count, 'workspace')}</summary>${names}${rest}</details>`;
}
/** For the outputs: `{count, names}`, or null where not read; names (never the count) dropped to fit GitHub's limit. */
function usageJson(u, maxNames = Infinity) {
    return u === undefined ? null : { count: u.count, names: u.names.slice(0, maxNames) };
}
/** How many workspace names each version keeps in an output, tried in turn until it fits. */
const OUTPUT_NAME_LEVELS = [Infinity, 100, 10, 0];
/** Each outcome with who uses its version, and, for a revoke held back because workspaces use it, why. */
function withUsage(outcomes, usage, held, 
/** What revokes only unused versions where the plan was made: the runner's setting, or a policy rule's key. */
option) {
    return outcomes.map((o) => {
        const used = o.kind === 'missing' ? undefined : usageOf(usage, o.version);
        const kept = held.get(o.version);
        return {
            ...o,
            ...(used !== undefined && { usage: used }),
            ...(kept !== undefined && {
                note: `Not revoked: in use by ${usageText(kept)}. With ${option}, only unused versions are revoked, so it stays deprecated.`,
            }),
        };
    });
}
/** Under every summary that shows usage: what the figures cover. */
const usageScopeNote = (words) => `Workspaces are those of HCP Terraform (from its Explorer). Configurations run elsewhere are not counted: the gate (${words.name('configDirectory')}) covers those from their side.`;


/***/ })

};
