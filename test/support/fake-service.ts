/**
 * The fake service as tests start it (see acme-fake.ts), closed for them.
 *
 * `fakeService` and `scratchFolder` clean up in one way: after the last test of the file that made
 * them, through one `afterAll` registered when this module is imported. Vitest evaluates modules
 * afresh for each test file, so that is once per file. It suits `describe.concurrent`, where the
 * global `onTestFinished` cannot tell which of the running tests called it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startAcmeFake, type AcmeOptions } from './acme-fake.ts';

/** A fake service holding acme/vpc/aws, where `token` may manage acme's private registry; closed after the file. */
export async function fakeService(token: string, options: AcmeOptions = {}): Promise<FakeTfe> {
  checkSameFile();
  const tfe = await startAcmeFake(token, options);
  cleanup.push(() => tfe.close());
  return tfe;
}

/** An empty folder, removed after the file. */
export async function scratchFolder(prefix: string): Promise<string> {
  checkSameFile();
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const cleanup: Array<() => Promise<void>> = [];
const importedBy = expect.getState().testPath;

afterAll(async () => {
  // Newest first, and each step even when an earlier one failed.
  const failures: unknown[] = [];
  for (const step of cleanup.splice(0).reverse()) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, 'fake-service: cleanup failed');
});

/** The afterAll above runs for the file that imported this module; a file sharing it would leak. */
function checkSameFile(): void {
  if (expect.getState().testPath !== importedBy) {
    throw new Error('fake-service: this module is shared between test files; run vitest with isolate: true');
  }
}
