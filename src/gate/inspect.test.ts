import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ModuleAddress } from '../model.ts';
import { inspectConfigurations } from './inspect.ts';
import type { GateLog } from './log.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/gate');
const log: GateLog = { info: () => undefined, group: (_name, task) => task() };
const request = (...dirs: string[]) => ({
  directories: dirs.map((d) => ({ path: path.join(FIXTURES, d), display: d })),
  workspace: FIXTURES,
  dataDir: '.terraform',
});

describe('inspectConfigurations', () => {
  it('reads each module once, several at a time, and judges every call', async () => {
    const asked: string[] = [];
    let inFlight = 0;
    let most = 0;
    const registry = {
      async listVersions(module: ModuleAddress) {
        asked.push(module.name);
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        if (module.name === 'dns') throw new Error('HTTP 404');
        return ['1.0.0', '1.1.0', '1.2.0', '2.0.0', '2.1.0', '2.2.0', '0.3.1'].map((version) => ({
          version,
          deprecation: version === '1.2.0' ? { reason: 'Old', link: '' } : null,
        }));
      },
    };
    const result = await inspectConfigurations(
      { configurations: request('platform', 'initialized', 'legacy'), service: { host: 'app.terraform.io' } },
      { registry, log, concurrency: 8 },
    );
    expect(asked.sort()).toEqual(['dns', 'flow-logs', 'subnets', 'vpc']);
    expect(most).toBeGreaterThan(1);
    expect(result.modulesRead).toBe(4);
    expect(result.findings).toHaveLength(6 + 7 + 3);
    expect(result.findings.filter((f) => f.verdict.status === 'error').map((f) => f.call.key)).toEqual(['shared.dns']);
    expect(
      result.deprecated.map((d) => [d.address, d.version, d.calls.map((c) => `${c.call.directory}:${c.call.key}`)]),
    ).toEqual([['app.terraform.io/acme/vpc/aws', '1.2.0', ['platform:vpc', 'initialized:vpc']]]);
  });

  it('reads nothing when no call is from the registry checked', async () => {
    const registry = {
      listVersions: () => Promise.reject(new Error('no read expected')),
    };
    const result = await inspectConfigurations(
      { configurations: request('platform'), service: { host: 'tfe.example.com' } },
      { registry, log, concurrency: 8 },
    );
    expect(result.modulesRead).toBe(0);
    expect(result.findings.every((f) => f.verdict.status === 'not-checked')).toBe(true);
  });
});
