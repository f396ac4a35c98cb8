export const id = 832;
export const ids = [832];
export const modules = {

/***/ 3529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ reviewDraft),
/* harmony export */   LC: () => (/* binding */ fixDiff),
/* harmony export */   O0: () => (/* binding */ fixSummary),
/* harmony export */   gG: () => (/* binding */ fixOutputs),
/* harmony export */   ll: () => (/* binding */ reviewSummary),
/* harmony export */   um: () => (/* binding */ logFix)
/* harmony export */ });
/* unused harmony export fixHeadline */
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3553);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5209);
/**
 * What the fix says: the `fixed` and `fixes` outputs, its log lines and its part of the job
 * summary (and so of the pull request comment). Pure, apart from the log it is handed.
 */




/** A fix as an entry of the `fixes` output. */
function fixJson(fix) {
    const { call, verdict } = fix.finding;
    return {
        call: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call),
        module: 'address' in verdict ? (verdict.address ?? call.source) : call.source,
        file: call.location.file,
        line: call.location.line ?? null,
        from: 'version' in verdict ? verdict.version : null,
        to: fix.version ?? null,
        outcome: fix.outcome,
        constraint: fix.argument ?? null,
        ...(fix.why !== undefined && { why: fix.why }),
    };
}
/** `fixed` and `fixes`, the entries past GitHub's output limit left out (every one is in the log). */
function fixOutputs(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    const all = result.fixes.map(fixJson);
    const fixes = (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .fitOutput */ .fT)([all.length, 1_000, 100, 0], (n) => all.slice(0, n), limit);
    return { fixed: String(!result.dryRun && result.files.length > 0), fixes };
}
/** The fix's account: the lines it changed (or would), for how many calls, and how many failing calls that clears. */
function fixHeadline(result) {
    const calls = result.fixes.length;
    if (calls === 0)
        return `Nothing to fix: no module call uses a deprecated or revoked version.`;
    const rewritten = result.fixes.filter((f) => f.outcome === 'rewritten').length;
    if (rewritten === 0) {
        const none = calls === 1
            ? 'the one call on a deprecated or revoked version cannot be rewritten in place'
            : `none of the ${calls} calls on a deprecated or revoked version can be rewritten in place`;
        return `The fix ${result.dryRun ? 'would rewrite' : 'rewrote'} no version: ${none}.`;
    }
    const where = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(result.lines, 'line')} in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(result.files.length, 'file')}`;
    const shared = rewritten <= result.lines
        ? ''
        : result.lines === 1
            ? `, for ${rewritten} calls that share it (one block, reached from several configurations)`
            : `, for ${rewritten} calls (some share a line: one block, reached from several configurations)`;
    const clears = `that clears ${rewritten} of the ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(calls, 'call')} on a deprecated or revoked version`;
    return result.dryRun
        ? `Dry run: the fix would rewrite ${where}${shared}, and write nothing; ${clears}.`
        : `The fix rewrote ${where}${shared}; ${clears}. The verdict is that of the files as they were.`;
}
/** What a fix says of its call, in a word or a sentence; in a dry run, what it would do. */
function outcomeText(fix, dryRun) {
    switch (fix.outcome) {
        case 'rewritten':
            return `${dryRun ? 'would be rewritten' : 'rewritten'}: ${JSON.stringify(fix.argument?.from)} → ${JSON.stringify(fix.argument?.to)}`;
        case 'upgrade-installed':
            return `the constraint admits ${fix.version}: run terraform init -upgrade`;
        case 'by-hand':
            return `change by hand: ${fix.why}`;
    }
}
async function logFix(log, result) {
    await log.group(result.dryRun ? 'Fix the versions (dry run)' : 'Fix the versions', async () => {
        for (const fix of result.fixes) {
            const { call } = fix.finding;
            const line = call.location.line !== undefined ? `:${call.location.line}` : '';
            log.info(`  ${call.location.file}${line}  ${(0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call)}  ${outcomeText(fix, result.dryRun)}`);
        }
        log.info(fixHeadline(result));
    });
}
/** The file a dry run's diff is written to (the output `diff-file`), in the runner's temporary folder. */
const DIFF_FILE = 'gate-fix.diff';
/** A dry run's diff, which each runner shows where it fits, and the file the output `diff-file` names. */
function fixDiff(result) {
    if (!result.dryRun)
        return {};
    if (result.diff === '')
        return { diff: '' };
    return { diff: result.diff, files: [{ output: 'diff-file', name: DIFF_FILE, content: result.diff }] };
}
const OUTCOME_LABEL = {
    rewritten: '✏️ rewritten',
    'upgrade-installed': '⬆️ `terraform init -upgrade`',
    'by-hand': '✋ by hand',
};
/** The diff is shown in the summary up to this size; past it, the log has it. */
const SUMMARY_DIFF_BYTES = 30_000;
/** The fix's section of the job summary: its account, one row per call, and a dry run's diff. */
function fixSummary(result) {
    if (result.fixes.length === 0)
        return [];
    const rows = result.fixes.map((fix) => {
        const { call } = fix.finding;
        const place = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(call.location.file)}${call.location.line !== undefined ? `:${call.location.line}` : ''}`;
        const detail = fix.outcome === 'rewritten'
            ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cellCode */ .GA)(fix.argument?.from ?? '')} → ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cellCode */ .GA)(fix.argument?.to ?? '')}`
            : fix.outcome === 'upgrade-installed'
                ? `the constraint admits ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(fix.version ?? '')}`
                : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(fix.why ?? '');
        const label = result.dryRun && fix.outcome === 'rewritten' ? '✏️ would be rewritten' : OUTCOME_LABEL[fix.outcome];
        return `| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cellCode */ .GA)((0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call))} | ${place} | ${label} | ${detail} |`;
    });
    // A blank line first: the section follows a table, which a heading should not touch.
    const lines = [
        '',
        result.dryRun ? '#### Fixes (dry run: nothing written)' : '#### Fixes',
        '',
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(fixHeadline(result)),
        '',
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Module call', 'Location', 'Outcome', 'Detail'], rows, (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rows.length, 'fix', 'fixes')),
        '',
    ];
    if (result.dryRun && result.diff !== '' && Buffer.byteLength(result.diff, 'utf8') <= SUMMARY_DIFF_BYTES) {
        const fence = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .fenceFor */ .Lt)(result.diff);
        lines.push('<details><summary>The diff</summary>', '', `${fence}diff`, result.diff.replace(/\n$/, ''), fence, '', '</details>', '');
    }
    return lines;
}
/** The review the runner posts, when there is a suggestion to make. */
function reviewDraft(suggestions) {
    if ('unavailable' in suggestions || suggestions.comments.length === 0)
        return undefined;
    return {
        pullRequest: suggestions.pullRequest,
        ...(suggestions.head !== undefined && { commitId: suggestions.head }),
        body: `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(suggestions.comments.length, 'module call')} on a deprecated or revoked version: each suggested change moves one off it.`,
        marker: _suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .SUGGESTION_MARKER */ .uy,
        comments: suggestions.comments,
    };
}
/** The suggestions' section of the summary (and so of the comment): those outside the diff, as a table. */
function reviewSummary(suggestions) {
    if ('unavailable' in suggestions)
        return ['', '#### Suggested changes', '', `No review: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(suggestions.unavailable)}.`, ''];
    if (suggestions.comments.length === 0 && suggestions.outside.length === 0)
        return [];
    const lines = [
        '',
        '#### Suggested changes',
        '',
        `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(suggestions.comments.length, 'suggested change')} in a review of this pull request, on the lines it changed.`,
        '',
    ];
    if (suggestions.outside.length > 0) {
        const rows = suggestions.outside.map((o) => `| ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cellCode */ .GA)((0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(o.finding.call))} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(o.path)}:${o.line} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cellCode */ .GA)(o.from)} | ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cellCode */ .GA)(o.to)} |`);
        lines.push("Not in the pull request's diff, where GitHub takes no suggestion: change these lines as shown.", '', ...(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Module call', 'Line', 'Now', 'Suggested'], rows, (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rows.length, 'line')), '');
    }
    return lines;
}


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lt: () => (/* binding */ fenceFor),
/* harmony export */   nI: () => (/* binding */ suggestionsOn),
/* harmony export */   uy: () => (/* binding */ SUGGESTION_MARKER)
/* harmony export */ });
/* unused harmony export suggestionBody */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3553);
/* harmony import */ var _versions_suggestion_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4365);
/**
 * `suggest: true`: the edits (the same the fix writes) as ```suggestion comments of one review, each
 * replacing the whole line of a version literal. Only lines the pull request changed get one (GitHub
 * refuses a comment outside the diff, and with it the whole review); the others go to the summary.
 */



/** Marks the action's own review comments, so a re-run can tell what it already suggested. */
const SUGGESTION_MARKER = '<!-- tfe-module-lifecycle suggestion -->';
/** A fence longer than any run of backticks in `text`, so no line of it closes the block. */
const fenceFor = (text) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
function suggestionBody(finding, lineText, to) {
    const { verdict } = finding;
    const state = verdict.status === 'deprecated' && verdict.revoked === true ? 'revoked' : 'deprecated';
    const version = verdict.status === 'deprecated' ? verdict.version : '';
    // The suggestion rule's words for the version the line moves to (its quick way off beside a major step).
    const suggested = verdict.status === 'deprecated' ? verdict.suggestion : undefined;
    const advice = suggested?.version === to ? (0,_versions_suggestion_js__WEBPACK_IMPORTED_MODULE_2__/* .adviceWords */ .eD)(suggested, version).brief : `move it to ${to}`;
    const fence = fenceFor(lineText);
    return [
        SUGGESTION_MARKER,
        `\`${(0,_read_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .callLabel */ .v1)(finding.call).replace(/`/g, '')}\` uses version ${version}, which is ${state}: ${advice}.`,
        '',
        `${fence}suggestion`,
        lineText,
        fence,
    ].join('\n');
}
function suggestionsOn(edits, workspace, changed) {
    const comments = new Map();
    const outside = new Map();
    for (const edit of edits.files) {
        const before = edit.before.split('\n');
        const after = edit.after.split('\n');
        const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(changed.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, edit.file)).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
        for (const rewrite of edit.rewrites) {
            const { finding, line } = rewrite;
            if (finding.onBase === true)
                continue;
            // The whole line, as it is and as the edit leaves it (every rewrite of that line made).
            const whole = (before[line - 1] ?? '').replace(/\r$/, '');
            const replaced = (after[line - 1] ?? '').replace(/\r$/, '');
            const key = `${relative}:${line}`;
            // GitHub places a comment on the head's line: where the checkout is a merge, the head's number
            // for it (a line the merge changed is left to the summary).
            const onHead = changed.onHead === undefined ? line : changed.onHead(relative, line);
            if (changed.lines.get(relative)?.has(line) === true && onHead !== undefined) {
                comments.set(key, { path: relative, line: onHead, body: suggestionBody(finding, replaced, rewrite.version) });
            }
            else {
                outside.set(key, { finding, path: relative, line: onHead ?? line, from: whole.trim(), to: replaced.trim() });
            }
        }
    }
    return { comments: [...comments.values()], outside: [...outside.values()] };
}


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pi: () => (/* binding */ boundedResult),
/* harmony export */   QP: () => (/* binding */ gateOutputs),
/* harmony export */   Wx: () => (/* binding */ urgentFirst),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   d5: () => (/* binding */ boundedDeprecatedUses),
/* harmony export */   jG: () => (/* binding */ leftOutText),
/* harmony export */   mT: () => (/* binding */ GATE_RECORD),
/* harmony export */   qI: () => (/* binding */ textsWithin),
/* harmony export */   tL: () => (/* binding */ RESULT_FILE_NAME)
/* harmony export */ });
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(665);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3553);
/**
 * The gate's outputs: `result` (one entry per call), `deprecated-uses` (one per version in use)
 * and the lists, each bounded by GitHub's output limit. Pure.
 */



const STATUS_OF = { ok: 'not-deprecated', 'not-checked': 'not-checked', error: 'failed' };
const statusOf = ({ verdict }) => verdict.status === 'deprecated' ? (verdict.revoked === true ? 'revoked' : 'deprecated') : STATUS_OF[verdict.status];
/** The file every call is in, whatever the size: the `result-file` output names it. */
const RESULT_FILE_NAME = 'gate-result.json';
/**
 * Where every call is, for the notes of whatever GitHub caps (outputs, the summary, annotations):
 * the result file, and how to keep it past the job.
 */
const GATE_RECORD = `\`${RESULT_FILE_NAME}\`, the file the \`result-file\` output names (the gate example in the README keeps it as the \`module-gate-result\` artifact)`;
/** The texts of `items`, in order, while they and a separator each fit in `limit` bytes after `used`. */
function textsWithin(items, text, limit, used = 0) {
    const kept = [];
    for (const item of items) {
        const made = text(item);
        used += Buffer.byteLength(made, 'utf8') + 1;
        if (used > limit)
            break;
        kept.push(made);
    }
    return kept;
}
/** The findings' indices: every deprecated or failed call first, then the others, each group in the calls' order. */
function urgentFirst(findings) {
    const urgent = findings.map((f) => f.verdict.status === 'deprecated' || f.verdict.status === 'error');
    const indices = findings.map((_, i) => i);
    return [...indices.filter((i) => urgent[i]), ...indices.filter((i) => !urgent[i])];
}
/** Calls left out, counted by status: `20,000 not deprecated, 811 not checked`. */
function leftOutText(left) {
    const byStatus = new Map();
    for (const f of left)
        byStatus.set(statusOf(f), (byStatus.get(statusOf(f)) ?? 0) + 1);
    const order = ['revoked', 'deprecated', 'failed', 'not-deprecated', 'not-checked'];
    return order
        .filter((s) => (byStatus.get(s) ?? 0) > 0)
        .map((s) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(byStatus.get(s) ?? 0)} ${s.replace('-', ' ')}`)
        .join(', ');
}
function callJson(finding) {
    const { call, verdict } = finding;
    return {
        call: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(call),
        directory: call.directory,
        source: call.source,
        version: 'version' in verdict ? verdict.version : (call.exact ?? null),
        constraint: call.constraint ?? null,
        status: statusOf(finding),
        // As in the other modes' entries: null where the service shows no revocation, or none was read.
        revoked: verdict.status === 'ok' || verdict.status === 'deprecated' ? (verdict.revoked ?? null) : null,
        file: call.location.file,
        line: call.location.line ?? null,
        ...(call.via !== undefined && { via: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callAddress */ .hD)(call.via) }),
        ...(call.readBy !== undefined && { tool: call.readBy }),
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
            call: (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */ .v1)(f.call),
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
const listed = (uses) => uses.map((use) => `${use.address}@${use.version}`).join(',');
/**
 * The outputs, with the same meaning as in the other modes: `deprecated-versions` lists
 * `SOURCE@VERSION` items, comma separated; the detail per version in use is `deprecated-uses`.
 */
function gateOutputs(result, bounded = boundedResult(result), uses = boundedDeprecatedUses(result)) {
    return {
        result: bounded.json,
        deprecated: String(result.deprecated.length > 0),
        'deprecated-versions': listed(result.deprecated),
        'revoked-versions': listed(result.deprecated.filter((use) => use.revoked === true)),
        'deprecated-uses': uses.json,
    };
}
/**
 * `deprecated-uses` within the output limit: every version in use stays, and past the limit each
 * one lists fewer of its calls (100, then 10, 1, none), saying how many it left out in
 * `calls-omitted`. Past even that (so many versions, or such long reasons), the versions that fit,
 * in order, and how many were left out (`omitted`, for a warning): `deprecated-versions` names all.
 */
function boundedDeprecatedUses(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    const json = (0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .fitOutput */ .fT)([Infinity, 100, 10, 1, 0], (maxCalls) => result.deprecated.map((use) => deprecatedJson(use, maxCalls)), limit);
    if (Buffer.byteLength(json, 'utf8') <= limit)
        return { json, omitted: 0 };
    const kept = textsWithin(result.deprecated, (use) => JSON.stringify(deprecatedJson(use, 0)), limit, 2);
    return { json: `[${kept.join(',')}]`, omitted: result.deprecated.length - kept.length };
}
/**
 * The `result` JSON within `limit` bytes: past it, deprecated and failed calls first, and those left
 * out (`left`, for the warning). `file` is every call, whatever the size: the file the notes point to.
 */
function boundedResult(result, limit = _report_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_LIMIT_BYTES */ ._G) {
    // Made a thousand entries at a time so that each batch's objects die young (28,000 calls are 8 MB);
    // the rare cut below makes the entries it keeps again rather than hold two copies.
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
    if (Buffer.byteLength(all, 'utf8') <= limit)
        return { json: all, omitted: 0, left: [], file };
    const order = urgentFirst(result.findings);
    const kept = textsWithin(order, (i) => JSON.stringify(callJson(result.findings[i])), limit, 2);
    const keptIndices = new Set(order.slice(0, kept.length));
    return {
        json: `[${kept.join(',')}]`,
        omitted: result.findings.length - kept.length,
        left: result.findings.filter((_, i) => !keptIndices.has(i)),
        file,
    };
}


/***/ }),

/***/ 1061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ placeMarkdown),
/* harmony export */   F3: () => (/* binding */ outsideText),
/* harmony export */   G1: () => (/* binding */ placer),
/* harmony export */   UB: () => (/* binding */ ownBlock)
/* harmony export */ });
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(866);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);


/** Each call at its own block: where every file is known to be in the repository (a unit test's findings). */
const ownBlock = (finding) => ({ at: finding.call.location, inRepository: finding.call.location.file });
/** The placer of a run's findings: each placed at its own block, or its nearest enclosing block in the repository. */
function placer(findings, roots) {
    const root = roots.repositoryRoot ?? roots.workspace;
    const known = new Map();
    const inRepository = (file) => {
        if (!known.has(file))
            known.set(file, (0,_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryPath */ .SH)(root, roots.workspace, file));
        return known.get(file);
    };
    const byKey = new Map(findings.map((f) => [`${f.call.directory}\u0000${f.call.key}`, f]));
    return (finding) => {
        const { location } = finding.call;
        const own = inRepository(location.file);
        if (own !== undefined)
            return { at: location, inRepository: own };
        // `net.vpc` is inside `net`: the enclosing calls, nearest first.
        const parts = finding.call.key.split('.');
        for (let n = parts.length - 1; n > 0; n--) {
            const enclosing = byKey.get(`${finding.call.directory}\u0000${parts.slice(0, n).join('.')}`);
            const file = enclosing === undefined ? undefined : inRepository(enclosing.call.location.file);
            if (enclosing !== undefined && file !== undefined) {
                return { at: enclosing.call.location, inRepository: file, outside: location };
            }
        }
        return undefined;
    };
}
/** "../shared/net/main.tf line 3": where a call outside the repository is. */
const outsideText = (location) => `${location.file}${location.line !== undefined ? ` line ${location.line}` : ''}`;
/** A call's `file:line`, linked at the run's commit (`blob`); outside the repository, its enclosing block's. */
function placeMarkdown(finding, place, blob) {
    const label = (l) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(l.file)}${l.line !== undefined ? `:${l.line}` : ''}`;
    const linked = (l, inRepository) => blob === undefined ? label(l) : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineLink */ .lz)(label(l), blob, inRepository, l.line);
    const placement = place(finding);
    if (placement === undefined)
        return `${label(finding.call.location)} (outside the repository)`;
    if (placement.outside === undefined)
        return linked(placement.at, placement.inRepository);
    return `${label(placement.outside)} (outside the repository; brought in at ${linked(placement.at, placement.inRepository)})`;
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ SARIF_RULES),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   Uw: () => (/* binding */ SARIF_RESULT_LIMIT),
/* harmony export */   _g: () => (/* binding */ sarifRuleIndex),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   fz: () => (/* binding */ sarifLocation)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5567);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4344);



/** Code scanning keeps at most 5,000 results of an upload (refusing past 25,000): errors and warnings before notes. */
const SARIF_RESULT_LIMIT = 5_000;
/** Each rule carries its help, shown on the alert, so no address of the action's own repository need be known. */
const help = (text) => ({ text, markdown: text });
const MOVE_ON = 'Change the `version` of the module block to the suggested version (or to a constraint that excludes this one), run `terraform init -upgrade`, and plan. The summary and the result file of the run list every call with its suggestion.';
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
        help: help('The versions of the module could not be read from the registry, or the version the call uses could not be known from the files (a constraint nothing satisfies, a version that is an expression). The alert says which; running `terraform init` before the gate lets the exact installed versions be read.'),
    },
};
/** SARIF 2.1.0 §3.11.5 reads `{0}` as a placeholder: a literal brace is doubled, so service text stays as written. */
const sarifText = (text) => text.replace(/[{}]/g, (brace) => brace + brace);
const sarifRuleIndex = (id) => Object.values(SARIF_RULES).findIndex((r) => r.id === id);
/** A file relative to the repository root at a line where known; each part of the URI reference percent-encoded. */
function sarifLocation(file, line) {
    const uri = file.split('\\').join('/').split('/').map(encodeURIComponent).join('/');
    return {
        physicalLocation: {
            artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
            ...(line !== undefined && { region: { startLine: line } }),
        },
    };
}
/** `file` (relative to `workspace`) relative to the repository root; undefined outside it, where nothing is placed. */
function repositoryPath(root, workspace, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, file));
    if (relative === '' || (0,_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .escapes */ .r6)(relative))
        return undefined;
    return relative.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** The log of one run of the tool: the most severe results first (in their order otherwise), within the limit. */
function sarifLog(results) {
    const rank = { error: 0, warning: 1, note: 2 };
    const sorted = results
        .map((result, index) => ({ result, index }))
        .sort((a, b) => rank[a.result.level] - rank[b.result.level] || a.index - b.index)
        .map((r) => r.result);
    const kept = sorted
        .slice(0, SARIF_RESULT_LIMIT)
        .map((r) => r.message.text === undefined ? r : { ...r, message: { ...r.message, text: sarifText(r.message.text) } });
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'tfe-module-lifecycle',
                        semanticVersion: _action_version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x,
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


/***/ })

};
