import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BLANK_OUTPUTS } from './action-interface.ts';

const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
  outputs: Record<string, unknown>;
};

describe('what action.yml declares', () => {
  it('blanks every output, and no other (both runner adapters start from these)', () => {
    expect(Object.keys(BLANK_OUTPUTS).sort()).toEqual(Object.keys(action.outputs).sort());
  });
});
