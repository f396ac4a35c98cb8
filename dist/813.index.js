export const id = 813;
export const ids = [813];
export const modules = {

/***/ 4813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BLANK_OUTPUTS: () => (/* binding */ BLANK_OUTPUTS),
/* harmony export */   actionsRunner: () => (/* binding */ actionsRunner),
/* harmony export */   runContext: () => (/* binding */ runContext),
/* harmony export */   runEvent: () => (/* binding */ runEvent)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(665);
/* harmony import */ var _files_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9507);
/* harmony import */ var _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1543);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/**
 * The runner adapter: the only module that talks to the GitHub Actions runner. It reads inputs,
 * masks secrets, logs (every line made safe first), reads the run's context and event, and
 * writes a mode's `Report`: outputs, annotations, job summary and verdict. Everything else is
 * plain code that a fake runner can drive in tests.
 */





/**
 * Every output the action declares, blank: a later step reading one after a failure
 * (`if: always()`) finds `[]` and `false`, never an unset value.
 */
const BLANK_OUTPUTS = {
    result: '[]',
    changed: 'false',
    'changed-versions': '',
    deprecated: 'false',
    'deprecated-versions': '',
    'revoked-versions': '',
    reason: '',
    link: '',
    'deprecation-id': '',
    plan: '[]',
    'deprecated-uses': '[]',
    'failure-reason': '',
};
const safe = _text_js__WEBPACK_IMPORTED_MODULE_4__/* .loggable */ .oM;
function actionsRunner(env = process.env) {
    // Warnings logged along the way count against GitHub's per-step limit too. The last slot is
    // kept for the note that says how many more there are: past it GitHub drops even that note, so
    // further warnings are logged as plain lines and counted.
    let warningsShown = 0;
    let warningsHeld = 0;
    const log = {
        group: (title, body) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(safe(title), body),
        info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(safe(message)),
        warning: (message) => {
            if (warningsShown < _report_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATIONS_PER_STEP */ .Sg - 1) {
                warningsShown++;
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(safe(message));
            }
            else {
                warningsHeld++;
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Warning: ${safe(message)}`);
            }
        },
    };
    return {
        input: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name),
        mask: (secret) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret),
        log,
        debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(safe(message)),
        context: () => runContext(env),
        event: () => runEvent(env),
        pullRequestComments: (token, pullRequest) => pullRequestComments(env, token, pullRequest),
        async write(report) {
            const failureReason = report.verdict.failed ? report.verdict.reason : '';
            const outputs = { ...BLANK_OUTPUTS, ...report.outputs, 'failure-reason': failureReason };
            for (const [name, value] of Object.entries(outputs))
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value);
            const { verdict } = report;
            const room = {
                // The verdict's own error, when it has a message, is one more error annotation.
                error: _report_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATIONS_PER_STEP */ .Sg - (verdict.failed && verdict.message !== undefined ? 1 : 0),
                warning: _report_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATIONS_PER_STEP */ .Sg - warningsShown,
                notice: _report_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATIONS_PER_STEP */ .Sg,
            };
            const general = report.warnings.map((message) => ({ level: 'warning', message }));
            const all = [...report.annotations, ...general];
            const shown = (0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .withinAnnotationLimits */ .xT)(all, room, { warning: warningsHeld });
            for (const level of ['error', 'warning', 'notice']) {
                const left = all.filter((a) => a.level === level).length;
                if (left > 0 && room[level] <= 0) {
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${left} more ${level} annotation${left === 1 ? '' : 's'} not shown: GitHub shows at most ${_report_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATIONS_PER_STEP */ .Sg} per step, and the log used them; see the step summary and the \`result\` output.`);
                }
            }
            for (const a of shown) {
                const properties = {
                    ...(a.title !== undefined && { title: a.title }),
                    ...(a.file !== undefined && { file: a.file }),
                    ...(a.line !== undefined && { startLine: a.line }),
                };
                if (a.level === 'error')
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(a.message, properties);
                else if (a.level === 'warning')
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(a.message, properties);
                else
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(a.message, properties);
            }
            if (report.summary !== '' && env.GITHUB_STEP_SUMMARY) {
                try {
                    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .fitSummary */ .mW)(report.summary)).write();
                }
                catch (error) {
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${String(error)}`);
                }
            }
            if (verdict.failed) {
                if (verdict.message !== undefined)
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(verdict.message);
                else
                    process.exitCode = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.Failure;
            }
            else if (verdict.message !== undefined) {
                // A passing verdict can quote the configuration (a call's source): a log line like any other.
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(safe(verdict.message));
            }
        },
    };
}
/**
 * A pull request's comments through GitHub's REST API (GITHUB_API_URL), with octokit's retries
 * and GitHub's rate limits respected. Loaded with import() only when a comment is to be written,
 * so other runs never load octokit.
 */
async function pullRequestComments(env, token, pullRequest) {
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
        __webpack_require__.e(/* import() */ 758).then(__webpack_require__.bind(__webpack_require__, 1758)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856)),
    ]);
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY?.trim() ?? '').split('/');
    // One retry after a rate limit GitHub asks to wait a minute or less for; a comment is not worth more.
    const onLimit = (retryAfter, _options, _octokit, retryCount) => retryCount < 1 && retryAfter <= 60;
    const octokit = getOctokit(token, {
        baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
        retry: { retries: 2 },
        log: {
            debug: () => { },
            info: () => { },
            warn: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(safe(m)),
            error: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(safe(m)),
        },
    }, retry, throttling);
    const where = { owner, repo, issue_number: pullRequest };
    return {
        async *pages() {
            const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 });
            for await (const page of pages)
                yield page.data.map((c) => ({ id: c.id, body: c.body ?? null }));
        },
        async create(body) {
            const { data } = await octokit.rest.issues.createComment({ ...where, body });
            return { id: data.id, url: data.html_url };
        },
        async update(id, body) {
            const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
            return { id: data.id, url: data.html_url };
        },
    };
}
/** The run's link and label, from the variables the runner sets; empty outside a workflow. */
function runContext(env) {
    const runId = env.GITHUB_RUN_ID?.trim();
    const repository = env.GITHUB_REPOSITORY?.trim();
    const server = (env.GITHUB_SERVER_URL?.trim() || 'https://github.com').replace(/\/+$/, '');
    const sha = env.GITHUB_SHA?.trim();
    // Links to the checked-out commit's files, where the runner names a repository and a commit.
    const blob = repository && /^[\w.-]+\/[\w.-]+$/.test(repository) && sha && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)
        ? { blobUrl: `${server}/${repository}/blob/${sha}` }
        : {};
    if (!runId || !/^\d+$/.test(runId) || !repository)
        return blob;
    const number = env.GITHUB_RUN_NUMBER?.trim();
    const workflow = env.GITHUB_WORKFLOW?.trim() || 'Workflow';
    return {
        runUrl: `${server}/${repository}/actions/runs/${runId}`,
        runLabel: number && /^\d+$/.test(number) ? `${workflow} run #${number}` : `${workflow} run`,
        ...blob,
    };
}
/** The event that started the run, from GITHUB_EVENT_NAME and the payload file. */
function runEvent(env) {
    const name = env.GITHUB_EVENT_NAME?.trim() ?? '';
    const file = env.GITHUB_EVENT_PATH?.trim();
    if (!file)
        return { name, payload: {} };
    try {
        return { name, payload: JSON.parse((0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoundedSync */ .xY)(file, _files_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_LIMITS */ .S.eventPayload).toString('utf8')) };
    }
    catch {
        // As @actions/github does: an unreadable payload is an empty one.
        return { name, payload: {} };
    }
}


/***/ })

};
