import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addedLines, oldSideLines } from './changed-lines.ts';

describe("a pull request's changed lines", () => {
  it('are the new side of each hunk, per file; deleted files and quoted names take none', () => {
    const diff = [
      'diff --git a/stacks/a/main.tf b/stacks/a/main.tf',
      '--- a/stacks/a/main.tf',
      '+++ b/stacks/a/main.tf',
      '@@ -3 +3 @@ module "vpc" {',
      '-  version = "1.2.0"',
      '+  version = "1.4.0"',
      '@@ -10,0 +11,3 @@',
      '+module "dns" {',
      '+}',
      '+',
      '@@ -20,2 +23,0 @@',
      'diff --git a/old.tf b/old.tf',
      '--- a/old.tf',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '+++ "b/we\\tird.tf"',
      '@@ -0,0 +1 @@',
    ].join('\n');
    const lines = addedLines(diff);
    expect([...lines.keys()]).toEqual(['stacks/a/main.tf']);
    expect([...(lines.get('stacks/a/main.tf') ?? [])]).toEqual([3, 11, 12, 13]);
  });
});

describe("a merge checkout's lines on the pull request's head", () => {
  it('shift past what the merge added and removed above them, and are undefined where it changed them', () => {
    const diff = [
      '+++ b/main.tf',
      '@@ -0,0 +1,3 @@', // three lines added at the top
      '@@ -5,2 +7,0 @@', // old 5 and 6 removed after new 7
      '@@ -9 +10 @@', // one line changed
      '+++ b/other.tf',
      '@@ -4,0 +5 @@',
    ].join('\n');
    const onHead = oldSideLines(diff);
    expect([1, 2, 3].map((l) => onHead('main.tf', l))).toEqual([undefined, undefined, undefined]);
    expect([4, 7, 8, 9, 10, 11].map((l) => onHead('main.tf', l))).toEqual([1, 4, 7, 8, undefined, 10]);
    expect([4, 5, 6].map((l) => onHead('other.tf', l))).toEqual([4, undefined, 5]);
    expect(onHead('untouched.tf', 12)).toBe(12);
  });

  it("find the same text on the old side as git's own diff of two files says", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'old-side-'));
    try {
      const old = Array.from({ length: 60 }, (_, i) => `line ${i}`);
      const changed = [...old];
      changed.splice(50, 3, 'x', 'y');
      changed.splice(30, 1);
      changed.splice(12, 0, 'a', 'b', 'c');
      changed[5] = 'five';
      changed.splice(0, 2);
      await writeFile(path.join(dir, 'old.tf'), `${old.join('\n')}\n`);
      await writeFile(path.join(dir, 'new.tf'), `${changed.join('\n')}\n`);
      const diff = spawnSync('git', ['diff', '--no-index', '--unified=0', 'old.tf', 'new.tf'], {
        cwd: dir,
        encoding: 'utf8',
      }).stdout;
      const onHead = oldSideLines(diff);
      const mapped = changed.map((text, i) => [text, onHead('new.tf', i + 1)] as const);
      for (const [text, line] of mapped) if (line !== undefined) expect(old[line - 1]).toBe(text);
      // Only the lines git changed are unplaced.
      expect(mapped.filter(([, line]) => line === undefined).map(([text]) => text)).toEqual([
        'five',
        'a',
        'b',
        'c',
        'x',
        'y',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
