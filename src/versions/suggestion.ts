/**
 * The suggestion rule: from a version in use that is deprecated or revoked, the version to move to,
 * how it stands to the one in use, and the words that say it. Every surface takes both from here,
 * so the same version gets the same advice everywhere. Pure.
 *
 *   advise('1.2.5', states) → {
 *     suggested: { version: '2.0.0', step: 'major-upgrade', sameMajor: '1.2.0' },
 *     words: { brief: 'upgrade to 2.0.0, a new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now', … },
 *   }
 */
import type { Lifecycle, VersionState } from '../model.ts';
import * as semver from './semver.ts';
import { sortNewestFirst } from './selection.ts';

/**
 * - upgrade: newer, in the major version in use (no breaking change to expect);
 * - major-upgrade: newer, in a later major version (no newer version of the major in use is usable);
 * - downgrade: older, in the major version in use (no newer version is usable);
 * - major-downgrade: older, in an earlier major version (nothing newer, nor in the major, is usable).
 */
export type SuggestionStep = 'upgrade' | 'major-upgrade' | 'downgrade' | 'major-downgrade';

/**
 * A version as the rule reads it: as the registry's read APIs show it (`VersionState`), or as the
 * organization report keeps it (its lifecycle). Usable: neither deprecated nor revoked.
 */
type VersionStanding =
  Pick<VersionState, 'version' | 'deprecation' | 'revoked'> | { readonly version: string; readonly state: Lifecycle };

/** A usable version to move to, and how it stands to the version in use. */
export interface SuggestedVersion {
  readonly version: string;
  readonly step: SuggestionStep;
  /** With a major upgrade: the newest usable (older) version of the major in use, the quick way off. */
  readonly sameMajor?: string;
}

/** The suggestion in words, each form for its place; all say the same. */
export interface AdviceWords {
  /** The version to move to as a sentence: "Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked." */
  readonly move: string;
  /** The quick way off a major upgrade, as a clause ("go back to 1.2.0, the newest usable 1.x, to unblock now"); empty otherwise. */
  readonly unblock: string;
  /** The whole advice, for a message, an annotation, a pull request's text: `move`, then "Or `unblock`." */
  readonly sentence: string;
  /** A clause to follow "is deprecated: ", for a subject or a line: "upgrade to 1.3.0", "go back to 1.1.0: nothing newer is usable". */
  readonly brief: string;
  /** Beside the version where it is shown already ("2.0.0 (new major version)"): empty for a plain upgrade. */
  readonly note: string;
}

/** What the rule advises for a version in use: the version to move to (none when no other is usable), and its words. */
export interface Advice {
  readonly suggested?: SuggestedVersion;
  readonly words: AdviceWords;
}

const usable = (v: VersionStanding): boolean =>
  'state' in v ? v.state === 'active' : v.deprecation === null && v.revoked !== true;

/**
 * The version to move to from `inUse`, among the usable ones: the newest newer one of the same major;
 * else the newest newer one (a major step), with the newest usable one of the major in use beside it;
 * else the newest older one of the same major, else of any. A prerelease only when `inUse` is one.
 */
export function suggestVersion(
  inUse: string,
  versions: readonly VersionStanding[],
  newestFirst: readonly string[] = sortNewestFirst(versions.map((v) => v.version)),
): SuggestedVersion | undefined {
  const used = semver.parse(inUse);
  if (used === null) return undefined;
  const free = new Set(versions.filter(usable).map((v) => v.version));
  let newer: string | undefined;
  let older: string | undefined;
  let olderSameMajor: string | undefined;
  for (const version of newestFirst) {
    const v = free.has(version) ? semver.parse(version) : null;
    if (v === null || (v.prerelease.length > 0 && used.prerelease.length === 0)) continue;
    const order = semver.compare(v, used);
    const inMajor = v.major === used.major;
    // Newest first: the first newer one of the same major is the answer.
    if (order > 0 && inMajor) return { version, step: 'upgrade' };
    if (order > 0) newer ??= version;
    if (order < 0) older ??= version;
    if (order < 0 && inMajor) olderSameMajor ??= version;
  }
  if (newer !== undefined) {
    return {
      version: newer,
      step: 'major-upgrade',
      ...(olderSameMajor !== undefined && { sameMajor: olderSameMajor }),
    };
  }
  if (olderSameMajor !== undefined) return { version: olderSameMajor, step: 'downgrade' };
  return older !== undefined ? { version: older, step: 'major-downgrade' } : undefined;
}

/** `1.x`: a major version as the words name it. */
const line = (version: string): string => `${semver.major(version)}.x`;

/** The suggestion in words; `then` follows the move, before the quick way off (the gate's edit, where there is one). */
export function adviceWords(suggested: SuggestedVersion | undefined, inUse: string, then = ''): AdviceWords {
  if (suggested === undefined) {
    const move = 'There is no version to move to: every other release of this module is deprecated or revoked.';
    return { move, unblock: '', sentence: move, brief: 'no other version is usable', note: '' };
  }
  const { version, step, sameMajor } = suggested;
  const quick =
    sameMajor !== undefined ? `go back to ${sameMajor}, the newest usable ${line(inUse)}, to unblock now` : '';
  const said = (move: string, brief: string, note: string): AdviceWords => ({
    move,
    unblock: quick,
    sentence: [move, then, quick !== '' ? `Or ${quick}.` : ''].filter((part) => part !== '').join(' '),
    brief,
    note,
  });
  switch (step) {
    case 'upgrade':
      return said(
        `Upgrade to ${version}, the newest ${line(inUse)} version that is neither deprecated nor revoked.`,
        `upgrade to ${version}`,
        '',
      );
    case 'major-upgrade':
      return said(
        `Upgrade to ${version}, the newest version that is neither deprecated nor revoked: a new major version (${line(inUse)} → ${line(version)}), so check its breaking changes.`,
        `upgrade to ${version}, a new major version${quick !== '' ? `; or ${quick}` : ''}`,
        `new major version${quick !== '' ? `; or ${quick}` : ''}`,
      );
    case 'downgrade':
      return said(
        `Every newer version is deprecated or revoked: go back to ${version}, the newest earlier ${line(inUse)} version that is neither deprecated nor revoked.`,
        `go back to ${version}: nothing newer is usable`,
        'older: nothing newer is usable',
      );
    case 'major-downgrade':
      return said(
        `Every newer version, and every earlier ${line(inUse)} one, is deprecated or revoked: go back to ${version}, the newest earlier version that is neither, of an earlier major version (${line(inUse)} → ${line(version)}).`,
        `go back to ${version}, an earlier major version: nothing newer is usable`,
        'older major: nothing newer is usable',
      );
  }
}

/** The suggestion rule in one call, as the campaign and change requests take it. */
export function advise(inUse: string, versions: readonly VersionStanding[]): Advice {
  const suggested = suggestVersion(inUse, versions);
  return { ...(suggested !== undefined && { suggested }), words: adviceWords(suggested, inUse) };
}
