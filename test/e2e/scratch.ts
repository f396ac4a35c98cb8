/**
 * Scratch resources for e2e suites whose tests run concurrently: each test starts its own fake
 * service (acme/vpc/aws, as `startAcmeFake` seeds it) and makes its own folders, and everything
 * is closed and removed after the suite's last test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startAcmeFake, type AcmeOptions } from './fixtures.ts';

export interface Scratch {
  /** A fake service in which `token` may manage acme's private registry. */
  fake(options?: AcmeOptions): Promise<FakeTfe>;
  /** An empty folder. */
  folder(): Promise<string>;
}

export function scratch(token: string, prefix: string): Scratch {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });
  return {
    async fake(options = {}) {
      const tfe = await startAcmeFake(token, options);
      cleanup.push(() => tfe.close());
      return tfe;
    },
    async folder() {
      const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
