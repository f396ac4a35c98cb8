export const id = 867;
export const ids = [867];
export const modules = {

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


/**
 * How long past the deadline a read may still retry: the last read lands at the deadline (and
 * with `verifyTimeout: 0` the first does), and one transient error there should not end it.
 */
const READ_GRACE_MS = 2_000;
async function verifyChanges(
/** One read of the module; given the deadline, so that a failing read does not retry past it. */
readVersions, expected, options) {
    const verified = new Map([...expected.keys()].map((v) => [v, false]));
    const lastSeen = new Map();
    const deadline = Date.now() + options.timeoutMs;
    let interval = options.intervalMs ?? 500;
    let lastError;
    for (let attempt = 1;; attempt++) {
        try {
            const states = await readVersions({ deadline: Math.max(deadline, Date.now() + READ_GRACE_MS) });
            lastError = undefined;
            for (const state of states) {
                lastSeen.set(state.version, state);
                const want = expected.get(state.version);
                if (want === undefined)
                    continue;
                if ((0,changes_plan/* shows */.L7)(state, want))
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
        interval = Math.min(interval * 2, options.maxIntervalMs ?? 4_000);
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
    const base = {
        verify: options.verify,
        verifyTimeoutMs: options.verifyTimeoutMs,
        words: options.words,
    };
    if (options.dryRun || toSend.length === 0) {
        if (options.dryRun && toSend.length > 0)
            log.info('Dry run: no change sent.');
        return (0,outcome/* buildOutcomes */.c)(plan, { ...base, dryRun: options.dryRun });
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
    return (0,outcome/* buildOutcomes */.c)(plan, { ...base, dryRun: false, applied, ...(reads !== undefined && { reads }) });
}


/***/ }),

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
 * Reads a module's whole state: the registry read API's versions list (deprecation) and the v2
 * module read (which versions are revoked); then, for the revoked versions whose
 * message matters, the one-version read. Used to plan, and again to verify.
 */


const QUIET = { state: (read) => read(), usage: (read) => read() };
/**
 * The read every writing mode starts with, in order: versions and revocation, the refusal when
 * the service has no revocation, who uses each version (when `usage` allows), then the details
 * of the revoked versions asked for.
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
 * The given versions with the message and link of their revocation, one read per revoked
 * version among `wanted`, several at a time. With `bestEffort` (details only shown),
 * a version whose read fails stays revoked without them; otherwise the failure is the step's.
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

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/**
 * What Terraform's version constraints mean, mapped onto semver (constraint-syntax.ts reads them,
 * without semver). Only the mapping is ours: comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
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

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* reexport default from dynamic */ semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5___default.a),
/* harmony export */   UD: () => (/* reexport default from dynamic */ semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   eR: () => (/* reexport default from dynamic */ semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   qg: () => (/* reexport default from dynamic */ semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   qs: () => (/* reexport default from dynamic */ semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   rZ: () => (/* reexport default from dynamic */ semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6___default.a)
/* harmony export */ });
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7648);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6599);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8511);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_major_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6353);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5714);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_6__);
/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */









/***/ })

};
