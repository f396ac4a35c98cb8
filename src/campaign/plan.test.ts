import { describe, expect, it } from 'vitest';
import type { Repository } from '../github/types.ts';
import type { BranchState } from './existing.ts';
import type { ModuleFix } from './judge.ts';
import { planCampaign, writes, type RepositoryRead } from './plan.ts';
import { bodyOf, filesDigest, markerOf, titleOf, withMarker } from './pull-request.ts';

const VPC = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const BRANCH = 'tfe-module-lifecycle/acme-vpc-aws';

const repository = (name: string, push = true): Repository => ({
  owner: 'acme',
  name,
  fullName: `acme/${name}`,
  htmlUrl: `https://github.com/acme/${name}`,
  private: true,
  archived: false,
  disabled: false,
  fork: false,
  defaultBranch: 'main',
  pushedAt: null,
  topics: [],
  permissions: { admin: false, push, pull: true },
});

const fixOf = (state: 'deprecated' | 'revoked' = 'deprecated', files = 1): ModuleFix => ({
  address: 'app.terraform.io/acme/vpc/aws',
  module: VPC,
  versions: [{ version: '1.0.0', state, deprecation: { reason: 'old', link: '' } }],
  calls: [
    { file: 'main.tf', line: 3, version: '1.0.0', to: '1.2.0', from: '1.0.0', written: '1.2.0', kind: 'rewrite' },
  ],
  files: Array.from({ length: files }, () => ({
    file: 'main.tf',
    before: '1.0.0',
    after: '1.2.0',
    rewrites: [],
    lines: [3],
  })),
});

function read(
  name: string,
  fix: ModuleFix | undefined,
  existing: BranchState[] = [],
  over: Partial<RepositoryRead> = {},
): RepositoryRead {
  return {
    repository: repository(name),
    found: 'listing',
    files: {
      tree: 't',
      blobs: new Map([['main.tf', { sha: 's', mode: '100644' }]]),
      complete: true,
      gaps: [],
      links: [],
    },
    judgement: { calls: fix === undefined ? 0 : 1, modules: fix === undefined ? [] : [fix], unread: [] },
    existing,
    ...over,
  };
}

/** Where the action left its branch: the commit, and the default branch's it was built on. */
const AT = { head: 'a'.repeat(40), base: 'b'.repeat(40) };

const ownPull = (fix: ModuleFix, state: 'open' | 'closed', merged = false, number = 7) => ({
  number,
  state,
  merged,
  title: titleOf(fix),
  body: withMarker(
    bodyOf(fix, { place: { htmlUrl: 'https://github.com/acme/web', defaultBranch: 'main' }, gaps: [] }),
    fix,
    AT,
  ),
  htmlUrl: `https://github.com/acme/web/pull/${number}`,
  marker: markerOf(fix, AT),
});
const ours = { ours: true, base: AT.base };

const only = (r: RepositoryRead, limit = 20) => planCampaign([r], limit).repositories[0]!.steps;

describe('the plan of a repository', () => {
  it('opens a pull request where none is, with a commit of the edited files', () => {
    const [step] = only(read('web', fixOf()));
    expect(step).toMatchObject({
      action: 'open',
      branch: BRANCH,
      text: { title: 'Move acme/vpc/aws off deprecated 1.0.0 to 1.2.0' },
    });
    expect(step?.commit?.files.map((f) => [f.file, f.after, f.sha, f.mode])).toEqual([
      ['main.tf', '1.2.0', 's', '100644'],
    ]);
  });

  it('leaves its own open pull request alone when nothing differs, and updates it in place when something does', () => {
    const fix = fixOf();
    const open = { branch: BRANCH, module: VPC, head: AT.head, open: ownPull(fix, 'open'), ...ours };
    expect(only(read('web', fix, [open]))).toMatchObject([{ action: 'unchanged', pull: { number: 7 } }]);
    // A body given back with CRLF line endings or trimmed is the same words; a word changed is not.
    const given = (body: string) => ({ ...open, open: { ...open.open, body } });
    const crlf = given(`${open.open.body.trim().replace(/\n/g, ' \r\n')}\n`);
    expect(only(read('web', fix, [crlf]))).toMatchObject([{ action: 'unchanged' }]);
    const edited = given(open.open.body.replace('moves the calls', 'moved the calls'));
    expect(edited.open.body).not.toBe(open.open.body);
    expect(only(read('web', fix, [edited]))).toMatchObject([{ action: 'update', retitle: true }]);
    const moved = {
      ...fix,
      calls: fix.calls.map((c) => ({ ...c, written: '1.3.0', to: '1.3.0' })),
      files: [{ ...fix.files[0]!, after: '1.3.0' }],
    };
    const [step] = only(read('web', moved, [open]));
    expect(step).toMatchObject({
      action: 'update',
      retitle: true,
      pull: { number: 7 },
      commit: { branch: { head: AT.head, base: AT.base } },
    });
    expect(filesDigest(moved)).not.toBe(open.open.marker.files);
    // Only its text differs (a call left to a person): no new commit.
    const more = {
      ...fix,
      calls: [...fix.calls, { file: 'x.tf', line: 1, version: '1.0.0', kind: 'by-hand' as const, why: 'var' }],
    };
    expect(only(read('web', more, [open]))[0]).toMatchObject({ action: 'update', retitle: true });
    expect(only(read('web', more, [open]))[0]?.commit).toBeUndefined();
  });

  it('closes its pull request, with its branch, once nothing is left to move; never on a repository not read whole', () => {
    const fix = fixOf();
    const open = { branch: BRANCH, module: VPC, head: AT.head, open: ownPull(fix, 'open'), ...ours };
    expect(only(read('web', undefined, [open]))).toMatchObject([{ action: 'close', deleteBranch: true }]);
    expect(only(read('web', undefined, [open]))[0]?.comment).toMatch(/no longer needed/);
    expect(only(read('web', { ...fixOf(), files: [] }, [open]))[0]?.comment).toMatch(/for a person/);
    const partial = read('web', undefined, [open], {
      files: { tree: 't', blobs: new Map(), complete: false, gaps: ['cut'], links: [] },
    });
    expect(only(partial)).toMatchObject([{ action: 'unchanged' }]);
  });

  it('leaves a branch with a person’s commits to them, saying so once', () => {
    const fix = fixOf();
    const taken = {
      branch: BRANCH,
      module: VPC,
      head: 'h',
      open: ownPull(fix, 'open'),
      ours: false,
    };
    const [first] = only(read('web', fix, [taken]));
    expect(first).toMatchObject({ action: 'foreign', pull: { number: 7 } });
    expect(first?.comment).toMatch(/commits that the tfe-module-lifecycle campaign did not make/);
    const [again] = only(read('web', fix, [{ ...taken, noted: true }]));
    expect(again?.comment).toBeUndefined();
    expect(writes(again!)).toBe(false);
    // Nor is it closed when the repository no longer needs it.
    expect(only(read('web', undefined, [{ ...taken, noted: true }]))).toMatchObject([{ action: 'foreign' }]);
  });

  it('respects a declined pull request, unless a version it moved off was revoked since', () => {
    const fix = fixOf();
    const declined = { branch: BRANCH, module: VPC, closed: ownPull(fix, 'closed') };
    expect(only(read('web', fix, [declined]))).toMatchObject([{ action: 'declined', pull: { number: 7 } }]);
    const [reopened] = only(read('web', fixOf('revoked'), [declined]));
    expect(reopened).toMatchObject({ action: 'open', declined: 7 });
    expect(reopened?.text?.body).toMatch(/#7 was closed without merging/);
    // A merged one is done: a new deprecation opens a new pull request.
    expect(only(read('web', fix, [{ ...declined, closed: ownPull(fix, 'closed', true) }]))).toMatchObject([
      { action: 'open' },
    ]);
  });

  it('opens no more than the bound, revoked versions first, and plans a repository it may not push to without writing', () => {
    const plan = planCampaign(
      [
        read('a', fixOf()),
        read('b', fixOf('revoked')),
        read('c', fixOf()),
        { ...read('d', fixOf()), repository: repository('d', false) },
      ],
      2,
    );
    expect(plan.repositories.map((r) => r.steps[0]?.action)).toEqual(['open', 'open', 'held', 'no-push-access']);
    expect(plan.repositories[3]?.steps[0]?.would).toBe('open');
    expect(
      planCampaign([read('a', fixOf()), read('b', fixOf('revoked'))], 1).repositories.map((r) => r.steps[0]?.action),
    ).toEqual(['held', 'open']);
    expect(plan).toMatchObject({ opening: 2, held: 1 });
  });

  it('plans nothing for a repository skipped, not reached, or without a call', () => {
    expect(only(read('web', undefined))).toEqual([]);
    expect(only({ repository: repository('x'), found: 'listing', skipped: 'archived' })).toEqual([]);
    expect(only({ repository: repository('x'), found: 'listing', notReached: true })).toEqual([]);
  });
});
