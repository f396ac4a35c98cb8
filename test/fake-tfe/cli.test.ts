/**
 * The fake's command line (cli.ts), as the demo and the benchmarks start it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VERSIONS, V2, READ, JSON_API, DEPRECATE } from './test-client.ts';

describe('cli', () => {
  it('prints one JSON line with a working seed, and exits on SIGTERM', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const node = path.join(root, 'node_modules/node/bin/node');
    const child = spawn(node, [path.join(root, 'test/fake-tfe/cli.ts'), '--latency', '0', '--rate-limit', '50'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`cli exited with ${code}`)));
      });
      const info = JSON.parse(line) as { url: string; token: string; organizationToken: string; organization: string };
      expect(info).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), organization: 'acme' });
      const response = await fetch(`${info.url}${READ}/versions`, {
        headers: { authorization: `Bearer ${info.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('50');
      const body = (await response.json()) as { modules: Array<{ versions: Array<{ version: string }> }> };
      expect(body.modules[0]?.versions.map((v) => v.version)).toEqual(VERSIONS);
      const patch = await fetch(`${info.url}${V2}/1.1.0`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${info.token}`, 'content-type': JSON_API },
        body: JSON.stringify(DEPRECATE),
      });
      expect(patch.status).toBe(200);
      const usage = await fetch(`${info.url}/api/v2/organizations/acme/explorer?type=modules`, {
        headers: { authorization: `Bearer ${info.organizationToken}` },
      });
      expect(((await usage.json()) as { data: unknown[] }).data).toHaveLength(3);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
