/**
 * What the gate tells a person to do about a call on a deprecated or revoked version, in words:
 * the version to move to (an upgrade only where it is one, the major step named), and what to
 * write in the call's `version` argument. Plain text, shared by annotations, SARIF and the
 * command line; the summary renders the same parts as Markdown. Pure.
 */
import * as semver from '../../versions/semver.ts';
import type { SuggestedVersion, Suggestion, VersionEdit } from './judge.ts';

const quote = (text: string): string => JSON.stringify(text);

const line = (version: string): string => `${semver.major(version)}.x`;

/** The version to move to and how it stands to the one in use, as a sentence. */
export function suggestedVersionText(suggestion: SuggestedVersion | undefined, inUse: string): string {
  if (suggestion === undefined) {
    return 'There is no version to move to: every other release of this module is deprecated or revoked.';
  }
  const { version } = suggestion;
  switch (suggestion.step) {
    case 'upgrade':
      return `Upgrade to ${version}, the newest ${line(inUse)} version that is neither deprecated nor revoked.`;
    case 'major-upgrade':
      return `Upgrade to ${version}, the newest version that is neither deprecated nor revoked: a new major version (${line(inUse)} → ${line(version)}), so check its breaking changes.`;
    case 'downgrade':
      return `Every newer version is deprecated or revoked: go back to ${version}, the newest earlier ${line(inUse)} version that is neither deprecated nor revoked.`;
    case 'major-downgrade':
      return `Every newer version, and every earlier ${line(inUse)} one, is deprecated or revoked: go back to ${version}, the newest earlier version that is neither, of an earlier major version (${line(inUse)} → ${line(version)}).`;
  }
}

/** What to write in the `version` argument, as a sentence. */
export function editText(edit: VersionEdit, version: string, inUse: string): string {
  switch (edit.kind) {
    case 'rewrite':
      return `Change version ${quote(edit.from)} to ${quote(edit.to)}.`;
    case 'init-upgrade':
      return edit.from !== undefined
        ? `The constraint ${quote(edit.from)} already selects it: run terraform init -upgrade (terraform init installed ${inUse}).`
        : `The block sets no version, so terraform init -upgrade installs it (terraform init installed ${inUse}).`;
    case 'by-hand':
      switch (edit.why) {
        case 'no-version-argument':
          return `Set version = ${quote(version)} in the block: without one, terraform init picks the newest version.`;
        case 'version-expression':
          return `The version is the expression ${edit.from ?? ''}: set it to ${quote(version)} where its value comes from.`;
        case 'nested-call':
          return 'The enclosing module sets this version in its own files: upgrade that module.';
        case 'unusual-constraint':
          return `Change the constraint ${quote(edit.from ?? '')} by hand so that it selects ${version} (for example to ${quote(version)}).`;
      }
  }
}

/** The advice for one call: the version to move to, then what to write. */
export function suggestionText(suggestion: Suggestion | undefined, inUse: string): string {
  const moveTo = suggestedVersionText(suggestion, inUse);
  return suggestion === undefined ? moveTo : `${moveTo} ${editText(suggestion.edit, suggestion.version, inUse)}`;
}
