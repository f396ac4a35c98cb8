export const id = 593;
export const ids = [593];
export const modules = {

/***/ 5567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT),
  x: () => (/* binding */ VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/action-version.ts
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = package_namespaceObject.rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ usageAccessHint),
/* harmony export */   I: () => (/* binding */ REVOCATION_EDITION_HINT)
/* harmony export */ });
/** What revocation needs, for every message that says the service has none. */
const REVOCATION_EDITION_HINT = 'Revocation needs the HCP Terraform Premium edition, or a Terraform Enterprise release that has module revocation; deprecation works without it.';
/** What reading Explorer needs and where to give it (`usage`: the runner's words for `usageToken`). */
const usageAccessHint = (usage) => `Reading workspace usage needs a token of the owners team, of a team with "Read all workspaces" or "Read all projects", or the organization token (which may read Explorer but not manage the registry): give one as ${usage}.`;


/***/ }),

/***/ 1593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openRegistry: () => (/* binding */ openRegistry)
});

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/registry/scrub.ts
/**
 * The run's secrets taken out of what the service says. A service (or a proxy) may echo the token it was sent, in an
 * error's detail or any text it stores; such text reaches outputs, the summary and annotations, which the runner does
 * not mask, so every string of every answer is scrubbed as it enters (`parseScrubbedJson`).
 *
 * Forms replaced by `***`, for each secret of at least MIN_SCRUBBED_LENGTH characters:
 * - as is (so `Bearer <token>` too), and percent-encoded, whole or in part, hex digits in either case, `+` for a space;
 * - base64, standard and URL-safe, padded or not: on its own, and inside a longer encoded string such as `user:token`
 *   at any of the three byte offsets (the characters made from the token's bytes alone; the one or two at each end
 *   that mix in a neighbour's bits are left, and carry at most 4 bits of it).
 * Not covered: base64 broken across lines, doubly encoded forms, and encodings of a part of a token.
 */
/** Shorter values are too common to replace in service text; no real token is this short. */
const MIN_SCRUBBED_LENGTH = 8;
const REDACTED = '***';
/** A scrubber for no secrets: text passes as it is. */
const scrub_noSecrets = (text) => text;
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
/** Every secret, in every form above, replaced by `***`; built once per run, applied to each string the service sends. */
function secretScrubber(secrets) {
    const usable = [...new Set([...secrets].map((s) => s.trim()))].filter((s) => s.length >= MIN_SCRUBBED_LENGTH);
    if (usable.length === 0)
        return scrub_noSecrets;
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
 * JSON from the service, every string scrubbed as it is parsed (JSON's escapes undone first, so they hide nothing).
 * Throws as JSON.parse does. A body with no escape and no secret in any form anywhere holds none in its strings, so it
 * is parsed without a reviver: one pass of the patterns instead of a call per value (12 ms on 400 versions).
 */
function parseScrubbedJson(body, scrub) {
    if (scrub === scrub_noSecrets || (!body.includes('\\') && scrub(body) === body))
        return JSON.parse(body);
    return JSON.parse(body, (_key, value) => (typeof value === 'string' ? scrub(value) : value));
}

;// CONCATENATED MODULE: ./src/registry/errors.ts
/**
 * Errors from the service, turned into messages that say what to check. Proxies and load balancers answer whatever
 * they like instead of JSON:API error documents, so every parse here is defensive.
 */



/** Operations that need the "manage private registry" permission. */
function isWrite(op) {
    return op === 'deprecate' || op === 'revert' || op === 'revoke' || op === 'unrevoke';
}
function isRevocation(op) {
    return op === 'revoke' || op === 'unrevoke';
}
const changeRequestAccessHint = (words) => `Opening change requests needs a token of the owners team, or of a team with "Manage all projects" or "Manage all workspaces"${words.takes('token') ? ` (${words.input('token')})` : ''}.`;
const explorerAccessHint = (words) => (0,model/* usageAccessHint */.B)(words.input('usageToken'));
class RegistryError extends Error {
    name = 'RegistryError';
    status;
    operation;
    details;
    /** Trying again later may succeed (429, 5xx). */
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
 * A revoke or unrevoke refused, where a module read showed the service has no revocation at all (an older Terraform
 * Enterprise or an edition below Premium). Deprecation still works there.
 */
class RevocationUnavailableError extends RegistryError {
    name = 'RevocationUnavailableError';
    failureReason = 'revocation-unavailable';
    constructor(refused) {
        super(refused.operation, refused.status, refused.details, `${refused.operation} failed: HTTP ${refused.status}: this service has no module revocation (its module read lists no \`revoked-versions\`). ${model/* REVOCATION_EDITION_HINT */.I}`);
    }
}
/** Explorer refused the token (401, 403, or 404, which also means "not allowed"); a caller may go on without usage. */
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
/** No answer: connection refused or reset, timeout, unreadable body. */
class TransportError extends Error {
    name = 'TransportError';
    /** Unless trying again cannot help (a certificate the runner does not trust). */
    retryable;
    constructor(message, options = {}) {
        super(message);
        this.retryable = options.retryable ?? true;
    }
}
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
const certificateHint = (words) => `If the service uses a certificate from a private CA, give the runner that CA as a PEM file named by the variable NODE_EXTRA_CA_CERTS; check too that ${words.name('hostname')} is the name the certificate is for.`;
/**
 * A failed TLS handshake that trying again cannot fix, in OpenSSL's own words (`wrong version number`: the port speaks
 * plain HTTP). Node gives `ERR_SSL_<REASON>`, or `EPROTO` with OpenSSL's error string.
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
    return reason !== undefined ? (0,src_text/* printable */.g$)(reason.trim()) : 'protocol error';
}
/**
 * The error for a request that got no usable answer. Trying again cannot help with an untrusted certificate (the
 * message says where the CA goes), a failed TLS handshake (`https://` on a plain-http port) or a host name that does
 * not resolve; anything else (refused, reset, timed out) is worth another try.
 */
function networkFailure(host, described, cause, words) {
    const code = cause?.code;
    if (typeof code === 'string' && CERTIFICATE_ERRORS.has(code)) {
        return new TransportError(`the TLS certificate of ${host} was not accepted: ${described}. ${certificateHint(words)}`, { retryable: false });
    }
    const protocol = tlsProtocolFailure(code, cause);
    if (protocol !== undefined) {
        return new TransportError(`the TLS handshake with ${host} failed (${protocol}): check the scheme and port of ${words.name('hostname')}. \`https://\` needs the port where the service speaks TLS; plain \`http://\` only reaches a service on the runner itself.`, { retryable: false });
    }
    // No address at all: asking again will not give one (EAI_AGAIN, a resolver unable to answer for now, is retried).
    if (code === 'ENOTFOUND') {
        return new TransportError(`the host name ${host} does not resolve (${described}): check ${words.name('hostname')} (and HTTPS_PROXY if the runner uses a proxy).`, { retryable: false });
    }
    return new TransportError(`no answer from ${host}: ${described}`);
}
class ResponseShapeError extends Error {
    name = 'ResponseShapeError';
}
/** `{"errors":[...]}` of objects or strings, its strings scrubbed: a service may echo the token it was sent. */
function parseApiErrors(body, scrub = scrub_noSecrets) {
    let parsed;
    try {
        parsed = parseScrubbedJson(body, scrub);
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
function describeDetails(details) {
    return details
        .map((d) => {
        const text = [d.title, d.detail]
            .filter((s) => s !== undefined && s !== '')
            .map((s) => (0,src_text/* printable */.g$)(s))
            .join(': ');
        return d.pointer !== undefined ? `${text} (at ${(0,src_text/* printable */.g$)(d.pointer)})` : text;
    })
        .filter((s) => s !== '')
        .join('; ');
}
const HINTS = {
    400: (op) => op === 'read usage'
        ? 'The service did not accept the Explorer query; report this as a bug in the action.'
        : 'The service did not accept the request; report this as a bug in the action.',
    401: (op, words) => op === 'read usage'
        ? `Explorer rejected the token: check that it (${words.input('usageToken')}, where given) is set, complete and not revoked or expired.`
        : `The token was rejected: check that it is set, complete and not revoked or expired. The "Service" line of the log says where it came from (${words.takes('token') ? `${words.input('token')}, ` : ''}TF_TOKEN_<host>, a credentials block of the Terraform CLI configuration, TERRAFORM_CLOUD_TOKENS or TF_API_TOKEN).`,
    403: (op, words) => op === 'open change requests' || op === 'read change requests'
        ? changeRequestAccessHint(words)
        : isWrite(op)
            ? 'The token is not allowed to do this: it needs the "manage private registry" permission (a user token of a member with it, or an owners team token).'
            : op === 'read usage'
                ? explorerAccessHint(words)
                : 'The token is not allowed to read this: it needs to belong to a member of the organization (reading versions needs no other permission).',
    404: (op, words) => op === 'open change requests' || op === 'read change requests'
        ? `Not found, or not allowed: the service may have no change requests (Explorer's bulk action is experimental; HCP Terraform Standard or Premium, or a Terraform Enterprise release with them), or the token may not see them. ${changeRequestAccessHint(words)}`
        : isRevocation(op)
            ? `Not found, not allowed, or not available (the service answers 404 for all three): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization (an organization token has not), and the edition. ${model/* REVOCATION_EDITION_HINT */.I}`
            : isWrite(op)
                ? 'Not found, or not allowed (the service answers 404 for both): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization, and that the organization is on HCP Terraform Standard edition or higher (module deprecation needs it).'
                : op === 'list modules'
                    ? 'The organization was not found, or the token may not list its modules (the service answers 404 for both): check the organization, and that the token belongs to a member of it.'
                    : op === 'read usage'
                        ? `Explorer was not found for this organization: the token may not read it (the service answers 404 for that too), or the service has no Explorer (an older Terraform Enterprise). ${explorerAccessHint(words)}`
                        : 'Not found, or not allowed (the service answers 404 for both): check the organization or namespace, module name and provider, and that the token belongs to a member of the organization.',
    409: (op) => op === 'revoke'
        ? 'The service reported a conflict: a version must be deprecated before it can be revoked.'
        : 'The service reported a conflict; try again.',
    415: () => 'The service did not accept the request media type.',
    422: (op, words) => op === 'open change requests'
        ? "The service refused the bulk action: Explorer's bulk action is experimental, and this service may not know it or this shape of it."
        : op === 'revoke'
            ? `The service refused the revocation: a version must be deprecated before it can be revoked, and a service without revocation refuses it too. ${model/* REVOCATION_EDITION_HINT */.I}`
            : op === 'unrevoke'
                ? `The service refused to unrevoke; a service without revocation refuses it too. ${model/* REVOCATION_EDITION_HINT */.I}`
                : op === 'revert'
                    ? 'The service refused to revert the deprecation; if the version is revoked, unrevoke it first (a revoked version is taken back to active in two steps).'
                    : `The service rejected the request body: check ${words.name('reason')} and ${words.name('link')} (and report this as a bug in the action if they look right).`,
    429: () => 'Rate limited by the service, and retries ran out: run again later or with fewer versions.',
};
const noAnswerHint = (words) => `Check that the runner reaches the service: the ${words.name('hostname')}, and HTTPS_PROXY / NO_PROXY if the runner uses a proxy. If the service is only slow, raise ${words.name('requestTimeout')}. Then run ${words.run} again.`;
/**
 * The error when retries run out: the last failure, what was being done, how often and long it was tried, and what to
 * do. `askedWaitMs` is a wait the service asked for that the retry budget could not afford.
 */
function gaveUp(failure, operation, attempts, elapsedMs, askedWaitMs, budget, words) {
    const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'} in ${Math.round(elapsedMs / 100) / 10} s`;
    const asked = askedWaitMs === undefined
        ? ''
        : `: the service asked to wait ${Math.round(askedWaitMs / 100) / 10} s, which would go past the ${budget.maxElapsedMs / 1000} s this action retries for`;
    failure.message =
        failure instanceof TransportError
            ? `${operation} failed: ${failure.message} (gave up after ${tries}${asked}). ${noAnswerHint(words)}`
            : `${failure.message} (gave up after ${tries}${asked})`;
    return failure;
}
/** The error for a non-success answer, with the hint for its status. */
function registryError(operation, status, body, words, scrub = scrub_noSecrets) {
    const details = parseApiErrors(body, scrub);
    const described = describeDetails(details);
    const hint = HINTS[status]?.(operation, words) ??
        (status >= 500
            ? 'The service failed while handling the request, and retries ran out: try again later; if it persists, check the service status.'
            : 'Unexpected answer from the service.');
    const message = `${operation} failed: HTTP ${status}${described !== '' ? ` (${described})` : ''}. ${hint}`;
    return new RegistryError(operation, status, details, message);
}

;// CONCATENATED MODULE: ./src/registry/answers.ts



const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** The registry read API's versions list: the `modules` array. */
function parseVersionsList(body, module, service, scrub, words) {
    const document = parseAnswerJson(body, 'the versions list', scrub);
    const modules = document.modules;
    if (!Array.isArray(modules)) {
        throw new ResponseShapeError('the versions list has no `modules` array; is the hostname an HCP Terraform or Terraform Enterprise host?');
    }
    return checkVersionsList(modules, module, service, words);
}
/** The revoked versions a v2 module read lists; undefined when the key is absent (a service without revocation). */
function parseRevokedVersions(body, scrub) {
    const attributes = parseAnswerJson(body, 'the module read', scrub).data?.attributes;
    const revoked = attributes?.['revoked-versions'];
    if (revoked === undefined || revoked === null)
        return undefined;
    if (!Array.isArray(revoked) || !revoked.every((v) => typeof v === 'string' && isRegistryVersion(v))) {
        throw new ResponseShapeError('the module read lists `revoked-versions` that are not versions');
    }
    return new Set(revoked);
}
/** A v2 one-version read's revocation: its message and link, or null when it is not revoked. */
function parseRevocation(body, scrub) {
    const attributes = parseAnswerJson(body, 'the version read', scrub).data?.attributes;
    const revocation = attributes?.['revocation'];
    if (revocation === undefined || revocation === null || typeof revocation !== 'object')
        return null;
    const r = revocation;
    // Reads spell the status in lower case and answers to a PATCH capitalised: compare without case.
    if (typeof r.status !== 'string' || r.status.toLowerCase() !== 'revoked')
        return null;
    return { message: typeof r.message === 'string' ? r.message : '', link: typeof r.link === 'string' ? r.link : '' };
}
/**
 * Whether a v2 module read shows revocation at all; undefined when the answer has no attributes to tell by. Only a yes
 * or no is taken from it, so it is not scrubbed.
 */
function parseHasRevocation(body) {
    const attributes = JSON.parse(body)?.data?.attributes;
    if (attributes === undefined || attributes === null || typeof attributes !== 'object')
        return undefined;
    return Array.isArray(attributes['revoked-versions']);
}
/**
 * An answer's JSON object, its strings scrubbed: everything the service says enters here (or through `answerDocument`,
 * or parseApiErrors for errors). A body that is none is refused, its start quoted.
 */
function parseAnswerJson(body, what, scrub) {
    try {
        const parsed = parseScrubbedJson(body, scrub);
        if (typeof parsed === 'object' && parsed !== null)
            return parsed;
    }
    catch {
        // fall through
    }
    // Scrubbed before it is cut, so a token across the cut is still found whole.
    const preview = scrub(body.trim().slice(0, 4096)).slice(0, 60).replace(/\s+/g, ' ');
    throw new ResponseShapeError(`${what} answer is not JSON (starts with ${JSON.stringify(preview)}); a proxy or the wrong hostname may be in the way`);
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
/**
 * A version as the registry stores it: MAJOR.MINOR.PATCH with optional pre-release and build parts, by semver 2.0's
 * grammar. It becomes a path segment of a PATCH, so anything else (`..`, `1.0.0/../x`) is refused, never sent.
 */
const NUMBER = '(?:0|[1-9][0-9]*)';
const PRE_PART = '(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)';
const BUILD_PART = '[0-9A-Za-z-]+';
const VERSION_PATTERN = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-${PRE_PART}(?:\\.${PRE_PART})*)?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`);
const MAX_VERSION_LENGTH = 128;
function isRegistryVersion(text) {
    return text.length <= MAX_VERSION_LENGTH && VERSION_PATTERN.test(text);
}
/**
 * The versions of `modules`: each entry is the module asked for, each version is a version, and a version listed twice
 * is one version. Two entries for one version that disagree about its deprecation are refused: there is no telling
 * which is current, and acting on the wrong one would go the wrong way; a re-run once the service agrees is safe.
 */
function checkVersionsList(modules, module, service, words) {
    const what = 'the versions list';
    const asked = `${module.namespace}/${module.name}/${module.provider}`;
    const byVersion = new Map();
    for (const entry of modules) {
        const source = entry?.source;
        if (source !== undefined && !(typeof source === 'string' && sameModule(source, module, service))) {
            throw new ResponseShapeError(`${what} is for ${typeof source === 'string' ? (0,src_text/* printable */.g$)((0,src_text/* show */.WU)(source)) : `a \`source\` of type ${typeof source}`}, not the module asked for (${asked}); nothing was changed. Check that ${words.name('hostname')} names the service itself, not a proxy or mirror that answers for other modules.`);
        }
        const list = entry?.versions;
        for (const value of Array.isArray(list) ? list : []) {
            const state = parseVersionState(value, what, words);
            const seen = byVersion.get(state.version);
            if (seen === undefined)
                byVersion.set(state.version, state);
            else if (!sameDeprecation(seen.deprecation, state.deprecation)) {
                throw new ResponseShapeError(`${what} has version ${state.version} twice, once ${describeDeprecation(seen.deprecation)} and once ${describeDeprecation(state.deprecation)}; nothing was changed, since either could be stale. Try again later; if it persists, report it to the service's administrators.`);
            }
        }
    }
    return [...byVersion.values()];
}
/** `namespace/name/provider`, or with this service's host in front; names compare without case. */
function sameModule(source, module, service) {
    const parts = source.toLowerCase().split('/');
    if (parts.length === 4) {
        const host = parts.shift();
        if (host !== service.host.toLowerCase() && host !== service.hostname.toLowerCase())
            return false;
    }
    return isModuleParts(parts, module);
}
/** Whether lower-case `[namespace, name, provider]` names `module`, whose names compare without case. */
const isModuleParts = (parts, module) => parts.length === 3 && parts.join('/') === `${module.namespace}/${module.name}/${module.provider}`.toLowerCase();
function sameDeprecation(a, b) {
    return a === null || b === null ? a === b : a.reason === b.reason && a.link === b.link;
}
function describeDeprecation(d) {
    return d === null ? 'not deprecated' : `deprecated (reason ${(0,src_text/* printable */.g$)((0,src_text/* show */.WU)(d.reason))})`;
}
function parseVersionState(value, what, words) {
    const version = value?.version;
    if (typeof version !== 'string')
        throw new ResponseShapeError(`${what} has an entry without a version`);
    if (!isRegistryVersion(version)) {
        throw new ResponseShapeError(`${what} has an entry whose version, ${(0,src_text/* printable */.g$)((0,src_text/* show */.WU)(version))}, is not a version (MAJOR.MINOR.PATCH such as 1.2.0); nothing was changed. Check that ${words.name('hostname')} names an HCP Terraform or Terraform Enterprise host.`);
    }
    return { version, deprecation: parseDeprecation(value.deprecation) };
}
/** The answer to a PATCH, if it is JSON: a 200 is what matters, the body only adds detail. */
function answerDocument(body, scrub) {
    try {
        return parseScrubbedJson(body, scrub);
    }
    catch {
        return undefined;
    }
}
function parseSetDeprecation(body, scrub) {
    const document = answerDocument(body, scrub);
    if (document === undefined)
        return {};
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
function parseSetRevocation(body, scrub) {
    const document = answerDocument(body, scrub);
    if (document === undefined)
        return {};
    const data = document?.data;
    const attributes = data?.attributes;
    const echo = attributes?.revocation;
    const status = typeof echo?.status === 'string' ? echo.status.toLowerCase() : undefined;
    return {
        ...(typeof data?.id === 'string' && ID_PATTERN.test(data.id) && { moduleVersionId: data.id }),
        ...((status === 'revoked' || status === 'unrevoked') && { status }),
        ...(typeof echo?.message === 'string' && { message: echo.message }),
        ...(typeof echo?.link === 'string' && { link: echo.link }),
    };
}
/** One page of a workspace's change requests: each one's id, subject, and whether it is archived. */
function parseChangeRequestPage(body, scrub) {
    const document = parseAnswerJson(body, "the workspace's change requests", scrub);
    const data = document.data;
    if (!Array.isArray(data))
        throw new ResponseShapeError("the workspace's change requests have no `data` array");
    const requests = data.map((entry) => {
        const e = entry;
        const subject = e?.attributes?.subject;
        if (typeof e?.id !== 'string' || !ID_PATTERN.test(e.id) || typeof subject !== 'string') {
            throw new ResponseShapeError("the workspace's change requests list one without an id or a subject");
        }
        const archivedAt = e.attributes?.['archived-at'];
        return { id: e.id, subject, archived: archivedAt !== null && archivedAt !== undefined };
    });
    return { document, requests };
}
/** The id of the bulk action the service accepted, where its (experimental) answer gives one. */
function parseBulkAction(body, scrub) {
    if (body.trim() === '')
        return {};
    const id = parseAnswerJson(body, 'the bulk action', scrub).data?.id;
    return typeof id === 'string' && ID_PATTERN.test(id) ? { id } : {};
}
/**
 * The organization's current feature set; undefined when none is marked current. A feature the set does not name (the
 * documentation's samples name none) is unknown, never assumed missing.
 */
function parseCurrentFeatureSet(body, scrub) {
    const data = parseAnswerJson(body, 'the feature sets', scrub).data;
    if (!Array.isArray(data))
        throw new ResponseShapeError('the feature sets answer has no `data` array');
    const current = data
        .map((entry) => entry?.attributes)
        .find((a) => a?.['is-current'] === true);
    if (current === undefined)
        return undefined;
    const flag = (key) => (typeof current[key] === 'boolean' ? current[key] : undefined);
    const name = current.name;
    const set = {};
    if (typeof name === 'string' && name !== '')
        set.name = (0,src_text/* printable */.g$)(name).slice(0, 80);
    const deprecations = flag('module-deprecations');
    const revocations = flag('module-revocations');
    const changeRequests = flag('change-requests');
    if (deprecations !== undefined)
        set.moduleDeprecations = deprecations;
    if (revocations !== undefined)
        set.moduleRevocations = revocations;
    if (changeRequests !== undefined)
        set.changeRequests = changeRequests;
    return set;
}

// EXTERNAL MODULE: ./src/address.ts
var address = __webpack_require__(6355);
;// CONCATENATED MODULE: ./src/registry/usage-rows.ts




/** A workspace name as HCP Terraform allows it. */
const WORKSPACE_NAME = /^[A-Za-z0-9_-]{1,90}$/;
/**
 * The row when it is a version of `module` on this service, else undefined. A bad version, count or workspace name
 * refuses the answer, as a decision that writes (a safe revoke) must; a reader that only reports passes `tolerate`,
 * told each problem instead: the row is kept as far as it can be, or left out when its version is not a version.
 */
function parseUsageRow(entry, module, service, tolerate) {
    const attributes = entry?.attributes;
    if (typeof attributes !== 'object' || attributes === null)
        return undefined;
    const a = attributes;
    const { source, version } = a;
    if (typeof source !== 'string' || typeof version !== 'string')
        return undefined;
    if (!usageSourceMatches(source, a['registry-type'], version, module, service))
        return undefined;
    const what = `the Explorer row for ${(0,address/* moduleName */.AO)(module)}`;
    const refuse = (problem) => {
        if (tolerate === undefined)
            throw new ResponseShapeError(problem);
        tolerate(problem);
    };
    if (!isRegistryVersion(version)) {
        refuse(`${what} has the version ${(0,src_text/* printable */.g$)((0,src_text/* show */.WU)(version))}, which is not a version`);
        return undefined;
    }
    let listed = a.workspaces;
    if (listed !== undefined && listed !== null && typeof listed !== 'string') {
        refuse(`${what} ${version} lists its workspaces as a ${typeof listed}, not a string`);
        listed = undefined;
    }
    const names = [
        ...new Set((listed ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '')),
    ];
    for (const name of names) {
        if (!WORKSPACE_NAME.test(name)) {
            refuse(`${what} ${version} names a workspace ${(0,src_text/* printable */.g$)((0,src_text/* show */.WU)(name))}, which is not a workspace name`);
        }
    }
    let counted = a['workspace-count'];
    if (counted !== undefined && !(typeof counted === 'number' && Number.isSafeInteger(counted) && counted >= 0)) {
        refuse(`${what} ${version} has a workspace count that is not a count`);
        counted = undefined;
    }
    return {
        key: `${source.toLowerCase()}@${version}`,
        version,
        count: Math.max(typeof counted === 'number' ? counted : 0, names.length),
        names,
    };
}
/**
 * Whether a row's `source` names `module` on this service. The form is not documented, so each seen or plausible one
 * is read: `HOST/ns/name/provider` with this service's host (or the generic `localterraform.com`),
 * `private/ns/name/provider`, either followed by the row's version, and a bare `ns/name/provider` only when the row
 * says it is private (bare, it is the public registry's), each possibly with a submodule path (`//modules/x`).
 */
function usageSourceMatches(source, registryType, version, module, service) {
    const type = typeof registryType === 'string' ? registryType.toLowerCase() : undefined;
    if (type === 'public')
        return false;
    // A submodule (`…/aws//modules/x`) comes in the module's package: its users use the version, and a safe revoke
    // must count them.
    const parts = source
        .toLowerCase()
        .replace(/\/\/.*$/, '')
        .split('/');
    if (parts.length === 5) {
        if (parts.pop() !== version.toLowerCase())
            return false;
    }
    if (parts.length === 4) {
        const host = parts.shift();
        const ours = [service.host.toLowerCase(), service.hostname.toLowerCase(), 'private', address/* GENERIC_REGISTRY_HOST */.hz];
        if (host === undefined || !ours.includes(host))
            return false;
    }
    else if (type !== 'private') {
        return false;
    }
    return isModuleParts(parts, module);
}
/**
 * Usage per version. A row seen twice (on two pages) counts once. Rows of one version under two spellings of its
 * source are added up: exactly (the union of names) when each names all it counts, else as the sum of their counts.
 */
function mergeUsage(rows) {
    const seen = new Set();
    const byVersion = new Map();
    for (const row of rows) {
        if (seen.has(row.key))
            continue;
        seen.add(row.key);
        byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
    }
    const usage = new Map();
    for (const [version, parts] of byVersion) {
        const names = [...new Set(parts.flatMap((p) => p.names))].sort();
        const complete = parts.every((p) => p.names.length === p.count);
        const count = complete
            ? names.length
            : Math.max(names.length, parts.reduce((sum, p) => sum + p.count, 0));
        if (count > 0)
            usage.set(version, { count, names });
    }
    return usage;
}

;// CONCATENATED MODULE: ./src/registry/paging.ts
/**
 * The checks every paged read of this service makes: what a page says of its paging against the page asked for, the
 * first page and the rows read. Any disagreement fails the read, named by its cause: a read that cannot be shown
 * complete must not pass for one (a missed page of usage lets a safe revoke remove a version in use).
 */

/** The checks, for answers called `answer` in messages, failing with `fail`. */
function pagingChecks(answer, fail) {
    /** The paging facts of one answer; a field of the wrong type is refused, never guessed. */
    function pageFacts(document, rows) {
        const links = document.links;
        const hasLinks = typeof links === 'object' && links !== null;
        const next = hasLinks ? links.next : undefined;
        const pagination = document.meta?.pagination;
        const said = typeof pagination === 'object' && pagination !== null ? pagination : {};
        const count = (key, allowNull = false) => {
            const value = said[key];
            if (value === undefined || (allowNull && value === null))
                return value;
            if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
                return value;
            throw new ResponseShapeError(`${answer}'s \`meta.pagination.${key}\` is not a count`);
        };
        const facts = {
            rows,
            hasLinks,
            linksNext: typeof next === 'string' && next !== '',
        };
        const currentPage = count('current-page');
        const nextPage = count('next-page', true);
        const pageSize = count('page-size');
        const totalPages = count('total-pages');
        const totalCount = count('total-count');
        if (currentPage !== undefined && currentPage !== null)
            facts.currentPage = currentPage;
        if (nextPage !== undefined)
            facts.nextPage = nextPage;
        if (pageSize !== undefined && pageSize !== null && pageSize > 0)
            facts.pageSize = pageSize;
        if (totalPages !== undefined && totalPages !== null)
            facts.totalPages = totalPages;
        if (totalCount !== undefined && totalCount !== null)
            facts.totalCount = totalCount;
        return facts;
    }
    /**
     * Checks page `asked` against what it and the first page say, and tells whether another page follows: `links.next`,
     * `next-page` and `total-pages` each answer that, and must agree.
     */
    function checkPage(asked, facts, first = facts) {
        const { currentPage, nextPage, totalPages, totalCount, pageSize } = facts;
        if (currentPage !== undefined && currentPage !== asked) {
            throw fail('wrong-page', `page ${asked} was asked for and the answer says it is page ${currentPage}`);
        }
        if (totalPages !== first.totalPages || totalCount !== first.totalCount) {
            throw fail('totals-changed', `page 1 said ${describeTotals(first)} and page ${asked} says ${describeTotals(facts)}`);
        }
        if (totalCount !== undefined && totalPages !== undefined && pageSize !== undefined) {
            const pages = Math.max(1, Math.ceil(totalCount / pageSize));
            if (pages !== totalPages) {
                throw fail('count-disagrees', `${totalCount} rows in pages of ${pageSize} make ${pages} pages, and the answer says ${totalPages}`);
            }
        }
        if (nextPage !== undefined && nextPage !== null && nextPage !== asked + 1) {
            throw fail('next-disagrees', `page ${asked} says the next page is ${nextPage}`);
        }
        if (!facts.hasLinks && nextPage === undefined && totalPages === undefined) {
            throw fail('no-paging', `page ${asked} has neither \`links\` nor \`meta.pagination\``);
        }
        // No `links` at all says no next page: a service that then counts more pages disagrees.
        const answers = [
            [
                !facts.hasLinks
                    ? 'there are no `links`'
                    : `\`links.next\` ${facts.linksNext ? 'names a next page' : 'names none'}`,
                facts.linksNext,
            ],
        ];
        if (nextPage !== undefined)
            answers.push([`\`next-page\` is ${nextPage ?? 'null'}`, nextPage !== null]);
        if (totalPages !== undefined)
            answers.push([`\`total-pages\` is ${totalPages}`, asked < totalPages]);
        const more = answers[0][1];
        if (answers.some(([, says]) => says !== more)) {
            throw fail('next-disagrees', `page ${asked} disagrees with itself about a next page: ${answers.map(([said]) => said).join(', ')}`);
        }
        return more;
    }
    /** After the last page: the pages and rows read are those the service counted. */
    function checkComplete(pagesRead, rowsRead, distinctRows, first) {
        if (first.totalPages !== undefined && pagesRead !== first.totalPages) {
            throw fail('count-disagrees', `the answer says ${first.totalPages} pages and ${pagesRead} were read`);
        }
        if (first.totalCount !== undefined && (rowsRead !== first.totalCount || distinctRows !== rowsRead)) {
            const repeated = distinctRows !== rowsRead ? ` (${rowsRead - distinctRows} of them twice)` : '';
            throw fail('count-disagrees', `the answer says ${first.totalCount} rows in all and ${rowsRead} were read${repeated}`);
        }
    }
    function describeTotals(facts) {
        return `${facts.totalCount ?? 'no'} rows in ${facts.totalPages ?? 'no count of'} pages`;
    }
    return { pageFacts, checkPage, checkComplete };
}

;// CONCATENATED MODULE: ./src/registry/explorer.ts
/**
 * Explorer's views, read whole or not at all: the unpaged CSV export first (one request), else the paged query, each
 * page checked against what the service says of its paging. A read that cannot be shown complete fails: usage that
 * misses a page would let a safe revoke remove a version in use. Rows come back as Explorer's attributes of every
 * row the filters select: a caller decides which are its module's, and an organization-wide reader asks unfiltered.
 */





/** The views read, each with the columns a read of it cannot do without. */
const EXPLORER_VIEWS = {
    modules: { required: ['source', 'version'] },
    workspaces: { required: ['workspace-name'] },
};
/** Explorer rows per page asked for: the largest page the service gives. */
const USAGE_PAGE_SIZE = 100;
/** Pages read at most for one query: 5,000 versions in use is beyond any real module. */
const MAX_USAGE_PAGES = 50;
/**
 * Answers to the export that mean "not here, or not for this token": the paged query is asked instead (same access
 * rules, so its refusal is the one reported). Anything else (a 5xx after retries, a bad body) fails the read.
 */
const EXPORT_FALLBACK_STATUSES = new Set([400, 401, 403, 404, 405, 406, 410, 415, 501]);
/** Explorer's paging did not add up, so usage is unknown rather than incomplete. */
class ExplorerPagingError extends ResponseShapeError {
    name = 'ExplorerPagingError';
    disagreement;
    constructor(disagreement, what) {
        super(`Explorer's paging does not add up (${disagreement}): ${what}. Not every page can be shown read, so usage is unknown. A cache or proxy that ignores query strings can cause this; so can rows that changed while pages were read (then running again helps).`);
        this.disagreement = disagreement;
    }
}
/** Explorer's paging, checked as every paged read of this service is (paging.ts). */
const { pageFacts, checkPage, checkComplete } = pagingChecks('the Explorer answer', (disagreement, what) => new ExplorerPagingError(disagreement, what));
function queryString(view, filters) {
    const params = new URLSearchParams({ type: view });
    for (const [i, f] of filters.entries())
        params.set(`filter[${i}][${f.field}][${f.operator}][0]`, f.value);
    return params;
}
/** From the unpaged export; undefined when the service has none or refuses it (EXPORT_FALLBACK_STATUSES). */
const readModuleExport = (transport, explorerUrl, filters) => readViewExport(transport, explorerUrl, 'modules', filters);
/** Every row of a view the filters select, from the unpaged export, as readModuleExport. */
async function readViewExport(transport, explorerUrl, view, filters) {
    let body;
    try {
        // The body is bounded by the transport (TRANSPORT_LIMITS.maxBodyBytes): a larger answer fails the read.
        ({ body } = await transport.send('read usage', 'GET', `${explorerUrl}/export/csv?${queryString(view, filters).toString()}`, undefined, { accept: 'text/csv' }));
    }
    catch (error) {
        if (error instanceof RegistryError && EXPORT_FALLBACK_STATUSES.has(error.status))
            return undefined;
        throw error;
    }
    return await parseExport(body, view, transport.scrub);
}
/** How many `"` a text holds, counted without an array of them (an organization's export is MBs). */
function quotesIn(text) {
    let count = 0;
    for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1))
        count++;
    return count;
}
/**
 * The export's rows as the query's attributes: columns as the query's fields (`workspace_count` is
 * `workspace-count`), counts as numbers; a body that is not CSV with `source` and `version` columns is refused.
 * d3-dsv (small) is loaded here, on use: most runs read no export. It reads leniently, so what it would let pass is
 * refused first: an unclosed quote (an odd number of quotes) and a row of another width than the header.
 */
const parseModuleExport = (body, scrub = noSecrets) => parseExport(body, 'modules', scrub);
/** A view's export, read as parseModuleExport reads the module view's. */
async function parseExport(body, view, scrub = scrub_noSecrets) {
    const { csvParseRows } = await __webpack_require__.e(/* import() */ 545).then(__webpack_require__.bind(__webpack_require__, 6545));
    const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
    const notCsv = (why) => new ResponseShapeError(`the Explorer export is not CSV as documented (${why}); a proxy or the wrong hostname may be in the way`);
    if (quotesIn(text) % 2 === 1)
        throw notCsv('a quoted field is not closed');
    const rows = csvParseRows(text).filter((row) => !(row.length === 1 && row[0] === ''));
    const [header = [], ...data] = rows;
    const columns = header.map((name) => name.trim().toLowerCase().replace(/[_ ]/g, '-'));
    const uneven = data.findIndex((row) => row.length !== columns.length);
    if (uneven >= 0) {
        throw notCsv(`row ${uneven + 1} has ${(0,src_text/* plural */.LS)(data[uneven].length, 'field')}, the header ${columns.length}`);
    }
    const missing = EXPLORER_VIEWS[view].required.filter((c) => !columns.includes(c));
    if (missing.length > 0) {
        throw new ResponseShapeError(`the Explorer export has no ${missing.map((c) => `\`${c}\``).join(' or ')} column; a proxy or the wrong hostname may be in the way`);
    }
    return data.map((row) => {
        // Every cell is service text: the run's secrets are taken out as it enters the model.
        const attributes = Object.fromEntries(columns.map((column, i) => [column, scrub(row[i] ?? '')]));
        const count = attributes['workspace-count'];
        if (count === undefined || count.trim() === '')
            delete attributes['workspace-count'];
        else if (/^[0-9]{1,15}$/.test(count.trim()))
            attributes['workspace-count'] = Number(count.trim());
        return attributes;
    });
}
/**
 * From the paged query: each page asked for by number on this service (never at an address the answer gives: the
 * token goes only to the host the workflow names), each checked by checkPage, and the whole by checkComplete.
 */
const readModulePages = (transport, explorerUrl, filters, maxPages = MAX_USAGE_PAGES) => readViewPages(transport, explorerUrl, 'modules', filters, maxPages);
/** Every row of a view the filters select, from the paged query, as readModulePages. */
async function readViewPages(transport, explorerUrl, view, filters, maxPages = MAX_USAGE_PAGES) {
    const rows = [];
    const keys = new Set();
    let first;
    for (let page = 1;; page++) {
        const params = queryString(view, filters);
        params.set('page[number]', String(page));
        params.set('page[size]', String(USAGE_PAGE_SIZE));
        const { body } = await transport.send('read usage', 'GET', `${explorerUrl}?${params.toString()}`);
        const document = parseAnswerJson(body, 'the Explorer', transport.scrub);
        const data = document.data;
        if (!Array.isArray(data)) {
            throw new ResponseShapeError('the Explorer answer has no `data` array; is the hostname an HCP Terraform host?');
        }
        for (const entry of data) {
            const attributes = entry?.attributes;
            const row = typeof attributes === 'object' && attributes !== null ? attributes : {};
            rows.push(row);
            keys.add(JSON.stringify([entry?.id, row.source, row.version]));
        }
        const facts = pageFacts(document, data.length);
        first ??= facts;
        if (!checkPage(page, facts, first)) {
            checkComplete(page, rows.length, keys.size, first);
            return rows;
        }
        if (page >= maxPages) {
            throw new ExplorerPagingError('too-many-pages', `the answer still has more pages after ${maxPages} pages of ${USAGE_PAGE_SIZE} rows for one query`);
        }
    }
}

;// CONCATENATED MODULE: ./src/registry/module-list.ts




/** Modules per page asked for: the largest page the service gives. */
const MODULE_PAGE_SIZE = 100;
/** Pages read at most: 10,000 private modules is beyond any real organization. */
const MAX_MODULE_PAGES = 100;
/** Namespace and name as Terraform's module registry addresses allow them. */
const MODULE_NAME = /^[0-9A-Za-z](?:[0-9A-Za-z_-]{0,62}[0-9A-Za-z])?$/;
/** The target system ("provider") of a module address. */
const MODULE_PROVIDER = /^[0-9a-z]{1,64}$/;
/** The module list's paging did not add up, so the organization's modules are unknown. */
class ModuleListPagingError extends ResponseShapeError {
    name = 'ModuleListPagingError';
    disagreement;
    constructor(disagreement, what) {
        super(`the registry's module list does not add up (${disagreement}): ${what}. Not every page can be shown read, so the organization's modules are unknown. A cache or proxy that ignores query strings can cause this; so can modules published while the pages were read (then running again helps).`);
        this.disagreement = disagreement;
    }
}
const { pageFacts: module_list_pageFacts, checkPage: module_list_checkPage, checkComplete: module_list_checkComplete } = pagingChecks('the module list', (disagreement, what) => new ModuleListPagingError(disagreement, what));
/** The organization's private modules, in the order the service lists them. */
async function readPrivateModules(transport, baseUrl, organization) {
    const url = `${baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/registry-modules`;
    const modules = [];
    // Every entry read, private or not, as the service counts them; and the distinct ones.
    let entries = 0;
    const distinct = new Set();
    let first;
    for (let page = 1;; page++) {
        const params = new URLSearchParams({
            'filter[registry_name]': 'private',
            'filter[organization_name]': organization,
            'page[number]': String(page),
            'page[size]': String(MODULE_PAGE_SIZE),
        });
        const { body } = await transport.send('list modules', 'GET', `${url}?${params.toString()}`);
        const document = parseAnswerJson(body, 'the module list', transport.scrub);
        const data = document.data;
        if (!Array.isArray(data)) {
            throw new ResponseShapeError('the module list has no `data` array; is the hostname an HCP Terraform host?');
        }
        for (const entry of data) {
            entries += 1;
            const module = privateModuleOf(entry, organization);
            distinct.add(JSON.stringify([entry?.id, module]));
            if (module !== undefined)
                modules.push(module);
        }
        const facts = module_list_pageFacts(document, data.length);
        first ??= facts;
        if (!module_list_checkPage(page, facts, first)) {
            module_list_checkComplete(page, entries, distinct.size, first);
            return modules;
        }
        if (page >= MAX_MODULE_PAGES) {
            throw new ModuleListPagingError('too-many-pages', `the answer still has more pages after ${MAX_MODULE_PAGES} pages of ${MODULE_PAGE_SIZE} modules`);
        }
    }
}
/** One entry as a private module; undefined for a public one. A name no address can hold is refused, not skipped. */
function privateModuleOf(entry, organization) {
    const attributes = entry?.attributes ?? {};
    const registry = attributes['registry-name'];
    if (registry !== undefined && registry !== 'private')
        return undefined;
    const namespace = attributes.namespace ?? organization;
    const { name, provider } = attributes;
    if (typeof namespace !== 'string' ||
        typeof name !== 'string' ||
        typeof provider !== 'string' ||
        !MODULE_NAME.test(namespace) ||
        !MODULE_NAME.test(name) ||
        !MODULE_PROVIDER.test(provider)) {
        throw new ResponseShapeError(`the module list has an entry that is no module address (namespace ${(0,src_text/* show */.WU)(String(namespace))}, name ${(0,src_text/* show */.WU)(String(name))}, provider ${(0,src_text/* show */.WU)(String(provider))})`);
    }
    return { namespace, name, provider };
}

;// CONCATENATED MODULE: ./src/registry/organization-usage.ts





/** Pages read at most organization-wide: 100,000 rows of versions in use (a one-module query stops sooner). */
const MAX_ORGANIZATION_USAGE_PAGES = 1000;
/** The key a module has in an OrganizationUsage: `namespace/name/provider`, as the list spells it. */
async function readOrganizationUsage(transport, service, organization, modules, options = {}) {
    const explorerUrl = `${service.baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/explorer`;
    let entries;
    let via = 'export';
    try {
        entries = await readModuleExport(transport, explorerUrl, []);
        if (entries === undefined) {
            via = 'pages';
            entries = await readModulePages(transport, explorerUrl, [], MAX_ORGANIZATION_USAGE_PAGES);
        }
    }
    catch (error) {
        if (error instanceof RegistryError && [401, 403, 404].includes(error.status))
            throw new UsageAccessError(error);
        throw error;
    }
    // A row's candidate module from its source, then the full check against that module.
    const byKey = new Map(modules.map((m) => [(0,address/* moduleName */.AO)(m).toLowerCase(), m]));
    const rows = new Map();
    const problems = [];
    const tolerate = options.tolerant === true ? (problem) => problems.push(problem) : undefined;
    for (const attributes of entries) {
        const module = candidateModule(attributes.source, byKey);
        if (module === undefined)
            continue;
        const row = parseUsageRow({ attributes }, module, service, tolerate);
        if (row === undefined)
            continue;
        const key = (0,address/* moduleName */.AO)(module);
        const list = rows.get(key);
        if (list === undefined)
            rows.set(key, [row]);
        else
            list.push(row);
    }
    const usage = new Map();
    for (const [key, list] of rows)
        usage.set(key, mergeUsage(list));
    const projects = options.projects === true ? await readWorkspaceProjects(transport, explorerUrl, via) : undefined;
    return {
        modules: usage,
        via,
        ...(problems.length > 0 && { problems }),
        ...(projects !== undefined && ('problem' in projects ? { projectsProblem: projects.problem } : { projects })),
    };
}
/** Each workspace's project, read as the module view was; only shown, so a failure is a problem to say, not a failure. */
async function readWorkspaceProjects(transport, explorerUrl, via) {
    try {
        const entries = (via === 'export' ? await readViewExport(transport, explorerUrl, 'workspaces', []) : undefined) ??
            (await readViewPages(transport, explorerUrl, 'workspaces', [], MAX_ORGANIZATION_USAGE_PAGES));
        const projects = new Map();
        for (const row of entries) {
            const [workspace, project] = [row['workspace-name'], row['project-name']];
            if (typeof workspace === 'string' && typeof project === 'string' && project !== '') {
                projects.set(workspace, project);
            }
        }
        return projects;
    }
    catch (error) {
        return { problem: (0,src_text/* errorMessage */.gJ)(error) };
    }
}
/**
 * Workspace names by repository (`vcs-repo-identifier`, `owner/name`, lower case), from the workspace view: its export,
 * else its pages; a refusal gives a UsageAccessError.
 */
async function readWorkspaceRepositories(transport, service, organization) {
    const explorerUrl = `${service.baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/explorer`;
    let entries;
    try {
        entries =
            (await readViewExport(transport, explorerUrl, 'workspaces', [])) ??
                (await readViewPages(transport, explorerUrl, 'workspaces', [], MAX_ORGANIZATION_USAGE_PAGES));
    }
    catch (error) {
        if (error instanceof RegistryError && [401, 403, 404].includes(error.status))
            throw new UsageAccessError(error);
        throw error;
    }
    const repositories = new Map();
    for (const row of entries) {
        const [workspace, repository] = [row['workspace-name'], row['vcs-repo-identifier']];
        if (typeof workspace !== 'string' || typeof repository !== 'string' || !/^[^/\s]+\/[^/\s]+$/.test(repository)) {
            continue;
        }
        const key = repository.toLowerCase();
        repositories.set(key, [...(repositories.get(key) ?? []), workspace].sort());
    }
    return repositories;
}
/** The module a row's `source` may name (`HOST/ns/name/provider[/version][//sub]`, `ns/name/provider`). */
function candidateModule(source, byKey) {
    if (typeof source !== 'string')
        return undefined;
    const parts = source
        .toLowerCase()
        .replace(/\/\/.*$/, '')
        .split('/');
    // Both readings of four parts (host first, or a version last) are tried; parseUsageRow decides.
    const candidates = [parts.slice(-3), parts.slice(1, 4), parts.slice(0, 3)].filter((p) => p.length === 3);
    for (const candidate of candidates) {
        const module = byKey.get(candidate.join('/'));
        if (module !== undefined)
            return module;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/registry/workspace-changes.ts



/** Change requests asked for a page: the service's largest. */
const CHANGE_REQUEST_PAGE_SIZE = 100;
/** Pages read at most for one workspace: 2,000 change requests is beyond any real backlog. */
const MAX_CHANGE_REQUEST_PAGES = 20;
const { pageFacts: workspace_changes_pageFacts, checkPage: workspace_changes_checkPage, checkComplete: workspace_changes_checkComplete } = pagingChecks("the workspace's change requests", (disagreement, what) => new ResponseShapeError(`the workspace's change requests do not add up (${disagreement}): ${what}, so whether it already has one of this action's change requests is unknown`));
/** Every change request of a workspace (by name, as the API takes it), open or archived. */
async function listWorkspaceChangeRequests(transport, baseUrl, workspace) {
    const url = `${baseUrl}/api/v2/workspaces/${encodeURIComponent(workspace)}/change-requests`;
    const requests = [];
    const ids = new Set();
    let first;
    for (let page = 1;; page++) {
        const params = new URLSearchParams({
            'page[number]': String(page),
            'page[size]': String(CHANGE_REQUEST_PAGE_SIZE),
        });
        const { body } = await transport.send('read change requests', 'GET', `${url}?${params.toString()}`);
        const { document, requests: listed } = parseChangeRequestPage(body, transport.scrub);
        for (const request of listed) {
            ids.add(request.id);
            requests.push(request);
        }
        const facts = workspace_changes_pageFacts(document, listed.length);
        first ??= facts;
        if (!workspace_changes_checkPage(page, facts, first)) {
            workspace_changes_checkComplete(page, requests.length, ids.size, first);
            return requests;
        }
        if (page >= MAX_CHANGE_REQUEST_PAGES) {
            throw new ResponseShapeError(`the workspace's change requests still have more pages after ${MAX_CHANGE_REQUEST_PAGES} pages of ${CHANGE_REQUEST_PAGE_SIZE}`);
        }
    }
}
/** One bulk action over workspaces named by an Explorer query (names are what the module view gives, not ids). */
async function openChangeRequests(transport, baseUrl, organization, batch) {
    const url = `${baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/explorer/bulk-actions`;
    const { body } = await transport.send('open change requests', 'POST', url, {
        data: {
            type: 'bulk_actions',
            attributes: {
                action_type: batch.actionType,
                action_inputs: { subject: batch.subject, message: batch.message },
                query: { type: 'workspaces', filter: [{ workspace_name: { is: [...batch.workspaces] } }] },
            },
        },
    });
    return parseBulkAction(body, transport.scrub);
}
/** Undefined where the service has no such endpoint (a 404: Terraform Enterprise), so the caller goes on as before. */
async function readFeatureSet(transport, baseUrl, organization) {
    const url = `${baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/feature-sets?page%5Bsize%5D=100`;
    try {
        const { body } = await transport.send('read feature sets', 'GET', url);
        return parseCurrentFeatureSet(body, transport.scrub);
    }
    catch (error) {
        if (error instanceof RegistryError && error.status === 404)
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/registry/client.ts








const seg = (value) => encodeURIComponent(value);
class RegistryClient {
    service;
    transport;
    /** Organizations whose Explorer has no export for this token: their pages are read instead. */
    noExport = new Set();
    constructor(service, transport) {
        this.service = service;
        this.transport = transport;
    }
    registryPath(module) {
        return `${this.service.baseUrl}/api/registry/v1/modules/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
    }
    async listModules(organization) {
        return readPrivateModules(this.transport, this.service.baseUrl, organization);
    }
    /** Every version of a module with its deprecation, in one request. */
    async listVersions(module, options = {}) {
        const url = `${this.registryPath(module)}/versions`;
        const { body } = await this.transport.send('read versions', 'GET', url, undefined, options);
        return parseVersionsList(body, module, this.service, this.transport.scrub, this.transport.words);
    }
    /**
     * From the v2 module read (the registry read API does not show revocation), one request per module. Undefined when
     * the service has no revocation: the key is absent, or the read is not found (older releases).
     */
    async readRevokedVersions(module, options = {}) {
        // A private module's namespace is its organization.
        const url = this.modulePath(module.namespace, module);
        let body;
        try {
            ({ body } = await this.transport.send('read revocations', 'GET', url, undefined, options));
        }
        catch (error) {
            if (error instanceof RegistryError && error.status === 404)
                return undefined;
            throw error;
        }
        return parseRevokedVersions(body, this.transport.scrub);
    }
    /** From the v2 one-version read; null when not revoked (or the service shows no revocation for it). */
    async readRevocation(organization, module, version, options = {}) {
        const url = `${this.modulePath(organization, module)}/version?module_version=${encodeURIComponent(version)}`;
        const { body } = await this.transport.send('read version', 'GET', url, undefined, options);
        return parseRevocation(body, this.transport.scrub);
    }
    /** Deprecates a version or reverts it: one PATCH, a revert sending the status alone, as the API reference shows. */
    async setDeprecation(organization, module, version, desired) {
        const url = `${this.modulePath(organization, module)}/${seg(version)}`;
        const deprecation = desired.deprecated
            ? { 'deprecated-status': 'Deprecated', reason: desired.reason, link: desired.link }
            : { 'deprecated-status': 'Undeprecated' };
        const { body } = await this.transport.send(desired.deprecated ? 'deprecate' : 'revert', 'PATCH', url, {
            data: { type: 'module-versions', attributes: { deprecation } },
        });
        return parseSetDeprecation(body, this.transport.scrub);
    }
    /**
     * Revokes a version or unrevokes it (back to deprecated): the deprecation's PATCH with `revocation`. When the service
     * refuses (404 or 422, as one without revocation does), one module read tells whether it has revocation at all: if
     * not, a RevocationUnavailableError says which edition it needs; otherwise the refusal is thrown as is.
     */
    async setRevocation(organization, module, version, desired) {
        if (!isRegistryVersion(version)) {
            throw new Error(`${(0,src_text/* printable */.g$)((0,src_text/* show */.WU)(version))} is not a version; nothing was sent`);
        }
        const url = `${this.modulePath(organization, module)}/${seg(version)}`;
        const revocation = desired.revoked
            ? { status: 'Revoked', message: desired.message, link: desired.link }
            : { status: 'Unrevoked' };
        const operation = desired.revoked ? 'revoke' : 'unrevoke';
        let body;
        try {
            ({ body } = await this.transport.send(operation, 'PATCH', url, {
                data: { type: 'module-versions', attributes: { revocation } },
            }));
        }
        catch (error) {
            if (error instanceof RegistryError && (error.status === 404 || error.status === 422)) {
                if ((await this.hasRevocation(organization, module)) === false)
                    throw new RevocationUnavailableError(error);
            }
            throw error;
        }
        return parseSetRevocation(body, this.transport.scrub);
    }
    /**
     * Workspace usage of each version of a module, from Explorer: the unpaged export filtered to the module where the
     * service has it, else the paged query, whose paging must add up; a read that cannot be shown complete fails rather
     * than undercount. A token Explorer refuses (401, 403, 404) gives a UsageAccessError.
     */
    async listUsage(organization, module) {
        const explorerUrl = `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/explorer`;
        // `contains` matches every known spelling of the source; rows are checked again below.
        const filters = [
            { field: 'source', operator: 'contains', value: `${module.namespace}/${module.name}/${module.provider}` },
        ];
        const key = organization.toLowerCase();
        let entries;
        try {
            if (!this.noExport.has(key)) {
                entries = await readModuleExport(this.transport, explorerUrl, filters);
                // Not asked again in this run: the answer would be the same for every module.
                if (entries === undefined)
                    this.noExport.add(key);
            }
            entries ??= await readModulePages(this.transport, explorerUrl, filters);
        }
        catch (error) {
            if (error instanceof RegistryError && [401, 403, 404].includes(error.status)) {
                throw new UsageAccessError(error);
            }
            throw error;
        }
        const rows = [];
        for (const attributes of entries) {
            const row = parseUsageRow({ attributes }, module, this.service);
            if (row !== undefined)
                rows.push(row);
        }
        return mergeUsage(rows);
    }
    /** From one unfiltered read of Explorer: the export, else the pages. */
    async listOrganizationUsage(organization, modules, options) {
        return readOrganizationUsage(this.transport, this.service, organization, modules, options);
    }
    async listWorkspaceRepositories(organization) {
        return readWorkspaceRepositories(this.transport, this.service, organization);
    }
    async listChangeRequests(workspace) {
        return listWorkspaceChangeRequests(this.transport, this.service.baseUrl, workspace);
    }
    async openChangeRequests(organization, batch) {
        return openChangeRequests(this.transport, this.service.baseUrl, organization, batch);
    }
    async readFeatureSet(organization) {
        return readFeatureSet(this.transport, this.service.baseUrl, organization);
    }
    /** From the module read: false when it lists no `revoked-versions`, undefined when that cannot be told. */
    async hasRevocation(organization, module) {
        try {
            const { body } = await this.transport.send('read revocations', 'GET', this.modulePath(organization, module));
            return parseHasRevocation(body);
        }
        catch {
            return undefined;
        }
    }
    modulePath(organization, module) {
        return `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/registry/limits.ts
/** The bounds of a request and of its retries, as data in one place; docs/reliability.md ("Bounds") states them. */
const MiB = 1024 * 1024;
const TRANSPORT_LIMITS = {
    /** The retries of a request that failed in a way worth retrying (429, 5xx, no answer at all). */
    retry: {
        /** Tries in all, the first included. */
        maxAttempts: 6,
        baseDelayMs: 250,
        maxDelayMs: 8_000,
        /** No retry starts once this much time has passed since the first try. */
        maxElapsedMs: 60_000,
    },
    /** Requests per second before the service tells us its limit (`X-RateLimit-Limit`). */
    initialRatePerSecond: 25,
    /**
     * Starts at the beginning of a run that skip the even spacing (RateLimiter): all the requests of one version's
     * deprecation or revoke, which should not wait for a pace meant for hundreds; far below any limit.
     */
    initialBurst: 8,
    /**
     * Announced limits outside this range are not followed: below 1 per second the next request would be minutes away;
     * the service allows about 30, and above 1000 the spacing is below the timer resolution: a broken header.
     */
    minAnnouncedRate: 1,
    maxAnnouncedRate: 1000,
    /**
     * The largest answer read. A versions list stays within a few MB even for thousands of versions with long reasons;
     * anything far beyond is not the service, and reading it whole could exhaust memory.
     */
    maxBodyBytes: 32 * MiB,
    /** Redirects within the service's origin followed for one request; another origin is never followed. */
    maxRedirects: 3,
};

;// CONCATENATED MODULE: ./src/registry/rate-limit.ts
/** The pace of request starts, under the service's limit (about 30 per second per user) or the one it announces. */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/**
 * At most `limit` starts in any one-second window, and no two closer than the service's own spacing: bursts would let
 * network jitter push a request into the previous window of the service's count and draw a 429. Only the first
 * `burst` starts skip the spacing: a few requests should not wait for a pace meant for hundreds. One limiter may pace
 * several transports, so that two tokens on one service share one budget.
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
     * Adapts to the limit the service announces. One request of margin per window (a few for large limits) absorbs the
     * difference between when we send and when the service counts an arrival. A limit below `minAnnouncedRate` or not
     * finite is ignored, one above `maxAnnouncedRate` capped; the answer says which.
     */
    adapt(announcedLimit) {
        if (!Number.isFinite(announcedLimit) || announcedLimit < TRANSPORT_LIMITS.minAnnouncedRate)
            return 'ignored';
        const limit = Math.min(announcedLimit, TRANSPORT_LIMITS.maxAnnouncedRate);
        this.perSecond = Math.max(1, Math.min(limit - 1, Math.floor(limit * 0.97)));
        this.spacingMs = 1000 / limit;
        return limit === announcedLimit ? 'followed' : 'capped';
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

;// CONCATENATED MODULE: ./src/registry/retry.ts
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

// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
;// CONCATENATED MODULE: ./src/registry/transport.ts








const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const transport_sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
class BodyError extends Error {
    why;
    constructor(why) {
        super(why);
        this.why = why;
    }
}
/**
 * Reads an answer whole, within `timeoutMs` and `maxBytes`. Settles once: the first failure wins, so the stream
 * destroyed after a timeout is not then reported as a closed connection.
 */
function readBody(message, timeoutMs, maxBytes) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        const socket = message.socket;
        let received = 0;
        let settled = false;
        // The socket's idle timeout (`requestTimeout`) closes the connection when no byte comes for that long: a timeout
        // too, not a dropped line.
        let idle = false;
        const onIdle = () => {
            idle = true;
        };
        const settle = () => {
            settled = true;
            clearTimeout(timer);
            socket?.off('timeout', onIdle);
        };
        const fail = (why) => {
            if (settled)
                return;
            settle();
            reject(new BodyError(why));
            message.destroy();
        };
        const timer = setTimeout(() => fail('timeout'), timeoutMs);
        socket?.on('timeout', onIdle);
        const declared = Number(message.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
            fail('too-large');
            return;
        }
        message.on('data', (chunk) => {
            received += chunk.length;
            if (received > maxBytes)
                fail('too-large');
            else
                chunks.push(chunk);
        });
        message.on('end', () => {
            if (settled)
                return;
            settle();
            resolve(Buffer.concat(chunks).toString('utf8'));
        });
        // `@actions/http-client`'s readBody never settles when the connection drops mid-body.
        const closed = () => fail(idle ? 'timeout' : 'closed');
        message.on('aborted', closed);
        message.on('error', closed);
        message.on('close', () => {
            if (!message.complete)
                closed();
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
    /** The run's secrets taken out of service text; the client parses its answers with it too. */
    scrub;
    words;
    noticed = new Set();
    constructor(options) {
        this.options = options;
        this.retry = options.retry ?? TRANSPORT_LIMITS.retry;
        this.scrub = options.scrub ?? secretScrubber([options.token]);
        this.words = options.words;
        this.limiter =
            options.limiter ??
                new RateLimiter(options.initialRatePerSecond ?? TRANSPORT_LIMITS.initialRatePerSecond, {
                    burst: TRANSPORT_LIMITS.initialBurst,
                });
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
    /**
     * Sends a request and returns a 2xx answer, or throws a RegistryError / TransportError. No retry waits past
     * `deadline`: the caller's own time limit wins over the retry budget. `accept` replaces the JSON:API Accept header.
     * A POST is not idempotent (a bulk action sent twice opens its change requests twice): it is retried only after a
     * 429, which says the service did not take it.
     */
    async send(operation, method, url, body, options = {}) {
        const started = Date.now();
        for (let attempt = 1;; attempt++) {
            let failure;
            let waitMs;
            try {
                const { status, headers, text } = await this.once(operation, method, url, body, options.accept);
                if (status >= 200 && status < 300)
                    return { status, body: text };
                failure = registryError(operation, status, text, this.words, this.scrub);
                if (status === 429) {
                    this.rateLimitedCount++;
                    waitMs = retryAfterMs(headers);
                }
                else if (status === 503) {
                    waitMs = retryAfterMs(headers);
                }
            }
            catch (error) {
                if (!(error instanceof TransportError))
                    throw error;
                failure = error;
            }
            const mayRepeat = method !== 'POST' || (failure instanceof RegistryError && failure.status === 429);
            if (!failure.retryable || !mayRepeat) {
                // A TransportError says what went wrong, not while doing what: add that, as gaveUp does.
                if (failure instanceof TransportError)
                    failure.message = `${operation} failed: ${failure.message}`;
                throw failure;
            }
            const delay = waitMs !== undefined ? waitMs + Math.round(Math.random() * 100) : backoffMs(this.retry, attempt);
            const outOfTime = Date.now() - started + delay > this.retry.maxElapsedMs;
            const pastDeadline = options.deadline !== undefined && Date.now() + delay > options.deadline;
            if (attempt >= this.retry.maxAttempts || outOfTime || pastDeadline) {
                throw gaveUp(failure, operation, attempt, Date.now() - started, outOfTime ? waitMs : undefined, this.retry, this.words);
            }
            this.options.onRetry?.({ operation, attempt, delayMs: delay, reason: summarize(failure) });
            await transport_sleep(delay);
        }
    }
    async once(operation, method, url, body, accept = 'application/vnd.api+json, application/json') {
        let target = url;
        for (let redirects = 0;; redirects++) {
            await this.limiter.acquire();
            this.requestCount++;
            const headers = {
                authorization: `Bearer ${this.options.token}`,
                accept,
            };
            if (body !== undefined)
                headers['content-type'] = 'application/vnd.api+json';
            let message;
            try {
                const response = await withTimeout(this.http.request(method, target, body === undefined ? null : JSON.stringify(body), headers), this.options.requestTimeoutMs);
                message = response.message;
            }
            catch (error) {
                throw networkFailure(new URL(target).host, describeNetworkError(error), error, this.words);
            }
            const status = message.statusCode ?? 0;
            this.followRateLimit(message.headers['x-ratelimit-limit']);
            const text = await this.readAnswer(method, target, message);
            if (!REDIRECTS.has(status))
                return { status, headers: message.headers, text };
            const location = message.headers.location;
            let next;
            try {
                next = location !== undefined ? new URL(location, target) : undefined;
            }
            catch {
                next = undefined;
            }
            // The token must never follow a redirect to another origin: stop instead of sending it.
            if (next === undefined || next.origin !== new URL(target).origin) {
                throw new RegistryError(operation, status, [], `the service redirected the request to ${next !== undefined ? (0,src_text/* printable */.g$)(this.scrub(next.origin)) : 'an unknown location'}; the token is only sent to ${new URL(url).origin}. Set ${this.words.name('hostname')} to the address the service really answers on.`);
            }
            if (redirects >= TRANSPORT_LIMITS.maxRedirects) {
                throw new RegistryError(operation, status, [], `the service redirected the request ${redirects + 1} times within ${new URL(url).origin} (last to ${(0,src_text/* show */.WU)((0,src_text/* printable */.g$)(this.scrub(next.pathname)))}), a redirect loop or chain this action does not follow further. Check that ${this.words.name('hostname')} is the address the service answers on, and the service or proxy's redirect rules.`);
            }
            target = next.href;
        }
    }
    /** Follows a sane announced rate limit; says once in the log when one is ignored or capped. */
    followRateLimit(header) {
        if (typeof header !== 'string' || header.trim() === '')
            return;
        const announced = Number(header);
        // Quoted below: a header is service text like any other.
        const quoted = (0,src_text/* show */.WU)((0,src_text/* printable */.g$)(this.scrub(header)));
        const outcome = this.limiter.adapt(announced);
        if (outcome === 'followed' || this.noticed.has(outcome))
            return;
        this.noticed.add(outcome);
        this.options.onNotice?.(outcome === 'ignored'
            ? `The service announced a rate limit of ${quoted} requests per second (X-RateLimit-Limit), which is not a number of at least ${TRANSPORT_LIMITS.minAnnouncedRate}; it is ignored, and requests keep their pace of ${this.limiter.limit} per second.`
            : `The service announced a rate limit of ${quoted} requests per second (X-RateLimit-Limit); requests are paced at no more than ${TRANSPORT_LIMITS.maxAnnouncedRate} per second.`);
    }
    async readAnswer(method, target, message) {
        const maxBytes = this.options.maxBodyBytes ?? TRANSPORT_LIMITS.maxBodyBytes;
        try {
            return await readBody(message, this.options.requestTimeoutMs, maxBytes);
        }
        catch (error) {
            if (!(error instanceof BodyError))
                throw error;
            switch (error.why) {
                case 'timeout':
                    throw new TransportError(`no complete answer within ${this.options.requestTimeoutMs / 1000} s`);
                case 'closed':
                    throw new TransportError('the connection closed before the answer was complete');
                case 'too-large':
                    // Not retried: the same request would get the same answer.
                    throw new TransportError(`the answer to ${method} ${(0,src_text/* printable */.g$)(new URL(target).pathname)} is larger than ${(0,read_bounded/* formatBytes */.z3)(maxBytes)}, the most this action reads, so it is not an answer the service gives. Check that ${this.words.name('hostname')} names an HCP Terraform or Terraform Enterprise host and that no proxy answers in its place.`, { retryable: false });
            }
        }
    }
}
function summarize(error) {
    return error instanceof RegistryError ? `HTTP ${error.status}` : error.message;
}
function describeNetworkError(error) {
    if (error instanceof TransportError)
        return error.message;
    const code = error.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' ? `${code} (${message})` : message;
}
function withTimeout(promise, ms) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new TransportError(`no answer within ${ms / 1000} s`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// EXTERNAL MODULE: ./src/action-version.ts + 1 modules
var action_version = __webpack_require__(5567);
;// CONCATENATED MODULE: ./src/registry/open.ts




function openRegistry(connection, log) {
    // One scrubber for both transports: a service may echo either token, or any other of the run.
    const scrub = secretScrubber([connection.token, connection.usageToken ?? '', ...(connection.secrets ?? [])]);
    const options = {
        userAgent: action_version/* USER_AGENT */._,
        scrub,
        requestTimeoutMs: connection.requestTimeoutMs,
        onRetry: (e) => log.info(`  ${e.operation}: ${e.reason}; retrying in ${(e.delayMs / 1000).toFixed(1)} s (try ${e.attempt + 1})`),
        onNotice: (message) => log.info(message),
        words: connection.words,
    };
    const transport = new Transport({ ...options, token: connection.token });
    const client = new RegistryClient(connection.service, transport);
    const usageTransport = connection.usageToken !== undefined && connection.usageToken !== connection.token
        ? new Transport({ ...options, token: connection.usageToken, limiter: transport.limiter })
        : undefined;
    const transports = usageTransport !== undefined ? [transport, usageTransport] : [transport];
    return {
        client,
        usage: usageTransport !== undefined ? new RegistryClient(connection.service, usageTransport) : client,
        stats: () => `requests sent: ${transports.reduce((n, t) => n + t.requestCount, 0)}, rate limited: ${transports.reduce((n, t) => n + t.rateLimitedCount, 0)}`,
        close: () => {
            for (const t of transports)
                t.close();
        },
    };
}


/***/ })

};
