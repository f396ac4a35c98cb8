/**
 * Pure: what the edit does for one call, before its file is read, from the gate's `Suggestion`: a
 * rewrite when it moves forward in the major version in use (or to a new major with `fixMajor`);
 * `terraform init -upgrade` where the constraint already selects it; else a person, told why.
 */
import { editText } from '../judge/advice.ts';
import { adviceWords } from '../../versions/suggestion.ts';
import type { Finding } from '../judge/judge.ts';
import type { Wording } from '../../model.ts';

/** What the edit does for a call; `version` is the version it moves to, where there is one. */
export type Intent =
  | {
      readonly kind: 'rewrite';
      /** The version argument as written, and as it is to be written. */
      readonly from: string;
      readonly to: string;
      readonly version: string;
    }
  | { readonly kind: 'upgrade-installed'; readonly version: string }
  | { readonly kind: 'by-hand'; readonly why: string; readonly version?: string };

export interface EditOptions {
  /** `fixMajor`: a suggestion in a later major version may be written too. */
  readonly fixMajor: boolean;
  readonly words: Wording;
}

export function intentOf(finding: Finding, options: EditOptions): Intent {
  const { verdict } = finding;
  if (verdict.status !== 'deprecated') return { kind: 'by-hand', why: 'the call uses no deprecated version' };
  const suggestion = verdict.suggestion;
  if (suggestion === undefined) {
    return { kind: 'by-hand', why: 'no other version of the module is free of deprecation and revocation' };
  }
  const { edit, version } = suggestion;
  const to = { version };
  if (edit.kind === 'by-hand') return { kind: 'by-hand', why: editText(edit, version, verdict.version), ...to };
  if (edit.kind === 'init-upgrade') return { kind: 'upgrade-installed', version };
  if (suggestion.step === 'downgrade' || suggestion.step === 'major-downgrade') {
    return {
      kind: 'by-hand',
      why: `every newer version is deprecated or revoked: going back to ${version} is for a person to decide`,
      ...to,
    };
  }
  if (suggestion.step === 'major-upgrade' && !options.fixMajor) {
    const { unblock } = adviceWords(suggestion, verdict.version);
    return {
      kind: 'by-hand',
      why: `${version} is a new major version: check its breaking changes, then change it by hand or use ${options.words.setting('fixMajor', 'true')}${unblock !== '' ? `; or ${unblock}` : ''}`,
      ...to,
    };
  }
  return { kind: 'rewrite', from: edit.from, to: edit.to, version };
}
