import { describe, expect, it } from 'vitest';
import { memoryRegistry, recordingLog } from '../../test/support/fake-runner.ts';
import { carryOut } from './carry-out.ts';
import { planChanges } from './plan.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const desired = { deprecated: true as const, reason: 'Use 2.x', link: '' };

describe('carryOut', () => {
  it('verifies nothing, and says nothing shows, when no change was accepted', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] });
    const refusing = { ...registry, setDeprecation: () => Promise.reject(new Error('HTTP 422')) };
    const log = recordingLog();
    const plan = planChanges(await registry.listVersions(module), ['1.0.0'], desired);
    const options = { dryRun: false, verify: true, verifyTimeoutMs: 1_000, concurrency: 2 };
    const outcomes = await carryOut(refusing, 'acme', module, plan, options, log);
    expect(outcomes).toMatchObject([{ version: '1.0.0', status: 'failed', error: 'HTTP 422' }]);
    expect(log.lines).not.toContain('  read 1: every change shows');
    expect(log.lines).toContain('[Read back the failed versions]');
  });

  it('verifies what was accepted', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] });
    const log = recordingLog();
    const plan = planChanges(await registry.listVersions(module), ['1.0.0'], desired);
    const options = { dryRun: false, verify: true, verifyTimeoutMs: 1_000, concurrency: 2 };
    const outcomes = await carryOut(registry, 'acme', module, plan, options, log);
    expect(outcomes).toMatchObject([{ version: '1.0.0', status: 'changed', verified: true }]);
    expect(log.lines).toContain('  read 1: every change shows');
  });
});
