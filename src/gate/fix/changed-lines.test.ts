import { describe, expect, it } from 'vitest';
import { addedLines } from './changed-lines.ts';

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
