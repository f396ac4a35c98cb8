import { describe, expect, it } from 'vitest';
import type { ModuleAddress, VersionState } from '../../model.ts';
import { judge, type Target } from './judge.ts';
import type { ModuleCall } from '../read/calls.ts';
import { VersionReads } from './version-reads.ts';

const target = (name: string): Target => ({
  address: `app.terraform.io/acme/${name}/aws`,
  module: { namespace: 'acme', name, provider: 'aws' },
});

/** A registry of `modules` (version → deprecated?) and revoked versions, recording each read. */
function registry(
  modules: Record<string, Record<string, boolean>>,
  revoked: Record<string, string[] | undefined> = {},
  fail: { revocations?: string } = {},
) {
  const asked: string[] = [];
  return {
    asked,
    async listVersions(module: ModuleAddress): Promise<VersionState[]> {
      asked.push(`list ${module.name}`);
      return Object.entries(modules[module.name] ?? {}).map(([version, deprecated]) => ({
        version,
        deprecation: deprecated ? { reason: 'Old', link: '' } : null,
      }));
    },
    async readRevokedVersions(module: ModuleAddress): Promise<ReadonlySet<string> | undefined> {
      asked.push(`revoked ${module.name}`);
      if (fail.revocations === module.name) throw new Error('HTTP 503');
      const found = revoked[module.name];
      return found === undefined ? undefined : new Set(found);
    },
  };
}

describe('VersionReads', () => {
  it('reads revocations only of a module with a called version that is deprecated or unlisted', async () => {
    const service = registry(
      {
        vpc: { '1.0.0': true, '1.1.0': false },
        dns: { '1.0.0': true, '1.1.0': false },
        net: { '2.0.0': false },
        eks: { '3.0.0': false },
      },
      { vpc: [], dns: [], net: [], eks: [] },
    );
    const reads = new VersionReads(service, 4);
    reads.called(target('vpc'), { constraint: '1.1.0' });
    reads.called(target('vpc'), { exact: '1.0.0' });
    // A constraint is the version it resolves to: 1.1.0, not the deprecated 1.0.0 it also allows.
    reads.called(target('dns'), { constraint: '>= 1.0.0' });
    // An installed version the list lacks.
    reads.called(target('net'), { exact: '2.0.1' });
    // A constraint that nothing satisfies calls no version.
    reads.called(target('eks'), { constraint: '~> 4.0' });
    const results = await reads.results();
    expect(service.asked.filter((a) => a.startsWith('revoked')).sort()).toEqual(['revoked net', 'revoked vpc']);
    expect(results.map((r) => [r.target.module.name, r.revocationRead])).toEqual([
      ['vpc', true],
      ['dns', false],
      ['net', true],
      ['eks', false],
    ]);
    // Not read: a version that is not deprecated is not revoked.
    expect(results[1]?.versions).toEqual([
      { version: '1.0.0', deprecation: { reason: 'Old', link: '' } },
      { version: '1.1.0', deprecation: null, revoked: false },
    ]);
  });

  it('starts the module read as soon as the list shows a called version deprecated, before the results are asked for', async () => {
    const service = registry({ vpc: { '1.0.0': true } }, { vpc: ['1.0.0'] });
    const reads = new VersionReads(service, 2);
    reads.called(target('vpc'), { constraint: '1.0.0' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(service.asked).toEqual(['list vpc', 'revoked vpc']);
    const [vpc] = await reads.results();
    expect(vpc?.versions).toEqual([{ version: '1.0.0', deprecation: { reason: 'Old', link: '' }, revoked: true }]);
  });

  it('the stricter state wins: revoked where the list shows no deprecation; an unlisted revoked version is known', async () => {
    const service = registry({ vpc: { '1.0.0': true, '1.1.0': false } }, { vpc: ['1.1.0', '0.9.0'] });
    const reads = new VersionReads(service, 2);
    reads.called(target('vpc'), { constraint: '1.0.0' });
    const [vpc] = await reads.results();
    expect(vpc?.versions).toEqual([
      { version: '1.0.0', deprecation: { reason: 'Old', link: '' }, revoked: false },
      { version: '1.1.0', deprecation: null, revoked: true },
      { version: '0.9.0', deprecation: null, revoked: true, unlisted: true },
    ]);
    // An installed 0.9.0 is revoked; a constraint picks from the list only, as terraform init does.
    const call = (key: string, version: Partial<ModuleCall>): ModuleCall => ({
      directory: '.',
      key,
      source: 'app.terraform.io/acme/vpc/aws',
      location: { file: 'main.tf' },
      from: 'configuration',
      ...version,
    });
    const lists = new Map([['app.terraform.io/acme/vpc/aws', vpc?.versions ?? []]]);
    const { findings } = judge(
      [call('installed', { exact: '0.9.0', from: 'modules.json' }), call('wide', { constraint: '< 1.0.0' })],
      { host: 'app.terraform.io' },
      lists,
    );
    expect(findings.map((f) => [f.verdict.status, 'revoked' in f.verdict ? f.verdict.revoked : undefined])).toEqual([
      ['deprecated', true],
      ['error', undefined],
    ]);
  });

  it('a module read that fails is the module’s error; one that shows no revocation makes every module unknown', async () => {
    const failing = registry({ vpc: { '1.0.0': true } }, { vpc: [] }, { revocations: 'vpc' });
    const failed = new VersionReads(failing, 2);
    failed.called(target('vpc'), { constraint: '1.0.0' });
    expect((await failed.results())[0]?.versions).toEqual({ error: 'HTTP 503' });

    const without = registry({ vpc: { '1.0.0': true }, dns: { '1.0.0': false } });
    const reads = new VersionReads(without, 2);
    reads.called(target('vpc'), { constraint: '1.0.0' });
    reads.called(target('dns'), { constraint: '1.0.0' });
    expect((await reads.results()).map((r) => r.versions)).toEqual([
      [{ version: '1.0.0', deprecation: { reason: 'Old', link: '' } }],
      [{ version: '1.0.0', deprecation: null }],
    ]);
  });
});
