/** Every Mermaid chart the documentation shows parses as GitHub's Mermaid would read it. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkMermaid, mermaidCharts } from './support/mermaid.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const charts = pages.flatMap((page) =>
  mermaidCharts(readFileSync(path.join(root, page), 'utf8')).map((chart, i) => [`${page} #${i + 1}`, chart] as const),
);

describe('the charts of the documentation', () => {
  it('include the burn-down and the schedule', () => {
    expect(charts.map(([where]) => where)).toEqual(expect.arrayContaining(['docs/usage.md #1', 'docs/policy.md #1']));
  });

  it.each(charts)('%s parses', async (_, chart) => {
    await checkMermaid(chart);
  });
});
