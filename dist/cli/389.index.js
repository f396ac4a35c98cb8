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

/***/ 5846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(866);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/**
 * Writing a SARIF log (`sarif-file`) for code scanning, the gate's or a check's. A file that
 * cannot be written is a warning: the verdict stands, and the upload step says the file is missing.
 */




/** `where` says where the findings left out past the limit are still listed, e.g. "The step summary lists every call." */
function writeSarifFile(file, draft, log, where) {
    const { log: sarif, omitted } = draft;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file)), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${JSON.stringify(sarif, null, 2)}\n`);
        const results = sarif.runs[0]?.results?.length ?? 0;
        log.info(`Wrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(results, 'result')} for code scanning to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .showFile */ .II)(file)}`);
    }
    catch (error) {
        log.warning(`Could not write the SARIF file ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .showFile */ .II)(file)}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_2__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_2__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
    }
}


/***/ }),

/***/ 877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ suggestionText),
/* harmony export */   k: () => (/* binding */ gateAnnotations)
/* harmony export */ });
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7394);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4181);




const quote = (text) => JSON.stringify(text);
/** The sentence that tells what to move to. */
function suggestionText(suggestion, constraint) {
    if (suggestion === undefined)
        return 'Every version of this module is deprecated.';
    const hasConstraint = constraint !== undefined && constraint.trim() !== '';
    if (suggestion.withinConstraint) {
        return hasConstraint
            ? `Upgrade to ${suggestion.version}, the newest version that is not deprecated and satisfies ${quote(constraint)}.`
            : `Upgrade to ${suggestion.version}, the newest version that is not deprecated.`;
    }
    return suggestion.sameMajor === true
        ? `No version that satisfies ${quote(constraint ?? '')} is free of deprecation: ${suggestion.version}, a newer release of the same major version, is not deprecated.`
        : `No version that satisfies ${quote(constraint ?? '')} is free of deprecation: the newest version that is not deprecated is ${suggestion.version}.`;
}
function nestedText(finding) {
    const { call } = finding;
    return call.via === undefined
        ? undefined
        : `Used by the nested call ${(0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callLabel */ .v1)(call)}, inside ${(0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callAddress */ .hD)(call.via)} shown here.`;
}
function gateAnnotations(result, failOnDeprecated, failOnRevoked = true) {
    return [...deprecationAnnotations(result, failOnDeprecated, failOnRevoked), ...staleAnnotations(result)];
}
/** A revoked version fails the step even when a deprecated one only warns, unless told otherwise. */
const levelOf = (revoked, failOnDeprecated, failOnRevoked) => (revoked ? failOnRevoked : failOnDeprecated) ? 'error' : 'warning';
const titleOf = (version, address, revoked) => `Module version ${version} of ${address} is ${revoked ? 'revoked' : 'deprecated'}`;
/** A manifest older than the files: said once per directory, at the first call it lacks. */
function staleAnnotations(result) {
    // The first stale call of each directory, found in one pass: 2,000 directories by 28,000 calls
    // searched directory by directory took a second.
    const firstStale = new Map();
    for (const f of result.findings) {
        if (f.call.stale === true && !firstStale.has(f.call.directory))
            firstStale.set(f.call.directory, f);
    }
    return result.scans.flatMap((scan) => {
        const first = firstStale.get(scan.directory);
        if (first === undefined || scan.manifest === undefined)
            return [];
        return [
            {
                level: 'warning',
                title: `${scan.manifest} is older than the configuration`,
                message: `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(scan.stale, 'module call')} of ${scan.directory}, this one first, ${scan.stale === 1 ? 'is' : 'are'} missing from the manifest terraform init wrote: ${scan.stale === 1 ? 'its version is' : 'their versions are'} resolved from the constraints instead. Run terraform init again (and do not commit .terraform/).`,
                file: first.call.location.file,
                ...(first.call.location.line !== undefined && { line: first.call.location.line }),
            },
        ];
    });
}
function deprecationAnnotations(result, failOnDeprecated, failOnRevoked) {
    const perCall = callAnnotations(result, failOnDeprecated, failOnRevoked);
    // One annotation per call while they fit in GitHub's per-step limit (one error is kept for the
    // verdict); past it, one per deprecated module version, listing its calls.
    const fits = ['error', 'warning'].every((level) => perCall.filter((a) => a.level === level).length < _report_js__WEBPACK_IMPORTED_MODULE_0__/* .ANNOTATIONS_PER_STEP */ .Sg);
    if (fits)
        return perCall;
    // With only-new, the calls the base already made are grouped apart, as warnings.
    const parts = result.deprecated.flatMap((use) => [use.calls.filter((f) => f.onBase !== true), use.calls.filter((f) => f.onBase === true)]
        .filter((calls) => calls.length > 0)
        .map((calls) => ({ ...use, calls })));
    const grouped = parts.map((use) => {
        const [first] = use.calls;
        const calls = use.calls.map((f) => `${f.call.location.file}${f.call.location.line !== undefined ? `:${f.call.location.line}` : ''} ${(0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callLabel */ .v1)(f.call)}`);
        const shown = calls.slice(0, MAX_CALLS_LISTED);
        const revoked = use.revoked === true;
        const onBase = use.calls.filter((f) => f.onBase === true).length;
        return {
            level: onBase === use.calls.length ? 'warning' : levelOf(revoked, failOnDeprecated, failOnRevoked),
            title: titleOf(use.version, use.address, revoked),
            message: [
                ...retiredLines(use.deprecation, revoked ? use.revocation : undefined, revoked),
                `Used by ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(use.calls.length, 'module call')}${onBase > 0 ? ` (${onBase} already on the base branch)` : ''}:`,
                ...shown.map((c) => `- ${c}`),
                calls.length > shown.length
                    ? `- and ${calls.length - shown.length} more (see the step summary; every call is in the result file, \`${_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULT_FILE_NAME */ .tL}\`)`
                    : '',
                use.suggested !== undefined ? `Upgrade to ${use.suggested}, a version neither deprecated nor revoked.` : '',
            ]
                .filter((l) => l.trim() !== '')
                .join('\n'),
            ...(first !== undefined && {
                file: first.call.location.file,
                ...(first.call.location.line !== undefined && { line: first.call.location.line }),
            }),
        };
    });
    return [...perCall.filter((a) => !/ is (deprecated|revoked)$/.test(a.title)), ...grouped];
}
/**
 * What a deprecated or revoked version says, one line each: what revocation means, the
 * revocation's own message (what consumers most need), the deprecation's reason where it says
 * something else, and the links.
 */
function retiredLines(d, revocation, revoked) {
    const message = revocation?.message ?? '';
    const link = revocation?.link ?? '';
    return [
        revoked ? _report_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOKED_CONSEQUENCE */ .LA : '',
        message,
        d.reason !== message ? d.reason : '',
        link !== '' ? `More information: ${link}` : '',
        d.link !== '' && d.link !== link ? `More information: ${d.link}` : '',
    ];
}
/** Calls listed in one grouped annotation; the summary lists them all. */
const MAX_CALLS_LISTED = 20;
/**
 * What to do about a deprecated version that a nested call uses: its version is set by the
 * enclosing module's own files, out of reach, so the advice names the block the user can change.
 */
function nestedAdvice(finding, findings) {
    const { call } = finding;
    if (call.via === undefined || finding.verdict.status !== 'deprecated')
        return undefined;
    const enclosing = findings.find((f) => f.call.directory === call.directory && f.call.key === call.via);
    const which = enclosing !== undefined && 'version' in enclosing.verdict
        ? ` (${enclosing.verdict.address} ${enclosing.verdict.version})`
        : '';
    return `This version comes with ${(0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callAddress */ .hD)(call.via)}${which}, whose own files choose it: it cannot be set here. Upgrade ${(0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callAddress */ .hD)(call.via)} to a release that no longer uses ${finding.verdict.address} ${finding.verdict.version}.`;
}
const ON_BASE_LINE = 'Already on the base branch: a warning only, since only-new is true.';
function callAnnotations(result, failOnDeprecated, failOnRevoked) {
    const annotations = [];
    for (const finding of result.findings) {
        const { call, verdict } = finding;
        const where = { file: call.location.file, ...(call.location.line !== undefined && { line: call.location.line }) };
        if (verdict.status === 'deprecated') {
            const revoked = verdict.revoked === true;
            const lines = [
                ...retiredLines(verdict.deprecation, revoked ? verdict.revocation : undefined, revoked),
                nestedText(finding) ?? '',
                nestedAdvice(finding, result.findings) ?? suggestionText(verdict.suggestion, call.constraint),
                finding.onBase === true ? ON_BASE_LINE : '',
            ].filter((l) => l.trim() !== '');
            annotations.push({
                level: finding.onBase === true ? 'warning' : levelOf(revoked, failOnDeprecated, failOnRevoked),
                title: titleOf(verdict.version, verdict.address, revoked),
                message: lines.join('\n'),
                ...where,
            });
        }
        else if (verdict.status === 'error') {
            annotations.push({
                level: 'error',
                title: `Cannot check ${(0,_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callLabel */ .v1)(call)}${verdict.address !== undefined ? ` (${verdict.address})` : ''}`,
                message: [verdict.error, nestedText(finding) ?? ''].filter((l) => l !== '').join('\n'),
                ...where,
            });
        }
    }
    // A local module that many configurations call puts the same call at the same block once per
    // configuration: one annotation says it, and keeps GitHub's per-step budget for the others.
    const seen = new Set();
    return annotations.filter((a) => {
        const key = JSON.stringify([a.level, a.title, a.file, a.line, a.message]);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
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
        suggested: use.suggested ?? null,
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

// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
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
const isRelease = (v) => semver_default().valid(v) !== null && semver_default().prerelease(v) === null;
/**
 * The version `terraform init` picks: the exact one modules.json records, else the newest the
 * constraint allows (a prerelease only when an `=` term names it), else the newest release.
 */
function resolveVersion(versions, call, newestFirstGiven) {
    if (call.exact !== undefined) {
        const wanted = semver_default().valid(call.exact);
        const found = versions.find((v) => (wanted !== null ? semver_default().valid(v) === wanted : v === call.exact));
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
 * What to move to: the newest version that is not deprecated and satisfies every constraint
 * given; else a newer release of the same major as the version in use (no breaking change to
 * make), else the newest release that is not deprecated, else nothing.
 */
function suggest(states, constraints, inUse) {
    const free = new Set(states.filter((s) => s.deprecation === null && s.revoked !== true).map((s) => s.version));
    const candidates = (0,selection/* sortNewestFirst */.BP)(states.map((s) => s.version)).filter((v) => free.has(v));
    const parsed = constraints.map(parseOptional).filter((c) => c !== undefined);
    const within = candidates.find((v) => (parsed.length === 0 ? isRelease(v) : parsed.every((c) => (0,versions_constraint/* satisfies */.ib)(v, c))));
    if (within !== undefined)
        return { version: within, withinConstraint: true };
    const used = inUse !== undefined ? semver_default().parse(inUse) : null;
    const sameMajor = used !== null
        ? candidates.find((v) => isRelease(v) && semver_default().major(v) === used.major && semver_default().gt(v, used))
        : undefined;
    if (sameMajor !== undefined)
        return { version: sameMajor, withinConstraint: false, sameMajor: true };
    const newest = candidates.find(isRelease);
    return newest !== undefined ? { version: newest, withinConstraint: false } : undefined;
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
        let resolved = resolvedFor.get(callKey);
        if (resolved === undefined) {
            const versions = list.map((s) => s.version);
            let newestFirst = newestFirstOf.get(key);
            if (newestFirst === undefined)
                newestFirstOf.set(key, (newestFirst = (0,selection/* sortNewestFirst */.BP)(versions)));
            resolved = resolveVersion(versions, call, newestFirst);
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
        // The version in use follows from the call's key, so the key is the suggestion's key too.
        if (!suggestedFor.has(callKey))
            suggestedFor.set(callKey, suggest(list, [call.constraint], resolved.version));
        const suggestion = suggestedFor.get(callKey);
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
        const direct = g.calls.filter((f) => f.call.via === undefined);
        const suggested = direct.length === 0
            ? undefined
            : suggest(list, direct.map((f) => f.call.constraint), g.version)?.version;
        return { ...g, ...(suggested !== undefined && { suggested }) };
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
var sarif_file = __webpack_require__(5846);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/sarif.ts
var sarif = __webpack_require__(866);
// EXTERNAL MODULE: ./src/gate/annotations.ts
var annotations = __webpack_require__(877);
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
function gateSarif(findings, options) {
    return (0,sarif/* sarifLog */.ec)(findings.findings.flatMap((f) => resultOf(f, options)));
}
function resultOf(finding, options) {
    const { call, verdict } = finding;
    const where = `${(0,calls/* callLabel */.v1)(call)}${call.via === undefined ? '' : ` (inside ${(0,calls/* callAddress */.hD)(call.via)})`}`;
    if (verdict.status === 'deprecated') {
        const revoked = verdict.revoked === true;
        const rule = revoked ? sarif/* SARIF_RULES */.Am.revoked : sarif/* SARIF_RULES */.Am.deprecated;
        // With only-new, a call already on the base branch is a warning, as in the annotations.
        const fails = finding.onBase !== true && (revoked ? options.failOnRevoked : options.failOnDeprecated);
        const text = [
            `${where} uses ${verdict.address} ${verdict.version}, which is ${revoked ? 'revoked' : 'deprecated'}: ${JSON.stringify(verdict.deprecation.reason)}.`,
            ...(revoked && verdict.revocation?.message ? [`Revoked: ${JSON.stringify(verdict.revocation.message)}.`] : []),
            ...(verdict.deprecation.link ? [`More information: ${verdict.deprecation.link}`] : []),
            (0,annotations/* suggestionText */._)(verdict.suggestion, call.constraint),
        ].join(' ');
        return [
            {
                ruleId: rule.id,
                ruleIndex: (0,sarif/* sarifRuleIndex */._g)(rule.id),
                level: fails ? 'error' : 'warning',
                message: { text },
                locations: [sarif_location(finding)],
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
    const why = verdict.status === 'error' ? verdict.error : verdict.why;
    return [
        {
            ruleId: sarif/* SARIF_RULES */.Am.unchecked.id,
            ruleIndex: (0,sarif/* sarifRuleIndex */._g)(sarif/* SARIF_RULES */.Am.unchecked.id),
            level: 'note',
            message: { text: `${where} could not be checked: ${why}` },
            locations: [sarif_location(finding)],
            partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, call.exact ?? call.constraint ?? '') },
        },
    ];
}
/** The module block, relative to the repository root. */
function sarif_location(finding) {
    const { file, line } = finding.call.location;
    return (0,sarif/* sarifLocation */.fz)(file, line);
}

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
            (0,sarif_file/* writeSarifFile */.V)(request.sarifFile, gateSarif(findings, request), deps.log, 'The step summary lists every call.');
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


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ SARIF_RULES),
/* harmony export */   Uw: () => (/* binding */ SARIF_RESULT_LIMIT),
/* harmony export */   _g: () => (/* binding */ sarifRuleIndex),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   fz: () => (/* binding */ sarifLocation)
/* harmony export */ });
/* harmony import */ var _action_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5567);

/**
 * Code scanning keeps at most 5,000 results of an upload (it refuses more than 25,000), the most
 * severe first: the log holds no more, errors and warnings before notes.
 */
const SARIF_RESULT_LIMIT = 5_000;
/**
 * Each rule carries its help itself rather than a link: code scanning shows it on the alert, and
 * no address of the action's own repository has to be known (or guessed) to write it.
 */
const help = (text) => ({ text, markdown: text });
const MOVE_ON = 'Change the `version` of the module block to the suggested version (or to a constraint that excludes this one), run `terraform init -upgrade`, and plan. The step summary and the result file of the run list every call with its suggestion.';
const SARIF_RULES = {
    deprecated: {
        id: 'deprecated-module-version',
        name: 'DeprecatedModuleVersion',
        shortDescription: { text: 'A module call uses a deprecated version of a private registry module' },
        fullDescription: {
            text: 'The version is deprecated in the HCP Terraform / Terraform Enterprise private registry: move to the suggested version.',
        },
        help: help(`The module's publisher deprecated this version in the private registry: it still runs, but it is on its way out, and may be revoked. ${MOVE_ON}`),
    },
    revoked: {
        id: 'revoked-module-version',
        name: 'RevokedModuleVersion',
        shortDescription: { text: 'A module call uses a revoked version of a private registry module' },
        fullDescription: {
            text: 'The version is revoked: runs of new workspaces that use it will not proceed. Move to the suggested version.',
        },
        help: help(`The module's publisher revoked this version in the private registry: runs of new workspaces that use it do not proceed. ${MOVE_ON}`),
    },
    unchecked: {
        id: 'unchecked-module-call',
        name: 'UncheckedModuleCall',
        shortDescription: { text: 'A module call whose version could not be checked' },
        fullDescription: {
            text: 'The module or version of the call could not be resolved, so its deprecation is unknown.',
        },
        help: help('The versions of the module could not be read from the registry, or the version the call uses could not be known from the files (a constraint nothing satisfies, a version that is an expression). The alert says which; running `terraform init` before the step lets the exact installed versions be read.'),
    },
};
/** The rule's position in the driver's `rules`, which each result names beside its id. */
const sarifRuleIndex = (id) => Object.values(SARIF_RULES).findIndex((r) => r.id === id);
/** A file relative to the repository root, with forward slashes, at a line where known. */
function sarifLocation(file, line) {
    return {
        physicalLocation: {
            artifactLocation: { uri: file.split('\\').join('/'), uriBaseId: '%SRCROOT%' },
            ...(line !== undefined && { region: { startLine: line } }),
        },
    };
}
/** The log of one run of the tool: the most severe results first (in their order otherwise), within the limit. */
function sarifLog(results) {
    const rank = { error: 0, warning: 1, note: 2 };
    const sorted = results
        .map((result, index) => ({ result, index }))
        .sort((a, b) => rank[a.result.level] - rank[b.result.level] || a.index - b.index)
        .map((r) => r.result);
    const kept = sorted.slice(0, SARIF_RESULT_LIMIT);
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'tfe-module-lifecycle',
                        semanticVersion: _action_version_js__WEBPACK_IMPORTED_MODULE_0__.VERSION,
                        rules: Object.values(SARIF_RULES),
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root (the workspace).' } } },
                results: kept,
            },
        ],
    };
    return { log, omitted: results.length - kept.length };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   HS: () => (/* binding */ hasOperator),
/* harmony export */   ib: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, mapped onto semver. Only the mapping is ours:
 * comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term.length > 40 ? `${term.slice(0, 40)}…` : term)} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}
function satisfiesTerm(version, term) {
    const cmp = semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, term.version);
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
            const base = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && semver__WEBPACK_IMPORTED_MODULE_0___default().compare(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ sortNewestFirst),
/* harmony export */   Bg: () => (/* binding */ parseVersionSelector),
/* harmony export */   QR: () => (/* binding */ selectVersions),
/* harmony export */   eC: () => (/* binding */ newestReleased),
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
/* unused harmony export normalizeVersion */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2088);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _constraint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1214);
/**
 * Which versions the user asked for, and which of the registry's versions that picks. Pure: no
 * I/O. Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */



/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw) {
    const text = raw.trim();
    const parsed = /^v?\d/.test(text) ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(text.replace(/^v/, '')) : null;
    if (parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`${JSON.stringify(clip(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`);
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
    const withOperator = parts.filter(_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS);
    if (withOperator.length === 0)
        return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
    const bare = parts.filter((p) => !(0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOperator */ .HS)(p));
    if (bare.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .VersionSyntaxError */ .q(`mixes bare versions (${bare.map((b) => JSON.stringify(clip(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify(clip(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`);
    }
    return { kind: 'constraint', constraint: (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConstraint */ .FJ)(parts.join(', ')) };
}
/** Newest first, by semver; versions that are not semver sort last, as given. */
function sortNewestFirst(versions) {
    // Each version parsed once, not twice per comparison as `semver.rsort` does.
    const valid = [];
    const invalid = [];
    for (const version of versions) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(version);
        if (parsed !== null)
            valid.push({ version, parsed });
        else
            invalid.push(version);
    }
    valid.sort((a, b) => semver__WEBPACK_IMPORTED_MODULE_0___default().compareBuild(b.parsed, a.parsed));
    return [...valid.map((v) => v.version), ...invalid];
}
/** The `count` newest released (non-prerelease) versions: those `keep-latest` never touches. */
function newestReleased(versions, count) {
    return new Set(sortNewestFirst(versions)
        .filter((v) => semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) !== null && semver__WEBPACK_IMPORTED_MODULE_0___default().prerelease(v) === null)
        .slice(0, Math.max(0, count)));
}
function selectVersions(selector, available, rules = {}) {
    const byNormal = new Map();
    for (const v of available) {
        const parsed = semver__WEBPACK_IMPORTED_MODULE_0___default().parse(v.replace(/^v/, ''));
        if (parsed !== null)
            byNormal.set(parsed.version, v);
    }
    const newestFirst = sortNewestFirst([...byNormal.keys()]);
    const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
    const protectedVersion = rules.protect !== undefined ? semver__WEBPACK_IMPORTED_MODULE_0___default().parse(rules.protect)?.version : undefined;
    const wanted = selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => (0,_constraint_js__WEBPACK_IMPORTED_MODULE_1__/* .satisfies */ .ib)(v, selector.constraint));
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
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}


/***/ })

};
