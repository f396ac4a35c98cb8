/**
 * A policy file with mistakes, reported in full: GitHub shows 10 annotations per step, and the one past them says the
 * others are in the step summary and the `result` output, so both list every mistake (within GitHub's limits). Pure.
 */
import { fitOutput, table, verdictLine } from '../report.ts';
import type { PolicyProblem } from './yaml-reader.ts';
import { cell, code, plural } from '../text.ts';

/** More rows than this would only be cut by GitHub's 1 MiB summary limit: the log has them all. */
export const SUMMARY_PROBLEMS = 1000;

/** `result` lists this many mistakes at most, then fewer while it passes the output limit. */
const RESULT_LEVELS = [SUMMARY_PROBLEMS, 100, 10, 0];

/** The summary and `result` of a run stopped by mistakes in the policy file; other input problems come first. */
export function policyProblemsReport(
  file: string,
  problems: readonly PolicyProblem[],
  others: readonly string[],
): { readonly summary: string; readonly outputs: Readonly<Record<string, string>> } {
  const total = plural(problems.length, 'problem');
  const shown = problems.slice(0, SUMMARY_PROBLEMS);
  const rows = shown.map((p) => `| ${cell(`${file}:${p.line}:${p.column}`)} | ${cell(p.message)} |`);
  const lines = [
    `### Deprecation policy ${code(file)}`,
    '',
    verdictLine('fails', `${code(file)} has ${total}; nothing was read from the service or changed.`),
    '',
    ...(others.length > 0 ? ['**Other inputs**', '', ...others.map((o) => `- ${cell(o)}`), ''] : []),
    ...table(['Where', 'Problem'], rows, total),
    '',
    ...(shown.length < problems.length
      ? [`${plural(problems.length - shown.length, 'more problem')} not listed here: the log lists every one.`, '']
      : []),
  ];
  const result = fitOutput(RESULT_LEVELS, (most) => {
    const listed = problems.slice(0, most);
    return [
      {
        module: null,
        versions: [],
        file,
        error: `${file} has ${total}`,
        problems: listed.map((p) => ({ line: p.line, column: p.column, message: p.message })),
        ...(listed.length < problems.length && { 'problems-omitted': problems.length - listed.length }),
      },
    ];
  });
  return { summary: lines.join('\n'), outputs: { result } };
}
