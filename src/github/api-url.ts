/**
 * Where GitHub's API is: GITHUB_API_URL as the runner sets it (`https://api.github.com`, or
 * `https://HOST/api/v3` on GitHub Enterprise Server), checked before the token goes anywhere, and
 * whether an address is on that host (the only one the token is sent to). Pure.
 */
import { isHostName, isLoopback } from '../address.ts';

const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** The API's base URL without a trailing slash, or what is wrong with the value. */
export function parseGithubApiUrl(raw: string | undefined): { url: string } | { problem: string } {
  const value = raw?.trim() ?? '';
  if (value === '') return { url: DEFAULT_GITHUB_API_URL };
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return { problem: 'must not contain whitespace or control characters' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'is not a URL: expected https://api.github.com or https://HOST/api/v3' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    return { problem: 'must use https:// (plain http:// only for a loopback host)' };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: 'must not contain credentials: the token is given apart from the address' };
  }
  if (url.search !== '' || url.hash !== '') return { problem: 'must not have a query or a fragment' };
  if (!isHostName(url.hostname)) return { problem: 'does not name a host' };
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** Whether `address` is on the API's host (scheme, host and port alike): the only place the token goes. */
export function onApiHost(apiUrl: string, address: string): boolean {
  try {
    return new URL(address).origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}

/** An address's path below the API's base path (`/repos/…`), for naming a request. */
export function apiPath(apiUrl: string, address: string): string {
  const base = new URL(apiUrl).pathname.replace(/\/+$/, '');
  const path = new URL(address, apiUrl).pathname;
  return base !== '' && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}
