/**
 * The fix's effects: each call's plan (plan.ts) made into edits of its file. Each file to change
 * is read again, its version literals found to the byte (spans.ts) and checked to say what the
 * gate read; the edited text must parse and read back as planned before it is written (through
 * `FixWriter`, atomically and never through a link) or, in a dry run, shown as a unified diff.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { FILE_LIMITS } from '../../files/limits.ts';
import { readBoundedSync } from '../../files/read-bounded.ts';
import { errorMessage } from '../../text.ts';
import type { Finding } from '../judge/judge.ts';
import { mapConcurrent } from '../../changes/concurrency.ts';
import { unifiedDiff } from './diff.ts';
import { planCall, type Plan, type PlanOptions } from './plan.ts';
import { applyEdits, blockSpans, callLiteral, type Edit } from './spans.ts';

/** What the fix did for one call. */
export interface Fix {
  readonly finding: Finding;
  readonly outcome: 'rewritten' | 'upgrade-installed' | 'by-hand';
  /** The version it moves to, where there is one. */
  readonly version?: string;
  /** The version argument as written, and as rewritten. */
  readonly argument?: { readonly from: string; readonly to: string };
  /** Why a person must change it (`by-hand`). */
  readonly why?: string;
}

export interface FixResult {
  readonly fixes: readonly Fix[];
  /** Files rewritten (or, in a dry run, that would be), as shown to the user. */
  readonly files: readonly string[];
  readonly dryRun: boolean;
  /** The unified diff of every file to change: in a dry run, what would be written. */
  readonly diff: string;
  /** Files left alone, and why (changed while the fix ran, refused by the writer). */
  readonly warnings: readonly string[];
}

/** What a file was when the fix read it: a write must not replace a later change. */
export interface ReadSnapshot {
  readonly size: number;
  readonly mtimeMs: number;
  readonly content: Uint8Array;
}

/** Writes a fixed file, atomically, never through a link; refuses a file changed since `snapshot`. */
export interface FixWriter {
  write(file: string, text: string, snapshot: ReadSnapshot): Promise<void>;
}

/** Files read and written at once. */
const FILES_AT_ONCE = 8;

export interface FixRequest extends PlanOptions {
  readonly dryRun: boolean;
  /** Paths are shown relative to this. */
  readonly workspace: string;
}

const byHand = (finding: Finding, why: string, version?: string): Fix => ({
  finding,
  outcome: 'by-hand',
  why,
  ...(version !== undefined && { version }),
});

/** A rewrite planned for a call, waiting for its file. */
interface Pending {
  readonly finding: Finding;
  readonly plan: Extract<Plan, { kind: 'rewrite' }>;
}

export async function fixFindings(
  findings: readonly Finding[],
  request: FixRequest,
  writer: FixWriter,
): Promise<FixResult> {
  const fixes = new Map<Finding, Fix>();
  const pendingByFile = new Map<string, Pending[]>();
  for (const finding of findings) {
    const { verdict } = finding;
    if (verdict.status !== 'deprecated') continue;
    const plan = planCall(finding, request);
    if (plan.kind === 'rewrite') {
      const file = finding.call.location.file;
      pendingByFile.set(file, [...(pendingByFile.get(file) ?? []), { finding, plan }]);
    } else if (plan.kind === 'upgrade-installed') {
      fixes.set(finding, { finding, outcome: 'upgrade-installed', version: plan.version });
    } else {
      fixes.set(finding, byHand(finding, plan.why, plan.version));
    }
  }
  const files: string[] = [];
  const diffs: string[] = [];
  const warnings: string[] = [];
  // Several files at once: each write waits on the disk (a temporary file synced, then renamed).
  const outcomes = await mapConcurrent([...pendingByFile], FILES_AT_ONCE, ([shown, pending]) =>
    fixFile(shown, pending, request, writer),
  );
  for (const [index, outcome] of outcomes.entries()) {
    for (const fix of outcome.fixes) fixes.set(fix.finding, fix);
    if (outcome.changed) {
      files.push([...pendingByFile.keys()][index] as string);
      if (outcome.diff !== undefined) diffs.push(outcome.diff);
    }
    if (outcome.warning !== undefined) warnings.push(outcome.warning);
  }
  return {
    // In the gate's order of calls.
    fixes: findings.flatMap((f) => fixes.get(f) ?? []),
    files,
    dryRun: request.dryRun,
    diff: diffs.join(''),
    warnings,
  };
}

/** One file's rewrites: all of them, or (when the file cannot be changed safely) none. */
async function fixFile(
  shown: string,
  pending: readonly Pending[],
  request: FixRequest,
  writer: FixWriter,
): Promise<{ fixes: Fix[]; changed?: true; diff?: string; warning?: string }> {
  const file = path.resolve(request.workspace, shown);
  const all = (why: string): { fixes: Fix[] } => ({
    fixes: pending.map((p) => byHand(p.finding, why, p.plan.version)),
  });
  let bytes: Buffer;
  let snapshot: ReadSnapshot;
  try {
    // Its time and size first: a change made while it is read then shows as a change.
    const stats = lstatSync(file);
    bytes = readBoundedSync(file, FILE_LIMITS.configuration);
    snapshot = { size: stats.size, mtimeMs: stats.mtimeMs, content: bytes };
  } catch (error) {
    return all(`the file cannot be read again: ${errorMessage(error)}`);
  }
  const original = bytes.toString('utf8');
  // Offsets are into the decoded text: a file that does not decode to itself is not rewritten.
  if (!Buffer.from(original, 'utf8').equals(bytes)) return all('the file is not valid UTF-8 text');
  const spans = blockSpans(file, original);
  if (spans === undefined) return all('the file does not parse');
  const edits = new Map<string, Edit>();
  const planned: Array<{ pending: Pending; edit: Edit }> = [];
  const fixes: Fix[] = [];
  for (const p of pending) {
    const found = callLiteral(file, spans, p.finding.call.key, p.finding.call.location.line);
    if ('why' in found) {
      fixes.push(byHand(p.finding, found.why, p.plan.version));
      continue;
    }
    if (found.written !== p.plan.from) {
      fixes.push(byHand(p.finding, `the file now says ${JSON.stringify(found.written)}, not what the gate read`));
      continue;
    }
    const edit = { start: found.span.start, end: found.span.end, text: found.encode(p.plan.to) };
    const key = `${edit.start}:${edit.end}`;
    const earlier = edits.get(key);
    // One block shared by many configurations (a local module): one edit, if they agree on it.
    if (earlier !== undefined && earlier.text !== edit.text) {
      fixes.push(byHand(p.finding, 'calls of this block in other configurations ask for another version'));
      continue;
    }
    edits.set(key, edit);
    planned.push({ pending: p, edit });
  }
  if (planned.length === 0) return { fixes };
  const text = applyEdits(original, [...edits.values()]);
  const problem = readBack(file, text, planned);
  if (problem !== undefined) {
    return { fixes: [...fixes, ...all(`the rewritten file would not read back as planned (${problem})`).fixes] };
  }
  if (!request.dryRun) {
    try {
      await writer.write(file, text, snapshot);
    } catch (error) {
      const why = `the file was not written: ${errorMessage(error)}`;
      return {
        fixes: [...fixes, ...planned.map(({ pending: p }) => byHand(p.finding, why, p.plan.version))],
        warning: `${shown} was left as it is: ${errorMessage(error)}`,
      };
    }
  }
  const rewritten = planned.map(({ pending: p }): Fix => ({
    finding: p.finding,
    outcome: 'rewritten',
    version: p.plan.version,
    argument: { from: p.plan.from, to: p.plan.to },
  }));
  // The diff is shown in a dry run only: a thousand files' diffs would be made to be thrown away.
  return {
    fixes: [...fixes, ...rewritten],
    changed: true,
    ...(request.dryRun && { diff: unifiedDiff(shown, original, text) }),
  };
}

/**
 * Why the edited text does not say the new versions where planned, or undefined. The text is
 * read again as the fix found the literals; the edits wrote version characters only (checked),
 * between the quotes of a string that holds no escape or template, so the file parses as before.
 */
function readBack(
  file: string,
  text: string,
  planned: ReadonlyArray<{ pending: Pending; edit: Edit }>,
): string | undefined {
  const spans = blockSpans(file, text);
  if (spans === undefined) return 'the file no longer parses';
  for (const { pending, edit } of planned) {
    if (!/^[0-9A-Za-z.+~>=<!, -]*$/.test(edit.text)) return `${JSON.stringify(edit.text)} is not a version`;
    const found = callLiteral(file, spans, pending.finding.call.key, pending.finding.call.location.line);
    if ('why' in found) return found.why;
    if (found.written !== pending.plan.to) return `the version reads ${JSON.stringify(found.written)}`;
  }
  return undefined;
}
