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

export type Scrub = (text: string) => string;

/** Shorter values are too common to replace in service text; no real token is this short. */
const MIN_SCRUBBED_LENGTH = 8;

const REDACTED = '***';

/** A scrubber for no secrets: text passes as it is. */
export const noSecrets: Scrub = (text) => text;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** One hex digit, in either case. */
const hexDigit = (digit: string): string =>
  /[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit;

/** A pattern for the secret as is or percent-encoded, character by character, in any mix. */
function plainOrPercentEncoded(secret: string): string {
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
export function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores = new Set<string>();
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
export function secretScrubber(secrets: Iterable<string>): Scrub {
  const usable = [...new Set([...secrets].map((s) => s.trim()))].filter((s) => s.length >= MIN_SCRUBBED_LENGTH);
  if (usable.length === 0) return noSecrets;
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
export function parseScrubbedJson(body: string, scrub: Scrub): unknown {
  if (scrub === noSecrets || (!body.includes('\\') && scrub(body) === body)) return JSON.parse(body) as unknown;
  return JSON.parse(body, (_key, value: unknown) => (typeof value === 'string' ? scrub(value) : value)) as unknown;
}
