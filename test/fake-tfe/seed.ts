/**
 * The seed `npm run demo` and `npm run fake` share: organization acme with three private modules
 * (those docs/deprecations.yml names) and the workspaces that use them (Explorer). With `states`,
 * versions in every state too (active, deprecated, revoked), for trying the command line.
 */
import type { FakeTfe } from './api.ts';

export const DEMO_ORGANIZATION = 'acme';

export const DEMO_MODULES = [
  { name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] },
  { name: 'eks', provider: 'aws', versions: ['1.1.0', '1.2.0', '1.2.1', '1.3.0'] },
  { name: 'storage-account', provider: 'azurerm', versions: ['3.0.0', '3.1.0'] },
] as const;

/** Which workspaces use which version, as Explorer shows them. */
const USAGE: ReadonlyArray<readonly [name: string, provider: string, version: string, workspaces: string[]]> = [
  ['vpc', 'aws', '1.1.0', ['app-prod', 'app-staging', 'billing', 'data-lake']],
  ['vpc', 'aws', '2.0.0', ['network-core']],
];

/** More users, for versions the sandbox deprecates or revokes, so that each state has some. */
const SANDBOX_USAGE: typeof USAGE = [
  ['vpc', 'aws', '1.0.0', ['legacy-batch']],
  ['eks', 'aws', '1.1.0', ['platform-dev']],
  ['eks', 'aws', '1.3.0', ['platform-prod', 'platform-staging']],
  ['storage-account', 'azurerm', '3.0.0', ['data-lake']],
];

const LINK = 'https://example.com/modules/upgrade';

/**
 * Seeds `tfe`: the organization, `tokens` that may manage its registry and read Explorer, the
 * modules and their users; with `states`, vpc 1.0.0 revoked, vpc 1.1.0 and eks 1.1.0 deprecated.
 */
export function seedDemo(tfe: FakeTfe, tokens: readonly string[], options: { states?: boolean } = {}): void {
  const org = DEMO_ORGANIZATION;
  tfe.addOrganization(org);
  for (const token of tokens) tfe.addToken(token, { organizations: [org] });
  for (const m of DEMO_MODULES)
    tfe.addModule({ namespace: org, name: m.name, provider: m.provider, versions: [...m.versions] });
  for (const [name, provider, version, workspaces] of [...USAGE, ...(options.states === true ? SANDBOX_USAGE : [])]) {
    tfe.setUsage(org, name, provider, version, workspaces);
  }
  if (options.states !== true) return;
  tfe.deprecate(org, 'vpc', 'aws', '1.0.0', { reason: 'The 1.0 line is end of life.', link: LINK });
  tfe.revoke(org, 'vpc', 'aws', '1.0.0', { message: '1.0.0 opens port 22 to the world (CVE-2026-1234).', link: LINK });
  tfe.deprecate(org, 'vpc', 'aws', '1.1.0', {
    reason: 'Version 2.0.0 fixes a security issue; please upgrade.',
    link: LINK,
  });
  tfe.deprecate(org, 'eks', 'aws', '1.1.0', { reason: 'Node groups of 1.1.x leak security groups.', link: LINK });
}
