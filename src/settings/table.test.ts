import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_KEYS, SETTING_KEYS, rowOf } from './table.ts';
import { COMMAND_NAMES } from './commands.ts';

const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { description: string; default?: string }>;
};

describe('the settings table, against action.yml', () => {
  it('has a row for every input, and no other input', () => {
    expect(INPUT_KEYS.map((key) => rowOf(key).input).sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it("has each input's default", () => {
    for (const key of INPUT_KEYS) {
      const { input, default: fallback } = rowOf(key);
      expect(fallback === undefined ? undefined : String(fallback), key).toBe(action.inputs[input as string]?.default);
    }
  });

  it('describes each value of a choice, and defaults to one of them', () => {
    for (const key of INPUT_KEYS) {
      const { input, values, default: fallback } = rowOf(key);
      if (values === undefined || key === 'status') continue;
      for (const value of values)
        expect(action.inputs[input as string]?.description, `${key}: ${value}`).toContain(`\`${value}\``);
      if (fallback !== undefined) expect(values, key).toContain(fallback);
    }
  });

  it('gives every setting a line of doc, and a flag only to commands that exist', () => {
    for (const key of SETTING_KEYS) {
      const row = rowOf(key);
      expect(row.doc, key).not.toBe('');
      for (const command of row.commands) expect(COMMAND_NAMES, key).toContain(command);
      // A setting with a flag is taken by some command; one without says how it is given, if at all.
      expect(
        row.flag !== undefined ? row.commands.length > 0 : row.notAFlag !== undefined || row.kind === 'secret',
        key,
      ).toBe(true);
    }
  });
});
