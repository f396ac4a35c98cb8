export const id = 716;
export const ids = [716];
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

/***/ 4716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/changes/carry-out.ts + 2 modules
var carry_out = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/concurrency.ts
var src_concurrency = __webpack_require__(1532);
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
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/policy/load.ts
var load = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/policy/patterns.ts
var patterns = __webpack_require__(2819);
// EXTERNAL MODULE: ./src/policy/plan.ts
var policy_plan = __webpack_require__(6055);
// EXTERNAL MODULE: ./src/usage/format.ts
var format = __webpack_require__(6348);
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
            log.info(`  ${entry.source} (line ${entry.line}): ${modules.length === 0 ? 'no module' : `${(0,src_text/* plural */.LS)(modules.length, 'module')}: ${modules.map(src_address/* moduleName */.AO).join(', ')}`}`);
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

;// CONCATENATED MODULE: ./src/policy/run.ts
/**
 * Runs a policy: one read per module (concurrently, under the shared rate limiter), a plan for all of them, then each
 * module's plan carried out exactly as the single-module mode does. A failure in one module never stops the others.
 */














const MODULES_AT_ONCE = 4;
async function run(request, deps) {
    try {
        await logPolicyInputs(deps.log, deps.context.words, request);
        const patterns = await expand(request.policy, deps);
        if (patterns.overlaps.length > 0)
            return { kind: 'overlap', request, context: deps.context, patterns };
        await preloadUsage(patterns.modules, deps);
        const modules = await runPolicy(request, patterns.modules, deps, (0,policy_plan/* utcDay */.dA)(new Date()));
        return {
            kind: 'done',
            request,
            context: deps.context,
            modules,
            ...(request.policy.patterns.length > 0 && { patterns: { taken: patterns.taken, idle: patterns.idle } }),
        };
    }
    catch (error) {
        return { kind: 'failed', request, reason: (0,errors/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error) };
    }
}
/** The patterns expanded: each organization is listed once, whole (a list that does not add up fails the run). */
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
 * An organization whose modules a pattern took (hundreds, often) has its usage read at once: Explorer is asked once,
 * not once per module. Modules listed one by one are read one by one: a few small reads beat a whole export.
 */
async function preloadUsage(modules, deps) {
    const { usage, organizationUsage } = deps;
    if (usage?.preload === undefined || organizationUsage === undefined || !usage.enabled)
        return;
    for (const { name, items } of byOrganization(modules, (m) => m.organization)) {
        const patterned = items.some((m) => m.takenBy !== undefined);
        const listed = items.map((m) => m.module);
        if (patterned && listed.length > 1)
            await usage.preload(name, listed, organizationUsage);
    }
}
/** Items per organization (compared without case, named as first written), in the order first met. */
function byOrganization(items, organization) {
    const groups = new Map();
    for (const item of items) {
        const name = organization(item);
        const group = groups.get(name.toLowerCase()) ?? { name, items: [] };
        group.items.push(item);
        groups.set(name.toLowerCase(), group);
    }
    return [...groups.values()];
}
/** Every module read and planned, then carried out; `today` (UTC) dates scheduled revocations. */
async function runPolicy(request, modules, deps, today) {
    const { dryRun } = request;
    const { log, registry, concurrency } = deps;
    const planned = await log.group(`Read ${(0,src_text/* plural */.LS)(modules.length, 'module')}`, () => (0,src_concurrency/* mapConcurrent */._)(modules, concurrency, (entry) => readAndPlan(request, deps, entry, today)));
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
    // Modules run side by side, but the runner's log groups cannot nest or interleave: each module's lines are kept
    // and written as one group, in the policy file's order, once the modules before it are written.
    const options = {
        dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        concurrency,
        words: deps.context.words,
    };
    const writer = new OrderedGroups(log);
    return (0,src_concurrency/* mapConcurrent */._)(planned.map((result, index) => ({ result, index })), MODULES_AT_ONCE, async ({ result, index }) => {
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
                    outcomes: (0,format/* withUsage */.Se)(missingNamed(outcomes, result.entry), result.usage, result.plan.held, `the rule's \`${load/* ONLY_UNUSED */.EG}: true\``),
                };
            }
            catch (error) {
                const message = (0,src_text/* errorMessage */.gJ)(error);
                buffered.info(`✗ ${message}`);
                outcome = { ...result, error: message, ...((0,errors/* isTransient */.dg)(error) && { transient: true }) };
            }
        }
        // A module with nothing to change logs nothing: the plan already said so.
        await writer.done(index, result.address, buffered.lines);
        return outcome;
    });
}
/** Each organization's feature set, for the plans of its modules: one read per organization. */
async function requirePolicyFeatures(planned, deps) {
    const withPlan = planned.filter((r) => r.plan !== undefined);
    for (const { name, items } of byOrganization(withPlan, (r) => r.entry.organization)) {
        const plans = items.flatMap((r) => r.plan ?? []);
        await (0,feature_set/* requireFeatures */.zi)(deps.featureSets, name, plans);
    }
}
/** One module read (state, revocation, usage) and planned; a failure is the module's alone. */
async function readAndPlan(request, deps, entry, today) {
    const address = (0,src_address/* formatModuleAddress */.wc)(request.service.host, entry.module);
    try {
        const read = await (0,changes_read/* readModule */.bH)({
            organization: entry.organization,
            module: entry.module,
            needsRevocation: entry.rules.some((r) => (0,policy_plan/* revokesNow */.qC)(r, today)),
            // A revoked version a rule revokes today is compared by its message, and one the plan
            // takes out of revocation shows the message that goes away: one read each.
            compared: (versions) => (0,policy_plan/* revocationsToRead */.pX)(entry, versions, today).compared,
            shown: (versions) => (0,policy_plan/* revocationsToRead */.pX)(entry, versions, today).shown,
            // Usage, when `usage` allows (and always for a rule that revokes today only what is unused).
            usageRequired: (0,policy_plan/* needsUsage */.hC)(entry, today),
        }, deps);
        moduleRead(deps.log, address, read.versions.length);
        const plan = (0,policy_plan/* planModule */.ah)(entry, read.versions, today, read.revocationKnown, read.usage);
        return { entry, address, plan, ...(read.usage !== undefined && { usage: read.usage }), outcomes: [] };
    }
    catch (error) {
        const message = (0,src_text/* errorMessage */.gJ)(error);
        moduleUnread(deps.log, address, message);
        const noRevocation = (0,errors/* failureReasonOf */.M3)(error, 'service-error') === 'revocation-unavailable';
        return {
            entry,
            address,
            outcomes: [],
            error: message,
            ...(noRevocation && { noRevocation: true }),
            ...((0,errors/* isTransient */.dg)(error) && { transient: true }),
        };
    }
}
/** A missing version's error names the rule that names it, not the `version` input. */
function missingNamed(outcomes, entry) {
    const lines = (0,policy_plan/* missingVersions */.Ie)(entry, []);
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
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usageToken')})` : ''}`];
}
function parseUsageOptions(command, problems, words) {
    const { usage, usageToken } = command.settings;
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usageToken'))} must be one token, without spaces or line breaks.`);
    }
    return { usage: VALUES[usage], ...(usageToken !== '' && { usageToken }) };
}


/***/ })

};
