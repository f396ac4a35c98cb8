import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types
import { bundleFingerprint } from './bundle-fingerprint.mjs';

const fingerprint = bundleFingerprint as (root: string) => string;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('bundleFingerprint: when npm test may skip the build', () => {
  it('changes with a source, the lockfile or a file of dist/, and with nothing else', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fingerprint-'));
    dirs.push(root);
    await mkdir(path.join(root, 'src/gate'), { recursive: true });
    await mkdir(path.join(root, 'dist'), { recursive: true });
    await writeFile(path.join(root, 'src/gate/run.ts'), 'export {};\n');
    await writeFile(path.join(root, 'dist/index.js'), '// built\n');
    await writeFile(path.join(root, 'package-lock.json'), '{}\n');
    const first = fingerprint(root);
    await writeFile(path.join(root, 'README.md'), 'not an input\n');
    expect(fingerprint(root)).toBe(first);
    for (const [file, text] of [
      ['src/gate/run.ts', 'export const x = 1;\n'],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
      ['dist/index.js', '// edited by hand\n'],
      ['src/new.ts', ''],
    ] as const) {
      const before = fingerprint(root);
      await writeFile(path.join(root, file), text);
      expect(fingerprint(root), file).not.toBe(before);
    }
  });
});
