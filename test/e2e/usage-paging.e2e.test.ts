/**
 * A safe revoke that paging cannot fool, end to end from the bundle: an Explorer that repeats page
 * 1, leaves out `links` while more pages follow, or counts rows it does not give makes
 * `revoke-only-unused` and `only-unused` revoke nothing and fail saying why; under `usage: auto`
 * it is a notice and the change goes on. The unpaged CSV export is read where the service has it
 * (one request) and drives the safe revoke; where it is refused, the pages are read instead.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe, FakeTfeOptions } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'usage-paging-e2e.atlasv1.secret-5c4d3e';
const REVOKE = { status: 'revoked', reason: 'CVE-2026-4242: use 2.x.', link: 'https://example.com/cve' };
const SAFE_REVOKE = { ...REVOKE, version: '1.0.0, 1.1.0, 1.2.0', 'revoke-only-unused': 'true' };

/**
 * acme/vpc/aws with 1.0.0 used on Explorer's first page and 1.1.0 only on its second (one row a
 * page); 1.2.0 is unused. A read that stops after page 1 would take 1.1.0 for unused.
 */
async function fake(options: FakeTfeOptions = {}): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, {
    versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'],
    explorerMaxPageSize: 1,
    ...options,
  });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['app-prod']);
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['billing']);
  return tfe;
}

const run = (tfe: FakeTfe, inputs: Record<string, string>): Promise<ActionRun> =>
  runAction(deprecateInputs(tfe.url, TOKEN, { 'verify-timeout': '5', ...inputs }));

const patches = (tfe: FakeTfe) => tfe.requests.filter((r) => r.method === 'PATCH');
const explorerRequests = (tfe: FakeTfe) => tfe.requests.filter((r) => r.path.includes('/explorer'));
const exportRequests = (tfe: FakeTfe) => tfe.requests.filter((r) => r.path.includes('/explorer/export/csv'));
const revoked = (tfe: FakeTfe) =>
  ['1.0.0', '1.1.0', '1.2.0'].filter((v) => tfe.getRevocation('acme', 'vpc', 'aws', v) !== null);

const FAULTS = [
  ['repeats page 1 whatever page is asked', 'repeat-first-page', 'wrong-page'],
  ['leaves out links while more pages follow', 'omit-links', 'next-disagrees'],
  ['counts more rows than it gives', 'wrong-count', 'count-disagrees'],
] as const;

describe.concurrent('a safe revoke against an Explorer whose paging does not add up', () => {
  it.each(FAULTS)(
    'an Explorer that %s: revoke-only-unused sends no PATCH and fails saying why',
    async (_, fault, cause) => {
      // No export, so the pages are all there is.
      const tfe = await fake({ explorerExportStatus: 404, explorerPagingFault: fault });
      const result = await run(tfe, SAFE_REVOKE);
      expect(result.exitCode, result.stdout).toBe(1);
      expect(patches(tfe)).toHaveLength(0);
      expect(revoked(tfe)).toEqual([]);
      expect(result.outputs['failure-reason']).toBe('service-error');
      expect(result.stdout).toContain('A revoke of unused versions only needs usage, and it could not be read');
      expect(result.stdout).toContain(`Explorer's paging does not add up (${cause})`);
      expect(result.annotations.some((a) => a.level === 'error' && a.message.includes(`(${cause})`))).toBe(true);
    },
  );

  it.each(FAULTS)('an Explorer that %s: a policy rule with only-unused revokes nothing', async (_, fault, cause) => {
    const tfe = await fake({ explorerExportStatus: 403, explorerPagingFault: fault });
    const file = path.join(await scratchFolder('usage-paging'), 'policy.yml');
    await writeFile(
      file,
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Old.\n        status: revoked\n        only-unused: true\n',
    );
    const result = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5' });
    expect(result.exitCode, result.stdout).toBe(1);
    expect(patches(tfe)).toHaveLength(0);
    expect(revoked(tfe)).toEqual([]);
    expect(result.stdout).toContain(`(${cause})`);
  });

  it('under usage: auto, a deprecation goes on with a notice saying why usage is unknown', async () => {
    const tfe = await fake({ explorerExportStatus: 404, explorerPagingFault: 'repeat-first-page' });
    const result = await run(tfe, { version: '1.2.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.2.0')).not.toBeNull();
    const notices = result.annotations.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('Workspace usage was not read');
    expect(notices[0]?.message).toContain('(wrong-page)');
  });
});

describe.concurrent('reading usage whole', () => {
  it('reads the CSV export in one request, and the safe revoke revokes only the unused version', async () => {
    // The pages would lie; the export is not paged, so it is all that is asked.
    const tfe = await fake({ explorerPagingFault: 'repeat-first-page' });
    const result = await run(tfe, SAFE_REVOKE);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(explorerRequests(tfe)).toHaveLength(1);
    expect(exportRequests(tfe)).toHaveLength(1);
    expect(revoked(tfe)).toEqual(['1.2.0']);
    expect(result.outputs['revoked-versions']).toBe('1.2.0');
    expect(parseResult(result).map((r) => [r.version, (r.workspaces as { count: number }).count])).toEqual([
      ['1.0.0', 1],
      ['1.1.0', 1],
      ['1.2.0', 0],
    ]);
  });

  it('reads a workspace list, its commas quoted, through the export whole', async () => {
    const tfe = await fake();
    tfe.setUsage('acme', 'vpc', 'aws', '1.2.0', ['ops', 'data-lake', 'edge']);
    const result = await run(tfe, { ...SAFE_REVOKE, version: '1.2.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toHaveLength(1); // deprecated, not revoked
    expect(revoked(tfe)).toEqual([]);
    expect(parseResult(result)[0]?.workspaces).toEqual({ count: 3, names: ['data-lake', 'edge', 'ops'] });
  });

  it.each([403, 404])('falls back to the pages when the export answers %i, and revokes as safely', async (status) => {
    const tfe = await fake({ explorerExportStatus: status });
    const result = await run(tfe, SAFE_REVOKE);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(exportRequests(tfe)).toHaveLength(1);
    // The refused export, then both pages of one row.
    expect(explorerRequests(tfe)).toHaveLength(3);
    expect(revoked(tfe)).toEqual(['1.2.0']);
  });
});
