/**
 * The generated organization: as many repositories as asked, those that call the module with their
 * configuration files, archived ones and forks among them, empty ones among the rest; listed and
 * read through the API like any other.
 */
import { describe, expect, it } from 'vitest';
import { generateOrganization } from './generate.ts';
import { call, github, startEach } from './test-client.ts';

describe('a generated organization', () => {
  startEach();

  it('has the shape asked for, seen through the API', async () => {
    const org = generateOrganization(github, {
      owner: 'initech',
      repositories: 40,
      calling: 10,
      filesEach: 3,
      archived: 2,
      forks: 1,
      empty: 4,
      source: 'app.terraform.io/acme/vpc/aws',
      version: '1.0.0',
    });
    expect(org.repositories).toHaveLength(40);
    expect(org.calling).toHaveLength(10);
    expect(org.archived).toEqual(['initech/service-09', 'initech/service-10']);
    expect(org.forks).toEqual(['initech/service-08']);
    expect(org.empty).toHaveLength(4);
    expect(org.callingFiles).toBe(30);
    const listed = await call<Array<{ full_name: string; archived: boolean; fork: boolean; size: number }>>(
      'GET',
      '/orgs/initech/repos?per_page=100',
    );
    expect(listed.data).toHaveLength(40);
    expect(
      listed.data
        .filter((r) => r.size === 0)
        .map((r) => r.full_name)
        .sort(),
    ).toEqual([...org.empty].sort());
    const files = github.files('initech/service-01', 'main');
    expect(Object.keys(files).filter((f) => f.endsWith('.tf'))).toHaveLength(4);
    expect(files['environments/env-01/network.tf']).toContain('version = "1.0.0"');
    expect(Object.values(github.files('initech/service-11', 'main')).join('')).not.toContain('acme/vpc/aws');
  });

  it('makes by default the benchmark’s organization: 1,000 repositories, 200 calling, 25 files each, 50 archived or forks', () => {
    const org = generateOrganization(github, { source: 'app.terraform.io/acme/vpc/aws', version: '1.0.0' });
    expect(org.repositories).toHaveLength(1000);
    expect(org.calling).toHaveLength(200);
    expect(org.callingFiles).toBe(5000);
    expect(org.archived.length + org.forks.length).toBe(50);
  });
});
