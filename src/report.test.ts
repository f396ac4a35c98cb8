import { describe, expect, it } from 'vitest';
import { fitSummary, markdownLink } from './report.ts';

describe('fitSummary', () => {
  it('leaves a summary within the limit alone', () => {
    expect(fitSummary('### Title\n\n| a |\n|---|\n| b |\n', 1_000)).toBe('### Title\n\n| a |\n|---|\n| b |\n');
  });

  it('cuts a long one at a line, closes what the cut left open, and says where the rest is', () => {
    const rows = Array.from({ length: 500 }, (_, i) => `| module.m${i} | ✅ not deprecated |`);
    const markdown = [
      '### Gate',
      '',
      '<details><summary>500 calls</summary>',
      '',
      '| call | status |',
      '|---|---|',
      ...rows,
      '</details>',
      '',
    ].join('\n');
    const fitted = fitSummary(markdown, 5_000);
    expect(new TextEncoder().encode(fitted).length).toBeLessThanOrEqual(5_000);
    const lines = fitted.split('\n');
    expect(lines.filter((l) => l === '</details>')).toHaveLength(1);
    expect(fitted).toMatch(
      /> The summary stops here: GitHub shows at most 1 MiB of it, and \d+ more lines were left out\. Every entry is in the step's `result` output\./,
    );
    expect(lines.every((l) => l.startsWith('|') || !l.includes('module.m'))).toBe(true);
  });
});

describe('markdownLink', () => {
  it.each([
    ['https://example.com/a(b)', '[more](https://example.com/a%28b%29)'],
    ['http://example.com', '[more](http://example.com)'],
    ['javascript:alert(1)', 'more'],
    ['data:text/html,x', 'more'],
    ['www.example.com', 'more'],
    ['https://\ud800', 'more'],
  ])('%s → %s', (url, expected) => expect(markdownLink('more', url)).toBe(expected));
});
