/**
 * The fake service's data, with no HTTP: organizations, tokens, modules and their versions, each
 * version's deprecation and revocation history (so that reads can lag behind changes), and the
 * Explorer's usage rows. Time comes from an injected clock so the lag can be tested without sleeping.
 */
import { randomBytes } from 'node:crypto';

export interface SeedModule {
  namespace: string;
  name: string;
  provider: string;
  versions: string[];
  description?: string;
}

export interface DeprecationView {
  reason: string;
  link: string;
  id: string;
}

export interface RevocationView {
  message: string;
  link: string;
}

export interface TokenAccess {
  organizations: string[];
  canManagePrivateRegistry: boolean;
  /**
   * May query Explorer: the owners team, teams with "Read all workspaces" or "Read all projects",
   * and the organization token may; other user and team tokens may not.
   */
  canReadExplorer: boolean;
  /** May open and archive change requests (owners, "manage all projects" or "manage all workspaces"). */
  canManageWorkspaces: boolean;
}

export interface TokenGrant {
  organizations: string[];
  /** Default true. */
  canManagePrivateRegistry?: boolean;
  /** Default true. */
  canReadExplorer?: boolean;
  /** Default true: may open change requests (an owners team token). */
  canManageWorkspaces?: boolean;
}

/** Both halves of a version's lifecycle at one moment: revoked implies deprecated. */
export interface LifecycleView {
  deprecation: DeprecationView | null;
  revocation: RevocationView | null;
}

interface HistoryEntry extends LifecycleView {
  at: number;
}

/** How a private module's row in Explorer spells its `source` (not documented by example). */
export type SourceForm = 'host' | 'private';

/**
 * One Explorer row (one module version in use). A private module's row keeps its address, so its
 * `source` is spelled when served (in the row's form, else the server's); any other row (a public
 * module, a foreign host) carries its `source` verbatim.
 */
export type UsageRow =
  | {
      kind: 'private';
      namespace: string;
      name: string;
      provider: string;
      version: string;
      workspaces: string[];
      sourceForm?: SourceForm;
    }
  | {
      kind: 'verbatim';
      name: string;
      source: string;
      version: string;
      registryType: 'private' | 'public';
      curated: boolean;
      workspaces: string[];
    };

export interface VersionRecord {
  version: string;
  /** The management API id (`modver-...`), stable for the life of the version. */
  id: string;
  publishedAt: string;
  /** Oldest first; the last entry is the current state. */
  history: HistoryEntry[];
}

export interface ModuleRecord {
  namespace: string;
  name: string;
  provider: string;
  description: string;
  /** Insertion order is the order the read API lists them in. */
  versions: Map<string, VersionRecord>;
}

/** Enough for any test; beyond it the oldest change is folded into the baseline. */
const HISTORY_LIMIT = 100;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like the real service's (`dep-9CmCnXPxFuNJE9W5`). */
export function randomId(prefix: string): string {
  const bytes = randomBytes(16);
  let id = prefix;
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

function checkName(what: string, value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.includes('/') || value.includes('..')) {
    throw new Error(`fake-tfe: invalid ${what} ${JSON.stringify(value)}`);
  }
  return value;
}

/** One Explorer row as a test seeds it, spelled its own way. */
export interface SeedUsageRow {
  name: string;
  source: string;
  version: string;
  registryType?: 'private' | 'public';
  curated?: boolean;
  workspaces: readonly string[];
}

export class FakeTfeState {
  private readonly now: () => number;
  private readonly organizations = new Set<string>();
  private readonly tokens = new Map<string, TokenAccess>();
  private readonly modules = new Map<string, ModuleRecord>();
  /** Explorer rows per organization, in insertion order. */
  private readonly usage = new Map<string, UsageRow[]>();
  /** Each organization's workspaces put in a project other than the default: name → project. */
  private readonly projects = new Map<string, Map<string, string>>();
  /** Each organization's workspaces connected to a VCS repository: name → `owner/name`. */
  private readonly repositories = new Map<string, Map<string, string>>();

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  addOrganization(name: string): void {
    this.organizations.add(checkName('organization', name));
  }

  hasOrganization(name: string): boolean {
    return this.organizations.has(name);
  }

  addToken(token: string, access: TokenGrant): void {
    // A token that cannot travel in an Authorization header could never be matched.
    if (typeof token !== 'string' || !/^\S+$/.test(token))
      throw new Error('fake-tfe: a token must be non-empty without spaces');
    this.tokens.set(token, {
      organizations: [...access.organizations],
      canManagePrivateRegistry: access.canManagePrivateRegistry ?? true,
      canReadExplorer: access.canReadExplorer ?? true,
      canManageWorkspaces: access.canManageWorkspaces ?? true,
    });
  }

  tokenAccess(token: string): TokenAccess | undefined {
    return this.tokens.get(token);
  }

  /** Adds the module, or adds versions it does not have yet to an existing one. */
  addModule(seed: SeedModule): void {
    const namespace = checkName('namespace', seed.namespace);
    const name = checkName('module name', seed.name);
    const provider = checkName('provider', seed.provider);
    if (!this.organizations.has(namespace)) {
      throw new Error(`fake-tfe: organization ${JSON.stringify(namespace)} does not exist; add it first`);
    }
    const key = moduleKey(namespace, name, provider);
    let module = this.modules.get(key);
    if (module === undefined) {
      module = { namespace, name, provider, description: seed.description ?? '', versions: new Map() };
      this.modules.set(key, module);
    } else if (seed.description !== undefined) {
      module.description = seed.description;
    }
    for (const version of seed.versions) {
      checkName('version', version);
      if (module.versions.has(version)) continue;
      module.versions.set(version, {
        version,
        id: randomId('modver-'),
        publishedAt: new Date(this.now()).toISOString(),
        // The baseline is at -Infinity so a lagging read of a new version still finds a state.
        history: [{ at: -Infinity, deprecation: null, revocation: null }],
      });
    }
  }

  /** The organization's private modules, in the order they were added. */
  modulesOf(organization: string): ModuleRecord[] {
    return [...this.modules.values()].filter((m) => m.namespace === organization);
  }

  module(namespace: string, name: string, provider: string): ModuleRecord | undefined {
    return this.modules.get(moduleKey(namespace, name, provider));
  }

  version(namespace: string, name: string, provider: string, version: string): VersionRecord | undefined {
    return this.module(namespace, name, provider)?.versions.get(version);
  }

  /**
   * Sets a version's deprecation (null reverts it) and returns the new state; the revocation is
   * kept as it is (the server decides what a change to a revoked version may do). A change is seen
   * by lagging reads only once the lag has passed; a `seed` rewrites history so every read sees it
   * at once.
   */
  setDeprecation(
    record: VersionRecord,
    deprecation: { reason: string; link: string } | null,
    options: { seed?: boolean } = {},
  ): DeprecationView | null {
    const next: DeprecationView | null =
      deprecation === null ? null : { id: randomId('dep-'), reason: deprecation.reason, link: deprecation.link };
    this.record(record, { deprecation: next, revocation: this.current(record).revocation }, options);
    return next;
  }

  /** Sets a version's revocation (null unrevokes it), keeping its deprecation; see setDeprecation. */
  setRevocation(record: VersionRecord, revocation: RevocationView | null, options: { seed?: boolean } = {}): void {
    const next = revocation === null ? null : { message: revocation.message, link: revocation.link };
    this.record(record, { deprecation: this.current(record).deprecation, revocation: next }, options);
  }

  /** Reverts both at once: the single step some services may take for undeprecating a revoked version. */
  setActive(record: VersionRecord): void {
    this.record(record, { deprecation: null, revocation: null }, {});
  }

  private record(record: VersionRecord, next: LifecycleView, options: { seed?: boolean }): void {
    if (options.seed === true) {
      record.history = [{ at: -Infinity, ...next }];
      return;
    }
    record.history.push({ at: this.now(), ...next });
    if (record.history.length > HISTORY_LIMIT) {
      record.history.shift();
      (record.history[0] as HistoryEntry).at = -Infinity;
    }
  }

  /** The true current state. */
  current(record: VersionRecord): LifecycleView {
    const last = record.history[record.history.length - 1];
    return { deprecation: last?.deprecation ?? null, revocation: last?.revocation ?? null };
  }

  /** The true current deprecation. */
  currentDeprecation(record: VersionRecord): DeprecationView | null {
    return this.current(record).deprecation;
  }

  /** The state as it was `lagMs` ago: what a lagging read shows. */
  visible(record: VersionRecord, lagMs: number): LifecycleView {
    const asOf = this.now() - lagMs;
    for (let i = record.history.length - 1; i >= 0; i--) {
      const entry = record.history[i] as HistoryEntry;
      if (entry.at <= asOf) return { deprecation: entry.deprecation, revocation: entry.revocation };
    }
    return { deprecation: null, revocation: null };
  }

  /** The deprecation as it was `lagMs` ago: what the lagging registry read API shows. */
  visibleDeprecation(record: VersionRecord, lagMs: number): DeprecationView | null {
    return this.visible(record, lagMs).deprecation;
  }

  /**
   * Records that `workspaces` use a version of a private module (replacing what was recorded for
   * it); an empty list removes the row, as Explorer lists only versions in use.
   */
  setUsage(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    workspaces: readonly string[],
    options: { sourceForm?: SourceForm } = {},
  ): void {
    if (this.version(namespace, name, provider, version) === undefined) {
      throw new Error(`fake-tfe: no module version ${namespace}/${name}/${provider} ${version}; add it first`);
    }
    const rows = this.usage.get(namespace) ?? [];
    const at = rows.findIndex(
      (r) =>
        r.kind === 'private' &&
        r.namespace === namespace &&
        r.name === name &&
        r.provider === provider &&
        r.version === version &&
        r.sourceForm === options.sourceForm,
    );
    const names = checkWorkspaces(workspaces);
    const row: UsageRow = {
      kind: 'private',
      namespace,
      name,
      provider,
      version,
      workspaces: names,
      ...(options.sourceForm !== undefined && { sourceForm: options.sourceForm }),
    };
    if (at >= 0) rows.splice(at, 1);
    if (names.length > 0) rows.splice(at >= 0 ? at : rows.length, 0, row);
    this.usage.set(namespace, rows);
  }

  /** Adds a row as given: a public module, or one a test wants spelled its own way. */
  addUsageRow(organization: string, row: SeedUsageRow): void {
    if (!this.organizations.has(organization)) {
      throw new Error(`fake-tfe: organization ${JSON.stringify(organization)} does not exist; add it first`);
    }
    const rows = this.usage.get(organization) ?? [];
    rows.push({
      kind: 'verbatim',
      name: row.name,
      source: row.source,
      version: row.version,
      registryType: row.registryType ?? 'public',
      curated: row.curated ?? false,
      workspaces: checkWorkspaces(row.workspaces),
    });
    this.usage.set(organization, rows);
  }

  usageRows(organization: string): readonly UsageRow[] {
    return this.usage.get(organization) ?? [];
  }

  /** Puts a workspace in a project (by name); every other workspace is in the default project. */
  setWorkspaceProject(organization: string, workspace: string, project: string): void {
    checkWorkspaces([workspace]);
    if (typeof project !== 'string' || project.trim() === '' || project.length > 90) {
      throw new Error(`fake-tfe: invalid project name ${JSON.stringify(project)}`);
    }
    const projects = this.projects.get(organization) ?? new Map<string, string>();
    projects.set(workspace, project);
    this.projects.set(organization, projects);
  }

  /** Connects a workspace to a VCS repository (`owner/name`). */
  setWorkspaceRepository(organization: string, workspace: string, repository: string): void {
    checkWorkspaces([workspace]);
    const repositories = this.repositories.get(organization) ?? new Map<string, string>();
    repositories.set(workspace, repository);
    this.repositories.set(organization, repositories);
  }

  /** The VCS repository a workspace is connected to; '' where none. */
  workspaceRepository(organization: string, workspace: string): string {
    return this.repositories.get(organization)?.get(workspace) ?? '';
  }

  /** A workspace's project, as HCP Terraform names the one every organization starts with by default. */
  workspaceProject(organization: string, workspace: string): string {
    return this.projects.get(organization)?.get(workspace) ?? DEFAULT_PROJECT;
  }
}

/** The project HCP Terraform puts a workspace in when none is named. */
export const DEFAULT_PROJECT = 'Default Project';

/** Workspace names as HCP Terraform allows them; a comma would break the `workspaces` string. */
function checkWorkspaces(workspaces: readonly string[]): string[] {
  for (const name of workspaces) {
    if (typeof name !== 'string' || !/^[A-Za-z0-9_-]{1,90}$/.test(name)) {
      throw new Error(`fake-tfe: invalid workspace name ${JSON.stringify(name)}`);
    }
  }
  return [...new Set(workspaces)];
}

function moduleKey(namespace: string, name: string, provider: string): string {
  // Names never contain '/', so the joined key is unambiguous.
  return `${namespace}/${name}/${provider}`;
}
