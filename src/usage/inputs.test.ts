import { describe, expect, it } from 'vitest';
import { ACTION_WORDS } from '../wording.ts';
import { parseUsageOptions } from './inputs.ts';
import { actionCommand } from '../../test/support/settings.ts';

/** The problems reading the settings found and those the usage options add, in the order reported. */
function parsed(inputs: Record<string, string>): { options: ReturnType<typeof parseUsageOptions>; problems: string[] } {
  const command = actionCommand({ status: 'check', ...inputs });
  const problems = [...command.problems];
  return { options: parseUsageOptions(command, problems, ACTION_WORDS), problems };
}

describe('parseUsageOptions', () => {
  it.each([
    ['', 'auto'],
    ['auto', 'auto'],
    ['TRUE', 'required'],
    ['false', 'off'],
  ])('usage %j is %s', (value, usage) => {
    const { options, problems } = parsed({ usage: value });
    expect(options.usage).toBe(usage);
    expect(problems).toEqual([]);
  });

  it('names the input and the values it takes', () => {
    const { problems } = parsed({ usage: 'yes please', 'usage-token': 'two words' });
    expect(problems).toEqual([
      'Input `usage` must be auto (read who uses each version when the token may), true (required) or false (never), got "yes please".',
      'Input `usage-token` must be one token, without spaces or line breaks.',
    ]);
  });

  it('keeps a usage token apart from the token', () => {
    expect(parsed({ 'usage-token': ' org.atlasv1.x ' }).options).toEqual({
      usage: 'auto',
      usageToken: 'org.atlasv1.x',
    });
  });
});
