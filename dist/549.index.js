export const id = 549;
export const ids = [549];
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

/***/ 3549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var changes_concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/changes/outcome.ts
var changes_outcome = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/changes/read.ts
var changes_read = __webpack_require__(4885);
// EXTERNAL MODULE: ./src/changes/feature-set.ts
var feature_set = __webpack_require__(8566);
// EXTERNAL MODULE: ./src/address.ts
var src_address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/policy/patterns.ts
var patterns = __webpack_require__(2819);
// EXTERNAL MODULE: ./src/versions/semver.ts
var semver = __webpack_require__(3541);
// EXTERNAL MODULE: ./src/changes/plan.ts
var plan = __webpack_require__(2314);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(735);
;// CONCATENATED MODULE: ./src/policy/plan.ts
/**
 * What a policy asks of one module: per version deprecate, update, revoke (now, or from the day a
 * rule's schedule names), unrevoke or revert (both only with `prune`), or leave unchanged. Pure:
 * the module's current versions and today's date in, a plan out.
 */





/** The rules of a module that match versions but take none (see `IdleRule`). */
function idleRules(entry, newestFirst, coverage) {
    return entry.rules.flatMap((rule, index) => {
        const versions = [];
        for (const version of newestFirst) {
            if (!(0,constraint/* satisfies */.i)(version, rule.versions))
                continue;
            const c = coverage.get(version);
            if (typeof c === 'object' && c.rule === index)
                return [];
            // A version this rule satisfies is covered: by an earlier rule, or kept.
            versions.push({ version, takenBy: typeof c === 'object' ? c.rule : 'keep-latest' });
        }
        if (versions.length === 0)
            return [];
        const exact = rule.versions.terms.every((t) => t.operator === '=');
        return versions.some((v) => v.takenBy !== 'keep-latest') || exact ? [{ rule: index, versions }] : [];
    });
}
/** Whether a module's rules need usage today: an `only-unused` rule that revokes now. */
function needsUsage(entry, today) {
    return entry.rules.some((r) => r.onlyUnused && revokesNow(r, today));
}
/** Today in UTC as `YYYY-MM-DD`, the form `revoke-on` is written in. */
const utcDay = (now) => now.toISOString().slice(0, 10);
/** Whole days from `today` to `day`, both `YYYY-MM-DD`. */
function daysBetween(today, day) {
    return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
/** Whether a rule revokes its versions on `today`: `status: revoked`, or its day has come. */
function revokesNow(rule, today) {
    return rule.status === 'revoked' || (rule.revokeOn !== undefined && rule.revokeOn <= today);
}
/** The rule covering each version, or why none does. */
function cover(entry, newestFirst, today) {
    const kept = (0,selection/* newestReleased */.eC)(newestFirst, entry.keepLatest);
    const coverage = new Map();
    for (const version of newestFirst) {
        const index = kept.has(version) ? -1 : entry.rules.findIndex((r) => (0,constraint/* satisfies */.i)(version, r.versions));
        const rule = entry.rules[index];
        if (rule === undefined) {
            coverage.set(version, kept.has(version) ? 'keep-latest' : 'uncovered');
        }
        else if (rule.revokeOn !== undefined && !revokesNow(rule, today)) {
            coverage.set(version, {
                rule: index,
                revokeOn: rule.revokeOn,
                daysLeft: daysBetween(today, rule.revokeOn),
                ...(rule.onlyUnused && { onlyUnused: true }),
            });
        }
        else {
            coverage.set(version, { rule: index });
        }
    }
    return coverage;
}
/**
 * The revoked versions a rule revokes today: their revocation's message must be read to tell
 * whether it already says what the rule says.
 */
function revocationsToCompare(entry, current, today) {
    const coverage = cover(entry, (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version)), today);
    return current
        .filter((v) => {
        const c = coverage.get(v.version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        return v.revoked === true && rule !== undefined && revokesNow(rule, today);
    })
        .map((v) => v.version);
}
function planModule(entry, current, today, revocationKnown = current.some((v) => v.revoked !== undefined), usage) {
    const held = new Map();
    const newestFirst = (0,selection/* sortNewestFirst */.BP)(current.map((v) => v.version));
    const byVersion = new Map(current.map((v) => [v.version, v]));
    const coverage = cover(entry, newestFirst, today);
    const changes = newestFirst.map((version) => {
        const state = byVersion.get(version) ?? { version, deprecation: null };
        const c = coverage.get(version);
        const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
        let target;
        const used = (0,format/* usageOf */.Fs)(usage, version);
        if (rule !== undefined &&
            revokesNow(rule, today) &&
            rule.onlyUnused &&
            state.revoked !== true &&
            (used?.count ?? 0) > 0) {
            // A safe revoke: a version some workspace uses is deprecated but not revoked.
            held.set(version, used);
            target = { to: 'deprecated', reason: rule.reason, link: rule.link };
        }
        else if (rule !== undefined) {
            target = revokesNow(rule, today)
                ? { to: 'revoked', reason: rule.reason, link: rule.link }
                : // With prune, a revocation no rule asks for (yet) is taken back to deprecated.
                    { to: 'deprecated', reason: rule.reason, link: rule.link, unrevoke: entry.prune };
        }
        else {
            // Without prune, a deprecation or revocation no rule covers is someone else's: leave it alone.
            target = entry.prune ? { to: 'active' } : undefined;
        }
        return (0,plan/* planVersion */.Uk)(state, target);
    });
    return {
        changes,
        missing: [...missingVersions(entry, newestFirst).keys()],
        coverage,
        revocationKnown,
        held,
        idle: idleRules(entry, newestFirst, coverage),
        kept: newestFirst.filter((v) => coverage.get(v) === 'keep-latest' && entry.rules.some((r) => (0,constraint/* satisfies */.i)(v, r.versions))),
    };
}
/**
 * The versions a rule names exactly (every term `=`, as in "= 1.3.0") that the registry does not
 * list, each with the line of the rule that names it: a typo, known before any write.
 */
function missingVersions(entry, listed) {
    const have = new Set(listed.map((v) => semver/* valid */.rZ(v) ?? v));
    const missing = new Map();
    for (const rule of entry.rules) {
        if (!rule.versions.terms.every((t) => t.operator === '='))
            continue;
        for (const { version } of rule.versions.terms) {
            if (!have.has(version) && !missing.has(version))
                missing.set(version, rule.line);
        }
    }
    return missing;
}

// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/policy/format.ts
var policy_format = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/policy/log.ts




async function logPolicyInputs(log, words, request) {
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        ['Policy', `${request.policyFile} (${entriesText(request.policy)})`],
        (0,inputs_log/* serviceLine */.o2)(request),
        (0,inputs_log/* runOptionsLine */.i$)(request),
        (0,inputs/* usageLine */.U)(request, words),
    ]);
}
/** "3 modules", "1 module, 2 patterns". */
const entriesText = (policy) => [
    ...(policy.modules.length > 0 || policy.patterns.length === 0 ? [(0,src_text/* plural */.LS)(policy.modules.length, 'module')] : []),
    ...(policy.patterns.length > 0 ? [(0,src_text/* plural */.LS)(policy.patterns.length, 'pattern')] : []),
].join(', ');
/** What each pattern took, after the organization's modules were listed. */
async function logPatterns(log, expansion) {
    await log.group(`Expand ${(0,src_text/* plural */.LS)(expansion.taken.length, 'pattern')}`, async () => {
        for (const { entry, modules } of expansion.taken) {
            log.info(`  ${entry.source} (line ${entry.line}): ${modules.length === 0 ? 'no module' : `${(0,src_text/* plural */.LS)(modules.length, 'module')}: ${modules.map((m) => `${m.namespace}/${m.name}/${m.provider}`).join(', ')}`}`);
        }
    });
}
/** One line per module read: its versions, or why it could not be read. */
const moduleRead = (log, address, versions) => log.info(`  ${address}: ${versions} versions`);
const moduleUnread = (log, address, message) => log.info(`  ${address}: ✗ ${message}`);
async function logPlan(log, planned, heldBack) {
    await log.group('Plan', async () => {
        for (const line of (0,policy_format/* formatPlan */.nT)(planned))
            log.info(line);
    });
    if (heldBack !== undefined)
        log.info(`Nothing sent: ${heldBack}`);
}
/**
 * Writes buffered groups in a fixed order, each whole: a group waits for those before it, and
 * one write runs at a time, since the runner's `group` yields while its body runs.
 */
class OrderedGroups {
    ready = new Map();
    next = 0;
    writing = Promise.resolve();
    log;
    constructor(log) {
        this.log = log;
    }
    done(index, title, lines) {
        this.ready.set(index, { title, lines });
        this.writing = this.writing.then(() => this.flush());
        return this.writing;
    }
    async flush() {
        for (let group = this.ready.get(this.next); group !== undefined; group = this.ready.get(this.next)) {
            this.ready.delete(this.next);
            this.next++;
            if (group.lines.length === 0)
                continue;
            const { lines } = group;
            await this.log.group(group.title, async () => {
                for (const line of lines)
                    this.log.info(line);
            });
        }
    }
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

// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/policy/run.ts
/**
 * Runs a policy: one read per module (concurrently, under the shared rate limiter), a plan for
 * all of them, then each module's plan carried out exactly as the single-module mode does. A
 * failure in one module never stops the others.
 */













const MODULES_AT_ONCE = 4;
async function run(request, deps) {
    try {
        await logPolicyInputs(deps.log, (0,wording/* wordsOf */.Z9)(deps.context), request);
        const patterns = await expand(request.policy, deps);
        if (patterns.overlaps.length > 0)
            return { kind: 'overlap', request, context: deps.context, patterns };
        await preloadUsage(patterns.modules, deps);
        const modules = await runPolicy(request, patterns.modules, deps, utcDay(new Date()));
        return {
            kind: 'done',
            request,
            context: deps.context,
            modules,
            ...(request.policy.patterns.length > 0 && { patterns: { taken: patterns.taken, idle: patterns.idle } }),
        };
    }
    catch (error) {
        return { kind: 'failed', request, reason: (0,report/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error) };
    }
}
/**
 * The policy's modules with its patterns expanded: each organization a pattern names is listed
 * once, whole (a list that does not add up fails the run rather than leave a module out).
 */
async function expand(policy, deps) {
    if (policy.patterns.length === 0)
        return (0,patterns/* expandPatterns */.qL)(policy.modules, [], () => []);
    const lister = deps.moduleList;
    if (lister === undefined)
        throw new Error('the policy has patterns, but this run cannot list modules');
    const listed = new Map();
    for (const { organization } of policy.patterns) {
        const key = organization.toLowerCase();
        if (listed.has(key))
            continue;
        const modules = await lister.listModules(organization);
        deps.log.info(`The private registry of ${organization} lists ${(0,src_text/* plural */.LS)(modules.length, 'module')}.`);
        listed.set(key, modules);
    }
    const expansion = (0,patterns/* expandPatterns */.qL)(policy.modules, policy.patterns, (o) => listed.get(o.toLowerCase()) ?? []);
    await logPatterns(deps.log, expansion);
    return expansion;
}
/**
 * An organization whose modules a pattern took (hundreds, often) has its usage read at once, so a
 * plan over every module of an organization asks Explorer once, not once per module. Modules
 * listed one by one are read one by one, as ever: a few small reads beat a whole export.
 */
async function preloadUsage(modules, deps) {
    const { usage, organizationUsage } = deps;
    if (usage?.preload === undefined || organizationUsage === undefined || !usage.enabled)
        return;
    const byOrganization = new Map();
    for (const entry of modules) {
        const key = entry.organization.toLowerCase();
        const group = byOrganization.get(key) ?? { name: entry.organization, modules: [], patterned: false };
        group.modules.push(entry.module);
        group.patterned ||= entry.takenBy !== undefined;
        byOrganization.set(key, group);
    }
    for (const { name, modules: listed, patterned } of byOrganization.values()) {
        if (patterned && listed.length > 1)
            await usage.preload(name, listed, organizationUsage);
    }
}
/** Every module read and planned, then carried out; `today` (UTC) dates scheduled revocations. */
async function runPolicy(request, modules, deps, today) {
    const { dryRun } = request;
    const { log, registry, concurrency } = deps;
    const planned = await log.group(`Read ${(0,src_text/* plural */.LS)(modules.length, 'module')}`, () => (0,changes_concurrency/* mapConcurrent */._)(modules, concurrency, (entry) => readAndPlan(request, deps, entry, today)));
    // A rule naming a version the registry lacks fails the run whatever else happens: nothing is
    // sent in the whole run, rather than changing the other modules and versions first.
    const missing = planned.flatMap((r) => (r.plan?.missing ?? []).map((v) => `${r.address} ${v}`));
    const heldBack = !dryRun && missing.length > 0
        ? `the policy names ${missing.join(', ')}, which the registry does not list, so no version was changed.`
        : undefined;
    await logPlan(log, planned, heldBack);
    // The organizations' plans, before the first write (src/changes/feature-set.ts).
    if (!dryRun && heldBack === undefined)
        await requirePolicyFeatures(planned, deps);
    // Modules run side by side, but the runner's log groups cannot nest or interleave: each
    // module's lines are kept and written as one group, in the policy file's order, as soon as the
    // modules before it are written.
    const options = {
        dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        concurrency,
        words: (0,wording/* wordsOf */.Z9)(deps.context),
    };
    const writer = new OrderedGroups(log);
    return (0,changes_concurrency/* mapConcurrent */._)(planned.map((result, index) => ({ result, index })), MODULES_AT_ONCE, async ({ result, index }) => {
        const buffered = new BufferedLog();
        let outcome = result;
        if (result.plan !== undefined) {
            const { organization, module } = result.entry;
            try {
                const outcomes = heldBack !== undefined
                    ? (0,changes_outcome/* heldBackOutcomes */.IP)(result.plan, heldBack, options)
                    : await (0,carry_out/* carryOut */.u0)(registry, organization, module, result.plan, options, buffered);
                outcome = {
                    ...result,
                    outcomes: (0,format/* withUsage */.Se)(missingNamed(outcomes, result.entry), result.usage, result.plan.held, "the rule's `only-unused: true`"),
                };
            }
            catch (error) {
                const message = (0,src_text/* errorMessage */.gJ)(error);
                buffered.info(`✗ ${message}`);
                outcome = { ...result, error: message, ...((0,report/* isTransient */.dg)(error) && { transient: true }) };
            }
        }
        // A module with nothing to change logs nothing: the plan already said so.
        await writer.done(index, result.address, buffered.lines);
        return outcome;
    });
}
/** Each organization's feature set, for the plans of its modules: one read per organization. */
async function requirePolicyFeatures(planned, deps) {
    const byOrganization = new Map();
    for (const { entry, plan } of planned) {
        if (plan === undefined)
            continue;
        const group = byOrganization.get(entry.organization.toLowerCase()) ?? { name: entry.organization, plans: [] };
        group.plans.push(plan);
        byOrganization.set(entry.organization.toLowerCase(), group);
    }
    for (const { name, plans } of byOrganization.values())
        await (0,feature_set/* requireFeatures */.zi)(deps.featureSets, name, plans);
}
/** One module read (state, revocation, usage) and planned; a failure is the module's alone. */
async function readAndPlan(request, deps, entry, today) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, entry.module);
    try {
        const read = await (0,changes_read/* readModule */.bH)({
            organization: entry.organization,
            module: entry.module,
            needsRevocation: entry.rules.some((r) => revokesNow(r, today)),
            // A revoked version a rule revokes today is compared by its message: one read each.
            details: (versions) => new Set(revocationsToCompare(entry, versions, today)),
            // Usage, when `usage` allows (and always for an `only-unused` rule that revokes today).
            usageRequired: needsUsage(entry, today),
        }, deps);
        moduleRead(deps.log, address, read.versions.length);
        const plan = planModule(entry, read.versions, today, read.revocationKnown, read.usage);
        return { entry, address, plan, ...(read.usage !== undefined && { usage: read.usage }), outcomes: [] };
    }
    catch (error) {
        const message = (0,src_text/* errorMessage */.gJ)(error);
        moduleUnread(deps.log, address, message);
        const noRevocation = (0,report/* failureReasonOf */.M3)(error, 'service-error') === 'revocation-unavailable';
        return {
            entry,
            address,
            outcomes: [],
            error: message,
            ...(noRevocation && { noRevocation: true }),
            ...((0,report/* isTransient */.dg)(error) && { transient: true }),
        };
    }
}
/** A missing version's error names the rule that names it, not the `version` input. */
function missingNamed(outcomes, entry) {
    const lines = missingVersions(entry, []);
    return outcomes.map((o) => o.kind === 'missing'
        ? {
            ...o,
            error: `Version ${o.version}, named by the rule on line ${lines.get(o.version) ?? entry.line}, is not in the registry's version list for this module: correct or remove the rule.`,
        }
        : o);
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
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usage-token')})` : ''}`];
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

/***/ 735:
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
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
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
            reasons.set(version, 'keep-latest');
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
/* harmony export */   Rt: () => (/* reexport default from dynamic */ semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   UD: () => (/* reexport default from dynamic */ semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   eR: () => (/* reexport default from dynamic */ semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default.a),
/* harmony export */   qg: () => (/* reexport default from dynamic */ semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   qs: () => (/* reexport default from dynamic */ semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   rZ: () => (/* reexport default from dynamic */ semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default.a)
/* harmony export */ });
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8469);
/* harmony import */ var semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7648);
/* harmony import */ var semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_compare_build_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6599);
/* harmony import */ var semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(semver_functions_gt_js__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8511);
/* harmony import */ var semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_major_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6353);
/* harmony import */ var semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_parse_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5714);
/* harmony import */ var semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_prerelease_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_5__);
/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */









/***/ })

};
