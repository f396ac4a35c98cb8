/**
 * The fix's effects: the edits written to their files, or in a dry run shown as a unified diff.
 * A file that cannot be written is left as it was, its calls for a person, with a warning.
 */
import { mapConcurrent } from '../../concurrency.ts';
import { errorMessage } from '../../text.ts';
import type { Finding } from '../judge/judge.ts';
import { unifiedDiff } from '../edit/diff.ts';
import type { CallEdit, Edits, FileEdit } from '../edit/edits.ts';
import type { EditedFiles } from './files.ts';

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
  /** Lines rewritten (or that would be): fewer than the calls rewritten where calls share a line. */
  readonly lines: number;
  readonly dryRun: boolean;
  /** The unified diff of every file to change: in a dry run, what would be written. */
  readonly diff: string;
  /** Files left alone, and why (changed while the gate ran, refused by the writer). */
  readonly warnings: readonly string[];
}

/** Files written at once: each write waits on the disk (a temporary file synced, then renamed). */
const FILES_AT_ONCE = 8;

const fixOf = (call: CallEdit): Fix =>
  call.kind === 'rewrite'
    ? { finding: call.finding, outcome: 'rewritten', version: call.version, argument: { from: call.from, to: call.to } }
    : call.kind === 'upgrade-installed'
      ? { finding: call.finding, outcome: 'upgrade-installed', version: call.version }
      : {
          finding: call.finding,
          outcome: 'by-hand',
          why: call.why,
          ...(call.version !== undefined && { version: call.version }),
        };

export async function applyEdits(edits: Edits, dryRun: boolean, files: EditedFiles): Promise<FixResult> {
  const fixes = new Map(edits.calls.map((call) => [call.finding, fixOf(call)]));
  const warnings = [...edits.warnings];
  // The diff is made in a dry run only: a thousand files' diffs would be made to be thrown away.
  const written = dryRun
    ? edits.files.map((edit) => ({ edit }))
    : await mapConcurrent(edits.files, FILES_AT_ONCE, async (edit): Promise<{ edit: FileEdit; error?: unknown }> => {
        try {
          await files.write(edit.file, edit.after);
          return { edit };
        } catch (error) {
          return { edit, error };
        }
      });
  const changed: FileEdit[] = [];
  for (const { edit, error } of written as Array<{ edit: FileEdit; error?: unknown }>) {
    if (error === undefined) {
      changed.push(edit);
      continue;
    }
    const why = `the file was not written: ${errorMessage(error)}`;
    for (const r of edit.rewrites)
      fixes.set(r.finding, { finding: r.finding, outcome: 'by-hand', why, version: r.version });
    warnings.push(`${edit.file} was left as it is: ${errorMessage(error)}`);
  }
  return {
    fixes: edits.calls.map((call) => fixes.get(call.finding) as Fix),
    files: changed.map((e) => e.file),
    lines: changed.reduce((n, e) => n + e.lines.length, 0),
    dryRun,
    diff: dryRun ? changed.map((e) => unifiedDiff(e.file, e.before, e.after)).join('') : '',
    warnings,
  };
}
