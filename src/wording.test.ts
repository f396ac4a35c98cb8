import { describe, expect, it } from 'vitest';
import { ACTION_WORDS, CLI_WORDS } from './wording.ts';

describe('the words of each runner', () => {
  it('name an input as the action does: the input, set to a value', () => {
    expect(ACTION_WORDS.input('version')).toBe('input `version`');
    expect(ACTION_WORDS.inputs(['reason', 'link'])).toBe('inputs `reason` and `link`');
    expect(ACTION_WORDS.setting('usage', 'false')).toBe('`usage: false`');
    expect(ACTION_WORDS.status('unrevoked')).toBe('`unrevoked`');
    expect(ACTION_WORDS.summary).toBe('the step summary');
  });

  it('name it as the command line does: a flag, a variable, a command', () => {
    expect(CLI_WORDS.input('version')).toBe('--version');
    expect(CLI_WORDS.inputs(['reason', 'link'])).toBe('--reason and --link');
    expect(CLI_WORDS.input('usageToken')).toBe('TFE_USAGE_TOKEN');
    expect(CLI_WORDS.takes('token')).toBe(false);
    expect(CLI_WORDS.setting('usage', 'false')).toBe('--usage false');
    expect(CLI_WORDS.setting('verify', 'false')).toBe('--no-verify');
    expect(CLI_WORDS.setting('allowEmpty', 'true')).toBe('--allow-empty');
    expect(CLI_WORDS.setting('version', '< 2.0.0')).toBe('--version "< 2.0.0"');
    expect(CLI_WORDS.setting('status', 'deprecated')).toBe('`deprecate`');
    expect(CLI_WORDS.status('unrevoked')).toBe('`unrevoke`');
    expect([CLI_WORDS.summary, CLI_WORDS.run, CLI_WORDS.setup]).toEqual([
      'the summary',
      'the command',
      'the command line',
    ]);
  });
});
