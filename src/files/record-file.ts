/**
 * Writes a report's record files (src/report.ts, `RecordFile`) into a new folder of their own
 * under the runner's temporary folder (RUNNER_TEMP; the system's where unset), for the GitHub
 * Actions adapter; it returns each output's path. The command line writes its record only where
 * `--result-file` says, through safe-write.ts, and leaves nothing in the temporary folder.
 */
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
