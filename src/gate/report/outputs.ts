/**
 * The gate's outputs: `result` (one entry per call), `deprecated-uses` (one per version in use)
 * and the lists, each bounded by GitHub's output limit. Pure.
 */
import { OUTPUT_LIMIT_BYTES, fitOutput, type RecordFile } from '../../report.ts';
import { thousands } from '../../text.ts';
import { callAddress, callLabel } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { DeprecatedUse, Finding } from '../judge/judge.ts';

export type CallStatus = 'revoked' | 'deprecated' | 'not-deprecated' | 'not-checked' | 'failed';
const STATUS_OF = { ok: 'not-deprecated', 'not-checked': 'not-checked', error: 'failed' } as const;
export const statusOf = ({ verdict }: Finding): CallStatus =>
  verdict.status === 'deprecated' ? (verdict.revoked === true ? 'revoked' : 'deprecated') : STATUS_OF[verdict.status];

/** The file every call is in, whatever the size: the `result-file` output names it. */
export const RESULT_FILE_NAME = 'gate-result.json';

/**
 * Where every call is, for the notes of whatever GitHub caps (outputs, the summary, annotations):
 * the result file, and how to keep it past the job.
 */
export const GATE_RECORD = `\`${RESULT_FILE_NAME}\`, the file the \`result-file\` output names (the gate example in the README keeps it as the \`module-gate-result\` artifact)`;

/** The texts of `items`, in order, while they and a separator each fit in `limit` bytes after `used`. */
export function textsWithin<T>(items: Iterable<T>, text: (item: T) => string, limit: number, used = 0): string[] {
  const kept: string[] = [];
  for (const item of items) {
    const made = text(item);
    used += Buffer.byteLength(made, 'utf8') + 1;
    if (used > limit) break;
    kept.push(made);
  }
  return kept;
}

/** The findings' indices: every deprecated or failed call first, then the others, each group in the calls' order. */
export function urgentFirst(findings: readonly Finding[]): number[] {
  const urgent = findings.map((f) => f.verdict.status === 'deprecated' || f.verdict.status === 'error');
  const indices = findings.map((_, i) => i);
  return [...indices.filter((i) => urgent[i]), ...indices.filter((i) => !urgent[i])];
}

/** Calls left out, counted by status: `20,000 not deprecated, 811 not checked`. */
export function leftOutText(left: readonly Finding[]): string {
  const byStatus = new Map<CallStatus, number>();
  for (const f of left) byStatus.set(statusOf(f), (byStatus.get(statusOf(f)) ?? 0) + 1);
  const order: CallStatus[] = ['revoked', 'deprecated', 'failed', 'not-deprecated', 'not-checked'];
  return order
    .filter((s) => (byStatus.get(s) ?? 0) > 0)
    .map((s) => `${thousands(byStatus.get(s) ?? 0)} ${s.replace('-', ' ')}`)
    .join(', ');
}

function callJson(finding: Finding): Record<string, unknown> {
  const { call, verdict } = finding;
  return {
    call: callLabel(call),
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
    ...(call.readBy !== undefined && { tool: call.readBy }),
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
      call: callLabel(f.call),
      file: f.call.location.file,
      line: f.call.location.line ?? null,
      constraint: f.call.constraint ?? null,
      suggested:
        f.verdict.status === 'deprecated' && f.call.via === undefined ? (f.verdict.suggestion?.version ?? null) : null,
    })),
    reason: use.deprecation.reason,
    link: use.deprecation.link,
    revocation: use.revocation ?? null,
    suggested: use.suggestion?.version ?? null,
  };
}

const listed = (uses: readonly DeprecatedUse[]): string => uses.map((use) => `${use.address}@${use.version}`).join(',');

/**
 * The outputs, with the same meaning as in the other modes: `deprecated-versions` lists
 * `SOURCE@VERSION` items, comma separated; the detail per version in use is `deprecated-uses`.
 */
export function gateOutputs(
  result: GateFindings,
  bounded = boundedResult(result),
  uses = boundedDeprecatedUses(result),
): Record<string, string> {
  return {
    result: bounded.json,
    deprecated: String(result.deprecated.length > 0),
    'deprecated-versions': listed(result.deprecated),
    'revoked-versions': listed(result.deprecated.filter((use) => use.revoked === true)),
    'deprecated-uses': uses.json,
  };
}

/**
 * `deprecated-uses` within the output limit: every version in use stays, and past the limit each
 * one lists fewer of its calls (100, then 10, 1, none), saying how many it left out in
 * `calls-omitted`. Past even that (so many versions, or such long reasons), the versions that fit,
 * in order, and how many were left out (`omitted`, for a warning): `deprecated-versions` names all.
 */
export function boundedDeprecatedUses(
  result: GateFindings,
  limit = OUTPUT_LIMIT_BYTES,
): { json: string; omitted: number } {
  const json = fitOutput(
    [Infinity, 100, 10, 1, 0],
    (maxCalls) => result.deprecated.map((use) => deprecatedJson(use, maxCalls)),
    limit,
  );
  if (Buffer.byteLength(json, 'utf8') <= limit) return { json, omitted: 0 };
  const kept = textsWithin(result.deprecated, (use) => JSON.stringify(deprecatedJson(use, 0)), limit, 2);
  return { json: `[${kept.join(',')}]`, omitted: result.deprecated.length - kept.length };
}

/**
 * The `result` JSON within `limit` bytes: past it, deprecated and failed calls first, and those left
 * out (`left`, for the warning). `file` is every call, whatever the size: the file the notes point to.
 */
export function boundedResult(
  result: GateFindings,
  limit = OUTPUT_LIMIT_BYTES,
): { json: string; omitted: number; left: Finding[]; file: RecordFile } {
  // Made a thousand entries at a time so that each batch's objects die young (28,000 calls are 8 MB);
  // the rare cut below makes the entries it keeps again rather than hold two copies.
  const batches: string[] = [];
  for (let start = 0; start < result.findings.length; start += 1_000) {
    batches.push(
      result.findings
        .slice(start, start + 1_000)
        .map((f) => JSON.stringify(callJson(f)))
        .join(','),
    );
  }
  const all = `[${batches.join(',')}]`;
  const file: RecordFile = { output: 'result-file', name: RESULT_FILE_NAME, content: all };
  // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
  if (Buffer.byteLength(all, 'utf8') <= limit) return { json: all, omitted: 0, left: [], file };
  const order = urgentFirst(result.findings);
  const kept = textsWithin(order, (i) => JSON.stringify(callJson(result.findings[i] as Finding)), limit, 2);
  const keptIndices = new Set(order.slice(0, kept.length));
  return {
    json: `[${kept.join(',')}]`,
    omitted: result.findings.length - kept.length,
    left: result.findings.filter((_, i) => !keptIndices.has(i)),
    file,
  };
}
