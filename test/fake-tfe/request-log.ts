/**
 * The request log: every request as it arrived (method, target, headers, body, token) and the
 * status it was answered with.
 */
import type { IncomingMessage } from 'node:http';

export interface RecordedRequest {
  method: string;
  /** The request target as received, query string included, not decoded. */
  path: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
  /** The status answered; 0 when the connection was reset (or no answer was given yet). */
  status: number;
  /** The bearer token parsed from Authorization, if any. */
  token?: string;
  /** When the request had arrived in full (Date.now()), so a test can tell how long a client waited. */
  receivedAt: number;
}

export type Auth = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'bearer'; token: string };

export function parseAuthorization(header: string | undefined): Auth {
  if (header === undefined) return { kind: 'missing' };
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] === undefined ? { kind: 'malformed' } : { kind: 'bearer', token: match[1] };
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

export function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * The token as a careless service might echo it: in a `Bearer` header, as is, URL-encoded in a
 * query string, and base64-encoded in a basic-auth header (`user:token`, so not on a 3-byte
 * boundary) and on its own, URL-safe.
 */
export function echoForms(token: string): string[] {
  return [
    `Authorization: Bearer ${token}`,
    `token ${token} is not valid here`,
    `GET /api/v2/ping?token=${encodeURIComponent(token)}`,
    `Authorization: Basic ${Buffer.from(`api:${token}`, 'utf8').toString('base64')}`,
    `session ${Buffer.from(token, 'utf8').toString('base64url')}`,
  ];
}
