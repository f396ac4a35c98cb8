/**
 * The fake's answers as values: JSON:API documents and errors, the registry read API's own
 * shapes, and the content type each route answers with.
 */

export const JSON_API = 'application/vnd.api+json';
export const PLAIN_JSON = 'application/json';
/** Where a deprecation's and a revocation's members sit in a PATCH body, for error pointers. */
export const POINTER = '/data/attributes/deprecation';
export const REVOCATION_POINTER = '/data/attributes/revocation';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface JsonApiError {
  status: string;
  title: string;
  detail?: string;
  source?: { pointer: string };
}

function isRegistryPath(rawPath: string): boolean {
  return rawPath.startsWith('/api/registry/');
}

export function contentTypeFor(rawPath: string): string {
  return isRegistryPath(rawPath) ? PLAIN_JSON : JSON_API;
}

export function mediaType(header: string | undefined): string {
  // Parameters such as charset are tolerated; the media type itself must match.
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function jsonApi(status: number, document: unknown): Reply {
  return { status, headers: { 'content-type': JSON_API }, body: JSON.stringify(document) };
}

export function registryJson(document: unknown): Reply {
  return { status: 200, headers: { 'content-type': PLAIN_JSON }, body: JSON.stringify(document) };
}

export function jsonApiError(rawPath: string, error: JsonApiError): Reply {
  return {
    status: Number(error.status),
    headers: { 'content-type': contentTypeFor(rawPath) },
    body: JSON.stringify({ errors: [error] }),
  };
}

export function notFound(rawPath: string): Reply {
  return jsonApiError(rawPath, { status: '404', title: 'not found' });
}

/** The registry read API's own 404 shape. */
export function registryNotFound(): Reply {
  return { status: 404, headers: { 'content-type': PLAIN_JSON }, body: '{"errors":["Not Found"]}' };
}

export function moduleId(namespace: string, name: string): string {
  return `mod-${namespace}-${name}`;
}
