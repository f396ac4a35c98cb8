export const id = 444;
export const ids = [444];
export const modules = {

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

/***/ 9877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ burndown),
/* harmony export */   h: () => (/* binding */ shownTime)
/* harmony export */ });
/* harmony import */ var _data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/**
 * The burn-down: uses of retired versions in the previous report and now, over the modules both reports read (so
 * another scope never makes a migration up); who moved off, told from who stays on a version no longer retired; and
 * the earlier runs' counts for the chart. Pure.
 */

const sameScope = (a, b) => JSON.stringify([...a.patterns].map((p) => p.toLowerCase()).sort()) ===
    JSON.stringify([...b.patterns].map((p) => p.toLowerCase()).sort());
function burndown(previous, current) {
    const previousScope = previous.scope ?? _data_js__WEBPACK_IMPORTED_MODULE_0__/* .WHOLE_ORGANIZATION */ .E2;
    const scopeDiffers = !sameScope(previousScope, current.scope);
    const key = (module) => module.toLowerCase();
    const before = new Map(previous.modules.map((m) => [key(m.module), m]));
    const after = new Map(current.modules.map((m) => [key(m.module), m]));
    const usageMissing = previous.usage === 'unread' ? 'previous' : current.usage === 'unread' ? 'current' : undefined;
    const modules = [];
    if (usageMissing === undefined) {
        for (const [name, now] of after) {
            const then = before.get(name);
            if (then === undefined)
                continue;
            const compared = compareModule(now.module, then, now);
            if (compared.then > 0 || compared.now > 0)
                modules.push(compared);
        }
    }
    modules.sort((a, b) => b.now - a.now || b.then - a.then || a.module.localeCompare(b.module));
    // Earlier runs of the same scope, in date order; one count per instant (the report's own last).
    const at = (p) => Date.parse(p.at);
    const own = previous.usage === 'unread' ? [] : [(0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .historyPoint */ .jQ)(previous.generatedAt, previous)];
    const byInstant = new Map();
    for (const p of scopeDiffers ? [] : [...previous.history, ...own])
        byInstant.set(at(p), p);
    const points = [...byInstant.values()].sort((a, b) => at(a) - at(b));
    const thisRun = Date.parse(current.generatedAt);
    return {
        previousAt: previous.generatedAt,
        previousScope,
        scopeAssumed: previous.scope === undefined,
        scopeDiffers,
        ...(usageMissing !== undefined && { usageMissing }),
        onlyThen: onlyIn(before, after),
        onlyNow: onlyIn(after, before),
        history: points.filter((p) => at(p) <= thisRun).slice(-_data_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_RUNS */ .eZ),
        future: points.filter((p) => at(p) > thisRun),
        then: modules.reduce((n, m) => n + m.then, 0),
        now: modules.reduce((n, m) => n + m.now, 0),
        modules,
    };
}
/** The modules of `a` that `b` lacks, by name, sorted. */
function onlyIn(a, b) {
    return [...a]
        .filter(([name]) => !b.has(name))
        .map(([, m]) => m.module)
        .sort();
}
/** One module then and now: its retired uses, who moved off, who stays on a version no longer retired. */
function compareModule(module, then, now) {
    const before = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .retiredUsesOf */ .TS)(then);
    const after = (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .retiredUsesOf */ .TS)(now);
    const activeNow = new Map(now.versions.filter((v) => !(0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetired */ .aZ)(v.state)).map((v) => [v.version, v]));
    // Versions retired then, active now, and used then.
    const unretired = then.versions.filter((v) => (0,_data_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetired */ .aZ)(v.state) && v.count > 0 && activeNow.has(v.version));
    const stillOn = new Set();
    const versions = new Set();
    for (const v of unretired) {
        const users = new Set(activeNow.get(v.version)?.workspaces ?? []);
        for (const w of v.workspaces) {
            if (users.has(w) && !after.workspaces.has(w)) {
                stillOn.add(w);
                versions.add(v.version);
            }
        }
    }
    return {
        module,
        then: before.uses,
        now: after.uses,
        movedOff: [...before.workspaces].filter((w) => !after.workspaces.has(w) && !stillOn.has(w)).sort(),
        unretired: { versions: [...versions].sort(), workspaces: [...stillOn].sort() },
        unretiredUses: unretired.reduce((n, v) => n + v.count, 0),
    };
}
/** A run's time as people read it: `2026-11-24 07:23 UTC`. */
function shownTime(iso) {
    const t = new Date(iso);
    return Number.isNaN(t.getTime()) ? iso : `${t.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}


/***/ }),

/***/ 6444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  scopeOf: () => (/* binding */ scopeOf)
});

// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/report/data.ts
var report_data = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/report/burndown.ts
var burndown = __webpack_require__(9877);
// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
// EXTERNAL MODULE: ./src/report/formats.ts
var formats = __webpack_require__(5226);
;// CONCATENATED MODULE: ./src/report/files.ts


/** The files written, as the inputs named them, in the order given. */
async function writeReportFiles(where, data, trend, changeRequests) {
    const written = [];
    const files = [
        [where.reportFile, () => (0,formats/* reportJson */.l4)(data, trend, changeRequests)],
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

// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/versions/suggestion.ts
var suggestion = __webpack_require__(4365);
;// CONCATENATED MODULE: ./src/report/change-requests.ts


/** What starts the subject of every change request this action opens. */
const CHANGE_REQUEST_MARKER = '[tfe-module-lifecycle]';
/** A workspace name the API can take in a path and a query: anything else is never written to. */
const TRUSTED_WORKSPACE = /^[A-Za-z0-9_-]{1,90}$/;
/** The key of a module version, as a subject names it: without case for the module. */
const versionKey = (module, version) => `${module.toLowerCase()}@${version}`;
/** The module version a subject of this action names, or undefined for anyone else's subject. */
function ownKey(subject) {
    if (!subject.startsWith(`${CHANGE_REQUEST_MARKER} `))
        return undefined;
    const [module, version] = subject.slice(CHANGE_REQUEST_MARKER.length + 1).split(' ');
    if (module === undefined || version === undefined || module.split('/').length !== 3)
        return undefined;
    return versionKey(module, version);
}
/** What to move a workspace on `version` to, and the words for it: the suggestion rule every surface follows. */
function adviceFor(module, version) {
    return (0,suggestion/* advise */.TH)(version, module?.versions ?? []);
}
/** Short and stable: the marker, the module version and its state, and where to go. */
function subjectFor(entry, advice) {
    return `${CHANGE_REQUEST_MARKER} ${entry.module} ${entry.version} is ${entry.state}: ${advice.words.brief}`;
}
/**
 * The message (Markdown, rendered by HCP Terraform): the version, its state, the revocation's message, the reason and
 * links (escaped: service text never becomes markup), and the version to move to, in the suggestion rule's words.
 */
function messageFor(entry, advice, host) {
    const message = entry.state === 'revoked' ? (entry.revocation?.message ?? '') : '';
    const reason = entry.deprecation?.reason ?? '';
    const links = [
        ...new Set([entry.state === 'revoked' ? (entry.revocation?.link ?? '') : '', entry.deprecation?.link ?? '']),
    ];
    const { suggested, words } = advice;
    return [
        `This workspace uses **${entry.module} ${entry.version}** from the private registry of \`${host}\`, and that version is **${entry.state}**.`,
        '',
        ...(message !== '' ? [`Revocation: ${(0,src_text/* cell */.Hn)(message)}`, ''] : []),
        ...(reason !== '' && reason !== message ? [`Reason: ${(0,src_text/* cell */.Hn)(reason)}`, ''] : []),
        ...links.filter((link) => link !== '').flatMap((link) => [`More: ${(0,src_text/* markdownLink */.iQ)((0,src_text/* cell */.Hn)(link), link)}`, '']),
        words.sentence,
        ...(suggested !== undefined
            ? [
                '',
                `In the module block: \`version = "${suggested.version}"\`${suggested.sameMajor !== undefined ? `, or \`version = "${suggested.sameMajor}"\` to unblock now` : ''}.`,
            ]
            : ['', 'Move off this module version, or ask its owners.']),
        '',
        entry.state === 'revoked'
            ? 'Revoked: runs of workspaces that used it before go on with a warning; workspaces that never used it cannot start with it.'
            : 'Deprecated: runs show a warning; a revocation may follow.',
        '',
        `_Opened by the organization report of tfe-module-lifecycle. Archive it once the workspace has moved: while it is open, no other is opened for this version._`,
    ].join('\n');
}
/**
 * Which of `names` need a change request for `key`: those whose list was read and holds none of this action's open
 * for it. `lists` maps a workspace to the keys of its open ones (undefined: not read, or its read failed).
 */
function versionNeeds(key, names, lists) {
    const missing = [];
    let alreadyOpen = 0;
    let unknown = 0;
    for (const name of names) {
        const open = lists.get(name);
        if (open === undefined)
            unknown += 1;
        else if (open.has(key))
            alreadyOpen += 1;
        else
            missing.push(name);
    }
    return { missing, alreadyOpen, unknown };
}
/** The keys of a workspace's open change requests that this action opened. */
function openKeys(requests) {
    const keys = requests.filter((r) => !r.archived).map((r) => ownKey(r.subject));
    return new Set(keys.filter((key) => key !== undefined));
}

;// CONCATENATED MODULE: ./src/report/open-change-requests.ts
/**
 * Opens the change requests the report plans (change-requests.ts): for each retired version in use, most workspaces
 * first, its workspaces' lists are read once, and one bulk action opens one on those that have none of this action's
 * open for it, until the run's bound. A service without change requests, a refusal, or an answer the action cannot
 * use ends in a warning that says what is needed: the report itself still succeeds.
 * Requests: one feature-set read, one list read per workspace (more past 100), one bulk action per module version.
 */






/** Both spellings the documentation gives for the bulk action's type, the field table's first. */
const ACTION_TYPES = ['change_request', 'change_requests'];
async function openChangeRequests(data, options, deps) {
    const { limit, dryRun } = options;
    const warnings = [];
    const requests = [];
    let opened = 0;
    let alreadyOpen = 0;
    let left = 0;
    const done = () => ({ dryRun, requests, opened, alreadyOpen, left, limit, warnings });
    const service = deps.changeRequests;
    if (service === undefined)
        return { ...done(), warnings: ['Change requests cannot be opened by this runner.'] };
    if (data.usage === 'unread') {
        warnings.push('No change request was opened: they go to the workspaces that use each version, and usage was not read.');
        return done();
    }
    const set = await deps.featureSets?.readFeatureSet(data.organization).catch(() => undefined);
    if (set?.changeRequests === false) {
        warnings.push(`No change request was opened: the plan of organization ${data.organization}${set.name !== undefined ? ` (${JSON.stringify(set.name)})` : ''} has no change requests (read from its current feature set). They need HCP Terraform Standard or Premium.`);
        return done();
    }
    const entries = (0,report_data/* inUse */.Lj)(data);
    const modules = new Map(data.modules.map((m) => [m.module, m]));
    const trusted = (entry) => entry.workspaces.filter((n) => TRUSTED_WORKSPACE.test(n));
    const untrusted = entries.reduce((n, e) => n + e.workspaces.length - trusted(e).length, 0);
    const unnamed = entries.reduce((n, e) => n + e.count - e.workspaces.length, 0);
    const lists = new Map();
    let unreadable = 0;
    let firstListError;
    let budget = limit;
    const chosen = [];
    let next = 0;
    while (next < entries.length && budget > 0) {
        // The next versions whose workspaces could fill what is left of the bound: each list read once in the run.
        const chunk = [];
        for (let could = 0; next < entries.length && could < budget; next++) {
            chunk.push(entries[next]);
            could += trusted(entries[next]).length;
        }
        const unread = [...new Set(chunk.flatMap(trusted))].filter((n) => !lists.has(n));
        const read = await (0,concurrency/* mapConcurrent */._)(unread, deps.concurrency, async (name) => {
            try {
                return { name, keys: openKeys(await service.listChangeRequests(name)) };
            }
            catch (error) {
                return { name, error };
            }
        });
        for (const r of read) {
            lists.set(r.name, 'keys' in r ? r.keys : undefined);
            if ('error' in r) {
                unreadable += 1;
                firstListError ??= (0,src_text/* errorMessage */.gJ)(r.error);
            }
        }
        // Not one list could be read: the service has none, or the token may not read them.
        if (chosen.length === 0 && read.length > 0 && read.every((r) => 'error' in r)) {
            warnings.push(`No change request was opened: the change requests of the workspaces could not be read, so whether they already have one is unknown (${firstListError}).`);
            return done();
        }
        for (const entry of chunk) {
            const needs = versionNeeds(versionKey(entry.module, entry.version), trusted(entry), lists);
            alreadyOpen += needs.alreadyOpen;
            const batch = needs.missing.slice(0, budget);
            left += needs.missing.length - batch.length;
            budget -= batch.length;
            if (batch.length > 0)
                chosen.push({ entry, workspaces: batch });
        }
    }
    // Versions the bound left unread: each of their workspaces may need one.
    left += entries.slice(next).reduce((n, e) => n + trusted(e).length, 0);
    // A revoked version's change request carries its revocation's message: what consumers most need. The report has
    // read it for each revoked version in use; only one whose read failed there is tried again.
    const revocations = await readRevocations(chosen, data.organization, deps);
    if (revocations.failed.length > 0) {
        warnings.push(`The revocation message of ${listedVersions(revocations.failed)} could not be read (${revocations.error}): ${revocations.failed.length === 1 ? 'its change request gives' : 'their change requests give'} the deprecation's reason only.`);
    }
    const planned = chosen.map(({ entry, workspaces }) => {
        const advice = adviceFor(modules.get(entry.module), entry.version);
        const revocation = entry.revocation ?? revocations.read.get(versionKey(entry.module, entry.version));
        return {
            module: entry.module,
            version: entry.version,
            state: entry.state,
            subject: subjectFor(entry, advice),
            message: messageFor({ ...entry, ...(revocation !== undefined && { revocation }) }, advice, options.host),
            workspaces,
        };
    });
    if (dryRun)
        requests.push(...planned);
    else {
        const sent = await sendAll(service, data.organization, planned, deps);
        requests.push(...sent.opened);
        opened = sent.opened.reduce((n, r) => n + r.workspaces.length, 0);
        warnings.push(...sent.warnings);
    }
    if (left > 0) {
        warnings.push(`${(0,wording/* initial */.Vh)(deps.context.words.name('changeRequestsLimit'))} (${limit}) reached: up to ${(0,src_text/* plural */.LS)(left, 'more change request')} (workspace and version) ${dryRun ? 'would be' : 'are'} left for the next run, which opens only what is still missing.`);
    }
    if (untrusted + unnamed + unreadable > 0) {
        const why = [
            untrusted > 0
                ? `${(0,src_text/* plural */.LS)(untrusted, 'workspace name')} Explorer gave that ${untrusted === 1 ? 'is' : 'are'} not a workspace name`
                : '',
            unnamed > 0 ? `${(0,src_text/* plural */.LS)(unnamed, 'workspace')} Explorer counts without naming` : '',
            unreadable > 0
                ? `${(0,src_text/* plural */.LS)(unreadable, 'workspace')} whose change requests could not be read (${firstListError})`
                : '',
        ].filter((w) => w !== '');
        warnings.push(`No change request went to ${why.join(', ')}: a change request is opened only where the action can tell it is not a second one.`);
    }
    return done();
}
/**
 * Every planned bulk action: the first alone, which finds the spelling of the action type the service takes, then the
 * others side by side. A refusal of the first stops them all; a later failure is the versions' own, in one warning.
 */
async function sendAll(service, organization, planned, deps) {
    const [first, ...rest] = planned;
    if (first === undefined)
        return { opened: [], warnings: [] };
    const sent = await sendBatch(service, organization, first, ACTION_TYPES[0]);
    if ('refused' in sent)
        return { opened: [], warnings: [sent.refused] };
    const outcomes = [
        { planned: first, error: undefined },
        ...(await (0,concurrency/* mapConcurrent */._)(rest, deps.concurrency, async (p) => {
            try {
                await service.openChangeRequests(organization, { ...p, actionType: sent.actionType });
                return { planned: p, error: undefined };
            }
            catch (error) {
                return { planned: p, error };
            }
        })),
    ];
    const opened = outcomes.filter((o) => o.error === undefined).map((o) => o.planned);
    const failed = outcomes.filter((o) => o.error !== undefined);
    for (const o of opened.slice(0, LOGGED_VERSIONS)) {
        deps.log.info(`Opened ${(0,src_text/* plural */.LS)(o.workspaces.length, 'change request')} for ${o.module} ${o.version}.`);
    }
    if (opened.length > LOGGED_VERSIONS)
        deps.log.info(`… and for ${(0,src_text/* plural */.LS)(opened.length - LOGGED_VERSIONS, 'more module version')}.`);
    const warnings = failed.length === 0
        ? []
        : [
            `Change requests for ${(0,src_text/* plural */.LS)(failed.length, 'module version')} (${listedVersions(failed.map((o) => o.planned))}) were not opened: ${(0,src_text/* errorMessage */.gJ)(failed[0]?.error)}. A later run opens only what is still missing.`,
        ];
    return { opened, warnings };
}
/** `acme/vpc/aws 1.0.0, acme/eks/aws 2.0.0, …`: a few module versions named. */
const listedVersions = (entries) => `${entries
    .slice(0, 3)
    .map((e) => `${e.module} ${e.version}`)
    .join(', ')}${entries.length > 3 ? ', …' : ''}`;
/** The revocation of each revoked version chosen whose revocation the report lacks, one read each; those that failed. */
async function readRevocations(chosen, organization, deps) {
    const read = new Map();
    const registry = deps.registry;
    if (registry === undefined)
        return { read, failed: [] };
    const revoked = chosen.map((c) => c.entry).filter((e) => e.state === 'revoked' && e.revocation === undefined);
    const errors = await (0,concurrency/* mapConcurrent */._)(revoked, deps.concurrency, async (entry) => {
        const [namespace = '', name = '', provider = ''] = entry.module.split('/');
        try {
            const revocation = await registry.readRevocation(organization, { namespace, name, provider }, entry.version);
            if (revocation !== null)
                read.set(versionKey(entry.module, entry.version), revocation);
            return undefined;
        }
        catch (error) {
            return (0,src_text/* errorMessage */.gJ)(error);
        }
    });
    const failed = revoked.filter((_, i) => errors[i] !== undefined);
    const error = errors.find((e) => e !== undefined);
    return { read, failed, ...(error !== undefined && { error }) };
}
/** Module versions whose opening the log names one by one; past that, a count. */
const LOGGED_VERSIONS = 20;
/** One bulk action, trying the other spelling of its type once when the first is refused as unknown (422, or 400). */
async function sendBatch(service, organization, planned, actionType) {
    const types = [actionType, ...ACTION_TYPES.filter((t) => t !== actionType)];
    let last;
    for (const type of types) {
        try {
            await service.openChangeRequests(organization, { ...planned, actionType: type });
            return { actionType: type };
        }
        catch (error) {
            last = error;
            if ((0,errors/* httpStatusOf */.s_)(error) !== 422 && (0,errors/* httpStatusOf */.s_)(error) !== 400)
                break;
        }
    }
    const s = (0,errors/* httpStatusOf */.s_)(last);
    const what = s === 404
        ? 'the service has no Explorer bulk action for change requests (it is experimental: HCP Terraform Standard or Premium, or a Terraform Enterprise release with change requests), or the token may not use it'
        : s === 403
            ? 'the token may not open change requests: it needs the owners team, or a team with "Manage all projects" or "Manage all workspaces"'
            : s === 422 || s === 400
                ? `the service refused the bulk action with both documented spellings of its type (${ACTION_TYPES.join(', ')}): its experimental shape may have moved`
                : 'the bulk action failed';
    return {
        refused: `Change requests for ${planned.module} ${planned.version} and after were not opened: ${what} (${(0,src_text/* errorMessage */.gJ)(last)}). The report itself is complete; a later run opens only what is still missing.`,
    };
}

// EXTERNAL MODULE: ./src/module-pattern.ts
var module_pattern = __webpack_require__(7580);
// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
;// CONCATENATED MODULE: ./src/report/log.ts





async function logReportInputs(log, words, request) {
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        [
            'Report',
            `every private module of organization ${request.organization}${request.pattern !== undefined ? ` matching ${(0,module_pattern/* patternText */.U)(request.pattern)}` : ''}`,
        ],
        (0,inputs_log/* serviceLine */.o2)(request),
        (0,inputs/* usageLine */.U)(request, words),
        [
            'Files',
            [request.reportFile, request.reportCsv]
                .filter((f) => f !== undefined)
                .map((f) => (0,src_text/* showFile */.II)(f.file))
                .join(', ') || 'none (summary and outputs only)',
        ],
        [
            'Previous',
            request.previous !== undefined
                ? `report of ${(0,burndown/* shownTime */.h)(request.previous.generatedAt)}${request.previous.scope?.patterns.length ? ` (modules matching ${request.previous.scope.patterns.join(', ')})` : ''}, for the burn-down`
                : 'none',
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
/** Rows of Explorer the report kept as text (or left out): said once, the first few named. */
function untrustedUsageWarning(problems, words) {
    const shown = problems.slice(0, 3).map((p) => `${p}.`);
    const more = problems.length - shown.length;
    return (`Explorer's answer has ${(0,src_text/* plural */.LS)(problems.length, 'value')} the report cannot trust; it shows such a workspace name as text, counts what it can, and leaves out a row whose version is no version. ` +
        `${shown.join(' ')}${more > 0 ? ` And ${more} more.` : ''} A safe revoke (${words.name('revokeOnlyUnused')}) refuses such an answer.`);
}
/** Revoked versions whose message could not be read: the report goes on without it. */
function revocationsWarning(unread) {
    const shown = unread.slice(0, 3).join('; ');
    const more = unread.length > 3 ? `; and ${unread.length - 3} more` : '';
    return `The revocation message of ${(0,src_text/* plural */.LS)(unread.length, 'revoked version')} could not be read, so the report files leave it out: ${shown}${more}.`;
}
/** Explorer's workspace view could not be read: the report names no workspace's project. */
function projectsWarning(problem) {
    return `Each workspace's project (Explorer's workspace view) could not be read, so the report files give none: ${problem}`;
}

// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
;// CONCATENATED MODULE: ./src/report/run.ts
/**
 * The organization's migration report: list the private modules (those the pattern names), read who uses them from
 * Explorer in one go, each module's versions and revocations, and the message of each revoked version in use, then
 * write the report's files. Nothing is changed.
 * Requests: the module list's pages + 2 exports + 2 per module + 1 per revoked version in use.
 */












async function run(request, deps) {
    await logReportInputs(deps.log, deps.context.words, request);
    const warnings = [...request.warnings];
    try {
        if (deps.moduleList === undefined || deps.organizationUsage === undefined) {
            throw new Error('the organization report needs the module list and Explorer, which this runner does not give');
        }
        const listed = await deps.moduleList.listModules(request.organization);
        const matches = request.pattern !== undefined ? (0,module_pattern/* patternMatcher */.l2)(request.pattern) : () => true;
        const modules = listed.filter(matches).sort((a, b) => (0,address/* moduleName */.AO)(a).localeCompare((0,address/* moduleName */.AO)(b)));
        logModules(deps.log, listed.length, modules.length, request.pattern);
        // Usage first, alone: parsing its large answer holds the event loop, which would bunch the module reads queued
        // behind it into one second of the service's count (429s).
        const usage = request.usage === 'off' || modules.length === 0
            ? {
                problem: request.usage === 'off'
                    ? `not read (${deps.context.words.setting('usage', 'false')})`
                    : 'no module to read it for',
            }
            : // Tolerant: the report only shows usage, so a row it cannot trust is shown as text and
                // warned of, not the whole report refused (a safe revoke still refuses it).
                await deps.organizationUsage
                    .listOrganizationUsage(request.organization, modules, { tolerant: true, projects: true })
                    .catch((error) => {
                    // Under `usage: auto`, a token Explorer refuses gives a report of states only.
                    if (request.usage === 'auto' && error.usageAccessRefused === true) {
                        return { problem: (0,src_text/* errorMessage */.gJ)(error) };
                    }
                    throw error;
                });
        const registry = deps.registry;
        const listedStates = await (0,concurrency/* mapConcurrent */._)(modules, deps.concurrency, async (module) => {
            const [versions, revoked] = await Promise.all([
                registry.listVersions(module),
                registry.readRevokedVersions?.(module),
            ]);
            return { module, versions, revoked };
        });
        const read = 'problem' in usage ? undefined : usage;
        const problem = 'problem' in usage ? usage.problem : undefined;
        const { states, unread } = await withRevocations(request.organization, listedStates, read, deps);
        if (unread.length > 0)
            warnings.push(revocationsWarning(unread));
        if (read?.projectsProblem !== undefined)
            warnings.push(projectsWarning(read.projectsProblem));
        logUsage(deps.log, read, problem);
        if (read === undefined && request.usage !== 'off' && modules.length > 0) {
            warnings.push(`Usage was not read, so the report shows each version's state only: ${problem}`);
        }
        if (read?.problems !== undefined)
            warnings.push(untrustedUsageWarning(read.problems, deps.context.words));
        const data = {
            organization: request.organization,
            generatedAt: new Date().toISOString(),
            scope: scopeOf(request),
            usage: read?.via ?? 'unread',
            ...(read?.projects !== undefined && { projects: read.projects }),
            modules: states.map(({ module, versions, revoked }) => (0,report_data/* moduleEntry */.rW)(module, versions, revoked, read === undefined ? undefined : (read.modules.get((0,address/* moduleName */.AO)(module)) ?? new Map()))),
        };
        const trend = request.previous !== undefined ? (0,burndown/* burndown */.E)(request.previous, data) : undefined;
        const changeRequests = request.changeRequests === undefined
            ? undefined
            : await deps.log.group(request.dryRun ? 'Change requests (dry run)' : 'Change requests', () => openChangeRequests(data, { limit: request.changeRequests?.limit ?? 0, dryRun: request.dryRun, host: request.service.host }, deps));
        if (changeRequests !== undefined)
            warnings.push(...changeRequests.warnings);
        const written = await writeReportFiles(request, data, trend, changeRequests);
        logWritten(deps.log, written);
        return {
            kind: 'done',
            request,
            context: deps.context,
            data,
            ...(trend !== undefined && { burndown: trend }),
            ...(changeRequests !== undefined && { changeRequests }),
            ...(problem !== undefined && { usageProblem: problem }),
            written,
            warnings,
        };
    }
    catch (error) {
        // A file the user named that cannot be written is the user's input, never the service's fault.
        if (error instanceof safe_write/* WriteFileError */.kV) {
            return { kind: 'failed', reason: 'invalid-input', message: error.message, stage: 'write', warnings };
        }
        return { kind: 'failed', reason: (0,errors/* failureReasonOf */.M3)(error, 'service-error'), message: (0,src_text/* errorMessage */.gJ)(error), warnings };
    }
}
/** What the report read: the organization's modules its pattern names (the namespace `*` is the organization). */
function scopeOf(request) {
    if (request.pattern === undefined)
        return { patterns: [] };
    const { namespace } = request.pattern;
    const pattern = { ...request.pattern, namespace: namespace === module_pattern/* ANY_NAMESPACE */.nB ? request.organization : namespace };
    return { patterns: [(0,module_pattern/* patternText */.U)(pattern).toLowerCase()] };
}
/**
 * Each module's versions with the message and link of its revoked versions in use (all, where usage was not read):
 * one read each, at once. Only shown, so a read that fails leaves the version without them, and says which (`unread`).
 */
async function withRevocations(organization, states, usage, deps) {
    const wanted = states.flatMap(({ module, versions, revoked }) => versions
        .filter((v) => revoked?.has(v.version) === true)
        .filter((v) => usage === undefined || (usage.modules.get((0,address/* moduleName */.AO)(module))?.get(v.version)?.count ?? 0) > 0)
        .map((v) => ({ module, version: v.version })));
    const unread = [];
    const read = new Map();
    const key = (module, version) => `${(0,address/* moduleName */.AO)(module)} ${version}`;
    await (0,concurrency/* mapConcurrent */._)(wanted, deps.concurrency, async ({ module, version }) => {
        const revocation = await deps.registry.readRevocation(organization, module, version).catch((error) => {
            unread.push(`${key(module, version)} (${(0,src_text/* errorMessage */.gJ)(error)})`);
            return null;
        });
        if (revocation !== null)
            read.set(key(module, version), revocation);
    });
    return {
        states: states.map((s) => ({
            ...s,
            versions: s.versions.map((v) => {
                const revocation = read.get(key(s.module, v.version));
                return revocation === undefined ? v : { ...v, revocation };
            }),
        })),
        unread: unread.sort(),
    };
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

/***/ 4365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ advise),
/* harmony export */   bM: () => (/* binding */ suggestVersion),
/* harmony export */   eD: () => (/* binding */ adviceWords)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);


const usable = (v) => 'state' in v ? v.state === 'active' : v.deprecation === null && v.revoked !== true;
/**
 * The version to move to from `inUse`, among the usable ones: the newest newer one of the same major;
 * else the newest newer one (a major step), with the newest usable one of the major in use beside it;
 * else the newest older one of the same major, else of any. A prerelease only when `inUse` is one.
 */
function suggestVersion(inUse, versions, newestFirst = (0,_selection_js__WEBPACK_IMPORTED_MODULE_1__/* .sortNewestFirst */ .BP)(versions.map((v) => v.version))) {
    const used = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(inUse);
    if (used === null)
        return undefined;
    const free = new Set(versions.filter(usable).map((v) => v.version));
    let newer;
    let older;
    let olderSameMajor;
    for (const version of newestFirst) {
        const v = free.has(version) ? _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version) : null;
        if (v === null || (v.prerelease.length > 0 && used.prerelease.length === 0))
            continue;
        const order = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(v, used);
        const inMajor = v.major === used.major;
        // Newest first: the first newer one of the same major is the answer.
        if (order > 0 && inMajor)
            return { version, step: 'upgrade' };
        if (order > 0)
            newer ??= version;
        if (order < 0)
            older ??= version;
        if (order < 0 && inMajor)
            olderSameMajor ??= version;
    }
    if (newer !== undefined) {
        return {
            version: newer,
            step: 'major-upgrade',
            ...(olderSameMajor !== undefined && { sameMajor: olderSameMajor }),
        };
    }
    if (olderSameMajor !== undefined)
        return { version: olderSameMajor, step: 'downgrade' };
    return older !== undefined ? { version: older, step: 'major-downgrade' } : undefined;
}
/** `1.x`: a major version as the words name it. */
const line = (version) => `${_semver_js__WEBPACK_IMPORTED_MODULE_0__/* .major */ .eR(version)}.x`;
/** The suggestion in words; `then` follows the move, before the quick way off (the gate's edit, where there is one). */
function adviceWords(suggested, inUse, then = '') {
    if (suggested === undefined) {
        const move = 'There is no version to move to: every other release of this module is deprecated or revoked.';
        return { move, unblock: '', sentence: move, brief: 'no other version is usable', note: '' };
    }
    const { version, step, sameMajor } = suggested;
    const quick = sameMajor !== undefined ? `go back to ${sameMajor}, the newest usable ${line(inUse)}, to unblock now` : '';
    const said = (move, brief, note) => ({
        move,
        unblock: quick,
        sentence: [move, then, quick !== '' ? `Or ${quick}.` : ''].filter((part) => part !== '').join(' '),
        brief,
        note,
    });
    switch (step) {
        case 'upgrade':
            return said(`Upgrade to ${version}, the newest ${line(inUse)} version that is neither deprecated nor revoked.`, `upgrade to ${version}`, '');
        case 'major-upgrade':
            return said(`Upgrade to ${version}, the newest version that is neither deprecated nor revoked: a new major version (${line(inUse)} → ${line(version)}), so check its breaking changes.`, `upgrade to ${version}, a new major version${quick !== '' ? `; or ${quick}` : ''}`, `new major version${quick !== '' ? `; or ${quick}` : ''}`);
        case 'downgrade':
            return said(`Every newer version is deprecated or revoked: go back to ${version}, the newest earlier ${line(inUse)} version that is neither deprecated nor revoked.`, `go back to ${version}: nothing newer is usable`, 'older: nothing newer is usable');
        case 'major-downgrade':
            return said(`Every newer version, and every earlier ${line(inUse)} one, is deprecated or revoked: go back to ${version}, the newest earlier version that is neither, of an earlier major version (${line(inUse)} → ${line(version)}).`, `go back to ${version}, an earlier major version: nothing newer is usable`, 'older major: nothing newer is usable');
    }
}
/** The suggestion rule in one call, as the campaign and change requests take it. */
function advise(inUse, versions) {
    const suggested = suggestVersion(inUse, versions);
    return { ...(suggested !== undefined && { suggested }), words: adviceWords(suggested, inUse) };
}


/***/ })

};
