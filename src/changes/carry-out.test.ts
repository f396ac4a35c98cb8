import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../test/support/fake-runner.ts';
import { memoryRegistry } from '../../test/support/memory-registry.ts';
import { carryOut } from './carry-out.ts';
import { planChanges } from './plan.ts';
import { readModuleState } from './read.ts';
import { ACTION_WORDS } from '../wording.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const target = { to: 'deprecated' as const, reason: 'Use 2.x', link: '' };

describe('carryOut', () => {
  it('verifies nothing, and says nothing shows, when no change was accepted', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] });
    const refusing = { ...registry, setDeprecation: () => Promise.reject(new Error('HTTP 422')) };
    const log = recordingLog();
    const plan = planChanges(await registry.listVersions(module), ['1.0.0'], target, false);
    const options = { words: ACTION_WORDS, dryRun: false, verify: true, verifyTimeoutMs: 1_000, concurrency: 2 };
    const outcomes = await carryOut(refusing, 'acme', module, plan, options, log);
    expect(outcomes).toMatchObject([{ version: '1.0.0', status: 'failed', error: 'HTTP 422' }]);
    expect(log.lines).not.toContain('  read 1: every change shows');
    expect(log.lines).toContain('[Read back the failed versions]');
  });

  it('verifies what was accepted', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] });
    const log = recordingLog();
    const plan = planChanges(await registry.listVersions(module), ['1.0.0'], target, false);
    const options = { words: ACTION_WORDS, dryRun: false, verify: true, verifyTimeoutMs: 1_000, concurrency: 2 };
    const outcomes = await carryOut(registry, 'acme', module, plan, options, log);
    expect(outcomes).toMatchObject([{ version: '1.0.0', status: 'changed', verified: true }]);
    expect(log.lines).toContain('  read 1: every change shows');
  });

  it('revokes an active version in two requests, in order, and verifies both', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] });
    const log = recordingLog();
    const state = await readModuleState(registry, module, { revocation: true });
    const plan = planChanges(state.versions, ['1.0.0'], { ...target, to: 'revoked' }, state.revocationKnown);
    const options = { words: ACTION_WORDS, dryRun: false, verify: true, verifyTimeoutMs: 1_000, concurrency: 2 };
    const outcomes = await carryOut(registry, 'acme', module, plan, options, log);
    expect(registry.changes).toEqual(['acme/vpc/aws 1.0.0 deprecate', 'acme/vpc/aws 1.0.0 revoke']);
    expect(outcomes).toMatchObject([{ version: '1.0.0', status: 'changed', verified: true, revoked: true }]);
    expect(log.lines).toContain('[Apply 1 change (2 requests)]');
  });

  it('stops a version at the step that failed and reads back where it stands', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] });
    const failing = { ...registry, setRevocation: () => Promise.reject(new Error('revoke failed: HTTP 500')) };
    const log = recordingLog();
    const state = await readModuleState(registry, module, { revocation: true });
    const plan = planChanges(state.versions, ['1.0.0'], { ...target, to: 'revoked' }, true);
    const options = { words: ACTION_WORDS, dryRun: false, verify: true, verifyTimeoutMs: 1_000, concurrency: 2 };
    const outcomes = await carryOut(failing, 'acme', module, plan, options, log);
    expect(outcomes).toMatchObject([
      {
        status: 'failed',
        after: { reason: 'Use 2.x' },
        revoked: false,
        error: 'deprecated; then revoke failed: HTTP 500',
      },
    ]);
    // A re-run sends only the missing step.
    const again = await readModuleState(registry, module, { revocation: true });
    const rerun = planChanges(again.versions, ['1.0.0'], { ...target, to: 'revoked' }, true);
    expect(rerun.changes[0]?.steps).toEqual(['revoke']);
  });
});
