/**
 * The secret scanner that every e2e run goes through: it must find a secret in every form the
 * action could print it, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { findLeaks, leakFinder, secretForms, usableSecrets } from './leaks.ts';

const SECRET = 'scan-me.atlasv1.0123456789abcdefXYZ';
const scan = (text: string, secrets = [SECRET]) => findLeaks([{ where: 'stdout', text }], secrets);

describe('findLeaks', () => {
  it.each([
    ['as is', `token is ${SECRET}`],
    ['JSON-escaped', JSON.stringify({ t: 'a"b\\c' + SECRET })],
    ['URL-encoded', `https://x.example/?t=${encodeURIComponent('p+q/' + SECRET)}`],
    ['base64', `Authorization: Basic ${Buffer.from(SECRET).toString('base64')}`],
    ['base64 inside a longer value (offset 1)', `Basic ${Buffer.from(`api:${SECRET}`).toString('base64')}`],
    ['base64 inside a longer value (offset 2)', Buffer.from(`xy${SECRET}`).toString('base64')],
    ['URL-safe base64', Buffer.from(`${SECRET}?>~`).toString('base64url')],
    ['URL-safe base64 (offset 2)', Buffer.from(`{"${SECRET}`).toString('base64url')],
    ['a 16-character piece', `got "${SECRET.slice(0, 20)}…"`],
    ['a 16-character piece', `…${SECRET.slice(-17)}`],
  ])('finds a secret %s', (form, line) => {
    const leaks = scan(`first line\n${line}\nlast line`);
    expect(leaks).toHaveLength(1);
    expect(leaks[0]?.where).toBe('stdout:2');
    // A form that some secrets share with another (no `+` or `/` in their base64) is named by the first.
    if (!['JSON-escaped', 'URL-encoded'].includes(form) && !form.startsWith('URL-safe')) {
      expect(leaks[0]?.form).toBe(form);
    }
    expect(leaks[0]?.line).not.toContain(SECRET.slice(0, 16));
  });

  it('finds a secret with JSON or command escapes in it, in those forms', () => {
    const secret = 'line1\nline2%"quoted"';
    expect(scan(JSON.stringify({ secret }), [secret])[0]?.form).toBe('JSON-escaped');
    expect(scan('::error::line1%0Aline2%25"quoted"', [secret])[0]?.form).toBe('escaped as workflow command data');
  });

  it('finds a secret URL-encoded with lower-case hex digits, or form-encoded', () => {
    const secret = 'scan/me+atlasv1=0123456789';
    const line = encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
    expect(scan(line, [secret])).toHaveLength(1);
    const spaced = 'scan me*atlasv1 (0123456789)';
    expect(scan(new URLSearchParams({ t: spaced }).toString(), [spaced])[0]?.form).toBe('form-encoded');
  });

  it('finds a secret in URL-safe base64 that differs from the standard one', () => {
    const secret = 'scan>me?atlasv1>>>0123456789';
    expect(Buffer.from(secret).toString('base64url')).not.toBe(Buffer.from(secret).toString('base64'));
    expect(scan(Buffer.from(secret).toString('base64url'), [secret])[0]?.form).toBe('URL-safe base64');
  });

  it('allows the ::add-mask:: command, and only it', () => {
    expect(scan(`::add-mask::${SECRET}`)).toEqual([]);
    expect(scan(`::debug::${SECRET}`)).toHaveLength(1);
    expect(scan(` ::add-mask::${SECRET} and more`)).toHaveLength(1);
  });

  it('reports every source and line', () => {
    const leaks = findLeaks(
      [
        { where: 'stdout', text: `a\n${SECRET}` },
        { where: 'summary.md', text: SECRET },
        { where: 'stderr', text: 'clean' },
      ],
      [SECRET],
    );
    expect(leaks.map((l) => l.where)).toEqual(['stdout:2', 'summary.md:1']);
  });

  it('numbers every line that leaks, among thousands of clean ones and many secrets, in one reading', () => {
    const others = Array.from({ length: 100 }, (_, i) => `other-${i}.atlasv1.${'q'.repeat(i % 7)}ZYXWVUTSRQPONM`);
    const lines = Array.from({ length: 5_000 }, (_, i) => `line ${i}: nothing secret here, ${'x'.repeat(i % 50)}`);
    lines[2_999] = `a piece ${SECRET.slice(3, 19)} then ${SECRET}`;
    lines[3_000] = `::add-mask::${SECRET}`;
    lines[4_999] = `ends with ${Buffer.from(SECRET).toString('base64')}`;
    const findIn = leakFinder([...others, SECRET]);
    const leaks = findIn([{ where: 'stdout', text: lines.join('\n') }]);
    expect(leaks.map((l) => [l.where, l.form])).toEqual([
      ['stdout:3000', 'as is'],
      ['stdout:5000', 'base64'],
    ]);
    expect(findIn([{ where: 'stderr', text: SECRET }])).toHaveLength(1);
  });

  it('ignores values too short to be tokens, and blanks', () => {
    expect(usableSecrets(['short', '   ', undefined, ` ${SECRET} `, SECRET])).toEqual([SECRET]);
    expect(scan('short text', ['short'])).toEqual([]);
  });

  it('takes no piece that is a run of one or two characters, which says nothing of the secret', () => {
    const pieces = secretForms('ghs_token0000000000000000001').filter((f) => f.form === 'a 16-character piece');
    expect(pieces.map((f) => f.needle)).not.toContain('0000000000000000');
    expect(pieces.length).toBeGreaterThan(0);
  });

  it('does not cut a short secret into pieces', () => {
    expect(secretForms('exactly-16-chars').map((f) => f.form)).not.toContain('a 16-character piece');
  });
});
