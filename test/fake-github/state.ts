/**
 * What the fake GitHub keeps: who each token is, the repositories with their branches and the git
 * database behind them, pull requests, issue comments and reviews; and the seeding a test does
 * (a repository with files, a person's commit, a pull request closed or merged by hand).
 */
import type {
  FakeAccess,
  FakeComment,
  FakeFile,
  FakeGithubOptions,
  FakeIdentity,
  FakePull,
  FakePush,
  FakeRepositorySeed,
  FakeReview,
  FakeReviewComment,
  FakeSignature,
  WriteRefusal,
} from './api.ts';
import { GitObjects, type TreeItem } from './git-objects.ts';

export interface Repository {
  readonly id: number;
  readonly owner: string;
  readonly name: string;
  readonly fullName: string;
  readonly ownerType: 'Organization' | 'User';
  readonly archived: boolean;
  readonly disabled: boolean;
  readonly fork: boolean;
  readonly private: boolean;
  readonly topics: readonly string[];
  readonly defaultBranch: string;
  readonly createdAt: number;
  pushedAt: string;
  /** `refs/heads/main` → a commit's sha. */
  readonly refs: Map<string, string>;
  readonly access: ReadonlyMap<string, FakeAccess>;
}

/** GitHub writes times to the second: `2024-05-01T12:00:00Z`. */
export const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const keyOf = (fullName: string): string => fullName.toLowerCase();

export class FakeGithubState {
  readonly objects = new GitObjects();
  readonly repositories = new Map<string, Repository>();
  readonly comments: FakeComment[] = [];
  readonly reviews: FakeReview[] = [];
  readonly reviewComments: FakeReviewComment[] = [];
  readonly pulls: FakePull[] = [];
  readonly diffs = new Map<string, Readonly<Record<string, readonly number[]>>>();
  /** Every write refused so (`refuseWrites`), or none. */
  refusal: WriteRefusal | undefined;
  private readonly numbers = new Map<string, number>();
  private nextId = 1000;

  readonly options: FakeGithubOptions;
  readonly now: () => number;

  constructor(options: FakeGithubOptions, now: () => number) {
    this.options = options;
    this.now = now;
  }

  id(): number {
    return this.nextId++;
  }

  /** The next issue or pull request number of a repository (they share one sequence, as on GitHub). */
  number(fullName: string): number {
    const next = (this.numbers.get(keyOf(fullName)) ?? 0) + 1;
    this.numbers.set(keyOf(fullName), next);
    return next;
  }

  identify(token: string | undefined): FakeIdentity | undefined {
    const given = token === undefined ? undefined : this.options.tokens[token];
    if (given === undefined) return undefined;
    return typeof given === 'string' ? { access: given, login: 'github-actions[bot]', kind: 'installation' } : given;
  }

  repository(fullName: string): Repository | undefined {
    return this.repositories.get(keyOf(fullName));
  }

  /** What a token may do in a repository: its own say there, else its identity's, for an owner it sees. */
  accessOf(token: string, identity: FakeIdentity, fullName: string): FakeAccess {
    const given = this.repository(fullName)?.access.get(token);
    if (given !== undefined) return given;
    const owner = (fullName.split('/')[0] ?? '').toLowerCase();
    if (identity.owners !== undefined && !identity.owners.some((o) => o.toLowerCase() === owner)) return 'none';
    return identity.access;
  }

  addRepository(seed: FakeRepositorySeed): Repository {
    const [owner = '', name = ''] = seed.fullName.split('/');
    if (owner === '' || name === '' || seed.fullName.split('/').length !== 2) {
      throw new Error(`A repository is named owner/name, not ${JSON.stringify(seed.fullName)}`);
    }
    if (this.repository(seed.fullName) !== undefined) throw new Error(`${seed.fullName} exists already`);
    const defaultBranch = seed.defaultBranch ?? 'main';
    const repository: Repository = {
      id: this.id(),
      owner,
      name,
      fullName: seed.fullName,
      ownerType: seed.ownerType ?? 'Organization',
      archived: seed.archived ?? false,
      disabled: seed.disabled ?? false,
      fork: seed.fork ?? false,
      private: seed.private ?? true,
      topics: seed.topics ?? [],
      defaultBranch,
      createdAt: this.now() + this.repositories.size,
      pushedAt: seed.pushedAt ?? isoTime(this.now()),
      refs: new Map(),
      access: new Map(Object.entries(seed.access ?? {})),
    };
    this.repositories.set(keyOf(seed.fullName), repository);
    if (seed.empty !== true && seed.files !== undefined) {
      const leaves = new Map(Object.entries(seed.files).map(([path, file]) => [path, this.entryOf(file)]));
      const commit = this.objects.commit({
        tree: this.objects.treeOf(leaves),
        parents: [],
        message: 'Initial commit',
        ...this.signatures('someone'),
        madeBy: 'someone',
        verification: { verified: false, reason: 'unsigned' },
      });
      repository.refs.set(`refs/heads/${defaultBranch}`, commit.sha);
    }
    return repository;
  }

  /** A tree entry for a seeded file. */
  entryOf(file: FakeFile): Omit<TreeItem, 'name'> {
    if (typeof file === 'string') return { mode: '100644', type: 'blob', sha: this.objects.blob(file) };
    if ('symlink' in file) return { mode: '120000', type: 'blob', sha: this.objects.blob(file.symlink) };
    if ('submodule' in file) return { mode: '160000', type: 'commit', sha: file.submodule };
    return { mode: file.mode ?? '100644', type: 'blob', sha: this.objects.blob(file.content) };
  }

  /** An author and committer as GitHub records a person: a noreply address, the fake's time. */
  signatures(login: string): { author: FakeSignature; committer: FakeSignature } {
    const signature = { name: login, email: `${login}@users.noreply.github.com`, date: isoTime(this.now()) };
    return { author: signature, committer: signature };
  }

  /** The commit a branch name, `heads/…`, `refs/heads/…`, a tag or a commit sha stands for. */
  resolveCommit(repository: Repository, refOrSha: string): string | undefined {
    for (const candidate of [`refs/heads/${refOrSha}`, `refs/tags/${refOrSha}`, `refs/${refOrSha}`, refOrSha]) {
      const sha = repository.refs.get(candidate);
      if (sha !== undefined) return sha;
    }
    return this.objects.commits.has(refOrSha) ? refOrSha : undefined;
  }

  /** Moves (or makes) a ref, and the head of every open pull request from that branch with it (unless `pullHeadsAtCreation`). */
  setRef(repository: Repository, ref: string, sha: string): void {
    repository.refs.set(ref, sha);
    repository.pushedAt = isoTime(this.now());
    if (this.options.pullHeadsAtCreation === true) return;
    const branch = ref.replace(/^refs\/heads\//, '');
    for (const pull of this.pulls) {
      if (pull.repository === repository.fullName && pull.state === 'open' && pull.head.ref === branch) {
        pull.head.sha = sha;
      }
    }
  }

  files(fullName: string, refOrSha: string): Record<string, string> {
    const repository = this.mustGet(fullName);
    const sha = this.resolveCommit(repository, refOrSha);
    const commit = sha === undefined ? undefined : this.objects.commits.get(sha);
    if (commit === undefined) throw new Error(`${fullName} has no ${refOrSha}`);
    const out: Record<string, string> = {};
    for (const e of this.objects.list(commit.tree, true)) {
      if (e.type === 'blob') out[e.path] = (this.objects.blobs.get(e.sha) ?? Buffer.alloc(0)).toString('utf8');
    }
    return out;
  }

  pushCommit(fullName: string, branch: string, push: FakePush): string {
    const repository = this.mustGet(fullName);
    const head = repository.refs.get(`refs/heads/${branch}`);
    if (head === undefined) throw new Error(`${fullName} has no branch ${branch}`);
    const base = this.objects.commits.get(head)?.tree;
    const changes = Object.entries(push.files).map(([path, text]) => ({
      path,
      entry: text === null ? null : this.entryOf(text),
    }));
    const login = push.login ?? 'someone';
    const commit = this.objects.commit({
      tree: this.objects.edit(base, changes),
      parents: [head],
      message: push.message ?? 'A change by hand',
      ...this.signatures(login),
      madeBy: login,
      verification: { verified: false, reason: 'unsigned' },
    });
    this.setRef(repository, `refs/heads/${branch}`, commit.sha);
    return commit.sha;
  }

  closePull(fullName: string, number: number, merge: boolean): void {
    const pull = this.pulls.find((p) => p.repository === this.mustGet(fullName).fullName && p.number === number);
    if (pull === undefined) throw new Error(`${fullName} has no pull request #${number}`);
    if (pull.state !== 'open') throw new Error(`${fullName}#${number} is closed already`);
    const repository = this.mustGet(fullName);
    if (merge) {
      const base = repository.refs.get(`refs/heads/${pull.base.ref}`);
      const tree = this.objects.commits.get(pull.head.sha)?.tree;
      if (base === undefined || tree === undefined) throw new Error(`${fullName}#${number} cannot be merged`);
      const commit = this.objects.commit({
        tree,
        parents: [base, pull.head.sha],
        message: `Merge pull request #${number}`,
        ...this.signatures('someone'),
        madeBy: 'someone',
        verification: { verified: false, reason: 'unsigned' },
      });
      this.setRef(repository, `refs/heads/${pull.base.ref}`, commit.sha);
      pull.merged = true;
      pull.mergedAt = isoTime(this.now());
    }
    pull.state = 'closed';
    pull.closedAt = isoTime(this.now());
    pull.updatedAt = pull.closedAt;
  }

  mustGet(fullName: string): Repository {
    const repository = this.repository(fullName);
    if (repository === undefined) throw new Error(`No repository ${fullName} was seeded`);
    return repository;
  }
}
