import { describe, expect, it } from 'vitest';
import { commonParent, directoriesText } from './directories.ts';

const quote = (text: string): string => `\`${text}\``;

describe('directoriesText', () => {
  it('names a few directories', () => {
    expect(directoriesText(['infra', 'stacks/a'], quote)).toBe('`infra`, `stacks/a`');
  });

  it('counts many under their common folder', () => {
    const stacks = Array.from({ length: 2000 }, (_, i) => `stacks/team-${i % 4}/stack-${i}`);
    expect(directoriesText(stacks, quote)).toBe('2,000 directories under `stacks/`');
    const spread = Array.from({ length: 21 }, (_, i) => `${i}/stack`);
    expect(directoriesText(spread, quote)).toBe('21 directories');
  });

  it('finds the common folder', () => {
    expect(commonParent(['live/prod/a', 'live/prod/b'])).toBe('live/prod');
    expect(commonParent(['live/prod/a', 'live/dev/b'])).toBe('live');
    expect(commonParent(['.'])).toBe('');
  });
});
