import { describe, expect, it } from 'vitest';
import { ACTION_WORDS } from '../wording.ts';
import { parseUsageOptions } from './inputs.ts';

const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

describe('parseUsageOptions', () => {
  it.each([
    ['', 'auto'],
    ['auto', 'auto'],
    ['TRUE', 'required'],
    ['false', 'off'],
  ])('usage %j is %s', (value, usage) => {
    const problems: string[] = [];
    expect(parseUsageOptions(read({ usage: value }), problems, ACTION_WORDS).usage).toBe(usage);
    expect(problems).toEqual([]);
  });

  it('names the input and the values it takes', () => {
    const problems: string[] = [];
    parseUsageOptions(read({ usage: 'yes please', 'usage-token': 'two words' }), problems, ACTION_WORDS);
    expect(problems).toEqual([
      'Input `usage` must be auto (read who uses each version when the token may), true (required) or false (never), got "yes please".',
      'Input `usage-token` must be one token, without spaces or line breaks.',
    ]);
  });

  it('keeps a usage token apart from the token', () => {
    expect(parseUsageOptions(read({ 'usage-token': ' org.atlasv1.x ' }), [], ACTION_WORDS)).toEqual({
      usage: 'auto',
      usageToken: 'org.atlasv1.x',
    });
  });
});
