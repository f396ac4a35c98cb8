export const id = 597;
export const ids = [597];
export const modules = {

/***/ 6355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ AddressError),
/* harmony export */   PM: () => (/* binding */ redactUserinfo),
/* harmony export */   RE: () => (/* binding */ tokenVariableName),
/* harmony export */   ZM: () => (/* binding */ parseServiceAddress),
/* harmony export */   ns: () => (/* binding */ tokenFromEnvironment),
/* harmony export */   qN: () => (/* binding */ DEFAULT_HOSTNAME),
/* harmony export */   si: () => (/* binding */ validatePart),
/* harmony export */   vL: () => (/* binding */ parseModuleSource),
/* harmony export */   wc: () => (/* binding */ formatModuleAddress)
/* harmony export */ });
/* unused harmony exports isLoopback, isHostName */
/**
 * Addresses of the service: the host to talk to, a module's registry address, and the
 * Terraform CLI's `TF_TOKEN_<host>` credential convention. Pure functions; no I/O.
 */
const DEFAULT_HOSTNAME = 'app.terraform.io';
/** Thrown for a value that cannot be an address; `main` names the input it came from. */
class AddressError extends Error {
    name = 'AddressError';
}
/**
 * The text with the user-info of a URL or address (`user:password@`) replaced by `***@`, so that
 * an error quoting the value does not print a credential someone pasted into it.
 */
function redactUserinfo(text) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
    const rest = text.slice(scheme.length);
    const at = rest.lastIndexOf('@');
    if (at === -1)
        return text;
    // Passwords may hold `/`, `?`, `#`, spaces or `@`, so user-info runs to the last `@`, unless a
    // path came first (`host/a@b`): a `/` before any `:` means the `@` is in the path.
    const slash = rest.search(/[/?#]/);
    const colon = rest.indexOf(':');
    if (slash !== -1 && slash < at && (colon === -1 || colon > slash))
        return text;
    return `${scheme}***@${rest.slice(at + 1)}`;
}
/** True for hosts that never leave the machine, where plain `http://` cannot be sniffed. */
function isLoopback(hostname) {
    const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1')
        return true;
    const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
    return v4 !== null && v4.slice(1).every((octet) => Number(octet) <= 255);
}
// One DNS label; `_` is tolerated, as some internal DNS names carry it.
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;
/**
 * A host name as `new URL` leaves it: an IPv4 address, a bracketed IPv6 address, or dot-separated
 * labels. `new URL` also takes `..`, `.`, `-` and `a..b`, which are no host: sending to them
 * would ask the resolver about a path segment.
 */
function isHostName(hostname) {
    if (/^\[[0-9a-f:.]+\]$/i.test(hostname))
        return true;
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname))
        return true;
    return hostname.length <= 253 && hostname.split('.').every((label) => HOST_LABEL.test(label));
}
/**
 * Accepts a bare host (`tfe.example.com`, `tfe.example.com:8443`) or a URL with scheme and port.
 * Refuses paths, credentials, queries and fragments (a URL there is almost always a copy-paste
 * of a page address), and plain `http://` to anything but loopback, so a token never crosses
 * a network in clear text.
 */
function parseServiceAddress(raw) {
    const value = raw.trim();
    if (value === '')
        throw new AddressError('is empty');
    if (/[\s\u0000-\u001f\u007f]/.test(value)) {
        throw new AddressError('must not contain whitespace or control characters');
    }
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
    let url;
    try {
        url = new URL(hasScheme ? value : `https://${value}`);
    }
    catch {
        throw new AddressError('is not a host name or URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new AddressError(`must use https:// (got ${url.protocol}//)`);
    }
    if (url.username !== '' || url.password !== '') {
        throw new AddressError('must not contain credentials; pass the token in the `token` input');
    }
    if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
        throw new AddressError('must be a host name, optionally with scheme and port, without a path, query or fragment');
    }
    // `new URL` accepts `https://host/` for `host/`; reject a raw path that it normalised away.
    const afterScheme = hasScheme ? value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '') : value;
    if (/[/?#]/.test(afterScheme.replace(/\/$/, '')) || afterScheme.includes('@')) {
        throw new AddressError('must be a host name, optionally with scheme and port');
    }
    if (!isHostName(url.hostname)) {
        throw new AddressError('is not a host name: expected dot-separated parts of letters, digits and hyphens, such as tfe.example.com');
    }
    if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
        throw new AddressError(`uses plain http:// for ${url.hostname}; only loopback hosts (localhost, 127.0.0.0/8, ::1) may use http. Use https://`);
    }
    return { baseUrl: url.origin, host: url.host, hostname: url.hostname };
}
/**
 * The environment variable Terraform reads a host's token from: `.` becomes `_` and `-` becomes
 * `__`. Variable names cannot hold a port, so the port is dropped.
 */
function tokenVariableName(hostname) {
    const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return `TF_TOKEN_${bare.replace(/-/g, '__').replace(/\./g, '_').replace(/:/g, '_')}`;
}
/** Finds `TF_TOKEN_<host>` in an environment, matching the variable name case-insensitively. */
function tokenFromEnvironment(hostname, env) {
    const wanted = tokenVariableName(hostname).toLowerCase();
    for (const [variable, token] of Object.entries(env)) {
        if (variable.toLowerCase() === wanted && token !== undefined && token.trim() !== '') {
            return { variable, token: token.trim() };
        }
    }
    return undefined;
}
// Registry address parts, as Terraform's registry address rules define them.
const NAMESPACE_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z_-]{0,62}[0-9A-Za-z])?$/;
const NAME_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z_-]{0,62}[0-9A-Za-z])?$/;
const PROVIDER_PATTERN = /^[0-9a-z]{1,64}$/;
/**
 * Checks one path segment. Segments are validated, never escaped into shape: a name with `/`,
 * `..` or `%2F` in it is a mistake, and sending it would address something else.
 */
function validatePart(part, value) {
    const v = value.trim();
    if (v === '')
        throw new AddressError('is empty');
    const [pattern, expected] = part === 'provider'
        ? [PROVIDER_PATTERN, 'lower-case letters and digits, at most 64 (e.g. aws)']
        : part === 'module'
            ? [NAME_PATTERN, 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64']
            : [NAMESPACE_PATTERN, 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64'];
    if (!pattern.test(v))
        throw new AddressError(`must be ${expected}`);
    return v;
}
/** Parses `[HOST/]NAMESPACE/NAME/PROVIDER` as written in a module block's `source`. */
function parseModuleSource(raw) {
    const parts = raw.trim().split('/');
    if (parts.length !== 3 && parts.length !== 4) {
        throw new AddressError('must be a registry address [HOST/]NAMESPACE/NAME/PROVIDER');
    }
    const host = parts.length === 4 ? parts[0] : undefined;
    const [namespace, name, provider] = parts.slice(-3);
    const bare = host?.replace(/:\d{1,5}$/, '');
    if (host !== undefined && (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host) || !isHostName(bare ?? ''))) {
        throw new AddressError('has an invalid host part; expected a host name such as app.terraform.io');
    }
    return {
        ...(host !== undefined && { host: host.toLowerCase() }),
        module: {
            namespace: validatePart('namespace', namespace),
            name: validatePart('module', name),
            provider: validatePart('provider', provider),
        },
    };
}
function formatModuleAddress(host, module) {
    return `${host}/${module.namespace}/${module.name}/${module.provider}`;
}


/***/ }),

/***/ 2597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report.ts
var src_report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/request.ts
var src_request = __webpack_require__(4390);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./src/registry/errors.ts
var errors = __webpack_require__(6764);
;// CONCATENATED MODULE: ./src/runner.ts
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
    reason: '',
    link: '',
    'deprecation-id': '',
    plan: '[]',
    'deprecated-uses': '[]',
    'failure-reason': '',
};
/**
 * A log line that may carry text the action did not write (from the service, a policy file, a
 * configuration, a file name), made so that the runner reads no command in it. The runner obeys
 * `::command::` at the start of a line after any white space, and the legacy `##[command]`
 * anywhere in a line (actions/runner, ActionCommand.TryParseV2 and TryParse). Line breaks are
 * escaped, so the text stays one line; a zero-width space then splits the `::` that would start
 * it and every `##[`, which reads the same to a person and is no command to the runner.
 */
function loggable(text) {
    return (0,errors/* printable */.g$)(text)
        .replace(/^(\s*):(?=:)/u, '$1:\u200b')
        .replace(/##\[/g, '##\u200b[');
}
const safe = loggable;
function actionsRunner(env = process.env) {
    // Warnings logged along the way count against GitHub's per-step limit too.
    let warningsLogged = 0;
    const log = {
        group: (title, body) => core/* group */.Os(safe(title), body),
        info: (message) => core/* info */.pq(safe(message)),
        warning: (message) => {
            warningsLogged++;
            core/* warning */.$e(safe(message));
        },
    };
    return {
        input: (name) => core/* getInput */.V4(name),
        mask: (secret) => core/* setSecret */.Pq(secret),
        log,
        debug: (message) => core/* debug */.Yz(safe(message)),
        context: () => runContext(env),
        event: () => runEvent(env),
        async write(report) {
            const failureReason = report.verdict.failed ? report.verdict.reason : '';
            const outputs = { ...BLANK_OUTPUTS, ...report.outputs, 'failure-reason': failureReason };
            for (const [name, value] of Object.entries(outputs))
                core/* setOutput */.uH(name, value);
            const { verdict } = report;
            const room = {
                // The verdict's own error, when it has a message, is one more error annotation.
                error: src_report/* ANNOTATIONS_PER_STEP */.Sg - (verdict.failed && verdict.message !== undefined ? 1 : 0),
                warning: src_report/* ANNOTATIONS_PER_STEP */.Sg - warningsLogged,
                notice: src_report/* ANNOTATIONS_PER_STEP */.Sg,
            };
            const general = report.warnings.map((message) => ({ level: 'warning', message }));
            for (const a of (0,src_report/* withinAnnotationLimits */.xT)([...report.annotations, ...general], room)) {
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
                    await core/* summary */.z.addRaw((0,src_report/* fitSummary */.mW)(report.summary)).write();
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
                core/* info */.pq(verdict.message);
            }
        },
    };
}
/** The run's link and label, from the variables the runner sets; empty outside a workflow. */
function runContext(env) {
    const runId = env.GITHUB_RUN_ID?.trim();
    const repository = env.GITHUB_REPOSITORY?.trim();
    if (!runId || !/^\d+$/.test(runId) || !repository)
        return {};
    const server = (env.GITHUB_SERVER_URL?.trim() || 'https://github.com').replace(/\/+$/, '');
    const number = env.GITHUB_RUN_NUMBER?.trim();
    const workflow = env.GITHUB_WORKFLOW?.trim() || 'Workflow';
    return {
        runUrl: `${server}/${repository}/actions/runs/${runId}`,
        runLabel: number && /^\d+$/.test(number) ? `${workflow} run #${number}` : `${workflow} run`,
    };
}
/** The event that started the run, from GITHUB_EVENT_NAME and the payload file. */
function runEvent(env) {
    const name = env.GITHUB_EVENT_NAME?.trim() ?? '';
    const file = env.GITHUB_EVENT_PATH?.trim();
    if (!file)
        return { name, payload: {} };
    try {
        return { name, payload: JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')) };
    }
    catch {
        // As @actions/github does: an unreadable payload is an empty one.
        return { name, payload: {} };
    }
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * run(): mask the tokens, parse the request, dispatch on its kind, write the report. Each mode
 * is loaded with a dynamic import, so a run loads only its own code (the gate's HCL parser only
 * for the gate). This is also the one place that turns an unexpected error (a bug) into a
 * failed step, with its stack.
 */





/** Requests in flight at once; the transport's rate limiter paces them further. */
const CONCURRENCY = 8;
/** Per kind: how to read its request from the inputs, and how to run it. Loaded on use only. */
const MODES = {
    single: {
        parse: async (read, env, event) => (await Promise.all(/* import() */[__webpack_require__.e(88), __webpack_require__.e(970)]).then(__webpack_require__.bind(__webpack_require__, 7970))).parseSingleInputs(read, env, event()),
        run: async () => (await Promise.all(/* import() */[__webpack_require__.e(88), __webpack_require__.e(775)]).then(__webpack_require__.bind(__webpack_require__, 1775))).run,
    },
    policy: {
        parse: async (read, env) => {
            const workspace = env.GITHUB_WORKSPACE || process.cwd();
            const { parsePolicyInputs } = await Promise.all(/* import() */[__webpack_require__.e(88), __webpack_require__.e(815), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 8776));
            return parsePolicyInputs(read, env, (file) => (0,external_node_fs_.readFileSync)(external_node_path_default().resolve(workspace, file)), workspace);
        },
        run: async () => (await Promise.all(/* import() */[__webpack_require__.e(88), __webpack_require__.e(991)]).then(__webpack_require__.bind(__webpack_require__, 991))).run,
    },
    gate: {
        parse: async (read, env) => (await Promise.all(/* import() */[__webpack_require__.e(721), __webpack_require__.e(466)]).then(__webpack_require__.bind(__webpack_require__, 2466))).parseGateRequest(read, env),
        run: async () => (await Promise.all(/* import() */[__webpack_require__.e(88), __webpack_require__.e(721), __webpack_require__.e(924)]).then(__webpack_require__.bind(__webpack_require__, 3924))).run,
    },
};
async function run(runner = actionsRunner(), env = process.env) {
    const read = (name) => runner.input(name);
    // Masked before anything else runs, so no later line can print it.
    for (const token of (0,src_request/* tokenCandidates */.SU)(read, env))
        runner.mask(token);
    try {
        const report = await dispatch(runner, read, env);
        await runner.write(report);
    }
    catch (error) {
        // Each mode reports what it can account for; what reaches here is a bug worth its stack.
        const stack = error instanceof Error ? (error.stack ?? error.message) : (0,src_report/* errorMessage */.gJ)(error);
        await runner.write((0,src_report/* failedReport */.kS)('internal-error', `Unexpected error: ${stack}`));
    }
}
async function dispatch(runner, read, env) {
    const kind = (0,src_request/* requestKind */.UL)(read);
    let request;
    try {
        request = await MODES[kind].parse(read, env, () => runner.event());
    }
    catch (error) {
        // Input errors are expected, and say what to fix.
        if (!(error instanceof src_request/* InputError */.dz))
            throw error;
        return (0,src_report/* failedReport */.kS)('invalid-input', error.message, '', error.annotations);
    }
    const [modeRun, { openRegistry }] = await Promise.all([
        MODES[request.kind].run(),
        __webpack_require__.e(/* import() */ 826).then(__webpack_require__.bind(__webpack_require__, 5826)),
    ]);
    const registry = openRegistry(request, runner.log);
    try {
        return await modeRun(request, {
            registry: registry.client,
            log: runner.log,
            context: runner.context(),
            concurrency: CONCURRENCY,
        });
    }
    finally {
        registry.close();
        runner.debug(registry.stats());
    }
}


/***/ }),

/***/ 6764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   eo: () => (/* binding */ registryError),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   gl: () => (/* binding */ RegistryError),
/* harmony export */   ly: () => (/* binding */ gaveUp),
/* harmony export */   rd: () => (/* binding */ networkFailure),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/* unused harmony exports CERTIFICATE_HINT, parseApiErrors, NO_ANSWER_HINT */
/**
 * Errors from the service, turned into messages that say what to check. The service answers
 * JSON:API error documents, but proxies and load balancers answer whatever they like, so every
 * parse here is defensive.
 */
/** The service answered, but not with success. */
class RegistryError extends Error {
    name = 'RegistryError';
    status;
    operation;
    details;
    /** True when trying again later may succeed (429, 5xx). */
    retryable;
    constructor(operation, status, details, message) {
        super(message);
        this.status = status;
        this.operation = operation;
        this.details = details;
        this.retryable = status === 429 || status >= 500;
    }
}
/** The request never got an answer: connection refused or reset, timeout, unreadable body. */
class TransportError extends Error {
    name = 'TransportError';
    /** True unless trying again cannot help (a certificate the runner does not trust). */
    retryable;
    constructor(message, options = {}) {
        super(message);
        this.retryable = options.retryable ?? true;
    }
}
/** Node's codes for a TLS certificate it would not accept. */
const CERTIFICATE_ERRORS = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_UNTRUSTED',
    'CERT_REJECTED',
    'CERT_SIGNATURE_FAILURE',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_REVOKED',
    'CERT_CHAIN_TOO_LONG',
    'INVALID_CA',
    'INVALID_PURPOSE',
    'HOSTNAME_MISMATCH',
    'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const CERTIFICATE_HINT = 'If the service uses a certificate from a private CA, give the runner that CA as a PEM file named by the variable NODE_EXTRA_CA_CERTS; check too that `hostname` is the name the certificate is for.';
/**
 * The error for a request that got no usable answer. A certificate the runner does not trust is
 * not retried, since trying again cannot change it, and says where the CA goes; anything else
 * (refused, reset, timed out) is worth another try. A host name that does not resolve is not
 * retried either, and says to check `hostname`.
 */
function networkFailure(host, described, cause) {
    const code = cause?.code;
    if (typeof code === 'string' && CERTIFICATE_ERRORS.has(code)) {
        return new TransportError(`the TLS certificate of ${host} was not accepted: ${described}. ${CERTIFICATE_HINT}`, {
            retryable: false,
        });
    }
    // The name has no address at all: asking again in a second will not give it one. (EAI_AGAIN,
    // a resolver that could not answer for now, stays retryable.)
    if (code === 'ENOTFOUND') {
        return new TransportError(`the host name ${host} does not resolve (${described}): check \`hostname\` (and HTTPS_PROXY if the runner uses a proxy).`, { retryable: false });
    }
    return new TransportError(`no answer from ${host}: ${described}`);
}
/** The service answered 2xx with a body we cannot use. */
class ResponseShapeError extends Error {
    name = 'ResponseShapeError';
}
/** Reads `{"errors":[...]}` whether entries are objects (status as string or number) or strings. */
function parseApiErrors(body) {
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        return [];
    }
    if (typeof parsed !== 'object' || parsed === null)
        return [];
    const errors = parsed.errors;
    if (!Array.isArray(errors))
        return [];
    return errors.flatMap((entry) => {
        if (typeof entry === 'string')
            return [{ detail: entry }];
        if (typeof entry !== 'object' || entry === null)
            return [];
        const e = entry;
        const source = e.source;
        const text = (v) => typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
        return [
            {
                status: text(e.status),
                title: text(e.title),
                detail: text(e.detail),
                pointer: typeof source?.pointer === 'string' ? source.pointer : undefined,
            },
        ];
    });
}
/**
 * Text from the service made safe for one log line: line breaks and other control characters are
 * written as escapes. The runner reads every line that starts with `::` as a workflow command, so
 * a raw newline in service text could print `::add-mask::`, `::stop-commands::` or a fake
 * annotation of the service's choosing.
 */
function printable(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => {
        const escapes = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
}
function describeDetails(details) {
    return details
        .map((d) => {
        const text = [d.title, d.detail]
            .filter((s) => s !== undefined && s !== '')
            .map((s) => printable(s))
            .join(': ');
        return d.pointer !== undefined ? `${text} (at ${printable(d.pointer)})` : text;
    })
        .filter((s) => s !== '')
        .join('; ');
}
const HINTS = {
    401: () => 'The token was rejected: check that it is set, complete and not revoked or expired (inputs `token`, or env TF_TOKEN_<host> / TF_API_TOKEN).',
    403: () => 'The token is not allowed to do this: it needs the "manage private registry" permission (a user token of a member with it, or an owners team token).',
    404: (op) => op === 'deprecate' || op === 'revert'
        ? 'Not found, or not allowed (the service answers 404 for both): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization, and that the organization is on HCP Terraform Standard edition or higher (module deprecation needs it).'
        : 'Not found, or not allowed (the service answers 404 for both): check the organization or namespace, module name and provider, and that the token belongs to a member of the organization.',
    409: () => 'The service reported a conflict; try again.',
    415: () => 'The service did not accept the request media type.',
    422: () => 'The service rejected the request body: check `reason` and `link` (and report this as a bug in the action if they look right).',
    429: () => 'Rate limited by the service, and retries ran out: run again later or with fewer versions.',
};
/** What to check when requests to the service got no answer at all, however often they were tried. */
const NO_ANSWER_HINT = 'Check that the runner reaches the service: the `hostname`, and HTTPS_PROXY / NO_PROXY if the runner uses a proxy. If the service is only slow, raise `request-timeout`. Then run the step again.';
/**
 * The error to throw when retries run out: the last failure, saying what was being done, how
 * often and how long it was tried, and what to do. `askedWaitMs` is a wait the service asked for
 * that the retry budget could not afford.
 */
function gaveUp(failure, operation, attempts, elapsedMs, askedWaitMs, budget) {
    const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'} in ${Math.round(elapsedMs / 100) / 10} s`;
    const asked = askedWaitMs === undefined
        ? ''
        : `: the service asked to wait ${Math.round(askedWaitMs / 100) / 10} s, which would go past the ${budget.maxElapsedMs / 1000} s this action retries for`;
    failure.message =
        failure instanceof TransportError
            ? `${operation} failed: ${failure.message} (gave up after ${tries}${asked}). ${NO_ANSWER_HINT}`
            : `${failure.message} (gave up after ${tries}${asked})`;
    return failure;
}
/** Builds the error for a non-success answer, with the hint for its status. */
function registryError(operation, status, body) {
    const details = parseApiErrors(body);
    const described = describeDetails(details);
    const hint = HINTS[status]?.(operation) ??
        (status >= 500
            ? 'The service failed while handling the request, and retries ran out: try again later; if it persists, check the service status.'
            : 'Unexpected answer from the service.');
    const message = `${operation} failed: HTTP ${status}${described !== '' ? ` (${described})` : ''}. ${hint}`;
    return new RegistryError(operation, status, details, message);
}


/***/ }),

/***/ 665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Sg: () => (/* binding */ ANNOTATIONS_PER_STEP),
/* harmony export */   Vm: () => (/* binding */ runFooter),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kS: () => (/* binding */ failedReport),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   uH: () => (/* binding */ deprecationText),
/* harmony export */   xT: () => (/* binding */ withinAnnotationLimits)
/* harmony export */ });
/* unused harmony export SUMMARY_LIMIT_BYTES */
/** A report for a step that ends before it could account for what it was asked. */
function failedReport(reason, message, summary = '', annotations = []) {
    return { outputs: {}, annotations, summary, verdict: { failed: true, reason, message }, warnings: [] };
}
/** A deprecation as one line of text: its reason quoted, then its link in angle brackets. */
function deprecationText(d) {
    return `${JSON.stringify(d.reason)}${d.link ? ` <${d.link}>` : ''}`;
}
/** The message of anything thrown. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** `1 module`, `2 modules`. */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/**
 * A Markdown link to a URL the service stored. The service may hold any string: only an http(s)
 * URL becomes a link (never `javascript:` or `data:`); anything else, or one encodeURI cannot
 * encode (a lone surrogate), is shown as its label, as text.
 */
function markdownLink(label, url) {
    if (!/^https?:\/\/[^/]/i.test(url))
        return label;
    try {
        // encodeURI leaves parentheses alone, and a `)` would end the link early.
        return `[${label}](${encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    }
    catch {
        return label;
    }
}
/** Table cells hold user text: keep it on one line and out of the table's syntax. */
function cell(text) {
    return (text
        // Any line break (a lone CR, NEL, U+2028/9 included) or control character would end the row.
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
        .replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`)
        .trim());
}
/** The summary's last line: a link to the run, with a note before it when there is one. */
function runFooter(context, note = '') {
    if (context.runUrl === undefined)
        return [];
    return [`<sub>${note}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`];
}
/** GitHub shows at most 1 MiB of a step's summary; this leaves room below it. */
const SUMMARY_LIMIT_BYTES = 1_000_000;
const bytes = (text) => new TextEncoder().encode(text).length;
/**
 * The summary, cut at a line below GitHub's limit when it is too long, with a note that says
 * how much was left out and where all of it is (the `result` output). A `<details>` left open
 * by the cut is closed, so the note renders.
 */
function fitSummary(markdown, limit = SUMMARY_LIMIT_BYTES) {
    if (bytes(markdown) <= limit)
        return markdown;
    const lines = markdown.split('\n');
    const kept = [];
    let size = 0;
    for (const line of lines) {
        const next = bytes(line) + 1;
        // Room for the closing tags and the note.
        if (size + next > limit - 1_000)
            break;
        kept.push(line);
        size += next;
    }
    const open = kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
    return [
        ...kept,
        ...Array.from({ length: Math.max(0, open) }, () => '</details>'),
        '',
        `> **Note**`,
        `> The summary stops here: GitHub shows at most 1 MiB of it, and ${plural(lines.length - kept.length, 'more line')} were left out. Every entry is in the step's \`result\` output.`,
        '',
    ].join('\n');
}
/** GitHub shows at most this many annotations of each level per step (and 50 per job). */
const ANNOTATIONS_PER_STEP = 10;
const LEVEL_ORDER = { error: 0, warning: 1, notice: 2 };
/**
 * The annotations as GitHub will show them: errors first, and at most `room` of each level. Past
 * that, the last one shown says how many more there are and where they are, instead of GitHub
 * dropping them (the last ones, often the most telling, would be lost in silence).
 */
function withinAnnotationLimits(annotations, room) {
    const sorted = [...annotations].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
    const kept = [];
    for (const level of ['error', 'warning', 'notice']) {
        const ofLevel = sorted.filter((a) => a.level === level);
        const space = Math.max(1, room[level]);
        if (ofLevel.length <= space) {
            kept.push(...ofLevel);
            continue;
        }
        const more = ofLevel.length - (space - 1);
        kept.push(...ofLevel.slice(0, space - 1), {
            level,
            title: `${plural(more, `more ${level}`)} not shown here`,
            message: `GitHub shows at most ${ANNOTATIONS_PER_STEP} ${level} annotations per step; the other ${more} are in the step summary and the \`result\` output.`,
        });
    }
    return kept;
}


/***/ }),

/***/ 4390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ parseConnection),
/* harmony export */   Hx: () => (/* binding */ parseDeprecationText),
/* harmony export */   RN: () => (/* binding */ runOptionsLine),
/* harmony export */   SU: () => (/* binding */ tokenCandidates),
/* harmony export */   UL: () => (/* binding */ requestKind),
/* harmony export */   di: () => (/* binding */ parseRunOptions),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   iA: () => (/* binding */ logInputs),
/* harmony export */   o2: () => (/* binding */ serviceLine),
/* harmony export */   qp: () => (/* binding */ parseKeepLatest),
/* harmony export */   x2: () => (/* binding */ parsePart),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6355);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4344);
/**
 * The request: what a run was asked to do, chosen once from the inputs, typed and validated.
 * Each mode parses its own member (`single/inputs.ts`, `policy/inputs.ts`, `gate/inputs.ts`);
 * this file holds what they share: the error that lists every problem at once, the connection
 * (where and with which token), the run options, and small field checks.
 */


/**
 * Which mode the inputs ask for: a policy file replaces the per-module inputs, a configuration
 * directory asks for the gate, anything else is one module's versions.
 */
function requestKind(read) {
    if (read('policy-file').trim() !== '')
        return 'policy';
    if (read('config-directory').trim() !== '')
        return 'gate';
    return 'single';
}
/** One or more inputs are wrong. The message lists each, naming the input. */
class InputError extends Error {
    name = 'InputError';
    problems;
    /** Problems that have a place in a file of the repository (a policy file's line), to annotate. */
    annotations;
    constructor(found, annotations = []) {
        // Values are quoted with JSON.stringify, which leaves DEL, C1 controls and line separators raw.
        const problems = found.map((p) => p.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
        super(problems.length === 1
            ? problems[0]
            : `${problems.length} inputs are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        this.problems = problems;
        this.annotations = annotations;
    }
}
function parseBoolean(name, raw, fallback, problems) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(value))
        return true;
    if (/^(false|False|FALSE)$/.test(value))
        return false;
    problems.push(`Input \`${name}\` must be true or false, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(value)}.`);
    return fallback;
}
function parseSeconds(name, raw, fallback, max, problems) {
    const value = raw.trim();
    if (value === '')
        return fallback;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
        problems.push(`Input \`${name}\` must be a number of seconds from 0 to ${max}, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(value)}.`);
        return fallback;
    }
    return Number(value);
}
/** The `status` input. */
function parseStatus(raw, problems) {
    const value = raw.trim().toLowerCase();
    if (value === 'deprecated' || value === 'undeprecated' || value === 'check')
        return value;
    const meant = STATUS_MEANT[value];
    problems.push(value === ''
        ? 'Input `status` is required: deprecated, undeprecated or check.'
        : `Input \`status\` must be deprecated, undeprecated or check, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`);
    return 'check';
}
/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT = {
    deprecate: 'deprecated',
    deprecation: 'deprecated',
    undeprecate: 'undeprecated',
    revert: 'undeprecated',
    reverted: 'undeprecated',
    active: 'undeprecated',
    checked: 'check',
    status: 'check',
};
/**
 * Where and who: the `hostname` input, then the policy file's `hostname`, then TF_HOSTNAME, then
 * the host in `source`, then app.terraform.io; the `token` input, then Terraform's own
 * TF_TOKEN_<host>, then TF_API_TOKEN.
 */
function parseConnection(read, env, problems, fallback, 
/** A host named by the run's own configuration (the policy file): above TF_HOSTNAME. */
preferred) {
    const hostnameInput = read('hostname').trim();
    const fromEnv = env.TF_HOSTNAME?.trim();
    const [hostnameRaw, hostnameFrom] = hostnameInput
        ? [hostnameInput, 'Input `hostname`']
        : preferred
            ? [preferred.host, preferred.from]
            : fromEnv
                ? [fromEnv, 'Variable TF_HOSTNAME']
                : fallback
                    ? [fallback.host, fallback.from]
                    : [_address_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_HOSTNAME */ .qN, 'Input `hostname`'];
    let service = {
        baseUrl: `https://${_address_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_HOSTNAME */ .qN}`,
        host: _address_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_HOSTNAME */ .qN,
        hostname: _address_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_HOSTNAME */ .qN,
    };
    try {
        service = (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .parseServiceAddress */ .ZM)(hostnameRaw);
    }
    catch (error) {
        problems.push(`${hostnameFrom} ${error.message}, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUserinfo */ .PM)(hostnameRaw))}.`);
    }
    let token = read('token').trim();
    let tokenSource = 'input `token`';
    if (token === '') {
        const fromHost = (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenFromEnvironment */ .ns)(service.hostname, env);
        if (fromHost !== undefined) {
            token = fromHost.token;
            tokenSource = `variable ${fromHost.variable}`;
        }
        else if (env.TF_API_TOKEN?.trim()) {
            token = env.TF_API_TOKEN.trim();
            tokenSource = 'variable TF_API_TOKEN';
        }
    }
    if (token === '') {
        problems.push(`Input \`token\` is required: set it, or the variable ${(0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenVariableName */ .RE)(service.hostname)} or TF_API_TOKEN, to an API token with the "manage private registry" permission.`);
    }
    else if (/[^\x21-\x7e]/.test(token)) {
        // Never echo the value: it is a secret even when malformed. An HTTP header carries ASCII only.
        problems.push(`Input \`token\` (from ${tokenSource}) must not contain whitespace or control characters, and must be ASCII.`);
    }
    return { service, token, tokenSource };
}
/** The inputs every mode shares: dry run, verification and timeouts. */
function parseRunOptions(read, problems) {
    const dryRun = parseBoolean('dry-run', read('dry-run'), false, problems);
    const verify = parseBoolean('verify', read('verify'), true, problems);
    const verifyTimeout = parseSeconds('verify-timeout', read('verify-timeout'), 30, 3600, problems);
    const requestTimeout = parseSeconds('request-timeout', read('request-timeout'), 30, 600, problems);
    if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
        problems.push('Input `request-timeout` must be more than 0 seconds.');
    }
    return { dryRun, verify, verifyTimeoutMs: verifyTimeout * 1000, requestTimeoutMs: requestTimeout * 1000 };
}
/** The token as early as possible, so the runner masks it before anything else can print it. */
function tokenCandidates(read, env) {
    const fromEnv = Object.entries(env)
        .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
        .map(([, value]) => value ?? '');
    return [read('token'), ...fromEnv].map((t) => t.trim()).filter((t) => t !== '');
}
const statusOnly = (what, status) => `${what} used only with status deprecated; ignored for ${status}.`;
/** `reason` and `link`: checked in every mode, used only to deprecate. */
function parseDeprecationText(read, status, problems, warnings) {
    const reason = read('reason').trim();
    const link = read('link').trim();
    if (reason.length > _validation_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_REASON_LENGTH */ .hl) {
        problems.push(`Input \`reason\` must be at most ${_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_REASON_LENGTH */ .hl} characters, got ${reason.length}.`);
    }
    else if (_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL_IN_TEXT */ .SP.test(reason)) {
        problems.push('Input `reason` must not contain control characters (newlines and tabs are fine).');
    }
    if (link !== '') {
        const problem = (0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .validateLink */ .P2)(link);
        if (problem !== undefined)
            problems.push(`Input \`link\` ${problem}, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUserinfo */ .PM)(link))}.`);
    }
    if (status !== 'deprecated' && (reason !== '' || link !== '')) {
        warnings.push(statusOnly('Inputs `reason` and `link` are', status));
    }
    if (status === 'deprecated' && reason === '') {
        warnings.push('No `reason` given: consumers will see the deprecation without an explanation.');
    }
    return { reason, link };
}
/** `keep-latest`: the N newest released versions are never deprecated. */
function parseKeepLatest(read, status, problems, warnings) {
    const raw = read('keep-latest').trim();
    if (raw === '')
        return 0;
    let keepLatest = 0;
    if (/^\d{1,4}$/.test(raw))
        keepLatest = Number(raw);
    else
        problems.push(`Input \`keep-latest\` must be a whole number from 0 to 9999, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(raw)}.`);
    if (status !== 'deprecated' && keepLatest > 0)
        warnings.push(statusOnly('Input `keep-latest` is', status));
    return keepLatest;
}
/** A part of a module address from an input, checked; the problem names the input. */
function parsePart(name, kind, value, problems) {
    try {
        return (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .validatePart */ .si)(kind, value);
    }
    catch (error) {
        problems.push(`Input \`${name}\` ${error.message}, got ${(0,_validation_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(value)}.`);
        return value;
    }
}
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
const runOptionsLine = (options) => [
    'Dry run',
    `${options.dryRun}; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`,
];


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ validateLink),
/* harmony export */   SP: () => (/* binding */ CONTROL_IN_TEXT),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   hl: () => (/* binding */ MAX_REASON_LENGTH),
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME)
/* harmony export */ });
/* unused harmony export MAX_LINK_LENGTH */
/**
 * Checks shared by every place a user's value arrives: action inputs and the policy file.
 */
const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;
/** Control characters other than tab and newline: free text (a reason) may hold those two. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** Any control character: a name or a path holds none. */
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
/** Shows a user's value in an error safely: quoted, control characters escaped, clipped. */
function show(value) {
    const clipped = value.length > 60 ? `${value.slice(0, 60)}…` : value;
    return JSON.stringify(clipped);
}
/** An absolute http(s) URL with a host, and nothing a browser would run. */
function validateLink(raw) {
    if (raw.length > MAX_LINK_LENGTH)
        return `must be at most ${MAX_LINK_LENGTH} characters`;
    if (/\s/.test(raw) || CONTROL_IN_NAME.test(raw))
        return 'must not contain whitespace or control characters';
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if (url.username !== '' || url.password !== '')
        return 'must not contain credentials: every consumer sees it';
    return undefined;
}


/***/ })

};
