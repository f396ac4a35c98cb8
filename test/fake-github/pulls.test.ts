/**
 * Pull requests as GitHub keeps them: one open per head and base (a second is a 422 in GitHub's
 * words), found by `head=owner:branch` in any state, edited, and closed or merged by a person.
 */
import { describe, expect, it } from 'vitest';
import { READER, call, github, startEach } from './test-client.ts';

type Pull = {
  number: number;
  state: string;
  title: string;
  body: string;
  merged?: boolean;
  merged_at: string | null;
  head: { ref: string; sha: string; label: string };
  base: { ref: string };
  user: { login: string; type: string };
};

describe('pull requests', () => {
  startEach();

  /** Branch `fix` of acme/web, one commit ahead of main. */
  async function branch(): Promise<string> {
    const main = github.branch('acme/web', 'main') as string;
    await call('POST', '/repos/acme/web/git/refs', { body: { ref: 'refs/heads/fix', sha: main } });
    return github.pushCommit('acme/web', 'fix', { files: { 'infra/main.tf': 'changed' }, login: 'campaign-app[bot]' });
  }

  const open = (body: Record<string, unknown> = {}) =>
    call<Pull & { errors?: unknown[] }>('POST', '/repos/acme/web/pulls', {
      body: { title: 'Move off 1.x', head: 'fix', base: 'main', body: 'why', ...body },
    });

  it('opens one, and refuses a second for the same head and base as GitHub words it', async () => {
    const sha = await branch();
    const first = await open();
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      number: 1,
      state: 'open',
      merged: false,
      head: { ref: 'fix', sha, label: 'acme:fix' },
      base: { ref: 'main' },
      user: { login: 'campaign-app[bot]', type: 'Bot' },
    });
    const second = await open({ head: 'acme:fix' });
    expect(second.status).toBe(422);
    expect(second.data).toMatchObject({
      message: 'Validation Failed',
      errors: [{ resource: 'PullRequest', code: 'custom', message: 'A pull request already exists for acme:fix.' }],
    });
  });

  it('refuses a head with nothing the base lacks, a missing head, and a read-only token', async () => {
    const main = github.branch('acme/web', 'main') as string;
    await call('POST', '/repos/acme/web/git/refs', { body: { ref: 'refs/heads/same', sha: main } });
    const same = await open({ head: 'same' });
    expect(same.data.errors).toEqual([expect.objectContaining({ message: 'No commits between main and same' })]);
    expect((await open({ head: 'nothing' })).data.errors).toEqual([expect.objectContaining({ field: 'head' })]);
    await branch();
    const denied = await call('POST', '/repos/acme/web/pulls', {
      token: READER,
      body: { title: 't', head: 'fix', base: 'main' },
    });
    expect(denied.status).toBe(403);
  });

  it('finds one by head=owner:branch in any state; a head without its owner filters nothing', async () => {
    await branch();
    await open();
    const other = github.branch('acme/web', 'main') as string;
    await call('POST', '/repos/acme/web/git/refs', { body: { ref: 'refs/heads/other', sha: other } });
    github.pushCommit('acme/web', 'other', { files: { z: 'z' } });
    await open({ head: 'other', title: 'Other' });
    github.closePull('acme/web', 1);
    const byHead = await call<Pull[]>('GET', '/repos/acme/web/pulls?head=acme:fix&state=all');
    expect(byHead.data.map((p) => [p.number, p.state])).toEqual([[1, 'closed']]);
    expect((await call<Pull[]>('GET', '/repos/acme/web/pulls?head=acme:fix')).data).toEqual([]);
    const bare = await call<Pull[]>('GET', '/repos/acme/web/pulls?head=fix&state=all');
    expect(bare.data).toHaveLength(2);
  });

  it('edits title and body, closes and reopens; its head follows the branch', async () => {
    await branch();
    await open();
    const edited = await call<Pull>('PATCH', '/repos/acme/web/pulls/1', { body: { title: 'New', body: 'New body' } });
    expect(edited.data).toMatchObject({ title: 'New', body: 'New body', state: 'open' });
    const moved = github.pushCommit('acme/web', 'fix', { files: { more: 'x' } });
    expect((await call<Pull>('GET', '/repos/acme/web/pulls/1')).data.head.sha).toBe(moved);
    expect((await call<Pull>('PATCH', '/repos/acme/web/pulls/1', { body: { state: 'closed' } })).data.state).toBe(
      'closed',
    );
    expect((await call<Pull>('PATCH', '/repos/acme/web/pulls/1', { body: { state: 'open' } })).data.state).toBe('open');
  });

  it('tells a merged one from one closed without merging', async () => {
    await branch();
    await open();
    github.closePull('acme/web', 1, { merge: true });
    const merged = await call<Pull>('GET', '/repos/acme/web/pulls/1');
    expect(merged.data).toMatchObject({ state: 'closed', merged: true });
    expect(merged.data.merged_at).not.toBeNull();
    expect(github.files('acme/web', 'main')['infra/main.tf']).toBe('changed');
    const listed = await call<Pull[]>('GET', '/repos/acme/web/pulls?state=closed');
    expect(listed.data[0]?.merged).toBeUndefined();
    expect(listed.data[0]?.merged_at).not.toBeNull();
    const reopen = await call('PATCH', '/repos/acme/web/pulls/1', { body: { state: 'open' } });
    expect(reopen.status).toBe(422);
  });

  it('takes issue comments on a pull request', async () => {
    await branch();
    await open();
    await call('POST', '/repos/acme/web/issues/1/comments', { body: { body: 'Someone pushed here.' } });
    expect(github.comments).toMatchObject([{ repository: 'acme/web', issue: 1, body: 'Someone pushed here.' }]);
  });
});
