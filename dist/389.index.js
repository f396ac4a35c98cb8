export const id = 389;
export const ids = [389];
export const modules = {

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
    const unplaced = draft.unplaced ?? 0;
    if (unplaced > 0) {
        log.warning(`The SARIF file leaves out ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unplaced, 'result')} whose calls are in files outside the repository (local modules elsewhere on disk), with no module block of the repository to place them at: code scanning places every result in a file of the repository. ${where}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
    }
}


/***/ }),

/***/ 5307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N9: () => (/* binding */ suggestedVersionText),
/* harmony export */   _T: () => (/* binding */ suggestionText)
/* harmony export */ });
/* unused harmony export editText */
/* harmony import */ var _versions_semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/**
 * What the gate tells a person to do about a call on a deprecated or revoked version, in words:
 * the version to move to (an upgrade only where it is one, the major step named), and what to
 * write in the call's `version` argument. Plain text, shared by annotations, SARIF and the
 * command line; the summary renders the same parts as Markdown. Pure.
 */

const quote = (text) => JSON.stringify(text);
const line = (version) => `${_versions_semver_js__WEBPACK_IMPORTED_MODULE_0__/* .major */ .eR(version)}.x`;
/** The version to move to and how it stands to the one in use, as a sentence. */
function suggestedVersionText(suggestion, inUse) {
    if (suggestion === undefined) {
        return 'There is no version to move to: every other release of this module is deprecated or revoked.';
    }
    const { version } = suggestion;
    switch (suggestion.step) {
        case 'upgrade':
            return `Upgrade to ${version}, the newest ${line(inUse)} version that is neither deprecated nor revoked.`;
        case 'major-upgrade':
            return `Upgrade to ${version}, the newest version that is neither deprecated nor revoked: a new major version (${line(inUse)} → ${line(version)}), so check its breaking changes.`;
        case 'downgrade':
            return `Every newer version is deprecated or revoked: go back to ${version}, the newest earlier ${line(inUse)} version that is neither deprecated nor revoked.`;
        case 'major-downgrade':
            return `Every newer version, and every earlier ${line(inUse)} one, is deprecated or revoked: go back to ${version}, the newest earlier version that is neither, of an earlier major version (${line(inUse)} → ${line(version)}).`;
    }
}
/** What to write in the `version` argument, as a sentence. */
function editText(edit, version, inUse) {
    switch (edit.kind) {
        case 'rewrite':
            return `Change version ${quote(edit.from)} to ${quote(edit.to)}.`;
        case 'init-upgrade':
            return edit.from !== undefined
                ? `The constraint ${quote(edit.from)} already selects it: run terraform init -upgrade (terraform init installed ${inUse}).`
                : `The block sets no version, so terraform init -upgrade installs it (terraform init installed ${inUse}).`;
        case 'by-hand':
            switch (edit.why) {
                case 'no-version-argument':
                    return `Set version = ${quote(version)} in the block: without one, terraform init picks the newest version.`;
                case 'version-expression':
                    return `The version is the expression ${edit.from ?? ''}: set it to ${quote(version)} where its value comes from.`;
                case 'nested-call':
                    return 'The enclosing module sets this version in its own files: upgrade that module.';
                case 'unusual-constraint':
                    return `Change the constraint ${quote(edit.from ?? '')} by hand so that it selects ${version} (for example to ${quote(version)}).`;
            }
    }
}
/** The advice for one call: the version to move to, then what to write. */
function suggestionText(suggestion, inUse) {
    const moveTo = suggestedVersionText(suggestion, inUse);
    return suggestion === undefined ? moveTo : `${moveTo} ${editText(suggestion.edit, suggestion.version, inUse)}`;
}


/***/ }),

/***/ 2344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ directoriesText),
/* harmony export */   Cx: () => (/* binding */ DIRECTORIES_NAMED),
/* harmony export */   U9: () => (/* binding */ count)
/* harmony export */ });
/* unused harmony export commonParent */
/**
 * Many configuration directories said in a few words: a heading or a log line that named each of
 * 2,000 stacks would be one line of 68 KB. Pure.
 */
/** Up to this many directories are named; past it, they are counted under their common parent. */
const DIRECTORIES_NAMED = 20;
/** A count as people read it: 28,000. */
const count = (n) => n.toLocaleString('en-US');
/** `a`, `b` for a few; `2,000 directories under stacks/` for many (`quote` marks each name). */
function directoriesText(directories, quote) {
    if (directories.length <= DIRECTORIES_NAMED)
        return directories.map(quote).join(', ');
    const parent = commonParent(directories);
    return `${count(directories.length)} directories${parent !== '' ? ` under ${quote(`${parent}/`)}` : ''}`;
}
/** The longest folder every directory is in, `''` when none (or they are the workspace's own). */
function commonParent(directories) {
    const [first, ...rest] = directories.map((d) => d.split('/').slice(0, -1));
    if (first === undefined)
        return '';
    let length = first.length;
    for (const parts of rest) {
        let same = 0;
        while (same < Math.min(length, parts.length) && parts[same] === first[same])
            same++;
        length = same;
    }
    return first.slice(0, length).join('/');
}


/***/ }),

/***/ 4181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pi: () => (/* binding */ boundedResult),
/* harmony export */   QP: () => (/* binding */ gateOutputs),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   d5: () => (/* binding */ boundedDeprecatedUses),
/* harmony export */   jG: () => (/* binding */ leftOutText),
/* harmony export */   mT: () => (/* binding */ GATE_RECORD),
/* harmony export */   tL: () => (/* binding */ RESULT_FILE_NAME)
/* harmony export */ });
/* unused harmony export boundedUses */
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _directories_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2344);
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7394);
/**
 * The gate's outputs: `result` (one entry per call), `deprecated-uses` (one per version in use)
 * and the lists, each bounded by GitHub's output limit. Pure.
 */



const statusOf = (f) => f.verdict.status === 'deprecated'
    ? f.verdict.revoked === true
        ? 'revoked'
        : 'deprecated'
    : f.verdict.status === 'ok'
        ? 'not-deprecated'
        : f.verdict.status === 'not-checked'
            ? 'not-checked'
            : 'failed';
/** The file every call is in, whatever the size: the `result-file` output names it. */
const RESULT_FILE_NAME = 'gate-result.json';
/**
 * Where every call is, for the notes of whatever GitHub caps (outputs, the summary, annotations):
 * the result file, and how to keep it past the job.
 */
const GATE_RECORD = `\`${RESULT_FILE_NAME}\`, the file the \`result-file\` output names (the gate example in the README keeps it as the \`module-gate-result\` artifact)`;
/** Calls left out, counted by status: `20,000 not deprecated, 811 not checked`. */
function leftOutText(left) {
    const byStatus = new Map();
    for (const f of left)
        byStatus.set(statusOf(f), (byStatus.get(statusOf(f)) ?? 0) + 1);
    const order = ['revoked', 'deprecated', 'failed', 'not-deprecated', 'not-checked'];
    return order
        .filter((s) => (byStatus.get(s) ?? 0) > 0)
        .map((s) => `${(0,_directories_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(byStatus.get(s) ?? 0)} ${s.replace('-', ' ')}`)
        .join(', ');
}
function callJson(finding) {
    const { call, verdict } = finding;
    return {
        call: (0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callLabel */ .v1)(call),
        directory: call.directory,
        source: call.source,
        version: 'version' in verdict ? verdict.version : (call.exact ?? null),
        constraint: call.constraint ?? null,
        status: statusOf(finding),
        // As in the other modes' entries: null where the service shows no revocation, or none was read.
        revoked: verdict.status === 'ok' || verdict.status === 'deprecated' ? (verdict.revoked ?? null) : null,
        file: call.location.file,
        line: call.location.line ?? null,
        ...(call.via !== undefined && { via: (0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callAddress */ .hD)(call.via) }),
        ...(verdict.status === 'deprecated' && {
            reason: verdict.deprecation.reason,
            link: verdict.deprecation.link,
            revocation: verdict.revocation ?? null,
            // A nested call's version is set by the enclosing module: no version to suggest here.
            suggested: call.via === undefined ? (verdict.suggestion?.version ?? null) : null,
        }),
        ...(verdict.status === 'not-checked' && { why: verdict.why }),
        ...(verdict.status === 'error' && { error: verdict.error }),
    };
}
function deprecatedJson(use, maxCalls = Infinity) {
    const calls = use.calls.slice(0, maxCalls);
    return {
        source: use.address,
        version: use.version,
        ...(calls.length < use.calls.length && { 'calls-omitted': use.calls.length - calls.length }),
        calls: calls.map((f) => ({
            call: (0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callLabel */ .v1)(f.call),
            file: f.call.location.file,
            line: f.call.location.line ?? null,
            constraint: f.call.constraint ?? null,
            suggested: f.verdict.status === 'deprecated' && f.call.via === undefined ? (f.verdict.suggestion?.version ?? null) : null,
        })),
        reason: use.deprecation.reason,
        link: use.deprecation.link,
        revocation: use.revocation ?? null,
        suggested: use.suggestion?.version ?? null,
    };
}
/**
 * The outputs, with the same meaning as in the other modes: `deprecated-versions` lists
 * `SOURCE@VERSION` items, comma separated; the detail per version in use is `deprecated-uses`.
 */
function gateOutputs(result, bounded = boundedResult(result), uses = boundedDeprecatedUses(result)) {
    return {
        result: bounded.json,
        deprecated: String(result.deprecated.length > 0),
        'deprecated-versions': result.deprecated.map((use) => `${use.address}@${use.version}`).join(','),
        'revoked-versions': result.deprecated
            .filter((use) => use.revoked === true)
            .map((use) => `${use.address}@${use.version}`)
            .join(','),
        'deprecated-uses': uses.json,
    };
}
/**
 * `deprecated-uses` within the output limit: every version in use stays, and past the limit each
 * one lists fewer of its calls (100, then 10, 1, none), saying how many it left out in
 * `calls-omitted`. The annotations and `result` still name every call.
 */
function boundedUses(result, limit = OUTPUT_LIMIT_BYTES) {
    return boundedDeprecatedUses(result, limit).json;
}
/**
 * `boundedUses`, and past even that (so many versions in use, or such long reasons, that they do
 * not fit without their calls) the versions that fit, in order, with how many were left out
 * (`omitted`, for a warning): `deprecated-versions` still names every one.
 */
function boundedDeprecatedUses(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    const json = (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .fitOutput */ .fT)([Infinity, 100, 10, 1, 0], (maxCalls) => result.deprecated.map((use) => deprecatedJson(use, maxCalls)), limit);
    if (Buffer.byteLength(json, 'utf8') <= limit)
        return { json, omitted: 0 };
    const kept = [];
    let used = 2;
    for (const use of result.deprecated) {
        const item = JSON.stringify(deprecatedJson(use, 0));
        if (used + Buffer.byteLength(item, 'utf8') + 1 > limit)
            break;
        kept.push(item);
        used += Buffer.byteLength(item, 'utf8') + 1;
    }
    return { json: `[${kept.join(',')}]`, omitted: result.deprecated.length - kept.length };
}
/**
 * The `result` JSON, one object per call, within `limit` bytes: past it, the calls that need
 * attention (deprecated, failed) are kept and calls that passed or were not checked are left
 * out (`left`, for the warning that says which). `file` is every call, whatever the size: the
 * result file the notes point to.
 */
function boundedResult(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    // The whole array, made a thousand entries at a time so that each batch's objects die young:
    // at 28,000 calls it is 8 MB, and the cut below (rare) makes the entries it keeps again rather
    // than hold two copies.
    const batches = [];
    for (let start = 0; start < result.findings.length; start += 1_000) {
        batches.push(result.findings
            .slice(start, start + 1_000)
            .map((f) => JSON.stringify(callJson(f)))
            .join(','));
    }
    const all = `[${batches.join(',')}]`;
    const file = { output: 'result-file', name: RESULT_FILE_NAME, content: all };
    // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
    const size = (text) => Buffer.byteLength(text, 'utf8');
    if (size(all) <= limit)
        return { json: all, omitted: 0, left: [], file };
    const urgent = (i) => result.findings[i]?.verdict.status === 'deprecated' || result.findings[i]?.verdict.status === 'error';
    const indices = result.findings.map((_, i) => i);
    const kept = [];
    const keptIndices = new Set();
    let used = 2;
    // Every deprecated or failed call first, then the others, each group in the calls' order.
    for (const i of [...indices.filter(urgent), ...indices.filter((i) => !urgent(i))]) {
        const item = JSON.stringify(callJson(result.findings[i]));
        if (used + size(item) + 1 > limit)
            break;
        kept.push(item);
        keptIndices.add(i);
        used += size(item) + 1;
    }
    return {
        json: `[${kept.join(',')}]`,
        omitted: result.findings.length - kept.length,
        left: result.findings.filter((_, i) => !keptIndices.has(i)),
        file,
    };
}


/***/ }),

/***/ 2389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/changes/concurrency.ts
var changes_concurrency = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/gate/directories.ts
var directories = __webpack_require__(2344);
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
/** What one directory holds, and where its versions come from. */
function logScan(log, scan) {
    log.info(`${scan.directory}: ${scan.calls.length} module call${scan.calls.length === 1 ? '' : 's'}, from ${scan.from === 'modules.json' ? `${scan.manifest} (exact versions from terraform init)` : 'the .tf files (versions resolved from the constraints; run terraform init first for exact versions and nested calls)'}`);
    if (scan.stale > 0) {
        log.info(`  ${scan.manifest} lacks ${(0,src_text/* plural */.LS)(scan.stale, 'call')} of the files: it predates them, so their versions are resolved from the constraints; run terraform init again`);
    }
    if (scan.ignored > 0) {
        log.info(`  ${(0,src_text/* plural */.LS)(scan.ignored, 'entry', 'entries')} of ${scan.manifest} ${scan.ignored === 1 ? 'is' : 'are'} no call of the files (removed calls, terraform test modules): ignored`);
    }
}
const filesRead = (log, files) => log.info(`Read ${(0,src_text/* plural */.LS)(files, 'configuration file')} in all.`);
/** A module's versions read, or why not; a revoked version's revocation that could not be read. */
const versionsRead = (log, address, versions) => log.info(`  ${address}: ${versions} version${versions === 1 ? '' : 's'}`);
const readFailed = (log, what, message) => log.info(`  ${what}: ${message}`);
/** One line per module call: where, which, and its status. */
async function logFindings(log, findings) {
    await log.group('Deprecation status of each module call', async () => {
        for (const f of findings) {
            const v = f.verdict;
            const what = v.status === 'deprecated'
                ? `${v.version} DEPRECATED`
                : v.status === 'ok'
                    ? `${v.version} not deprecated`
                    : v.status === 'not-checked'
                        ? `not checked (${v.why})`
                        : `failed: ${v.error}`;
            const line = f.call.location.line !== undefined ? `:${f.call.location.line}` : '';
            log.info(`  ${f.call.location.file}${line}  ${f.call.key}  ${f.call.source}  ${what}`);
        }
    });
}

// EXTERNAL MODULE: ./src/versions/semver.ts
var semver = __webpack_require__(3541);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/selection.ts
var selection = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/gate/calls.ts
var calls = __webpack_require__(7394);
;// CONCATENATED MODULE: ./src/gate/judge.ts
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
/** The distinct modules to read, in the order first called. */
function modulesToRead(calls, scope) {
    const targets = new Map();
    for (const call of calls) {
        const target = targetOf(call, scope);
        if ('address' in target && !targets.has(keyOf(target.address)))
            targets.set(keyOf(target.address), target);
    }
    return [...targets.values()];
}
/** What is wrong with a block, worded as Terraform words it where it has words for it. */
function problemText(problem) {
    switch (problem.kind) {
        case 'no-source':
            return 'Missing required argument: the argument "source" is required, but no definition was found.';
        case 'invalid-name':
            return 'Invalid module instance name: a name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes.';
        case 'duplicate':
            return `Duplicate module call: a module call of this name was already defined at ${problem.first.file}${problem.first.line !== undefined ? `:${problem.first.line}` : ''}. Module calls must have unique names within a module.`;
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
        return (0,versions_constraint/* parseConstraint */.FJ)(text);
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
            constraint = (0,versions_constraint/* parseConstraint */.FJ)(call.constraint);
        }
        catch (error) {
            return { error: `version constraint ${JSON.stringify(call.constraint)} is invalid: ${error.message}` };
        }
        const found = newestFirst.find((v) => (0,versions_constraint/* satisfies */.ib)(v, constraint));
        return found !== undefined
            ? { version: found }
            : { error: `no version in the registry satisfies ${JSON.stringify(call.constraint)}; terraform init would fail` };
    }
    const newest = newestFirst.find(isRelease);
    return newest !== undefined ? { version: newest } : { error: 'the registry lists no release of this module' };
}
/**
 * What to move to from `inUse`, a deprecated or revoked version, among the versions neither
 * deprecated nor revoked: the newest newer one of the same major version; else the newest newer
 * one (a major step); else the newest older one of the same major, else of any (a step back,
 * never called an upgrade). A prerelease only when the version in use is one.
 */
function suggestVersion(states, inUse, newestFirst = (0,selection/* sortNewestFirst */.BP)(states.map((s) => s.version))) {
    const used = semver/* parse */.qg(inUse);
    if (used === null)
        return undefined;
    const free = new Set(states.filter((s) => s.deprecation === null && s.revoked !== true).map((s) => s.version));
    let newer;
    let older;
    let olderSameMajor;
    for (const version of newestFirst) {
        const v = free.has(version) ? semver/* parse */.qg(version) : null;
        if (v === null || (v.prerelease.length > 0 && used.prerelease.length === 0))
            continue;
        const order = semver/* compare */.UD(v, used);
        const sameMajor = v.major === used.major;
        // Newest first: the first newer one of the same major is the answer.
        if (order > 0 && sameMajor)
            return { version, step: 'upgrade' };
        if (order > 0)
            newer ??= version;
        if (order < 0)
            older ??= version;
        if (order < 0 && sameMajor)
            olderSameMajor ??= version;
    }
    if (newer !== undefined)
        return { version: newer, step: 'major-upgrade' };
    if (olderSameMajor !== undefined)
        return { version: olderSameMajor, step: 'downgrade' };
    return older !== undefined ? { version: older, step: 'major-downgrade' } : undefined;
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
    const suggested = suggestVersion(states, inUse, newestFirst);
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
        if (newestFirst === undefined)
            newestFirstOf.set(key, (newestFirst = (0,selection/* sortNewestFirst */.BP)(list.map((s) => s.version))));
        let resolved = resolvedFor.get(callKey);
        if (resolved === undefined) {
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
        const suggestion = direct ? suggestVersion(list, g.version, newestFirstOf.get(keyOf(g.address))) : undefined;
        return { ...g, ...(suggestion !== undefined && { suggestion }) };
    });
    return { findings, deprecated };
}


// EXTERNAL MODULE: ./src/gate/scan.ts + 1 modules
var gate_scan = __webpack_require__(2721);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/hcl.ts + 4 modules
var hcl = __webpack_require__(9714);
// EXTERNAL MODULE: ./src/gate/hcl-shared.ts
var hcl_shared = __webpack_require__(4284);
;// CONCATENATED MODULE: ./src/gate/baseline.ts
/**
 * `only-new`: the module calls of the base commit, found the same way as the head's, and which
 * of the head's deprecated calls were already there. A call is the same across the two commits
 * by its configuration directory and its key (`module.network.module.subnets`), so moving a block
 * within a directory is not new and renaming the directory is.
 */






/** Where `absolute` (a path of the workspace) is in the base tree; undefined outside the repository. */
async function inBase(absolute, tree) {
    const real = await (0,promises_.realpath)(absolute).catch(() => absolute);
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
async function scanBase(directories, options, tree) {
    const workspace = await inBase(options.workspace, tree);
    if (workspace === undefined)
        return { unreadable: 'the workspace is outside the git repository' };
    const cache = new gate_scan/* ScanCache */.E();
    const calls = [];
    try {
        for (const directory of directories) {
            const basePath = await inBase(directory.path, tree);
            if (basePath === undefined || !(await holdsConfiguration(basePath)))
                continue;
            // The base's modules.json, if committed, is the base's; a data directory is rarely committed.
            const scan = await (0,gate_scan/* scanDirectory */.v)({ path: basePath, display: directory.display }, { workspace, dataDir: options.dataDir, cache });
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
const sameCall = (directory, key, address, version) => JSON.stringify([directory, key, address.toLowerCase(), version]);
/**
 * The head's findings, each deprecated or revoked call that the base already made, of the same
 * module at the same version, marked `onBase`. A call this change moved onto a deprecated version,
 * or added, stays unmarked: only those fail.
 */
function markOnBase(head, base) {
    const before = new Set(base.flatMap((f) => f.verdict.status === 'deprecated'
        ? [sameCall(f.call.directory, f.call.key, f.verdict.address, f.verdict.version)]
        : []));
    return head.map((f) => f.verdict.status === 'deprecated' &&
        before.has(sameCall(f.call.directory, f.call.key, f.verdict.address, f.verdict.version))
        ? { ...f, onBase: true }
        : f);
}

;// CONCATENATED MODULE: ./src/gate/inspect.ts
/**
 * The gate from end to end, short of reporting: find the module calls of each configuration
 * directory, read the versions of each private-registry module they use (one read per module,
 * several at once, under the transport's rate limiter), and judge every call.
 */







/** Directories read at once. */
const DIRECTORIES_AT_ONCE = 2;
async function inspectConfigurations({ configurations: request, service, }, { registry, log, concurrency }, 
/** With `only-new`: the base commit's tree, or why it cannot be read. */
base) {
    const { host } = service;
    const scope = { host, ...(request.organization !== undefined && { organization: request.organization }) };
    // Hosts are compared through UTS #46, whose table is loaded only for a host beyond plain ASCII.
    await (0,address/* loadIdnaFor */.Yv)([host]);
    // One cache for the whole run: a local module shared by many stacks is read and parsed once.
    const cache = new gate_scan/* ScanCache */.E();
    // Each module's reads start when its first call is found, while the other directories are
    // still being read; the transport paces them, and each module is read once.
    const reader = new VersionReads(registry, concurrency);
    const scans = await log.group('Find module calls', async () => {
        // Several directories at once: reading a file is a few trips to the disk, and one directory
        // at a time left the process waiting on them more than it parsed.
        const settled = await (0,changes_concurrency/* mapConcurrent */._)(request.directories, DIRECTORIES_AT_ONCE, async (directory) => {
            try {
                // The disk is read at once (hcl.ts): let the version reads' timers and answers in
                // between directories, so the requests keep their pace while the tree is read.
                await new Promise((resolve) => setImmediate(resolve));
                const scan = await (0,gate_scan/* scanDirectory */.v)(directory, { workspace: request.workspace, dataDir: request.dataDir, cache });
                await (0,address/* loadIdnaFor */.Yv)(scan.calls.map((call) => call.source));
                for (const target of modulesToRead(scan.calls, scope))
                    reader.start(target);
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
    const baseScan = base === undefined || 'unreadable' in base
        ? base
        : await log.group('Find the module calls of the base commit', () => scanBase(request.directories, request, base));
    if (baseScan !== undefined && 'calls' in baseScan)
        await (0,address/* loadIdnaFor */.Yv)(baseScan.calls.map((call) => call.source));
    if (targets.length > 0) {
        // The reads' lines in one group, in the order the modules were found, once all are in.
        await log.group(`Read the versions of ${targets.length} module${targets.length === 1 ? '' : 's'}`, async () => {
            for (const [target, read] of reader.all()) {
                const versions = await read;
                if ('error' in versions)
                    readFailed(log, target.address, versions.error);
                else
                    versionsRead(log, target.address, versions.length);
            }
        });
    }
    const lists = new Map();
    for (const [target, read] of reader.all())
        lists.set(keyOf(target.address), await read);
    const judged = judge(calls, scope, lists);
    const revocations = await readRevocations(judged.deprecated, targets, registry, log, concurrency);
    const withRevocation = (item) => {
        const revocation = revocations.get(useKey(item.address, item.version));
        return revocation === undefined ? item : { ...item, revocation };
    };
    const revoked = judged.findings.map((f) => f.verdict.status === 'deprecated' ? { ...f, verdict: withRevocation(f.verdict) } : f);
    const findings = baseScan !== undefined && 'calls' in baseScan
        ? markOnBase(revoked, judge(baseScan.calls, scope, lists).findings)
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
/**
 * The version reads of a run: one per module, started as soon as a call of it is found, at most
 * `concurrency` in flight (the transport's rate limiter paces them further). A read that fails
 * is the module's error, never the run's.
 */
class VersionReads {
    reads = new Map();
    waiting = [];
    running = 0;
    registry;
    concurrency;
    constructor(registry, concurrency) {
        this.registry = registry;
        this.concurrency = Math.max(1, concurrency);
    }
    start(target) {
        const key = keyOf(target.address);
        if (this.reads.has(key))
            return;
        this.reads.set(key, { target, read: this.slot(() => this.read(target)) });
    }
    targets() {
        return [...this.reads.values()].map((r) => r.target);
    }
    all() {
        return [...this.reads.values()].map((r) => [r.target, r.read]);
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
    async read(target) {
        try {
            // Revocation shows only in the v2 module read: one request more per module.
            const [listed, revoked] = await Promise.all([
                this.registry.listVersions(target.module),
                this.registry.readRevokedVersions?.(target.module),
            ]);
            // Where the service shows revocation, every version is revoked or not; elsewhere unknown.
            return listed.map((v) => (revoked === undefined ? v : { ...v, revoked: revoked.has(v.version) }));
        }
        catch (error) {
            return { error: (0,src_text/* errorMessage */.gJ)(error) };
        }
    }
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
        await (0,changes_concurrency/* mapConcurrent */._)(revoked, concurrency, async (use) => {
            const module = modules.get(keyOf(use.address));
            if (module === undefined)
                return;
            try {
                // A private module's namespace is its organization.
                const revocation = await read(module.namespace, module, use.version);
                if (revocation !== null)
                    found.set(useKey(use.address, use.version), revocation);
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
;// CONCATENATED MODULE: ./src/gate/git.ts
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
            maxBuffer: 1024 * 1024,
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
const gitCommitReader = {
    async checkout(workspace, sha) {
        let repository;
        try {
            repository = await git(workspace, ['rev-parse', '--show-toplevel']);
        }
        catch (error) {
            return { unreadable: `the workspace is not a git repository (${error.message})` };
        }
        if (!(await hasCommit(repository, sha))) {
            // Only a full SHA can be fetched as itself: a name fetched from origin (`main`) would not
            // name the commit here afterwards, and a short SHA is no name origin answers to.
            if (!FULL_SHA.test(sha))
                return { unreadable: `the repository has no commit ${JSON.stringify(sha)}` };
            try {
                await git(repository, ['fetch', '--depth=1', '--no-tags', '--no-recurse-submodules', 'origin', sha]);
            }
            catch (error) {
                return { unreadable: `the checkout lacks commit ${sha} and fetching it failed (${error.message})` };
            }
            if (!(await hasCommit(repository, sha)))
                return { unreadable: `fetching commit ${sha} did not bring it` };
        }
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
// EXTERNAL MODULE: ./src/gate/advice.ts
var advice = __webpack_require__(5307);
;// CONCATENATED MODULE: ./src/gate/sarif.ts
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
    return (0,external_node_crypto_.createHash)('sha256').update([call.directory, call.key, address, version].join('\0')).digest('hex');
}
/**
 * Every result has a location in the repository: code scanning refuses a whole upload for one
 * result without. A call in a local module outside the repository is placed at the nearest
 * enclosing block inside it; one with none is left out and counted (`unplaced`).
 */
function gateSarif(findings, options) {
    const place = placer(findings.findings, options);
    let unplaced = 0;
    const results = findings.findings.flatMap((f) => {
        const made = resultOf(f, options, place(f));
        if (made === 'unplaced') {
            unplaced++;
            return [];
        }
        return made;
    });
    return { ...(0,sarif/* sarifLog */.ec)(results), unplaced };
}
/** Where a finding's result goes: its block when inside the repository, else its nearest enclosing block that is. */
function placer(findings, options) {
    const inside = (f) => {
        const { file, line } = f.call.location;
        const uri = (0,sarif/* repositoryPath */.SH)(options.repositoryRoot, options.workspace, file);
        return uri === undefined ? undefined : (0,sarif/* sarifLocation */.fz)(uri, line);
    };
    const byKey = new Map(findings.map((f) => [`${f.call.directory}\u0000${f.call.key}`, f]));
    return (finding) => {
        const own = inside(finding);
        if (own !== undefined)
            return { location: own };
        const { file, line } = finding.call.location;
        const outside = `${file}${line !== undefined ? ` line ${line}` : ''}`;
        const parts = finding.call.key.split('.');
        for (let n = parts.length - 1; n > 0; n--) {
            const enclosing = byKey.get(`${finding.call.directory}\u0000${parts.slice(0, n).join('.')}`);
            const location = enclosing === undefined ? undefined : inside(enclosing);
            if (location !== undefined)
                return { location, outside };
        }
        return undefined;
    };
}
function resultOf(finding, options, placed) {
    const { call, verdict } = finding;
    const where = `${(0,calls/* callLabel */.v1)(call)}${call.via === undefined ? '' : ` (inside ${(0,calls/* callAddress */.hD)(call.via)})`}${placed?.outside === undefined ? '' : ` (in ${placed.outside}, outside the repository)`}`;
    if (verdict.status === 'deprecated') {
        if (placed === undefined)
            return 'unplaced';
        const revoked = verdict.revoked === true;
        const rule = revoked ? sarif/* SARIF_RULES */.Am.revoked : sarif/* SARIF_RULES */.Am.deprecated;
        // With only-new, a call already on the base branch is a warning, as in the annotations.
        const fails = finding.onBase !== true && (revoked ? options.failOnRevoked : options.failOnDeprecated);
        const text = [
            `${where} uses ${verdict.address} ${verdict.version}, which is ${revoked ? 'revoked' : 'deprecated'}: ${JSON.stringify(verdict.deprecation.reason)}.`,
            ...(revoked && verdict.revocation?.message ? [`Revoked: ${JSON.stringify(verdict.revocation.message)}.`] : []),
            (0,advice/* suggestionText */._T)(verdict.suggestion, verdict.version),
            // Last, so that no sentence is glued to the link.
            ...(verdict.deprecation.link ? [`More information: ${verdict.deprecation.link}`] : []),
        ].join(' ');
        return [
            {
                ruleId: rule.id,
                ruleIndex: (0,sarif/* sarifRuleIndex */._g)(rule.id),
                level: fails ? 'error' : 'warning',
                message: { text },
                locations: [placed.location],
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
    if (placed === undefined)
        return 'unplaced';
    const why = verdict.status === 'error' ? verdict.error : verdict.why;
    return [
        {
            ruleId: sarif/* SARIF_RULES */.Am.unchecked.id,
            ruleIndex: (0,sarif/* sarifRuleIndex */._g)(sarif/* SARIF_RULES */.Am.unchecked.id),
            level: 'note',
            message: { text: `${where} could not be checked: ${why}` },
            locations: [placed.location],
            partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, call.exact ?? call.constraint ?? '') },
        },
    ];
}

// EXTERNAL MODULE: ./src/gate/outputs.ts
var outputs = __webpack_require__(4181);
;// CONCATENATED MODULE: ./src/gate/run.ts









async function run(request, deps, commits = gitCommitReader) {
    let tree;
    try {
        await logGateInputs(deps.log, request);
        // With only-new on a pull request: the base commit, read from git before anything is judged.
        const base = request.onlyNew === undefined
            ? undefined
            : 'unreadable' in request.onlyNew
                ? request.onlyNew
                : await deps.log.group('Read the base commit', () => commits.checkout(request.configurations.workspace, request.onlyNew.base));
        if (base !== undefined && 'root' in base)
            tree = base;
        const findings = await inspectConfigurations(request, deps, base);
        await logFindings(deps.log, findings.findings);
        if (request.sarifFile !== undefined) {
            // An effect beside the findings: a file that cannot be written is a warning, never the verdict.
            const { workspace } = request.configurations;
            const sarif = gateSarif(findings, { ...request, workspace, repositoryRoot: request.repositoryRoot ?? workspace });
            // The step summary is cut too, past GitHub's limit: the record file never is.
            await (0,sarif_file/* writeSarifFile */.V)(request.sarifFile, sarif, deps.log, `Every call is in ${outputs/* GATE_RECORD */.mT}.`);
        }
        return { kind: 'done', request, context: deps.context, findings };
    }
    catch (error) {
        // A configuration the gate cannot read is the input's fault; anything else is a bug.
        const gateError = error instanceof hcl_shared/* GateError */.ue ? error : undefined;
        return {
            kind: 'failed',
            reason: (0,report/* failureReasonOf */.M3)(error, gateError !== undefined ? 'invalid-input' : 'internal-error'),
            message: (0,src_text/* errorMessage */.gJ)(error),
            ...(gateError?.file !== undefined && { file: gateError.file }),
            ...(gateError?.line !== undefined && { line: gateError.line }),
        };
    }
    finally {
        await tree?.remove();
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
