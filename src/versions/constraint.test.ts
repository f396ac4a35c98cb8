import { describe, expect, it } from 'vitest';
import { satisfies } from './constraint.ts';
import { parseConstraint } from './constraint-syntax.ts';

const VERSIONS = [
  '0.9.0',
  '1.0.0',
  '1.1.0',
  '1.2.0',
  '1.2.5',
  '1.3.0',
  '1.3.1',
  '1.10.0',
  '2.0.0-rc.1',
  '2.0.0',
  '2.1.0',
];
const matching = (constraint: string): string[] => VERSIONS.filter((v) => satisfies(v, parseConstraint(constraint)));

describe('Terraform constraints', () => {
  it.each([
    ['= 1.2.0', ['1.2.0']],
    ['1.2.0', ['1.2.0']],
    ['v1.2.0', ['1.2.0']],
    ['!= 1.3.1', ['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.2.5', '1.3.0', '1.10.0', '2.0.0', '2.1.0']],
    ['> 1.3.0', ['1.3.1', '1.10.0', '2.0.0', '2.1.0']],
    ['>= 1.3.0', ['1.3.0', '1.3.1', '1.10.0', '2.0.0', '2.1.0']],
    ['< 1.1.0', ['0.9.0', '1.0.0']],
    ['<= 1.1', ['0.9.0', '1.0.0', '1.1.0']],
    ['< 2.0.0', ['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.2.5', '1.3.0', '1.3.1', '1.10.0']],
    ['>= 1.0, < 1.4', ['1.0.0', '1.1.0', '1.2.0', '1.2.5', '1.3.0', '1.3.1']],
    ['>=1.0,<1.2', ['1.0.0', '1.1.0']],
    // Pessimistic, two parts: the minor may grow, the major may not.
    ['~> 1.2', ['1.2.0', '1.2.5', '1.3.0', '1.3.1', '1.10.0']],
    // Pessimistic, three parts: only the patch may grow.
    ['~> 1.2.0', ['1.2.0', '1.2.5']],
    ['~> 1.3.1', ['1.3.1']],
    // Pessimistic, one part: no ceiling, as go-version reads it.
    ['~> 1', ['1.0.0', '1.1.0', '1.2.0', '1.2.5', '1.3.0', '1.3.1', '1.10.0', '2.0.0', '2.1.0']],
    ['~> 1.2, != 1.3.0', ['1.2.0', '1.2.5', '1.3.1', '1.10.0']],
    // Prereleases match only an exact term naming them.
    ['>= 2.0.0-rc.1', ['2.0.0', '2.1.0']],
    ['= 2.0.0-rc.1', ['2.0.0-rc.1']],
    ['> 5.0.0', []],
  ])('%s', (constraint, expected) => {
    expect(matching(constraint)).toEqual(expected);
  });

  it.each(['>= banana', '~>', '>= 1.2.3.4', '=> 1.0', '>= 1.0,', '~> 1.2.0-beta', '>== 1.0', '< 1.0 || > 2.0', ''])(
    'refuses %j',
    (text) => {
      expect(() => parseConstraint(text)).toThrow();
    },
  );
});
