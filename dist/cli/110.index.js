export const id = 110;
export const ids = [110,485];
export const modules = {

/***/ 5485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kd: () => (/* binding */ pullRequestNumber),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   commentOwner: () => (/* binding */ commentOwner),
/* harmony export */   iW: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   jl: () => (/* binding */ draftComment)
/* harmony export */ });
/* unused harmony export fitComment */
/** GitHub refuses a comment body longer than this many characters. */
const COMMENT_LIMIT_CHARS = 65_536;
/** The step, from the variables the runner sets (GITHUB_ACTION names the step). */
function commentOwner(env) {
    return {
        workflow: env.GITHUB_WORKFLOW?.trim() ?? '',
        job: env.GITHUB_JOB?.trim() ?? '',
        step: env.GITHUB_ACTION?.trim() ?? '',
    };
}
/** The hidden line that marks the step's comment: percent-encoded, no name can close it or pass for another step's. */
function commentMarker(owner) {
    const part = (value) => encodeURIComponent(value);
    return `<!-- tfe-module-lifecycle comment workflow=${part(owner.workflow)} job=${part(owner.job)} step=${part(owner.step)} -->`;
}
/** The pull request the run is about, from a pull_request or pull_request_target event. */
function pullRequestNumber(event) {
    if (event.name !== 'pull_request' && event.name !== 'pull_request_target')
        return undefined;
    const number = event.payload?.pull_request?.number;
    return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
/** Whether a report has something to say on a pull request: what the mode says, else a failure, a warning or an error. */
function hasSomethingToReport(report) {
    return (report.noteworthy ??
        (report.verdict.failed || report.warnings.length > 0 || report.annotations.some((a) => a.level !== 'notice')));
}
/** The comment for a report; `setting` is `always` or `changes`. */
function draftComment(report, setting, owner, context) {
    const marker = commentMarker(owner);
    const noteworthy = hasSomethingToReport(report);
    const run = context.runUrl === undefined ? 'the latest run' : `[${context.runLabel ?? 'the latest run'}](${context.runUrl})`;
    const content = noteworthy
        ? report.summary.trim() === ''
            ? `The step ended without a summary: see ${run}.`
            : report.summary
        : [
            `✅ **Nothing to report** as of ${run}.`,
            ...(report.summary.trim() === ''
                ? []
                : ['', '<details><summary>Details</summary>', '', report.summary.trim(), '', '</details>']),
        ].join('\n');
    return {
        body: fitComment(`${marker}\n${content}`, context),
        onlyToUpdate: !noteworthy && setting === 'changes',
    };
}
/**
 * The body cut at a line below GitHub's limit, with a link to the run's summary where all of it is. A `<details>`
 * left open by the cut is closed, so the note renders.
 */
function fitComment(body, context, limit = COMMENT_LIMIT_CHARS) {
    if (body.length <= limit)
        return body;
    const where = context.runUrl === undefined
        ? "the run's job summary"
        : `the job summary of [${context.runLabel ?? 'the run'}](${context.runUrl})`;
    const note = [
        '',
        '> **Note**',
        `> This comment stops here: GitHub takes at most ${limit} characters. All of it is in ${where}.`,
        '',
    ];
    const room = limit - note.join('\n').length - 200;
    const lines = body.split('\n');
    const kept = [];
    let size = 0;
    for (const line of lines) {
        if (size + line.length + 1 > room)
            break;
        kept.push(line);
        size += line.length + 1;
    }
    // A single line longer than the room (a table row cannot be): cut inside it.
    if (kept.length === 0)
        kept.push((lines[0] ?? '').slice(0, room));
    const open = kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
    return [...kept, ...Array.from({ length: Math.max(0, open) }, () => '</details>'), ...note].join('\n');
}


/***/ }),

/***/ 2627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ postComment),
/* harmony export */   M_: () => (/* binding */ sameAccount),
/* harmony export */   RW: () => (/* binding */ outcomeLine),
/* harmony export */   Wc: () => (/* binding */ onceAsked),
/* harmony export */   l1: () => (/* binding */ outcomeAnnotations)
/* harmony export */ });
/* unused harmony export failureOf */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

const withoutBot = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
const isBot = (account) => account.type !== undefined ? account.type === 'Bot' : /\[bot\]$/i.test(account.login);
/**
 * Whether a comment's author is the writer. An app's login reads `name[bot]` in REST and may read `name` elsewhere,
 * so the suffix is left out and the account's kind compared instead: a person named like an app is not the app.
 */
function sameAccount(author, writer) {
    return (author !== undefined && withoutBot(author.login) === withoutBot(writer.login) && isBot(author) === isBot(writer));
}
/** The step's earlier comment: the first the writer wrote whose body starts with the marker. */
async function findComment(api, marker) {
    const writer = onceAsked(() => api.writer());
    for await (const page of api.pages()) {
        // A marker in anyone else's comment is theirs: it is never overwritten.
        for (const c of page)
            if ((c.body ?? '').startsWith(marker) && sameAccount(c.author, await writer()))
                return c;
    }
    return undefined;
}
/**
 * The token's account, asked for once and only when a comment carries the marker: an installation token is named by
 * GraphQL's viewer, which octokit's throttling paces as a write (the comment would wait out the rest of a second).
 */
function onceAsked(ask) {
    let asked;
    return () => (asked ??= ask());
}
async function postComment(api, draft, marker, now = Date.now) {
    try {
        const earlier = await findComment(api, marker);
        if (earlier !== undefined)
            return { kind: 'updated', ...(await api.update(earlier.id, draft.body)) };
        if (draft.onlyToUpdate)
            return { kind: 'skipped' };
        return { kind: 'created', ...(await api.create(draft.body)) };
    }
    catch (error) {
        return failureOf(error, now());
    }
}
/** An error of GitHub's API (octokit's RequestError: status, the answer's headers) as a failed outcome. */
function failureOf(error, now) {
    const { status, response } = (error ?? {});
    // octokit appends " - <documentation_url>" to GitHub's message.
    const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error).replace(/ - https?:\/\/\S+$/, '');
    if (typeof status !== 'number')
        return { kind: 'failed', cause: 'error', message };
    const header = (name) => {
        const value = Number(response?.headers?.[name]);
        return Number.isFinite(value) && String(response?.headers?.[name] ?? '').trim() !== '' ? value : undefined;
    };
    const retryAfter = header('retry-after');
    const reset = header('x-ratelimit-reset');
    const limited = /\brate limit\b/i.test(message) || retryAfter !== undefined || header('x-ratelimit-remaining') === 0;
    if ((status === 403 || status === 429) && limited) {
        const wait = retryAfter ?? (reset !== undefined ? Math.max(0, Math.ceil(reset - now / 1000)) : undefined);
        return { kind: 'failed', cause: 'rate-limit', status, message, ...(wait !== undefined && { waitSeconds: wait }) };
    }
    if (status === 404 || (status === 403 && /not accessible by integration/i.test(message))) {
        return { kind: 'failed', cause: 'permission', status, message };
    }
    return { kind: 'failed', cause: status >= 400 && status < 500 ? 'refused' : 'error', status, message };
}
/** GitHub's answer, quoted: `403: "Unable to create comment because issue is locked."`. */
function answered(outcome) {
    const said = outcome.message.length > 300 ? `${outcome.message.slice(0, 300)}…` : outcome.message;
    return `${outcome.status !== undefined ? `${outcome.status}: ` : ''}${JSON.stringify(said)}`;
}
/** A wait in words: `120 s`, `about 58 minutes`. */
const waitText = (seconds) => seconds <= 120 ? `${seconds} s` : `about ${Math.round(seconds / 60)} minutes`;
/** What the outcome adds to the report: a notice when the comment could not be written. */
function outcomeAnnotations(outcome, words) {
    if (outcome.kind !== 'failed')
        return [];
    const messages = {
        permission: `The ${words.name('githubToken')} may not comment on this pull request (GitHub answered ${answered(outcome)}): a pull request from a fork gets a read-only token, and the job needs \`pull-requests: write\`. The job summary has the report. Grant \`pull-requests: write\` to the job, or set ${words.setting('comment', 'never')}.`,
        'rate-limit': `GitHub's rate limit stopped the comment (GitHub answered ${answered(outcome)}${outcome.waitSeconds !== undefined ? `, asking to wait ${waitText(outcome.waitSeconds)}` : ''}). The job summary has the report; a later run writes the comment.`,
        refused: `GitHub refused the comment (GitHub answered ${answered(outcome)}). The job summary has the report.`,
        error: `The pull request comment could not be written: ${outcome.message}. The job summary has the report.`,
    };
    return [{ level: 'notice', title: 'No pull request comment', message: messages[outcome.cause] }];
}
function outcomeLine(outcome, pullRequest) {
    switch (outcome.kind) {
        case 'created':
            return `Commented on pull request #${pullRequest}${outcome.url === undefined ? '' : `: ${outcome.url}`}`;
        case 'updated':
            return `Updated the comment on pull request #${pullRequest}${outcome.url === undefined ? '' : `: ${outcome.url}`}`;
        case 'skipped':
            return `Nothing to report and no earlier comment on pull request #${pullRequest}: no comment.`;
        case 'failed':
            return `No comment on pull request #${pullRequest}: ${outcome.status !== undefined ? answered(outcome) : outcome.message}`;
    }
}


/***/ }),

/***/ 3110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   withComment: () => (/* binding */ withComment)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5485);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2627);



async function withComment(report, options, deps) {
    if (options.setting === 'never')
        return report;
    const pullRequest = (0,_body_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestNumber */ .Kd)(deps.event);
    if (pullRequest === undefined) {
        deps.log.info(`${deps.context.words.setting('comment', options.setting)}: the run is not about a pull request (event ${JSON.stringify(deps.event.name)}), so no comment.`);
        return report;
    }
    const outcome = await comment(report, options, pullRequest, deps);
    deps.log.info((0,_post_js__WEBPACK_IMPORTED_MODULE_1__/* .outcomeLine */ .RW)(outcome, pullRequest));
    const notices = (0,_post_js__WEBPACK_IMPORTED_MODULE_1__/* .outcomeAnnotations */ .l1)(outcome, deps.context.words);
    return notices.length === 0 ? report : { ...report, annotations: [...report.annotations, ...notices] };
}
async function comment(report, options, pullRequest, deps) {
    if (deps.connect === undefined)
        return { kind: 'failed', cause: 'error', message: 'this runner cannot reach GitHub' };
    if (options.token === '') {
        return { kind: 'failed', cause: 'error', message: `${deps.context.words.input('githubToken')} is empty` };
    }
    try {
        const api = await deps.connect(options.token, pullRequest);
        const draft = (0,_body_js__WEBPACK_IMPORTED_MODULE_2__/* .draftComment */ .jl)(report, options.setting, deps.owner, deps.context);
        return await (0,_post_js__WEBPACK_IMPORTED_MODULE_1__/* .postComment */ .Gy)(api, draft, (0,_body_js__WEBPACK_IMPORTED_MODULE_2__/* .commentMarker */ .Ql)(deps.owner));
    }
    catch (error) {
        // A comment is a courtesy: whatever goes wrong with it, the step's verdict stands.
        return { kind: 'failed', cause: 'error', message: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error) };
    }
}


/***/ })

};
