export const id = 322;
export const ids = [322];
export const modules = {

/***/ 8566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   zi: () => (/* binding */ requireFeatures)
/* harmony export */ });
/* unused harmony exports featuresNeeded, missingFeatures, FeatureSetError */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(182);
/**
 * The organization's plan, read before the first write: on HCP Terraform a run that would deprecate or revoke reads
 * the current feature set first, and fails before any write, naming what is missing, rather than half-way through.
 * Where the service has no such endpoint (Terraform Enterprise) or the set does not say, the first write tells.
 */

const DEPRECATION_STEPS = new Set(['deprecate', 'update', 'undeprecate']);
const REVOCATION_STEPS = new Set(['revoke', 'unrevoke']);
function featuresNeeded(plans) {
    const steps = plans.flatMap((p) => p.changes.flatMap((c) => c.steps));
    return {
        deprecations: steps.some((s) => DEPRECATION_STEPS.has(s)),
        revocations: steps.some((s) => REVOCATION_STEPS.has(s)),
    };
}
/** The features needed that the set says it lacks; a feature it does not name is not counted missing. */
function missingFeatures(set, needs) {
    if (set === undefined)
        return [];
    return [
        ...(needs.deprecations && set.moduleDeprecations === false ? ['module deprecations'] : []),
        ...(needs.revocations && set.moduleRevocations === false ? ['module revocations'] : []),
    ];
}
/** The organization's plan lacks what the run needs: nothing was sent. */
class FeatureSetError extends Error {
    name = 'FeatureSetError';
    /** Read by failureReasonOf: a run stopped only for want of revocation reports it as such. */
    failureReason;
    constructor(organization, set, missing) {
        const plan = set.name !== undefined ? ` (${JSON.stringify(set.name)})` : '';
        const editions = [
            ...(missing.includes('module deprecations')
                ? ['Deprecation needs the HCP Terraform Standard edition or higher.']
                : []),
            ...(missing.includes('module revocations') ? [_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOCATION_EDITION_HINT */ .I] : []),
        ];
        super(`The plan of organization ${organization}${plan} has no ${missing.join(' and no ')}, which this run needs (read from its current feature set): nothing was sent. ${editions.join(' ')}`);
        this.failureReason =
            missing.length === 1 && missing[0] === 'module revocations' ? 'revocation-unavailable' : undefined;
    }
}
/** Throws a FeatureSetError when the plans would write what the feature set lacks; a failed read is no answer. */
async function requireFeatures(reader, organization, plans) {
    const needs = featuresNeeded(plans);
    if (reader === undefined || (!needs.deprecations && !needs.revocations))
        return;
    const set = await reader.readFeatureSet(organization).catch(() => undefined);
    const missing = missingFeatures(set, needs);
    if (set !== undefined && missing.length > 0)
        throw new FeatureSetError(organization, set, missing);
}


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   SX: () => (/* binding */ parseKeepReasons),
/* harmony export */   Sn: () => (/* binding */ setsDeprecation),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3395);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/** Rules the modes share over read settings; each adds its problem to `problems` and goes on: all reported at once. */




/** Whether a status sets a reason and a link: those that deprecate. */
const setsDeprecation = (status) => status === 'deprecated' || status === 'revoked';
/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words, keys, status) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.inputs(keys))} ${keys.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(command, status, problems, warnings, words) {
    const { reason, link } = command.settings;
    const reasonInput = (0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input('reason'));
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`${reasonInput} must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push(`${reasonInput} must not contain control characters (newlines and tabs are fine).`);
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
            ? `${reasonInput} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
            : `${reasonInput} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keepReasons', 'true')} keeps those).`);
    }
    return { reason, link };
}
/** `keepReasons`: versions already deprecated (or revoked) keep their reason and link. */
function parseKeepReasons(command, status, warnings, words) {
    const keep = command.settings.keepReasons;
    if (keep && !setsDeprecation(status))
        warnings.push(statusOnly(words, ['keepReasons'], status));
    return keep && setsDeprecation(status);
}
/** `keepLatest`: the N newest released versions are never deprecated nor revoked. */
function parseKeepLatest(command, status, warnings, words) {
    const { keepLatest } = command.settings;
    if (!setsDeprecation(status) && keepLatest > 0)
        warnings.push(statusOnly(words, ['keepLatest'], status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(key, kind, value, problems, words) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .initial */ .Vh)(words.input(key))} ${error.message}, got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(value)}.`);
        return value;
    }
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

/***/ 4322:
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
// EXTERNAL MODULE: ./src/changes/read.ts
var changes_read = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/changes/feature-set.ts
var feature_set = __webpack_require__(8566);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/address.ts
var src_address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/versions/selection.ts
var versions_selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/changes/blast-radius.ts
var blast_radius = __webpack_require__(8554);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/versions/selector.ts
var selector = __webpack_require__(7876);
// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/single/log.ts
/** The single-module mode's log lines, all in one place: inputs, state and usage read, the plan, what was held back. */









/** A version's state for the log: active, deprecated or revoked, with the reason and message. */
function stateText(v) {
    if (v.revoked === true) {
        const revocation = asDeprecation(v.revocation);
        const message = revocation !== null ? ` (revocation ${(0,report/* deprecationText */.uH)(revocation)})` : '';
        return `revoked${v.deprecation !== null ? `: ${(0,report/* deprecationText */.uH)(v.deprecation)}` : ''}${message}`;
    }
    return v.deprecation === null ? 'active' : `deprecated: ${(0,report/* deprecationText */.uH)(v.deprecation)}`;
}
/** The "Inputs" group; `releaseLink` is the release page used as the link when none was given. */
async function logSingleInputs(log, request, address, releaseLink, words) {
    const { release, status } = request;
    const changing = (0,fields/* setsDeprecation */.Sn)(status);
    const lines = [
        ['Module', `${address} (organization ${request.organization})`],
        (0,inputs_log/* serviceLine */.o2)(request),
        ['Status', status],
        ['Versions', (0,selector/* describeSelector */.r)(request.versions)],
    ];
    if (changing && request.keepLatest > 0) {
        const kept = request.keepLatest === 1 ? 'the newest release is' : `the ${request.keepLatest} newest releases are`;
        lines.push(['Keep latest', `${kept} never ${status}`]);
    }
    if (request.keepReasons)
        lines.push(['Keep reasons', `yes: a version already ${status} keeps its reason and link`]);
    if (changing && release !== undefined) {
        lines.push([
            'Release',
            release.version !== undefined
                ? `${release.version} (tag ${release.tag}) was just released and is never ${status} by this step`
                : `tag ${release.tag} names no version, so no version is protected as the release`,
        ]);
        if (releaseLink !== undefined)
            lines.push(['Link', `none given; using the release page ${releaseLink}`]);
    }
    // A check writes nothing: its "Dry run" line would only say so, unless one was asked for.
    if (status !== 'check' || request.dryRun)
        lines.push((0,inputs_log/* runOptionsLine */.i$)(request, status !== 'check'));
    lines.push((0,inputs/* usageLine */.U)(request, words));
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, lines);
}
/** The state read and the usage read, each in a group of its own. */
function readProgress(log, address) {
    return {
        state: (read) => log.group(`Read current state of ${address}`, async () => {
            // The versions list shows deprecation; revocation only the v2 module read: one request more.
            const state = await read();
            log.info(`The registry lists ${(0,src_text/* plural */.LS)(state.versions.length, 'version')}.`);
            if (!state.revocationKnown) {
                log.info('The service shows no revocation (it needs a newer release or the Premium edition).');
            }
            return state;
        }),
        usage: (read) => log.group('Read who uses each version (Explorer)', async () => {
            const usage = await read();
            if (usage !== undefined) {
                const inUse = [...usage.values()].filter((u) => u.count > 0).length;
                log.info(`${(0,src_text/* plural */.LS)(inUse, 'version')} of the module ${inUse === 1 ? 'is' : 'are'} in use in HCP Terraform workspaces.`);
            }
            return usage;
        }),
    };
}
/** The "Plan" group (or "Lifecycle status" for a check): one line per version. */
async function logPlan(log, request, plan, verb, words) {
    const { status } = request;
    if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
        log.info(`The constraint "${request.versions.constraint.text}" matches no version to ${status === 'check' ? 'check' : 'change'}.`);
    }
    await log.group(status === 'check' ? 'Lifecycle status' : 'Plan', async () => {
        // The versions `keepLatest` took out of the selection, so the log says what it protected.
        for (const kept of plan.selection.skipped.filter((s) => s.reason === 'newest-kept')) {
            const which = request.keepLatest === 1 ? 'the newest release' : `one of the ${request.keepLatest} newest releases`;
            log.info(`  ${kept.version.padEnd(12)} kept: ${which} (${words.name('keepLatest')})`);
        }
        for (const change of plan.changes) {
            const state = stateText(plan.states.find((v) => v.version === change.version) ?? { deprecation: change.before });
            const used = (0,format/* usageOf */.Fs)(plan.usage, change.version);
            const users = used !== undefined ? ` · ${(0,format/* usageText */.tx)(used)}` : '';
            const heldBack = plan.held.has(change.version) ? `, not revoked: in use (${words.name('revokeOnlyUnused')})` : '';
            log.info(status === 'check'
                ? `  ${change.version.padEnd(12)} ${state}${users}`
                : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${verb(change)}${newDeprecation(change)}${heldBack}${leftRevoked(change, status, words)}${kept(change, words)}${users}`);
        }
        for (const version of plan.missing)
            log.info(`  ${version.padEnd(12)} not in the registry`);
        if (status === 'check')
            return;
        log.info(planCounts(plan.changes, plan.missing.length));
        const revocations = plan.changes.filter(changes_plan/* updatesRevocation */.V6).length;
        const reasons = plan.changes.filter((c) => c.kind === 'update').length - revocations;
        const replaced = (n, already, what) => {
            const keeps = `${words.setting('keepReasons', 'true')} keeps them`;
            if (n > 0)
                log.info(`${(0,src_text/* plural */.LS)(n, 'version')} already ${already} ${n === 1 ? 'gets' : 'get'} this ${what} and link in place of ${n === 1 ? 'its' : 'their'} own: ${keeps}.`);
        };
        replaced(reasons, 'deprecated', 'reason');
        replaced(revocations, 'revoked', 'revocation message');
        logBlastRadius(log, plan);
    });
}
/** A revocation as a deprecation is shown: its message and link. */
const asDeprecation = (r) => r === undefined ? null : { reason: r.message, link: r.link };
/** What an update sets, after the state it replaces: ' to "New reason" (no link)'; a revoked version's new message. */
function newDeprecation(change) {
    if (change.kind !== 'update')
        return '';
    const [before, after] = (0,changes_plan/* updatesRevocation */.V6)(change)
        ? [asDeprecation(change.revocationBefore), asDeprecation(change.revocationAfter)]
        : [change.before, change.after];
    if (after === null)
        return '';
    const linkGoes = after.link === '' && (before?.link ?? '') !== '';
    return ` to ${(0,report/* deprecationText */.uH)(after)}${linkGoes ? ' (no link)' : ''}`;
}
/** Why a version with another reason is left as it is. */
const kept = (change, words) => change.keptReason === true
    ? `: keeps its ${change.revokedBefore ? 'revocation message' : 'reason'} and link (${words.name('keepReasons')})`
    : '';
/** Who uses each version the plan revokes: their runs go on with a warning; no new workspace can start. */
function logBlastRadius(log, plan) {
    const revoked = plan.changes.filter(blast_radius/* revokesAnew */.LM);
    if (revoked.length === 0)
        return;
    log.info(`Blast radius (${blast_radius/* BLAST_RADIUS_MEANING */._O}):`);
    for (const change of revoked) {
        const used = (0,format/* usageOf */.Fs)(plan.usage, change.version);
        log.info(`  ${change.version}: ${used !== undefined ? (0,format/* usageText */.tx)(used) : 'workspace usage not read'}`);
    }
}
/** Why a revoked version selected for deprecation stays as it is. */
function leftRevoked(change, status, words) {
    return status === 'deprecated' && change.kind === 'unchanged' && change.revokedBefore
        ? ` (revoked, which is deprecated and more: only ${words.status('unrevoked')} or ${words.status('undeprecated')} take it back)`
        : '';
}
/** "Plan: 1 to deprecate, 2 to revoke, 1 unchanged": only the counts that are not zero. */
function planCounts(changes, missing) {
    const n = (k) => changes.filter((c) => c.kind === k).length;
    const kinds = ['deprecate', 'update', 'revoke', 'unrevoke', 'revert'];
    const requests = changes.reduce((sum, c) => sum + c.steps.length, 0);
    const counts = [
        ...kinds.filter((kind) => n(kind) > 0).map((kind) => `${n(kind)} to ${kind}`),
        ...(n('unchanged') > 0 ? [`${n('unchanged')} unchanged`] : []),
        ...(missing > 0 ? [`${missing} missing`] : []),
    ];
    return `Plan: ${counts.length > 0 ? counts.join(', ') : 'nothing to change'}${requests > 0 ? ` (${(0,src_text/* plural */.LS)(requests, 'request')})` : ''}.`;
}

;// CONCATENATED MODULE: ./src/single/run.ts
/** The single-module mode: read the versions, select, plan, then carry out (apply, verify) or only check. */













async function run(request, deps, writeSarif) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, request.module);
    const { release } = request;
    if ((0,fields/* setsDeprecation */.Sn)(request.status) && release?.prerelease && request.onPrerelease === 'skip') {
        return { kind: 'prerelease', address, release, context: deps.context };
    }
    try {
        const { outcomes, skipped } = await execute(request, deps, address);
        if (request.sarifFile !== undefined && writeSarif !== undefined) {
            // An effect beside the outcomes: a file that cannot be written is a warning, never the verdict.
            await writeSarif(request.sarifFile, address, outcomes, request, deps.log);
        }
        return { kind: 'done', address, request, context: deps.context, outcomes, skipped };
    }
    catch (error) {
        return { kind: 'failed', address, reason: (0,errors/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error) };
    }
}
/** The target, with the release page as its link when none was given and a release started the run. */
function targetOf(request) {
    const { target, release } = request;
    if (!(0,fields/* setsDeprecation */.Sn)(request.status) || release?.url === undefined)
        return { target };
    if ((target?.to === 'deprecated' || target?.to === 'revoked') && target.link === '') {
        return { target: { ...target, link: release.url }, releaseLink: release.url };
    }
    return { target };
}
async function execute(request, deps, address) {
    const { registry, log, concurrency } = deps;
    const { release, status } = request;
    const { target, releaseLink } = targetOf(request);
    const changing = (0,fields/* setsDeprecation */.Sn)(status);
    await logSingleInputs(log, request, address, releaseLink, deps.context.words);
    // Missing versions go to the plan too, which reports them as missing.
    const rules = changing
        ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
        : {};
    const select = (versions) => {
        const names = versions.map((v) => v.version);
        return (0,versions_selection/* selectVersions */.QR)(request.versions, names, rules);
    };
    const read = await (0,changes_read/* readModule */.bH)({
        organization: request.organization,
        module: request.module,
        needsRevocation: status === 'revoked' || status === 'unrevoked',
        // A revoke compares a revocation's message and link, and a check shows them: one read per revoked version
        // selected. A check only shows the message: a version whose read fails is still reported revoked.
        ...(status === 'revoked' && { compared: (versions) => new Set(select(versions).selected) }),
        ...(status === 'check' && { shown: (versions) => new Set(select(versions).selected) }),
        usageRequired: request.revokeOnlyUnused,
    }, deps, readProgress(log, address));
    const { versions: states, usage, revocationKnown } = read;
    const selection = select(states);
    const skipped = selection.skipped.map((s) => {
        const state = states.find((v) => v.version === s.version);
        const used = (0,format/* usageOf */.Fs)(usage, s.version);
        return {
            ...s,
            state: state?.deprecation ?? null,
            ...(state?.revoked === true && { revoked: true }),
            ...(used !== undefined && { usage: used }),
        };
    });
    const planned = (0,changes_plan/* planChanges */.XA)(states, [...selection.selected, ...selection.missing], target, revocationKnown);
    const { plan, held } = holdBackUsed(planned, states, usage, target, request.revokeOnlyUnused);
    await logPlan(log, request, { ...plan, states, selection, usage, held }, carry_out/* changeVerb */.s5, deps.context.words);
    const options = {
        dryRun: request.dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        words: deps.context.words,
    };
    // A listed version the registry lacks fails the step: nothing is sent, rather than changing the others first.
    const heldBack = changing && !request.dryRun && plan.missing.length > 0
        ? `${plan.missing.join(', ')} ${plan.missing.length === 1 ? 'is' : 'are'} not in the registry, so no version was changed.`
        : undefined;
    if (heldBack !== undefined)
        log.info(`Nothing sent: ${heldBack}`);
    // The organization's plan, before the first write (src/changes/feature-set.ts).
    if (status !== 'check' && !request.dryRun && heldBack === undefined) {
        await (0,feature_set/* requireFeatures */.zi)(deps.featureSets, request.organization, [plan]);
    }
    const outcomes = status === 'check'
        ? (0,outcome/* buildOutcomes */.c)(plan, { ...options, dryRun: false })
        : heldBack !== undefined
            ? (0,outcome/* heldBackOutcomes */.IP)(plan, heldBack, options)
            : await (0,carry_out/* carryOut */.u0)(registry, request.organization, request.module, plan, { ...options, concurrency }, log);
    return { outcomes: (0,format/* withUsage */.Se)(outcomes, usage, held, deps.context.words.name('revokeOnlyUnused')), skipped };
}
/**
 * A safe revoke (`revokeOnlyUnused`): a version some workspace uses is deprecated (if active) but not revoked.
 * Returns the plan so changed, and the versions held back with their usage.
 */
function holdBackUsed(planned, states, usage, target, revokeOnlyUnused) {
    const held = new Map();
    if (!revokeOnlyUnused || target?.to !== 'revoked' || usage === undefined)
        return { plan: planned, held };
    for (const change of planned.changes) {
        const used = (0,format/* usageOf */.Fs)(usage, change.version);
        if (used !== undefined && used.count > 0 && !change.revokedBefore)
            held.set(change.version, used);
    }
    const changes = planned.changes.map((change) => {
        if (!held.has(change.version))
            return change;
        const state = states.find((v) => v.version === change.version) ?? { version: change.version, deprecation: null };
        const deprecateOnly = state.deprecation === null ? { to: 'deprecated', reason: target.reason, link: target.link } : undefined;
        return (0,changes_plan/* planVersion */.Uk)(state, deprecateOnly);
    });
    return { plan: { ...planned, changes }, held };
}


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);

/** What each value of `usage` asks for. */
const VALUES = {
    auto: 'auto',
    true: 'required',
    false: 'off',
};
/** The "Usage" line of the Inputs log group. */
function usageLine(options, words) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: `true: who uses each version, from Explorer; ${words.run} fails without it`,
        off: 'false: not read',
    }[options.usage];
    const withToken = options.usage !== 'off' && options.usageToken !== undefined;
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usageToken')})` : ''}`];
}
function parseUsageOptions(command, problems, words) {
    const { usage, usageToken } = command.settings;
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usageToken'))} must be one token, without spaces or line breaks.`);
    }
    return { usage: VALUES[usage], ...(usageToken !== '' && { usageToken }) };
}


/***/ }),

/***/ 7464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ parseConstraint),
/* harmony export */   H: () => (/* binding */ hasOperator)
/* harmony export */ });
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, read: what the terms say, checked without loading semver
 * (reading inputs needs no comparison). constraint.ts says what the terms mean and compares.
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(term))} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = (0,_version_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseVersionText */ .b)(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/**
 * What Terraform's version constraints mean, mapped onto semver's comparison (constraint-syntax.ts
 * reads them). Missing minor and patch parts count as zero. `~>` lets only the right-most given part
 * grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as
 * Terraform's module installer (go-version) reads it. As in Terraform, a prerelease matches only `=` naming it.
 */

function satisfiesTerm(version, term) {
    const cmp = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, term.version);
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
            const base = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** A user's text as these errors quote it: at most 40 characters, and `…` where it was cut. */
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/**
 * Which of the registry's versions what the user asked for (selector.ts) picks. Pure: no I/O.
 * Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */


/** Newest first, by semver; versions that are not semver sort last, as given. */
function sortNewestFirst(versions) {
    // Each version parsed once, not twice per comparison as `semver.rsort` does.
    const valid = [];
    const invalid = [];
    for (const version of versions) {
        const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
        if (parsed !== null)
            valid.push({ version, parsed });
        else
            invalid.push(version);
    }
    valid.sort((a, b) => _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compareBuild */ .qs(b.parsed, a.parsed));
    return [...valid.map((v) => v.version), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keepLatest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .valid */ .rZ(v) !== null && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .prerelease */ .Rt(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(rules.protect)?.version : undefined;
    const wanted = selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .satisfies */ .i)(v, selector.constraint));
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
            reasons.set(version, 'newest-kept');
        else
            selected.push(found);
    }
    const skipped = newestFirst
        .filter((v) => !selected.includes(byNormal.get(v)))
        .map((v) => ({ version: byNormal.get(v), reason: reasons.get(v) ?? 'not-selected' }));
    return { selected, missing, skipped };
}


/***/ }),

/***/ 7876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ parseVersionSelector),
/* harmony export */   r: () => (/* binding */ describeSelector)
/* harmony export */ });
/* harmony import */ var _constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7464);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8317);
/**
 * Which versions the user asked for: a list or a constraint, read and checked without loading
 * semver (selection.ts picks the registry's versions, comparing with semver).
 */



/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? (0,_version_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseVersionText */ .b)(text.replace(/^v/, '')) : null;
    if (parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`);
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
    const withOperator = parts.filter(_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOperator */ .H);
    if (withOperator.length === 0)
        return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
    const bare = parts.filter((p) => !(0,_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOperator */ .H)(p));
    if (bare.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`mixes bare versions (${bare.map((b) => JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`);
    }
    return { kind: 'constraint', constraint: (0,_constraint_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConstraint */ .F)(parts.join(', ')) };
}


/***/ }),

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* reexport default from dynamic */ semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   UD: () => (/* reexport default from dynamic */ semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   eR: () => (/* reexport default from dynamic */ semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default.a),
/* harmony export */   qg: () => (/* reexport default from dynamic */ semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   qs: () => (/* reexport default from dynamic */ semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   rZ: () => (/* reexport default from dynamic */ semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default.a)
/* harmony export */ });
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7648);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8511);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6353);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5714);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__);
/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */








/***/ }),

/***/ 8317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseVersionText)
/* harmony export */ });
/**
 * A version's text read as `semver.parse(text)` reads it, without loading semver, which builds
 * about 100 regular expressions as it loads: reading the inputs (where most failing runs stop) only
 * checks versions. semver's strict grammar, a leading `v` allowed; version-text.test.ts holds it
 * to semver's own answers.
 */
const NUMBER = '0|[1-9]\\d*';
const PRERELEASE_PART = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const BUILD_PART = '[a-zA-Z0-9-]+';
const STRICT = new RegExp(`^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRERELEASE_PART}(?:\\.${PRERELEASE_PART})*))?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`);
/** semver's MAX_LENGTH; each of MAJOR.MINOR.PATCH is at most Number.MAX_SAFE_INTEGER too. */
const MAX_LENGTH = 256;
/** `semver.parse(text)`'s version, or null where semver refuses the text. */
function parseVersionText(text) {
    if (text.length > MAX_LENGTH)
        return null;
    const m = STRICT.exec(text.trim());
    if (m === null)
        return null;
    const [, major = '', minor = '', patch = '', prerelease] = m;
    if ([major, minor, patch].some((part) => Number(part) > Number.MAX_SAFE_INTEGER))
        return null;
    return {
        version: `${major}.${minor}.${patch}${prerelease !== undefined ? `-${prerelease}` : ''}`,
        prerelease: prerelease !== undefined,
    };
}


/***/ })

};
