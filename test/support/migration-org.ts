/**
 * An organization for the migration report's tests and benchmark: `modules` private modules of
 * `versions` versions each (the oldest revoked, the next deprecated, the rest active) and
 * `workspaces` workspaces that each use a few versions, with one revoked version used by
 * thousands of them (`hotWorkspaces`). Seeds a fake service and returns the truth the report
 * must agree with. No vitest here, so the benchmark may use it too.
 */
import type { FakeTfe } from '../fake-tfe/server.ts';

export interface OrgShape {
  readonly modules: number;
  readonly versions: number;
  readonly workspaces: number;
  /** Workspaces that use the first module's oldest (revoked) version. */
  readonly hotWorkspaces: number;
  /** Versions a workspace uses besides. */
  readonly usesPerWorkspace: number;
}

export type TruthState = 'active' | 'deprecated' | 'revoked';

/** module → version → its state and its workspaces (sorted). */
export type OrgTruth = Map<string, Map<string, { state: TruthState; workspaces: string[] }>>;

const PROVIDERS = ['aws', 'azurerm', 'google'];

export const moduleNameAt = (i: number): string => `mod-${String(i).padStart(4, '0')}`;
export const providerAt = (i: number): string => PROVIDERS[i % PROVIDERS.length] as string;
export const workspaceAt = (w: number): string => `ws-${String(w).padStart(5, '0')}`;
export const versionAt = (v: number): string => `1.${v}.0`;

/** Versions below this index are revoked, below `deprecatedBelow` deprecated. */
export function statesOf(shape: OrgShape): { revokedBelow: number; deprecatedBelow: number } {
  return {
    revokedBelow: Math.max(1, Math.floor(shape.versions * 0.15)),
    deprecatedBelow: Math.floor(shape.versions * 0.4),
  };
}

export function orgTruth(shape: OrgShape): OrgTruth {
  const { revokedBelow, deprecatedBelow } = statesOf(shape);
  const truth: OrgTruth = new Map();
  for (let m = 0; m < shape.modules; m++) {
    const versions = new Map<string, { state: TruthState; workspaces: string[] }>();
    for (let v = 0; v < shape.versions; v++) {
      const state: TruthState = v < revokedBelow ? 'revoked' : v < deprecatedBelow ? 'deprecated' : 'active';
      versions.set(versionAt(v), { state, workspaces: [] });
    }
    truth.set(`acme/${moduleNameAt(m)}/${providerAt(m)}`, versions);
  }
  const modules = [...truth.values()];
  const use = (m: number, v: number, w: number): void => {
    const list = modules[m]?.get(versionAt(v))?.workspaces;
    const name = workspaceAt(w);
    if (list !== undefined && list.at(-1) !== name && !list.includes(name)) list.push(name);
  };
  for (let w = 0; w < shape.workspaces; w++) {
    if (w < shape.hotWorkspaces) use(0, 0, w);
    for (let k = 0; k < shape.usesPerWorkspace; k++) {
      use((w * 7 + k * 131) % shape.modules, (w + k * 3) % shape.versions, w);
    }
  }
  for (const versions of modules) for (const entry of versions.values()) entry.workspaces.sort();
  return truth;
}

/** Seeds `tfe` (organization acme, already added) with the organization the truth describes. */
export function seedOrg(tfe: FakeTfe, truth: OrgTruth): void {
  for (const [module, versions] of truth) {
    const [namespace, name, provider] = module.split('/') as [string, string, string];
    tfe.addModule({ namespace, name, provider, versions: [...versions.keys()] });
    for (const [version, { state, workspaces }] of versions) {
      if (state !== 'active')
        tfe.deprecate(namespace, name, provider, version, {
          reason: 'Upgrade to 2.x',
          link: 'https://example.com/upgrade',
        });
      if (state === 'revoked')
        tfe.revoke(namespace, name, provider, version, { message: 'Blocked', link: 'https://example.com/blocked' });
      if (workspaces.length > 0) tfe.setUsage(namespace, name, provider, version, workspaces);
    }
  }
}
