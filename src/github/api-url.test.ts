/** GITHUB_API_URL checked before the token goes anywhere, and the one host the token goes to. */
import { describe, expect, it } from 'vitest';
import { apiPath, onApiHost, parseGithubApiUrl } from './api-url.ts';

describe('GITHUB_API_URL', () => {
  it.each([
    [undefined, 'https://api.github.com'],
    ['', 'https://api.github.com'],
    ['https://api.github.com/', 'https://api.github.com'],
    ['https://ghe.example.com/api/v3', 'https://ghe.example.com/api/v3'],
    ['https://ghe.example.com:8443/api/v3/', 'https://ghe.example.com:8443/api/v3'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
  ])('takes %j as %s', (raw, url) => expect(parseGithubApiUrl(raw)).toEqual({ url }));

  it.each([
    ['api.github.com', 'is not a URL'],
    ['http://api.github.com', 'https://'],
    ['https://user:secret@api.github.com', 'credentials'],
    ['https://api.github.com/?x=1', 'query'],
    ['https://api.github.com/#x', 'fragment'],
    ['https://api.github.com\n/x', 'control'],
    ['ftp://api.github.com', 'https://'],
  ])('refuses %j', (raw, words) => {
    const parsed = parseGithubApiUrl(raw);
    expect('problem' in parsed && parsed.problem).toContain(words);
  });
});

describe('the API host', () => {
  it('is the same scheme, host and port; a path below it is named from the base', () => {
    const api = 'https://ghe.example.com/api/v3';
    expect(onApiHost(api, 'https://ghe.example.com/api/v3/repos/a/b')).toBe(true);
    expect(onApiHost(api, 'https://ghe.example.com:444/api/v3/repos/a/b')).toBe(false);
    expect(onApiHost(api, 'http://ghe.example.com/api/v3/repos/a/b')).toBe(false);
    expect(onApiHost(api, 'https://ghe.example.com.evil.com/api/v3')).toBe(false);
    expect(onApiHost(api, 'not a url')).toBe(false);
    expect(apiPath(api, 'https://ghe.example.com/api/v3/repos/a/b?page=2')).toBe('/repos/a/b');
  });
});
