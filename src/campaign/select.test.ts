import { describe, expect, it } from 'vitest';
import { parseSelection, selects } from './select.ts';

describe('the repositories a campaign looks in', () => {
  it('takes owners, OWNER/NAME patterns and exclusions, one a line or separated by commas', () => {
    const { selection, problems } = parseSelection(['acme', 'Acme/web-*, !acme/web-legacy', 'other/infra'], 'x');
    expect(problems).toEqual([]);
    expect(selection).toEqual({
      owners: ['acme', 'other'],
      include: ['acme/*', 'acme/web-*', 'other/infra'],
      exclude: ['acme/web-legacy'],
    });
    const selected = selects(selection!);
    expect(['acme/web-app', 'ACME/Web-Legacy', 'other/infra', 'other/web'].filter(selected)).toEqual([
      'acme/web-app',
      'other/infra',
    ]);
  });

  it("is the workflow's owner when only exclusions, or nothing, is given", () => {
    expect(parseSelection([], 'acme')).toMatchObject({
      selection: { owners: ['acme'], include: ['acme/*'] },
      defaulted: true,
    });
    expect(parseSelection(['!acme/old'], 'acme').selection).toEqual({
      owners: ['acme'],
      include: ['acme/*'],
      exclude: ['acme/old'],
    });
    expect(parseSelection([], undefined).selection).toBeUndefined();
  });

  it('refuses what GitHub would not name so, and patterns that leave its names', () => {
    const { problems } = parseSelection(['-acme', 'acme/a/b', '!acme', 'acme/../x', 'acme/', 'acme/we$b'], 'acme');
    expect(problems.map((p) => p.entry)).toEqual(['-acme', 'acme/a/b', '!acme', 'acme/../x', 'acme/', 'acme/we$b']);
    // A pattern is a glob of names only: a dot or a regular expression's syntax is a letter.
    const selected = selects(parseSelection(['acme/web.*'], undefined).selection!);
    expect(selected('acme/web.api')).toBe(true);
    expect(selected('acme/webXapi')).toBe(false);
  });
});
