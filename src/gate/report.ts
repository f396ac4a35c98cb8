/**
 * What the gate reports: annotations at the module blocks, the outputs, the job summary and
 * the step's verdict, all drawn from the findings. Pure: the runner writes them.
 */
import type { Deprecation, Revocation, RunContext } from '../model.ts';
import {
  ANNOTATIONS_PER_STEP,
  OUTPUT_LIMIT_BYTES,
  REVOKED_CONSEQUENCE,
  cell,
  cellCode,
  messageCell,
  code,
  fitOutput,
  markdownLink,
  plural,
  runFooter,
  table,
  type Annotation,
  type Verdict,
} from '../report.ts';
import { callAddress } from './calls.ts';
import type { GateResult } from './check.ts';
import type { DeprecatedUse, Finding, NotCheckedCause, Suggestion } from './judge.ts';
import { show } from '../validation.ts';

export type GateAnnotation = Annotation & { readonly title: string; readonly level: 'error' | 'warning' };

export interface GateReportContext extends RunContext {
  readonly failOnDeprecated: boolean;
  readonly host: string;
  readonly organization?: string;
}

const quote = (text: string): string => JSON.stringify(text);

/** The sentence that tells what to move to. */
export function suggestionText(suggestion: Suggestion | undefined, constraint: string | undefined): string {
  if (suggestion === undefined) return 'Every version of this module is deprecated.';
  const hasConstraint = constraint !== undefined && constraint.trim() !== '';
  if (suggestion.withinConstraint) {
    return hasConstraint
      ? `Upgrade to ${suggestion.version}, the newest version that is not deprecated and satisfies ${quote(constraint)}.`
      : `Upgrade to ${suggestion.version}, the newest version that is not deprecated.`;
  }
  return suggestion.sameMajor === true
    ? `No version that satisfies ${quote(constraint ?? '')} is free of deprecation: ${suggestion.version}, a newer release of the same major version, is not deprecated.`
    : `No version that satisfies ${quote(constraint ?? '')} is free of deprecation: the newest version that is not deprecated is ${suggestion.version}.`;
}

function nestedText(finding: Finding): string | undefined {
  const { call } = finding;
  return call.via === undefined
    ? undefined
    : `Used by the nested call ${callAddress(call.key)}, inside ${callAddress(call.via)} shown here.`;
}

export function gateAnnotations(result: GateResult, failOnDeprecated: boolean, failOnRevoked = true): GateAnnotation[] {
  return [...deprecationAnnotations(result, failOnDeprecated, failOnRevoked), ...staleAnnotations(result)];
}

/** A revoked version fails the step even when a deprecated one only warns, unless told otherwise. */
const levelOf = (revoked: boolean, failOnDeprecated: boolean, failOnRevoked: boolean): 'error' | 'warning' =>
  (revoked ? failOnRevoked : failOnDeprecated) ? 'error' : 'warning';

const titleOf = (version: string, address: string, revoked: boolean): string =>
  `Module version ${version} of ${address} is ${revoked ? 'revoked' : 'deprecated'}`;

/** A manifest older than the files: said once per directory, at the first call it lacks. */
function staleAnnotations(result: GateResult): GateAnnotation[] {
  return result.scans.flatMap((scan): GateAnnotation[] => {
    const first = result.findings.find((f) => f.call.directory === scan.directory && f.call.stale === true);
    if (first === undefined || scan.manifest === undefined) return [];
    return [
      {
        level: 'warning',
        title: `${scan.manifest} is older than the configuration`,
        message: `${plural(scan.stale, 'module call')} of ${scan.directory}, this one first, ${scan.stale === 1 ? 'is' : 'are'} missing from the manifest terraform init wrote: ${scan.stale === 1 ? 'its version is' : 'their versions are'} resolved from the constraints instead. Run terraform init again (and do not commit .terraform/).`,
        file: first.call.location.file,
        ...(first.call.location.line !== undefined && { line: first.call.location.line }),
      },
    ];
  });
}

function deprecationAnnotations(
  result: GateResult,
  failOnDeprecated: boolean,
  failOnRevoked: boolean,
): GateAnnotation[] {
  const perCall = callAnnotations(result, failOnDeprecated, failOnRevoked);
  // One annotation per call while they fit in GitHub's per-step limit (one error is kept for the
  // verdict); past it, one per deprecated module version, listing its calls.
  const fits = (['error', 'warning'] as const).every(
    (level) => perCall.filter((a) => a.level === level).length < ANNOTATIONS_PER_STEP,
  );
  if (fits) return perCall;
  const grouped: GateAnnotation[] = result.deprecated.map((use) => {
    const [first] = use.calls;
    const calls = use.calls.map(
      (f) =>
        `${f.call.location.file}${f.call.location.line !== undefined ? `:${f.call.location.line}` : ''} ${callAddress(f.call.key)}`,
    );
    const shown = calls.slice(0, MAX_CALLS_LISTED);
    const revoked = use.revoked === true;
    return {
      level: levelOf(revoked, failOnDeprecated, failOnRevoked),
      title: titleOf(use.version, use.address, revoked),
      message: [
        ...retiredLines(use.deprecation, revoked ? use.revocation : undefined, revoked),
        `Used by ${plural(use.calls.length, 'module call')}:`,
        ...shown.map((c) => `- ${c}`),
        calls.length > shown.length ? `- and ${calls.length - shown.length} more (see the step summary)` : '',
        use.suggested !== undefined ? `Upgrade to ${use.suggested}, a version neither deprecated nor revoked.` : '',
      ]
        .filter((l) => l.trim() !== '')
        .join('\n'),
      ...(first !== undefined && {
        file: first.call.location.file,
        ...(first.call.location.line !== undefined && { line: first.call.location.line }),
      }),
    };
  });
  return [...perCall.filter((a) => !/ is (deprecated|revoked)$/.test(a.title)), ...grouped];
}

/**
 * What a deprecated or revoked version says, one line each: what revocation means, the
 * revocation's own message (what consumers most need), the deprecation's reason where it says
 * something else, and the links.
 */
function retiredLines(d: Deprecation, revocation: Revocation | undefined, revoked: boolean): string[] {
  const message = revocation?.message ?? '';
  const link = revocation?.link ?? '';
  return [
    revoked ? REVOKED_CONSEQUENCE : '',
    message,
    d.reason !== message ? d.reason : '',
    link !== '' ? `More information: ${link}` : '',
    d.link !== '' && d.link !== link ? `More information: ${d.link}` : '',
  ];
}

/** Calls listed in one grouped annotation; the summary lists them all. */
const MAX_CALLS_LISTED = 20;

/**
 * What to do about a deprecated version that a nested call uses: its version is set by the
 * enclosing module's own files, out of reach, so the advice names the block the user can change.
 */
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

function callAnnotations(result: GateResult, failOnDeprecated: boolean, failOnRevoked: boolean): GateAnnotation[] {
  const annotations: GateAnnotation[] = [];
  for (const finding of result.findings) {
    const { call, verdict } = finding;
    const where = { file: call.location.file, ...(call.location.line !== undefined && { line: call.location.line }) };
    if (verdict.status === 'deprecated') {
      const revoked = verdict.revoked === true;
      const lines = [
        ...retiredLines(verdict.deprecation, revoked ? verdict.revocation : undefined, revoked),
        nestedText(finding) ?? '',
        nestedAdvice(finding, result.findings) ?? suggestionText(verdict.suggestion, call.constraint),
      ].filter((l) => l.trim() !== '');
      annotations.push({
        level: levelOf(revoked, failOnDeprecated, failOnRevoked),
        title: titleOf(verdict.version, verdict.address, revoked),
        message: lines.join('\n'),
        ...where,
      });
    } else if (verdict.status === 'error') {
      annotations.push({
        level: 'error',
        title: `Cannot check ${callAddress(call.key)}${verdict.address !== undefined ? ` (${verdict.address})` : ''}`,
        message: [verdict.error, nestedText(finding) ?? ''].filter((l) => l !== '').join('\n'),
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

type Status = 'revoked' | 'deprecated' | 'not-deprecated' | 'not-checked' | 'failed';
const statusOf = (f: Finding): Status =>
  f.verdict.status === 'deprecated'
    ? f.verdict.revoked === true
      ? 'revoked'
      : 'deprecated'
    : f.verdict.status === 'ok'
      ? 'not-deprecated'
      : f.verdict.status === 'not-checked'
        ? 'not-checked'
        : 'failed';

function callJson(finding: Finding): Record<string, unknown> {
  const { call, verdict } = finding;
  return {
    call: callAddress(call.key),
    directory: call.directory,
    source: call.source,
    version: 'version' in verdict ? verdict.version : (call.exact ?? null),
    constraint: call.constraint ?? null,
    status: statusOf(finding),
    // As in the other modes' entries: null where the service shows no revocation, or none was read.
    revoked: verdict.status === 'ok' || verdict.status === 'deprecated' ? (verdict.revoked ?? null) : null,
    file: call.location.file,
    line: call.location.line ?? null,
    ...(call.via !== undefined && { via: callAddress(call.via) }),
    ...(verdict.status === 'deprecated' && {
      reason: verdict.deprecation.reason,
      link: verdict.deprecation.link,
      revocation: verdict.revocation ?? null,
      // A nested call's version is set by the enclosing module: no version to suggest here.
      suggested: call.via === undefined ? (verdict.suggestion?.version ?? null) : null,
    }),
    ...(verdict.status === 'not-checked' && { why: verdict.why }),
    ...(verdict.status === 'error' && { error: verdict.error }),
  };
}

function deprecatedJson(use: DeprecatedUse, maxCalls = Infinity): Record<string, unknown> {
  const calls = use.calls.slice(0, maxCalls);
  return {
    source: use.address,
    version: use.version,
    ...(calls.length < use.calls.length && { 'calls-omitted': use.calls.length - calls.length }),
    calls: calls.map((f) => ({
      call: callAddress(f.call.key),
      file: f.call.location.file,
      line: f.call.location.line ?? null,
      constraint: f.call.constraint ?? null,
      suggested:
        f.verdict.status === 'deprecated' && f.call.via === undefined ? (f.verdict.suggestion?.version ?? null) : null,
    })),
    reason: use.deprecation.reason,
    link: use.deprecation.link,
    revocation: use.revocation ?? null,
    suggested: use.suggested ?? null,
  };
}

/**
 * The outputs, with the same meaning as in the other modes: `deprecated-versions` lists
 * `SOURCE@VERSION` items, comma separated; the detail per version in use is `deprecated-uses`.
 */
export function gateOutputs(
  result: GateResult,
  bounded = boundedResult(result),
  uses = boundedDeprecatedUses(result),
): Record<string, string> {
  return {
    result: bounded.json,
    deprecated: String(result.deprecated.length > 0),
    'deprecated-versions': result.deprecated.map((use) => `${use.address}@${use.version}`).join(','),
    'revoked-versions': result.deprecated
      .filter((use) => use.revoked === true)
      .map((use) => `${use.address}@${use.version}`)
      .join(','),
    'deprecated-uses': uses.json,
  };
}

/**
 * `deprecated-uses` within the output limit: every version in use stays, and past the limit each
 * one lists fewer of its calls (100, then 10, 1, none), saying how many it left out in
 * `calls-omitted`. The annotations and `result` still name every call.
 */
export function boundedUses(result: GateResult, limit = OUTPUT_LIMIT_BYTES): string {
  return boundedDeprecatedUses(result, limit).json;
}

/**
 * `boundedUses`, and past even that (so many versions in use, or such long reasons, that they do
 * not fit without their calls) the versions that fit, in order, with how many were left out
 * (`omitted`, for a warning): `deprecated-versions` still names every one.
 */
export function boundedDeprecatedUses(
  result: GateResult,
  limit = OUTPUT_LIMIT_BYTES,
): { json: string; omitted: number } {
  const json = fitOutput(
    [Infinity, 100, 10, 1, 0],
    (maxCalls) => result.deprecated.map((use) => deprecatedJson(use, maxCalls)),
    limit,
  );
  if (Buffer.byteLength(json, 'utf8') <= limit) return { json, omitted: 0 };
  const kept: string[] = [];
  let used = 2;
  for (const use of result.deprecated) {
    const item = JSON.stringify(deprecatedJson(use, 0));
    if (used + Buffer.byteLength(item, 'utf8') + 1 > limit) break;
    kept.push(item);
    used += Buffer.byteLength(item, 'utf8') + 1;
  }
  return { json: `[${kept.join(',')}]`, omitted: result.deprecated.length - kept.length };
}

/**
 * The `result` JSON, one object per call, within `limit` bytes: past it, the calls that need
 * attention (deprecated, failed) are kept and calls that passed or were not checked are left
 * out, counted in `omitted`. The summary and the annotations still show every call.
 */
export function boundedResult(result: GateResult, limit = OUTPUT_LIMIT_BYTES): { json: string; omitted: number } {
  // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
  const size = (text: string): number => Buffer.byteLength(text, 'utf8');
  const all = JSON.stringify(result.findings.map(callJson));
  if (size(all) <= limit) return { json: all, omitted: 0 };
  const urgent = (f: Finding): boolean => f.verdict.status === 'deprecated' || f.verdict.status === 'error';
  const ordered = [...result.findings.filter(urgent), ...result.findings.filter((f) => !urgent(f))];
  const kept: string[] = [];
  let used = 2;
  for (const finding of ordered) {
    const item = JSON.stringify(callJson(finding));
    if (used + size(item) + 1 > limit) break;
    kept.push(item);
    used += size(item) + 1;
  }
  return { json: `[${kept.join(',')}]`, omitted: result.findings.length - kept.length };
}

/** Up to this many calls, the verdict names each; past it, it counts them per directory. */
const CALLS_NAMED = 5;

const target = (f: Finding): string =>
  'version' in f.verdict && f.verdict.address !== undefined
    ? `${f.verdict.address} ${f.verdict.version}`
    : f.call.source;

function named(findings: readonly Finding[]): string {
  return findings.map((f) => `${callAddress(f.call.key)} (${target(f)})`).join(', ');
}

/**
 * The calls counted per module version and directory: on a large repository a list of every
 * call (hundreds of `module.this`) says less than where they are.
 */
function counted(findings: readonly Finding[]): string {
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

/** Whether the step fails, and the line that says why (or what was found). */
export function gateVerdict(
  result: GateResult,
  failOnDeprecated: boolean,
  allowEmpty = false,
  failOnRevoked = true,
  organization?: string,
): Verdict & { message: string } {
  const failed = result.findings.filter((f) => f.verdict.status === 'error');
  const revoked = result.findings.filter((f) => statusOf(f) === 'revoked');
  const deprecated = result.findings.filter((f) => statusOf(f) === 'deprecated');
  const list = (fs: Finding[]): string => (fs.length <= CALLS_NAMED ? named(fs) : counted(fs));
  const uses = (fs: Finding[], what: string): string =>
    fs.length > 0
      ? `${plural(fs.length, 'module call')} ${fs.length === 1 ? `uses a ${what} version` : `use ${what} versions`}: ${list(fs)}`
      : '';
  const parts = [
    failed.length > 0 ? `${plural(failed.length, 'module call')} could not be checked: ${list(failed)}` : '',
    uses(revoked, 'revoked'),
    uses(deprecated, 'deprecated'),
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
      message: `${parts.join('; ')}. See the annotations and the step summary.`,
    };
  }
  const checked = result.findings.filter((f) => f.verdict.status === 'ok').length + deprecated.length + revoked.length;
  const notChecked = result.findings.length - checked;
  if (checked === 0) {
    const directories = result.scans.map((s) => s.directory).join(', ');
    const filtered = filteredOut(result.findings, organization);
    if (filtered !== undefined) {
      // Calls of the registry were found, and the gate's settings or the files left them out: say which.
      const found = `No module call of ${directories} was checked: ${filtered.why}`;
      return allowEmpty
        ? { failed: false, message: `${found}; allow-empty is true, so the step passes.` }
        : {
            failed: true,
            reason: 'invalid-input',
            message: `${found}. ${filtered.todo}, or set \`allow-empty: true\` if that is expected.`,
          };
    }
    // A gate that found nothing to check would pass on a wrong path or host: say so instead.
    const found = `No module call of ${directories} uses the private registry checked${notChecked > 0 ? ` (${plural(notChecked, 'call')} not checked: see the summary)` : ''}`;
    return allowEmpty
      ? { failed: false, message: `${found}; allow-empty is true, so the step passes.` }
      : {
          failed: true,
          reason: 'invalid-input',
          message: `${found}, so nothing was checked. Check \`config-directory\` and \`hostname\`, or set \`allow-empty: true\` if that is expected.`,
        };
  }
  return {
    failed: false,
    message:
      deprecated.length + revoked.length > 0
        ? `${parts.join('; ')} (a warning only: ${revoked.length > 0 ? 'fail-on-revoked' : 'fail-on-deprecated'} is false).`
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
      `${plural(otherOrganization, 'call')} ${otherOrganization === 1 ? 'uses a module' : 'use modules'} of another organization than ${show(organization ?? '')}, the one \`organization\` (or TF_CLOUD_ORGANIZATION) limits the check to`,
    );
    todo.push('check `organization`');
  }
  if (expression > 0) {
    why.push(
      `${plural(expression, 'call')} ${expression === 1 ? 'has a version that is an expression' : 'have versions that are expressions'} (a variable, say), which cannot be known from the files`,
    );
    todo.push(
      'run `terraform init` before the step, so that the gate reads the versions it installed from `.terraform/modules/modules.json`, or write the version as a literal',
    );
  }
  const said = todo.join('; ');
  return { why: why.join('; '), todo: `${said.charAt(0).toUpperCase()}${said.slice(1)}` };
}

/**
 * A gate that checked nothing while calls use another private registry host has most likely
 * been pointed at the wrong host: say so, rather than pass in silence.
 */
export function gateHints(result: GateResult, host: string): string[] {
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
    `No module call uses the private registry on ${host}, so none was checked; some use ${hosts}. Set \`hostname\` to the host whose modules to check.`,
  ];
}

const STATUS_LABEL: Record<Status, string> = {
  revoked: '⛔ revoked',
  deprecated: '⚠️ deprecated',
  'not-deprecated': '✅ not deprecated',
  'not-checked': '➖ not checked',
  failed: '❌ failed',
};

/** A status cell's detail: the revocation's message and the deprecation's reason, each once, and a link. */
function statusDetail(d: Deprecation, revocation: Revocation | undefined): string {
  const message = revocation?.message ?? '';
  const reason = d.reason !== message ? d.reason : '';
  const text =
    message !== '' && reason !== '' ? `${cell(message)}; deprecated: ${cell(reason)}` : cell(message || reason);
  const link = revocation?.link || d.link;
  return `${text !== '' ? `: ${text}` : ''}${link !== '' ? ` (${markdownLink('more', link)})` : ''}`;
}

export function buildGateSummary(result: GateResult, context: GateReportContext): string {
  const lines: string[] = [];
  const dirs = result.scans.map((s) => code(s.directory)).join(', ');
  lines.push(`### Module versions used by ${dirs}`, '');
  const tally = (s: Status): number => result.findings.filter((f) => statusOf(f) === s).length;
  lines.push(
    `**${tally('revoked') > 0 ? `${tally('revoked')} revoked · ` : ''}${tally('deprecated')} deprecated · ${tally('not-deprecated')} not deprecated · ${tally('not-checked')} not checked · ${tally('failed')} failed**`,
    '',
  );
  lines.push(
    `Checked: modules of the private registry on ${code(context.host)}${context.organization !== undefined ? ` in organization ${code(context.organization)}` : ''}.`,
  );
  for (const scan of result.scans) {
    lines.push(
      `- ${code(scan.directory)}: ${scan.from === 'modules.json' ? `from ${code(scan.manifest ?? '')}, the exact versions \`terraform init\` installed` : 'from the `.tf` files, each version constraint resolved as `terraform init` would'}`,
    );
  }
  lines.push('');
  if (result.findings.length === 0) {
    lines.push('No module calls found.', '');
  } else {
    const rows = result.findings.map((finding) => {
      const { call, verdict } = finding;
      // The version used, and the constraint it was picked by when that says more than the version.
      const constraint = call.constraint?.trim();
      const pinned =
        constraint === undefined ||
        constraint.replace(/^=?\s*v?/, '') === ('version' in verdict ? verdict.version : call.exact);
      const version =
        'version' in verdict
          ? `${verdict.version}${call.exact === undefined && !pinned ? ` (${constraint})` : ''}`
          : (call.exact ?? constraint ?? '');
      const status =
        verdict.status === 'deprecated'
          ? `${STATUS_LABEL[statusOf(finding)]}${statusDetail(verdict.deprecation, verdict.revocation)}`
          : verdict.status === 'not-checked'
            ? `${STATUS_LABEL['not-checked']} (${cell(verdict.why)})`
            : verdict.status === 'error'
              ? `${STATUS_LABEL.failed}: ${messageCell(verdict.error)}`
              : STATUS_LABEL['not-deprecated'];
      const suggested =
        verdict.status !== 'deprecated'
          ? ''
          : call.via !== undefined
            ? `upgrade ${callAddress(call.via)}`
            : (verdict.suggestion?.version ?? '—');
      const where = `${cell(call.location.file)}${call.location.line !== undefined ? `:${call.location.line}` : ''}${call.via !== undefined ? ` (in ${cell(callAddress(call.via))})` : ''}`;
      return `| ${cellCode(callAddress(call.key))} | ${cell(call.source)} | ${cell(version)} | ${status} | ${cell(suggested)} | ${where} |`;
    });
    const header = ['Module call', 'Source', 'Version', 'Status', 'Suggested', 'Location'];
    lines.push(...table(header, rows, plural(rows.length, 'module call')), '');
  }
  const footer = runFooter(context);
  if (footer.length > 0) lines.push(...footer, '');
  return lines.join('\n');
}
