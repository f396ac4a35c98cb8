/**
 * The edit of each call on a deprecated or revoked version, computed once and handed to every
 * surface that shows or makes it: the fix, the review's suggestions, the dry run's diff, the
 * campaign. Pure over texts: a function from a finding's file name to its text, so that the disk
 * (fix/files.ts) and a tree in memory serve alike; each rewrite is read back (confirm.ts).
 */
import { lineIndex } from '../../files/line-index.ts';
import type { Finding } from '../judge/judge.ts';
import { confirmRewrite, type Expected } from './confirm.ts';
import { intentOf, type EditOptions, type Intent } from './intent.ts';
import {
  NOT_WHERE_READ,
  blockNameOf,
  callLiteral,
  replaceSpans,
  versionLiterals,
  writtenValue,
  type Replacement,
} from './literal.ts';

/** A file's text, or why it cannot be edited (unreadable, outside the repository, not UTF-8). */
export type FileText = string | { readonly why: string };

/** A call's version literal rewritten in place. */
export interface Rewrite {
  readonly kind: 'rewrite';
  readonly finding: Finding;
  /** The version it moves to. */
  readonly version: string;
  /** The version argument as written, and as rewritten (the value, without quotes). */
  readonly from: string;
  readonly to: string;
  /** The file, as the finding names it, and the line of the literal. */
  readonly file: string;
  readonly line: number;
  readonly replacement: Replacement;
}

/** What the edit does for one call on a deprecated or revoked version. */
export type CallEdit =
  | Rewrite
  | { readonly kind: 'upgrade-installed'; readonly finding: Finding; readonly version: string }
  | { readonly kind: 'by-hand'; readonly finding: Finding; readonly why: string; readonly version?: string };

/** A file to change: its text as read and as rewritten, confirmed by reading it back. */
export interface FileEdit {
  readonly file: string;
  readonly before: string;
  readonly after: string;
  /** The calls it rewrites, in the findings' order. */
  readonly rewrites: readonly Rewrite[];
  /** The lines it changes, in order: fewer than the rewrites where calls share a block (a local module, say). */
  readonly lines: readonly number[];
}

export interface Edits {
  /** Each call on a deprecated or revoked version, in the findings' order. */
  readonly calls: readonly CallEdit[];
  /** The files to change, in the order their first call comes. */
  readonly files: readonly FileEdit[];
  /** Files left alone that a person should hear of: changed since the gate read them. */
  readonly warnings: readonly string[];
}

/** Only version characters are ever written: nothing that could end a string or start a template. */
const VERSION_TEXT = /^[0-9A-Za-z.+~>=<!, -]*$/;

type Pending = { readonly finding: Finding; readonly intent: Extract<Intent, { kind: 'rewrite' }> };

export async function editFindings(
  findings: readonly Finding[],
  textOf: (file: string) => FileText,
  options: EditOptions,
): Promise<Edits> {
  const decided = new Map<Finding, CallEdit>();
  const pendingByFile = new Map<string, Pending[]>();
  for (const finding of findings) {
    if (finding.verdict.status !== 'deprecated') continue;
    const intent = intentOf(finding, options);
    if (intent.kind === 'rewrite') {
      const { file } = finding.call.location;
      pendingByFile.set(file, [...(pendingByFile.get(file) ?? []), { finding, intent }]);
    } else {
      decided.set(finding, { ...intent, finding });
    }
  }
  const files: FileEdit[] = [];
  const warnings: string[] = [];
  for (const [file, pending] of pendingByFile) {
    const outcome = await editFile(file, textOf(file), pending);
    for (const call of outcome.calls) decided.set(call.finding, call);
    if (outcome.edit !== undefined) files.push(outcome.edit);
    if (outcome.warning !== undefined) warnings.push(outcome.warning);
  }
  return { calls: findings.flatMap((f) => decided.get(f) ?? []), files, warnings };
}

const byHand = (p: Pending, why: string): CallEdit => ({
  kind: 'by-hand',
  finding: p.finding,
  why,
  version: p.intent.version,
});

/** One file's rewrites: all of them, or (when the file cannot be changed safely) none. */
async function editFile(
  file: string,
  text: FileText,
  pending: readonly Pending[],
): Promise<{ calls: CallEdit[]; edit?: FileEdit; warning?: string }> {
  const all = (why: string): CallEdit[] => pending.map((p) => byHand(p, why));
  if (typeof text !== 'string') return { calls: all(text.why) };
  const literals = versionLiterals(file, text);
  if (literals === undefined) return { calls: all('the file does not parse') };
  const lineOf = lineIndex(text);
  const calls: CallEdit[] = [];
  const rewrites: Rewrite[] = [];
  const replacements = new Map<string, Replacement>();
  for (const p of pending) {
    const found = callLiteral(file, literals, p.finding.call.key, p.finding.call.location.line);
    // The gate read this block from this text with the same readers: a block or a literal
    // that differs now means the file changed while the gate ran. It is left alone, and said.
    const changed =
      'why' in found
        ? found.why === NOT_WHERE_READ
          ? 'its block is no longer where the gate read it'
          : undefined
        : found.written !== p.intent.from
          ? `it now says ${JSON.stringify(found.written)} where the gate read ${JSON.stringify(p.intent.from)}`
          : undefined;
    if (changed !== undefined) {
      return {
        calls: all(`the file changed after the gate read it (${changed})`),
        warning: `${file} changed after the gate read it (${changed}), so the fix left it as it is: run the gate again.`,
      };
    }
    if ('why' in found) {
      calls.push(byHand(p, found.why));
      continue;
    }
    const replacement = { start: found.span.start, end: found.span.end, text: found.encode(p.intent.to) };
    if (!VERSION_TEXT.test(replacement.text)) {
      calls.push(byHand(p, `${JSON.stringify(replacement.text)} is not a version`));
      continue;
    }
    const key = `${replacement.start}:${replacement.end}`;
    const earlier = replacements.get(key);
    // One block shared by many configurations (a local module): one replacement, if they agree on it.
    if (earlier !== undefined && earlier.text !== replacement.text) {
      calls.push(byHand(p, 'calls of this block in other configurations ask for another version'));
      continue;
    }
    replacements.set(key, replacement);
    const { version, from, to } = p.intent;
    rewrites.push({
      kind: 'rewrite',
      finding: p.finding,
      version,
      from,
      to,
      file,
      line: lineOf(replacement.start),
      replacement,
    });
  }
  if (rewrites.length === 0) return { calls };
  const after = replaceSpans(text, [...replacements.values()]);
  const expected: Expected[] = rewrites.map((r) => ({
    name: blockNameOf(file, r.finding.call.key),
    line: r.finding.call.location.line ?? r.line,
    version: r.to,
  }));
  const problem = await confirmRewrite(file, literals, after, expected, (raw) => writtenValue(file, raw));
  if (problem !== undefined) {
    const why = `the rewritten file would not read back as intended (${problem})`;
    return { calls: [...calls, ...rewrites.map((r) => byHand({ finding: r.finding, intent: r }, why))] };
  }
  const lines = [...new Set(rewrites.map((r) => r.line))].sort((a, b) => a - b);
  return { calls: [...calls, ...rewrites], edit: { file, before: text, after, rewrites, lines } };
}
