import { describe, expect, it } from 'vitest';
import { SUMMARY_PROBLEMS, policyProblemsReport } from './problems.ts';

const problems = (n: number, message = 'modules[0].rules[0].versions: not a constraint') =>
  Array.from({ length: n }, (_, i) => ({ line: i + 1, column: 3, message }));

describe('policyProblemsReport', () => {
  it('lists every mistake at its place, in the summary and in result', () => {
    const report = policyProblemsReport('p.yml', problems(12), []);
    expect(report.summary).toContain('`p.yml` has 12 problems');
    expect(report.summary).toContain('| p.yml:12:3 | modules\\[0\\].rules\\[0\\].versions: not a constraint |');
    const [entry] = JSON.parse(report.outputs.result ?? '') as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ module: null, versions: [], file: 'p.yml', error: 'p.yml has 12 problems' });
    expect(entry?.problems).toHaveLength(12);
    expect(entry).not.toHaveProperty('problems-omitted');
  });

  it('names the other input problems before the table, as text', () => {
    const report = policyProblemsReport('p.yml', problems(1), ['Input `token` | <b>']);
    expect(report.summary).toContain('- Input \\`token\\` \\| \\<b\\>');
  });

  it('stays within bounds: the summary past SUMMARY_PROBLEMS rows, result within the output limit', () => {
    const many = SUMMARY_PROBLEMS + 5;
    const report = policyProblemsReport('p.yml', problems(many), []);
    expect(report.summary).toContain('5 more problems not listed here: the log lists every one.');
    const long = policyProblemsReport('p.yml', problems(many, 'x'.repeat(2000)), []);
    expect(Buffer.byteLength(long.outputs.result ?? '')).toBeLessThan(900_000);
    const [entry] = JSON.parse(long.outputs.result ?? '') as Array<Record<string, unknown>>;
    expect(entry?.problems).toHaveLength(100);
    expect(entry?.['problems-omitted']).toBe(many - 100);
  });
});
