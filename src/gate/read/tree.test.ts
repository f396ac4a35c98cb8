import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ScanCache, scanDirectory } from './scan.ts';
import { memoryTree, readConfigurationFile } from './tree.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/gate');

/** Every file under `dir`, by absolute path, with its text: a tree as the campaign holds one. */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(file, readFileSync(file, 'utf8'));
    }
  }
  return files;
}

describe('a tree of files in memory', () => {
  it('gives the gate the calls the disk gives, manifest and local modules included', async () => {
    for (const name of ['platform', 'initialized', 'languages', 'jsonsyntax']) {
      const directory = { path: path.join(FIXTURES, name), display: name };
      const options = { workspace: FIXTURES, dataDir: '.terraform' };
      const fromDisk = await scanDirectory(directory, options);
      const tree = memoryTree(filesUnder(path.join(FIXTURES, name)));
      const fromMemory = await scanDirectory(directory, { ...options, cache: new ScanCache(undefined, tree) });
      expect(fromMemory, name).toEqual(fromDisk);
    }
  });

  it('lists directories, and refuses what it does not hold as the disk does', () => {
    const tree = memoryTree(new Map([['/repo/stacks/a/main.tf', 'module "a" {}\n']]));
    expect(tree.list('/repo')).toEqual([{ name: 'stacks', directory: true }]);
    expect(tree.list('/repo/stacks/a')).toEqual([{ name: 'main.tf', directory: false }]);
    expect(tree.read('/repo/stacks/a/main.tf')).toBe('module "a" {}\n');
    expect(() => tree.list('/repo/other')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(() => tree.list('/repo/stacks/a/main.tf')).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
    expect(readConfigurationFile(tree, '/repo/x.tf', 'x.tf', 'absent')).toBe(undefined);
    expect(() => readConfigurationFile(tree, '/repo/stacks', 'stacks')).toThrow('Cannot read stacks: is a directory');
  });
});
