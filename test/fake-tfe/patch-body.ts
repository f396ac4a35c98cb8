/**
 * The body of a deprecation or revocation PATCH, read strictly: a client that sends the wrong
 * shape should fail here, not in production.
 */
import { POINTER, REVOCATION_POINTER, type JsonApiError } from './replies.ts';

export type ParsedBody =
  | { status: 'Deprecated'; reason: string; link: string }
  | { status: 'Undeprecated' }
  | { status: 'Revoked'; message: string; link: string }
  | { status: 'Unrevoked' }
  | { errors: JsonApiError[] };

function invalid(pointer: string, detail: string): { errors: JsonApiError[] } {
  return { errors: [{ status: '422', title: 'invalid attribute', detail, source: { pointer } }] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Strict on purpose: a client that sends the wrong shape should fail here, not in production. One
 * change per request: `deprecation` or `revocation`, never both.
 */
export function parsePatchBody(body: string): ParsedBody {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return invalid('/data', 'The request body is not valid JSON.');
  }
  if (!isObject(document) || !isObject(document.data)) {
    return invalid('/data', 'The request body must be a JSON:API document with a data object.');
  }
  const data = document.data;
  if (data.type !== 'module-versions') return invalid('/data/type', 'data.type must be "module-versions".');
  if (!isObject(data.attributes)) return invalid('/data/attributes', 'data.attributes must be an object.');
  const { deprecation, revocation } = data.attributes;
  if (deprecation !== undefined && revocation !== undefined) {
    return invalid('/data/attributes', 'Send deprecation or revocation, not both in one request.');
  }
  if (revocation !== undefined) return parseRevocation(revocation);
  if (!isObject(deprecation)) {
    return invalid(POINTER, 'attributes.deprecation (or attributes.revocation) must be an object.');
  }
  return parseDeprecation(deprecation);
}

function parseDeprecation(deprecation: Record<string, unknown>): ParsedBody {
  const status = deprecation['deprecated-status'];
  if (status !== 'Deprecated' && status !== 'Undeprecated') {
    return invalid(`${POINTER}/deprecated-status`, 'deprecated-status must be "Deprecated" or "Undeprecated".');
  }
  const errors = checkTextMembers(deprecation, POINTER, 'deprecated-status', ['reason', 'link'], {
    allowed: status === 'Deprecated',
    what: 'reverting a deprecation',
  });
  if (errors.length > 0) return { errors };
  if (status === 'Undeprecated') return { status };
  return { status, reason: text(deprecation.reason), link: text(deprecation.link) };
}

function parseRevocation(revocation: unknown): ParsedBody {
  if (!isObject(revocation)) return invalid(REVOCATION_POINTER, 'attributes.revocation must be an object.');
  const status = revocation.status;
  if (status !== 'Revoked' && status !== 'Unrevoked') {
    return invalid(`${REVOCATION_POINTER}/status`, 'status must be "Revoked" or "Unrevoked".');
  }
  const errors = checkTextMembers(revocation, REVOCATION_POINTER, 'status', ['message', 'link'], {
    allowed: status === 'Revoked',
    what: 'unrevoking',
  });
  if (errors.length > 0) return { errors };
  if (status === 'Unrevoked') return { status };
  return { status, message: text(revocation.message), link: text(revocation.link) };
}

/** Every member besides the status: known, a string, and allowed at all for this status. */
function checkTextMembers(
  object: Record<string, unknown>,
  pointer: string,
  statusKey: string,
  known: readonly string[],
  texts: { allowed: boolean; what: string },
): JsonApiError[] {
  const errors: JsonApiError[] = [];
  const name = pointer.split('/').pop() ?? '';
  for (const key of Object.keys(object)) {
    if (key === statusKey) continue;
    if (!known.includes(key)) {
      errors.push(...invalid(`${pointer}/${key}`, `Unknown ${name} attribute "${key}".`).errors);
    } else if (!texts.allowed) {
      errors.push(...invalid(`${pointer}/${key}`, `${key} is not allowed when ${texts.what}.`).errors);
    } else if (typeof object[key] !== 'string') {
      errors.push(...invalid(`${pointer}/${key}`, `${key} must be a string.`).errors);
    }
  }
  return errors;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
