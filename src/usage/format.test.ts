import { describe, expect, it } from 'vitest';
import { summaryProblems } from '../../test/support/markdown.ts';
import { usageCell, usageJson, usageOf, usageText } from './format.ts';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `ws-${i + 1}`);

describe('usage as shown', () => {
  it('reads a version no row names as unused, and an unread usage as unknown', () => {
    const usage = new Map([['1.0.0', { count: 1, names: ['a'] }]]);
    expect(usageOf(usage, '1.0.0')).toEqual({ count: 1, names: ['a'] });
    expect(usageOf(usage, '2.0.0')).toEqual({ count: 0, names: [] });
    expect(usageOf(undefined, '1.0.0')).toBeUndefined();
    expect(usageJson(undefined)).toBeNull();
  });

  it.each([
    [{ count: 0, names: [] }, 'no workspaces'],
    [{ count: 1, names: ['app-prod'] }, '1 workspace (app-prod)'],
    [{ count: 7, names: names(7) }, '7 workspaces (ws-1, ws-2, ws-3, ws-4, ws-5, +2 more)'],
    [{ count: 3, names: [] }, '3 workspaces'],
  ])('log text of %j: %s', (u, text) => {
    expect(usageText(u)).toBe(text);
  });

  it.each([
    [{ count: 0, names: [] }, '0'],
    [{ count: 2, names: ['a', 'b'] }, '2: `a`, `b`'],
    [{ count: 4, names: ['a'] }, '4: `a`, +3 unnamed'],
    [
      { count: 5, names: names(5) },
      '<details><summary>5 workspaces</summary>`ws-1`, `ws-2`, `ws-3`, `ws-4`, `ws-5`</details>',
    ],
  ])('summary cell of %j: %s', (u, text) => {
    expect(usageCell(u)).toBe(text);
  });

  it('renders in a table as GitHub renders it, names as code, never as markup', () => {
    const hostile = { count: 4, names: ['a|b', '<img src=x>', '`tick`', '**bold**'] };
    const table = ['| Version | Workspaces |', '|---|---|', `| 1.0.0 | ${usageCell(hostile)} |`, ''].join('\n');
    expect(summaryProblems(table)).toEqual([]);
  });
});
