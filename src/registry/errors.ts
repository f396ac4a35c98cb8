/**
 * Errors from the service, turned into messages that say what to check. Proxies and load balancers answer whatever
 * they like instead of JSON:API error documents, so every parse here is defensive.
 */
import { REVOCATION_EDITION_HINT, usageAccessHint, type Wording } from '../model.ts';
import { noSecrets, parseScrubbedJson, type Scrub } from './scrub.ts';
import { printable } from '../text.ts';

interface ApiErrorDetail {
  status?: string;
  title?: string;
  detail?: string;
  pointer?: string;
}

/** What the client was doing, so a message can say which settings matter. */
export type Operation =
  | 'read versions'
  | 'read version'
  | 'read revocations'
  | 'read usage'
  | 'list modules'
  | 'deprecate'
  | 'revert'
  | 'revoke'
  | 'unrevoke'
  | 'read feature sets'
  | 'read change requests'
  | 'open change requests';

/** Operations that need the "manage private registry" permission. */
function isWrite(op: Operation): boolean {
  return op === 'deprecate' || op === 'revert' || op === 'revoke' || op === 'unrevoke';
}

function isRevocation(op: Operation): boolean {
  return op === 'revoke' || op === 'unrevoke';
}

const changeRequestAccessHint = (words: Wording): string =>
  `Opening change requests needs a token of the owners team, or of a team with "Manage all projects" or "Manage all workspaces"${words.takes('token') ? ` (${words.input('token')})` : ''}.`;

const explorerAccessHint = (words: Wording): string => usageAccessHint(words.input('usageToken'));

export class RegistryError extends Error {
  override name = 'RegistryError';
  readonly status: number;
  readonly operation: Operation;
  readonly details: readonly ApiErrorDetail[];
  /** Trying again later may succeed (429, 5xx). */
  readonly retryable: boolean;

  constructor(operation: Operation, status: number, details: readonly ApiErrorDetail[], message: string) {
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
export class RevocationUnavailableError extends RegistryError {
  override name = 'RevocationUnavailableError';
  readonly failureReason = 'revocation-unavailable';

  constructor(refused: RegistryError) {
    super(
      refused.operation,
      refused.status,
      refused.details,
      `${refused.operation} failed: HTTP ${refused.status}: this service has no module revocation (its module read lists no \`revoked-versions\`). ${REVOCATION_EDITION_HINT}`,
    );
  }
}

/** Explorer refused the token (401, 403, or 404, which also means "not allowed"); a caller may go on without usage. */
export class UsageAccessError extends RegistryError {
  override name = 'UsageAccessError';
  /** Read by the usage source, which cannot import this class: Explorer refused the token. */
  readonly usageAccessRefused = true;
  /** The message already says what access Explorer needs and which input to set (403, 404). */
  readonly saysWhatAccess: boolean;

  constructor(refused: RegistryError) {
    super(refused.operation, refused.status, refused.details, refused.message);
    this.saysWhatAccess = refused.operation === 'read usage' && (refused.status === 403 || refused.status === 404);
  }
}

/** No answer: connection refused or reset, timeout, unreadable body. */
export class TransportError extends Error {
  override name = 'TransportError';
  /** Unless trying again cannot help (a certificate the runner does not trust). */
  readonly retryable: boolean;

  constructor(message: string, options: { retryable?: boolean } = {}) {
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

export const certificateHint = (words: Wording): string =>
  `If the service uses a certificate from a private CA, give the runner that CA as a PEM file named by the variable NODE_EXTRA_CA_CERTS; check too that ${words.name('hostname')} is the name the certificate is for.`;

/**
 * A failed TLS handshake that trying again cannot fix, in OpenSSL's own words (`wrong version number`: the port speaks
 * plain HTTP). Node gives `ERR_SSL_<REASON>`, or `EPROTO` with OpenSSL's error string.
 */
function tlsProtocolFailure(code: unknown, cause: unknown): string | undefined {
  if (typeof code !== 'string') return undefined;
  if (code.startsWith('ERR_SSL_')) return code.slice('ERR_SSL_'.length).toLowerCase().replace(/_/g, ' ');
  if (code !== 'EPROTO') return undefined;
  const message = cause instanceof Error ? cause.message : '';
  // `…:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:…/ssl3_record.c:354:`
  const reason = /routines:[^:]*:([^:]+)/.exec(message)?.[1];
  return reason !== undefined ? printable(reason.trim()) : 'protocol error';
}

/**
 * The error for a request that got no usable answer. Trying again cannot help with an untrusted certificate (the
 * message says where the CA goes), a failed TLS handshake (`https://` on a plain-http port) or a host name that does
 * not resolve; anything else (refused, reset, timed out) is worth another try.
 */
export function networkFailure(host: string, described: string, cause: unknown, words: Wording): TransportError {
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CERTIFICATE_ERRORS.has(code)) {
    return new TransportError(
      `the TLS certificate of ${host} was not accepted: ${described}. ${certificateHint(words)}`,
      { retryable: false },
    );
  }
  const protocol = tlsProtocolFailure(code, cause);
  if (protocol !== undefined) {
    return new TransportError(
      `the TLS handshake with ${host} failed (${protocol}): check the scheme and port of ${words.name('hostname')}. \`https://\` needs the port where the service speaks TLS; plain \`http://\` only reaches a service on the runner itself.`,
      { retryable: false },
    );
  }
  // No address at all: asking again will not give one (EAI_AGAIN, a resolver unable to answer for now, is retried).
  if (code === 'ENOTFOUND') {
    return new TransportError(
      `the host name ${host} does not resolve (${described}): check ${words.name('hostname')} (and HTTPS_PROXY if the runner uses a proxy).`,
      { retryable: false },
    );
  }
  return new TransportError(`no answer from ${host}: ${described}`);
}

export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

/** `{"errors":[...]}` of objects or strings, its strings scrubbed: a service may echo the token it was sent. */
export function parseApiErrors(body: string, scrub: Scrub = noSecrets): ApiErrorDetail[] {
  let parsed: unknown;
  try {
    parsed = parseScrubbedJson(body, scrub);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const errors = (parsed as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry): ApiErrorDetail[] => {
    if (typeof entry === 'string') return [{ detail: entry }];
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const source = e.source as Record<string, unknown> | undefined;
    const text = (v: unknown): string | undefined =>
      typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
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

function describeDetails(details: readonly ApiErrorDetail[]): string {
  return details
    .map((d) => {
      const text = [d.title, d.detail]
        .filter((s) => s !== undefined && s !== '')
        .map((s) => printable(s as string))
        .join(': ');
      return d.pointer !== undefined ? `${text} (at ${printable(d.pointer)})` : text;
    })
    .filter((s) => s !== '')
    .join('; ');
}

const HINTS: Record<number, (op: Operation, words: Wording) => string> = {
  400: (op) =>
    op === 'read usage'
      ? 'The service did not accept the Explorer query; report this as a bug in the action.'
      : 'The service did not accept the request; report this as a bug in the action.',
  401: (op, words) =>
    op === 'read usage'
      ? `Explorer rejected the token: check that it (${words.input('usageToken')}, where given) is set, complete and not revoked or expired.`
      : `The token was rejected: check that it is set, complete and not revoked or expired. The "Service" line of the log says where it came from (${words.takes('token') ? `${words.input('token')}, ` : ''}TF_TOKEN_<host>, a credentials block of the Terraform CLI configuration, TERRAFORM_CLOUD_TOKENS or TF_API_TOKEN).`,
  403: (op, words) =>
    op === 'open change requests' || op === 'read change requests'
      ? changeRequestAccessHint(words)
      : isWrite(op)
        ? 'The token is not allowed to do this: it needs the "manage private registry" permission (a user token of a member with it, or an owners team token).'
        : op === 'read usage'
          ? explorerAccessHint(words)
          : 'The token is not allowed to read this: it needs to belong to a member of the organization (reading versions needs no other permission).',
  404: (op, words) =>
    op === 'open change requests' || op === 'read change requests'
      ? `Not found, or not allowed: the service may have no change requests (Explorer's bulk action is experimental; HCP Terraform Standard or Premium, or a Terraform Enterprise release with them), or the token may not see them. ${changeRequestAccessHint(words)}`
      : isRevocation(op)
        ? `Not found, not allowed, or not available (the service answers 404 for all three): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization (an organization token has not), and the edition. ${REVOCATION_EDITION_HINT}`
        : isWrite(op)
          ? 'Not found, or not allowed (the service answers 404 for both): check the organization, module name, provider and version, that the token has the "manage private registry" permission for this organization, and that the organization is on HCP Terraform Standard edition or higher (module deprecation needs it).'
          : op === 'list modules'
            ? 'The organization was not found, or the token may not list its modules (the service answers 404 for both): check the organization, and that the token belongs to a member of it.'
            : op === 'read usage'
              ? `Explorer was not found for this organization: the token may not read it (the service answers 404 for that too), or the service has no Explorer (an older Terraform Enterprise). ${explorerAccessHint(words)}`
              : 'Not found, or not allowed (the service answers 404 for both): check the organization or namespace, module name and provider, and that the token belongs to a member of the organization.',
  409: (op) =>
    op === 'revoke'
      ? 'The service reported a conflict: a version must be deprecated before it can be revoked.'
      : 'The service reported a conflict; try again.',
  415: () => 'The service did not accept the request media type.',
  422: (op, words) =>
    op === 'open change requests'
      ? "The service refused the bulk action: Explorer's bulk action is experimental, and this service may not know it or this shape of it."
      : op === 'revoke'
        ? `The service refused the revocation: a version must be deprecated before it can be revoked, and a service without revocation refuses it too. ${REVOCATION_EDITION_HINT}`
        : op === 'unrevoke'
          ? `The service refused to unrevoke; a service without revocation refuses it too. ${REVOCATION_EDITION_HINT}`
          : op === 'revert'
            ? 'The service refused to revert the deprecation; if the version is revoked, unrevoke it first (a revoked version is taken back to active in two steps).'
            : `The service rejected the request body: check ${words.name('reason')} and ${words.name('link')} (and report this as a bug in the action if they look right).`,
  429: () => 'Rate limited by the service, and retries ran out: run again later or with fewer versions.',
};

export const noAnswerHint = (words: Wording): string =>
  `Check that the runner reaches the service: the ${words.name('hostname')}, and HTTPS_PROXY / NO_PROXY if the runner uses a proxy. If the service is only slow, raise ${words.name('requestTimeout')}. Then run ${words.run} again.`;

/**
 * The error when retries run out: the last failure, what was being done, how often and long it was tried, and what to
 * do. `askedWaitMs` is a wait the service asked for that the retry budget could not afford.
 */
export function gaveUp<E extends RegistryError | TransportError>(
  failure: E,
  operation: Operation,
  attempts: number,
  elapsedMs: number,
  askedWaitMs: number | undefined,
  budget: { readonly maxElapsedMs: number },
  words: Wording,
): E {
  const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'} in ${Math.round(elapsedMs / 100) / 10} s`;
  const asked =
    askedWaitMs === undefined
      ? ''
      : `: the service asked to wait ${Math.round(askedWaitMs / 100) / 10} s, which would go past the ${budget.maxElapsedMs / 1000} s this action retries for`;
  failure.message =
    failure instanceof TransportError
      ? `${operation} failed: ${failure.message} (gave up after ${tries}${asked}). ${noAnswerHint(words)}`
      : `${failure.message} (gave up after ${tries}${asked})`;
  return failure;
}

/** The error for a non-success answer, with the hint for its status. */
export function registryError(
  operation: Operation,
  status: number,
  body: string,
  words: Wording,
  scrub: Scrub = noSecrets,
): RegistryError {
  const details = parseApiErrors(body, scrub);
  const described = describeDetails(details);
  const hint =
    HINTS[status]?.(operation, words) ??
    (status >= 500
      ? 'The service failed while handling the request, and retries ran out: try again later; if it persists, check the service status.'
      : 'Unexpected answer from the service.');
  const message = `${operation} failed: HTTP ${status}${described !== '' ? ` (${described})` : ''}. ${hint}`;
  return new RegistryError(operation, status, details, message);
}
