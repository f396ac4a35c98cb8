/**
 * `npm run demo`, as a new user watches it: run outside vitest (whose variables would make the
 * harness ask it for the test's name), it ends with exit 0 and links only to pages that exist: no
 * placeholder release page, no run of a repository that is not there.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NODE24 } from './harness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm run demo', () => {
  it('links only to pages that exist: no placeholder release page, no run of a repository that is not there', async () => {
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? ROOT };
    const child = spawn(NODE24, [path.join(ROOT, 'scripts/demo.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stdout).toBe(0);
    const links = [...stdout.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]);
    expect(links.filter((l) => !/^http:\/\/127\.0\.0\.1:\d+\//.test(l ?? ''))).toEqual([]);
    expect(stdout).not.toContain('example.com');
  });
});
