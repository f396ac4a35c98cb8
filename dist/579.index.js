export const id = 579;
export const ids = [579];
export const modules = {

/***/ 1532:
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

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M3: () => (/* binding */ failureReasonOf),
/* harmony export */   dg: () => (/* binding */ isTransient),
/* harmony export */   s_: () => (/* binding */ httpStatusOf)
/* harmony export */ });
/**
 * The `failure-reason` of a run that stopped on an error: the one the error says it stands for
 * (a service without revocation), else the mode's `fallback` for what it could not account for.
 * Every mode chooses it here.
 */
function failureReasonOf(error, fallback) {
    const said = error?.failureReason;
    return said === 'revocation-unavailable' ? said : fallback;
}
/**
 * Whether running the step again may get past an error: the service was busy or failing (429,
 * 5xx) or never answered. A refusal (another 4xx) or a version that does not exist stays as it is.
 */
function isTransient(error) {
    return error?.retryable === true;
}
/** The HTTP status an error carries (the service's or GitHub's answer), if any. */
function httpStatusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
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

/***/ 3579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/concurrency.ts
var src_concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/gate/report/directories.ts
var directories = __webpack_require__(7289);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var calls = __webpack_require__(3553);
;// CONCATENATED MODULE: ./src/gate/log.ts




async function logGateInputs(log, request) {
    const { configurations: gate } = request;
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        (0,inputs_log/* serviceLine */.o2)(request),
        [
            'Status',
            `check the module calls of ${(0,directories/* directoriesText */.BX)(gate.directories.map((d) => d.display), (d) => JSON.stringify(d))}`,
        ],
        [
            'Checks',
            `modules of the private registry on ${request.service.host}, ${gate.organization !== undefined ? `organization ${gate.organization} only` : 'every organization'}`,
        ],
        ...(gate.tool !== undefined
            ? [
                [
                    'Tool',
                    gate.tool === 'terraform'
                        ? 'terraform: .tofu files are ignored'
                        : 'opentofu: x.tofu is read in place of x.tf',
                ],
            ]
            : []),
        ...(request.onlyNew !== undefined
            ? [
                [
                    'Only new',
                    'base' in request.onlyNew
                        ? `fail only on calls not already on the base commit ${request.onlyNew.base}`
                        : `no (${request.onlyNew.unreadable}): every call is judged`,
                ],
            ]
            : []),
    ]);
}
/** The base commit `only-new` compares with: where it was read, or why it could not be. */
function logBase(log, name, read) {
    log.info('root' in read
        ? `${name}: checked out into a temporary worktree (${read.root}), removed after the run`
        : `${name} cannot be read: ${read.unreadable}`);
}
/** What one directory holds, and where its versions come from. */
function logScan(log, scan) {
    log.info(`${scan.directory}: ${(0,src_text/* plural */.LS)(scan.calls.length, 'module call')}, ${(0,directories/* readFromText */.I0)(scan, (t) => t)}`);
    const { missing, outdated } = scan.stale > 0 ? (0,directories/* staleCalls */.rK)(scan) : { missing: 0, outdated: 0 };
    if (missing > 0) {
        log.info(`  ${scan.manifest} lacks ${(0,src_text/* plural */.LS)(missing, 'call')} of the files: it predates them, so their versions are resolved from the constraints; run terraform init again`);
    }
    if (outdated > 0) {
        log.info(`  ${scan.manifest}: the version terraform init installed for ${(0,src_text/* plural */.LS)(outdated, 'call')} no longer satisfies the constraint in the files (changed since, by hand or by a fix), so ${outdated === 1 ? 'its version is' : 'their versions are'} resolved from the constraint; run terraform init`);
    }
    if (scan.ignored > 0) {
        log.info(`  ${(0,src_text/* plural */.LS)(scan.ignored, 'entry', 'entries')} of ${scan.manifest} ${scan.ignored === 1 ? 'is' : 'are'} no call of the files (removed calls, terraform test modules): ignored`);
    }
}
const filesRead = (log, files) => log.info(`Read ${(0,src_text/* plural */.LS)(files, 'configuration file')} in all.`);
/** A module's versions read (and how many are revoked, where its revocations were read), or why not. */
function versionsRead(log, address, versions, revocationRead) {
    const count = versions.filter((v) => v.unlisted !== true).length;
    const revoked = versions.filter((v) => v.revoked === true).length;
    const shown = versions.some((v) => v.revoked !== undefined);
    // None revoked goes unsaid, as for the modules whose revocations were not read (the line after the group says which were).
    const revocation = !revocationRead
        ? ''
        : !shown
            ? ', the service shows no revocation'
            : revoked > 0
                ? `, ${revoked} revoked`
                : '';
    log.info(`  ${address}: ${(0,src_text/* plural */.LS)(count, 'version')}${revocation}`);
}
/** Which modules' revocations were read, and why only those. */
const revocationsRead = (log, read, modules) => log.info(`Read the revoked versions of ${read} of ${(0,src_text/* plural */.LS)(modules, 'module')}: those with a called version that the version list shows deprecated or lacks (only a deprecated version can be revoked).`);
/** Why a read failed: a module's versions, or a revoked version's revocation. */
const readFailed = (log, what, message) => log.info(`  ${what}: ${message}`);
const revocationRead = (log, what, revocation) => log.info(`  ${what}: ${revocation === null ? 'no revocation shown' : `revoked: ${JSON.stringify(revocation.message)}`}`);
/** What the base commit's configurations call, or why they could not be read. */
const logBaseScan = (log, scan) => log.info('calls' in scan
    ? `${(0,src_text/* plural */.LS)(scan.calls.length, 'module call')} on the base commit, in the same directories`
    : `The base commit cannot be read: ${scan.unreadable}`);
/** One line per module call: where, which, and its status. */
async function logFindings(log, findings) {
    await log.group('Deprecation status of each module call', async () => {
        for (const f of findings) {
            const v = f.verdict;
            const what = v.status === 'deprecated'
                ? `${v.version} ${v.revoked === true ? 'REVOKED' : 'DEPRECATED'}`
                : v.status === 'ok'
                    ? `${v.version} not deprecated`
                    : v.status === 'not-checked'
                        ? `not checked (${v.why})`
                        : `failed: ${v.error}`;
            const line = f.call.location.line !== undefined ? `:${f.call.location.line}` : '';
            log.info(`  ${f.call.location.file}${line}  ${f.call.key}${(0,calls/* readByLabel */.EC)(f.call)}  ${f.call.source}  ${what}`);
        }
    });
}

// EXTERNAL MODULE: ./src/versions/semver.ts
var semver = __webpack_require__(3541);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/constraint-syntax.ts
var constraint_syntax = __webpack_require__(7464);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/versions/suggestion.ts
var versions_suggestion = __webpack_require__(4365);
;// CONCATENATED MODULE: ./src/gate/judge/judge.ts
/**
 * Pure: module calls and the registry's version lists → which version each call uses, whether
 * it is deprecated, and what to move to. No I/O.
 */







/** The module a call checks, or why it is not checked. */
function targetOf(call, scope) {
    // A version that is an expression still names its module: it is left out last, so that what is
    // said of the call is what kept it out of the check (another host, or the version).
    const versionExpression = call.problem?.kind === 'expression' && call.problem.argument === 'version';
    if (call.problem !== undefined && !versionExpression)
        return { why: problemText(call.problem) };
    const source = (0,calls/* classifySource */.o)(call.source);
    if (source.kind === 'local')
        return { why: 'local path' };
    if (source.kind === 'remote') {
        return { why: source.what === 'git' ? 'git repository' : source.what === 'URL' ? 'remote URL' : source.what };
    }
    const serviceHost = (0,calls/* normalizeHost */.cS)(scope.host);
    // The generic host is the checked service's own registry, whichever host that is.
    if (source.host !== address/* GENERIC_REGISTRY_HOST */.hz && !(0,address/* sameServiceHost */.iW)(source.host, serviceHost)) {
        return { why: source.host === calls/* PUBLIC_REGISTRY_HOST */.N0 ? 'public registry' : `registry on ${source.host}` };
    }
    if (scope.organization !== undefined && source.module.namespace.toLowerCase() !== scope.organization.toLowerCase()) {
        return { why: `organization ${source.module.namespace}, not ${scope.organization}`, cause: 'other-organization' };
    }
    if (call.problem !== undefined)
        return { why: problemText(call.problem), cause: 'version-expression' };
    // The service's own spelling, so `localhost.:8080/…` and `localhost:8080/…` are one module.
    return { address: (0,address/* formatModuleAddress */.wc)(serviceHost, source.module), module: source.module };
}
const keyOf = (address) => address.toLowerCase();
/** What is wrong with a block, worded as Terraform words it where it has words for it. */
function problemText(problem) {
    switch (problem.kind) {
        case 'no-source':
            return 'Missing required argument: the argument "source" is required, but no definition was found.';
        case 'invalid-name':
            return 'Invalid module instance name: a name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes.';
        case 'duplicate':
            return `Duplicate module call: a module call of this name was already defined at ${problem.first.file}${problem.first.line !== undefined ? `:${problem.first.line}` : ''}. Module calls must have unique names within a module.`;
        case 'not-one-version':
            return problem.version.includes(', ')
                ? `version is given more than once (${JSON.stringify(problem.version)}): Terragrunt refuses a tfr:// source with more than one version query, so downloading the module fails. Give the one version to use, once.`
                : `version ${JSON.stringify(problem.version)} is not one version (such as 1.2.0): Terragrunt passes the version of a tfr:// source to the registry as it is, so downloading the module fails. Give the one version to use.`;
        case 'expression':
            return problem.argument === 'version'
                ? `version is the expression ${problem.text}, not a literal: which version terraform init picks cannot be known from the files`
                : `source is the expression ${problem.text}, not a literal: which module it names cannot be known from the files`;
    }
}
function parseOptional(text) {
    if (text === undefined || text.trim() === '')
        return undefined;
    try {
        return (0,constraint_syntax/* parseConstraint */.F)(text);
    }
    catch {
        return undefined;
    }
}
const isRelease = (v) => semver/* valid */.rZ(v) !== null && semver/* prerelease */.Rt(v) === null;
/**
 * The version `terraform init` picks: the exact one modules.json records, else the newest the
 * constraint allows (a prerelease only when an `=` term names it), else the newest release.
 */
function resolveVersion(versions, call, newestFirstGiven) {
    if (call.exact !== undefined) {
        const wanted = semver/* valid */.rZ(call.exact);
        const found = versions.find((v) => (wanted !== null ? semver/* valid */.rZ(v) === wanted : v === call.exact));
        return found !== undefined
            ? { version: found }
            : { error: `version ${call.exact}, installed by terraform init, is not in the registry` };
    }
    const newestFirst = newestFirstGiven ?? (0,selection/* sortNewestFirst */.BP)(versions);
    if (call.constraint !== undefined && call.constraint.trim() !== '') {
        let constraint;
        try {
            constraint = (0,constraint_syntax/* parseConstraint */.F)(call.constraint);
        }
        catch (error) {
            return { error: `version constraint ${JSON.stringify(call.constraint)} is invalid: ${error.message}` };
        }
        const found = newestFirst.find((v) => (0,versions_constraint/* satisfies */.i)(v, constraint));
        return found !== undefined
            ? { version: found }
            : { error: `no version in the registry satisfies ${JSON.stringify(call.constraint)}; terraform init would fail` };
    }
    const newest = newestFirst.find(isRelease);
    return newest !== undefined ? { version: newest } : { error: 'the registry lists no release of this module' };
}
/** A version argument of one term, `=` or `~>` or none: its operator and spacing, the version, the rest. */
const ONE_TERM = /^(\s*(?:=|~>)?\s*v?)(\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)(\s*)$/;
/**
 * What to write in a call's `version` argument so that `terraform init` picks `target`, checked by
 * resolving the text written as `terraform init -upgrade` would: the argument as it is, where it
 * already selects it; an exact version in the same form; a `~>` constraint with the same
 * operator on the target (as precise as it was, or more where a looser one would pick a newer
 * version that is not free), else the exact target; anything else by hand.
 */
function versionEdit(call, target, newestFirst) {
    if (call.via !== undefined)
        return { kind: 'by-hand', why: 'nested-call' };
    if (call.versionExpression !== undefined) {
        return { kind: 'by-hand', why: 'version-expression', from: call.versionExpression };
    }
    const from = call.constraint !== undefined && call.constraint.trim() !== '' ? call.constraint : undefined;
    const selects = (text) => {
        const picked = resolveVersion(newestFirst, text === undefined ? {} : { constraint: text }, newestFirst);
        return 'version' in picked && picked.version === target;
    };
    if (selects(from))
        return { kind: 'init-upgrade', ...(from !== undefined && { from }) };
    if (from === undefined)
        return { kind: 'by-hand', why: 'no-version-argument' };
    const terms = parseOptional(from)?.terms ?? [];
    const written = ONE_TERM.exec(from);
    const [term] = terms;
    const wanted = semver/* parse */.qg(target);
    if (terms.length === 1 && term !== undefined && written !== null && wanted !== null) {
        const [, prefix = '', , rest = ''] = written;
        const parts = [wanted.major, wanted.minor, wanted.patch];
        const forms = term.operator === '='
            ? [`${prefix}${target}${rest}`]
            : term.operator === '~>'
                ? [
                    // `~>` takes no prerelease; where no `~>` selects the target alone, the exact version does.
                    ...(wanted.prerelease.length > 0 ? [] : [1, 2, 3].filter((n) => n >= term.parts)).map((n) => `${prefix}${parts.slice(0, n).join('.')}${rest}`),
                    target,
                ]
                : [];
        const to = forms.find(selects);
        if (to !== undefined)
            return { kind: 'rewrite', from, to };
    }
    return { kind: 'by-hand', why: 'unusual-constraint', from };
}
/** What to move a call on `inUse` to, and what to write for it; undefined where no version is free. */
function suggest(states, call, inUse, newestFirst = (0,selection/* sortNewestFirst */.BP)(states.map((s) => s.version))) {
    const suggested = (0,versions_suggestion/* suggestVersion */.bM)(inUse, states, newestFirst);
    return suggested === undefined
        ? undefined
        : { ...suggested, edit: versionEdit(call, suggested.version, newestFirst) };
}
function judge(calls, scope, lists) {
    // Many calls share a module and a constraint (28,000 calls of 400 modules in a monorepo): each
    // module's versions are sorted once, and each distinct call resolved and suggested for once.
    const newestFirstOf = new Map();
    const resolvedFor = new Map();
    const suggestedFor = new Map();
    const findings = calls.map((call) => {
        // Terraform refuses these blocks: so does the gate, at the block.
        if (call.problem !== undefined && call.problem.kind !== 'expression') {
            return { call, verdict: { status: 'error', error: problemText(call.problem), cause: 'configuration' } };
        }
        const target = targetOf(call, scope);
        if (!('address' in target))
            return { call, verdict: { status: 'not-checked', ...target } };
        const { address } = target;
        const list = lists.get(keyOf(address));
        if (list === undefined)
            return { call, verdict: { status: 'error', address, error: 'the versions were not read' } };
        if ('error' in list)
            return { call, verdict: { status: 'error', address, error: list.error } };
        const key = keyOf(address);
        const callKey = `${key}\u0000${call.exact ?? '\u0001'}\u0000${call.constraint ?? '\u0001'}`;
        let newestFirst = newestFirstOf.get(key);
        if (newestFirst === undefined) {
            newestFirstOf.set(key, (newestFirst = (0,selection/* sortNewestFirst */.BP)(list.flatMap((s) => (s.unlisted ? [] : [s.version])))));
        }
        let resolved = resolvedFor.get(callKey);
        if (resolved === undefined) {
            // A constraint picks from the list, as terraform init does; an installed version may be unlisted.
            resolved = resolveVersion(list.map((s) => s.version), call, newestFirst);
            resolvedFor.set(callKey, resolved);
        }
        if ('error' in resolved) {
            return { call, verdict: { status: 'error', address, error: resolved.error, cause: 'configuration' } };
        }
        const state = list.find((s) => s.version === resolved.version);
        // A revoked version counts even where the read shows no deprecation: its runs fail all the same.
        if (state === undefined || (state.deprecation === null && state.revoked !== true)) {
            const revocation = state?.revoked === false ? { revoked: false } : {};
            return { call, verdict: { status: 'ok', address, version: resolved.version, ...revocation } };
        }
        // The version in use follows from the call's key; what to write, from how its block sets it too.
        const suggestionKey = `${callKey}\u0000${call.via !== undefined}\u0000${call.versionExpression ?? '\u0001'}`;
        if (!suggestedFor.has(suggestionKey)) {
            suggestedFor.set(suggestionKey, suggest(list, call, resolved.version, newestFirst));
        }
        const suggestion = suggestedFor.get(suggestionKey);
        return {
            call,
            verdict: {
                status: 'deprecated',
                address,
                version: resolved.version,
                deprecation: state.deprecation ?? { reason: '', link: '' },
                ...(suggestion !== undefined && { suggestion }),
                ...(state.revoked !== undefined && { revoked: state.revoked }),
            },
        };
    });
    const groups = new Map();
    for (const finding of findings) {
        const v = finding.verdict;
        if (v.status !== 'deprecated')
            continue;
        const id = `${keyOf(v.address)}@${v.version}`;
        const group = groups.get(id) ?? {
            address: v.address,
            version: v.version,
            deprecation: v.deprecation,
            ...(v.revoked === true && { revoked: true }),
            calls: [],
        };
        group.calls.push(finding);
        groups.set(id, group);
    }
    const deprecated = [...groups.values()].map((g) => {
        const list = lists.get(keyOf(g.address));
        // Only calls whose own block sets the version can take a suggestion; nested ones cannot.
        const direct = g.calls.some((f) => f.call.via === undefined);
        const suggestion = direct ? (0,versions_suggestion/* suggestVersion */.bM)(g.version, list, newestFirstOf.get(keyOf(g.address))) : undefined;
        return { ...g, ...(suggestion !== undefined && { suggestion }) };
    });
    return { findings, deprecated };
}


;// CONCATENATED MODULE: ./src/gate/judge/version-reads.ts



/**
 * The reads of a run: at most `concurrency` in flight (the transport's rate limiter paces them
 * further), each module's list once, and its module read at most once. A read that fails is the
 * module's error, never the run's.
 */
class VersionReads {
    modules = new Map();
    waiting = [];
    running = 0;
    registry;
    concurrency;
    constructor(registry, concurrency) {
        this.registry = registry;
        this.concurrency = Math.max(1, concurrency);
    }
    /** A call of `target` found: the module's list is read (once), and its revocations if this call's version needs them. */
    called(target, call) {
        const module = this.moduleOf(target);
        const key = `${call.exact ?? '\u0001'}\u0000${call.constraint ?? '\u0001'}`;
        if (module.seen.has(key))
            return;
        module.seen.add(key);
        if (module.listed !== undefined)
            this.consider(module, call);
        else
            module.pending.push(call);
    }
    /** The modules read, in the order their first call was found. */
    targets() {
        return [...this.modules.values()].map((m) => m.target);
    }
    /** Each module's list as it comes in (in the order found), for the log. */
    lists() {
        return [...this.modules.values()].map((m) => [m.target, m.list]);
    }
    /** Every module's versions, once all reads are in, in the order found. */
    async results() {
        const reads = await Promise.all([...this.modules.values()].map(async (m) => {
            // The list first: resolving the calls against it is what starts the module read.
            const list = await m.list;
            return { target: m.target, list, revoked: m.revoked === undefined ? 'not-read' : await m.revoked };
        }));
        // Where any module read shows no revocation, the service has none: nothing is known revoked or not.
        const noRevocation = reads.some((r) => r.revoked === undefined);
        return reads.map(({ target, list, revoked }) => {
            const revocationRead = revoked !== 'not-read';
            if ('error' in list)
                return { target, versions: list, revocationRead };
            if (revoked !== undefined && typeof revoked === 'object' && 'error' in revoked) {
                // A revoked version could hide behind a read that failed: the module is not judged without it.
                return { target, versions: revoked, revocationRead };
            }
            return { target, versions: withRevocation(list, revoked, noRevocation), revocationRead };
        });
    }
    moduleOf(target) {
        const key = keyOf(target.address);
        const found = this.modules.get(key);
        if (found !== undefined)
            return found;
        const pending = [];
        const module = {
            target,
            seen: new Set(),
            pending,
            list: this.slot(() => this.registry.listVersions(target.module)).then((states) => {
                const versions = states.map((s) => s.version);
                module.listed = {
                    versions,
                    newestFirst: (0,selection/* sortNewestFirst */.BP)(versions),
                    deprecated: new Set(states.filter((s) => s.deprecation !== null).map((s) => s.version)),
                };
                for (const call of pending.splice(0))
                    this.consider(module, call);
                return states;
            }, (error) => ({ error: (0,src_text/* errorMessage */.gJ)(error) })),
        };
        this.modules.set(key, module);
        return module;
    }
    /** Starts the module read when the version `call` uses is deprecated in the list, or missing from it. */
    consider(module, call) {
        const listed = module.listed;
        if (module.revoked !== undefined || listed === undefined || this.registry.readRevokedVersions === undefined)
            return;
        const resolved = resolveVersion(listed.versions, call, listed.newestFirst);
        // A constraint no version satisfies calls no version; an installed version the list lacks may be revoked.
        const needed = 'error' in resolved ? call.exact !== undefined : listed.deprecated.has(resolved.version);
        if (!needed)
            return;
        const read = this.registry.readRevokedVersions.bind(this.registry);
        module.revoked = this.slot(() => read(module.target.module)).catch((error) => ({
            error: (0,src_text/* errorMessage */.gJ)(error),
        }));
    }
    async slot(task) {
        // A finished task hands its slot straight to the next one waiting.
        if (this.running >= this.concurrency)
            await new Promise((resolve) => this.waiting.push(resolve));
        else
            this.running++;
        try {
            return await task();
        }
        finally {
            const next = this.waiting.shift();
            if (next !== undefined)
                next();
            else
                this.running--;
        }
    }
}
/**
 * The list with what the module read adds: each version revoked or not, and a revoked version the
 * list lacks (a lagging or filtered list), for a call of exactly that version. Without a module
 * read, a version the list shows as not deprecated is not revoked, on a service with revocation.
 */
function withRevocation(list, revoked, noRevocation) {
    if (revoked === undefined || (revoked === 'not-read' && noRevocation))
        return [...list];
    if (revoked === 'not-read')
        return list.map((v) => (v.deprecation === null ? { ...v, revoked: false } : v));
    const listed = new Set(list.map((v) => v.version));
    const unlisted = [...revoked]
        .filter((version) => !listed.has(version))
        .map((version) => ({ version, deprecation: null, revoked: true, unlisted: true }));
    return [...list.map((v) => ({ ...v, revoked: revoked.has(v.version) })), ...unlisted];
}

// EXTERNAL MODULE: ./src/gate/read/scan.ts + 2 modules
var read_scan = __webpack_require__(9992);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts
var hcl = __webpack_require__(5991);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
;// CONCATENATED MODULE: ./src/gate/judge/baseline.ts
/**
 * `only-new`: the module calls of the base commit, found the same way as the head's, and which
 * of the head's deprecated calls were already there. A call is the same across the two commits
 * by its configuration directory and its key (`module.network.module.subnets`), so moving a block
 * within a directory is not new and renaming the directory is.
 */






/**
 * Where `absolute` (a path of the workspace) is in the base tree; undefined outside the
 * repository. The path is taken as the head spells it, not where its links lead there: a
 * directory new in the head is new, even a link to one the base has. Only the workspace itself
 * is resolved (git names the repository by its real path); a link the base also has resolves in
 * the base tree, as it would have there.
 */
async function inBase(absolute, workspace, tree) {
    const inWorkspace = external_node_path_default().relative(workspace.path, absolute);
    const within = !inWorkspace.startsWith('..') && !external_node_path_default().isAbsolute(inWorkspace);
    const real = within ? external_node_path_default().join(workspace.real, inWorkspace) : await (0,promises_.realpath)(absolute).catch(() => absolute);
    const relative = external_node_path_default().relative(tree.repository, real);
    if (relative.startsWith('..') || external_node_path_default().isAbsolute(relative))
        return undefined;
    return external_node_path_default().join(tree.root, relative);
}
async function holdsConfiguration(directory) {
    const isDirectory = await (0,promises_.stat)(directory).then((s) => s.isDirectory(), () => false);
    if (!isDirectory)
        return false;
    return (await (0,promises_.readdir)(directory)).some((name) => !name.startsWith('.') && (0,hcl/* isConfigurationFile */.lJ)(name));
}
/**
 * The base's calls of the same directories, each shown by the head's name for it. A directory
 * the base lacks has no calls there: all of the head's are new. A base that cannot be read
 * (outside the repository, a file the gate refuses) is said why.
 */
async function scanBase(directories, options, tree, 
/** The head's parsed files: a base file the change left alone is not parsed again. */
parsed) {
    const head = { path: options.workspace, real: await (0,promises_.realpath)(options.workspace).catch(() => options.workspace) };
    const workspace = await inBase(options.workspace, head, tree);
    if (workspace === undefined)
        return { unreadable: 'the workspace is outside the git repository' };
    const cache = new read_scan/* ScanCache */.E(parsed);
    const calls = [];
    try {
        for (const directory of directories) {
            const basePath = await inBase(directory.path, head, tree);
            if (basePath === undefined || !(await holdsConfiguration(basePath)))
                continue;
            // The base's modules.json, if committed, is the base's; a data directory is rarely committed.
            const scan = await (0,read_scan/* scanDirectory */.v)({ path: basePath, display: directory.display }, { workspace, dataDir: options.dataDir, cache, ...(options.tool !== undefined && { tool: options.tool }) });
            calls.push(...scan.calls);
        }
    }
    catch (error) {
        if (error instanceof hcl_shared/* GateError */.ue)
            return { unreadable: `its configuration cannot be read: ${(0,src_text/* errorMessage */.gJ)(error)}` };
        throw error;
    }
    return { calls };
}
/**
 * The base's calls that can mark a head finding: those of a directory and key whose head call is
 * deprecated. The others need no judging (28,000 calls in a monorepo, a few hundred of them deprecated).
 */
function baseCallsToJudge(base, head) {
    const deprecated = new Set(head.flatMap((f) => (f.verdict.status === 'deprecated' ? [callId(f.call)] : [])));
    return base.filter((call) => deprecated.has(callId(call)));
}
/** A call across the two commits: its directory, its key, and the one tool that reads it, if only one does. */
const callId = (call) => JSON.stringify([call.directory, call.key, call.readBy ?? null]);
const sameCall = (call, address, version) => JSON.stringify([callId(call), address.toLowerCase(), version]);
/**
 * The head's findings, each deprecated or revoked call that the base already made, of the same
 * module at the same version, marked `onBase`. A call this change moved onto a deprecated version,
 * or added, stays unmarked: only those fail.
 */
function markOnBase(head, base) {
    const before = new Set(base.flatMap((f) => f.verdict.status === 'deprecated' ? [sameCall(f.call, f.verdict.address, f.verdict.version)] : []));
    return head.map((f) => f.verdict.status === 'deprecated' && before.has(sameCall(f.call, f.verdict.address, f.verdict.version))
        ? { ...f, onBase: true }
        : f);
}

;// CONCATENATED MODULE: ./src/gate/inspect.ts
/**
 * The gate from end to end, short of reporting: find the module calls of each configuration
 * directory, read the versions of each private-registry module they use (one read per module,
 * several at once, under the transport's rate limiter, and its revocations only where a called
 * version needs them: version-reads.ts), and judge every call.
 */








/** Directories read at once. */
const DIRECTORIES_AT_ONCE = 2;
async function inspectConfigurations({ configurations: request, service, }, { registry, log, concurrency, tree }, 
/** With `only-new`: the base commit's tree, or why it cannot be read (awaited once the head is read). */
base, 
/** The base commit as the request names it, for the log. */
baseName) {
    const { host } = service;
    const scope = { host, ...(request.organization !== undefined && { organization: request.organization }) };
    // Hosts are compared through UTS #46, whose table is loaded only for a host beyond plain ASCII.
    await (0,address/* loadIdnaFor */.Yv)([host]);
    // One cache for the whole run: a local module shared by many stacks is read and parsed once.
    const cache = new read_scan/* ScanCache */.E(undefined, tree);
    // Each module's list is read when its first call is found, while the other directories are
    // still being read, and its revocations as soon as a call's version needs them; the transport
    // paces them, and each module is read once.
    const reader = new VersionReads(registry, concurrency);
    const scans = await log.group('Find module calls', async () => {
        // Several directories at once: reading a file is a few trips to the disk, and one directory
        // at a time left the process waiting on them more than it parsed.
        const settled = await (0,src_concurrency/* mapConcurrent */._)(request.directories, DIRECTORIES_AT_ONCE, async (directory) => {
            try {
                // The disk is read at once (hcl.ts): let the version reads' timers and answers in
                // between directories, so the requests keep their pace while the tree is read.
                await new Promise((resolve) => setImmediate(resolve));
                const scan = await (0,read_scan/* scanDirectory */.v)(directory, {
                    workspace: request.workspace,
                    dataDir: request.dataDir,
                    cache,
                    ...(request.tool !== undefined && { tool: request.tool }),
                });
                await (0,address/* loadIdnaFor */.Yv)(scan.calls.map((call) => call.source));
                for (const call of scan.calls) {
                    const target = targetOf(call, scope);
                    if ('address' in target)
                        reader.called(target, call);
                }
                return { scan };
            }
            catch (error) {
                return { error };
            }
        });
        // In the directories' order: the log, and the first directory that cannot be read stops the run.
        const found = [];
        for (const outcome of settled) {
            if ('error' in outcome)
                throw outcome.error;
            logScan(log, outcome.scan);
            found.push(outcome.scan);
        }
        filesRead(log, cache.files.read);
        return found;
    });
    const calls = scans.flatMap((s) => s.calls);
    // The base's calls are judged with the head's reads: a module only the base calls cannot
    // match a head call, so it needs no read of its own.
    const targets = reader.targets();
    const baseTree = await base;
    if (baseTree !== undefined && baseName !== undefined) {
        await log.group('Read the base commit', async () => logBase(log, baseName, baseTree));
    }
    const baseScan = baseTree === undefined || 'unreadable' in baseTree
        ? baseTree
        : await log.group('Find the module calls of the base commit', async () => {
            const scanned = await scanBase(request.directories, request, baseTree, cache.parsed);
            logBaseScan(log, scanned);
            return scanned;
        });
    if (baseScan !== undefined && 'calls' in baseScan)
        await (0,address/* loadIdnaFor */.Yv)(baseScan.calls.map((call) => call.source));
    const lists = new Map();
    if (targets.length > 0) {
        // The reads' lines in one group, in the order the modules were found, once all are in.
        await log.group(`Read the versions of ${targets.length} module${targets.length === 1 ? '' : 's'}`, async () => {
            const read = await reader.results();
            for (const { target, versions, revocationRead: revocationsListed } of read) {
                lists.set(keyOf(target.address), versions);
                if ('error' in versions)
                    readFailed(log, target.address, versions.error);
                else
                    versionsRead(log, target.address, versions, revocationsListed);
            }
            revocationsRead(log, read.filter((r) => r.revocationRead).length, read.length);
        });
    }
    const judged = judge(calls, scope, lists);
    const revocations = await readRevocations(judged.deprecated, targets, registry, log, concurrency);
    const withRevocation = (item) => {
        const revocation = revocations.get(useKey(item.address, item.version));
        return revocation === undefined ? item : { ...item, revocation };
    };
    const revoked = judged.findings.map((f) => f.verdict.status === 'deprecated' ? { ...f, verdict: withRevocation(f.verdict) } : f);
    const findings = baseScan !== undefined && 'calls' in baseScan
        ? markOnBase(revoked, judge(baseCallsToJudge(baseScan.calls, revoked), scope, lists).findings)
        : revoked;
    // The uses list the same findings, marked alike.
    const marked = new Map(findings.map((f) => [f.call, f]));
    const deprecated = judged.deprecated.map((use) => withRevocation({ ...use, calls: use.calls.map((f) => marked.get(f.call) ?? f) }));
    const baseline = baseScan === undefined
        ? undefined
        : 'unreadable' in baseScan
            ? baseScan
            : { onBase: findings.filter((f) => f.onBase === true).length };
    return { scans, findings, deprecated, modulesRead: targets.length, ...(baseline !== undefined && { baseline }) };
}
const useKey = (address, version) => `${keyOf(address)}@${version}`;
/**
 * The message and link of each revoked version in use (what its consumers most need, often
 * "CVE-…: upgrade to 2.x"): one read per version, not per call. Best effort: a version whose
 * read fails is still reported revoked, without them.
 */
async function readRevocations(uses, targets, registry, log, concurrency) {
    const revoked = uses.filter((u) => u.revoked === true);
    const found = new Map();
    const read = registry.readRevocation?.bind(registry);
    if (revoked.length === 0 || read === undefined)
        return found;
    const modules = new Map(targets.map((t) => [keyOf(t.address), t.module]));
    await log.group(`Read the revocation of ${(0,src_text/* plural */.LS)(revoked.length, 'revoked version')} in use`, async () => {
        await (0,src_concurrency/* mapConcurrent */._)(revoked, concurrency, async (use) => {
            const module = modules.get(keyOf(use.address));
            if (module === undefined)
                return;
            try {
                // A private module's namespace is its organization.
                const revocation = await read(module.namespace, module, use.version);
                if (revocation !== null)
                    found.set(useKey(use.address, use.version), revocation);
                revocationRead(log, `${use.address} ${use.version}`, revocation);
            }
            catch (error) {
                readFailed(log, `${use.address} ${use.version}`, (0,src_text/* errorMessage */.gJ)(error));
            }
        });
    });
    return found;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/gate/read/git.ts
/**
 * Reads another commit of the workspace's repository with git (for `only-new`, the pull
 * request's base or the command line's `--base`): fetched shallowly when the checkout lacks it,
 * checked out into a temporary worktree that is removed afterwards. Behind an interface, so the
 * gate is tested without git.
 */




/** Long enough for a shallow fetch of a large repository; a hung remote must not hang the step. */
const GIT_TIMEOUT_MS = 180_000;
/** Runs git in `cwd` without hooks or prompts: the trees it reads are a pull request's. */
function git(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', ['-c', 'core.hooksPath=/dev/null', '-c', 'advice.detachedHead=false', ...args], {
            cwd,
            timeout: GIT_TIMEOUT_MS,
            maxBuffer: 16 * 1024 * 1024,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LFS_SKIP_SMUDGE: '1' },
        }, (error, stdout, stderr) => {
            if (error === null)
                resolve(stdout.trim());
            else
                reject(new Error(lastLine(stderr) || error.message));
        });
    });
}
/** git's last line of complaint says what went wrong ("fatal: …"). */
const lastLine = (text) => text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .at(-1) ?? '';
const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const hasCommit = (cwd, sha) => git(cwd, ['cat-file', '-e', `${sha}^{commit}`]).then(() => true, () => false);
/**
 * Makes sure the repository has commit `sha`, fetching it shallowly from origin when the
 * checkout lacks it; why it cannot, or undefined when it is there.
 */
async function ensureCommit(repository, sha) {
    if (await hasCommit(repository, sha))
        return undefined;
    // Only a full SHA can be fetched as itself: a name fetched from origin (`main`) would not
    // name the commit here afterwards, and a short SHA is no name origin answers to.
    if (!FULL_SHA.test(sha))
        return `the repository has no commit ${JSON.stringify(sha)}`;
    try {
        await git(repository, ['fetch', '--depth=1', '--no-tags', '--no-recurse-submodules', 'origin', sha]);
    }
    catch (error) {
        return `the checkout lacks commit ${sha} and fetching it failed (${error.message})`;
    }
    if (!(await hasCommit(repository, sha)))
        return `fetching commit ${sha} did not bring it`;
    return undefined;
}
const gitCommitReader = {
    async checkout(workspace, sha) {
        let repository;
        try {
            repository = await git(workspace, ['rev-parse', '--show-toplevel']);
        }
        catch (error) {
            return { unreadable: `the workspace is not a git repository (${error.message})` };
        }
        const missing = await ensureCommit(repository, sha);
        if (missing !== undefined)
            return { unreadable: missing };
        const parent = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'gate-base-'));
        const root = external_node_path_default().join(parent, 'tree');
        const removeParent = () => (0,promises_.rm)(parent, { recursive: true, force: true });
        try {
            await git(repository, ['worktree', 'add', '--detach', '--force', root, sha]);
        }
        catch (error) {
            await removeParent();
            return { unreadable: `checking out commit ${sha} failed (${error.message})` };
        }
        return {
            root,
            repository,
            async remove() {
                await git(repository, ['worktree', 'remove', '--force', root]).catch(() => undefined);
                await removeParent();
                await git(repository, ['worktree', 'prune']).catch(() => undefined);
            },
        };
    },
};

// EXTERNAL MODULE: ./src/files/sarif-file.ts
var sarif_file = __webpack_require__(3465);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/sarif.ts
var sarif = __webpack_require__(866);
// EXTERNAL MODULE: ./src/gate/judge/advice.ts
var advice = __webpack_require__(95);
// EXTERNAL MODULE: ./src/gate/report/placement.ts
var placement = __webpack_require__(1061);
;// CONCATENATED MODULE: ./src/gate/report/sarif.ts
/**
 * The gate's findings as a SARIF 2.1.0 log, for GitHub code scanning: a result per call of a
 * deprecated or revoked version (and a note per call that could not be checked), at its module
 * block relative to the repository root, with a fingerprint that stays the same across runs so an
 * alert keeps its identity. Pure.
 */





/** A hash of what makes the call's alert the same one: its directory, call, module and version. */
function fingerprint(finding, version) {
    const { call } = finding;
    const address = 'address' in finding.verdict && finding.verdict.address !== undefined ? finding.verdict.address : call.source;
    // A call only one tool reads (beside the other tool's call of the same name) is an alert of its own.
    const tool = call.readBy !== undefined ? [call.readBy] : [];
    return (0,external_node_crypto_.createHash)('sha256')
        .update([call.directory, call.key, ...tool, address, version].join('\0'))
        .digest('hex');
}
/**
 * Every result has a location in the repository: code scanning refuses a whole upload for one
 * result without. A call in a local module outside the repository is placed at the nearest
 * enclosing block inside it, as its annotation is (placement.ts); one with none is left out and
 * counted (`unplaced`).
 */
function gateSarif(findings, options) {
    const place = (0,placement/* placer */.G1)(findings.findings, options);
    let unplaced = 0;
    const results = findings.findings.flatMap((f) => {
        const made = resultOf(f, options, place(f));
        if (made === 'unplaced') {
            unplaced++;
            return [];
        }
        return made;
    });
    return {
        ...(0,sarif/* sarifLog */.ec)(results),
        ...(unplaced > 0 && {
            unplaced: {
                results: unplaced,
                why: 'their calls are in files outside the repository (local modules elsewhere on disk), with no module block of the repository to place them at',
            },
        }),
    };
}
function resultOf(finding, options, placed) {
    const { call, verdict } = finding;
    const where = `${(0,calls/* callLabel */.v1)(call)}${call.via === undefined ? '' : ` (inside ${(0,calls/* callAddress */.hD)(call.via)})`}${placed?.outside === undefined ? '' : ` (in ${(0,placement/* outsideText */.F3)(placed.outside)}, outside the repository)`}`;
    const location = placed === undefined ? undefined : (0,sarif/* sarifLocation */.fz)(placed.inRepository, placed.at.line);
    if (verdict.status === 'deprecated') {
        if (location === undefined)
            return 'unplaced';
        const revoked = verdict.revoked === true;
        const rule = revoked ? sarif/* SARIF_RULES */.Am.revoked : sarif/* SARIF_RULES */.Am.deprecated;
        // With only-new, a call already on the base branch is a warning, as in the annotations.
        const fails = finding.onBase !== true && (revoked ? options.failOnRevoked : options.failOnDeprecated);
        const text = [
            `${where} uses ${verdict.address} ${verdict.version}, which is ${revoked ? 'revoked' : 'deprecated'}: ${JSON.stringify(verdict.deprecation.reason)}.`,
            ...(revoked && verdict.revocation?.message ? [`Revoked: ${JSON.stringify(verdict.revocation.message)}.`] : []),
            (0,advice/* suggestionText */._)(verdict.suggestion, verdict.version),
            // Last, so that no sentence is glued to the link.
            ...(verdict.deprecation.link ? [`More information: ${verdict.deprecation.link}`] : []),
        ].join(' ');
        return [
            {
                ruleId: rule.id,
                ruleIndex: (0,sarif/* sarifRuleIndex */._g)(rule.id),
                level: fails ? 'error' : 'warning',
                message: { text },
                locations: [location],
                partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, verdict.version) },
                properties: {
                    module: verdict.address,
                    version: verdict.version,
                    ...(verdict.suggestion !== undefined && { suggestedVersion: verdict.suggestion.version }),
                },
            },
        ];
    }
    const unresolved = verdict.status === 'error' || (verdict.status === 'not-checked' && verdict.cause === 'version-expression');
    if (!unresolved)
        return [];
    if (location === undefined)
        return 'unplaced';
    const why = verdict.status === 'error' ? verdict.error : verdict.why;
    return [
        {
            ruleId: sarif/* SARIF_RULES */.Am.unchecked.id,
            ruleIndex: (0,sarif/* sarifRuleIndex */._g)(sarif/* SARIF_RULES */.Am.unchecked.id),
            level: 'note',
            message: { text: `${where} could not be checked: ${why}` },
            locations: [location],
            partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, call.exact ?? call.constraint ?? '') },
        },
    ];
}

// EXTERNAL MODULE: ./src/files/line-index.ts
var line_index = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/gate/read/blocks.ts + 2 modules
var blocks = __webpack_require__(7357);
;// CONCATENATED MODULE: ./src/gate/edit/confirm.ts
/**
 * A rewritten file read back with the gate's own parsers (HashiCorp's HCL, jsonc-parser for
 * `.tf.json`), as renovate extracts again after it replaces: the new text must parse, hold the
 * blocks the text held before (by name and line, as the scanner found them there), each rewritten
 * block must say its new version, and every other block whose version was a plain literal must
 * still say it. The text as it was is not parsed again: the gate parsed it, and its scan is at
 * hand. The parser loads on first use (its WebAssembly); nothing is read from the files.
 */


/**
 * Why `after` does not read as the text scanned as `before` with the expected versions, or
 * undefined when it does. `written` turns a literal as written into the value the parser gives
 * (a Terragrunt query decoded).
 */
async function confirmRewrite(file, before, after, expected, written = (raw) => raw) {
    let now;
    try {
        now = await (0,blocks/* moduleBlocksInText */.T)(file, file, after);
    }
    catch (error) {
        return `the rewritten file does not parse: ${(0,src_text/* errorMessage */.gJ)(error)}`;
    }
    const was = [...before].flatMap(([name, blocks]) => blocks.map((block) => ({ name, block })));
    if (now.length !== was.length)
        return `the rewritten file has ${now.length} blocks where it had ${was.length}`;
    for (const { name, block } of was) {
        const read = now.find((b) => b.name === name && b.line === block.line);
        if (read === undefined)
            return `block ${JSON.stringify(name)} is not where it was`;
        const wanted = expected.find((e) => e.name === name && e.line === block.line)?.version ??
            ('span' in block.version ? written(block.version.span.raw) : undefined);
        if (wanted !== undefined && read.version !== wanted) {
            return `block ${JSON.stringify(name)} reads version ${JSON.stringify(read.version ?? null)}, not ${JSON.stringify(wanted)}`;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/gate/edit/intent.ts
/**
 * Pure: what the edit does for one call on a deprecated or revoked version, before its file is
 * read, from the gate's suggestion (judge.ts: `Suggestion`, whose `edit` says what to write in
 * the version argument). A rewrite is made when it moves forward in the major version in use (or
 * to a new major with `fix-major`); a constraint that already selects the suggestion is left for
 * `terraform init -upgrade`; anything else is for a person, with the reason in words.
 */



function intentOf(finding, options) {
    const { verdict } = finding;
    if (verdict.status !== 'deprecated')
        return { kind: 'by-hand', why: 'the call uses no deprecated version' };
    const suggestion = verdict.suggestion;
    if (suggestion === undefined) {
        return { kind: 'by-hand', why: 'no other version of the module is free of deprecation and revocation' };
    }
    const { edit, version } = suggestion;
    const to = { version };
    if (edit.kind === 'by-hand')
        return { kind: 'by-hand', why: (0,advice/* editText */.i)(edit, version, verdict.version), ...to };
    if (edit.kind === 'init-upgrade')
        return { kind: 'upgrade-installed', version };
    if (suggestion.step === 'downgrade' || suggestion.step === 'major-downgrade') {
        return {
            kind: 'by-hand',
            why: `every newer version is deprecated or revoked: going back to ${version} is for a person to decide`,
            ...to,
        };
    }
    if (suggestion.step === 'major-upgrade' && !options.fixMajor) {
        const { unblock } = (0,versions_suggestion/* adviceWords */.eD)(suggestion, verdict.version);
        return {
            kind: 'by-hand',
            why: `${version} is a new major version: check its breaking changes, then change it by hand or use ${(options.words ?? wording/* ACTION_WORDS */.dC).setting('fix-major', 'true')}${unblock !== '' ? `; or ${unblock}` : ''}`,
            ...to,
        };
    }
    return { kind: 'rewrite', from: edit.from, to: edit.to, version };
}

// EXTERNAL MODULE: ./src/gate/read/hcl-json.ts
var hcl_json = __webpack_require__(6558);
// EXTERNAL MODULE: ./src/gate/read/hcl-scanner.ts
var hcl_scanner = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/gate/edit/literal.ts
/**
 * A call's version literal in a file's text, whatever its language: found by the gate's own
 * readers (the scanner of HCL's native syntax, jsonc-parser's offsets for `.tf.json`), and
 * replaced there and nowhere else, every other byte kept. Pure.
 */




/** The blocks that make module calls in a file's text, by name; undefined for text that is not of its language. */
function versionLiterals(file, text) {
    const name = external_node_path_default().basename(file);
    if (name.endsWith('.json'))
        return (0,hcl_json/* jsonVersionLiterals */.$)(text);
    const type = (0,hcl_shared/* blockTypeOf */.jy)(name);
    return type === undefined ? undefined : (0,hcl_scanner/* scanHcl */.J)(text, type).blocks;
}
/** Why a literal is missing where the gate read one: the file is no longer as the gate read it. */
const NOT_WHERE_READ = 'the block is not where the gate found it';
/** The name of the block that makes call `key` in `file`: its last part; Terragrunt's one block is `terraform`. */
const blockNameOf = (file, key) => isTerragrunt(file) ? 'terraform' : (key.split('.').at(-1) ?? '');
/** The version literal of the block of call `key` (the one at `line`, where its name repeats) in `file`. */
function callLiteral(file, literals, key, line) {
    const blocks = literals.get(blockNameOf(file, key)) ?? [];
    const block = blocks.length === 1 ? blocks[0] : blocks.find((b) => b.line === line);
    if (block === undefined)
        return { why: NOT_WHERE_READ };
    const found = block.version;
    if ('why' in found)
        return found;
    return {
        span: found.span,
        written: writtenValue(file, found.span.raw),
        encode: (v) => (isTerragrunt(file) ? encodeURIComponent(v) : v),
    };
}
const isTerragrunt = (file) => (0,hcl_shared/* blockTypeOf */.jy)(external_node_path_default().basename(file)) === 'terraform';
/** What a literal says, as the gate reads it: a `tfr://` query's value decoded as Terragrunt (Go's url.Query) does. */
const writtenValue = (file, raw) => isTerragrunt(file) ? (new URLSearchParams(`version=${raw}`).get('version') ?? raw) : raw;
/** The text with every replacement made; those of the same place are made once, overlapping ones refused. */
function replaceSpans(text, replacements) {
    const sorted = [...replacements].sort((a, b) => a.start - b.start);
    const parts = [];
    let at = 0;
    for (const [index, replacement] of sorted.entries()) {
        if (replacement.start < at) {
            const previous = sorted[index - 1];
            if (previous?.start === replacement.start &&
                previous.end === replacement.end &&
                previous.text === replacement.text) {
                continue;
            }
            throw new Error(`overlapping replacements at offset ${replacement.start}`);
        }
        parts.push(text.slice(at, replacement.start), replacement.text);
        at = replacement.end;
    }
    parts.push(text.slice(at));
    return parts.join('');
}

;// CONCATENATED MODULE: ./src/gate/edit/edits.ts
/**
 * The edit of each call on a deprecated or revoked version, computed once from the findings and
 * the texts of their files, and handed to every surface that shows or makes it: the fix (which
 * writes the files), the review's suggested changes, the dry run's diff, and the campaign (which
 * commits the same texts through GitHub's API). Pure over texts: the files are given as a
 * function from the name a finding gives its file (relative to the workspace) to the text, so
 * that the disk (fix/files.ts) and a tree held in memory serve alike; each rewrite is confirmed
 * by reading the new text with the gate's own readers (confirm.ts).
 */




/** Only version characters are ever written: nothing that could end a string or start a template. */
const VERSION_TEXT = /^[0-9A-Za-z.+~>=<!, -]*$/;
async function editFindings(findings, textOf, options) {
    const decided = new Map();
    const pendingByFile = new Map();
    for (const finding of findings) {
        if (finding.verdict.status !== 'deprecated')
            continue;
        const intent = intentOf(finding, options);
        if (intent.kind === 'rewrite') {
            const { file } = finding.call.location;
            pendingByFile.set(file, [...(pendingByFile.get(file) ?? []), { finding, intent }]);
        }
        else {
            decided.set(finding, { ...intent, finding });
        }
    }
    const files = [];
    const warnings = [];
    for (const [file, pending] of pendingByFile) {
        const outcome = await editFile(file, textOf(file), pending);
        for (const call of outcome.calls)
            decided.set(call.finding, call);
        if (outcome.edit !== undefined)
            files.push(outcome.edit);
        if (outcome.warning !== undefined)
            warnings.push(outcome.warning);
    }
    return { calls: findings.flatMap((f) => decided.get(f) ?? []), files, warnings };
}
const byHand = (p, why) => ({
    kind: 'by-hand',
    finding: p.finding,
    why,
    version: p.intent.version,
});
/** One file's rewrites: all of them, or (when the file cannot be changed safely) none. */
async function editFile(file, text, pending) {
    const all = (why) => pending.map((p) => byHand(p, why));
    if (typeof text !== 'string')
        return { calls: all(text.why) };
    const literals = versionLiterals(file, text);
    if (literals === undefined)
        return { calls: all('the file does not parse') };
    const lineOf = (0,line_index/* lineIndex */.D)(text);
    const calls = [];
    const rewrites = [];
    const replacements = new Map();
    for (const p of pending) {
        const found = callLiteral(file, literals, p.finding.call.key, p.finding.call.location.line);
        // The gate read this block from this text with the same readers: a block or a literal
        // that differs now means the file changed while the gate ran. It is left alone, and said.
        const changed = 'why' in found
            ? found.why === NOT_WHERE_READ
                ? 'its block is no longer where the gate read it'
                : undefined
            : found.written !== p.intent.from
                ? `it now says ${JSON.stringify(found.written)} where the gate read ${JSON.stringify(p.intent.from)}`
                : undefined;
        if (changed !== undefined) {
            return {
                calls: all(`the file changed after the gate read it (${changed})`),
                warning: `${file} changed after the gate read it (${changed}), so the fix left it as it is: run the gate again.`,
            };
        }
        if ('why' in found) {
            calls.push(byHand(p, found.why));
            continue;
        }
        const replacement = { start: found.span.start, end: found.span.end, text: found.encode(p.intent.to) };
        if (!VERSION_TEXT.test(replacement.text)) {
            calls.push(byHand(p, `${JSON.stringify(replacement.text)} is not a version`));
            continue;
        }
        const key = `${replacement.start}:${replacement.end}`;
        const earlier = replacements.get(key);
        // One block shared by many configurations (a local module): one replacement, if they agree on it.
        if (earlier !== undefined && earlier.text !== replacement.text) {
            calls.push(byHand(p, 'calls of this block in other configurations ask for another version'));
            continue;
        }
        replacements.set(key, replacement);
        const { version, from, to } = p.intent;
        rewrites.push({
            kind: 'rewrite',
            finding: p.finding,
            version,
            from,
            to,
            file,
            line: lineOf(replacement.start),
            replacement,
        });
    }
    if (rewrites.length === 0)
        return { calls };
    const after = replaceSpans(text, [...replacements.values()]);
    const expected = rewrites.map((r) => ({
        name: blockNameOf(file, r.finding.call.key),
        line: r.finding.call.location.line ?? r.line,
        version: r.to,
    }));
    const problem = await confirmRewrite(file, literals, after, expected, (raw) => writtenValue(file, raw));
    if (problem !== undefined) {
        return {
            calls: [
                ...calls,
                ...rewrites.map((r) => byHand(pendingOf(r), `the rewritten file would not read back as intended (${problem})`)),
            ],
        };
    }
    const lines = [...new Set(rewrites.map((r) => r.line))].sort((a, b) => a - b);
    return { calls: [...calls, ...rewrites], edit: { file, before: text, after, rewrites, lines } };
}
const pendingOf = (r) => ({
    finding: r.finding,
    intent: { kind: 'rewrite', from: r.from, to: r.to, version: r.version },
});

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 2 modules
var create = __webpack_require__(7291);
;// CONCATENATED MODULE: ./src/gate/edit/diff.ts
/**
 * The unified diff of a fixed file, as `git diff` and `git apply` read it. Made with jsdiff (the
 * `diff` package), the diff library most of npm uses, rather than a hand-written one. Pure.
 */

function unifiedDiff(file, before, after) {
    return (0,create/* createTwoFilesPatch */.ss)(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
        context: 3,
        headerOptions: create/* FILE_HEADERS_ONLY */.jr,
    });
}

;// CONCATENATED MODULE: ./src/gate/fix/apply.ts
/**
 * The fix's effects: the edits (edit/edits.ts) written to their files, or, in a dry run, shown as
 * the unified diff they would apply. A file that cannot be written is left as it was, its calls
 * for a person, with a warning.
 */



/** Files written at once: each write waits on the disk (a temporary file synced, then renamed). */
const FILES_AT_ONCE = 8;
const fixOf = (call) => call.kind === 'rewrite'
    ? { finding: call.finding, outcome: 'rewritten', version: call.version, argument: { from: call.from, to: call.to } }
    : call.kind === 'upgrade-installed'
        ? { finding: call.finding, outcome: 'upgrade-installed', version: call.version }
        : {
            finding: call.finding,
            outcome: 'by-hand',
            why: call.why,
            ...(call.version !== undefined && { version: call.version }),
        };
async function applyEdits(edits, dryRun, files) {
    const fixes = new Map(edits.calls.map((call) => [call.finding, fixOf(call)]));
    const warnings = [...edits.warnings];
    // The diff is made in a dry run only: a thousand files' diffs would be made to be thrown away.
    const written = dryRun
        ? edits.files.map((edit) => ({ edit }))
        : await (0,src_concurrency/* mapConcurrent */._)(edits.files, FILES_AT_ONCE, async (edit) => {
            try {
                await files.write(edit.file, edit.after);
                return { edit };
            }
            catch (error) {
                return { edit, error };
            }
        });
    const changed = [];
    for (const { edit, error } of written) {
        if (error === undefined) {
            changed.push(edit);
            continue;
        }
        const why = `the file was not written: ${(0,src_text/* errorMessage */.gJ)(error)}`;
        for (const r of edit.rewrites)
            fixes.set(r.finding, { finding: r.finding, outcome: 'by-hand', why, version: r.version });
        warnings.push(`${edit.file} was left as it is: ${(0,src_text/* errorMessage */.gJ)(error)}`);
    }
    return {
        fixes: edits.calls.map((call) => fixes.get(call.finding)),
        files: changed.map((e) => e.file),
        lines: changed.reduce((n, e) => n + e.lines.length, 0),
        dryRun,
        diff: dryRun ? changed.map((e) => unifiedDiff(e.file, e.before, e.after)).join('') : '',
        warnings,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
;// CONCATENATED MODULE: ./src/gate/fix/files.ts
/**
 * Where the fix reads the files it edits and writes them: the disk. Each file is read again when
 * the fix comes to it (what the edit is computed from), and written back only through
 * `writeFileSafely` (files/safe-write.ts): inside the repository, never through a symbolic link,
 * by a temporary file renamed into place, and never over a file that changed since it was read.
 * A local module elsewhere in the repository is edited where it is, so every configuration that
 * calls it moves with it; a file outside the repository never is.
 */








function diskFiles(roots, words = wording/* ACTION_WORDS */.dC) {
    const { workspace } = roots;
    const repository = roots.repositoryRoot ?? workspace;
    const snapshots = new Map();
    return {
        text(file) {
            if ((0,sarif/* repositoryPath */.SH)(repository, workspace, file) === undefined) {
                return { why: 'the file is outside the repository, and the fix edits files of the repository only' };
            }
            const absolute = external_node_path_default().resolve(workspace, file);
            let bytes;
            try {
                // Its time and size first: a change made while it is read then shows as a change.
                const stats = (0,external_node_fs_.lstatSync)(absolute);
                bytes = (0,read_bounded/* readBoundedSync */.xY)(absolute, limits/* FILE_LIMITS */.S.configuration);
                snapshots.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, content: bytes });
            }
            catch (error) {
                return { why: `the file cannot be read again: ${(0,src_text/* errorMessage */.gJ)(error)}` };
            }
            const text = bytes.toString('utf8');
            // Offsets are into the decoded text: a file that does not decode to itself is not rewritten.
            if (!Buffer.from(text, 'utf8').equals(bytes))
                return { why: 'the file is not valid UTF-8 text' };
            return text;
        },
        async write(file, text) {
            await (0,safe_write/* writeFileSafely */.kv)(external_node_path_default().resolve(workspace, file), text, {
                roots: [{ path: repository, name: 'the repository' }],
                label: (0,wording/* initial */.Vh)(words.input('fix')),
                unchangedSince: snapshots.get(file) ?? 'absent',
            });
        },
    };
}

// EXTERNAL MODULE: ./src/gate/fix/report.ts
var fix_report = __webpack_require__(3529);
;// CONCATENATED MODULE: ./src/gate/fix/run.ts




/** The files a run edits: the disk, within the repository. */
const runFiles = (request, options) => diskFiles({
    workspace: request.configurations.workspace,
    ...(request.repositoryRoot !== undefined && { repositoryRoot: request.repositoryRoot }),
}, options.words);
const editRun = (findings, files, options) => editFindings(findings.findings, (file) => files.text(file), options);
async function runFix(options, edits, files, log) {
    const result = await applyEdits(edits, options.dryRun, files);
    await (0,fix_report/* logFix */.um)(log, result);
    return result;
}

;// CONCATENATED MODULE: ./src/gate/fix/changed-lines.ts
/**
 * The lines a pull request added or changed in the configuration files, from `git diff` against
 * the base commit `only-new` uses: GitHub takes a review comment only on a line of the diff.
 * Paths are relative to the repository's top level, as GitHub names them.
 *
 * A workflow on `pull_request` checks out, by default, a merge of the head into the base's newest
 * commit, not the head: where the base changed a file since the branch began, its lines there are
 * numbered otherwise than in the head, on which GitHub places a review's comments. So where the
 * checkout is not the head, each line is also found in the head (`onHead`, from `git diff HEAD`).
 */


/** The files a configuration is read from, as git pathspecs (`*` crosses folders). */
const CONFIGURATION_PATHS = [
    '*.tf',
    '*.tofu',
    '*.tf.json',
    '*.tofu.json',
    '*.tfcomponent.hcl',
    '*.tfstack.hcl',
    '*terragrunt.hcl',
];
/** The working tree's configuration files against `commit`, line by line (`--unified=0`). */
const diffAgainst = (root, commit) => git(root, [
    '-c',
    'core.quotePath=false',
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--unified=0',
    commit,
    '--',
    ...CONFIGURATION_PATHS,
]);
async function changedLines(workspace, base, head) {
    let root;
    let lines;
    try {
        root = await git(workspace, ['rev-parse', '--show-toplevel']);
        const missing = await ensureCommit(root, base);
        if (missing !== undefined)
            return { unreadable: missing };
        lines = addedLines(await diffAgainst(root, base));
    }
    catch (error) {
        return { unreadable: `git diff against ${base} failed (${(0,src_text/* errorMessage */.gJ)(error)})` };
    }
    if (head === undefined || (await git(root, ['rev-parse', 'HEAD']).catch(() => '')) === head)
        return { root, lines };
    try {
        const missing = await ensureCommit(root, head);
        if (missing !== undefined)
            return { unreadable: `the checkout is not the pull request's head, and ${missing}` };
        return { root, lines, onHead: oldSideLines(await diffAgainst(root, head)) };
    }
    catch (error) {
        return { unreadable: `git diff against the pull request's head ${head} failed (${(0,src_text/* errorMessage */.gJ)(error)})` };
    }
}
/**
 * Pure: where a line of the new side of a unified diff (`--unified=0`, names `b/PATH`) is on its
 * old side; undefined for a line the diff added or changed. A file the diff leaves out is the same
 * on both sides.
 */
function oldSideLines(diff) {
    const hunks = new Map();
    let current;
    for (const line of diff.split('\n')) {
        if (line.startsWith('+++ ')) {
            const name = /^\+\+\+ b\/(.+)$/.exec(line.replace(/\r$/, ''))?.[1];
            if (name === undefined)
                current = undefined;
            else
                hunks.set(name, (current = []));
            continue;
        }
        const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
        if (hunk === null || current === undefined)
            continue;
        current.push({
            oldCount: hunk[1] === undefined ? 1 : Number(hunk[1]),
            newStart: Number(hunk[2]),
            newCount: hunk[3] === undefined ? 1 : Number(hunk[3]),
        });
    }
    return (file, line) => {
        let shift = 0;
        for (const { oldCount, newStart, newCount } of hunks.get(file) ?? []) {
            // A hunk that adds nothing names the line after which it removed the old side's lines.
            const lastNew = newCount === 0 ? newStart : newStart + newCount - 1;
            if (newCount > 0 && line >= newStart && line <= lastNew)
                return undefined;
            if (lastNew >= line)
                break;
            shift += oldCount - newCount;
        }
        return line + shift;
    };
}
/** Pure: the added lines of each file of a unified diff (`+++ b/PATH`, then `@@ -a,b +c,d @@` hunks). */
function addedLines(diff) {
    const found = new Map();
    let current;
    for (const line of diff.split('\n')) {
        if (line.startsWith('+++ ')) {
            // A quoted name (control characters in it) or /dev/null (a file deleted) takes no comment.
            const name = /^\+\+\+ b\/(.+)$/.exec(line.replace(/\r$/, ''))?.[1];
            current = name === undefined ? undefined : (found.get(name) ?? new Set());
            if (name !== undefined && current !== undefined)
                found.set(name, current);
            continue;
        }
        const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
        if (hunk === null || current === undefined)
            continue;
        const start = Number(hunk[1]);
        const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
        for (let n = start; n < start + count; n++)
            current.add(n);
    }
    return found;
}

// EXTERNAL MODULE: ./src/gate/fix/suggest.ts
var fix_suggest = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/gate/fix/review.ts



async function reviewSuggestions(request, edits, log) {
    const target = request.suggest.pullRequest;
    return log.group('Suggest changes in the pull request', async () => {
        if ('unreadable' in target) {
            log.info(`suggest: no review: ${target.unreadable}.`);
            return { unavailable: target.unreadable };
        }
        const changed = await changedLines(request.configurations.workspace, target.base, target.head);
        if ('unreadable' in changed) {
            log.info(`suggest: no review: the pull request's diff cannot be read: ${changed.unreadable}.`);
            return { unavailable: `the pull request's diff cannot be read: ${changed.unreadable}` };
        }
        if (changed.onHead !== undefined)
            log.info("suggest: the checkout is not the pull request's head (a merge commit): lines placed as the head has them.");
        const suggestions = (0,fix_suggest/* suggestionsOn */.nI)(edits, request.configurations.workspace, changed);
        for (const c of suggestions.comments)
            log.info(`  ${c.path}:${c.line}  a suggested change`);
        for (const o of suggestions.outside)
            log.info(`  ${o.path}:${o.line}  not in the pull request's diff: listed in the summary`);
        log.info(`${(0,src_text/* plural */.LS)(suggestions.comments.length, 'suggested change')} on lines the pull request changed; ${suggestions.outside.length} on lines outside its diff.`);
        return { pullRequest: target.number, ...(target.head !== undefined && { head: target.head }), ...suggestions };
    });
}

// EXTERNAL MODULE: ./src/gate/report/outputs.ts
var outputs = __webpack_require__(8744);
;// CONCATENATED MODULE: ./src/gate/run.ts












async function run(request, deps, commits = gitCommitReader) {
    let checkout;
    try {
        await logGateInputs(deps.log, request);
        // With only-new on a pull request: the base commit, checked out by git while the head's
        // files are read and the registry is asked (inspect.ts waits for it once the head is read).
        const onlyNew = request.onlyNew;
        if (onlyNew !== undefined && 'base' in onlyNew) {
            checkout = commits.checkout(request.configurations.workspace, onlyNew.base);
            // Handled here as well as below: a checkout that fails while the head is read is no crash.
            checkout.catch(() => undefined);
        }
        const base = onlyNew !== undefined && 'unreadable' in onlyNew ? onlyNew : checkout;
        const findings = await inspectConfigurations(request, deps, base, onlyNew !== undefined && 'base' in onlyNew ? onlyNew.base : undefined);
        await logFindings(deps.log, findings.findings);
        if (request.sarifFile !== undefined) {
            // An effect beside the findings: a file that cannot be written is a warning, never the verdict.
            const { workspace } = request.configurations;
            const sarif = gateSarif(findings, { ...request, workspace, repositoryRoot: request.repositoryRoot ?? workspace });
            // The step summary is cut too, past GitHub's limit: the record file never is.
            await (0,sarif_file/* writeSarifFile */.V)(request.sarifFile, sarif, deps.log, `Every call is in ${outputs/* GATE_RECORD */.mT}.`);
        }
        // Each call's edit, once, for the review and the fix alike.
        const editing = request.fix ?? request.suggest;
        const files = editing === undefined ? undefined : runFiles(request, editing);
        const edits = files === undefined || editing === undefined ? undefined : await editRun(findings, files, editing);
        // The review first: its suggestions are of the pull request's lines as they are, before a fix rewrites them.
        const review = request.suggest === undefined || edits === undefined
            ? undefined
            : await reviewSuggestions({ ...request, suggest: request.suggest }, edits, deps.log);
        const fix = request.fix === undefined || edits === undefined || files === undefined
            ? undefined
            : await runFix(request.fix, edits, files, deps.log);
        return {
            kind: 'done',
            request,
            context: deps.context,
            findings,
            ...(fix !== undefined && { fix }),
            ...(review !== undefined && { review }),
        };
    }
    catch (error) {
        // A configuration the gate cannot read is the input's fault; anything else is a bug.
        const gateError = error instanceof hcl_shared/* GateError */.ue ? error : undefined;
        return {
            kind: 'failed',
            reason: (0,errors/* failureReasonOf */.M3)(error, gateError !== undefined ? 'invalid-input' : 'internal-error'),
            message: (0,src_text/* errorMessage */.gJ)(error),
            ...(gateError?.file !== undefined && { file: gateError.file }),
            ...(gateError?.line !== undefined && { line: gateError.line }),
        };
    }
    finally {
        const tree = await checkout?.catch(() => undefined);
        if (tree !== undefined && 'root' in tree)
            await tree.remove();
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


/***/ })

};
