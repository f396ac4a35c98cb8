/**
 * The headline of the gate's job summary and pull-request comment: the verdict, then one line per
 * call to change: `infra/main.tf:6 · acme/vpc/aws · version "1.1.0" → "2.0.0" (deprecated: reason)`.
 * With `onlyNew`, new calls and those already on the base are two lists. Within the comment's size. Pure.
 */
import { COMMENT_LIMIT_CHARS } from '../../comment/body.ts';
import { verdictLine } from '../../report.ts';
import { cell, code, messageCell, plural, thousands } from '../../text.ts';
import { callAddress } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding } from '../judge/judge.ts';
import { adviceWords } from '../../versions/suggestion.ts';
import { GATE_RECORD, statusOf, textsWithin } from './outputs.ts';
import type { Wording } from '../../model.ts';
import type { SettingKey } from '../../settings/table.ts';
import { ownBlock, placeMarkdown, type Placer } from './placement.ts';

export interface HeadlineContext {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked: boolean;
  /** The step's verdict as the report decides it, and its message (used where no call explains it). */
  readonly verdict: { readonly failed: boolean; readonly message: string };
  /** The commit's blob URL, to link each line to. */
  readonly blobUrl?: string;
  readonly words: Wording;
  /** Where each call is shown in the repository, as its annotation is; its own block when not said. */
  readonly place?: Placer;
}

/** The lists together stay within half of what a comment may hold: the verdict and every list reach it whole. */
const LISTS_LIMIT_BYTES = Math.floor(COMMENT_LIMIT_CHARS / 2);
/** Lines a list shows; the table and the result file have every call. */
const LINES_LISTED = 50;
/** A reason longer than this is clipped in a line (the table shows it whole). */
const REASON_SHOWN = 200;

const quoted = (text: string): string => cell(JSON.stringify(text));
const clip = (text: string): string => (text.length > REASON_SHOWN ? `${text.slice(0, REASON_SHOWN - 1)}…` : text);
/** `acme/vpc/aws`: the module, without the host every line shares. */
const moduleOf = (address: string): string => address.split('/').slice(-3).join('/');

/** `version "~> 1.0" → "~> 2.0"`: what the call's version argument says, and what to write instead. */
function change(finding: Finding): string {
  const { call, verdict } = finding;
  if (verdict.status !== 'deprecated') return '';
  if (call.via !== undefined) {
    return `set by ${cell(callAddress(call.via))} → upgrade ${cell(callAddress(call.via))} to a release without ${verdict.version}`;
  }
  const { suggestion } = verdict;
  const written = call.constraint?.trim() ? `version ${quoted(call.constraint)}` : 'no version';
  if (suggestion === undefined) return `${written} → none: every other release is deprecated or revoked`;
  const { edit, version } = suggestion;
  switch (edit.kind) {
    case 'rewrite':
      return `version ${quoted(edit.from)} → ${quoted(edit.to)}`;
    case 'init-upgrade':
      return `${written}, ${verdict.version} installed → \`terraform init -upgrade\` installs ${version}`;
    case 'by-hand':
      switch (edit.why) {
        case 'no-version-argument':
          return `no version → add version ${quoted(version)}`;
        case 'version-expression':
          return `version ${code(edit.from ?? '')} → ${quoted(version)}, set where its value comes from`;
        case 'unusual-constraint':
        case 'nested-call':
          return `${written} → ${version}: change the constraint by hand so that it selects it`;
      }
  }
}

/** `· 2.0.0 (new major version)`, where the suggestion is not a plain upgrade: as the table's Suggested cell says it. */
function stepNote(finding: Finding): string {
  const { verdict, call } = finding;
  if (verdict.status !== 'deprecated' || verdict.suggestion === undefined || call.via !== undefined) return '';
  const { note } = adviceWords(verdict.suggestion, verdict.version);
  return note === '' ? '' : ` · ${verdict.suggestion.version} (${cell(note)})`;
}

function why(finding: Finding): string {
  const { verdict } = finding;
  if (verdict.status === 'error') return `could not be checked: ${messageCell(clip(verdict.error))}`;
  if (verdict.status !== 'deprecated') return '';
  const revoked = verdict.revoked === true;
  const text = revoked && verdict.revocation?.message ? verdict.revocation.message : verdict.deprecation.reason;
  return `(${revoked ? 'revoked' : 'deprecated'}${text.trim() !== '' ? `: ${cell(clip(text))}` : ''})`;
}

/** One line of a list: where, which module, what to write, and why. */
function lineOf(finding: Finding, blobUrl: string | undefined, place: Placer): string {
  const { call, verdict } = finding;
  const where = placeMarkdown(finding, place, blobUrl);
  const module = 'address' in verdict && verdict.address !== undefined ? moduleOf(verdict.address) : call.source;
  const parts = [where, cell(module), ...(verdict.status === 'deprecated' ? [change(finding)] : [])];
  return `- ${parts.join(' · ')} ${why(finding)}${stepNote(finding)}`;
}

/** The lines of `findings` within `limit` bytes and `LINES_LISTED`, and a last line for the rest. */
function list(findings: readonly Finding[], blobUrl: string | undefined, place: Placer, limit: number): string[] {
  const lines = textsWithin(findings.slice(0, LINES_LISTED), (finding) => lineOf(finding, blobUrl, place), limit);
  const left = findings.length - lines.length;
  if (left > 0) {
    lines.push(`- and ${thousands(left)} more: the table below lists them first; every call is in ${GATE_RECORD}.`);
  }
  return lines;
}

/** "2 module calls use revoked versions". */
export const usesText = (n: number, what: string): string =>
  `${plural(n, 'module call')} ${n === 1 ? `uses a ${what} version` : `use ${what} versions`}`;

/** The headline: the first lines of the summary. */
export function headline(result: GateFindings, context: HeadlineContext): string[] {
  const { failOnDeprecated, failOnRevoked, words, place = ownBlock } = context;
  const warningOnly = (key: SettingKey, value: string): string => `, a warning only with ${words.setting(key, value)}`;
  const onBase = result.findings.filter((f) => f.onBase === true && f.verdict.status === 'deprecated');
  const current = result.findings.filter((f) => f.onBase !== true);
  const failed = current.filter((f) => f.verdict.status === 'error');
  const revoked = current.filter((f) => statusOf(f) === 'revoked');
  const deprecated = current.filter((f) => statusOf(f) === 'deprecated');
  const checked = result.findings.filter((f) => f.verdict.status === 'ok' || f.verdict.status === 'deprecated');
  const reasons = [
    failed.length > 0 ? `${plural(failed.length, 'module call')} could not be checked` : '',
    revoked.length > 0
      ? `${usesText(revoked.length, 'revoked')}${failOnRevoked ? '' : warningOnly('failOnRevoked', 'false')}`
      : '',
    deprecated.length > 0
      ? `${usesText(deprecated.length, 'deprecated')}${failOnDeprecated ? '' : warningOnly('failOnDeprecated', 'false')}`
      : '',
    onBase.length > 0
      ? `${plural(onBase.length, 'deprecated use')} already on the base branch, warnings only with ${words.setting('onlyNew', 'true')}`
      : '',
  ].filter((r) => r !== '');
  const warns = revoked.length + deprecated.length + onBase.length > 0 || checked.length === 0;
  const said =
    reasons.length > 0
      ? `${reasons.join('; ')}.`
      : context.verdict.failed || checked.length === 0
        ? messageCell(context.verdict.message)
        : `${plural(checked.length, 'module call')} checked, none on a deprecated or revoked version.`;
  const verdict = verdictLine(context.verdict.failed ? 'fails' : warns ? 'warns' : 'passes', said, words.run);
  const toChange = current.filter((f) => f.verdict.status === 'error' || f.verdict.status === 'deprecated');
  const lines = [verdict, ''];
  const room = onBase.length > 0 && toChange.length > 0 ? LISTS_LIMIT_BYTES / 2 : LISTS_LIMIT_BYTES;
  if (toChange.length > 0) {
    const title =
      result.baseline !== undefined && 'onBase' in result.baseline ? 'Added or moved by this change' : 'To change';
    lines.push(`**${title}**:`, '', ...list(toChange, context.blobUrl, place, room), '');
  }
  if (onBase.length > 0) {
    lines.push(
      '**Already on the base branch** (warnings only):',
      '',
      ...list(onBase, context.blobUrl, place, room),
      '',
    );
  }
  return lines;
}
