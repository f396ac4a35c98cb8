import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeRecordFiles } from './record-file.ts';

let temp: string | undefined;
afterEach(async () => {
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
});

describe('writeRecordFiles', () => {
  it('writes each file in a folder of its own under RUNNER_TEMP, and gives its path as the output', async () => {
    temp = await mkdtemp(path.join(tmpdir(), 'record-'));
    const paths = await writeRecordFiles([{ output: 'result-file', name: 'gate-result.json', content: '[1]' }], {
      RUNNER_TEMP: temp,
    });
    const file = paths['result-file'] ?? '';
    expect(path.dirname(path.dirname(file))).toBe(temp);
    expect(await readFile(file, 'utf8')).toBe('[1]');
  });

  it('uses the system temporary folder without RUNNER_TEMP (the command line), and writes nothing for no file', async () => {
    const paths = await writeRecordFiles([{ output: 'result-file', name: 'gate-result.json', content: '[]' }], {});
    const file = paths['result-file'] ?? '';
    temp = path.dirname(file);
    expect(file.startsWith(tmpdir())).toBe(true);
    expect(await writeRecordFiles([], {})).toEqual({});
  });
});
