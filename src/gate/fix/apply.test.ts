import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '../judge/judge.ts';
import { editFindings } from '../edit/edits.ts';
import { applyEdits } from './apply.ts';
import { diskFiles, type EditedFiles } from './files.ts';
import { ACTION_WORDS } from '../../wording.ts';

let dir: string;
const TEXT = 'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.2.0"\n}\n';

const finding: Finding = {
  call: {
    directory: '.',
    key: 'vpc',
    source: 'app.terraform.io/acme/vpc/aws',
    constraint: '1.2.0',
    location: { file: 'main.tf', line: 1 },
    from: 'configuration',
  },
  verdict: {
    status: 'deprecated',
    address: 'app.terraform.io/acme/vpc/aws',
    version: '1.2.0',
    deprecation: { reason: '', link: '' },
    suggestion: { version: '1.4.0', step: 'upgrade', edit: { kind: 'rewrite', from: '1.2.0', to: '1.4.0' } },
  },
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fix-apply-'));
  await writeFile(path.join(dir, 'main.tf'), TEXT);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const fix = async (files: EditedFiles, dryRun = false) =>
  applyEdits(
    await editFindings([finding], (file) => files.text(file), { words: ACTION_WORDS, fixMajor: false }),
    dryRun,
    files,
  );

describe('applying the fix', () => {
  it('rewrites the literal through the safe writer, and says what it did', async () => {
    const result = await fix(diskFiles({ workspace: dir }, ACTION_WORDS));
    expect(result.fixes.map((f) => f.outcome)).toEqual(['rewritten']);
    expect(result.files).toEqual(['main.tf']);
    expect(result.lines).toBe(1);
    expect(await readFile(path.join(dir, 'main.tf'), 'utf8')).toBe(TEXT.replace('"1.2.0"', '"1.4.0"'));
  });

  it('leaves a file that changed after it was read alone, with a warning', async () => {
    const safe = diskFiles({ workspace: dir }, ACTION_WORDS);
    const meddling: EditedFiles = {
      text: (file) => safe.text(file),
      async write(file, text) {
        await writeFile(path.join(dir, file), `${TEXT}# edited meanwhile\n`);
        await safe.write(file, text);
      },
    };
    const result = await fix(meddling);
    expect(result.fixes.map((f) => [f.outcome, f.why])).toEqual([['by-hand', expect.stringContaining('not written')]]);
    expect(result.warnings).toEqual([expect.stringContaining('main.tf was left as it is')]);
    expect(await readFile(path.join(dir, 'main.tf'), 'utf8')).toBe(`${TEXT}# edited meanwhile\n`);
  });

  it('writes nothing in a dry run, and never edits a file whose literal is not what the gate read', async () => {
    const files = diskFiles({ workspace: dir }, ACTION_WORDS);
    const refuse: EditedFiles = {
      text: (file) => files.text(file),
      write: () => Promise.reject(new Error('no write in a dry run')),
    };
    const dry = await fix(refuse, true);
    expect(dry.fixes.map((f) => f.outcome)).toEqual(['rewritten']);
    expect(dry.diff).toBe(
      '--- a/main.tf\n+++ b/main.tf\n@@ -1,4 +1,4 @@\n module "vpc" {\n   source  = "app.terraform.io/acme/vpc/aws"\n-  version = "1.2.0"\n+  version = "1.4.0"\n }\n',
    );
    await writeFile(path.join(dir, 'main.tf'), TEXT.replace('1.2.0', '1.3.0'));
    const changed = await fix(refuse);
    expect(changed.fixes.map((f) => f.why)).toEqual([expect.stringContaining('now says "1.3.0"')]);
    expect(changed.warnings).toEqual([expect.stringContaining('main.tf changed after the gate read it')]);
  });

  it('edits no file outside the repository', async () => {
    const inner = path.join(dir, 'repository');
    const result = await fix(diskFiles({ workspace: dir, repositoryRoot: inner }, ACTION_WORDS), true);
    expect(result.fixes.map((f) => [f.outcome, f.why])).toEqual([
      ['by-hand', expect.stringContaining('outside the repository')],
    ]);
    expect(result.diff).toBe('');
  });
});
