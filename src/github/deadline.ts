/**
 * When the token stops working, so that a run stops cleanly before it does: the end a caller
 * knows (an installation token's `expires_at`), the end GitHub states in the
 * `GitHub-Authentication-Token-Expiration` header (it sends one for tokens that expire, such as
 * personal access tokens with an expiry), else, for an installation token (`ghs_…`, one hour), an
 * hour from the first request. No request starts within a margin of that end.
 */
import type { Clock } from './clock.ts';
import type { GithubLimits } from './limits.ts';

export type DeadlineSource = 'given' | 'github' | 'assumed';

/**
 * The header's time, as GitHub writes it: `2021-10-07 19:07:53 UTC`, or with an offset
 * (`2023-04-09 02:20:37 -0700`); undefined for anything else.
 */
export function parseTokenExpiration(text: string): number | undefined {
  const match = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d) ?(UTC|Z|[+-]\d\d:?\d\d)$/.exec(text.trim());
  if (match === null) return undefined;
  const [, day, time, zone = ''] = match;
  const offset = zone === 'UTC' || zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const ms = Date.parse(`${day}T${time}${offset}`);
  return Number.isFinite(ms) ? ms : undefined;
}

export class Deadline {
  private readonly token: string;
  private readonly limits: GithubLimits;
  private readonly clock: Clock;
  private expiresAt: number | undefined;
  private source: DeadlineSource | undefined;

  constructor(token: string, given: Date | undefined, limits: GithubLimits, clock: Clock) {
    this.token = token;
    this.limits = limits;
    this.clock = clock;
    if (given !== undefined && Number.isFinite(given.getTime())) {
      this.expiresAt = given.getTime();
      this.source = 'given';
    }
  }

  /** Before each request: an installation token's hour is counted from the first, when its end is not known. */
  started(): void {
    if (this.expiresAt === undefined && this.token.startsWith('ghs_')) {
      this.expiresAt = this.clock.now() + this.limits.deadline.installationTokenLifetimeMs;
      this.source = 'assumed';
    }
  }

  /** After each answer: the end GitHub states replaces one assumed, and shortens one given. */
  observe(headers: Readonly<Record<string, unknown>>): void {
    const value = headers['github-authentication-token-expiration'];
    const told = typeof value === 'string' ? parseTokenExpiration(value) : undefined;
    if (told === undefined) return;
    if (this.source === 'given' && this.expiresAt !== undefined && this.expiresAt <= told) return;
    this.expiresAt = told;
    this.source = 'github';
  }

  /** The last moment a request may start, if the token's end is known. */
  end(): number | undefined {
    return this.expiresAt === undefined ? undefined : this.expiresAt - this.limits.deadline.marginMs;
  }

  /** When the token ends and how that is known; undefined where it is not. */
  describe(): { readonly expiresAt: Date; readonly stopAt: Date; readonly source: DeadlineSource } | undefined {
    const end = this.end();
    if (this.expiresAt === undefined || this.source === undefined || end === undefined) return undefined;
    return { expiresAt: new Date(this.expiresAt), stopAt: new Date(end), source: this.source };
  }
}
