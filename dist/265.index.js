export const id = 265;
export const ids = [265];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ loadOctokit)
/* harmony export */ });
/**
 * GitHub's API client, loaded with import() only when a run talks to GitHub: octokit from
 * @actions/github (the runner's proxy honoured) with @octokit/plugin-retry (a request that got no
 * answer or a 5xx is tried again) and @octokit/plugin-throttling (writes spaced in real time; its
 * rate-limit handlers are the caller's). Nothing here needs @actions/core, so the command line's
 * bundle loads it too. A caller may see every try of every request before it is sent (`onRequest`):
 * the innermost hook, before the token is added, so a request refused there sends nothing.
 */
const headersOf = (value) => {
    const headers = value?.headers;
    return headers !== null && typeof headers === 'object' ? headers : undefined;
};
/**
 * octokit's `authStrategy` for a token sent as GitHub's docs show it, `Authorization: Bearer`
 * (octokit's own sends `token …`; GitHub takes both). Its hook is the innermost but the caller's
 * `onRequest`, which checks the host first.
 */
function bearerAuth({ token }) {
    const auth = async () => ({ type: 'token', tokenType: 'oauth', token });
    const hook = async (request, route, parameters) => {
        const endpoint = request.endpoint.merge(route, parameters);
        endpoint.headers.authorization = `Bearer ${token}`;
        return request(endpoint);
    };
    return Object.assign(auth, { hook });
}
/** One octokit for one token and API. */
async function loadOctokit(settings) {
    const [{ GitHub, getUserAgentWithOrchestrationId }, { retry }, { throttling }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(250)]).then(__webpack_require__.bind(__webpack_require__, 5250)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856)),
    ]);
    const { onRequest } = settings;
    // Registered before the retry and throttling plugins, so it wraps the request itself: it sees each try.
    const wire = (octokit) => {
        if (onRequest === undefined)
            return;
        octokit.hook.wrap('request', async (request, options) => {
            const { method, url } = octokit.request.endpoint(options);
            const answered = await onRequest({ method, url });
            // A try GitHub never answers is given up after the run's request timeout. The hooks inside this one
            // were bound to `options` itself, so the signal is set on it (on a copy of its `request`, which
            // octokit's defaults share between requests).
            const timeoutMs = settings.requestTimeoutMs;
            const controller = new AbortController();
            const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs);
            if (timer !== undefined) {
                const sent = options;
                sent.request = { ...sent.request, signal: controller.signal };
            }
            try {
                const response = await request(options);
                answered(headersOf(response));
                return response;
            }
            catch (error) {
                answered(headersOf(error.response));
                throw error;
            }
            finally {
                clearTimeout(timer);
            }
        });
    };
    const onLimit = (retryAfter, _options, _octokit, retryCount) => settings.throttle.retryAfterLimit(retryAfter, retryCount);
    const debug = settings.debug ?? (() => { });
    // getOctokit would send the token as `token …`: the same client (@actions/github's, the runner's proxy honoured) built here.
    const Client = GitHub.plugin(wire, retry, throttling);
    const userAgent = getUserAgentWithOrchestrationId(settings.userAgent);
    return new Client({
        baseUrl: settings.apiUrl,
        ...(userAgent !== undefined && { userAgent }),
        authStrategy: bearerAuth,
        auth: { token: settings.token },
        retry: {
            retries: settings.retry.retries,
            retryAfterBaseValue: settings.retry.baseDelayMs,
            // plugin-retry's list, 409 (an empty repository's tree: trying again changes nothing) and 429 (a rate
            // limit is retried only after the wait it asks: the caller's).
            doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451],
        },
        throttle: {
            enabled: settings.throttle.enabled,
            onRateLimit: onLimit,
            onSecondaryRateLimit: onLimit,
        },
        log: { debug: () => { }, info: () => { }, warn: debug, error: debug },
    });
}


/***/ }),

/***/ 8265:
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
/** Writes a report's record files into a new folder under RUNNER_TEMP (else the system's), for the Actions adapter. */



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

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/settings/table.ts + 1 modules
var table = __webpack_require__(1845);
// EXTERNAL MODULE: ./src/settings/commands.ts
var commands = __webpack_require__(4575);
;// CONCATENATED MODULE: ./src/settings/action-inputs.ts




/** The statuses of one module's versions, and the command each is. */
const BY_STATUS = {
    deprecated: 'deprecate',
    undeprecated: 'undeprecate',
    revoked: 'revoke',
    unrevoked: 'unrevoke',
    check: 'check',
};
const STATUS_LIST = 'deprecated, undeprecated, revoked, unrevoked or check';
/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT = {
    deprecate: 'deprecated',
    deprecation: 'deprecated',
    revoke: 'revoked',
    revocation: 'revoked',
    unrevoke: 'unrevoked',
    undeprecate: 'undeprecated',
    revert: 'undeprecated',
    reverted: 'undeprecated',
    active: 'undeprecated',
    checked: 'check',
    status: 'check',
};
/** `read` reads an input as the runner does (`core.getInput`): '' when not set. */
function givenByInputs(read, words) {
    const value = (key) => {
        const input = (0,table/* rowOf */.OB)(key).input;
        return input === undefined ? undefined : read(input);
    };
    const text = (key) => String(value(key) ?? '').trim();
    const raw = text('status');
    const status = raw.toLowerCase();
    if (status === 'report' || status === 'campaign')
        return { command: status, value };
    if (text('policyFile') !== '')
        return { command: 'policy', value };
    const problems = [];
    const In = (0,wording/* initial */.Vh)(words.input('status'));
    if (status === '')
        problems.push(`${In} is required: ${STATUS_LIST}.`);
    else if (!Object.hasOwn(BY_STATUS, status)) {
        const meant = STATUS_MEANT[status];
        problems.push(`${In} must be ${STATUS_LIST}, got ${(0,src_text/* show */.WU)(raw)}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`);
    }
    if (text('configDirectory') !== '') {
        if (status !== 'check') {
            problems.push(`${(0,wording/* initial */.Vh)(words.input('configDirectory'))} works only with ${words.setting('status', 'check')}: remove it, or set ${words.setting('status', 'check')}.`);
        }
        return { command: 'gate', value, problems };
    }
    return { command: BY_STATUS[status] ?? 'check', value, problems };
}

// EXTERNAL MODULE: ./src/validation.ts
var validation = __webpack_require__(4344);
;// CONCATENATED MODULE: ./src/runner.ts
/**
 * The runner adapter, the only module that talks to the GitHub Actions runner: inputs, masks, the log (every line made
 * safe first), the run's context and event, and writing a mode's `Report`. A fake runner drives everything else.
 */











const safe = src_text/* loggable */.oM;
function actionsRunner(env = process.env) {
    // Warnings logged along the way count against GitHub's per-step limit too. The last slot is kept for the note that
    // says how many more there are: past it GitHub drops even that note, so further warnings are plain lines, counted.
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
        given: () => givenByInputs((name) => core/* getInput */.V4(name), wording/* ACTION_WORDS */.dC),
        mask: (secret) => core/* setSecret */.Pq(secret),
        log,
        words: wording/* ACTION_WORDS */.dC,
        debug: (message) => core/* debug */.Yz(safe(message)),
        context: () => runContext(env),
        event: () => runEvent(env),
        pullRequestComments: (token, pullRequest) => pullRequestComments(env, token, pullRequest),
        pullRequestReviews: (token, pullRequest) => pullRequestReviews(env, token, pullRequest),
        async write(report) {
            const failureReason = report.verdict.failed ? report.verdict.reason : '';
            // A diff in the log, each line made safe; the file the `diff-file` output names has it byte for byte.
            const { diff } = report;
            if (diff !== undefined && diff !== '') {
                await log.group('The diff the fix would apply', async () => {
                    for (const line of diff.replace(/\n$/, '').split('\n'))
                        log.info(line);
                });
            }
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
            // GitHub shows a few annotations a step: where findings are too many, folded ones stand in.
            const all = [...(0,src_report/* annotationsShown */.az)(report.annotations, true), ...general];
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
 * An octokit for GITHUB_API_URL with retries and GitHub's rate limits respected, and the run's repository; loaded with
 * import() only when a comment or a review is written.
 */
async function githubApi(env, token) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY?.trim() ?? '').split('/');
    const octokit = await (0,github_octokit/* loadOctokit */.m)({
        token,
        apiUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
        retry: { retries: 2, baseDelayMs: 1_000 },
        // One retry after a rate limit GitHub asks to wait a minute or less for; a comment is not worth more.
        throttle: { enabled: true, retryAfterLimit: (retryAfter, retryCount) => retryCount < 1 && retryAfter <= 60 },
        debug: (m) => core/* debug */.Yz(safe(m)),
    });
    return { octokit, owner, repo };
}
/** The account a token writes as: a person's token names it; an installation token is its app's bot. */
async function tokenAccount(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { login: data.login, type: data.type };
    }
    catch {
        // An installation token (GITHUB_TOKEN, a GitHub App's) has no user and gets a 403; GraphQL's viewer names its bot.
        try {
            const { viewer } = await octokit.graphql('query { viewer { login } }');
            return { login: viewer.login, type: 'Bot' };
        }
        catch {
            return { login: 'github-actions[bot]', type: 'Bot' };
        }
    }
}
/** A pull request's comments (`comment`). */
async function pullRequestComments(env, token, pullRequest) {
    const { octokit, owner, repo } = await githubApi(env, token);
    const where = { owner, repo, issue_number: pullRequest };
    return {
        writer: () => tokenAccount(octokit),
        async *pages() {
            const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 });
            for await (const page of pages) {
                yield page.data.map((c) => ({
                    id: c.id,
                    body: c.body ?? null,
                    ...(c.user !== null && c.user !== undefined && { author: { login: c.user.login, type: c.user.type } }),
                }));
            }
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
/** A pull request's review comments and one new review (`suggest`). */
async function pullRequestReviews(env, token, pullRequest) {
    const { octokit, owner, repo } = await githubApi(env, token);
    const where = { owner, repo, pull_number: pullRequest };
    return {
        writer: () => tokenAccount(octokit),
        async *comments() {
            const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, { ...where, per_page: 100 });
            for await (const page of pages) {
                yield page.data.map((c) => ({
                    path: c.path,
                    line: c.line ?? null,
                    body: c.body,
                    ...(c.user !== null && c.user !== undefined && { author: { login: c.user.login, type: c.user.type } }),
                }));
            }
        },
        async createReview(review) {
            const { data } = await octokit.rest.pulls.createReview({
                ...where,
                ...(review.commitId !== undefined && { commit_id: review.commitId }),
                event: 'COMMENT',
                body: review.body,
                comments: review.comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body })),
            });
            return { url: data.html_url };
        },
    };
}
/** The report's record files, under RUNNER_TEMP; one not written is a warning, and no note may point at it. */
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
    const blob = repository && /^[\w.-]+\/[\w.-]+$/.test(repository) && sha && validation/* COMMIT_SHA */.pk.test(sha)
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
