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
 * The organization's plan, read before the first write: on HCP Terraform a run that would
 * deprecate or revoke reads the current feature set first, and when it lacks what the plans need
 * the run fails before any request that changes something, naming what is missing, instead of
 * failing half-way through. Where the service has no such endpoint (Terraform Enterprise) or the
 * set does not say, the run goes on as before and the first write's answer tells.
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
/**
 * Reads the organization's current feature set when the plans would write, and throws a
 * FeatureSetError when it lacks what they need. A read that fails is no answer: the run goes on,
 * as where the service has no feature sets.
 */
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

/***/ 3465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(866);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _safe_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8196);



/** `where` says where every finding is, past what the log holds, e.g. "Every call is in `gate-result.json`…". */
async function writeSarifFile(file, draft, log, where) {
    const { log: sarif, omitted } = draft;
    try {
        await (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileSafely */ .kv)(file.file, `${JSON.stringify(sarif, null, 2)}\n`, file);
        const results = sarif.runs[0]?.results?.length ?? 0;
        log.info(`Wrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(results, 'result')} for code scanning to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showFile */ .II)(file.file)}`);
    }
    catch (error) {
        log.warning(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)} No SARIF file was written: the verdict stands, and an upload step will find no file.`);
    }
    const { unplaced } = draft;
    if (unplaced !== undefined && unplaced.results > 0) {
        log.warning(`The SARIF file leaves out ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unplaced.results, 'result')}: ${unplaced.why}. Code scanning refuses a whole upload for one result without a location in the repository. ${where}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
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
// EXTERNAL MODULE: ./src/versions/selection.ts
var versions_selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/changes/blast-radius.ts
var blast_radius = __webpack_require__(8554);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/single/log.ts








/** A version's state for the log: active, deprecated or revoked, with the reason and message. */
function stateText(v) {
    if (v.revoked === true) {
        const message = v.revocation !== undefined
            ? ` (revocation ${(0,report/* deprecationText */.uH)({ reason: v.revocation.message, link: v.revocation.link })})`
            : '';
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
        ['Versions', (0,versions_selection/* describeSelector */.r5)(request.versions)],
    ];
    if (changing && request.keepLatest > 0) {
        const kept = request.keepLatest === 1 ? 'the newest release is' : `the ${request.keepLatest} newest releases are`;
        lines.push(['Keep latest', `${kept} never ${status}`]);
    }
    if (request.keepReasons) {
        lines.push(['Keep reasons', `yes: a version already ${status} keeps its reason and link`]);
    }
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
        // The versions `keep-latest` took out of the selection, so the log says what it protected.
        for (const kept of plan.selection.skipped.filter((s) => s.reason === 'keep-latest')) {
            const which = request.keepLatest === 1 ? 'the newest release' : `one of the ${request.keepLatest} newest releases`;
            log.info(`  ${kept.version.padEnd(12)} kept: ${which} (${words.name('keep-latest')})`);
        }
        for (const change of plan.changes) {
            const state = stateText(plan.states.find((v) => v.version === change.version) ?? { deprecation: change.before });
            const used = (0,format/* usageOf */.Fs)(plan.usage, change.version);
            const users = used !== undefined ? ` · ${(0,format/* usageText */.tx)(used)}` : '';
            const heldBack = plan.held.has(change.version)
                ? `, not revoked: in use (${words.name('revoke-only-unused')})`
                : '';
            log.info(status === 'check'
                ? `  ${change.version.padEnd(12)} ${state}${users}`
                : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${verb(change)}${newDeprecation(change)}${heldBack}${leftRevoked(change, status)}${kept(change)}${users}`);
        }
        for (const version of plan.missing)
            log.info(`  ${version.padEnd(12)} not in the registry`);
        if (status === 'check')
            return;
        log.info(planCounts(plan.changes, plan.missing.length));
        const replaced = plan.changes.filter((c) => c.kind === 'update').length;
        if (replaced > 0) {
            log.info(`${(0,src_text/* plural */.LS)(replaced, 'version')} already deprecated ${replaced === 1 ? 'gets' : 'get'} this reason and link in place of ${replaced === 1 ? 'its' : 'their'} own: \`keep-reasons: true\` keeps them.`);
        }
        logBlastRadius(log, plan);
    });
}
/** What an update sets, after the state it replaces: ' to "New reason" (no link)'. */
function newDeprecation(change) {
    if (change.kind !== 'update' || change.after === null)
        return '';
    const linkGoes = change.after.link === '' && (change.before?.link ?? '') !== '';
    return ` to ${(0,report/* deprecationText */.uH)(change.after)}${linkGoes ? ' (no link)' : ''}`;
}
/** Why a version with another reason is left as it is. */
const kept = (change) => change.keptReason === true
    ? `: keeps its ${change.revokedBefore ? 'revocation message' : 'reason'} and link (\`keep-reasons\`)`
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
function leftRevoked(change, status) {
    return status === 'deprecated' && change.kind === 'unchanged' && change.revokedBefore
        ? ' (revoked, which is deprecated and more: only `unrevoked` or `undeprecated` take it back)'
        : '';
}
/** "Plan: 1 to deprecate, 2 to revoke, 1 unchanged": only the counts that are not zero. */
function planCounts(changes, missing) {
    const n = (k) => changes.filter((c) => c.kind === k).length;
    const parts = [
        ['deprecate', 'to deprecate'],
        ['update', 'to update'],
        ['revoke', 'to revoke'],
        ['unrevoke', 'to unrevoke'],
        ['revert', 'to revert'],
    ]
        .filter(([kind]) => n(kind) > 0)
        .map(([kind, label]) => `${n(kind)} ${label}`);
    const requests = changes.reduce((sum, c) => sum + c.steps.length, 0);
    const counts = [
        ...parts,
        ...(n('unchanged') > 0 ? [`${n('unchanged')} unchanged`] : []),
        ...(missing > 0 ? [`${missing} missing`] : []),
    ];
    return `Plan: ${counts.length > 0 ? counts.join(', ') : 'nothing to change'}${requests > 0 ? ` (${(0,src_text/* plural */.LS)(requests, 'request')})` : ''}.`;
}

// EXTERNAL MODULE: ./src/files/sarif-file.ts
var sarif_file = __webpack_require__(3465);
// EXTERNAL MODULE: ./src/single/sarif.ts
var sarif = __webpack_require__(3189);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/single/run.ts
/**
 * The single-module mode: read the module's versions, select the ones asked for, plan, then
 * carry the plan out (apply, verify) or only check; one outcome per version.
 */















async function run(request, deps) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, request.module);
    const { release } = request;
    if ((0,fields/* setsDeprecation */.Sn)(request.status) && release?.prerelease && request.onPrerelease === 'skip') {
        return { kind: 'prerelease', address, release };
    }
    try {
        const { outcomes, skipped } = await execute(request, deps, address);
        if (request.sarifFile !== undefined) {
            // An effect beside the outcomes: a file that cannot be written is a warning, never the verdict.
            await (0,sarif_file/* writeSarifFile */.V)(request.sarifFile, (0,sarif/* checkSarif */.G2)(address, outcomes, request), deps.log, `Every version is in ${report/* RESULT_OUTPUT */.A1}.`);
        }
        return { kind: 'done', address, request, context: deps.context, outcomes, skipped };
    }
    catch (error) {
        return { kind: 'failed', address, reason: (0,report/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error) };
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
    await logSingleInputs(log, request, address, releaseLink, (0,wording/* wordsOf */.Z9)(deps.context));
    // Missing versions go to the plan too, which reports them as missing.
    const rules = changing
        ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
        : {};
    const select = (versions) => (0,versions_selection/* selectVersions */.QR)(request.versions, versions.map((v) => v.version), rules);
    const read = await (0,changes_read/* readModule */.bH)({
        organization: request.organization,
        module: request.module,
        needsRevocation: status === 'revoked' || status === 'unrevoked',
        // A revoke compares the message and link of a revocation, and a check shows them: one read
        // per revoked version among those selected. A check only shows the message: a version whose
        // read fails is still reported revoked.
        ...((status === 'revoked' || status === 'check') && {
            details: (versions) => new Set(select(versions).selected),
        }),
        bestEffort: status === 'check',
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
    await logPlan(log, request, { ...plan, states, selection, usage, held }, carry_out/* changeVerb */.s5, (0,wording/* wordsOf */.Z9)(deps.context));
    const options = {
        dryRun: request.dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        words: (0,wording/* wordsOf */.Z9)(deps.context),
    };
    // A listed version the registry lacks fails the step whatever else happens: nothing is sent,
    // rather than changing the other versions first.
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
    return { outcomes: (0,format/* withUsage */.Se)(outcomes, usage, held, (0,wording/* wordsOf */.Z9)(deps.context).name('revoke-only-unused')), skipped };
}
/**
 * A safe revoke (`revoke-only-unused`): a version some workspace uses is deprecated (if active)
 * but not revoked. Returns the plan so changed, and the versions held back with their usage.
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


/***/ })

};
