/**
 * The fake service as tests start it (see acme-fake.ts), closed for them.
 *
 * `fakeService` and `scratchFolder` clean up in one way: after the last test of the file that made
 * them. Test files share their worker and its modules (vitest's `isolate: false`), so this module
 * is imported once per worker, not once per file: the per-file setup (test/support/per-file.setup.ts,
 * run afresh before every file) calls `closeAfterThisFile`, whose `afterAll` closes what the file
 * opened. That suits `describe.concurrent`, where the global `onTestFinished` cannot tell which of
 * the running tests called it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startAcmeFake, type AcmeOptions } from './acme-fake.ts';

/** A fake service holding acme/vpc/aws, where `token` may manage acme's private registry; closed after the file. */
export async function fakeService(token: string, options: AcmeOptions = {}): Promise<FakeTfe> {
  const tfe = await startAcmeFake(token, options);
  onFileEnd(() => tfe.close());
  return tfe;
}

/** An empty folder, removed after the file. */
export async function scratchFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  onFileEnd(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** What the running file opened, to close after its last test; the file's path. */
const cleanup: Array<() => Promise<void>> = [];
let runningFile: string | undefined;

/**
 * Registers, for the test file about to run, an `afterAll` that closes what it opened with
 * `fakeService` and `scratchFolder`. The per-file setup calls it before every file.
 */
export function closeAfterThisFile(): void {
  runningFile = expect.getState().testPath;
  afterAll(async () => {
    runningFile = undefined;
    // Newest first, and each step even when an earlier one failed.
    const failures: unknown[] = [];
    for (const step of cleanup.splice(0).reverse()) await step().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'fake-service: cleanup failed');
  });
}

function onFileEnd(step: () => Promise<void>): void {
  // Without the per-file setup, nothing would close it, or a later file would.
  if (runningFile === undefined || runningFile !== expect.getState().testPath) {
    void step();
    throw new Error(
      'fake-service: nothing closes this after the file; add test/support/per-file.setup.ts to the setupFiles of vitest.config.ts',
    );
  }
  cleanup.push(step);
}
