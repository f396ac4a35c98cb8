import { describe, expect, it } from 'vitest';
import { module, openOn } from '../../test/support/registry-on-fake.ts';

describe('listOrganizationUsage with projects, against the fake service', () => {
  it('reads each workspace’s project from the workspace view the way it read the module view', async () => {
    for (const exportStatus of [undefined, 404]) {
      const { tfe, client, done } = await openOn(exportStatus === undefined ? {} : { explorerExportStatus: 404 });
      try {
        tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'dev']);
        tfe.setWorkspaceProject('acme', 'prod', 'Payments');
        const usage = await client.listOrganizationUsage('acme', [module], { projects: true });
        expect(usage.via).toBe(exportStatus === undefined ? 'export' : 'pages');
        expect(usage.projects).toEqual(
          new Map([
            ['prod', 'Payments'],
            ['dev', 'Default Project'],
          ]),
        );
        // One request: the export, or (where the module view had none) the one page, never a refused export again.
        const views = tfe.requests.map((r) => new URL(r.path, tfe.url).searchParams.get('type'));
        expect(views.filter((v) => v === 'workspaces')).toHaveLength(1);
      } finally {
        await done();
      }
    }
  });

  it('says why the projects were not read, and keeps the usage, when the workspace view fails', async () => {
    const { tfe, client, done } = await openOn();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      tfe.injectFault({
        method: 'GET',
        path: /type=workspaces/,
        times: Infinity,
        fault: { kind: 'status', status: 500 },
      });
      const usage = await client.listOrganizationUsage('acme', [module], { projects: true });
      expect(usage.modules.get('acme/vpc/aws')?.get('1.0.0')).toEqual({ count: 1, names: ['prod'] });
      expect(usage.projects).toBeUndefined();
      expect(usage.projectsProblem).toMatch(/500/);
      // Not asked for, not read.
      tfe.resetRequests();
      expect((await client.listOrganizationUsage('acme', [module])).projects).toBeUndefined();
      expect(tfe.requests.filter((r) => r.path.includes('type=workspaces'))).toHaveLength(0);
    } finally {
      await done();
    }
  });
});

describe('listWorkspaceRepositories, against the fake service', () => {
  it("names each repository's workspaces from the workspace view, by export or by pages", async () => {
    for (const exportStatus of [undefined, 404]) {
      const { tfe, client, done } = await openOn(exportStatus === undefined ? {} : { explorerExportStatus: 404 });
      try {
        tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'dev', 'cli-only']);
        tfe.setWorkspaceRepository('acme', 'prod', 'Acme/Web');
        tfe.setWorkspaceRepository('acme', 'dev', 'acme/web');
        tfe.setWorkspaceRepository('acme', 'batch', 'acme/jobs');
        const repositories = await client.listWorkspaceRepositories('acme');
        expect(repositories).toEqual(
          new Map([
            ['acme/web', ['dev', 'prod']],
            ['acme/jobs', ['batch']],
          ]),
        );
      } finally {
        await done();
      }
    }
  });

  it('is refused as usage is, when the token may not read Explorer', async () => {
    const { client, done } = await openOn({ explorerExportStatus: 404 });
    try {
      const refused = await client.listWorkspaceRepositories('nope').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
    } finally {
      await done();
    }
  });
});
