/**
 * What the gate reports: annotations at the module blocks, the outputs, the job summary and
 * the step's verdict, all drawn from the findings. Pure: the runner writes them.
 */
import { verdictLine, type Report, type Verdict } from '../../report.ts';
import { gateAnnotations } from './annotations.ts';
import { callLabel } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding, NotCheckedCause } from '../judge/judge.ts';
import { GATE_RECORD, boundedDeprecatedUses, boundedResult, gateOutputs, leftOutText, statusOf } from './outputs.ts';
import { directoriesText } from './directories.ts';
import type { GateResult } from '../run.ts';
import { buildGateSummary, onBaseText } from './summary.ts';
import { usesText } from './headline.ts';
import { messageCell, plural, show, thousands } from '../../text.ts';
import type { Wording } from '../../model.ts';
import type { FixResult } from '../fix/apply.ts';
import { fixDiff, fixOutputs, fixSummary, reviewDraft, reviewSummary } from '../fix/report.ts';
import type { ReviewSuggestions } from '../fix/review.ts';
import { placer } from './placement.ts';

/** The fix's section, before the summary's footer (the link to the run, when there is one). */
function withFixSummary(summary: string, fix: FixResult | undefined, review: ReviewSuggestions | undefined): string {
  const section = [
    ...(fix === undefined ? [] : fixSummary(fix)),
    ...(review === undefined ? [] : reviewSummary(review)),
  ];
  if (section.length === 0) return summary;
  const footer = summary.lastIndexOf('\n<sub>');
  const at = footer === -1 ? summary.length : footer + 1;
  return `${summary.slice(0, at)}${section.join('\n')}\n${summary.slice(at)}`;
}

/** The step's report for what the run ended with. */
export function report(result: GateResult): Report {
  if (result.kind === 'failed') return failedGateReport(result);
  const { request, findings } = result;
  const { organization } = request.configurations;
  const host = request.service.host;
  const words = result.context.words;
  const verdict = byHandVerdict(
    gateVerdict(findings, request.failOnDeprecated, words, request.allowEmpty, request.failOnRevoked, organization),
    request.fix?.failOnByHand === true ? result.fix : undefined,
    words,
  );
  const bounded = boundedResult(findings);
  const uses = boundedDeprecatedUses(findings);
  const calls = findings.findings.length;
  // Passing with nothing checked is allowed, but worth a warning people see.
  const passedEmpty = !verdict.failed && findings.findings.every((f) => f.verdict.status === 'not-checked');
  // One placement for the annotations, the summary's links and the SARIF log: files of the repository.
  const place = placer(findings.findings, { ...request, workspace: request.configurations.workspace });
  const context = {
    place,
    failOnDeprecated: request.failOnDeprecated,
    failOnRevoked: request.failOnRevoked,
    verdict: { failed: verdict.failed, message: verdict.message },
    host,
    ...(organization !== undefined && { organization }),
    ...result.context,
  };
  const fix = result.fix;
  const review = result.review === undefined ? undefined : reviewDraft(result.review);
  const diff = fix === undefined ? {} : fixDiff(fix);
  return {
    outputs: { ...gateOutputs(findings, bounded, uses), ...(fix !== undefined && fixOutputs(fix)) },
    annotations: gateAnnotations(findings, request.failOnDeprecated, words, request.failOnRevoked, place),
    summary: withFixSummary(buildGateSummary(findings, context), fix, result.review),
    verdict: passedEmpty ? { failed: false } : verdict,
    // Every call, whatever the size: what the capped outputs, summary and annotations point to.
    files: [bounded.file, ...(diff.files ?? [])],
    ...(diff.diff !== undefined && { diff: diff.diff }),
    completeIn: GATE_RECORD,
    ...(review !== undefined && { review }),
    warnings: [
      ...(fix?.warnings ?? []),
      findings.baseline !== undefined && 'unreadable' in findings.baseline
        ? `${words.name('onlyNew')}: the base commit cannot be read (${findings.baseline.unreadable}), so every module call is judged, not only the new ones.`
        : '',
      ...gateHints(findings, host, words),
      passedEmpty ? verdict.message : '',
      bounded.omitted > 0
        ? `The result output lists ${thousands(calls - bounded.omitted)} of ${thousands(calls)} module calls, every deprecated or failed one first: GitHub caps an output at 1 MB. Left out: ${leftOutText(bounded.left)}. Every call is in ${GATE_RECORD}.`
        : '',
      uses.omitted > 0
        ? `The deprecated-uses output lists ${findings.deprecated.length - uses.omitted} of ${findings.deprecated.length} deprecated versions in use, without their calls: GitHub caps an output at 1 MB. The deprecated-versions output names every one.`
        : '',
    ].filter((warning) => warning !== ''),
  };
}

/** A configuration that cannot be read stops the gate: say which file, there and in the summary. */
function failedGateReport(failure: Extract<GateResult, { kind: 'failed' }>): Report {
  const { message, file, line } = failure;
  return {
    outputs: {},
    annotations: [
      {
        level: 'error',
        title: 'Module deprecation gate',
        message,
        ...(file !== undefined && { file }),
        ...(line !== undefined && { line }),
      },
    ],
    summary: `### Module versions used by the configuration\n\n${verdictLine('fails', messageCell(message))}\n`,
    // The annotation above says why; a second error with the same text would only repeat it.
    verdict: { failed: true, reason: failure.reason },
    warnings: [],
  };
}

/** Up to this many calls, the verdict names each; past it, it counts them per directory. */
const CALLS_NAMED = 5;

const target = (f: Finding): string =>
  'version' in f.verdict && f.verdict.address !== undefined
    ? `${f.verdict.address} ${f.verdict.version}`
    : f.call.source;

/** Past a few, counted per version and directory: a list of hundreds of `module.this` says less than where they are. */
function callsText(findings: readonly Finding[]): string {
  if (findings.length <= CALLS_NAMED) return findings.map((f) => `${callLabel(f.call)} (${target(f)})`).join(', ');
  const byTarget = new Map<string, Map<string, number>>();
  for (const f of findings) {
    const dirs = byTarget.get(target(f)) ?? new Map<string, number>();
    dirs.set(f.call.directory, (dirs.get(f.call.directory) ?? 0) + 1);
    byTarget.set(target(f), dirs);
  }
  return [...byTarget]
    .map(([what, dirs]) => {
      const places = [...dirs].map(([dir, n]) => `${n} in ${dir}`);
      const shown = places.slice(0, 3).join(', ');
      return `${what} (${shown}${places.length > 3 ? `, and ${places.length - 3} more directories` : ''})`;
    })
    .join('; ');
}

/**
 * With `failOnByHand`, a verdict that would pass fails where the fix left calls to a person: a
 * migration that moves nothing must not read as done.
 */
function byHandVerdict(
  verdict: Verdict & { message: string },
  fix: FixResult | undefined,
  words: Wording,
): Verdict & { message: string } {
  const left = fix?.fixes.filter((f) => f.outcome === 'by-hand') ?? [];
  if (verdict.failed || left.length === 0) return verdict;
  const revoked = left.some((f) => statusOf(f.finding) === 'revoked');
  const calls = callsText(left.map((f) => f.finding));
  return {
    failed: true,
    reason: revoked ? 'revoked-in-use' : 'deprecated-in-use',
    message: `${plural(left.length, 'module call')} on a deprecated or revoked version ${left.length === 1 ? 'is' : 'are'} left to a person, which ${words.setting('failOnByHand', 'true')} fails on: ${calls}. ${verdict.message}`,
  };
}

/** Whether the step fails, and the line that says why (or what was found). */
export function gateVerdict(
  result: GateFindings,
  failOnDeprecated: boolean,
  words: Wording,
  allowEmpty = false,
  failOnRevoked = true,
  organization?: string,
): Verdict & { message: string } {
  const onlyNew = words.setting('onlyNew', 'true');
  const failed = result.findings.filter((f) => f.verdict.status === 'error');
  // With `onlyNew`, what the base already had warns, apart; only what this change adds fails.
  const onBase = result.findings.filter((f) => f.onBase === true);
  const revoked = result.findings.filter((f) => statusOf(f) === 'revoked' && f.onBase !== true);
  const deprecated = result.findings.filter((f) => statusOf(f) === 'deprecated' && f.onBase !== true);
  const uses = (fs: Finding[], what: string): string =>
    fs.length > 0 ? `${usesText(fs.length, what)}: ${callsText(fs)}` : '';
  const parts = [
    failed.length > 0 ? `${plural(failed.length, 'module call')} could not be checked: ${callsText(failed)}` : '',
    uses(revoked, 'revoked'),
    uses(deprecated, 'deprecated'),
    onBase.length > 0 ? `${onBaseText(onBase.length)} (a warning only, with ${onlyNew})` : '',
  ].filter((p) => p !== '');
  const revokedFails = failOnRevoked && revoked.length > 0;
  if (failed.length > 0 || revokedFails || (failOnDeprecated && deprecated.length > 0)) {
    return {
      failed: true,
      reason:
        failed.length > 0
          ? // A re-run may help only where the service failed; a configuration must be corrected.
            failed.every((f) => f.verdict.status === 'error' && f.verdict.cause === 'configuration')
            ? 'invalid-input'
            : 'service-error'
          : revokedFails
            ? 'revoked-in-use'
            : 'deprecated-in-use',
      message: `${parts.join('; ')}. See ${words.annotations} and ${words.summary}.`,
    };
  }
  const checked =
    result.findings.filter((f) => f.verdict.status === 'ok').length +
    deprecated.length +
    revoked.length +
    onBase.length;
  const notChecked = result.findings.length - checked;
  if (checked === 0) {
    const directories = directoriesText(result.scans.map((s) => s.directory));
    const filtered = filteredOut(result.findings, organization, words);
    // Where calls of the registry were found and the gate's settings or the files left them out,
    // say which; a gate that found nothing to check would pass on a wrong path or host: say so instead.
    const found =
      filtered !== undefined
        ? `No module call of ${directories} was checked: ${filtered.why}`
        : `No module call of ${directories} uses the private registry checked${notChecked > 0 ? ` (${plural(notChecked, 'call')} not checked: see the summary)` : ''}`;
    if (allowEmpty) {
      return { failed: false, message: `${found}; with ${words.setting('allowEmpty', 'true')}, ${words.run} passes.` };
    }
    const todo =
      filtered !== undefined
        ? `. ${filtered.todo}`
        : `, so nothing was checked. Check ${words.name('configDirectory')} and ${words.name('hostname')}`;
    return {
      failed: true,
      reason: 'invalid-input',
      message: `${found}${todo}, or use ${words.setting('allowEmpty', 'true')} if that is expected.`,
    };
  }
  return {
    failed: false,
    message:
      deprecated.length + revoked.length > 0
        ? `${parts.join('; ')} (a warning only, with ${words.setting(revoked.length > 0 ? 'failOnRevoked' : 'failOnDeprecated', 'false')}).`
        : onBase.length > 0
          ? `Checked ${plural(checked, 'module call')}: none that this change adds or moves uses a deprecated version; ${onBaseText(onBase.length)} (warnings only, with ${onlyNew}).`
          : `Checked ${plural(checked, 'module call')}: none uses a deprecated version${notChecked > 0 ? ` (${notChecked} not checked)` : ''}.`,
  };
}

/**
 * Where calls of the checked registry were all left out by `organization` or by a version that
 * is an expression: what left them out, and what to do; undefined where no call was.
 */
function filteredOut(
  findings: readonly Finding[],
  organization: string | undefined,
  words: Wording,
): { why: string; todo: string } | undefined {
  const count = (cause: NotCheckedCause): number =>
    findings.filter((f) => f.verdict.status === 'not-checked' && f.verdict.cause === cause).length;
  const otherOrganization = count('other-organization');
  const expression = count('version-expression');
  if (otherOrganization + expression === 0) return undefined;
  const why: string[] = [];
  const todo: string[] = [];
  if (otherOrganization > 0) {
    why.push(
      `${plural(otherOrganization, 'call')} ${otherOrganization === 1 ? 'uses a module' : 'use modules'} of another organization than ${show(organization ?? '')}, the one ${words.name('organization')} (or TF_CLOUD_ORGANIZATION) limits the check to`,
    );
    todo.push(`check ${words.name('organization')}`);
  }
  if (expression > 0) {
    why.push(
      `${plural(expression, 'call')} ${expression === 1 ? 'has a version that is an expression' : 'have versions that are expressions'} (a variable, say), which cannot be known from the files`,
    );
    todo.push(
      `run \`terraform init\` before ${words.run}, so that the gate reads the versions it installed from \`.terraform/modules/modules.json\`, or write the version as a literal`,
    );
  }
  const said = todo.join('; ');
  return { why: why.join('; '), todo: `${said.charAt(0).toUpperCase()}${said.slice(1)}` };
}

/**
 * A gate that checked nothing while calls use another private registry host has most likely
 * been pointed at the wrong host: say so, rather than pass in silence.
 */
export function gateHints(result: GateFindings, host: string, words: Wording): string[] {
  const checked = result.findings.filter((f) => f.verdict.status !== 'not-checked').length;
  const others = new Set(
    result.findings.flatMap((f) =>
      f.verdict.status === 'not-checked' && f.verdict.why.startsWith('registry on ')
        ? [f.verdict.why.slice('registry on '.length)]
        : [],
    ),
  );
  if (checked > 0 || others.size === 0) return [];
  const hosts = [...others].map((h) => `\`${h}\``).join(', ');
  return [
    `No module call uses the private registry on ${host}, so none was checked; some use ${hosts}. Set ${words.name('hostname')} to the host whose modules to check.`,
  ];
}
