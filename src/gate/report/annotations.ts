/**
 * The gate's annotations, at the module blocks: one per call on a deprecated or revoked version,
 * folded into one per version in use (with every call that uses it) where GitHub's per-step
 * limit requires it, and one per stale modules.json. Pure.
 */
import type { Deprecation, Revocation, Wording } from '../../model.ts';
import { ANNOTATIONS_PER_STEP, REVOKED_CONSEQUENCE, type Annotation } from '../../report.ts';
import { callAddress, callLabel, readByLabel, readByText } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding } from '../judge/judge.ts';
import { suggestionText } from '../judge/advice.ts';
import { adviceWords } from '../../versions/suggestion.ts';
import { moreInformation, plural, sentence } from '../../text.ts';
import { RESULT_FILE_NAME } from './outputs.ts';
import { outsideText, ownBlock, type Placement, type Placer } from './placement.ts';
import { staleCalls } from './directories.ts';

type GateAnnotation = Annotation & { readonly title: string; readonly level: 'error' | 'warning' };

/** What the step fails on, how the runner names settings, and where each annotation is shown. */
interface Judging {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked: boolean;
  readonly words: Wording;
  readonly place: Placer;
}

function nestedText(finding: Finding): string | undefined {
  const { call } = finding;
  return call.via === undefined
    ? undefined
    : `Used by the nested call ${callLabel(call)}, inside ${callAddress(call.via)} shown here.`;
}

/** `place` puts each annotation in a file of the repository, where GitHub shows it (placement.ts). */
export function gateAnnotations(
  result: GateFindings,
  failOnDeprecated: boolean,
  words: Wording,
  failOnRevoked = true,
  place: Placer = ownBlock,
): GateAnnotation[] {
  const judging = { failOnDeprecated, failOnRevoked, words, place };
  return [...deprecationAnnotations(result, judging), ...staleAnnotations(result, place)];
}

/** An annotation's file and line: its placement's block; none where no block is in the repository. */
function whereOf(placement: Placement | undefined): Pick<Annotation, 'file' | 'line'> {
  if (placement === undefined) return {};
  const { file, line } = placement.at;
  return { file, ...(line !== undefined && { line }) };
}

/** Where the call itself is, when it is not where its annotation is shown. */
function outsideLine(finding: Finding, placement: Placement | undefined): string {
  if (placement !== undefined && placement.outside === undefined) return '';
  const { location } = finding.call;
  const shown = placement === undefined ? '' : ': shown at the module block that brings it in';
  return `The call is in ${outsideText(location)}, outside the repository${shown}.`;
}

/** A revoked version fails the step even when a deprecated one only warns, unless told otherwise. */
const levelOf = (revoked: boolean, judging: Judging): 'error' | 'warning' =>
  (revoked ? judging.failOnRevoked : judging.failOnDeprecated) ? 'error' : 'warning';

const titleOf = (version: string, address: string, revoked: boolean): string =>
  `Module version ${version} of ${address} is ${revoked ? 'revoked' : 'deprecated'}`;

/**
 * A manifest older than the files: said once per directory and cause, at the first call it
 * concerns: calls it lacks (it predates them), and calls whose installed version the files'
 * constraint no longer admits (changed since, by hand or by the fix).
 */
function staleAnnotations(result: GateFindings, place: Placer): GateAnnotation[] {
  // The first stale call of each directory, found in one pass: 2,000 directories by 28,000 calls
  // searched directory by directory took a second.
  const first = new Map<string, Finding>();
  for (const f of result.findings) {
    const key = `${f.call.stale}\u0000${f.call.directory}`;
    if (f.call.stale !== undefined && !first.has(key)) first.set(key, f);
  }
  return result.scans.flatMap((scan): GateAnnotation[] => {
    if (scan.manifest === undefined || scan.stale === 0) return [];
    const { missing, outdated } = staleCalls(scan);
    const at = (cause: string, message: string): GateAnnotation[] => {
      const finding = first.get(`${cause}\u0000${scan.directory}`);
      const title = `${scan.manifest} is older than the configuration`;
      return finding === undefined ? [] : [{ level: 'warning', title, message, ...whereOf(place(finding)) }];
    };
    return [
      ...at(
        'missing',
        `${plural(missing, 'module call')} of ${scan.directory}, this one first, ${missing === 1 ? 'is' : 'are'} missing from the manifest terraform init wrote: ${missing === 1 ? 'its version is' : 'their versions are'} resolved from the constraints instead. Run terraform init again (and do not commit .terraform/).`,
      ),
      ...at('outdated', outdatedText(outdated, scan.directory)),
    ];
  });
}

/** Calls whose installed version the files' constraint no longer admits: what Terraform does, and what to run. */
const outdatedText = (calls: number, directory: string): string =>
  `The version terraform init installed for ${plural(calls, 'module call')} of ${directory}${calls > 1 ? ', this one first,' : ''} no longer satisfies the constraint in the files (changed since, by hand or by a fix), so ${calls === 1 ? 'its version is' : 'their versions are'} resolved from the constraint, as terraform init would install ${calls === 1 ? 'it' : 'them'}. Run terraform init.`;

function deprecationAnnotations(result: GateFindings, judging: Judging): GateAnnotation[] {
  const perCall = callAnnotations(result, judging);
  // One annotation per call while they fit in GitHub's per-step limit (one error is kept for the
  // verdict); past it, one per deprecated module version, listing its calls, as every other place lists each.
  const fits = (['error', 'warning'] as const).every(
    (level) => perCall.filter((a) => a.level === level).length < ANNOTATIONS_PER_STEP,
  );
  if (fits) return perCall;
  // With `onlyNew`, the calls the base already made are grouped apart, as warnings.
  const parts = result.deprecated.flatMap((use) =>
    [use.calls.filter((f) => f.onBase !== true), use.calls.filter((f) => f.onBase === true)]
      .filter((calls) => calls.length > 0)
      .map((calls) => ({ ...use, calls })),
  );
  const grouped: GateAnnotation[] = parts.map((use) => {
    const [first] = use.calls;
    const calls = use.calls.map(
      (f) =>
        `${f.call.location.file}${f.call.location.line !== undefined ? `:${f.call.location.line}` : ''} ${callLabel(f.call)}${readByLabel(f.call)}`,
    );
    const shown = calls.slice(0, MAX_CALLS_LISTED);
    const revoked = use.revoked === true;
    const onBase = use.calls.filter((f) => f.onBase === true).length;
    return {
      level: onBase === use.calls.length ? 'warning' : levelOf(revoked, judging),
      title: titleOf(use.version, use.address, revoked),
      message: [
        ...retiredLines(use.deprecation, revoked ? use.revocation : undefined, revoked),
        `Used by ${plural(use.calls.length, 'module call')}${onBase > 0 ? ` (${onBase} already on the base branch)` : ''}:`,
        ...shown.map((c) => `- ${c}`),
        calls.length > shown.length
          ? `- and ${calls.length - shown.length} more (see ${judging.words.summary}; every call is in the result file, \`${RESULT_FILE_NAME}\`)`
          : '',
        use.calls.some((f) => f.call.via === undefined) ? adviceWords(use.suggestion, use.version).sentence : '',
        linksOf(use.deprecation, revoked ? use.revocation : undefined),
      ]
        .filter((l) => l.trim() !== '')
        .join('\n'),
      ...(first !== undefined && whereOf(judging.place(first))),
      fold: 'folded',
    };
  });
  const folds = (a: GateAnnotation): boolean => / is (deprecated|revoked)$/.test(a.title);
  return [...perCall.map((a): GateAnnotation => (folds(a) ? { ...a, fold: 'per-finding' } : a)), ...grouped];
}

/**
 * What a retired version says, a sentence a line: what revocation means, the revocation's message
 * (what consumers most need), and the deprecation's reason where it differs. Links go last (`linksOf`).
 */
function retiredLines(d: Deprecation, revocation: Revocation | undefined, revoked: boolean): string[] {
  const message = revocation?.message ?? '';
  return [revoked ? REVOKED_CONSEQUENCE : '', sentence(message), d.reason !== message ? sentence(d.reason) : ''];
}

const linksOf = (d: Deprecation, revocation: Revocation | undefined): string =>
  moreInformation([revocation?.link ?? '', d.link]);

/** Calls listed in one grouped annotation; the summary lists them all. */
const MAX_CALLS_LISTED = 20;

/** A nested call's version is set by the enclosing module's files, out of reach, so the advice names that block. */
function nestedAdvice(finding: Finding, findings: readonly Finding[]): string | undefined {
  const { call } = finding;
  if (call.via === undefined || finding.verdict.status !== 'deprecated') return undefined;
  const enclosing = findings.find((f) => f.call.directory === call.directory && f.call.key === call.via);
  const which =
    enclosing !== undefined && 'version' in enclosing.verdict
      ? ` (${enclosing.verdict.address} ${enclosing.verdict.version})`
      : '';
  return `This version comes with ${callAddress(call.via)}${which}, whose own files choose it: it cannot be set here. Upgrade ${callAddress(call.via)} to a release that no longer uses ${finding.verdict.address} ${finding.verdict.version}.`;
}

const onBaseLine = (words: Wording): string =>
  `Already on the base branch: a warning only, with ${words.setting('onlyNew', 'true')}.`;

function callAnnotations(result: GateFindings, judging: Judging): GateAnnotation[] {
  const { words } = judging;
  const annotations: GateAnnotation[] = [];
  for (const finding of result.findings) {
    const { call, verdict } = finding;
    if (verdict.status !== 'deprecated' && verdict.status !== 'error') continue;
    const placement = judging.place(finding);
    const where = whereOf(placement);
    const outside = outsideLine(finding, placement);
    if (verdict.status === 'deprecated') {
      const revoked = verdict.revoked === true;
      const lines = [
        ...retiredLines(verdict.deprecation, revoked ? verdict.revocation : undefined, revoked),
        nestedText(finding) ?? '',
        readByText(call, words) ?? '',
        outside,
        nestedAdvice(finding, result.findings) ?? suggestionText(verdict.suggestion, verdict.version),
        finding.onBase === true ? onBaseLine(words) : '',
        linksOf(verdict.deprecation, revoked ? verdict.revocation : undefined),
      ].filter((l) => l.trim() !== '');
      annotations.push({
        level: finding.onBase === true ? 'warning' : levelOf(revoked, judging),
        title: titleOf(verdict.version, verdict.address, revoked),
        message: lines.join('\n'),
        ...where,
      });
    } else if (verdict.status === 'error') {
      annotations.push({
        level: 'error',
        title: `Cannot check ${callLabel(call)}${verdict.address !== undefined ? ` (${verdict.address})` : ''}`,
        message: [verdict.error, nestedText(finding) ?? '', readByText(call, words) ?? '', outside]
          .filter((l) => l !== '')
          .join('\n'),
        ...where,
      });
    }
  }
  // A local module that many configurations call puts the same call at the same block once per
  // configuration: one annotation says it, and keeps GitHub's per-step budget for the others.
  const seen = new Set<string>();
  return annotations.filter((a) => {
    const key = JSON.stringify([a.level, a.title, a.file, a.line, a.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
