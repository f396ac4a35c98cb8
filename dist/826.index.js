export const id = 826;
export const ids = [826];
export const modules = {

/***/ 5826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openRegistry: () => (/* binding */ openRegistry)
});

// EXTERNAL MODULE: ./src/registry/errors.ts
var errors = __webpack_require__(6764);
;// CONCATENATED MODULE: ./src/registry/client.ts

const seg = (value) => encodeURIComponent(value);
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
class RegistryClient {
    service;
    transport;
    constructor(service, transport) {
        this.service = service;
        this.transport = transport;
    }
    registryPath(module) {
        return `${this.service.baseUrl}/api/registry/v1/modules/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
    }
    /** Every version of a module with its deprecation, in one request. */
    async listVersions(module) {
        const { body } = await this.transport.send('read versions', 'GET', `${this.registryPath(module)}/versions`);
        const document = parseJson(body, 'the versions list');
        const modules = document.modules;
        if (!Array.isArray(modules)) {
            throw new errors/* ResponseShapeError */.RD('the versions list has no `modules` array; is the hostname an HCP Terraform or Terraform Enterprise host?');
        }
        // The list holds one entry for the module asked for; an empty list means no versions.
        const versions = modules.flatMap((m) => {
            const list = m?.versions;
            return Array.isArray(list) ? list : [];
        });
        return versions.map((v) => parseVersionState(v, 'the versions list'));
    }
    /**
     * Deprecates a version or reverts its deprecation. Both are the same PATCH, told apart by the
     * body; a revert sends the status alone, exactly as the API reference shows.
     */
    async setDeprecation(organization, module, version, desired) {
        const url = `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}/${seg(version)}`;
        const deprecation = desired.deprecated
            ? { 'deprecated-status': 'Deprecated', reason: desired.reason, link: desired.link }
            : { 'deprecated-status': 'Undeprecated' };
        const { body } = await this.transport.send(desired.deprecated ? 'deprecate' : 'revert', 'PATCH', url, {
            data: { type: 'module-versions', attributes: { deprecation } },
        });
        return parseSetDeprecation(body);
    }
}
function parseJson(body, what) {
    try {
        const parsed = JSON.parse(body);
        if (typeof parsed === 'object' && parsed !== null)
            return parsed;
    }
    catch {
        // fall through
    }
    const preview = body.trim().slice(0, 60).replace(/\s+/g, ' ');
    throw new errors/* ResponseShapeError */.RD(`${what} answer is not JSON (starts with ${JSON.stringify(preview)}); a proxy or the wrong hostname may be in the way`);
}
function parseDeprecation(value) {
    // An older service without deprecation support has no key at all: read that as "not deprecated".
    if (value === null || value === undefined || typeof value !== 'object')
        return null;
    const d = value;
    return {
        reason: typeof d.reason === 'string' ? d.reason : '',
        link: typeof d.link === 'string' ? d.link : '',
    };
}
function parseVersionState(value, what) {
    const version = value?.version;
    if (typeof version !== 'string')
        throw new errors/* ResponseShapeError */.RD(`${what} has an entry without a version`);
    return { version, deprecation: parseDeprecation(value.deprecation) };
}
function parseSetDeprecation(body) {
    // A 200 is what matters; the body only adds ids, so a body we cannot read is not a failure.
    let document;
    try {
        document = JSON.parse(body);
    }
    catch {
        return {};
    }
    const data = document?.data;
    const relation = data?.relationships?.deprecation
        ?.data;
    // Ids look like `dep-9CmCnXPxFuNJE9W5`; anything else is not printed or passed on.
    const deprecationId = typeof relation?.id === 'string' && ID_PATTERN.test(relation.id) ? relation.id : undefined;
    const included = document.included;
    const resource = Array.isArray(included)
        ? included.find((r) => r?.type === 'deprecations' && (deprecationId === undefined || r.id === deprecationId))
        : undefined;
    const text = (v) => (typeof v === 'string' ? v : undefined);
    return {
        ...(typeof data?.id === 'string' && { moduleVersionId: data.id }),
        ...(deprecationId !== undefined && { deprecationId }),
        ...(text(resource?.attributes?.reason) !== undefined && { reason: text(resource?.attributes?.reason) }),
        ...(text(resource?.attributes?.link) !== undefined && { link: text(resource?.attributes?.link) }),
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/registry/transport.ts


const DEFAULT_RETRY = {
    maxAttempts: 6,
    baseDelayMs: 250,
    maxDelayMs: 8_000,
    maxElapsedMs: 60_000,
};
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Starts at the beginning of a run that skip the even spacing; see RateLimiter. */
const INITIAL_BURST = 4;
const MAX_REDIRECTS = 3;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/**
 * Paces request starts under the service's limit (about 30 per second per user): at most
 * `limit` starts in any one-second window, and no two closer than the service's own spacing.
 * Bursts would let network jitter push a request into the previous window of the service's
 * count and draw a 429; evenly spaced starts leave room for it. Only the first `burst` starts
 * skip the spacing: a run of a few requests (read, change, read back) should not wait for a
 * pace meant for hundreds, and a few cannot come near the limit.
 */
class RateLimiter {
    starts = [];
    perSecond;
    spacingMs;
    lastStart = Number.NEGATIVE_INFINITY;
    queue = Promise.resolve();
    unspaced;
    constructor(perSecond, options = {}) {
        this.perSecond = Math.max(1, Math.floor(perSecond));
        this.spacingMs = 1000 / this.perSecond;
        this.unspaced = Math.max(0, (options.burst ?? 1) - 1);
    }
    get limit() {
        return this.perSecond;
    }
    /**
     * Adapts to the limit the service announces. One request of margin per window (a few for
     * large limits) absorbs the difference between when we send and when the service counts an
     * arrival; more would only slow large batches down.
     */
    adapt(announcedLimit) {
        if (Number.isFinite(announcedLimit) && announcedLimit > 0) {
            this.perSecond = Math.max(1, Math.min(announcedLimit - 1, Math.floor(announcedLimit * 0.97)));
            this.spacingMs = 1000 / announcedLimit;
        }
    }
    /** Resolves when a request may start. Calls are served in order. */
    acquire() {
        const turn = this.queue.then(async () => {
            for (;;) {
                const now = Date.now();
                while (this.starts.length > 0 && now - this.starts[0] >= 1000)
                    this.starts.shift();
                const spacingWait = this.unspaced > 0 ? 0 : this.lastStart + this.spacingMs - now;
                const windowWait = this.starts.length < this.perSecond ? 0 : 1000 - (now - this.starts[0]) + 1;
                if (spacingWait <= 0 && windowWait <= 0) {
                    if (this.starts.length > 0 && this.unspaced > 0)
                        this.unspaced--;
                    this.starts.push(now);
                    this.lastStart = now;
                    return;
                }
                await sleep(Math.max(spacingWait, windowWait));
            }
        });
        this.queue = turn;
        return turn;
    }
}
/** Seconds to wait, from `X-RateLimit-Reset` (float seconds) or `Retry-After` (seconds or date). */
function retryAfterMs(headers, now = Date.now()) {
    const reset = headers['x-ratelimit-reset'];
    if (typeof reset === 'string' && reset.trim() !== '' && Number.isFinite(Number(reset))) {
        return Math.max(0, Number(reset) * 1000);
    }
    const after = headers['retry-after'];
    if (typeof after === 'string' && after.trim() !== '') {
        if (/^\d+(\.\d+)?$/.test(after.trim()))
            return Number(after) * 1000;
        const date = Date.parse(after);
        if (!Number.isNaN(date))
            return Math.max(0, date - now);
    }
    return undefined;
}
/** Exponential backoff with full jitter, never below a small floor. */
function backoffMs(policy, attempt, random = Math.random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    return Math.max(policy.baseDelayMs / 2, Math.round(ceiling * random()));
}
function readBody(message, timeoutMs) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        const timer = setTimeout(() => {
            message.destroy();
            reject(new errors/* TransportError */.wX(`no complete answer within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        message.on('data', (chunk) => chunks.push(chunk));
        message.on('end', () => {
            clearTimeout(timer);
            resolve(Buffer.concat(chunks).toString('utf8'));
        });
        // `@actions/http-client`'s readBody never settles when the connection drops mid-body.
        const fail = () => {
            clearTimeout(timer);
            reject(new errors/* TransportError */.wX('the connection closed before the answer was complete'));
        };
        message.on('aborted', fail);
        message.on('error', fail);
        message.on('close', () => {
            if (!message.complete)
                fail();
        });
    });
}
class Transport {
    http;
    retry;
    limiter;
    /** Requests sent, retries included; the benchmark and the logs read it. */
    requestCount = 0;
    rateLimitedCount = 0;
    options;
    constructor(options) {
        this.options = options;
        this.retry = options.retry ?? DEFAULT_RETRY;
        this.limiter = new RateLimiter(options.initialRatePerSecond ?? 25, { burst: INITIAL_BURST });
        this.http = new lib/* HttpClient */.Qq(options.userAgent, [], {
            allowRedirects: false,
            allowRetries: false,
            keepAlive: true,
            socketTimeout: options.requestTimeoutMs,
        });
    }
    close() {
        this.http.dispose();
    }
    /** Sends a request and returns a 2xx answer, or throws a RegistryError / TransportError. */
    async send(operation, method, url, body) {
        const started = Date.now();
        for (let attempt = 1;; attempt++) {
            let failure;
            let waitMs;
            try {
                const { status, headers, text } = await this.once(operation, method, url, body);
                if (status >= 200 && status < 300)
                    return { status, body: text };
                failure = (0,errors/* registryError */.eo)(operation, status, text);
                if (status === 429) {
                    this.rateLimitedCount++;
                    waitMs = retryAfterMs(headers);
                }
                else if (status === 503) {
                    waitMs = retryAfterMs(headers);
                }
            }
            catch (error) {
                if (!(error instanceof errors/* TransportError */.wX))
                    throw error;
                failure = error;
            }
            if (!failure.retryable)
                throw failure;
            const delay = waitMs !== undefined ? waitMs + Math.round(Math.random() * 100) : backoffMs(this.retry, attempt);
            const outOfTime = Date.now() - started + delay > this.retry.maxElapsedMs;
            if (attempt >= this.retry.maxAttempts || outOfTime) {
                throw (0,errors/* gaveUp */.ly)(failure, operation, attempt, Date.now() - started, outOfTime ? waitMs : undefined, this.retry);
            }
            this.options.onRetry?.({ operation, attempt, delayMs: delay, reason: summarize(failure) });
            await sleep(delay);
        }
    }
    async once(operation, method, url, body) {
        let target = url;
        for (let redirects = 0;; redirects++) {
            await this.limiter.acquire();
            this.requestCount++;
            const headers = {
                authorization: `Bearer ${this.options.token}`,
                accept: 'application/vnd.api+json, application/json',
            };
            if (body !== undefined)
                headers['content-type'] = 'application/vnd.api+json';
            let message;
            try {
                const response = await withTimeout(this.http.request(method, target, body === undefined ? null : JSON.stringify(body), headers), this.options.requestTimeoutMs);
                message = response.message;
            }
            catch (error) {
                throw (0,errors/* networkFailure */.rd)(new URL(target).host, describeNetworkError(error), error);
            }
            const status = message.statusCode ?? 0;
            const limit = Number(message.headers['x-ratelimit-limit']);
            if (limit > 0)
                this.limiter.adapt(limit);
            const text = await readBody(message, this.options.requestTimeoutMs);
            if (!REDIRECTS.has(status))
                return { status, headers: message.headers, text };
            const location = message.headers.location;
            const next = location !== undefined ? new URL(location, target) : undefined;
            // The token must never follow a redirect to another origin: stop instead of sending it.
            if (next === undefined || next.origin !== new URL(target).origin || redirects >= MAX_REDIRECTS) {
                throw new errors/* RegistryError */.gl(operation, status, [], `the service redirected the request to ${next?.origin ?? 'an unknown location'}; the token is only sent to ${new URL(url).origin}. Set \`hostname\` to the address the service really answers on.`);
            }
            target = next.href;
        }
    }
}
function summarize(error) {
    return error instanceof errors/* RegistryError */.gl ? `HTTP ${error.status}` : error.message;
}
function describeNetworkError(error) {
    if (error instanceof errors/* TransportError */.wX)
        return error.message;
    const code = error.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' ? `${code} (${message})` : message;
}
function withTimeout(promise, ms) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new errors/* TransportError */.wX(`no answer within ${ms / 1000} s`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/version.ts
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = package_namespaceObject.rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;

;// CONCATENATED MODULE: ./src/registry/open.ts



function openRegistry(connection, log) {
    const transport = new Transport({
        token: connection.token,
        userAgent: USER_AGENT,
        requestTimeoutMs: connection.requestTimeoutMs,
        onRetry: (e) => log.info(`  ${e.operation}: ${e.reason}; retrying in ${(e.delayMs / 1000).toFixed(1)} s (try ${e.attempt + 1})`),
    });
    return {
        client: new RegistryClient(connection.service, transport),
        stats: () => `requests sent: ${transport.requestCount}, rate limited: ${transport.rateLimitedCount}`,
        close: () => transport.close(),
    };
}


/***/ })

};
