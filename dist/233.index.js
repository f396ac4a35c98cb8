export const id = 233;
export const ids = [233];
export const modules = {

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
    const { log: sarif, omitted, unplaced } = draft;
    try {
        await (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileSafely */ .kv)(file.file, `${JSON.stringify(sarif, null, 2)}\n`, file);
        const results = sarif.runs[0]?.results?.length ?? 0;
        log.info(`Wrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(results, 'result')} for code scanning to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showFile */ .II)(file.file)}`);
    }
    catch (error) {
        log.warning(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)} No SARIF file was written: the verdict stands, and an upload step will find no file.`);
    }
    if (unplaced !== undefined && unplaced.results > 0) {
        log.warning(`The SARIF file leaves out ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unplaced.results, 'result')}: ${unplaced.why}. Code scanning refuses a whole upload for one result without a location in the repository. ${where}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
    }
}


/***/ }),

/***/ 9233:
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
// EXTERNAL MODULE: ./src/gate/inspect.ts + 3 modules
var inspect = __webpack_require__(2126);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/validation.ts
var validation = __webpack_require__(4344);
;// CONCATENATED MODULE: ./src/gate/read/git.ts
/**
 * Reads another commit of the workspace's repository with git (for `onlyNew`, the pull
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
    if (!validation/* COMMIT_SHA */.pk.test(sha))
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

// EXTERNAL MODULE: ./src/gate/log.ts
var log = __webpack_require__(9981);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/files/sarif-file.ts
var sarif_file = __webpack_require__(3465);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/sarif.ts
var sarif = __webpack_require__(866);
// EXTERNAL MODULE: ./src/gate/judge/advice.ts
var advice = __webpack_require__(95);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var calls = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/gate/report/placement.ts
var placement = __webpack_require__(1061);
;// CONCATENATED MODULE: ./src/gate/report/sarif.ts
/**
 * The gate's findings as a SARIF 2.1.0 log for code scanning: a result per call of a retired version
 * (a note per call that could not be checked), with a fingerprint stable across runs so an alert
 * keeps its identity. Pure.
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
 * result without. A call placed nowhere in it (placement.ts) is left out and counted (`unplaced`).
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
        // With `onlyNew`, a call already on the base branch is a warning, as in the annotations.
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

// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/gate/edit/diff.ts
var diff = __webpack_require__(6565);
;// CONCATENATED MODULE: ./src/gate/fix/apply.ts
/**
 * The fix's effects: the edits written to their files, or in a dry run shown as a unified diff.
 * A file that cannot be written is left as it was, its calls for a person, with a warning.
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
        : await (0,concurrency/* mapConcurrent */._)(edits.files, FILES_AT_ONCE, async (edit) => {
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
        diff: dryRun ? changed.map((e) => (0,diff/* unifiedDiff */.W)(e.file, e.before, e.after)).join('') : '',
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
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/gate/fix/files.ts
/**
 * The files the fix edits, on disk: each read again when the fix comes to it, and written back
 * only through `writeFileSafely` (inside the repository, never through a link, never over a file
 * that changed since it was read). A local module in the repository is edited where it is, so
 * every configuration that calls it moves with it.
 */








/** Nothing outside the repository's top level is edited. */
function diskFiles(roots, words) {
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
// EXTERNAL MODULE: ./src/gate/edit/edits.ts + 3 modules
var edit_edits = __webpack_require__(5960);
;// CONCATENATED MODULE: ./src/gate/fix/changed-lines.ts
/**
 * The lines a pull request added or changed in the configuration files, from `git diff` against
 * its base: GitHub takes a review comment only on a line of the diff. Paths are relative to the
 * repository's top level, as GitHub names them. A `pull_request` workflow checks out a merge of
 * the head into the base by default, whose lines may be numbered otherwise than the head's (where
 * GitHub places comments): there each line is also found in the head (`onHead`).
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
    const hunks = hunksOf(diff);
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
/** Pure: the added lines of each file of a unified diff. */
function addedLines(diff) {
    const added = (hunk) => Array.from({ length: hunk.newCount }, (_, n) => hunk.newStart + n);
    return new Map([...hunksOf(diff)].map(([file, hunks]) => [file, new Set(hunks.flatMap(added))]));
}
/** The hunks of each file of a unified diff (`+++ b/PATH`, then `@@ -a,b +c,d @@` hunks). */
function hunksOf(diff) {
    const hunks = new Map();
    let current;
    for (const line of diff.split('\n')) {
        if (line.startsWith('+++ ')) {
            // A quoted name (control characters in it) or /dev/null (a file deleted) is left out: it takes no review comment.
            const name = /^\+\+\+ b\/(.+)$/.exec(line.replace(/\r$/, ''))?.[1];
            if (name === undefined)
                current = undefined;
            else
                hunks.set(name, (current = hunks.get(name) ?? []));
            continue;
        }
        const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
        if (hunk === null || current === undefined)
            continue;
        const count = (n) => (n === undefined ? 1 : Number(n));
        current.push({ oldCount: count(hunk[1]), newStart: Number(hunk[2]), newCount: count(hunk[3]) });
    }
    return hunks;
}

// EXTERNAL MODULE: ./src/gate/fix/suggest.ts
var suggest = __webpack_require__(5209);
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
        const suggestions = (0,suggest/* suggestionsOn */.nI)(edits, request.configurations.workspace, changed);
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
        await (0,log/* logGateInputs */.Hy)(deps.log, request);
        // With `onlyNew` on a pull request: the base commit, checked out by git while the head's
        // files are read and the registry is asked (inspect.ts waits for it once the head is read).
        const { onlyNew } = request;
        const baseName = onlyNew !== undefined && 'base' in onlyNew ? onlyNew.base : undefined;
        if (baseName !== undefined) {
            checkout = commits.checkout(request.configurations.workspace, baseName);
            // Handled here as well as below: a checkout that fails while the head is read is no crash.
            checkout.catch(() => undefined);
        }
        const base = onlyNew !== undefined && 'unreadable' in onlyNew ? onlyNew : checkout;
        const findings = await (0,inspect/* inspectConfigurations */.K)(request, deps, base, baseName);
        await (0,log/* logFindings */.H0)(deps.log, findings.findings);
        const { workspace } = request.configurations;
        if (request.sarifFile !== undefined) {
            // An effect beside the findings: a file that cannot be written is a warning, never the verdict.
            const sarif = gateSarif(findings, { ...request, workspace, repositoryRoot: request.repositoryRoot ?? workspace });
            // The step summary is cut too, past GitHub's limit: the record file never is.
            await (0,sarif_file/* writeSarifFile */.V)(request.sarifFile, sarif, deps.log, `Every call is in ${outputs/* GATE_RECORD */.mT}.`);
        }
        // Each call's edit, once, from the files as they are now (within the repository), for the review and the fix.
        const editing = request.fix ?? request.suggest;
        const files = editing === undefined
            ? undefined
            : diskFiles({ workspace, ...(request.repositoryRoot !== undefined && { repositoryRoot: request.repositoryRoot }) }, editing.words);
        const edits = files === undefined || editing === undefined
            ? undefined
            : await (0,edit_edits/* editFindings */.v)(findings.findings, (file) => files.text(file), editing);
        // The review first: its suggestions are of the pull request's lines as they are, before a fix rewrites them.
        const review = request.suggest === undefined || edits === undefined
            ? undefined
            : await reviewSuggestions({ ...request, suggest: request.suggest }, edits, deps.log);
        // The fix writes the edits (or, with `dryRun`, shows the diff) and logs what it did.
        let fix;
        if (request.fix !== undefined && edits !== undefined && files !== undefined) {
            fix = await applyEdits(edits, request.fix.dryRun, files);
            await (0,fix_report/* logFix */.um)(deps.log, fix);
        }
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


/***/ })

};
