export const id = 813;
export const ids = [813];
export const modules = {

/***/ 9507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ FILE_LIMITS)
/* harmony export */ });
/**
 * The most the action reads of each kind of file, in bytes actually read (read-bounded.ts): the
 * limits as data in one place, so that docs/reliability.md and the code say the same.
 */
const MiB = 1024 * 1024;
const FILE_LIMITS = {
    /** A Terraform CLI configuration or credentials file: a few kilobytes in practice; larger is a wrong path. */
    cliConfiguration: 1 * MiB,
    /** A policy file (`policy-file`). */
    policyFile: 4 * MiB,
    /** Each configuration file the gate reads (`.tf`, `.tf.json`) and `modules.json`. */
    configuration: 32 * MiB,
    /** The event payload (GITHUB_EVENT_PATH), which the runner writes: webhooks are capped at 25 MB. */
    eventPayload: 32 * MiB,
};


/***/ }),

/***/ 1543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   rr: () => (/* binding */ FileRefusedError),
/* harmony export */   xY: () => (/* binding */ readBoundedSync),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Reading a file someone else may have put there (a policy file or a configuration in a pull
 * request, a CLI configuration, a manifest), bounded by the bytes actually read. `stat` cannot
 * bound it: a device or a FIFO says it has 0 bytes and never ends, and a symbolic link can point
 * anywhere. So the file is opened (following links), checked to be a regular file on the open
 * descriptor, and read up to one byte past the limit; anything else is refused with a
 * `FileRefusedError` whose message says what the file is and what was expected.
 */


class FileRefusedError extends Error {
    name = 'FileRefusedError';
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
// Opening a FIFO for reading waits for a writer, possibly forever, unless O_NONBLOCK is set; a
// regular file ignores the flag. O_NOCTTY keeps a terminal device from becoming the process's.
// Windows has neither flag (nor FIFOs): 0 leaves them out.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Bytes asked for per read once past the size the file reported. */
const CHUNK = 64 * 1024;
/** `1 MiB`, `64 KiB`, `100 bytes`: a limit as a message says it. */
function formatBytes(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / 1024 / 1024} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/** The file's bytes, at most `maxBytes`; refuses anything but a regular file, and a larger one. */
function readBoundedSync(file, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, OPEN_FLAGS);
    }
    catch (error) {
        throw refusedOnOpen(error, file);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stats.isFile())
            throw notRegular(stats, file);
        const chunks = [];
        let total = 0;
        for (;;) {
            const buffer = Buffer.allocUnsafe(nextReadSize(stats.size, total, maxBytes));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (read === 0)
                return Buffer.concat(chunks, total);
            chunks.push(buffer.subarray(0, read));
            total += read;
            if (total > maxBytes)
                throw tooLarge(maxBytes);
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** `readBoundedSync` without blocking the event loop while the bytes come in. */
async function readBounded(file, maxBytes) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, OPEN_FLAGS);
    }
    catch (error) {
        throw refusedOnOpen(error, file);
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw notRegular(stats, file);
        const chunks = [];
        let total = 0;
        for (;;) {
            const buffer = Buffer.allocUnsafe(nextReadSize(stats.size, total, maxBytes));
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                return Buffer.concat(chunks, total);
            chunks.push(buffer.subarray(0, bytesRead));
            total += bytesRead;
            if (total > maxBytes)
                throw tooLarge(maxBytes);
        }
    }
    finally {
        await handle.close();
    }
}
/**
 * The whole file in one read when its reported size is right (plus one byte, to see the end),
 * never more than one byte past the limit: the size is a hint, only the bytes read count.
 */
function nextReadSize(reportedSize, total, maxBytes) {
    return Math.max(1, Math.min(maxBytes + 1 - total, Math.max(CHUNK, reportedSize + 1 - total)));
}
const tooLarge = (maxBytes) => new FileRefusedError('too-large', `it is larger than ${formatBytes(maxBytes)}`);
function notRegular(stats, file) {
    const kind = stats.isDirectory()
        ? 'a directory'
        : stats.isFIFO()
            ? 'a named pipe (FIFO)'
            : stats.isCharacterDevice()
                ? 'a character device'
                : stats.isBlockDevice()
                    ? 'a block device'
                    : stats.isSocket()
                        ? 'a socket'
                        : 'something other than a file';
    let link = false;
    try {
        link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).isSymbolicLink();
    }
    catch {
        // Gone since it was opened: say what it was.
    }
    return new FileRefusedError('not-a-regular-file', `it ${link ? 'is a symbolic link to' : 'is'} ${kind}, not a regular file`);
}
/** A socket (or a device with nothing behind it) cannot be opened at all: refused the same way. */
function refusedOnOpen(error, file) {
    if (error?.code !== 'ENXIO')
        return error;
    try {
        return notRegular((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file), file);
    }
    catch {
        return new FileRefusedError('not-a-regular-file', 'it is not a regular file');
    }
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ REVOCATION_EDITION_HINT),
/* harmony export */   P: () => (/* binding */ USAGE_ACCESS_HINT)
/* harmony export */ });
/**
 * The shared vocabulary of the action: addresses, a version's state, the state wanted, and the
 * narrow interfaces the modes depend on (and one sentence they all say). Imports nothing, so pure modules can use it without
 * pulling in the HTTP client or the runner.
 */
/** What revocation needs, for every message that says the service has none. */
const REVOCATION_EDITION_HINT = 'Revocation needs the HCP Terraform Premium edition, or a Terraform Enterprise release that has module revocation; deprecation works without it.';
/**
 * What reading Explorer needs and where to give it, said once in every message that says usage
 * was not read (the registry's error for a refusal carries it).
 */
const USAGE_ACCESS_HINT = 'Reading workspace usage needs a token of the owners team, of a team with "Read all workspaces" or "Read all projects", or the organization token (which may read Explorer but not manage the registry): give one as input `usage-token`.';


/***/ }),

/***/ 6764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   VU: () => (/* binding */ RevocationUnavailableError),
/* harmony export */   WU: () => (/* binding */ UsageAccessError),
/* harmony export */   eo: () => (/* binding */ registryError),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   gl: () => (/* binding */ RegistryError),
/* harmony export */   ly: () => (/* binding */ gaveUp),
/* harmony export */   rd: () => (/* binding */ networkFailure),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/* unused harmony exports EXPLORER_ACCESS_HINT, CERTIFICATE_HINT, parseApiErrors, NO_ANSWER_HINT */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(182);
/* harmony import */ var _scrub_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3768);
/**
 * Errors from the service, turned into messages that say what to check. The service answers
 * JSON:API error documents, but proxies and load balancers answer whatever they like, so every
 * parse here is defensive.
 */


/** Operations that change a version: they need the "manage private registry" permission. */
function isWrite(op) {
    return op === 'deprecate' || op === 'revert' || op === 'revoke' || op === 'unrevoke';
}
function isRevocation(op) {
    return op === 'revoke' || op === 'unrevoke';
}
/** Who may read Explorer, and which input to set, for every message that says usage could not be read. */
const EXPLORER_ACCESS_HINT = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .USAGE_ACCESS_HINT */ .P;

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
/**
 * A revoke or unrevoke the service refused, and a read of the module showed why: the service has
 * no revocation at all (no `revoked-versions`), an older Terraform Enterprise or an edition below
 * Premium. Deprecation still works there.
 */
class RevocationUnavailableError extends RegistryError {
    name = 'RevocationUnavailableError';
    /** The `failure-reason` a step that met it reports. */
    failureReason = 'revocation-unavailable';
    constructor(refused) {
        super(refused.operation, refused.status, refused.details, `${refused.operation} failed: HTTP ${refused.status}: this service has no module revocation (its module read lists no \`revoked-versions\`). ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOCATION_EDITION_HINT */ .I}`);
    }
}
/**
 * Explorer refused the token (401, 403, or 404, which the service also answers for "not allowed"),
 * so usage cannot be read with it; a caller reading usage only when it may goes on without it.
 */
class UsageAccessError extends RegistryError {
    name = 'UsageAccessError';
    /** Read by the usage source, which cannot import this class: Explorer refused the token. */
    usageAccessRefused = true;
    /** The message already says what access Explorer needs and which input to set (403, 404). */
    saysWhatAccess;
    constructor(refused) {
        super(refused.operation, refused.status, refused.details, refused.message);
        this.saysWhatAccess = refused.operation === 'read usage' && (refused.status === 403 || refused.status === 404);
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
 * What went wrong in a TLS handshake that trying again cannot fix, in OpenSSL's own words
 * (`wrong version number`: the port speaks plain HTTP); undefined for anything else. Node gives
 * `ERR_SSL_<REASON>`, or `EPROTO` with OpenSSL's error string.
 */
function tlsProtocolFailure(code, cause) {
    if (typeof code !== 'string')
        return undefined;
    if (code.startsWith('ERR_SSL_'))
        return code.slice('ERR_SSL_'.length).toLowerCase().replace(/_/g, ' ');
    if (code !== 'EPROTO')
        return undefined;
    const message = cause instanceof Error ? cause.message : '';
    // `…:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:…/ssl3_record.c:354:`
    const reason = /routines:[^:]*:([^:]+)/.exec(message)?.[1];
    return reason !== undefined ? printable(reason.trim()) : 'protocol error';
}
/**
 * The error for a request that got no usable answer. A certificate the runner does not trust is
 * not retried, since trying again cannot change it, and says where the CA goes; nor is a TLS
 * handshake that failed (an `https://` hostname on a plain-http port); anything else (refused,
 * reset, timed out) is worth another try. A host name that does not resolve is not
 * retried either, and says to check `hostname`.
 */
function networkFailure(host, described, cause) {
    const code = cause?.code;
    if (typeof code === 'string' && CERTIFICATE_ERRORS.has(code)) {
        return new TransportError(`the TLS certificate of ${host} was not accepted: ${described}. ${CERTIFICATE_HINT}`, {
            retryable: false,
        });
    }
    const protocol = tlsProtocolFailure(code, cause);
    if (protocol !== undefined) {
        return new TransportError(`the TLS handshake with ${host} failed (${protocol}): check the scheme and port of \`hostname\`. \`https://\` needs the port where the service speaks TLS; plain \`http://\` only reaches a service on the runner itself.`, { retryable: false });
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
/**
 * Reads `{"errors":[...]}` whether entries are objects (status as string or number) or strings,
 * with the run's secrets scrubbed from every string: a service may echo the token it was sent.
 */
function parseApiErrors(body, scrub = _scrub_js__WEBPACK_IMPORTED_MODULE_1__/* .noSecrets */ .fI) {
    let parsed;
    try {
        parsed = (0,_scrub_js__WEBPACK_IMPORTED_MODULE_1__/* .parseScrubbedJson */ .GO)(body, scrub);
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
    400: (op) => op === 'read usage'
        ? 'The service did not accept the Explorer query; report this as a bug in the action.'
        : 'The service did not accept the request; report this as a bug in the action.',
    401: (op) => op === 'read usage'
        ? 'Explorer rejected the token: check that it (input `usage-token`, where given) is set, complete and not revoked or expired.'
        : 'The token was rejected: check that it is set, complete and not revoked or expired. The "Service" line of the log says where it came from (input `token`, TF_TOKEN_<host>, a credentials block of the Terraform CLI configuration, TERRAFORM_CLOUD_TOKENS or TF_API_TOKEN).',
    403: (op) => isWrite(op)
        ? 'The token is not allowed to do this: it needs the "manage private registry" permission (a user token of a member with it, or an owners team token).'
        : op === 'read usage'
            ? EXPLORER_ACCESS_HINT
            : 'The token is not allowed to read this: it needs to belong to a member of the organization (reading versions needs no other permission).',
    404: (op) => isRevocation(op)
        ? `Not found, not allowed, or not available (the service answers 404 for all three): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization (an organization token has not), and the edition. ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOCATION_EDITION_HINT */ .I}`
        : isWrite(op)
            ? 'Not found, or not allowed (the service answers 404 for both): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization, and that the organization is on HCP Terraform Standard edition or higher (module deprecation needs it).'
            : op === 'read usage'
                ? `Explorer was not found for this organization: the token may not read it (the service answers 404 for that too), or the service has no Explorer (an older Terraform Enterprise). ${EXPLORER_ACCESS_HINT}`
                : 'Not found, or not allowed (the service answers 404 for both): check the organization or namespace, module name and provider, and that the token belongs to a member of the organization.',
    409: (op) => op === 'revoke'
        ? 'The service reported a conflict: a version must be deprecated before it can be revoked.'
        : 'The service reported a conflict; try again.',
    415: () => 'The service did not accept the request media type.',
    422: (op) => op === 'revoke'
        ? `The service refused the revocation: a version must be deprecated before it can be revoked, and a service without revocation refuses it too. ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOCATION_EDITION_HINT */ .I}`
        : op === 'unrevoke'
            ? `The service refused to unrevoke; a service without revocation refuses it too. ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .REVOCATION_EDITION_HINT */ .I}`
            : op === 'revert'
                ? 'The service refused to revert the deprecation; if the version is revoked, unrevoke it first (a revoked version is taken back to active in two steps).'
                : 'The service rejected the request body: check `reason` and `link` (and report this as a bug in the action if they look right).',
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
/** Builds the error for a non-success answer, with the hint for its status; `scrub` as in parseApiErrors. */
function registryError(operation, status, body, scrub = _scrub_js__WEBPACK_IMPORTED_MODULE_1__/* .noSecrets */ .fI) {
    const details = parseApiErrors(body, scrub);
    const described = describeDetails(details);
    const hint = HINTS[status]?.(operation) ??
        (status >= 500
            ? 'The service failed while handling the request, and retries ran out: try again later; if it persists, check the service status.'
            : 'Unexpected answer from the service.');
    const message = `${operation} failed: HTTP ${status}${described !== '' ? ` (${described})` : ''}. ${hint}`;
    return new RegistryError(operation, status, details, message);
}


/***/ }),

/***/ 3768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ parseScrubbedJson),
/* harmony export */   fI: () => (/* binding */ noSecrets),
/* harmony export */   vt: () => (/* binding */ secretScrubber)
/* harmony export */ });
/* unused harmony exports MIN_SCRUBBED_LENGTH, REDACTED, base64Cores */
/**
 * The run's secrets taken out of what the service says. A service (or a proxy in front of it) may
 * echo the token it was sent: in an error's detail (`Bearer …`, a query string, a basic-auth
 * header), or in any text it stores and shows back. Such text reaches outputs, the summary and
 * annotations, which later steps post onward and the runner does not mask, so it is scrubbed as
 * it enters the model: every string of every answer is parsed through `parseScrubbedJson`.
 *
 * Forms replaced by `***`, for each secret of at least MIN_SCRUBBED_LENGTH characters:
 * - as is (so `Bearer <token>` too), and percent-encoded, whole or in part, with hex digits in
 *   either case, `+` for a space (URL and form encoding);
 * - base64, standard and URL-safe, padded or not: the token encoded on its own, and inside a
 *   longer encoded string such as `user:token` at any of the three byte offsets (the characters
 *   made from the token's bytes alone; the one or two at each end that mix in a neighbour's bits
 *   are left, and carry at most 4 bits of it).
 * Not covered: base64 broken across lines, doubly encoded forms, and encodings of a part of a
 * token (a prefix of a token is not a secret the service was given).
 */
/** Shorter values are too common to replace in service text; no real token is this short. */
const MIN_SCRUBBED_LENGTH = 8;
const REDACTED = '***';
/** A scrubber for no secrets: text passes as it is. */
const noSecrets = (text) => text;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** One hex digit, in either case. */
const hexDigit = (digit) => /[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit;
/** A pattern for the secret as is or percent-encoded, character by character, in any mix. */
function plainOrPercentEncoded(secret) {
    return [...secret]
        .map((char) => {
        const encoded = [...Buffer.from(char, 'utf8')]
            .map((byte) => `%${[...byte.toString(16).toUpperCase().padStart(2, '0')].map(hexDigit).join('')}`)
            .join('');
        const forms = [escapeRegExp(char), encoded, ...(char === ' ' ? ['\\+'] : [])];
        return `(?:${forms.join('|')})`;
    })
        .join('');
}
/**
 * The base64 characters made from the secret's bytes alone, when it starts `offset` bytes into
 * what is encoded (0, 1 or 2: every alignment there is), in the standard and URL-safe alphabets.
 */
function base64Cores(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const cores = new Set();
    for (const offset of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        // Character j holds bits 6j to 6j+6; the secret's bits run from 8*offset to 8*(offset+n).
        const core = encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        cores.add(core);
        cores.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return [...cores];
}
/**
 * The one function that scrubs: every secret, in every form above, replaced by `***`. Built once
 * per run (the patterns are compiled here), then applied to each string the service sends.
 */
function secretScrubber(secrets) {
    const usable = [...new Set([...secrets].map((s) => s.trim()))].filter((s) => s.length >= MIN_SCRUBBED_LENGTH);
    if (usable.length === 0)
        return noSecrets;
    const patterns = usable.flatMap((secret) => [
        { pattern: plainOrPercentEncoded(secret), length: secret.length },
        ...base64Cores(secret).map((core) => ({ pattern: escapeRegExp(core), length: core.length })),
    ]);
    // Longest first, so that a secret that holds another is replaced whole.
    patterns.sort((a, b) => b.length - a.length);
    const all = new RegExp(patterns.map((p) => p.pattern).join('|'), 'g');
    return (text) => text.replace(all, REDACTED);
}
/**
 * JSON from the service, with every string in it scrubbed as it is parsed (JSON's own escapes,
 * such as `\u0041`, are undone first, so they hide nothing). Throws as JSON.parse does.
 */
function parseScrubbedJson(body, scrub) {
    if (scrub === noSecrets)
        return JSON.parse(body);
    return JSON.parse(body, (_key, value) => (typeof value === 'string' ? scrub(value) : value));
}


/***/ }),

/***/ 665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GA: () => (/* binding */ cellCode),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   LA: () => (/* binding */ REVOKED_CONSEQUENCE),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   M3: () => (/* binding */ failureReasonOf),
/* harmony export */   N4: () => (/* binding */ note),
/* harmony export */   Sg: () => (/* binding */ ANNOTATIONS_PER_STEP),
/* harmony export */   Vm: () => (/* binding */ runFooter),
/* harmony export */   _G: () => (/* binding */ OUTPUT_LIMIT_BYTES),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   dg: () => (/* binding */ isTransient),
/* harmony export */   fT: () => (/* binding */ fitOutput),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kS: () => (/* binding */ failedReport),
/* harmony export */   kf: () => (/* binding */ messageCell),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   uH: () => (/* binding */ deprecationText),
/* harmony export */   xT: () => (/* binding */ withinAnnotationLimits)
/* harmony export */ });
/* unused harmony exports FAILURE_REASONS, ownCodeWords, FOLD_ROWS, SUMMARY_LIMIT_BYTES */
/**
 * Why a step failed, for the `failure-reason` output: so a later step can tell a gate that
 * tripped from a tool that could not do its job.
 */
const FAILURE_REASONS = (/* unused pure expression or super */ null && ([
    'deprecated-in-use',
    'revoked-in-use',
    'invalid-input',
    'service-error',
    'revocation-unavailable',
    'verification-timeout',
    'internal-error',
]));
/** The `failure-reason` an error stands for, where it says (a service without revocation). */
function failureReasonOf(error, fallback) {
    const said = error?.failureReason;
    return said === 'revocation-unavailable' ? said : fallback;
}
/** A report for a step that ends before it could account for what it was asked. */
function failedReport(reason, message, summary = '', annotations = []) {
    return { outputs: {}, annotations, summary, verdict: { failed: true, reason, message }, warnings: [] };
}
/** A deprecation as one line of text: its reason quoted, then its link in angle brackets. */
function deprecationText(d) {
    return `${JSON.stringify(d.reason)}${d.link ? ` <${d.link}>` : ''}`;
}
/** What revocation means for whoever uses the version, as the service's runs say it. */
const REVOKED_CONSEQUENCE = 'Runs of new workspaces that use it will not proceed; workspaces that used it before go on with a warning.';
/**
 * Whether running the step again may get past an error: the service was busy or failing (429,
 * 5xx) or never answered. A refusal (another 4xx) or a version that does not exist stays as it is.
 */
function isTransient(error) {
    return error?.retryable === true;
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
    return escapeForCell(text).trim();
}
function escapeForCell(text) {
    return (text
        // Any line break (a lone CR, NEL, U+2028/9 included) or control character would end the row.
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
        .replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`));
}
const ONE_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
/**
 * Text as inline code, shown literally: inside a code span backslash escapes do not work, so the
 * fence is one backtick longer than the longest run of backticks in the text (CommonMark), with a
 * space inside when the text starts or ends with one. In a table cell, `|` still ends the cell
 * even inside code (GFM), so there it is escaped as `\|`, which GFM turns back into a pipe.
 */
function code(text, options = {}) {
    const line = text.replace(ONE_LINE, ' ');
    if (line === '')
        return '';
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(line) ? ' ' : '';
    const body = options.inTable === true ? line.replace(/\|/g, '\\|') : line;
    return `${fence}${pad}${body}${pad}${fence}`;
}
/** Inline code in a table cell. */
const cellCode = (text) => code(text, { inTable: true });
/**
 * Names the action's own messages put in code spans: its inputs and outputs (action.yml; a test
 * keeps them in step), the policy file's keys, and a few literal values.
 */
const OWN_CODE_WORDS = new Set([
    ...['status', 'version', 'config-directory', 'fail-on-revoked', 'allow-empty', 'keep-latest', 'on-prerelease'],
    ...['hostname', 'token', 'organization', 'namespace', 'module', 'provider', 'source', 'reason', 'link'],
    ...['usage', 'usage-token', 'revoke-only-unused', 'policy-file', 'dry-run', 'verify', 'verify-timeout'],
    ...['request-timeout', 'fail-on-deprecated'],
    ...['result', 'changed', 'changed-versions', 'deprecated', 'deprecated-versions', 'revoked-versions'],
    ...['deprecated-uses', 'failure-reason', 'plan', 'deprecation-id'],
    ...['$schema', 'prune', 'modules', 'name', 'rules', 'versions', 'revoke-on', 'only-unused', 'revoked-versions'],
    ...['http://', 'https://', 'host=token'],
]);
/** `status: check`, `usage: true`: an input (or key) of the action and a plain value. */
const isOwnCodeSpan = (text) => {
    if (OWN_CODE_WORDS.has(text))
        return true;
    const setting = /^([a-z-]+): ([a-z0-9.-]+)$/.exec(text);
    return setting !== null && OWN_CODE_WORDS.has(setting[1]);
};
/** The words `OWN_CODE_WORDS` holds, for the test that keeps them in step with action.yml. */
const ownCodeWords = () => OWN_CODE_WORDS;
/**
 * A message for the job summary, on one line: the action's own code spans (an input's name, as in
 * "check `hostname`") render as code; everything else, service and file text included, stays
 * escaped as `cell` leaves it, so text the action did not write never becomes markup (a backtick
 * span of it renders as code only when it names one of the action's own inputs, as the action
 * would render it itself).
 */
function messageCell(text) {
    const parts = [];
    let last = 0;
    for (const match of text.matchAll(/`([a-z$][a-z0-9$:/=.-]*(?:: [a-z0-9.-]+)?)`/g)) {
        if (!isOwnCodeSpan(match[1]))
            continue;
        parts.push(escapeForCell(text.slice(last, match.index)), cellCode(match[1]));
        last = match.index + match[0].length;
    }
    parts.push(escapeForCell(text.slice(last)));
    return parts.join('').trim();
}
/** A note that renders as one everywhere (GitHub's `> [!NOTE]` alerts show as text elsewhere). */
function note(text) {
    return ['> **Note**', `> ${text}`, ''];
}
/** Tables longer than this fold into a `<details>` block, so the summary stays readable. */
const FOLD_ROWS = 20;
/**
 * A Markdown table: header, separator and rows; folded into `<details>` (with `label` as its
 * summary) when it has more than FOLD_ROWS rows. The blank lines around it let Markdown render
 * inside the HTML block.
 */
function table(header, rows, label) {
    const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows];
    if (rows.length <= FOLD_ROWS)
        return lines;
    // The summary line is raw HTML, where Markdown escapes would show: escape it as HTML.
    const html = label.replace(ONE_LINE, ' ').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return [`<details><summary>${html}</summary>`, '', ...lines, '', '</details>'];
}
/** The summary's last line: a link to the run, with a note before it when there is one. */
function runFooter(context, note = '') {
    if (context.runUrl === undefined)
        return [];
    return [`<sub>${note}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`];
}
/** GitHub shows at most 1 MiB of a step's summary; this leaves room below it. */
/** GitHub caps one output at 1 MB; a JSON output stays below it, leaving room for the others. */
const OUTPUT_LIMIT_BYTES = 900_000;
/**
 * An output's JSON built with fewer and fewer details (`levels`, most first) until it fits the
 * limit; the last level is taken whatever its size.
 */
function fitOutput(levels, build, limit = OUTPUT_LIMIT_BYTES) {
    let json = '';
    for (const level of levels) {
        json = JSON.stringify(build(level));
        // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
        if (Buffer.byteLength(json, 'utf8') <= limit)
            break;
    }
    return json;
}
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
 * dropping them (the last ones, often the most telling, would be lost in silence). `held` counts
 * those of a level that were already kept out of the annotations and written to the log as plain
 * lines (warnings logged past the room); the note counts them too, so it is written whenever they
 * exist, in the slot the log left for it.
 */
function withinAnnotationLimits(annotations, room, held = {}) {
    const sorted = [...annotations].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
    const kept = [];
    for (const level of ['error', 'warning', 'notice']) {
        const ofLevel = sorted.filter((a) => a.level === level);
        const space = room[level];
        const inLog = held[level] ?? 0;
        // With no room left, even the overflow note would be dropped by GitHub: the caller logs it.
        if (space <= 0)
            continue;
        if (ofLevel.length <= space && inLog === 0) {
            kept.push(...ofLevel);
            continue;
        }
        const shown = Math.min(ofLevel.length, space - 1);
        const more = ofLevel.length - shown + inLog;
        const where = inLog === 0
            ? 'in the step summary and the `result` output'
            : ofLevel.length === shown
                ? 'in the log'
                : 'in the log, the step summary and the `result` output';
        kept.push(...ofLevel.slice(0, shown), {
            level,
            title: `${plural(more, `more ${level}`)} not shown here`,
            message: `GitHub shows at most ${ANNOTATIONS_PER_STEP} ${level} annotations per step; ${more === 1 ? 'the other one is' : `the other ${more} are`} ${where}.`,
        });
    }
    return kept;
}


/***/ }),

/***/ 4813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BLANK_OUTPUTS: () => (/* binding */ BLANK_OUTPUTS),
/* harmony export */   actionsRunner: () => (/* binding */ actionsRunner),
/* harmony export */   loggable: () => (/* binding */ loggable),
/* harmony export */   runContext: () => (/* binding */ runContext),
/* harmony export */   runEvent: () => (/* binding */ runEvent)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _registry_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6764);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(665);
/* harmony import */ var _files_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/* harmony import */ var _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1543);
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
/**
 * A log line that may carry text the action did not write (from the service, a policy file, a
 * configuration, a file name), made so that the runner reads no command in it. The runner obeys
 * `::command::` at the start of a line after any white space, and the legacy `##[command]`
 * anywhere in a line (actions/runner, ActionCommand.TryParseV2 and TryParse). Line breaks are
 * escaped, so the text stays one line; a zero-width space then splits the `::` that would start
 * it and every `##[`, which reads the same to a person and is no command to the runner.
 */
function loggable(text) {
    return (0,_registry_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(text)
        .replace(/^(\s*):(?=:)/u, '$1:\u200b')
        .replace(/##\[/g, '##\u200b[');
}
const safe = loggable;
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
            if (warningsShown < _report_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATIONS_PER_STEP */ .Sg - 1) {
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
        async write(report) {
            const failureReason = report.verdict.failed ? report.verdict.reason : '';
            const outputs = { ...BLANK_OUTPUTS, ...report.outputs, 'failure-reason': failureReason };
            for (const [name, value] of Object.entries(outputs))
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value);
            const { verdict } = report;
            const room = {
                // The verdict's own error, when it has a message, is one more error annotation.
                error: _report_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATIONS_PER_STEP */ .Sg - (verdict.failed && verdict.message !== undefined ? 1 : 0),
                warning: _report_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATIONS_PER_STEP */ .Sg - warningsShown,
                notice: _report_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATIONS_PER_STEP */ .Sg,
            };
            const general = report.warnings.map((message) => ({ level: 'warning', message }));
            const all = [...report.annotations, ...general];
            const shown = (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .withinAnnotationLimits */ .xT)(all, room, { warning: warningsHeld });
            for (const level of ['error', 'warning', 'notice']) {
                const left = all.filter((a) => a.level === level).length;
                if (left > 0 && room[level] <= 0) {
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${left} more ${level} annotation${left === 1 ? '' : 's'} not shown: GitHub shows at most ${_report_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATIONS_PER_STEP */ .Sg} per step, and the log used them; see the step summary and the \`result\` output.`);
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
                    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .fitSummary */ .mW)(report.summary)).write();
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
        return { name, payload: JSON.parse((0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedSync */ .xY)(file, _files_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .FILE_LIMITS */ .S.eventPayload).toString('utf8')) };
    }
    catch {
        // As @actions/github does: an unreadable payload is an empty one.
        return { name, payload: {} };
    }
}


/***/ })

};
