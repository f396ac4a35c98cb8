export const id = 64;
export const ids = [64];
export const modules = {

/***/ 64:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/github/errors.ts
/**
 * GitHub's refusals named by their cause, so that a caller acts on the cause and not on a status
 * (a repository the token may read but not write is `no-push-access`, a branch someone else moved
 * is `not-fast-forward`), and the rate limits told apart from other 403s. GitHub's own words are
 * kept as data: made printable and clipped, never raw.
 */

/** What each cause means, as a message says it after the request. */
const MEANING = {
    'bad-credentials': 'GitHub refused the token (expired, revoked or mistyped)',
    'no-push-access': 'the token may read this repository but not write to it',
    archived: 'the repository is archived, so it is read-only',
    forbidden: 'GitHub refused it',
    'not-found': 'it does not exist, or the token may not see it',
    'empty-repository': 'the repository has no commit yet',
    conflict: 'GitHub answered 409 Conflict',
    'already-exists': 'it exists already',
    'not-fast-forward': 'the branch has commits the new commit does not contain',
    'no-commits': 'the branch has nothing its base lacks',
    rejected: 'GitHub refused the request as invalid',
    'rate-limited': "the token's request budget is spent until it renews",
    'secondary-limit': "GitHub's secondary rate limit still refused it after the waits allowed",
    'write-budget': "this hour's writes are spent (GitHub allows 500 an hour)",
    deadline: "the token's hour is nearly over: no request starts so close to its end",
    'too-large': 'the file is larger than the action reads',
    server: 'GitHub failed on every try',
    network: 'GitHub did not answer',
    'malformed-answer': 'the answer is not what GitHub documents',
    'foreign-host': 'the address is not on the GitHub API host, so nothing was sent there',
    'unsafe-path': 'the path could leave the repository',
};
class GithubError extends Error {
    name = 'GithubError';
    failure;
    /** The request, as `METHOD /path` (no host, no query). */
    request;
    httpStatus;
    /** What GitHub said, made printable and clipped; undefined where it said nothing. */
    said;
    /** When a spent budget renews (ms since the epoch), where GitHub said. */
    retryAt;
    constructor(failure, request, details = {}) {
        const said = details.said === undefined || details.said === '' ? undefined : clip((0,src_text/* printable */.g$)(details.said));
        super(`${request}: ${details.detail ?? MEANING[failure]}${details.httpStatus !== undefined ? ` (${details.httpStatus})` : ''}${said !== undefined ? `. GitHub says: ${said}` : ''}`);
        this.failure = failure;
        this.request = request;
        this.httpStatus = details.httpStatus;
        this.said = said;
        this.retryAt = details.retryAt;
    }
}
const clip = (text) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
function isAnswered(error) {
    return error instanceof Error && typeof error.status === 'number';
}
const header = (error, name) => {
    const value = error.response?.headers[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};
/** GitHub's words in an error answer: its `message`, and each of its `errors`. */
function saidBy(error) {
    const data = error.response?.data;
    const parts = [typeof data?.message === 'string' ? data.message : ''];
    if (Array.isArray(data?.errors)) {
        for (const e of data.errors) {
            if (typeof e === 'string')
                parts.push(e);
            else if (e !== null && typeof e === 'object') {
                const { message, field, code } = e;
                parts.push(typeof message === 'string' ? message : [field, code].filter((x) => typeof x === 'string').join(' '));
            }
        }
    }
    return parts.filter((p) => p !== '').join(': ');
}
function rateLimitOf(error, now) {
    if (!isAnswered(error) || (error.status !== 403 && error.status !== 429))
        return undefined;
    const retryAfter = header(error, 'retry-after');
    const seconds = retryAfter === undefined ? Number.NaN : Number(retryAfter);
    const date = retryAfter === undefined ? Number.NaN : Date.parse(retryAfter);
    const retryAfterMs = Number.isFinite(seconds)
        ? Math.max(0, seconds * 1000)
        : Number.isFinite(date)
            ? Math.max(0, date - now)
            : undefined;
    const spent = header(error, 'x-ratelimit-remaining') === '0';
    const reset = Number(header(error, 'x-ratelimit-reset') ?? Number.NaN);
    const resetAt = spent && Number.isFinite(reset) ? reset * 1000 : undefined;
    if (/secondary rate limit/i.test(saidBy(error))) {
        // GitHub's order: Retry-After; else, the budget spent, its reset; else at least a minute.
        if (retryAfterMs !== undefined)
            return { kind: 'secondary', retryAfterMs };
        return { kind: 'secondary', ...(resetAt !== undefined && { resetAt }) };
    }
    if (spent)
        return { kind: 'primary', resetAt: resetAt ?? now + 3_600_000 };
    // A 429, or a 403 that says when to come back, is a limit GitHub did not name.
    if (error.status === 429 || retryAfterMs !== undefined) {
        return { kind: 'secondary', ...(retryAfterMs !== undefined && { retryAfterMs }) };
    }
    return undefined;
}
/** The cause of an error answer (or of no answer), for a request that writes or reads. */
function githubError(error, request, write, now) {
    if (error instanceof GithubError)
        return error;
    if (!isAnswered(error) || error.response === undefined) {
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
        const message = error instanceof Error ? error.message : String(error);
        // A try the client gave up on is its own doing: said so, not as GitHub's words.
        if (error instanceof Error && /\baborted\b/i.test(message)) {
            return new GithubError('network', request, { detail: 'GitHub did not answer within the request timeout' });
        }
        return new GithubError('network', request, { said: `${message}${cause}` });
    }
    const said = saidBy(error);
    const details = { httpStatus: error.status, said };
    const limit = rateLimitOf(error, now);
    if (limit?.kind === 'primary')
        return new GithubError('rate-limited', request, { ...details, retryAt: limit.resetAt });
    if (limit?.kind === 'secondary')
        return new GithubError('secondary-limit', request, details);
    switch (error.status) {
        case 401:
            return new GithubError('bad-credentials', request, details);
        case 403:
            if (/archived/i.test(said))
                return new GithubError('archived', request, details);
            // A refused write of a repository the token could read is a lack of push access, whatever GitHub's words.
            if (write)
                return new GithubError('no-push-access', request, details);
            return new GithubError('forbidden', request, details);
        case 404:
            // GitHub answers 404 where 403 would say the repository exists: the first write (a new tree) of one just
            // read is refused for want of push access.
            if (write && /^POST \S*\/git\/trees$/.test(request))
                return new GithubError('no-push-access', request, details);
            return new GithubError('not-found', request, details);
        case 409:
            return new GithubError(/empty/i.test(said) ? 'empty-repository' : 'conflict', request, details);
        case 422:
            if (/already exists/i.test(said))
                return new GithubError('already-exists', request, details);
            if (/not a fast.forward/i.test(said))
                return new GithubError('not-fast-forward', request, details);
            if (/no commits between/i.test(said))
                return new GithubError('no-commits', request, details);
            if (/reference does not exist/i.test(said))
                return new GithubError('not-found', request, details);
            return new GithubError('rejected', request, details);
        default:
            return new GithubError(error.status >= 500 ? 'server' : 'rejected', request, details);
    }
}

;// CONCATENATED MODULE: ./src/github/answers.ts
/**
 * The shapes of GitHub's answers, apart from the queries that fetch them: each is parsed and
 * checked here before anything acts on it. A repository's name, a sha, a mode are what GitHub
 * documents or the answer is refused (`malformed-answer`); a tree path that could leave the
 * repository is set aside, never listed.
 */

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
const MODES = {
    '100644': 'blob',
    '100755': 'blob',
    '120000': 'blob',
    '160000': 'commit',
    '040000': 'tree',
};
const malformed = (request, detail) => new GithubError('malformed-answer', request, { detail: `the answer ${detail}` });
function doc(value, request, what) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw malformed(request, `has no ${what}`);
    return value;
}
function answers_text(d, key, request, what) {
    const value = d[key];
    if (typeof value !== 'string')
        throw malformed(request, `has no \`${key}\` in ${what}`);
    return value;
}
/** A text GitHub documents as optional: absent or null is undefined, anything else not a text is refused. */
function optionalText(d, key, request, what) {
    return d[key] === undefined || d[key] === null ? undefined : answers_text(d, key, request, what);
}
function count(d, key, request, what) {
    const value = d[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        throw malformed(request, `has no count \`${key}\` in ${what}`);
    }
    return value;
}
function list(value, request, what) {
    if (!Array.isArray(value))
        throw malformed(request, `has no list of ${what}`);
    return value;
}
function sha(value, request, what) {
    if (typeof value !== 'string' || !SHA.test(value))
        throw malformed(request, `names ${what} that is not a sha`);
    return value;
}
const flag = (d, key) => d[key] === true;
/** A list's rows: an array, or the array under `key` (`repositories`, `items`). */
function rows(data, request, key) {
    return list(key === undefined ? data : doc(data, request, 'object')[key], request, key ?? 'rows');
}
function parseRepository(value, request) {
    const d = doc(value, request, 'repository');
    const name = answers_text(d, 'name', request, 'a repository');
    const owner = answers_text(doc(d.owner, request, 'repository owner'), 'login', request, 'a repository owner');
    if (!OWNER.test(owner) || !NAME.test(name) || name === '.' || name === '..') {
        throw malformed(request, 'names a repository GitHub would not name so');
    }
    const fullName = answers_text(d, 'full_name', request, 'a repository');
    if (fullName.toLowerCase() !== `${owner}/${name}`.toLowerCase()) {
        throw malformed(request, 'gives a repository a full name other than its owner and name');
    }
    const permissions = d.permissions === undefined ? undefined : doc(d.permissions, request, 'permissions');
    const topics = Array.isArray(d.topics) ? d.topics.filter((t) => typeof t === 'string') : [];
    return {
        owner,
        name,
        fullName: `${owner}/${name}`,
        htmlUrl: typeof d.html_url === 'string' ? d.html_url : '',
        private: flag(d, 'private'),
        archived: flag(d, 'archived'),
        disabled: flag(d, 'disabled'),
        fork: flag(d, 'fork'),
        defaultBranch: optionalText(d, 'default_branch', request, 'a repository'),
        pushedAt: typeof d.pushed_at === 'string' ? d.pushed_at : null,
        topics,
        permissions: permissions === undefined
            ? undefined
            : { admin: flag(permissions, 'admin'), push: flag(permissions, 'push'), pull: flag(permissions, 'pull') },
    };
}
/** A path GitHub lists that stays in the repository: relative, no empty, `.`, `..` or `.git` part. */
const safePath = (path) => path !== '' &&
    !/[\u0000]/.test(path) &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');
function parseTree(value, request) {
    const d = doc(value, request, 'tree');
    const entries = [];
    const refused = [];
    for (const raw of list(d.tree, request, 'tree entries')) {
        const e = doc(raw, request, 'tree entry');
        const path = answers_text(e, 'path', request, 'a tree entry');
        const mode = answers_text(e, 'mode', request, 'a tree entry');
        const type = MODES[mode];
        if (type === undefined || e.type !== type)
            throw malformed(request, `lists an entry of mode ${JSON.stringify(mode)}`);
        if (!safePath(path)) {
            refused.push(path);
            continue;
        }
        const size = typeof e.size === 'number' && Number.isFinite(e.size) ? { size: e.size } : {};
        entries.push({ path, mode: mode, type, sha: sha(e.sha, request, 'an entry'), ...size });
    }
    return { sha: sha(d.sha, request, 'the tree'), truncated: d.truncated === true, entries, refused };
}
/**
 * A blob's bytes: `base64` decoded, or `utf-8` as is (both documented). The bytes decoded decide,
 * not the `size` stated beside them; more than `maxBytes` is refused.
 */
function parseBlob(value, request, maxBytes) {
    const d = doc(value, request, 'blob');
    const content = answers_text(d, 'content', request, 'a blob');
    if (d.encoding !== 'base64' && d.encoding !== 'utf-8') {
        throw malformed(request, `has a blob in encoding ${JSON.stringify(d.encoding)}, not base64 or utf-8`);
    }
    const bytes = Buffer.from(content, d.encoding === 'base64' ? 'base64' : 'utf8');
    if (bytes.length > maxBytes) {
        throw new GithubError('too-large', request, {
            detail: `the file is ${bytes.length} bytes, more than the ${maxBytes} read`,
        });
    }
    return bytes;
}
function signature(value, request) {
    const d = doc(value, request, 'author or committer');
    return {
        name: answers_text(d, 'name', request, 'a signature'),
        email: answers_text(d, 'email', request, 'a signature'),
        date: typeof d.date === 'string' ? d.date : '',
    };
}
const verificationOf = (value) => {
    const d = value !== null && typeof value === 'object' ? value : {};
    return { verified: d.verified === true, reason: typeof d.reason === 'string' ? d.reason : 'unsigned' };
};
function parseCommit(value, request) {
    const d = doc(value, request, 'commit');
    const verification = verificationOf(d.verification);
    return {
        sha: sha(d.sha, request, 'the commit'),
        tree: sha(doc(d.tree, request, 'tree').sha, request, 'the tree'),
        parents: list(d.parents, request, 'parents').map((p) => sha(doc(p, request, 'parent').sha, request, 'a parent')),
        message: answers_text(d, 'message', request, 'a commit'),
        author: signature(d.author, request),
        committer: signature(d.committer, request),
        verified: verification.verified,
        verification: verification.reason,
    };
}
function parseComparison(value, request) {
    const d = doc(value, request, 'comparison');
    const login = (v) => v !== null && typeof v === 'object' && typeof v.login === 'string' ? v.login : null;
    return {
        status: answers_text(d, 'status', request, 'a comparison'),
        aheadBy: count(d, 'ahead_by', request, 'a comparison'),
        behindBy: count(d, 'behind_by', request, 'a comparison'),
        commits: list(d.commits, request, 'commits').map((raw) => {
            const c = doc(raw, request, 'compared commit');
            const inner = doc(c.commit, request, 'commit');
            return {
                sha: sha(c.sha, request, 'a commit'),
                message: answers_text(inner, 'message', request, 'a commit'),
                author: signature(inner.author, request),
                committer: signature(inner.committer, request),
                authorLogin: login(c.author),
                committerLogin: login(c.committer),
                verified: verificationOf(inner.verification).verified,
            };
        }),
    };
}
/** The commit a ref points at. */
function parseRef(value, request) {
    return sha(doc(doc(value, request, 'ref').object, request, 'ref object').sha, request, 'the ref');
}
function account(value) {
    if (value === null || typeof value !== 'object')
        return null;
    const d = value;
    return typeof d.login === 'string' ? { login: d.login, type: typeof d.type === 'string' ? d.type : 'User' } : null;
}
function parsePull(value, request) {
    const d = doc(value, request, 'pull request');
    const state = d.state;
    if (state !== 'open' && state !== 'closed')
        throw malformed(request, 'gives a pull request no state');
    const head = doc(d.head, request, 'head');
    const number = count(d, 'number', request, 'a pull request');
    return {
        number,
        state,
        merged: d.merged === true || typeof d.merged_at === 'string',
        title: answers_text(d, 'title', request, 'a pull request'),
        body: typeof d.body === 'string' ? d.body : '',
        htmlUrl: typeof d.html_url === 'string' ? d.html_url : '',
        head: {
            ref: answers_text(head, 'ref', request, 'a head'),
            // Null once its branch is deleted, where GitHub (or a fake) states it from the branch.
            sha: head.sha === null || head.sha === undefined ? undefined : sha(head.sha, request, 'the head'),
        },
        base: { ref: answers_text(doc(d.base, request, 'base'), 'ref', request, 'a base') },
        author: account(d.user),
        draft: d.draft === true,
    };
}
function parseComment(value, request) {
    const d = doc(value, request, 'comment');
    return {
        id: count(d, 'id', request, 'a comment'),
        body: typeof d.body === 'string' ? d.body : '',
        author: account(d.user),
        htmlUrl: typeof d.html_url === 'string' ? d.html_url : '',
    };
}
function parseCodeSearch(value, request) {
    const d = doc(value, request, 'search result');
    const hits = list(d.items, request, 'items').map((raw) => {
        const item = doc(raw, request, 'search item');
        const repository = parseRepositoryRef(item.repository, request);
        const path = answers_text(item, 'path', request, 'a search item');
        if (!safePath(path))
            throw malformed(request, 'lists a path that leaves the repository');
        return { repository, path, sha: sha(item.sha, request, 'a file') };
    });
    return {
        hits,
        total: count(d, 'total_count', request, 'a search result'),
        complete: d.incomplete_results === false,
    };
}
function parseRepositoryRef(value, request) {
    const d = doc(value, request, 'repository');
    const owner = answers_text(doc(d.owner, request, 'owner'), 'login', request, 'an owner');
    const name = answers_text(d, 'name', request, 'a repository');
    if (!OWNER.test(owner) || !NAME.test(name) || name === '.' || name === '..') {
        throw malformed(request, 'names a repository GitHub would not name so');
    }
    return { owner, name, fullName: `${owner}/${name}` };
}
function budget(value, resource, request) {
    const d = doc(value, request, `the ${resource} budget`);
    return {
        limit: count(d, 'limit', request, resource),
        remaining: count(d, 'remaining', request, resource),
        used: count(d, 'used', request, resource),
        resetAt: count(d, 'reset', request, resource) * 1000,
        resource,
    };
}
function parseRateLimit(value, request) {
    const resources = doc(doc(value, request, 'rate limit').resources, request, 'resources');
    const search = resources.code_search ?? resources.search;
    return {
        core: budget(resources.core, 'core', request),
        codeSearch: search === undefined ? undefined : budget(search, 'code_search', request),
    };
}
/** The primary budget an answer's `x-ratelimit-*` headers state, if they do. */
function budgetFromHeaders(headers) {
    const n = (name) => Number(headers[name]);
    const [limit, remaining, used, reset] = ['limit', 'remaining', 'used', 'reset'].map((k) => n(`x-ratelimit-${k}`));
    if (![limit, remaining, reset].every((v) => v !== undefined && Number.isFinite(v)))
        return undefined;
    return {
        limit: limit,
        remaining: remaining,
        used: Number.isFinite(used) ? used : limit - remaining,
        resetAt: reset * 1000,
        resource: typeof headers['x-ratelimit-resource'] === 'string' ? headers['x-ratelimit-resource'] : 'core',
    };
}

// EXTERNAL MODULE: ./src/github/api-url.ts
var api_url = __webpack_require__(7019);
;// CONCATENATED MODULE: ./src/github/requests.ts
/**
 * The one path every request of the client takes: the address checked to be on the API host (the
 * token goes nowhere else, a Link header to another host included), the deadline, the pacing,
 * the count per kind, the budget and token end GitHub states; then the waits a rate limit asks
 * (`Retry-After`, the budget's reset, else at least a minute growing each time), and the failure
 * named by its cause. Paged lists follow GitHub's Link header (a relative one from the page it came with).
 */



/** What a request is, by its path below the API's base: the first that matches. */
const KINDS = [
    [/^\/(?:orgs|users)\/[^/]+\/repos$|^\/installation\/repositories$/, 'list'],
    [/^\/repos\/[^/]+\/[^/]+$/, 'repository'],
    [/^\/repos\/[^/]+\/[^/]+\/git\/trees\//, 'tree'],
    [/^\/repos\/[^/]+\/[^/]+\/(?:git\/blobs|contents)\//, 'blob'],
    [/^\/repos\/[^/]+\/[^/]+\/git\/(?:ref|refs|matching-refs)\b/, 'ref'],
    [/^\/repos\/[^/]+\/[^/]+\/(?:git\/commits|compare)\//, 'commit'],
    [/^\/repos\/[^/]+\/[^/]+\/issues\/(?:\d+\/)?comments/, 'comment'],
    [/^\/repos\/[^/]+\/[^/]+\/pulls\b/, 'pull'],
    [/^\/search\//, 'search'],
    [/^\/rate_limit$/, 'rate-limit'],
];
const isWrite = (method) => method !== 'GET' && method !== 'HEAD';
function kindOf(method, path) {
    if (isWrite(method))
        return 'write';
    return KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}
/** A route as octokit takes it (`GET /repos/{owner}/{repo}`) with its parameters filled, for messages. */
function describe(route, parameters = {}) {
    const [method = 'GET', path = ''] = route.split(' ');
    // `{+name}` (reserved expansion) holds a value its caller encoded already.
    const filled = path.replace(/\{(\+?)([^}]+)\}/g, (_, reserved, name) => {
        const value = String(parameters[name] ?? '');
        return reserved === '' ? encodeURIComponent(value).replace(/%2F/gi, '/') : value;
    });
    return `${method} ${filled}`;
}
/** A request named for a message: its path below the API, or only the host it would have gone to. */
function named(apiUrl, method, url) {
    if ((0,api_url/* onApiHost */.ed)(apiUrl, url))
        return `${method} ${(0,api_url/* apiPath */.So)(apiUrl, url)}`;
    try {
        return `${method} ${new URL(url, apiUrl).host}`;
    }
    catch {
        return `${method} (an address that is not a URL)`;
    }
}
class GithubRequests {
    counts = {
        list: 0,
        repository: 0,
        tree: 0,
        blob: 0,
        ref: 0,
        commit: 0,
        pull: 0,
        comment: 0,
        search: 0,
        'rate-limit': 0,
        write: 0,
        other: 0,
    };
    lastBudget;
    octokit;
    apiUrl;
    limits;
    clock;
    pacer;
    deadline;
    debug;
    constructor(parts) {
        this.octokit = parts.octokit;
        this.apiUrl = parts.apiUrl;
        this.limits = parts.limits;
        this.clock = parts.clock;
        this.pacer = parts.pacer;
        this.deadline = parts.deadline;
        this.debug = parts.debug;
    }
    /** The last primary budget an answer stated. */
    budget() {
        return this.lastBudget;
    }
    /**
     * Before each try is sent (octokit.ts's `onRequest`): the host, the deadline, the pacing, the
     * count; what it returns reads the answer's headers.
     */
    async beforeSend(method, url) {
        const request = named(this.apiUrl, method, url);
        if (!(0,api_url/* onApiHost */.ed)(this.apiUrl, url))
            throw new GithubError('foreign-host', request);
        this.deadline.started();
        const end = this.deadline.end();
        if (end !== undefined && this.clock.now() >= end)
            throw new GithubError('deadline', request);
        const kind = kindOf(method, (0,api_url/* apiPath */.So)(this.apiUrl, url));
        const release = isWrite(method) ? await this.pacer.write(request) : await this.pacer.read(kind, request);
        this.counts[kind]++;
        return (headers) => {
            release();
            if (headers === undefined)
                return;
            this.deadline.observe(headers);
            const budget = budgetFromHeaders(headers);
            if (budget !== undefined && budget.resource === 'core')
                this.lastBudget = budget;
        };
    }
    /** How long to wait after the `refusals`-th rate limit in a row, or undefined to give up. */
    waitFor(limit, refusals) {
        const { secondary, primaryMaxWaitMs } = this.limits;
        if (refusals >= secondary.retries)
            return undefined;
        // A reset is in whole seconds: a second more so the budget has surely renewed.
        const untilReset = (resetAt) => Math.max(0, resetAt - this.clock.now()) + 1_000;
        if (limit.kind === 'primary') {
            const wait = untilReset(limit.resetAt);
            return wait <= primaryMaxWaitMs ? wait : undefined;
        }
        const wait = limit.retryAfterMs ??
            (limit.resetAt !== undefined
                ? untilReset(limit.resetAt)
                : Math.min(secondary.maxWaitMs, secondary.firstWaitMs * 2 ** refusals));
        return wait <= secondary.maxWaitMs ? wait : undefined;
    }
    /** One request; its answer, or a GithubError naming the cause once the waits a rate limit asks are spent. */
    async call(route, parameters = {}) {
        const [method = 'GET', path = ''] = route.split(' ');
        const request = /^https?:/.test(path) ? named(this.apiUrl, method, path) : describe(route, parameters);
        for (let refusals = 0;; refusals++) {
            try {
                const response = await this.octokit.request(route, parameters);
                return {
                    data: response.data,
                    headers: response.headers,
                    url: typeof response.url === 'string' && response.url !== '' ? response.url : this.apiUrl,
                };
            }
            catch (error) {
                const limit = rateLimitOf(error, this.clock.now());
                const wait = limit === undefined ? undefined : this.waitFor(limit, refusals);
                const end = this.deadline.end();
                if (limit !== undefined && wait !== undefined && (end === undefined || this.clock.now() + wait < end)) {
                    const what = limit.kind === 'primary' ? 'the rate limit is spent' : 'a secondary rate limit';
                    this.debug(`${request}: ${what}; waiting ${Math.ceil(wait / 1000)} s before trying again.`);
                    this.pacer.holdUntil(this.clock.now() + wait);
                    await this.clock.sleep(wait);
                    continue;
                }
                throw githubError(error, request, isWrite(method), this.clock.now());
            }
        }
    }
    /**
     * Every page of a list, one at a time: the first as `route` asks (at `pageSize` a page), each
     * next one where the answer's Link header says, on the API host only.
     */
    async *pages(route, parameters, rowsOf) {
        let answer = await this.call(route, { ...parameters, per_page: this.limits.pageSize });
        let request = describe(route, parameters);
        for (;;) {
            yield rowsOf(answer.data, request);
            const link = answer.headers.link;
            const target = typeof link === 'string' ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
            if (target === undefined)
                return;
            // A relative link is the page's own (RFC 8288); one to another origin stays refused below.
            let next;
            try {
                next = new URL(target, answer.url).href;
            }
            catch {
                next = target;
            }
            request = named(this.apiUrl, 'GET', next);
            if (!(0,api_url/* onApiHost */.ed)(this.apiUrl, next))
                throw new GithubError('foreign-host', request);
            answer = await this.call(`GET ${next}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/github/blobs.ts
/** Blobs: a file's bytes by its sha, decoded from GitHub's base64 and bounded in size. */


function blobs(api) {
    return {
        async read({ owner, name }, sha, options = {}) {
            const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
            const parameters = { owner, repo: name, file_sha: sha };
            const { data } = await api.call(route, parameters);
            return parseBlob(data, describe(route, parameters), options.maxBytes ?? api.limits.blobMaxBytes);
        },
    };
}

;// CONCATENATED MODULE: ./src/github/clock.ts
const SYSTEM_CLOCK = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
/** A clock that jumps ahead by what each sleep asks, at once (tests and benchmarks). */
function manualClock(start = Date.parse('2025-01-01T00:00:00Z')) {
    let now = start;
    return {
        now: () => now,
        sleep: async (ms) => {
            now += Math.max(0, ms);
        },
        advance: (ms) => {
            now += ms;
        },
    };
}

;// CONCATENATED MODULE: ./src/github/comments.ts
/** An issue's or pull request's comments: every one (through every page), one made, one edited. */


function issueComments(api) {
    return {
        async list({ owner, name }, issue) {
            const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
            const parameters = { owner, repo: name, issue_number: issue };
            const found = [];
            for await (const page of api.pages(route, parameters, (data, request) => rows(data, request))) {
                found.push(...page.map((row) => parseComment(row, describe(route, parameters))));
            }
            return found;
        },
        async create({ owner, name }, issue, body) {
            const route = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
            const parameters = { owner, repo: name, issue_number: issue };
            return parseComment((await api.call(route, { ...parameters, body })).data, describe(route, parameters));
        },
        async update({ owner, name }, id, body) {
            const route = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
            const parameters = { owner, repo: name, comment_id: id };
            return parseComment((await api.call(route, { ...parameters, body })).data, describe(route, parameters));
        },
    };
}

;// CONCATENATED MODULE: ./src/github/commits.ts
/**
 * Commits: one read, one made (from a tree and its parents; with an app's token GitHub makes it
 * the app's, verified), and the commits a branch has that its base lacks, with who made each.
 */


function commits(api) {
    return {
        async get({ owner, name }, sha) {
            const route = 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}';
            const parameters = { owner, repo: name, commit_sha: sha };
            const { data } = await api.call(route, parameters);
            return parseCommit(data, describe(route, parameters));
        },
        async create({ owner, name }, commit) {
            const route = 'POST /repos/{owner}/{repo}/git/commits';
            const { data } = await api.call(route, {
                owner,
                repo: name,
                message: commit.message,
                tree: commit.tree,
                parents: [...commit.parents],
                ...(commit.author !== undefined && { author: { name: commit.author.name, email: commit.author.email } }),
            });
            return parseCommit(data, describe(route, { owner, repo: name }));
        },
        async compare({ owner, name }, base, head) {
            const route = 'GET /repos/{owner}/{repo}/compare/{basehead}';
            const parameters = { owner, repo: name, basehead: `${base}...${head}`, per_page: 100 };
            const { data } = await api.call(route, parameters);
            return parseComparison(data, describe(route, parameters));
        },
    };
}

;// CONCATENATED MODULE: ./src/github/deadline.ts
/**
 * The header's time, as GitHub writes it: `2021-10-07 19:07:53 UTC`, or with an offset
 * (`2023-04-09 02:20:37 -0700`); undefined for anything else.
 */
function parseTokenExpiration(text) {
    const match = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d) ?(UTC|Z|[+-]\d\d:?\d\d)$/.exec(text.trim());
    if (match === null)
        return undefined;
    const [, day, time, zone = ''] = match;
    const offset = zone === 'UTC' || zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    const ms = Date.parse(`${day}T${time}${offset}`);
    return Number.isFinite(ms) ? ms : undefined;
}
class Deadline {
    token;
    limits;
    clock;
    expiresAt;
    source;
    constructor(token, given, limits, clock) {
        this.token = token;
        this.limits = limits;
        this.clock = clock;
        if (given !== undefined && Number.isFinite(given.getTime())) {
            this.expiresAt = given.getTime();
            this.source = 'given';
        }
    }
    /** Before each request: an installation token's hour is counted from the first, when its end is not known. */
    started() {
        if (this.expiresAt === undefined && this.token.startsWith('ghs_')) {
            this.expiresAt = this.clock.now() + this.limits.deadline.installationTokenLifetimeMs;
            this.source = 'assumed';
        }
    }
    /** After each answer: the end GitHub states replaces one assumed, and shortens one given. */
    observe(headers) {
        const value = headers['github-authentication-token-expiration'];
        const told = typeof value === 'string' ? parseTokenExpiration(value) : undefined;
        if (told === undefined)
            return;
        if (this.source === 'given' && this.expiresAt !== undefined && this.expiresAt <= told)
            return;
        this.expiresAt = told;
        this.source = 'github';
    }
    /** The last moment a request may start, if the token's end is known. */
    end() {
        return this.expiresAt === undefined ? undefined : this.expiresAt - this.limits.deadline.marginMs;
    }
    /** When the token ends and how that is known; undefined where it is not. */
    describe() {
        const end = this.end();
        if (this.expiresAt === undefined || this.source === undefined || end === undefined)
            return undefined;
        return { expiresAt: new Date(this.expiresAt), stopAt: new Date(end), source: this.source };
    }
}

// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
;// CONCATENATED MODULE: ./src/github/limits.ts
/**
 * GitHub's limits as the client keeps them, as data in one place: the pacing of writes and reads
 * (pacing.ts), the waits after a rate limit (client.ts), the retries of a request that got no
 * answer, the token's deadline (deadline.ts) and the bounds of what is read. GitHub documents the
 * secondary limits as "no more than 80 content-generating requests a minute and 500 an hour",
 * "900 points a minute to one endpoint" (a read is one point), and asks for writes one at a time,
 * at least a second apart, for `Retry-After` to be obeyed and otherwise at least a minute's wait,
 * growing exponentially. octokit's throttling plugin spaces writes but keeps no hourly budget.
 */

const GITHUB_LIMITS = {
    writes: { minIntervalMs: 1_000, perMinute: 80, perHour: 500, maxWaitMs: 5 * 60_000 },
    reads: { atOnce: 8, perMinutePerKind: 900 },
    searchIntervalMs: 6_000,
    secondary: { firstWaitMs: 60_000, maxWaitMs: 16 * 60_000, retries: 4 },
    primaryMaxWaitMs: 5 * 60_000,
    retry: { retries: 3, baseDelayMs: 1_000 },
    deadline: { installationTokenLifetimeMs: 60 * 60_000, marginMs: 5 * 60_000 },
    blobMaxBytes: limits/* FILE_LIMITS */.S.configuration,
    treeReadsPerListing: 200,
    pageSize: 100,
};
/**
 * Requests to keep back from a primary budget GitHub states: `most`, or a tenth of a budget too
 * small for it (GitHub's documented examples show 60 an hour), so a small budget is still used.
 */
const budgetReserve = (budget, most) => Math.min(most, Math.floor(budget.limit / 10));

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/pacing.ts

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
class Pacer {
    limits;
    clock;
    deadline;
    writeStarts = [];
    lastWrite = Number.NEGATIVE_INFINITY;
    writeChain = Promise.resolve();
    readsInFlight = 0;
    readWaiters = [];
    readStarts = new Map();
    lastSearch = Number.NEGATIVE_INFINITY;
    heldUntil = 0;
    /** `deadline`: when the client stops starting requests, if known. */
    constructor(limits, clock, deadline) {
        this.limits = limits;
        this.clock = clock;
        this.deadline = deadline;
    }
    /** No request starts before `until` (a rate limit's wait). */
    holdUntil(until) {
        this.heldUntil = Math.max(this.heldUntil, until);
    }
    /** Writes started within the last `ms` (for the report, and tests). */
    writesWithin(ms) {
        const now = this.clock.now();
        return this.writeStarts.filter((t) => t > now - ms).length;
    }
    /** When the next write may start, and whether the hour's count is what holds it. */
    nextWrite() {
        const now = this.clock.now();
        const { minIntervalMs, perMinute, perHour } = this.limits.writes;
        this.writeStarts = this.writeStarts.filter((t) => t > now - HOUR);
        const minute = this.writeStarts.filter((t) => t > now - MINUTE);
        let at = Math.max(now, this.lastWrite + minIntervalMs, this.heldUntil);
        if (minute.length >= perMinute)
            at = Math.max(at, minute[minute.length - perMinute] + MINUTE);
        const hourFree = this.writeStarts.length >= perHour
            ? this.writeStarts[this.writeStarts.length - perHour] + HOUR
            : Number.NEGATIVE_INFINITY;
        return { at: Math.max(at, hourFree), hourBound: hourFree > at };
    }
    /** Waits for a write's turn; the write is one at a time until its release. */
    async write(request) {
        const previous = this.writeChain;
        let release = () => { };
        this.writeChain = new Promise((resolve) => (release = resolve));
        await previous;
        try {
            for (;;) {
                const now = this.clock.now();
                const { at, hourBound } = this.nextWrite();
                if (at <= now)
                    break;
                if (hourBound && at - now > this.limits.writes.maxWaitMs) {
                    throw new GithubError('write-budget', request, { retryAt: at });
                }
                this.refusePast(at, request);
                await this.clock.sleep(at - now);
            }
            this.lastWrite = this.clock.now();
            this.writeStarts.push(this.lastWrite);
            return () => {
                this.lastWrite = Math.max(this.lastWrite, this.clock.now());
                release();
            };
        }
        catch (error) {
            release();
            throw error;
        }
    }
    /** Waits for a read's turn: a place among those in flight, and room in its kind's minute. */
    async read(kind, request) {
        while (this.readsInFlight >= this.limits.reads.atOnce) {
            await new Promise((resolve) => this.readWaiters.push(resolve));
        }
        this.readsInFlight++;
        let released = false;
        const release = () => {
            if (released)
                return;
            released = true;
            this.readsInFlight--;
            this.readWaiters.shift()?.();
        };
        try {
            const perMinute = this.limits.reads.perMinutePerKind;
            for (;;) {
                const now = this.clock.now();
                const starts = (this.readStarts.get(kind) ?? []).filter((t) => t > now - MINUTE);
                this.readStarts.set(kind, starts);
                let at = Math.max(now, this.heldUntil);
                if (starts.length >= perMinute)
                    at = Math.max(at, starts[starts.length - perMinute] + MINUTE);
                if (kind === 'search')
                    at = Math.max(at, this.lastSearch + this.limits.searchIntervalMs);
                if (at <= now)
                    break;
                this.refusePast(at, request);
                await this.clock.sleep(at - now);
            }
            const start = this.clock.now();
            this.readStarts.get(kind)?.push(start);
            if (kind === 'search')
                this.lastSearch = start;
            return release;
        }
        catch (error) {
            release();
            throw error;
        }
    }
    refusePast(at, request) {
        const end = this.deadline();
        if (end !== undefined && at >= end)
            throw new GithubError('deadline', request);
    }
}

;// CONCATENATED MODULE: ./src/github/pulls.ts
/**
 * Pull requests: those from a branch (listed as `owner:branch`: GitHub ignores a bare branch name
 * there and lists every pull request), one read, opened from the bare branch name (as GitHub
 * documents for a branch of the same repository; a second for the same branch is the
 * `already-exists` cause), and edited or closed.
 */


function pulls(api) {
    return {
        async list({ owner, name }, query = {}) {
            const route = 'GET /repos/{owner}/{repo}/pulls';
            const parameters = {
                owner,
                repo: name,
                state: query.state ?? 'all',
                ...(query.head !== undefined && { head: `${owner}:${query.head}` }),
                ...(query.base !== undefined && { base: query.base }),
            };
            const found = [];
            for await (const page of api.pages(route, parameters, (data, request) => rows(data, request))) {
                found.push(...page.map((row) => parsePull(row, describe(route, parameters))));
            }
            return found;
        },
        async get({ owner, name }, number) {
            const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';
            const parameters = { owner, repo: name, pull_number: number };
            return parsePull((await api.call(route, parameters)).data, describe(route, parameters));
        },
        async create({ owner, name }, pull) {
            const route = 'POST /repos/{owner}/{repo}/pulls';
            const { data } = await api.call(route, {
                owner,
                repo: name,
                title: pull.title,
                body: pull.body,
                // GitHub documents the bare branch for a pull request within one repository; `owner:branch` is for forks.
                head: pull.head,
                base: pull.base,
                draft: pull.draft === true,
            });
            return parsePull(data, describe(route, { owner, repo: name }));
        },
        async update({ owner, name }, number, change) {
            const route = 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}';
            const parameters = { owner, repo: name, pull_number: number };
            return parsePull((await api.call(route, { ...parameters, ...change })).data, describe(route, parameters));
        },
    };
}

;// CONCATENATED MODULE: ./src/github/refs.ts
/**
 * Branches: where one points, made, moved (only forward unless forced: GitHub's 422 is the
 * `not-fast-forward` cause) and deleted.
 */



/**
 * A branch's ref below `git/ref(s)/`, for octokit's reserved expansion `{+ref}`: the slashes as
 * GitHub documents them (`heads/a/b`, where `{ref}` would send `heads%2Fa%2Fb`), each segment
 * encoded here, since a branch name (a repository's default one too) is not ours to trust.
 */
const branchRef = (branch) => ['heads', ...branch.split('/')].map((segment) => encodeURIComponent(segment)).join('/');
function refs(api) {
    return {
        async branch({ owner, name }, branch) {
            const route = 'GET /repos/{owner}/{repo}/git/ref/{+ref}';
            const parameters = { owner, repo: name, ref: branchRef(branch) };
            try {
                const { data } = await api.call(route, parameters);
                return parseRef(data, describe(route, parameters));
            }
            catch (error) {
                if (error instanceof GithubError && error.failure === 'not-found')
                    return undefined;
                throw error;
            }
        },
        async createBranch({ owner, name }, branch, sha) {
            await api.call('POST /repos/{owner}/{repo}/git/refs', { owner, repo: name, ref: `refs/heads/${branch}`, sha });
        },
        async moveBranch({ owner, name }, branch, sha, options = {}) {
            await api.call('PATCH /repos/{owner}/{repo}/git/refs/{+ref}', {
                owner,
                repo: name,
                ref: branchRef(branch),
                sha,
                force: options.force === true,
            });
        },
        async deleteBranch({ owner, name }, branch) {
            await api.call('DELETE /repos/{owner}/{repo}/git/refs/{+ref}', { owner, repo: name, ref: branchRef(branch) });
        },
    };
}

;// CONCATENATED MODULE: ./src/github/repositories.ts
/**
 * Repositories: every one an owner has that the token sees (an organization's, else a user's),
 * every one an installation token sees, and one by name; a page at a time, so a caller can start
 * on the first while the next is read.
 */


function repositories(api) {
    async function* list(route, parameters, key) {
        for await (const page of api.pages(route, parameters, (data, request) => rows(data, request, key))) {
            yield page.map((row) => parseRepository(row, route));
        }
    }
    const listForInstallation = () => list('GET /installation/repositories', {}, 'repositories');
    /** The installation's repositories of `owner`; none where the token is no installation's. */
    async function ownedInInstallation(owner) {
        const owned = [];
        try {
            for await (const page of listForInstallation())
                owned.push(...page.filter((r) => r.owner.toLowerCase() === owner.toLowerCase()));
        }
        catch (error) {
            if (error instanceof GithubError && (error.failure === 'forbidden' || error.failure === 'bad-credentials'))
                return [];
            throw error;
        }
        return owned;
    }
    return {
        async *listForOwner(owner) {
            let listed = false;
            try {
                for await (const page of list('GET /orgs/{org}/repos', { org: owner, type: 'all', sort: 'full_name' })) {
                    listed = true;
                    yield page;
                }
                return;
            }
            catch (error) {
                if (listed || !(error instanceof GithubError) || error.failure !== 'not-found')
                    throw error;
            }
            // A user, not an organization: GitHub lists a user's public repositories only, so an installation
            // token's own list (the private ones it was given too) comes first, where the token is one and holds any.
            const owned = await ownedInInstallation(owner);
            if (owned.length > 0) {
                yield owned;
                return;
            }
            yield* list('GET /users/{username}/repos', { username: owner, type: 'owner', sort: 'full_name' });
        },
        listForInstallation,
        async get({ owner, name }) {
            const { data } = await api.call('GET /repos/{owner}/{repo}', { owner, repo: name });
            return parseRepository(data, `GET /repos/${owner}/${name}`);
        },
    };
}

;// CONCATENATED MODULE: ./src/github/search.ts
/**
 * Code search, as a filter of candidates and never an inventory: GitHub searches the default
 * branch only, files under 384 KB, lets at most 1,000 hits be read, and may answer before it
 * searched everything. `complete` says whether every hit it counts was read from a finished search.
 */

function codeSearch(api) {
    return {
        async code(query, options = {}) {
            const most = Math.min(1000, options.maxResults ?? 1000);
            const hits = [];
            let total = 0;
            let finished = true;
            const route = 'GET /search/code';
            for await (const page of api.pages(route, { q: query }, (data, request) => {
                const result = parseCodeSearch(data, request);
                total = result.total;
                finished &&= result.complete;
                return result.hits;
            })) {
                hits.push(...page);
                if (hits.length >= most)
                    break;
            }
            const read = hits.slice(0, most);
            return { hits: read, total, complete: finished && read.length >= total };
        },
    };
}

;// CONCATENATED MODULE: ./src/github/trees.ts
/**
 * Trees: a repository's whole file list in one read where GitHub lists it whole, else folder by
 * folder (each sub-tree whole where it can be, one level at a time where not) within a bound of
 * reads, or said incomplete; and a new tree made from a base tree and changes, its paths checked
 * to stay in the repository before anything is sent.
 */



const TREE = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
const typeOf = (mode) => mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';
function trees(api) {
    return {
        async list({ owner, name }, treeish) {
            let reads = 0;
            const read = async (sha, recursive) => {
                reads++;
                const parameters = { owner, repo: name, tree_sha: sha, ...(recursive && { recursive: '1' }) };
                const { data } = await api.call(TREE, parameters);
                return parseTree(data, describe(TREE, parameters));
            };
            const root = await read(treeish, true);
            if (!root.truncated)
                return { sha: root.sha, entries: root.entries, complete: true, refused: root.refused, reads };
            const entries = [];
            const refused = [];
            let complete = true;
            const queue = [{ sha: root.sha, prefix: '', recursive: false }];
            while (queue.length > 0) {
                if (reads >= api.limits.treeReadsPerListing) {
                    complete = false;
                    break;
                }
                const folder = queue.shift();
                const tree = await read(folder.sha, folder.recursive);
                if (tree.truncated && folder.recursive) {
                    // Too big to list whole: its own folders one by one.
                    queue.unshift({ ...folder, recursive: false });
                    continue;
                }
                // One folder past GitHub's bound even on its own: what it lists is all that can be known.
                if (tree.truncated)
                    complete = false;
                refused.push(...tree.refused.map((path) => `${folder.prefix}${path}`));
                for (const entry of tree.entries) {
                    const path = `${folder.prefix}${entry.path}`;
                    entries.push({ ...entry, path });
                    if (!folder.recursive && entry.type === 'tree')
                        queue.push({ sha: entry.sha, prefix: `${path}/`, recursive: true });
                }
            }
            return { sha: root.sha, entries, complete, refused, reads };
        },
        async create({ owner, name }, base, changes) {
            const route = 'POST /repos/{owner}/{repo}/git/trees';
            const request = describe(route, { owner, repo: name });
            const unsafe = changes.find((c) => !safePath(c.path));
            if (unsafe !== undefined)
                throw new GithubError('unsafe-path', request, { said: unsafe.path });
            const tree = changes.map((c) => 'delete' in c
                ? { path: c.path, mode: '100644', type: 'blob', sha: null }
                : 'content' in c
                    ? { path: c.path, mode: c.mode ?? '100644', type: 'blob', content: c.content }
                    : { path: c.path, mode: c.mode, type: typeOf(c.mode), sha: c.sha });
            const { data } = await api.call(route, {
                owner,
                repo: name,
                tree,
                ...(base !== undefined && { base_tree: base }),
            });
            return parseTree(data, request).sha;
        },
    };
}

;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The GitHub client: one interface per resource (repositories, trees, blobs, refs, commits, pull
 * requests, issue comments, code search), every request through one path (requests.ts) that keeps
 * GitHub's limits (limits.ts) on one clock, stops before the token's end, counts requests per
 * kind, and sends the token to the API host only. octokit is loaded on opening, with import().
 */

















/** Thrown for a GITHUB_API_URL that cannot be GitHub's API, before anything is sent. */
class GithubApiUrlError extends Error {
    name = 'GithubApiUrlError';
}
async function openGithub(options) {
    const parsed = (0,api_url/* parseGithubApiUrl */.qj)(options.apiUrl);
    if ('problem' in parsed)
        throw new GithubApiUrlError(`GITHUB_API_URL ${parsed.problem}`);
    const apiUrl = parsed.url;
    const limits = options.limits ?? GITHUB_LIMITS;
    const clock = options.clock ?? SYSTEM_CLOCK;
    const deadline = new Deadline(options.token, options.tokenExpiresAt, limits, clock);
    const pacer = new Pacer(limits, clock, () => deadline.end());
    // Lines name repositories and branches: made so that no runner reads a command in them.
    const debug = (message) => options.debug?.((0,src_text/* loggable */.oM)(message));
    // octokit's hook calls the request path built from octokit itself: made just below, before any request.
    const wired = {};
    const octokit = await (0,github_octokit/* loadOctokit */.m)({
        token: options.token,
        apiUrl,
        ...(options.userAgent !== undefined && { userAgent: options.userAgent }),
        ...(options.requestTimeoutMs !== undefined && { requestTimeoutMs: options.requestTimeoutMs }),
        retry: limits.retry,
        // The client waits after a rate limit on its own clock (requests.ts); octokit only spaces.
        throttle: { enabled: options.octokitThrottling ?? true, retryAfterLimit: () => false },
        onRequest: ({ method, url }) => wired.api.beforeSend(method, url),
        debug,
    });
    const requests = new GithubRequests({ octokit, apiUrl, limits, clock, pacer, deadline, debug });
    wired.api = requests;
    return {
        apiUrl,
        repositories: repositories(requests),
        trees: trees(requests),
        blobs: blobs(requests),
        refs: refs(requests),
        commits: commits(requests),
        pulls: pulls(requests),
        issueComments: issueComments(requests),
        search: codeSearch(requests),
        async rateLimit() {
            return parseRateLimit((await requests.call('GET /rate_limit')).data, 'GET /rate_limit');
        },
        requests: () => ({ ...requests.counts }),
        budget: () => requests.budget(),
        deadline: () => deadline.describe(),
        writesWithin: (ms) => pacer.writesWithin(ms),
        now: () => clock.now(),
    };
}

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/action-version.ts + 1 modules
var action_version = __webpack_require__(5567);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts
var hcl = __webpack_require__(5991);
// EXTERNAL MODULE: ./src/module-pattern.ts
var module_pattern = __webpack_require__(7580);
// EXTERNAL MODULE: ./src/campaign/select.ts
var campaign_select = __webpack_require__(5884);
;// CONCATENATED MODULE: ./src/campaign/discover.ts
/**
 * Discovery: the repositories the GitHub token sees under each owner named (every page of the
 * listing), those the selection names, each skipped with why (archived, disabled, a fork, or,
 * with `code-search`, not among code search's hits; empty, told by its tree read); then, per repository read, its default
 * branch's file list once and only the configuration files the gate reads, never a symbolic link
 * or a submodule. A blob is read once per campaign, however many repositories hold it (a blob's
 * sha is its content's hash). Code search only narrows: the listing is the inventory, and a search
 * GitHub did not finish reads every repository listed.
 */






/** Failures that stop the whole run (the next run goes on): nothing more can be asked now. */
const STOPPING = new Set([
    'deadline',
    'rate-limited',
    'write-budget',
    'secondary-limit',
    'bad-credentials',
]);
/** Whether an error stops the campaign where it is, rather than one repository. */
const stopsTheRun = (error) => error instanceof GithubError && STOPPING.has(error.failure);
/** Folders of what tools installed, not the repository's own configuration. */
const INSTALLED = new Set(['.terraform', '.terragrunt-cache']);
/** The code search query for a module pattern in one owner's repositories: its words, `*` left out. */
function searchQuery(owner, pattern) {
    const words = (0,module_pattern/* patternText */.U)(pattern)
        .split(/[/*\s]+/)
        .filter((w) => w !== '');
    return [`org:${owner}`, ...new Set(words)].join(' ');
}
async function listRepositories(github, selection, options) {
    const selected = (0,campaign_select/* selects */.ko)(selection);
    const seen = new Set();
    const kept = [];
    let listed = 0;
    for (const owner of selection.owners) {
        for await (const page of github.repositories.listForOwner(owner)) {
            for (const repository of page) {
                listed++;
                const key = repository.fullName.toLowerCase();
                if (seen.has(key) || !selected(repository.fullName))
                    continue;
                seen.add(key);
                kept.push(repository);
            }
        }
    }
    const search = options.codeSearch ? await searchHits(github, selection.owners, options.pattern) : undefined;
    const narrowed = search !== undefined && search.complete;
    const repositories = kept
        .sort((a, b) => a.fullName.localeCompare(b.fullName))
        .map((repository) => {
        const hit = search?.hits.has(repository.fullName.toLowerCase()) === true;
        const skipped = skipOf(repository) ?? (narrowed && !hit ? 'no-code-search-hit' : undefined);
        return { repository, found: hit ? 'code-search' : 'listing', ...(skipped !== undefined && { skipped }) };
    });
    return {
        repositories,
        listed,
        ...(search !== undefined && {
            search: {
                query: search.query,
                hits: search.hits.size,
                complete: search.complete,
                ...(search.problem !== undefined && { problem: search.problem }),
            },
        }),
    };
}
/** Skipped by the listing alone; an empty repository is told by its tree read (`readRepository`). */
function skipOf(repository) {
    if (repository.archived)
        return 'archived';
    if (repository.disabled)
        return 'disabled';
    if (repository.fork)
        return 'fork';
    return undefined;
}
/** The default branch of a repository read; one without is a `malformed-answer`. */
function defaultBranchOf(repository) {
    if (repository.defaultBranch !== undefined)
        return repository.defaultBranch;
    throw new GithubError('malformed-answer', `GET /repos/${repository.fullName}`, {
        detail: 'the answer names no default branch',
    });
}
/** The repository with its default branch: the listing's, else (left out there) its own read's. */
async function withDefaultBranch(github, repository) {
    const read = repository.defaultBranch === undefined ? await github.repositories.get(repository) : repository;
    return { ...read, defaultBranch: defaultBranchOf(read) };
}
/**
 * The repositories code search finds the module's words in, per owner. Not finished (GitHub says
 * so, or more than 1,000 hits, or it refused): every repository is read, and that is said.
 */
async function searchHits(github, owners, pattern) {
    const hits = new Set();
    const queries = [];
    let complete = true;
    let problem;
    for (const owner of owners) {
        const query = searchQuery(owner, pattern);
        queries.push(query);
        try {
            const result = await github.search.code(query);
            complete &&= result.complete;
            for (const hit of result.hits)
                hits.add(hit.repository.fullName.toLowerCase());
        }
        catch (error) {
            if (stopsTheRun(error) && error.failure !== 'secondary-limit')
                throw error;
            complete = false;
            problem = error instanceof Error ? error.message : String(error);
        }
    }
    return { query: queries.join('; '), hits, complete, ...(problem !== undefined && { problem }) };
}
/** Whether a tree entry is a configuration file the gate reads, inside the repository's own folders. */
const isConfigurationPath = (file) => (0,hcl/* isConfigurationFile */.lJ)(external_node_path_default().posix.basename(file)) && !file.split('/').some((part) => INSTALLED.has(part));
/** Blobs read in this campaign, by sha: the same file in many repositories is read once. */
class BlobCache {
    texts = new Map();
    reads = 0;
    /** A blob's text, or undefined when it is not UTF-8 (a configuration file is). */
    text(github, repository, sha) {
        let found = this.texts.get(sha);
        if (found === undefined) {
            this.reads++;
            found = github.blobs.read(repository, sha).then((bytes) => {
                try {
                    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
                }
                catch {
                    return undefined;
                }
            });
            // A read that failed is tried again by the next repository that holds the blob.
            found.catch(() => this.texts.delete(sha));
            this.texts.set(sha, found);
        }
        return found;
    }
}
/**
 * One repository's configuration files from its default branch: one tree listing, one read per
 * new blob; 'empty' where GitHub answers the tree read that the repository has no commit (409).
 */
async function readRepository(github, repository, blobs) {
    const listing = await github.trees.list(repository, repository.defaultBranch).catch((error) => {
        if (error instanceof GithubError && error.failure === 'empty-repository')
            return 'empty';
        throw error;
    });
    if (listing === 'empty')
        return listing;
    const gaps = [];
    if (!listing.complete)
        gaps.push('GitHub cut its file list, and reading it folder by folder did not finish');
    if (listing.refused.length > 0)
        gaps.push(`${listing.refused.length} paths that could leave it were refused`);
    const links = listing.entries
        .filter((e) => (e.mode === '120000' || e.mode === '160000') && isConfigurationPath(e.path))
        .map((e) => e.path);
    const wanted = listing.entries.filter((e) => e.type === 'blob' && (e.mode === '100644' || e.mode === '100755') && isConfigurationPath(e.path));
    let tooLarge = 0;
    let notText = 0;
    const texts = await Promise.all(wanted.map(async (entry) => {
        if (entry.size !== undefined && entry.size > limits/* FILE_LIMITS */.S.configuration) {
            tooLarge++;
            return undefined;
        }
        const text = await blobs.text(github, repository, entry.sha).catch((error) => {
            if (error instanceof GithubError && error.failure === 'too-large')
                return null;
            throw error;
        });
        if (text === null)
            tooLarge++;
        if (text === undefined)
            notText++;
        return typeof text === 'string' ? [entry.path, { text, sha: entry.sha, mode: entry.mode }] : undefined;
    }));
    if (tooLarge > 0)
        gaps.push(`${tooLarge} configuration files are larger than the gate reads`);
    if (notText > 0)
        gaps.push(`${notText} configuration files are not UTF-8 text`);
    // In the tree's order, whatever order the reads ended in.
    const files = new Map(texts.filter((t) => t !== undefined));
    return { tree: listing.sha, files, complete: gaps.length === 0, gaps, links };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/versions/suggestion.ts
var suggestion = __webpack_require__(4365);
// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
;// CONCATENATED MODULE: ./src/campaign/pull-request.ts
/**
 * What a campaign writes in a repository, in words: its branch's name, the pull request's title
 * and body with the hidden marker a later run finds it by, the commit's message, and the comments
 * it leaves (a person's commits on its branch; why it closes). The edit's from and to come from
 * the gate's edit, the advice from the suggestion rule. Text the action did not write (file
 * names, reasons, messages) reaches Markdown only through text.ts's cells and code spans, so it
 * never becomes markup or a mention. Deterministic: the same plan gives the same texts, so a
 * re-run that changes nothing writes nothing. Pure.
 */




/** Where every branch of the campaign starts: one fixed name per module. */
const BRANCH_PREFIX = 'tfe-module-lifecycle/';
/** The commit message's last line, which tells the action's own commits from a person's. */
const TRAILER = 'Tfe-Module-Lifecycle: campaign';
/** GitHub refuses a body over 65,536 characters: the tables stop well before. */
const ROWS = 100;
/** The branch of a module's pull requests: `tfe-module-lifecycle/acme-vpc-aws`. */
const branchOf = (m) => `${BRANCH_PREFIX}${[m.namespace, m.name, m.provider]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')}`;
const MARKER_START = '<!-- tfe-module-lifecycle campaign ';
const MARKER_END = ' -->';
/** Comments the action leaves, each found again by its own marker. */
const COMMENT_MARKERS = {
    foreign: '<!-- tfe-module-lifecycle campaign: commits of others -->',
    closed: '<!-- tfe-module-lifecycle campaign: closed -->',
};
/** A digest of the files a commit writes: each path and its new text. */
function filesDigest(fix) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const f of [...fix.files].sort((a, b) => a.file.localeCompare(b.file)))
        hash.update(`${f.file}\0${f.after}\0`);
    return hash.digest('hex').slice(0, 32);
}
function markerOf(fix, commits = {}) {
    return {
        module: (0,address/* moduleName */.AO)(fix.module).toLowerCase(),
        from: fix.versions.map((v) => ({ version: v.version, state: v.state })),
        files: filesDigest(fix),
        ...(commits.head !== undefined && { head: commits.head }),
        ...(commits.base !== undefined && { base: commits.base }),
        ...(commits.previous !== undefined && { previous: commits.previous }),
    };
}
/** The marker as an HTML comment; `<`, `>` and `&` escaped in its JSON, so nothing in it can end the comment. */
function markerText(marker) {
    const json = JSON.stringify(marker).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `${MARKER_START}${json}${MARKER_END}`;
}
const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;
/** The marker of a pull request's body, checked field by field; undefined where there is none (or a forged one). */
function parseMarker(body) {
    const start = body.lastIndexOf(MARKER_START);
    const end = start < 0 ? -1 : body.indexOf(MARKER_END, start + MARKER_START.length);
    if (start < 0 || end < 0)
        return undefined;
    try {
        const value = JSON.parse(body.slice(start + MARKER_START.length, end));
        const { module, from, files } = value;
        if (typeof module !== 'string' || !/^[a-z0-9_-]+\/[a-z0-9_-]+\/[a-z0-9]+$/.test(module))
            return undefined;
        if (typeof files !== 'string' || !/^[0-9a-f]{32}$/.test(files) || !Array.isArray(from))
            return undefined;
        const commits = {};
        for (const key of ['head', 'base', 'previous']) {
            const sha = value[key];
            if (sha === undefined)
                continue;
            if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha))
                return undefined;
            commits[key] = sha;
        }
        const versions = from.flatMap((v) => {
            const { version, state } = (v ?? {});
            return typeof version === 'string' && VERSION.test(version) && (state === 'deprecated' || state === 'revoked')
                ? [{ version, state }]
                : [];
        });
        return versions.length === from.length ? { module, from: versions, files, ...commits } : undefined;
    }
    catch {
        return undefined;
    }
}
const states = (versions) => {
    const of = (state) => versions.filter((v) => v.state === state).map((v) => v.version);
    const [revoked, deprecated] = [of('revoked'), of('deprecated')];
    return [
        ...(revoked.length > 0 ? [`revoked ${revoked.join(', ')}`] : []),
        ...(deprecated.length > 0 ? [`deprecated ${deprecated.join(', ')}`] : []),
    ].join(' and ');
};
function titleOf(fix) {
    const targets = [...new Set(fix.calls.filter((c) => c.kind === 'rewrite').map((c) => c.to))];
    const to = targets.length === 1 ? ` to ${targets[0]}` : '';
    return `Move ${(0,address/* moduleName */.AO)(fix.module)} off ${states(fix.versions)}${to}`;
}
const blobOf = (place) => `${place.htmlUrl}/blob/${place.defaultBranch.split('/').map(encodeURIComponent).join('/')}`;
const fileCell = (place, c) => (0,src_text/* lineLink */.lz)((0,src_text/* cellCode */.GA)(`${c.file}${c.line !== undefined ? `:${c.line}` : ''}`), blobOf(place), c.file, c.line);
function versionRows(fix) {
    return fix.versions.map((v) => {
        const why = v.state === 'revoked' && v.revocation !== undefined ? v.revocation : v.deprecation;
        const text = 'message' in why ? why.message : why.reason;
        const link = why.link !== '' ? ` ${(0,src_text/* markdownLink */.iQ)('more', why.link)}` : '';
        const advice = (0,suggestion/* adviceWords */.eD)(v.suggestion, v.version).brief;
        return `| ${(0,src_text/* cellCode */.GA)(v.version)} | ${v.state === 'revoked' ? '**revoked**' : 'deprecated'} | ${(0,src_text/* messageCell */.kf)(text)}${link} | ${(0,src_text/* messageCell */.kf)(advice)} |`;
    });
}
const more = (n) => (n > 0 ? ['', `…and ${(0,src_text/* plural */.LS)(n, 'more call')}.`] : []);
function bodyOf(fix, context) {
    const moved = fix.calls.filter((c) => c.kind === 'rewrite');
    const left = fix.calls.filter((c) => c.kind !== 'rewrite');
    const name = (0,src_text/* code */.aY)((0,address/* moduleName */.AO)(fix.module));
    const lines = [
        `This pull request moves the calls of ${name} off versions its publishers deprecated or revoked: ${(0,src_text/* plural */.LS)(moved.length, 'call')} in ${(0,src_text/* plural */.LS)(fix.files.length, 'file')}, only their version changed, as the module gate's fix writes it.`,
        '',
        '### Versions in use',
        '',
        '| Version | State | Why | What to do |',
        '|---|---|---|---|',
        ...versionRows(fix),
        '',
    ];
    if (moved.length > 0) {
        lines.push('### Calls moved', '', '| File | From | To |', '|---|---|---|');
        for (const c of moved.slice(0, ROWS)) {
            lines.push(`| ${fileCell(context.place, c)} | ${(0,src_text/* cellCode */.GA)(c.from ?? c.version)} | ${(0,src_text/* cellCode */.GA)(c.written ?? '')} |`);
        }
        lines.push(...more(moved.length - ROWS), '');
    }
    if (left.length > 0) {
        lines.push('### Calls left to a person', '', '| File | Version | Why |', '|---|---|---|');
        for (const c of left.slice(0, ROWS)) {
            const why = c.kind === 'upgrade-installed' ? `run terraform init -upgrade to install ${c.to}` : (c.why ?? '');
            lines.push(`| ${fileCell(context.place, c)} | ${(0,src_text/* cellCode */.GA)(c.version)} | ${(0,src_text/* messageCell */.kf)(why)} |`);
        }
        lines.push(...more(left.length - ROWS), '');
    }
    if (context.gaps.length > 0) {
        lines.push(`> **Note**`, `> The repository was not read whole (${(0,src_text/* messageCell */.kf)(context.gaps.join('; '))}): other calls may remain.`, '');
    }
    if (context.declined !== undefined) {
        lines.push(`#${context.declined} was closed without merging; since then a version it moved off was revoked.`, '');
    }
    lines.push(`<sub>Opened by the tfe-module-lifecycle campaign. Each run updates this pull request in place; closing it without merging declines it (it is not opened again unless a version it moves off is revoked); a commit of yours on its branch stops the updates.</sub>`, '');
    return lines.join('\n');
}
/** The body as written: its text, then the marker with where the branch stands. */
const withMarker = (body, fix, commits) => `${body}${markerText(markerOf(fix, commits))}`;
function commitMessageOf(fix) {
    const moved = fix.calls.filter((c) => c.kind === 'rewrite').length;
    return `${titleOf(fix)}\n\n${(0,src_text/* plural */.LS)(moved, 'call')} in ${(0,src_text/* plural */.LS)(fix.files.length, 'file')}: only the version changes.\n\n${TRAILER} ${(0,address/* moduleName */.AO)(fix.module).toLowerCase()}\n`;
}
/** Whether a commit's message is one of the action's own for this module. */
const isOwnCommit = (message, module) => message.split('\n').some((line) => line.trim() === `${TRAILER} ${(0,address/* moduleName */.AO)(module).toLowerCase()}`);
const foreignComment = () => `${COMMENT_MARKERS.foreign}\nThis branch has commits that the tfe-module-lifecycle campaign did not make, so it no longer updates this pull request: it is yours now. Later runs leave it alone.`;
const closingComment = (why, left) => why === 'fixed'
    ? `${COMMENT_MARKERS.closed}\nNo call in this repository uses a deprecated or revoked version of this module any more, so this pull request is no longer needed: closing it and deleting its branch.`
    : [
        `${COMMENT_MARKERS.closed}\nThe versions moved since this pull request was opened, and what is left is for a person to change (${(0,src_text/* plural */.LS)(left.length, 'call')}): closing it and deleting its branch.`,
        '',
        ...left
            .slice(0, 20)
            .map((c) => `- ${(0,src_text/* code */.aY)(`${c.file}${c.line !== undefined ? `:${c.line}` : ''}`)}: ${(0,src_text/* messageCell */.kf)(c.why ?? '')}`),
        ...(left.length > 20 ? [`- …and ${left.length - 20} more`] : []),
    ].join('\n');

;// CONCATENATED MODULE: ./src/campaign/plan.ts

/** Whether a step writes anything. */
const writes = (step) => step.action === 'open' ||
    step.action === 'close' ||
    (step.action === 'update' && (step.commit !== undefined || step.retitle === true)) ||
    (step.action === 'foreign' && step.comment !== undefined);
function planCampaign(reads, limit) {
    const planned = reads.map((read) => ({ read, steps: stepsOf(read) }));
    // The bound goes to revoked versions first (their configurations cannot start new workspaces), then by name.
    const opening = planned
        .flatMap((p, order) => p.steps.filter((s) => s.action === 'open').map((step) => ({ step, order })))
        .sort((a, b) => Number(revokedIn(b.step)) - Number(revokedIn(a.step)) || a.order - b.order);
    const held = new Set(opening.slice(limit).map((o) => o.step));
    return {
        repositories: planned.map((p) => ({
            read: p.read,
            steps: p.steps.map((s) => (held.has(s) ? { ...s, action: 'held' } : s)),
        })),
        opening: Math.min(limit, opening.length),
        held: held.size,
    };
}
const revokedIn = (step) => step.fix?.versions.some((v) => v.state === 'revoked') === true;
function stepsOf(read) {
    const { files, judgement } = read;
    const { defaultBranch } = read.repository;
    if (files === undefined || judgement === undefined || read.failed !== undefined || defaultBranch === undefined)
        return [];
    const place = { htmlUrl: read.repository.htmlUrl, defaultBranch };
    const complete = files.complete && judgement.unread.length === 0;
    const gaps = [...files.gaps, ...judgement.unread.map((u) => `${u.directory} could not be read`)];
    const states = new Map((read.existing ?? []).map((s) => [s.branch, s]));
    const fixes = new Map(judgement.modules.map((f) => [branchOf(f.module), f]));
    const branches = [...new Set([...fixes.keys(), ...states.keys()])].sort();
    const steps = branches.flatMap((branch) => {
        const step = decide(branch, fixes.get(branch), states.get(branch), { place, gaps, complete, files });
        return step === undefined ? [] : [step];
    });
    // A token that may not push here: every write is planned and reported, none is sent.
    if (read.repository.permissions?.push !== false)
        return steps;
    return steps.map((s) => (writes(s) ? { ...s, action: 'no-push-access', would: s.action } : s));
}
function decide(branch, fix, state, context) {
    const module = fix?.module ?? state?.module;
    // A branch of a module no pull request of the action names: not the campaign's to touch.
    if (module === undefined)
        return undefined;
    const base = { module, branch, ...(fix !== undefined && { fix }) };
    const open = state?.open;
    const pull = (p) => ({ pull: { number: p.number, htmlUrl: p.htmlUrl } });
    if (open === undefined && fix === undefined)
        return undefined;
    if (state?.ours === false) {
        return {
            ...base,
            action: 'foreign',
            ...(open !== undefined && pull(open)),
            ...(open !== undefined && state.noted !== true && { comment: foreignComment() }),
        };
    }
    const moves = fix !== undefined && fix.files.length > 0 ? fix : undefined;
    if (moves === undefined) {
        if (open === undefined)
            return fix !== undefined ? { ...base, action: 'by-hand' } : undefined;
        // Not read whole: what was not read may still need the pull request.
        if (!context.complete)
            return { ...base, action: 'unchanged', ...pull(open) };
        const left = fix?.calls ?? [];
        return {
            ...base,
            action: 'close',
            ...pull(open),
            comment: closingComment(fix === undefined ? 'fixed' : 'by-hand', left),
            deleteBranch: state?.head !== undefined,
        };
    }
    const declined = open === undefined && state?.closed !== undefined && !state.closed.merged ? state.closed : undefined;
    const revokedSince = declined !== undefined &&
        moves.versions.some((v) => v.state === 'revoked' && declined.marker.from.some((m) => m.version === v.version && m.state !== 'revoked'));
    if (declined !== undefined && !revokedSince)
        return { ...base, action: 'declined', ...pull(declined) };
    const text = {
        title: titleOf(moves),
        body: bodyOf(moves, {
            place: context.place,
            gaps: context.gaps,
            ...(declined !== undefined && { declined: declined.number }),
        }),
    };
    const commit = commitOf(moves, state, context);
    if (open === undefined) {
        return { ...base, action: 'open', text, commit, ...(declined !== undefined && { declined: declined.number }) };
    }
    // The branch moved off the marker's commit (a run stopped before moving it), or the files differ.
    const newFiles = state?.head !== open.marker.head || open.marker.files !== filesDigest(moves);
    // Every commit the marker records, `previous` too: dropping it would rewrite an unchanged body.
    const kept = {
        ...(open.marker.head !== undefined && { head: open.marker.head }),
        ...(open.marker.base !== undefined && { base: open.marker.base }),
        ...(open.marker.previous !== undefined && { previous: open.marker.previous }),
    };
    const retitle = newFiles || open.title !== text.title || !sameBody(open.body, withMarker(text.body, moves, kept));
    if (!retitle)
        return { ...base, action: 'unchanged', ...pull(open) };
    return {
        ...base,
        action: 'update',
        text: newFiles ? text : { ...text, commits: kept },
        retitle,
        ...(newFiles && { commit }),
        ...pull(open),
    };
}
/** A body as GitHub may give it back: line endings as LF, no whitespace ending a line or the body; any other difference is a change. */
const bodyText = (body) => body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
const sameBody = (given, planned) => bodyText(given) === bodyText(planned);
function commitOf(fix, state, context) {
    const files = fix.files.map((f) => {
        const blob = context.files.blobs.get(f.file);
        return { ...f, sha: blob?.sha ?? '', mode: blob?.mode ?? '100644' };
    });
    return {
        message: commitMessageOf(fix),
        files,
        ...(state?.head !== undefined && {
            branch: { head: state.head, ...(state.base !== undefined && { base: state.base }) },
        }),
    };
}

;// CONCATENATED MODULE: ./src/campaign/apply.ts





async function applyPlan(plan, github, options) {
    const outcomes = new Map();
    let stopped = options.stopped;
    for (const { read, steps } of plan.repositories) {
        for (const step of steps.filter(writes)) {
            if (options.dryRun) {
                outcomes.set(step, { status: 'planned' });
                continue;
            }
            if (stopped !== undefined) {
                outcomes.set(step, { status: 'not-run' });
                continue;
            }
            try {
                const outcome = await carryOut(github, read, step);
                outcomes.set(step, outcome);
                options.log.info((0,src_text/* loggable */.oM)(`${read.repository.fullName}: ${said(step, outcome)}`));
            }
            catch (error) {
                const message = (0,src_text/* errorMessage */.gJ)(error);
                if (stopsTheRun(error))
                    stopped = { at: read.repository.fullName, why: message };
                const noPushAccess = error instanceof GithubError && error.failure === 'no-push-access';
                outcomes.set(step, {
                    status: stopsTheRun(error) ? 'not-run' : 'failed',
                    error: message,
                    ...(noPushAccess && { noPushAccess: true }),
                });
                options.log.info((0,src_text/* loggable */.oM)(`${read.repository.fullName}: ${step.action} ${step.branch} failed: ${message}`));
            }
        }
    }
    return { outcomes, ...(stopped !== undefined && { stopped }) };
}
const said = (step, outcome) => outcome.status === 'stale'
    ? `${step.branch}: a file changed on the default branch since it was read; left for the next run`
    : `${step.action === 'open' ? 'opened' : step.action === 'close' ? 'closed' : step.action === 'update' ? 'updated' : 'commented on'} ${outcome.pull?.htmlUrl ?? step.branch}`;
async function carryOut(github, read, step) {
    const repository = read.repository;
    switch (step.action) {
        case 'foreign': {
            if (step.pull !== undefined && step.comment !== undefined) {
                await github.issueComments.create(repository, step.pull.number, step.comment);
            }
            return { status: 'done', ...(step.pull !== undefined && { pull: step.pull }) };
        }
        case 'close': {
            const pull = step.pull;
            if (step.comment !== undefined)
                await github.issueComments.create(repository, pull.number, step.comment);
            await github.pulls.update(repository, pull.number, { state: 'closed' });
            if (step.deleteBranch === true) {
                await github.refs.deleteBranch(repository, step.branch).catch((error) => {
                    // Gone already (a person deleted it): what was asked is done.
                    if (!(error instanceof GithubError && error.failure === 'not-found'))
                        throw error;
                });
            }
            return { status: 'done', pull };
        }
        case 'open':
        case 'update': {
            const text = step.text;
            const fix = step.fix;
            const made = step.commit === undefined ? undefined : await commit(github, read, step.commit);
            if (made === 'stale')
                return { status: 'stale' };
            const own = step.commit?.branch;
            if (step.action === 'open') {
                if (made !== undefined)
                    await moveOrCreate(github, repository, step.branch, made.head, own !== undefined);
                const body = withMarker(text.body, fix, made ?? {});
                const pull = await github.pulls.create(repository, {
                    title: text.title,
                    body,
                    head: step.branch,
                    base: defaultBranchOf(repository),
                });
                return { status: 'done', pull: { number: pull.number, htmlUrl: pull.htmlUrl } };
            }
            const pull = step.pull;
            // The body first, recording the commit the branch is about to point at and the one before it:
            // a run stopped before the move leaves a branch the next run still knows for its own.
            const commits = made !== undefined ? { ...made, ...(own !== undefined && { previous: own.head }) } : text.commits;
            await github.pulls.update(repository, pull.number, {
                title: text.title,
                body: withMarker(text.body, fix, commits ?? {}),
            });
            if (made !== undefined)
                await moveOrCreate(github, repository, step.branch, made.head, own !== undefined);
            return { status: 'done', pull };
        }
        default:
            return { status: 'done' };
    }
}
/** The branch made at `sha`, or moved there: only forward, never forced. */
async function moveOrCreate(github, repository, branch, sha, exists) {
    if (exists)
        await github.refs.moveBranch(repository, branch, sha);
    else
        await github.refs.createBranch(repository, branch, sha);
}
/**
 * The step's commit: the files' new texts on the default branch's tree as it is now (unless one
 * of them changed since it was read: 'stale'), on the branch's own commit where the branch exists
 * (with the default branch as a second parent where it moved on since), so that moving the branch
 * to it is a fast forward. Its sha (`head`), and the default branch's commit it was built on.
 */
async function commit(github, read, plan) {
    const repository = read.repository;
    const base = await github.refs.branch(repository, defaultBranchOf(repository));
    if (base === undefined) {
        throw new GithubError('not-found', `GET /repos/${repository.fullName}/git/ref/heads/…`, {
            detail: 'the default branch is gone',
        });
    }
    const baseTree = (await github.commits.get(repository, base)).tree;
    if (baseTree !== read.files?.tree) {
        // The default branch moved: its files may have too. Only those planned matter.
        const now = await github.trees.list(repository, baseTree);
        const shas = new Map(now.entries.map((e) => [e.path, e.sha]));
        if (plan.files.some((f) => shas.get(f.file) !== f.sha))
            return 'stale';
    }
    const tree = await github.trees.create(repository, baseTree, plan.files.map((f) => ({ path: f.file, content: f.after, mode: f.mode })));
    const own = plan.branch;
    const parents = own === undefined ? [base] : own.base === base ? [own.head] : [base, own.head];
    const made = await github.commits.create(repository, { message: plan.message, tree, parents });
    return { head: made.sha, base };
}

;// CONCATENATED MODULE: ./src/campaign/existing.ts


const ownPull = (pull, marker) => ({
    number: pull.number,
    state: pull.state,
    merged: pull.merged,
    title: pull.title,
    body: pull.body,
    htmlUrl: pull.htmlUrl,
    marker,
});
const moduleOfMarker = (marker) => {
    const [namespace = '', name = '', provider = ''] = marker.module.split('/');
    return { namespace, name, provider };
};
/**
 * The campaign's branches in a repository: one for each module planned and for the module the
 * campaign names (where it names one), and, for a pattern, every one with an open pull request.
 */
async function readExisting(github, repository, planned, named) {
    const modules = new Map([...planned, ...(named !== undefined ? [named] : [])].map((m) => [branchOf(m), m]));
    const pulls = new Map();
    for (const branch of modules.keys())
        pulls.set(branch, await github.pulls.list(repository, { head: branch, state: 'all' }));
    if (named === undefined) {
        // A pattern: the modules whose pull requests are open here, called or not any more.
        for (const pull of await github.pulls.list(repository, { state: 'open' })) {
            const marker = parseMarker(pull.body);
            if (marker === undefined || !pull.head.ref.startsWith(BRANCH_PREFIX) || modules.has(pull.head.ref))
                continue;
            const module = moduleOfMarker(marker);
            if (branchOf(module) !== pull.head.ref)
                continue;
            modules.set(pull.head.ref, module);
            pulls.set(pull.head.ref, [pull]);
        }
    }
    const states = [];
    for (const [branch, module] of modules) {
        states.push(await readBranch(github, repository, branch, module, pulls.get(branch) ?? [], planned.some((m) => branchOf(m) === branch)));
    }
    return states;
}
async function readBranch(github, repository, branch, module, listed, planned) {
    const mine = listed.flatMap((pull) => {
        const marker = parseMarker(pull.body);
        // Another module's marker on this branch name (names that map alike) is not this module's.
        return marker !== undefined &&
            marker.module === (0,address/* moduleName */.AO)(module).toLowerCase() &&
            pull.head.ref === branch &&
            pull.base.ref === repository.defaultBranch
            ? [{ pull, marker }]
            : [];
    });
    const open = mine.find((p) => p.pull.state === 'open');
    const closed = mine.find((p) => p.pull.state === 'closed');
    // The branch itself, never the pull request's `head.sha`: GitHub documents no promise that a
    // row follows every move of its branch, and a stale one would take a person's commit for ours.
    const head = open !== undefined || planned || closed !== undefined ? await github.refs.branch(repository, branch) : undefined;
    const marker = (open ?? closed)?.marker;
    let ours;
    if (head !== undefined) {
        ours =
            marker?.head !== undefined && (head === marker.head || head === marker.previous)
                ? true
                : isOwnCommit((await github.commits.get(repository, head)).message, module);
    }
    const noted = open !== undefined && ours === false
        ? (await github.issueComments.list(repository, open.pull.number)).some((c) => c.body.includes(COMMENT_MARKERS.foreign))
        : undefined;
    return {
        branch,
        module,
        ...(head !== undefined && { head }),
        ...(open !== undefined && { open: ownPull(open.pull, open.marker) }),
        ...(closed !== undefined && { closed: ownPull(closed.pull, closed.marker) }),
        ...(ours !== undefined && { ours }),
        ...(ours === true &&
            marker !== undefined &&
            head === marker.head &&
            marker.base !== undefined && { base: marker.base }),
        ...(noted !== undefined && { noted }),
    };
}

// EXTERNAL MODULE: ./src/gate/inspect.ts + 3 modules
var gate_inspect = __webpack_require__(2126);
// EXTERNAL MODULE: ./src/gate/read/tree.ts
var read_tree = __webpack_require__(1350);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
// EXTERNAL MODULE: ./src/gate/edit/edits.ts + 3 modules
var edit_edits = __webpack_require__(5960);
;// CONCATENATED MODULE: ./src/campaign/judge.ts
/**
 * A repository's configuration files judged in memory, as the gate judges a checkout: every
 * folder holding a configuration file is a configuration (a local module elsewhere in the
 * repository is read where it is, and fixed there), each call of the modules named is judged
 * against their versions, and the gate's one edit (gate/edit/) is computed for each deprecated or
 * revoked version in use. The registry is asked once per module for the whole campaign (the
 * cache below), and never about a module the campaign does not name.
 */








/** Where a repository's files are held in memory: any absolute folder; paths shown are relative to it. */
const ROOT = external_node_path_default().resolve('/', 'repository');
/** Thrown for a module the campaign does not name: its calls are not the campaign's business. */
class NotNamed extends Error {
}
/**
 * The registry as a campaign asks it: each module's versions and revocations once for every
 * repository, and nothing about a module the pattern does not name.
 */
function campaignRegistry(registry, pattern) {
    const named = (0,module_pattern/* patternMatcher */.l2)(pattern);
    const memo = new Map();
    const once = (key, read) => {
        let found = memo.get(key);
        if (found === undefined) {
            found = read();
            memo.set(key, found);
        }
        return found;
    };
    const id = (m) => (0,address/* moduleName */.AO)(m).toLowerCase();
    const guard = (m) => {
        if (!named(m))
            throw new NotNamed('not a module the campaign names');
    };
    const readRevoked = registry.readRevokedVersions?.bind(registry);
    const readRevocation = registry.readRevocation?.bind(registry);
    return {
        listVersions: async (m) => (guard(m), once(`list ${id(m)}`, () => registry.listVersions(m))),
        ...(readRevoked !== undefined && {
            readRevokedVersions: async (m) => (guard(m), once(`revoked ${id(m)}`, () => readRevoked(m))),
        }),
        ...(readRevocation !== undefined && {
            readRevocation: async (organization, m, version) => (guard(m),
                once(`revocation ${id(m)} ${version}`, () => readRevocation(organization, m, version))),
        }),
    };
}
const QUIET = { group: (_, body) => body(), info: () => { } };
/** The module of a gate address (`host/namespace/name/provider`). */
const moduleOf = (address) => {
    const [namespace = '', name = '', provider = ''] = address.split('/').slice(-3);
    return { namespace, name, provider };
};
async function judgeRepository(files, settings, registry) {
    const texts = new Map([...files.files].map(([file, f]) => [external_node_path_default().join(ROOT, file), f.text]));
    const tree = (0,read_tree/* memoryTree */.KJ)(texts);
    const folders = [...new Set([...files.files.keys()].map((file) => external_node_path_default().posix.dirname(file)))].sort();
    const directories = folders.map((folder) => ({ path: external_node_path_default().join(ROOT, folder), display: folder }));
    const inspect = (dirs) => (0,gate_inspect/* inspectConfigurations */.K)({
        configurations: {
            directories: dirs,
            workspace: ROOT,
            dataDir: '.terraform',
            organization: settings.organization,
        },
        service: { host: settings.host },
    }, { registry, log: QUIET, concurrency: 4, tree });
    const unread = [];
    let found;
    try {
        found = directories.length === 0 ? [] : [await inspect(directories)];
    }
    catch (error) {
        if (!(error instanceof hcl_shared/* GateError */.ue))
            throw error;
        // One configuration the gate cannot read leaves the others to judge, each on its own.
        found = [];
        for (const directory of directories) {
            try {
                found.push(await inspect([directory]));
            }
            catch (inner) {
                if (!(inner instanceof hcl_shared/* GateError */.ue))
                    throw inner;
                unread.push({ directory: directory.display, why: (0,src_text/* errorMessage */.gJ)(inner) });
            }
        }
    }
    const named = (0,module_pattern/* patternMatcher */.l2)(settings.pattern);
    const ofNamed = (address) => address !== undefined && named(moduleOf(address));
    const findings = found.flatMap((f) => f.findings).filter((f) => 'address' in f.verdict && ofNamed(f.verdict.address));
    // A call that could not be judged (its module's versions unread, a version that resolves to none)
    // may be on a deprecated version: the repository is then not judged whole.
    for (const f of findings) {
        if (f.verdict.status === 'error')
            unread.push({ directory: f.call.directory, why: f.verdict.error });
    }
    const uses = found.flatMap((f) => f.deprecated).filter((u) => ofNamed(u.address));
    const addresses = [...new Set(uses.map((u) => u.address))].sort();
    const modules = [];
    for (const address of addresses) {
        const mine = findings.filter((f) => f.verdict.status === 'deprecated' && f.verdict.address === address);
        const edits = await (0,edit_edits/* editFindings */.v)(mine, (file) => files.files.get(file)?.text ?? { why: 'the file was not read' }, {
            fixMajor: settings.fixMajor,
            words: settings.words,
        });
        modules.push({
            address,
            module: moduleOf(address),
            versions: versionsInUse(uses.filter((u) => u.address === address)),
            calls: distinctCalls(edits.calls),
            files: [...edits.files].sort((a, b) => a.file.localeCompare(b.file)),
        });
    }
    const calls = new Set(findings.map((f) => `${f.call.location.file}:${f.call.location.line ?? ''}`)).size;
    return { calls, modules, unread };
}
function versionsInUse(uses) {
    const byVersion = new Map();
    for (const use of uses) {
        if (byVersion.has(use.version))
            continue;
        byVersion.set(use.version, {
            version: use.version,
            state: use.revoked === true ? 'revoked' : 'deprecated',
            deprecation: use.deprecation,
            ...(use.revocation !== undefined && { revocation: use.revocation }),
            ...(use.suggestion !== undefined && { suggestion: use.suggestion }),
        });
    }
    return [...byVersion.values()];
}
/** Each call once, by its file and line, though several configurations reach it (a shared local module). */
function distinctCalls(edits) {
    const seen = new Map();
    for (const edit of edits) {
        const { location } = edit.finding.call;
        const file = edit.kind === 'rewrite' ? edit.file : location.file;
        // A rewrite is shown at its version's line; the same block reached from another configuration is the same call.
        const line = edit.kind === 'rewrite' ? edit.line : location.line;
        const key = `${location.file}:${location.line ?? ''}`;
        if (seen.has(key))
            continue;
        const version = edit.finding.verdict.status === 'deprecated' ? edit.finding.verdict.version : '';
        seen.set(key, {
            file,
            line,
            version,
            kind: edit.kind,
            ...(edit.version !== undefined && { to: edit.version }),
            ...(edit.kind === 'rewrite' && { from: edit.from, written: edit.to }),
            ...(edit.kind === 'by-hand' && { why: edit.why }),
        });
    }
    return [...seen.values()].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

// EXTERNAL MODULE: ./src/inputs/log.ts
var inputs_log = __webpack_require__(7803);
// EXTERNAL MODULE: ./src/usage/inputs.ts
var inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/gate/edit/diff.ts
var diff = __webpack_require__(6565);
;// CONCATENATED MODULE: ./src/campaign/log.ts






async function logCampaignInputs(log, words, request) {
    await (0,inputs_log/* logInputs */.iA)(log, request.warnings, [
        ['Campaign', `calls of ${(0,module_pattern/* patternText */.U)(request.pattern)} (organization ${request.organization})`],
        ['Repositories', (0,src_text/* loggable */.oM)((0,campaign_select/* selectionText */.A)(request.repositories))],
        (0,inputs_log/* serviceLine */.o2)(request),
        ['GitHub', `${request.github.apiUrl} (token from ${request.github.tokenFrom})`],
        ['Opens', `at most ${(0,src_text/* plural */.LS)(request.pullRequestsLimit, 'pull request')} (${words.name('pullRequestsLimit')})`],
        ['Code search', request.codeSearch ? 'narrows the repositories read to those it finds' : 'not used'],
        ['Dry run', request.dryRun ? 'true: read and plan, write nothing' : 'false'],
        (0,inputs/* usageLine */.U)(request, words),
    ]);
}
function logListing(log, listing) {
    const skipped = new Map();
    for (const r of listing.repositories)
        if (r.skipped !== undefined)
            skipped.set(r.skipped, (skipped.get(r.skipped) ?? 0) + 1);
    const read = listing.repositories.length - [...skipped.values()].reduce((a, b) => a + b, 0);
    const why = [...skipped].map(([reason, n]) => `${n} ${reason}`).join(', ');
    log.info(`Listed ${(0,src_text/* plural */.LS)(listing.listed, 'repository', 'repositories')}; ${(0,src_text/* thousands */.oh)(listing.repositories.length)} selected, ${(0,src_text/* thousands */.oh)(read)} to read${why !== '' ? `, skipped: ${why}` : ''}.`);
    if (listing.search !== undefined) {
        const { query, hits, complete, problem } = listing.search;
        log.info((0,src_text/* loggable */.oM)(complete
            ? `Code search (${query}) found the module in ${(0,src_text/* plural */.LS)(hits, 'repository', 'repositories')}: only those are read.`
            : `Code search (${query}) did not finish${problem !== undefined ? ` (${problem})` : ''}: every repository selected is read.`));
    }
}
function logRepository(log, read) {
    const name = read.repository.fullName;
    if (read.failed !== undefined)
        return log.info((0,src_text/* loggable */.oM)(`${name}: not read: ${read.failed}`));
    if (read.skipped !== undefined)
        return log.info((0,src_text/* loggable */.oM)(`${name}: skipped: ${read.skipped}`));
    const j = read.judgement;
    if (j === undefined || (j.modules.length === 0 && j.unread.length === 0 && read.files?.complete !== false))
        return;
    const parts = j.modules.map((m) => `${m.module.namespace}/${m.module.name}/${m.module.provider}: ${(0,src_text/* plural */.LS)(m.calls.length, 'call')} to move`);
    const gaps = [...(read.files?.gaps ?? []), ...j.unread.map((u) => `${u.directory}: ${u.why}`)];
    log.info((0,src_text/* loggable */.oM)(`${name}: ${[...parts, ...gaps.map((g) => `not read whole (${g})`)].join('; ')}`));
}
const stepLine = (step) => {
    const pull = step.pull !== undefined ? ` #${step.pull.number}` : '';
    const what = step.action === 'no-push-access' ? `no push access (would ${step.would})` : step.action;
    return `${step.branch}: ${what}${pull}`;
};
/** The plan, repository by repository; in a dry run, every file's diff too. */
async function logPlan(log, plan, dryRun) {
    await log.group(dryRun ? 'Plan (dry run: nothing is written)' : 'Plan', async () => {
        let any = false;
        for (const { read, steps } of plan.repositories) {
            for (const step of steps) {
                any = true;
                log.info((0,src_text/* loggable */.oM)(`${read.repository.fullName}: ${stepLine(step)}`));
                if (!dryRun)
                    continue;
                for (const file of step.commit?.files ?? []) {
                    for (const line of (0,diff/* unifiedDiff */.W)(file.file, file.before, file.after).trimEnd().split('\n')) {
                        log.info((0,src_text/* loggable */.oM)(`    ${line}`));
                    }
                }
            }
        }
        if (!any)
            log.info('Nothing to do: no repository read calls a deprecated or revoked version of the modules named.');
        if (plan.held > 0)
            log.info(`${(0,src_text/* plural */.LS)(plan.held, 'pull request')} over the bound are left for the next run.`);
    });
}

;// CONCATENATED MODULE: ./src/campaign/run.ts
/**
 * The campaign: list the repositories (discover.ts), read and judge each one's configuration in
 * memory (judge.ts) with its campaign state on GitHub (existing.ts), plan every repository at
 * once (plan.ts), then carry out the plan (apply.ts; nothing in a dry run). With usage, each
 * repository is told apart by whether an HCP workspace is connected to it. Reading stops in time
 * to leave the writes room before the token's end, and the report says where it stopped.
 */













/** Repositories read at once; the client paces the reads further. */
const REPOSITORIES_AT_ONCE = 4;
/** Reading stops this long before the token's end, so the writes of what was read still fit. */
const WRITE_RESERVE_MS = 10 * 60_000;
/** Nor when the primary budget has fewer requests left than the writes may need (a tenth of a smaller budget). */
const WRITE_RESERVE_REQUESTS = 200;
async function run(request, deps, open = openGithub) {
    const words = deps.context.words;
    await logCampaignInputs(deps.log, words, request);
    const warnings = [...request.warnings];
    let github;
    let listing;
    try {
        github = await open({
            token: request.github.token,
            apiUrl: request.github.apiUrl,
            userAgent: action_version/* USER_AGENT */._,
            requestTimeoutMs: request.requestTimeoutMs,
            debug: (line) => deps.log.info(line),
        });
        listing = await deps.log.group('List the repositories', async () => {
            const found = await listRepositories(github, request.repositories, request);
            logListing(deps.log, found);
            return found;
        });
    }
    catch (error) {
        return { kind: 'failed', reason: 'service-error', message: `GitHub: ${(0,src_text/* errorMessage */.gJ)(error)}`, warnings };
    }
    if (listing.search !== undefined && !listing.search.complete) {
        warnings.push((0,src_text/* loggable */.oM)(`Code search did not finish${listing.search.problem !== undefined ? ` (${listing.search.problem})` : ''}, so every repository selected was read.`));
    }
    const workspaces = await readWorkspaces(request, deps);
    if (typeof workspaces === 'object' && 'problem' in workspaces) {
        if (request.usage === 'required') {
            return { kind: 'failed', reason: 'service-error', message: workspaces.problem, warnings };
        }
        warnings.push(`Which repositories HCP workspaces are connected to was not read: ${workspaces.problem}`);
    }
    const registry = campaignRegistry(deps.registry, request.pattern);
    const blobs = new BlobCache();
    let stopped;
    const enough = () => {
        const end = github.deadline()?.stopAt.getTime();
        if (end !== undefined && end - github.now() < WRITE_RESERVE_MS)
            return "the token's hour is nearly over";
        const budget = github.budget();
        if (budget !== undefined && budget.remaining < budgetReserve(budget, WRITE_RESERVE_REQUESTS))
            return "the token's request budget is nearly spent";
        return undefined;
    };
    const reads = await deps.log.group('Read the repositories', () => (0,concurrency/* mapConcurrent */._)(listing.repositories, REPOSITORIES_AT_ONCE, async (listed) => {
        const linked = typeof workspaces === 'object' && 'map' in workspaces ? workspaces.map : undefined;
        const base = {
            repository: listed.repository,
            found: listed.found,
            ...(listed.skipped !== undefined && { skipped: listed.skipped }),
            ...(linked !== undefined && { workspaces: linked.get(listed.repository.fullName.toLowerCase()) ?? [] }),
        };
        if (listed.skipped !== undefined)
            return base;
        const why = stopped === undefined ? enough() : undefined;
        if (why !== undefined)
            stopped = { at: listed.repository.fullName, why: `${why}: reading stopped to leave the writes time` };
        if (stopped !== undefined)
            return { ...base, notReached: true };
        try {
            const read = await readOne(github, listed, blobs, registry, request, words);
            const done = { ...base, ...read };
            logRepository(deps.log, done);
            return done;
        }
        catch (error) {
            if (stopsTheRun(error)) {
                stopped ??= { at: listed.repository.fullName, why: (0,src_text/* errorMessage */.gJ)(error) };
                return { ...base, notReached: true };
            }
            if (error instanceof GithubError) {
                const failed = { ...base, failed: (0,src_text/* errorMessage */.gJ)(error) };
                logRepository(deps.log, failed);
                return failed;
            }
            throw error;
        }
    }));
    const plan = planCampaign(reads, request.pullRequestsLimit);
    await logPlan(deps.log, plan, request.dryRun);
    const applied = await deps.log.group(request.dryRun ? 'Write (dry run: nothing)' : 'Write', () => applyPlan(plan, github, { dryRun: request.dryRun, log: deps.log, ...(stopped !== undefined && { stopped }) }));
    return {
        kind: 'done',
        request,
        context: deps.context,
        listing,
        plan,
        applied,
        requests: github.requests(),
        blobReads: blobs.reads,
        workspaces: workspaces === 'off' ? 'off' : 'problem' in workspaces ? workspaces : 'read',
        warnings,
    };
}
/** One repository: its files, the judgement, and the campaign's branches and pull requests in it. */
async function readOne(github, listed, blobs, registry, request, words) {
    const repository = await withDefaultBranch(github, listed.repository);
    const files = await readRepository(github, repository, blobs);
    if (files === 'empty')
        return { repository, skipped: 'empty' };
    const judgement = await judgeRepository(files, {
        host: request.service.host,
        organization: request.organization,
        pattern: request.pattern,
        fixMajor: request.fixMajor,
        words,
    }, registry);
    const { pattern } = request;
    const named = /\*/.test(`${pattern.name}${pattern.provider}`) ? undefined : pattern;
    const existing = await readExisting(github, repository, judgement.modules.map((m) => m.module), named);
    return {
        repository,
        files: {
            tree: files.tree,
            blobs: new Map([...files.files].map(([file, f]) => [file, { sha: f.sha, mode: f.mode }])),
            complete: files.complete,
            gaps: files.gaps,
            links: files.links,
        },
        judgement,
        existing,
    };
}
/** Each repository's HCP workspaces, from Explorer's workspace view, where usage is read. */
async function readWorkspaces(request, deps) {
    if (request.usage === 'off' || deps.workspaceRepositories === undefined)
        return 'off';
    try {
        return { map: await deps.workspaceRepositories.listWorkspaceRepositories(request.organization) };
    }
    catch (error) {
        return { problem: (0,src_text/* errorMessage */.gJ)(error) };
    }
}


/***/ }),

/***/ 5884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ selectionText),
/* harmony export */   gO: () => (/* binding */ parseSelection),
/* harmony export */   ko: () => (/* binding */ selects)
/* harmony export */ });
/**
 * Which repositories a campaign looks in (`repositories`): owners whose every repository is
 * listed, `OWNER/NAME` patterns (`*` for any run of characters in the name) and `!OWNER/NAME`
 * exclusions, one entry per line (or separated by commas or spaces, as a command line gives them).
 * Names match without case, as GitHub compares them. Pure.
 */
/** A GitHub login: letters, digits and single hyphens, at most 39, not starting with a hyphen. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** A repository's name as a pattern: what GitHub allows in a name, and `*`. */
const NAME = /^[A-Za-z0-9._*-]{1,100}$/;
/** The entries of the setting, or each problem with one (the entry quoted by the caller). */
function parseSelection(lines, fallbackOwner) {
    const entries = lines.flatMap((line) => line.split(/[\s,]+/)).filter((e) => e !== '');
    const problems = [];
    const include = [];
    const exclude = [];
    for (const entry of entries) {
        const excluded = entry.startsWith('!');
        const [owner = '', name, ...rest] = (excluded ? entry.slice(1) : entry).split('/');
        if (!OWNER.test(owner)) {
            problems.push({ entry, why: 'does not start with an owner GitHub would name so (letters, digits, `-`)' });
        }
        else if (rest.length > 0 || (name !== undefined && !NAME.test(name))) {
            problems.push({ entry, why: 'is not OWNER or OWNER/NAME (letters, digits, `.`, `-`, `_` and `*` in NAME)' });
        }
        else if (excluded && name === undefined) {
            problems.push({ entry, why: 'leaves out a whole owner: name only the owners to look in' });
        }
        else {
            (excluded ? exclude : include).push(`${owner}/${name ?? '*'}`.toLowerCase());
        }
    }
    const defaulted = include.length === 0 && problems.length === 0;
    if (defaulted) {
        if (fallbackOwner === undefined || !OWNER.test(fallbackOwner))
            return { problems, defaulted };
        include.push(`${fallbackOwner.toLowerCase()}/*`);
    }
    const owners = [...new Set(include.map((p) => p.split('/')[0]))];
    return { selection: { owners, include: [...new Set(include)], exclude: [...new Set(exclude)] }, problems, defaulted };
}
const globOf = (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`, 'i');
/** Whether a repository (`owner/name`) is selected: named by an entry, and by no exclusion. */
function selects(selection) {
    const include = selection.include.map(globOf);
    const exclude = selection.exclude.map(globOf);
    return (fullName) => include.some((p) => p.test(fullName)) && !exclude.some((p) => p.test(fullName));
}
/** The selection as one line, for the log. */
const selectionText = (s) => [...s.include, ...s.exclude.map((p) => `!${p}`)].join(', ');


/***/ }),

/***/ 7019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   So: () => (/* binding */ apiPath),
/* harmony export */   ed: () => (/* binding */ onApiHost),
/* harmony export */   qj: () => (/* binding */ parseGithubApiUrl)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Where GitHub's API is: GITHUB_API_URL as the runner sets it (`https://api.github.com`, or
 * `https://HOST/api/v3` on GitHub Enterprise Server), checked before the token goes anywhere, and
 * whether an address is on that host (the only one the token is sent to). Pure.
 */

const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/** The API's base URL without a trailing slash, or what is wrong with the value. */
function parseGithubApiUrl(raw) {
    const value = raw?.trim() ?? '';
    if (value === '')
        return { url: DEFAULT_GITHUB_API_URL };
    if (/[\s\u0000-\u001f\u007f]/.test(value))
        return { problem: 'must not contain whitespace or control characters' };
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return { problem: 'is not a URL: expected https://api.github.com or https://HOST/api/v3' };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(url.hostname))) {
        return { problem: 'must use https:// (plain http:// only for a loopback host)' };
    }
    if (url.username !== '' || url.password !== '') {
        return { problem: 'must not contain credentials: the token is given apart from the address' };
    }
    if (url.search !== '' || url.hash !== '')
        return { problem: 'must not have a query or a fragment' };
    if (!(0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .isHostName */ .uy)(url.hostname))
        return { problem: 'does not name a host' };
    return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
/** Whether `address` is on the API's host (scheme, host and port alike): the only place the token goes. */
function onApiHost(apiUrl, address) {
    try {
        return new URL(address).origin === new URL(apiUrl).origin;
    }
    catch {
        return false;
    }
}
/** An address's path below the API's base path (`/repos/…`), for naming a request. */
function apiPath(apiUrl, address) {
    const base = new URL(apiUrl).pathname.replace(/\/+$/, '');
    const path = new URL(address, apiUrl).pathname;
    return base !== '' && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}


/***/ }),

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

/***/ 7580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ isPattern),
/* harmony export */   U: () => (/* binding */ patternText),
/* harmony export */   YG: () => (/* binding */ parseModulePattern),
/* harmony export */   l2: () => (/* binding */ patternMatcher),
/* harmony export */   nB: () => (/* binding */ ANY_NAMESPACE)
/* harmony export */ });
/* unused harmony export partMatches */
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * Patterns over module addresses, one meaning wherever a user writes one (a policy's `source` and `exclude`, the
 * report's `source` or `module`): `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or
 * PROVIDER (`acme/network-*\/*`). Each `*` is checked as a letter would be, so a pattern only matches names an address
 * can hold; names match without case, as the registry compares them. The namespace is the organization whose modules
 * are listed, so never a pattern; a caller that knows the organization may allow `*` as the whole namespace. Pure.
 */

const ANY_NAMESPACE = '*';
/** Whether a `source` is a pattern rather than one module's address. */
const isPattern = (source) => source.includes('*');
const NAMESPACE_EXPECTED = 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64';
const EXPECTED = {
    module: 'letters, digits, `-`, `_` and `*`, starting and ending with a letter, digit or `*`, at most 64',
    provider: 'lower-case letters, digits and `*`, at most 64 (e.g. aws)',
};
const LABEL = { module: 'module name', provider: 'provider' };
/** Reads a pattern, or throws an AddressError whose message follows the name of what held it. */
function parseModulePattern(raw, options) {
    const parts = raw.trim().split('/');
    if (parts.length !== 3 && parts.length !== 4) {
        const namespace = options.namespaceWildcard ? ', or `*` as the whole NAMESPACE' : '';
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`must be [HOST/]NAMESPACE/NAME/PROVIDER, with \`*\` for any run of characters within NAME or PROVIDER${namespace} (e.g. acme/*/aws)`);
    }
    const host = parts.length === 4 ? (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSourceHost */ .h7)(parts[0]) : undefined;
    const [namespace, name, provider] = parts.slice(-3);
    return {
        ...(host !== undefined && { host }),
        pattern: {
            namespace: namespacePart(namespace, options),
            name: wildPart('module', name),
            provider: wildPart('provider', provider),
        },
    };
}
function namespacePart(value, options) {
    if (options.namespaceWildcard && value === ANY_NAMESPACE)
        return value;
    if (value.includes('*')) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(options.namespaceWildcard
            ? 'may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed'
            : 'may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed');
    }
    if (!fits('namespace', value))
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid namespace: expected ${NAMESPACE_EXPECTED}`);
    return value;
}
function wildPart(part, value) {
    if (!fits(part, value.replaceAll('*', 'x'))) {
        throw new _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi(`has an invalid ${LABEL[part]}: expected ${EXPECTED[part]}`);
    }
    return value;
}
/** The address rule of address.ts, whitespace included (validatePart would trim it away). */
function fits(part, value) {
    if (/\s/.test(value))
        return false;
    try {
        (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePart */ .si)(part, value);
        return true;
    }
    catch (error) {
        if (error instanceof _address_js__WEBPACK_IMPORTED_MODULE_0__/* .AddressError */ .Hi)
            return false;
        throw error;
    }
}
const patternText = (p) => `${p.namespace}/${p.name}/${p.provider}`;
/**
 * Whether `text` matches `part` (`*` for any run of characters), without case. The pieces between the stars are found
 * left to right, each at its first place after the one before, the last at the end: the first place is always as good
 * as a later one, so no choice is revisited. Linear in the name's length (at most `text.length × part.length`
 * comparisons, counted in `steps`), where a regular expression of `a*a*a*…b` backtracks for seconds on a long name.
 */
function partMatches(part, text, steps = { count: 0 }) {
    const pieces = part.toLowerCase().split('*');
    const name = text.toLowerCase();
    const first = pieces[0];
    if (pieces.length === 1)
        return name === first;
    const last = pieces[pieces.length - 1];
    if (name.length < first.length + last.length)
        return false;
    const at = (piece, start) => {
        for (let i = 0; i < piece.length; i++) {
            steps.count += 1;
            if (name[start + i] !== piece[i])
                return false;
        }
        return true;
    };
    if (!at(first, 0) || !at(last, name.length - last.length))
        return false;
    let from = first.length;
    const end = name.length - last.length;
    for (const piece of pieces.slice(1, -1)) {
        let found = -1;
        for (let start = from; start + piece.length <= end; start++) {
            if (at(piece, start)) {
                found = start;
                break;
            }
        }
        if (found < 0)
            return false;
        from = found + piece.length;
    }
    return true;
}
/** A predicate over module addresses: without case, each `*` within its own part. */
function patternMatcher(pattern) {
    const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
    return (m) => (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
        partMatches(pattern.name, m.name) &&
        partMatches(pattern.provider, m.provider);
}


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);

/** What each value of `usage` asks for. */
const VALUES = {
    auto: 'auto',
    true: 'required',
    false: 'off',
};
/** The "Usage" line of the Inputs log group. */
function usageLine(options, words) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: `true: who uses each version, from Explorer; ${words.run} fails without it`,
        off: 'false: not read',
    }[options.usage];
    const withToken = options.usage !== 'off' && options.usageToken !== undefined;
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usageToken')})` : ''}`];
}
function parseUsageOptions(command, problems, words) {
    const { usage, usageToken } = command.settings;
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usageToken'))} must be one token, without spaces or line breaks.`);
    }
    return { usage: VALUES[usage], ...(usageToken !== '' && { usageToken }) };
}


/***/ })

};
