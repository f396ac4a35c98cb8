/** Writes a report's record files into a new folder under RUNNER_TEMP (else the system's), for the Actions adapter. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RecordFile } from '../report.ts';

export async function writeRecordFiles(
  files: readonly RecordFile[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<Record<string, string>> {
  const written: Record<string, string> = {};
  if (files.length === 0) return written;
  const base = env.RUNNER_TEMP?.trim() || tmpdir();
  // A folder per run: two steps of one job never write over each other's record.
  const dir = await mkdtemp(path.join(base, 'tfe-module-lifecycle-'));
  for (const file of files) {
    // The name is the action's own (`gate-result.json`), never from the configuration.
    const target = path.join(dir, path.basename(file.name));
    await writeFile(target, file.content);
    written[file.output] = target;
  }
  return written;
}
