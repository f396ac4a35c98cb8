import { describe, expect, it } from 'vitest';
import { checkMermaid, checkMermaidCharts, mermaidCharts } from '../test/support/mermaid.ts';
import { chartLabel, ganttChart, lineChart } from './charts.ts';

describe('charts', () => {
  it('draws a line chart Mermaid 10 parses', async () => {
    const lines = lineChart(
      'Retired: versions',
      ['2026-11-17', '2026-11-24'],
      'Count',
      [{ values: [3, 2] }, { values: [0, 7] }],
      ['#d97706', '#dc2626'],
    );
    expect(lines[0]).toBe('```mermaid');
    expect(lines).toContain('  y-axis "Count" 0 --> 8');
    expect(lineChart('t', ['2026-11-24 07:23'], 'y', [{ values: [1] }], [])[4]).toBe('  x-axis ["2026-11-24 07:23"]');
    expect(await checkMermaidCharts(lines.join('\n'))).toBe(1);
  });

  it('draws a gantt Mermaid 10 parses, and its parser refuses a date that is none', async () => {
    const chart = ganttChart('Revocations', '2026-11-24', [
      {
        title: 'acme/vpc/aws',
        tasks: [{ name: '1.0.0 deprecated until revoked', start: '2026-11-24', end: '2027-03-01' }],
      },
    ]);
    expect(await checkMermaidCharts(chart.join('\n'))).toBe(1);
    const broken = (mermaidCharts(chart.join('\n'))[0] as string).replace('2027-03-01', '2027-02-30');
    await expect(checkMermaid(broken)).rejects.toThrow(/Invalid date/);
    await expect(checkMermaid('xychart-beta\n  nonsense')).rejects.toThrow();
  });

  it('keeps text out of the chart syntax', () => {
    expect(chartLabel('a "b" : c; #d\n%%{init}%%')).toBe('a b c d init');
  });
});
