/**
 * The fake service's data, with no HTTP: organizations, tokens, modules and their versions, and each
 * version's deprecation history, so that the registry read API can lag behind changes. Time comes
 * from an injected clock so the lag can be tested without sleeping.
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

export interface TokenAccess {
  organizations: string[];
  canManagePrivateRegistry: boolean;
}

interface HistoryEntry {
  at: number;
  deprecation: DeprecationView | null;
}

export interface VersionRecord {
  version: string;
  /** The management API id (`modver-...`), stable for the life of the version. */
  id: string;
  publishedAt: string;
  /** Oldest first; the last entry is the current state. */
  history: HistoryEntry[];
  /** Set while the version is revoked (it is deprecated too). */
  revocation: { message: string; link: string } | null;
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

export class FakeTfeState {
  private readonly now: () => number;
  private readonly organizations = new Set<string>();
  private readonly tokens = new Map<string, TokenAccess>();
  private readonly modules = new Map<string, ModuleRecord>();

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  addOrganization(name: string): void {
    this.organizations.add(checkName('organization', name));
  }

  hasOrganization(name: string): boolean {
    return this.organizations.has(name);
  }

  addToken(token: string, access: { organizations: string[]; canManagePrivateRegistry?: boolean }): void {
    // A token that cannot travel in an Authorization header could never be matched.
    if (typeof token !== 'string' || !/^\S+$/.test(token))
      throw new Error('fake-tfe: a token must be non-empty without spaces');
    this.tokens.set(token, {
      organizations: [...access.organizations],
      canManagePrivateRegistry: access.canManagePrivateRegistry ?? true,
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
        history: [{ at: -Infinity, deprecation: null }],
        revocation: null,
      });
    }
  }

  module(namespace: string, name: string, provider: string): ModuleRecord | undefined {
    return this.modules.get(moduleKey(namespace, name, provider));
  }

  version(namespace: string, name: string, provider: string, version: string): VersionRecord | undefined {
    return this.module(namespace, name, provider)?.versions.get(version);
  }

  /**
   * Sets a version's deprecation (null reverts it) and returns the new state. A change is seen by
   * lagging reads only once the lag has passed; a `seed` rewrites history so every read sees it at once.
   */
  setDeprecation(
    record: VersionRecord,
    deprecation: { reason: string; link: string } | null,
    options: { seed?: boolean } = {},
  ): DeprecationView | null {
    const next: DeprecationView | null =
      deprecation === null ? null : { id: randomId('dep-'), reason: deprecation.reason, link: deprecation.link };
    if (options.seed === true) {
      record.history = [{ at: -Infinity, deprecation: next }];
      return next;
    }
    record.history.push({ at: this.now(), deprecation: next });
    if (record.history.length > HISTORY_LIMIT) {
      record.history.shift();
      (record.history[0] as HistoryEntry).at = -Infinity;
    }
    return next;
  }

  /** The true current state. */
  currentDeprecation(record: VersionRecord): DeprecationView | null {
    return record.history[record.history.length - 1]?.deprecation ?? null;
  }

  /** The state as it was `lagMs` ago: what the lagging registry read API shows. */
  visibleDeprecation(record: VersionRecord, lagMs: number): DeprecationView | null {
    const asOf = this.now() - lagMs;
    for (let i = record.history.length - 1; i >= 0; i--) {
      const entry = record.history[i] as HistoryEntry;
      if (entry.at <= asOf) return entry.deprecation;
    }
    return null;
  }
}

function moduleKey(namespace: string, name: string, provider: string): string {
  // Names never contain '/', so the joined key is unambiguous.
  return `${namespace}/${name}/${provider}`;
}
