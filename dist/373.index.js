export const id = 373;
export const ids = [373];
export const modules = {

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

/***/ 2373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   withReview: () => (/* binding */ withReview)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2627);


const keyOf = (c) => JSON.stringify([c.path, c.line, c.body]);
async function withReview(report, deps) {
    const draft = report.review;
    if (draft === undefined)
        return report;
    const notice = (why) => {
        deps.log.info(`No review on pull request #${draft.pullRequest}: ${why}`);
        const message = `The suggested changes could not be posted (${why}); the job summary lists them. Grant \`pull-requests: write\` to the job's ${deps.words.name('githubToken')}, or set ${deps.words.setting('suggest', 'false')}.`;
        return {
            ...report,
            annotations: [...report.annotations, { level: 'notice', title: 'No suggested changes', message }],
        };
    };
    if (deps.connect === undefined)
        return notice('this runner cannot reach GitHub');
    if (deps.token === '')
        return notice(`${deps.words.input('githubToken')} is empty`);
    try {
        const api = await deps.connect(deps.token, draft.pullRequest);
        const made = new Set();
        const writer = (0,_post_js__WEBPACK_IMPORTED_MODULE_1__/* .onceAsked */ .Wc)(() => api.writer());
        // The action's own suggestions only, as for the comment: a marker someone else copied is theirs.
        for await (const page of api.comments()) {
            for (const c of page)
                if (c.body.startsWith(draft.marker) && (0,_post_js__WEBPACK_IMPORTED_MODULE_1__/* .sameAccount */ .M_)(c.author, await writer()))
                    made.add(keyOf(c));
        }
        const comments = draft.comments.filter((c) => !made.has(keyOf(c)));
        if (comments.length === 0) {
            deps.log.info(`Every suggested change is already on pull request #${draft.pullRequest}: no new review.`);
            return report;
        }
        const posted = await api.createReview({
            ...(draft.commitId !== undefined && { commitId: draft.commitId }),
            body: draft.body,
            comments,
        });
        deps.log.info(`Reviewed pull request #${draft.pullRequest} with ${comments.length} suggested change${comments.length === 1 ? '' : 's'}${posted.url === undefined ? '' : `: ${posted.url}`}`);
        return report;
    }
    catch (error) {
        return notice((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error));
    }
}


/***/ })

};
