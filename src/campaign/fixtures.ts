/** Test data the campaign's tests share: acme/vpc/aws's versions, and a configuration that calls it. */
import type { VersionState } from '../model.ts';

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
