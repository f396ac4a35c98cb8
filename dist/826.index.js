export const id = 826;
export const ids = [826];
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
/**
 * Whether a change revokes a version that was not revoked: a new message on a revoked version
 * reaches nobody new.
 */
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
            const unavailable = result?.ok === false && result.revocationUnavailable === true;
            const transient = result === undefined || result.transient === true;
            const why = {
                error,
                ...(unavailable && { revocationUnavailable: true }),
                ...(transient && { transient: true }),
            };
            if (seen !== undefined) {
                // A read after the failure says what state the version is really in: an answer lost on
                // the way back may hide a change that did happen.
                if ((0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .shows */ .L7)(seen, change)) {
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
                    after: seen.deprecation,
                    verified: false,
                    ...revokedIf(seen.revoked ?? guess.revoked),
                    steps,
                    ...why,
                };
            }
            const guess = afterSteps(change, done);
            return {
                ...base,
                status: 'failed',
                after: guess.after,
                verified: false,
                ...revokedIf(guess.revoked),
                steps,
                ...why,
            };
        }
        const id = result.deprecationId !== undefined ? { deprecationId: result.deprecationId } : {};
        if (!context.verify || context.reads === undefined) {
            return { ...base, status: 'changed', after: change.after, verified: false, ...wanted, ...id, steps };
        }
        const verified = context.reads.verified.get(change.version) === true;
        if (verified) {
            return {
                ...base,
                status: 'changed',
                after: seen?.deprecation ?? change.after,
                verified,
                ...wanted,
                ...id,
                steps,
            };
        }
        const shown = seen !== undefined
            ? `it still shows the version as ${describeState(seen)}`
            : `the read failed: ${context.reads.lastError ?? 'the version was not in the list'}`;
        return {
            ...base,
            status: 'changed',
            after: change.after,
            verified: false,
            ...wanted,
            ...id,
            steps,
            error: `The service accepted the change, but the registry read API did not show it within ${context.verifyTimeoutMs / 1000} s: ${shown}. Run again to retry, or raise ${context.words.name('verifyTimeout')}.`,
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
/**
 * The outcomes of a plan held back before any request, because something known before a write
 * would fail the step anyway (a listed version the registry lacks): every change is not sent,
 * and says why.
 */
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
 * Whether a deprecation reads as wanted: the same reason (allowing the service's appended
 * sentence) and the same link. Equality, not containment, so that a shortened reason or a
 * removed link is a change; an empty link means no link.
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
 * Whether a read shows a change: its deprecation, its revocation (a read that does not show
 * revocation confirms no change of it), and the revocation's message and link where the read
 * included them (a new message on a version already revoked shows nowhere else).
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
                if (current === undefined || sameRevocation(current, wanted)) {
                    return unchanged;
                }
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
        if (state === undefined) {
            missing.push(version);
            continue;
        }
        changes.push(planVersion(state, target));
    }
    return { changes, missing, revocationKnown };
}
/** Whether carrying the plan out sends or needs to read back any revocation. */
function involvesRevocation(changes) {
    return changes.some((c) => c.revokedBefore !== c.revokedAfter || c.steps.includes('revoke'));
}


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
/**
 * For a summary table cell: the count and the names, folded into a `<details>` (on one line, as
 * GitHub renders it inside a table) when there are more than a few.
 */
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
/**
 * For the `result` and `plan` outputs: `{count, names}`, or null where usage was not read. At most
 * `maxNames` names: the outputs drop names (never the count) to stay within GitHub's output limit.
 */
function usageJson(u, maxNames = Infinity) {
    return u === undefined ? null : { count: u.count, names: u.names.slice(0, maxNames) };
}
/** How many workspace names each version keeps in an output, tried in turn until it fits. */
const OUTPUT_NAME_LEVELS = [Infinity, 100, 10, 0];
/**
 * Each outcome with who uses its version, and, for a revoke held back because workspaces use
 * the version, why.
 */
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
