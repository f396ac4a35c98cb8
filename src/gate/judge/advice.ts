/**
 * What to do about a call on a retired version, in plain words: the suggestion rule's, then what to
 * write in its `version` argument. Shared by annotations, SARIF and the command line. Pure.
 */
import { adviceWords } from '../../versions/suggestion.ts';
import type { Suggestion, VersionEdit } from './judge.ts';

const quote = (text: string): string => JSON.stringify(text);

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

/** The advice for one call: the version to move to, what to write for it, then the quick way off a major upgrade. */
export function suggestionText(suggestion: Suggestion | undefined, inUse: string): string {
  const edit = suggestion === undefined ? '' : editText(suggestion.edit, suggestion.version, inUse);
  return adviceWords(suggestion, inUse, edit).sentence;
}
