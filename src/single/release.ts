/** A `release` event: its version is never deprecated by the step it triggers, and its page makes a good link. Pure. */
import { parseVersionText } from '../versions/version-text.ts';

export interface ReleaseInfo {
  readonly tag: string;
  /** The version the tag names, when it names one (`v2.0.0`, `vpc-v2.0.0`, `2.0.0`). */
  readonly version?: string;
  /** What comes before the version in a monorepo's tag: `vpc-` in `vpc-v2.0.0`; '' for `v2.0.0`. */
  readonly prefix?: string;
  /** GitHub marks the release a prerelease, or its version is one (`2.1.0-rc.1`). */
  readonly prerelease: boolean;
  readonly url?: string;
}

export function releaseFromEvent(eventName: string, payload: unknown): ReleaseInfo | undefined {
  if (eventName !== 'release') return undefined;
  const release = (payload as { release?: { tag_name?: unknown; html_url?: unknown; prerelease?: unknown } } | null)
    ?.release;
  if (typeof release?.tag_name !== 'string') return undefined;
  const tag = release.tag_name;
  // Monorepos tag per module (`vpc-v2.0.0`, `vpc/v2.0.0`): the version is the tag's tail.
  const match = /v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(tag);
  const parsed = match?.[1] !== undefined ? parseVersionText(match[1]) : null;
  const version = parsed?.version;
  const prefix = match !== null && version !== undefined ? tag.slice(0, match.index) : undefined;
  const url =
    typeof release.html_url === 'string' && /^https?:\/\//.test(release.html_url) ? release.html_url : undefined;
  return {
    tag,
    ...(version !== undefined && { version }),
    ...(prefix !== undefined && { prefix }),
    prerelease: release.prerelease === true || parsed?.prerelease === true,
    ...(url !== undefined && { url }),
  };
}

/**
 * `version` with a monorepo's tag prefix taken off where the release's own tag has it: on a
 * release `vpc-v2.0.0`, `< vpc-v2.0.0` means `< 2.0.0` (the README's workflow passes the tag).
 */
export function withoutTagPrefix(value: string, release: ReleaseInfo | undefined): string {
  const prefix = release?.prefix;
  if (prefix === undefined || prefix === '') return value;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return value.replace(new RegExp(`${escaped}v?(?=\\d)`, 'g'), '');
}
