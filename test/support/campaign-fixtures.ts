/**
 * Test data the campaign's tests and benchmark share: acme/vpc/aws's versions, a configuration
 * that calls it, and a request.
 */
import type { VersionState } from '../../src/model.ts';
import type { CampaignRequest } from '../../src/campaign/inputs.ts';

export const SOURCE = 'app.terraform.io/acme/vpc/aws';

/** acme/vpc/aws: 1.0.0 deprecated, 1.1.0 revoked, 1.2.0 and 2.0.0 usable. */
export const VERSIONS: VersionState[] = [
  { version: '1.0.0', deprecation: { reason: 'Superseded by 1.2.0', link: 'https://example.com/vpc/1.2' } },
  {
    version: '1.1.0',
    deprecation: { reason: 'Broken NAT routes', link: '' },
    revoked: true,
    revocation: { message: 'CVE-2026-0001: upgrade now', link: 'https://example.com/cve' },
  },
  { version: '1.2.0', deprecation: null },
  { version: '2.0.0', deprecation: null },
];

/** A configuration file that calls acme/vpc/aws at `version`. */
export const calling = (version: string, name = 'network'): string =>
  `module "${name}" {\n  source  = "${SOURCE}"\n  version = "${version}"\n}\n`;

/** A campaign over acme's repositories for acme/vpc/aws, as `parse` would give it; `over` changes it. */
export const campaignRequest = (
  github: { readonly token: string; readonly apiUrl: string },
  over: Partial<CampaignRequest> = {},
): CampaignRequest => ({
  kind: 'campaign',
  service: { baseUrl: 'https://app.terraform.io', host: 'app.terraform.io', hostname: 'app.terraform.io' },
  token: 'hcp-token',
  tokenSource: 'a test',
  usage: 'off',
  organization: 'acme',
  pattern: { namespace: 'acme', name: 'vpc', provider: 'aws' },
  repositories: { owners: ['acme'], include: ['acme/*'], exclude: [] },
  github: { ...github, tokenFrom: 'a test' },
  pullRequestsLimit: 20,
  codeSearch: false,
  fixMajor: false,
  dryRun: false,
  requestTimeoutMs: 30_000,
  warnings: [],
  ...over,
});
