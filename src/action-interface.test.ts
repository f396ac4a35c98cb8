import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_INPUTS, BLANK_OUTPUTS, INPUT_VALUES } from './action-interface.ts';

const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, unknown>;
};

describe('what action.yml declares', () => {
  it('lists every input, and no other', () => {
    expect([...ACTION_INPUTS].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('describes each value of the inputs that take one of a few, and defaults to one of them', () => {
    for (const [name, values] of Object.entries(INPUT_VALUES)) {
      const input = action.inputs[name];
      for (const value of values) expect(input?.description, `${name}: ${value}`).toContain(`\`${value}\``);
      expect(values, name).toContain(input?.default);
    }
  });

  it('blanks every output, and no other (both runner adapters start from these)', () => {
    expect(Object.keys(BLANK_OUTPUTS).sort()).toEqual(Object.keys(action.outputs).sort());
  });
});
