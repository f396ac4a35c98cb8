import { describe, expect, it } from 'vitest';
import { markOnBase } from './baseline.ts';
import type { Finding } from './judge.ts';

const DEPRECATION = { reason: 'Old', link: '' };

const finding = (directory: string, key: string, version: string, deprecated = true, line = 1): Finding => ({
  call: {
    directory,
    key,
    source: 'app.terraform.io/acme/vpc/aws',
    location: { file: `${directory}/main.tf`, line },
    from: 'configuration',
  },
  verdict: deprecated
    ? { status: 'deprecated', address: 'app.terraform.io/acme/vpc/aws', version, deprecation: DEPRECATION }
    : { status: 'ok', address: 'app.terraform.io/acme/vpc/aws', version },
});

const onBase = (head: Finding[], base: Finding[]) => markOnBase(head, base).map((f) => f.onBase === true);

describe('markOnBase', () => {
  it('marks a deprecated call the base made in the same directory, at the same version, wherever the block moved', () => {
    expect(
      onBase([finding('stacks/a', 'vpc', '1.2.0', true, 40)], [finding('stacks/a', 'vpc', '1.2.0', true, 3)]),
    ).toEqual([true]);
  });

  it('leaves new calls unmarked: another directory (a rename), another name, another version, or one the base had clean', () => {
    const base = [finding('stacks/a', 'vpc', '1.2.0'), finding('stacks/a', 'dns', '1.0.0', false)];
    expect(
      onBase(
        [
          finding('stacks/b', 'vpc', '1.2.0'),
          finding('stacks/a', 'vpc2', '1.2.0'),
          finding('stacks/a', 'vpc', '1.3.0'),
          finding('stacks/a', 'dns', '1.0.0'),
        ],
        base,
      ),
    ).toEqual([false, false, false, false]);
  });

  it('never marks a call that is not deprecated', () => {
    expect(onBase([finding('stacks/a', 'vpc', '1.2.0', false)], [finding('stacks/a', 'vpc', '1.2.0')])).toEqual([
      false,
    ]);
  });
});
