import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { render, renderedFacts, summaryProblems } from '../test/support/markdown.ts';
import { countsLine, fitSummary, someOf, table, verdictLine, warningsWhy, withinAnnotationLimits } from './report.ts';
import { cell, cellCode, code, lineLink, markdownLink, messageCell } from './text.ts';

describe('the opening every summary shares', () => {
  it('says the verdict first, with what happened and why', () => {
    expect(verdictLine('fails', 'x.')).toBe('❌ **Fails**: x.');
    expect(verdictLine('warns', 'x.')).toBe('⚠️ **Warns** (the step passes): x.');
    expect(verdictLine('passes', 'x.')).toBe('✅ **Passes**: x.');
  });

  it('leaves the zero counts out, and the line when all are zero', () => {
    expect(
      countsLine('Versions', [
        [0, 'failed'],
        [1200, 'changed'],
        [1, 'unchanged'],
      ]),
    ).toEqual(['Versions: 1,200 changed · 1 unchanged.', '']);
    expect(countsLine('Versions', [[0, 'failed']])).toEqual([]);
  });

  it('names the warnings by their titles, as Markdown, the first two', () => {
    const warning = (title: string) => ({ level: 'warning' as const, title, message: '' });
    expect(warningsWhy([warning('a_b'), { level: 'error', title: 'e', message: '' }], cell)).toBe('1 warning: a\\_b.');
    expect(warningsWhy([warning('a'), warning('b'), warning('c')], cell)).toBe('3 warnings: a; b and 1 more.');
    expect(warningsWhy([], cell)).toBe('');
  });

  it('lists a few versions, and says how many more', () => {
    expect(someOf(['1', '2'])).toBe('1, 2');
    expect(someOf(['1', '2', '3'], 2)).toBe('1, 2 and 1 more');
  });
});

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

describe('lineLink', () => {
  const blob = 'https://github.com/acme/infra/blob/' + 'a'.repeat(40);
  it.each([
    ['stacks/net/main.tf', 12, `[x](${blob}/stacks/net/main.tf#L12)`],
    ['a b/#x?(y).tf', 3, `[x](${blob}/a%20b/%23x%3F%28y%29.tf#L3)`],
    ['stacks/net/main.tf', undefined, `[x](${blob}/stacks/net/main.tf)`],
    ['../outside/main.tf', 1, 'x'],
    ['/etc/main.tf', 1, 'x'],
    ['bad\ud800.tf', 1, 'x'],
  ])('%s:%s → %s', (file, line, expected) => expect(lineLink('x', blob, file, line)).toBe(expected));

  it('links nothing on a base that is no http(s) URL', () => {
    expect(lineLink('x', 'javascript:alert(1)', 'main.tf', 1)).toBe('x');
  });
});

describe('withinAnnotationLimits', () => {
  const errors = (n: number) => Array.from({ length: n }, (_, i) => ({ level: 'error' as const, message: `e${i}` }));

  it('puts errors first and leaves what fits alone', () => {
    const annotations = [{ level: 'warning' as const, message: 'w' }, ...errors(2)];
    expect(withinAnnotationLimits(annotations, { error: 10, warning: 10, notice: 10 }).map((a) => a.message)).toEqual([
      'e0',
      'e1',
      'w',
    ]);
  });

  it('writes nothing of a level with no room left, not even the overflow note GitHub would drop', () => {
    const warnings = [{ level: 'warning' as const, message: 'w' }];
    expect(withinAnnotationLimits([...errors(1), ...warnings], { error: 10, warning: 0, notice: 10 })).toEqual(
      errors(1),
    );
  });

  it('replaces what overflows a level with one annotation that says how many more and where', () => {
    const kept = withinAnnotationLimits(errors(14), { error: 9, warning: 10, notice: 10 });
    expect(kept).toHaveLength(9);
    expect(kept.at(-1)).toEqual({
      level: 'error',
      title: '6 more errors not shown here',
      message:
        'GitHub shows at most 10 error annotations per step; the other 6 are in the step summary and the `result` output.',
    });
  });
});

describe('withinAnnotationLimits, with warnings the log held back', () => {
  const warnings = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ level: 'warning' as const, message: `w${i}` }));

  it('writes the note in the slot left for it, counting the ones in the log', () => {
    expect(withinAnnotationLimits([], { error: 10, warning: 1, notice: 10 }, { warning: 3 })).toEqual([
      {
        level: 'warning',
        title: '3 more warnings not shown here',
        message: 'GitHub shows at most 10 warning annotations per step; the other 3 are in the log.',
      },
    ]);
  });

  it("counts both the held ones and the report's own that do not fit", () => {
    const kept = withinAnnotationLimits(warnings(4), { error: 10, warning: 2, notice: 10 }, { warning: 2 });
    expect(kept.map((a) => a.message)).toEqual([
      'w0',
      'GitHub shows at most 10 warning annotations per step; the other 5 are in the log, the step summary and the `result` output.',
    ]);
  });

  it('writes every annotation that fits, and the note after them', () => {
    const kept = withinAnnotationLimits(warnings(2), { error: 10, warning: 5, notice: 10 }, { warning: 1 });
    expect(kept.map((a) => a.message)).toEqual([
      'w0',
      'w1',
      'GitHub shows at most 10 warning annotations per step; the other one is in the log.',
    ]);
  });
});

describe('code', () => {
  it.each([
    ['module.vpc_pinned', '`module.vpc_pinned`'],
    ['a`b', '``a`b``'],
    ['`start', '`` `start ``'],
    ['', ''],
    ['two\nlines', '`two lines`'],
  ])('%j → %s', (text, expected) => expect(code(text)).toBe(expected));

  it('escapes a pipe only in a table cell, where GFM needs it even inside code', () => {
    expect(code('a|b')).toBe('`a|b`');
    expect(cellCode('a|b')).toBe('`a\\|b`');
  });

  it('renders every name literally, as GitHub would', () => {
    for (const name of ['module.vpc_pinned', 'a*b*', 'x|y', '<b>', 'tick`s', '``double``']) {
      const markdown = `| Call | Status |\n|---|---|\n| ${cellCode(name)} | ok |\n\n### Of ${code(name)}\n`;
      expect(summaryProblems(markdown)).toEqual([]);
      expect(renderedFacts(markdown).codes).toEqual([name, name]);
    }
  });
});

describe('table', () => {
  it('folds a long table into <details> that still renders as a table', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `| ${i} |`);
    const lines = table(['N'], rows, '25 <rows>');
    expect(lines[0]).toBe('<details><summary>25 &#60;rows&#62;</summary>');
    expect(lines.at(-1)).toBe('</details>');
    expect(render(lines.join('\n'))).toContain('<td>24</td>');
    expect(table(['N'], rows.slice(0, 3), '3')).toHaveLength(5);
  });
});

describe('messageCell', () => {
  it("renders the action's own code spans as code and leaves the rest escaped", () => {
    const text = 'read versions failed: HTTP 401 (`<b>x</b>` *bold*). Check `token` and `status: check`.';
    const facts = renderedFacts(messageCell(text));
    expect(facts.codes).toEqual(['token', 'status: check']);
    expect(render(messageCell(text))).not.toContain('<b>');
    expect(render(messageCell(text))).toContain('`&lt;b&gt;x&lt;/b&gt;`');
    expect(render(messageCell(text))).not.toContain('<em>');
  });

  it('leaves a foreign span that is no input of the action as text, and a lone backtick alone', () => {
    expect(renderedFacts(messageCell('the service said `evil` then a`b, check `hostname`')).codes).toEqual([
      'hostname',
    ]);
    expect(messageCell('line\nbreak | pipe')).toBe('line break \\| pipe');
  });

  it('shows every input and output of action.yml as code, as a message names it', () => {
    const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) {
      expect(renderedFacts(messageCell(`check \`${name}\``)).codes, name).toEqual([name]);
    }
  });
});
