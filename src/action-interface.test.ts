import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_INPUTS, BLANK_OUTPUTS } from './action-interface.ts';

const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

describe('what action.yml declares', () => {
  it('lists every input, and no other', () => {
    expect([...ACTION_INPUTS].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('blanks every output, and no other (both runner adapters start from these)', () => {
    expect(Object.keys(BLANK_OUTPUTS).sort()).toEqual(Object.keys(action.outputs).sort());
  });
});
