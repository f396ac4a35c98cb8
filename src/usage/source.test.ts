import { describe, expect, it } from 'vitest';
import type { ModuleAddress, Usage, UsageReader } from '../model.ts';
import { recordingLog } from '../../test/support/fake-runner.ts';
import { UsageSource, UsageUnavailableError } from './source.ts';
import { ACTION_WORDS } from '../wording.ts';

const vpc: ModuleAddress = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const USAGE: Usage = new Map([['1.0.0', { count: 1, names: ['app'] }]]);

/** A reader that answers, or refuses the way the client does (an error marked as Explorer's refusal). */
function reader(answer: 'ok' | 'refused' | 'broken'): UsageReader & { calls: number } {
  const r = {
    calls: 0,
    async listUsage(): Promise<Usage> {
      r.calls++;
      if (answer === 'ok') return USAGE;
      if (answer === 'refused')
        throw Object.assign(new Error('read usage failed: HTTP 403'), { usageAccessRefused: true });
      throw new Error('read usage failed: HTTP 500');
    },
  };
  return r;
}

describe('UsageSource', () => {
  it('reads nothing with usage: false', async () => {
    const r = reader('ok');
    const source = new UsageSource('off', r, recordingLog(), ACTION_WORDS);
    expect(source.enabled).toBe(false);
    expect(await source.read('acme', vpc)).toBeUndefined();
    expect(r.calls).toBe(0);
  });

  it('under auto, says once why usage was not read, and does not ask again after a refusal', async () => {
    const r = reader('refused');
    const log = recordingLog();
    const source = new UsageSource('auto', r, log, ACTION_WORDS);
    expect(await source.read('acme', vpc)).toBeUndefined();
    expect(await source.read('acme', { ...vpc, name: 'dns' })).toBeUndefined();
    expect(r.calls).toBe(1);
    expect(source.notice).toContain('Read all workspaces');
    expect(log.lines.filter((l) => l.includes('Workspace usage of organization "acme" was not read'))).toHaveLength(1);
  });

  it('under auto, stops asking an organization after a failure that outlasted the retries too', async () => {
    const r = reader('broken');
    const source = new UsageSource('auto', r, recordingLog(), ACTION_WORDS);
    await source.read('acme', vpc);
    await source.read('ACME', { ...vpc, name: 'dns' });
    expect(r.calls).toBe(1);
    expect(source.notice).toContain('HTTP 500');
    expect(source.notice).toContain('"acme": reading Explorer failed');
  });

  it('gives up per organization: a token may read one Explorer and not another', async () => {
    let calls = 0;
    const perOrg: UsageReader = {
      async listUsage(organization: string): Promise<Usage> {
        calls++;
        if (organization === 'other') throw Object.assign(new Error('HTTP 404'), { usageAccessRefused: true });
        return USAGE;
      },
    };
    const source = new UsageSource('auto', perOrg, recordingLog(), ACTION_WORDS);
    expect(await source.read('other', vpc)).toBeUndefined();
    expect(await source.read('acme', vpc)).toBe(USAGE);
    expect(await source.read('other', vpc)).toBeUndefined();
    expect(calls).toBe(2);
    expect(source.notice).toContain('"other": Explorer refused the token');
    expect(source.notice).not.toContain('"acme"');
  });

  it('names every organization given up in its one notice', async () => {
    const source = new UsageSource('auto', reader('broken'), recordingLog(), ACTION_WORDS);
    await source.read('acme', vpc);
    await source.read('globex', vpc);
    expect(source.notice).toMatch(
      /^Workspace usage was not read for 2 organizations, whose versions show no workspaces\. /,
    );
    expect(source.notice).toContain('"acme": reading Explorer failed');
    expect(source.notice).toContain('"globex": reading Explorer failed');
  });

  it('fails when usage is required, naming what requires it', async () => {
    const source = new UsageSource('required', reader('refused'), recordingLog(), ACTION_WORDS);
    await expect(source.read('acme', vpc)).rejects.toThrow(UsageUnavailableError);
    await expect(source.read('acme', vpc)).rejects.toThrow('Input `usage` is true');
    const auto = new UsageSource('auto', reader('refused'), recordingLog(), ACTION_WORDS);
    await expect(auto.read('acme', vpc, true)).rejects.toThrow('A revoke of unused versions only needs usage');
  });

  it('returns what Explorer answered', async () => {
    expect(await new UsageSource('auto', reader('ok'), recordingLog(), ACTION_WORDS).read('acme', vpc)).toBe(USAGE);
  });
});

describe('UsageSource.preload', () => {
  const dns: ModuleAddress = { namespace: 'acme', name: 'dns', provider: 'aws' };
  const organizationReader = (fail = false) => ({
    calls: 0,
    async listOrganizationUsage() {
      this.calls++;
      if (fail) throw new Error('read usage failed: HTTP 500');
      return { modules: new Map([['acme/vpc/aws', USAGE]]), via: 'export' as const };
    },
  });

  it('reads an organization once; its modules then ask nothing, one no workspace uses included', async () => {
    const one = reader('ok');
    const whole = organizationReader();
    const source = new UsageSource('auto', one, recordingLog(), ACTION_WORDS);
    await source.preload('ACME', [vpc, dns], whole);
    expect(await source.read('acme', vpc)).toBe(USAGE);
    expect(await source.read('acme', dns)).toEqual(new Map());
    expect([whole.calls, one.calls]).toEqual([1, 0]);
  });

  it('leaves a safe revoke to its own read of the module', async () => {
    const one = reader('ok');
    const source = new UsageSource('auto', one, recordingLog(), ACTION_WORDS);
    await source.preload('acme', [vpc], organizationReader());
    await source.read('acme', vpc, true);
    expect(one.calls).toBe(1);
  });

  it('preloads nothing when the organization read fails: each module is read on its own', async () => {
    const one = reader('ok');
    const source = new UsageSource('auto', one, recordingLog(), ACTION_WORDS);
    await source.preload('acme', [vpc, dns], organizationReader(true));
    expect(await source.read('acme', vpc)).toBe(USAGE);
    expect(one.calls).toBe(1);
  });
});
