/**
 * What the gate reports: annotations at the module blocks (annotations.ts), the outputs
 * (result.ts), the job summary and the step's verdict, all drawn from the findings. Pure: the
 * runner writes them.
 */
import type { Deprecation, Revocation, RunContext } from '../model.ts';
import { cell, cellCode, messageCell, code, markdownLink, plural, runFooter, table, type Verdict } from '../report.ts';
import { callAddress } from './calls.ts';
import type { GateResult } from './check.ts';
import type { Finding, NotCheckedCause } from './judge.ts';
import { statusOf, type Status } from './result.ts';
import { show } from '../validation.ts';

// The annotations and the outputs' builders have files of their own; importers have long taken
// them from here.
export { gateAnnotations, suggestionText, type GateAnnotation } from './annotations.ts';
export { boundedDeprecatedUses, boundedResult, boundedUses, gateOutputs } from './result.ts';

export interface GateReportContext extends RunContext {
  readonly failOnDeprecated: boolean;
  readonly host: string;
  readonly organization?: string;
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
