import { describe, expect, it } from 'vitest';
import { base64Cores, noSecrets, parseScrubbedJson, secretScrubber } from './scrub.ts';

const TOKEN = 'Zq8xY2.atlasv1.s3cr3t-v4lue/with+odd=chars';
const OTHER = 'usage-only.atlasv1.0123456789abcdef';
const scrub = secretScrubber([TOKEN, OTHER]);

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

/** What must never survive a scrub: the token, or any of its encoded cores. */
function traces(text: string, secret = TOKEN): string[] {
  const needles = [secret, encodeURIComponent(secret), ...base64Cores(secret)];
  return needles.filter((n) => text.includes(n));
}

describe('secretScrubber', () => {
  it.each([
    ['as is', (t: string) => `token ${t} rejected`],
    ['a Bearer header', (t: string) => `Authorization: Bearer ${t}`],
    ['URL-encoded', (t: string) => `GET /x?token=${encodeURIComponent(t)}`],
    [
      'URL-encoded, lower-case hex',
      (t: string) => `?token=${encodeURIComponent(t).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())}`,
    ],
    ['form-encoded', (t: string) => new URLSearchParams({ token: t }).toString()],
    ['encoded in part', (t: string) => t.replace('/', '%2F')],
    ['base64', (t: string) => `value ${b64(t)}`],
    ['base64 without padding', (t: string) => b64(t).replace(/=+$/, '')],
    ['URL-safe base64', (t: string) => b64url(t)],
    ['base64 of user:token (offset 2)', (t: string) => `Basic ${b64(`api:${t}`)}`],
    ['base64 at offset 1', (t: string) => b64(`x${t}`)],
    ['base64 at offset 0, after a full group', (t: string) => b64(`abc${t}`)],
    ['URL-safe base64 at offset 1', (t: string) => b64url(`{"${t}`)],
  ])('replaces the token %s', (_, form) => {
    for (const secret of [TOKEN, OTHER]) {
      const text = form(secret);
      const scrubbed = scrub(text);
      expect(scrubbed).toContain('***');
      expect(traces(scrubbed, secret)).toEqual([]);
      // At most a few characters that mix in a neighbour's bits are left of a base64 form.
      expect(scrubbed.length).toBeLessThan(text.length);
    }
  });

  it('replaces every occurrence, and leaves the rest as it was', () => {
    expect(scrub(`a ${TOKEN} b ${TOKEN} c ${OTHER}`)).toBe('a *** b *** c ***');
    expect(scrub('nothing secret here: 1.2.0, acme/vpc/aws')).toBe('nothing secret here: 1.2.0, acme/vpc/aws');
  });

  it('replaces a secret that holds another whole', () => {
    const short = 'abcdefgh-123';
    const long = `${short}-and-more`;
    expect(secretScrubber([short, long])(`x ${long} y ${short}`)).toBe('x *** y ***');
  });

  it('ignores blanks and values too short to be tokens', () => {
    expect(secretScrubber(['', '   ', 'short'])).toBe(noSecrets);
    expect(secretScrubber(['short', TOKEN])('short')).toBe('short');
  });

  it('trims a secret as the runner masks it', () => {
    expect(secretScrubber([`  ${TOKEN}\n`])(`x${TOKEN}x`)).toBe('x***x');
  });

  it('scrubs non-ASCII secrets, encoded too', () => {
    const secret = 'jeton-été-secret';
    const s = secretScrubber([secret]);
    expect(s(`${secret} ${encodeURIComponent(secret)} ${b64(secret)}`)).not.toMatch(/été|%C3%A9t|amV0b24t/);
  });
});

describe('parseScrubbedJson', () => {
  it('scrubs every string, however deep, after JSON escapes are undone', () => {
    const escaped = [...TOKEN].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const body = `{"errors":[{"detail":"Bearer ${escaped}"}],"data":{"attributes":{"list":["${TOKEN}", 3, null]}}}`;
    expect(parseScrubbedJson(body, scrub)).toEqual({
      errors: [{ detail: 'Bearer ***' }],
      data: { attributes: { list: ['***', 3, null] } },
    });
  });

  it('scrubs a body with no escape in it too, in every form, in values and not keys', () => {
    const body = JSON.stringify({
      detail: `token=${encodeURIComponent(TOKEN)}`,
      auth: `Basic ${b64(`user:${TOKEN}`)}`,
      list: [`x${OTHER}y`, 1, true],
      [TOKEN]: 'key',
    });
    expect(body).not.toContain('\\');
    expect(parseScrubbedJson(body, scrub)).toEqual({
      detail: 'token=***',
      auth: expect.stringMatching(/^Basic [^*]*\*\*\*/),
      list: ['x***y', 1, true],
      [TOKEN]: 'key',
    });
  });

  it('reads bodies with and without secrets as a scrub of every string does', () => {
    const reference = (body: string): unknown =>
      JSON.parse(body, (_key, value: unknown) => (typeof value === 'string' ? scrub(value) : value));
    const pieces = ['plain', TOKEN, OTHER, b64url(TOKEN), encodeURIComponent(OTHER), 'a"quote', 'back\\slash', 'é'];
    for (let i = 0; i < 200; i++) {
      const pick = (n: number) => pieces[(i * 7 + n * 13) % pieces.length] as string;
      const body = JSON.stringify({
        data: [{ id: pick(1), attributes: { a: pick(2) + pick(3), n: i } }],
        note: pick(4),
      });
      expect(parseScrubbedJson(body, scrub)).toEqual(reference(body));
    }
  });

  it('throws on what is not JSON, as JSON.parse does', () => {
    expect(() => parseScrubbedJson('<html>', scrub)).toThrow(SyntaxError);
    expect(() => parseScrubbedJson('<html>', noSecrets)).toThrow(SyntaxError);
  });
});
