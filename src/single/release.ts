/**
 * What a `release` event means for a deprecation: the version just released must never be
 * deprecated by the step it triggers, and its page is a good default link. Pure: takes the
 * event as data.
 */
import semver from 'semver';

export interface ReleaseInfo {
  readonly tag: string;
  /** The version the tag names, when it names one (`v2.0.0`, `vpc-v2.0.0`, `2.0.0`). */
  readonly version?: string;
  readonly url?: string;
}

export function releaseFromEvent(eventName: string, payload: unknown): ReleaseInfo | undefined {
  if (eventName !== 'release') return undefined;
  const release = (payload as { release?: { tag_name?: unknown; html_url?: unknown } } | null)?.release;
  if (typeof release?.tag_name !== 'string') return undefined;
  const tag = release.tag_name;
  // Monorepos tag per module (`vpc-v2.0.0`, `vpc/v2.0.0`): the version is the tag's tail.
  const tail = /v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(tag)?.[1];
  const version = tail !== undefined ? (semver.parse(tail)?.version ?? undefined) : undefined;
  const url =
    typeof release.html_url === 'string' && /^https?:\/\//.test(release.html_url) ? release.html_url : undefined;
  return { tag, ...(version !== undefined && { version }), ...(url !== undefined && { url }) };
}
