export const id = 698;
export const ids = [698];
export const modules = {

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  actionsRunner: () => (/* binding */ actionsRunner),
  runContext: () => (/* binding */ runContext),
  runEvent: () => (/* binding */ runEvent)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./src/report.ts
var src_report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/action-interface.ts
var action_interface = __webpack_require__(5647);
// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/files/record-file.ts
/**
 * Writes a report's record files (src/report.ts, `RecordFile`) into a folder of their own under
 * the runner's temporary folder: RUNNER_TEMP on a GitHub runner, the system's elsewhere (the
 * command line). Both runner adapters use it; it returns each output's path.
 */



async function writeRecordFiles(files, env) {
    const written = {};
    if (files.length === 0)
        return written;
    const base = env.RUNNER_TEMP?.trim() || (0,external_node_os_.tmpdir)();
    // A folder per run: two steps of one job never write over each other's record.
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(base, 'tfe-module-lifecycle-'));
    for (const file of files) {
        // The name is the action's own (`gate-result.json`), never from the configuration.
        const target = external_node_path_default().join(dir, external_node_path_default().basename(file.name));
        await (0,promises_.writeFile)(target, file.content);
        written[file.output] = target;
    }
    return written;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/runner.ts
/**
 * The runner adapter: the only module that talks to the GitHub Actions runner. It reads inputs,
 * masks secrets, logs (every line made safe first), reads the run's context and event, and
 * writes a mode's `Report`: outputs, annotations, job summary and verdict. Everything else is
 * plain code that a fake runner can drive in tests.
 */







const safe = src_text/* loggable */.oM;
function actionsRunner(env = process.env) {
    // Warnings logged along the way count against GitHub's per-step limit too. The last slot is
    // kept for the note that says how many more there are: past it GitHub drops even that note, so
    // further warnings are logged as plain lines and counted.
    let warningsShown = 0;
    let warningsHeld = 0;
    const log = {
        group: (title, body) => core/* group */.Os(safe(title), body),
        info: (message) => core/* info */.pq(safe(message)),
        warning: (message) => {
            if (warningsShown < src_report/* ANNOTATIONS_PER_STEP */.Sg - 1) {
                warningsShown++;
                core/* warning */.$e(safe(message));
            }
            else {
                warningsHeld++;
                core/* info */.pq(`Warning: ${safe(message)}`);
            }
        },
    };
    return {
        input: (name) => core/* getInput */.V4(name),
        mask: (secret) => core/* setSecret */.Pq(secret),
        log,
        debug: (message) => core/* debug */.Yz(safe(message)),
        context: () => runContext(env),
        event: () => runEvent(env),
        pullRequestComments: (token, pullRequest) => pullRequestComments(env, token, pullRequest),
        async write(report) {
            const failureReason = report.verdict.failed ? report.verdict.reason : '';
            // The complete record first: the outputs give its path, the notes below point at it.
            const recorded = await recordFiles(report, env);
            const outputs = { ...action_interface/* BLANK_OUTPUTS */.Q, ...report.outputs, ...recorded.paths, 'failure-reason': failureReason };
            const completeIn = recorded.written ? report.completeIn : undefined;
            for (const [name, value] of Object.entries(outputs))
                core/* setOutput */.uH(name, value);
            const { verdict } = report;
            const room = {
                // The verdict's own error, when it has a message, is one more error annotation.
                error: src_report/* ANNOTATIONS_PER_STEP */.Sg - (verdict.failed && verdict.message !== undefined ? 1 : 0),
                warning: src_report/* ANNOTATIONS_PER_STEP */.Sg - warningsShown,
                notice: src_report/* ANNOTATIONS_PER_STEP */.Sg,
            };
            const general = report.warnings.map((message) => ({ level: 'warning', message }));
            const all = [...report.annotations, ...general];
            const shown = (0,src_report/* withinAnnotationLimits */.xT)(all, room, { warning: warningsHeld }, completeIn);
            for (const level of ['error', 'warning', 'notice']) {
                const left = all.filter((a) => a.level === level).length;
                if (left > 0 && room[level] <= 0) {
                    core/* info */.pq(`${left} more ${level} annotation${left === 1 ? '' : 's'} not shown: GitHub shows at most ${src_report/* ANNOTATIONS_PER_STEP */.Sg} per step, and the log used them; see ${completeIn ?? 'the step summary and the `result` output'}.`);
                }
            }
            for (const a of shown) {
                const properties = {
                    ...(a.title !== undefined && { title: a.title }),
                    ...(a.file !== undefined && { file: a.file }),
                    ...(a.line !== undefined && { startLine: a.line }),
                };
                if (a.level === 'error')
                    core/* error */.z3(a.message, properties);
                else if (a.level === 'warning')
                    core/* warning */.$e(a.message, properties);
                else
                    core/* notice */.lm(a.message, properties);
            }
            if (report.summary !== '' && env.GITHUB_STEP_SUMMARY) {
                try {
                    await core/* summary */.z.addRaw((0,src_report/* fitSummary */.mW)(report.summary, undefined, completeIn)).write();
                }
                catch (error) {
                    core/* warning */.$e(`Could not write the job summary: ${String(error)}`);
                }
            }
            if (verdict.failed) {
                if (verdict.message !== undefined)
                    core/* setFailed */.C1(verdict.message);
                else
                    process.exitCode = core/* ExitCode */.yU.Failure;
            }
            else if (verdict.message !== undefined) {
                // A passing verdict can quote the configuration (a call's source): a log line like any other.
                core/* info */.pq(safe(verdict.message));
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
            warn: (m) => core/* debug */.Yz(safe(m)),
            error: (m) => core/* debug */.Yz(safe(m)),
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
/**
 * The report's record files, written under RUNNER_TEMP. A file that cannot be written is a
 * warning, and then no note may point at it: `written` says whether they all were.
 */
async function recordFiles(report, env) {
    try {
        return { paths: await writeRecordFiles(report.files ?? [], env), written: true };
    }
    catch (error) {
        core/* warning */.$e(`Could not write the result file: ${safe(String(error))}`);
        return { paths: {}, written: false };
    }
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
        return { name, payload: JSON.parse((0,read_bounded/* readBoundedSync */.xY)(file, limits/* FILE_LIMITS */.S.eventPayload).toString('utf8')) };
    }
    catch {
        // As @actions/github does: an unreadable payload is an empty one.
        return { name, payload: {} };
    }
}


/***/ })

};
