/**
 * The campaign in process, against the fake GitHub and the registry in memory, the client on a
 * manual clock: a first run and a re-run, the module's versions changing, a person's commit on
 * the branch, a declined pull request, a repository fixed by hand, the bound, a dry run, pacing,
 * the token's end, a token that may not push, and hostile repository contents.
 */
import { describe, expect, it } from 'vitest';
import { applyPlan } from './apply.ts';
import { openGithub } from '../github/client.ts';
import { APP, TEST_LIMITS } from '../../test/support/github-on-fake.ts';
import { READER, VERSIONS, calling, done, onFakes } from '../../test/support/campaign-on-fakes.ts';
import { report } from './report.ts';
import type { FakeGithubOptions } from '../../test/fake-github/server.ts';
import { mentions, summaryProblems } from '../../test/support/markdown.ts';

const BRANCH = 'tfe-module-lifecycle/acme-vpc-aws';
const writesOf = (fakes: Awaited<ReturnType<typeof onFakes>>) =>
  fakes.github.requests.filter((r) => r.method !== 'GET' && r.status !== undefined && r.status < 400);

async function webAndQuiet(fake: Partial<FakeGithubOptions> = {}) {
  const fakes = await onFakes({ fake });
  fakes.github.addRepository({
    fullName: 'acme/web',
    files: { 'infra/main.tf': calling('1.0.0'), 'infra/dns.tf': calling('1.1.0', 'dns'), 'README.md': '# web\n' },
  });
  fakes.github.addRepository({ fullName: 'acme/quiet', files: { 'main.tf': calling('1.2.0') } });
  return fakes;
}

describe('a campaign', () => {
  it('opens one pull request per repository with the gate’s edit, and a re-run writes nothing', async () => {
    const fakes = await webAndQuiet();
    const first = done(await fakes.run());
    expect(fakes.github.pulls.map((p) => [p.repository, p.head.ref, p.base.ref, p.state])).toEqual([
      ['acme/web', BRANCH, 'main', 'open'],
    ]);
    const files = fakes.github.files('acme/web', BRANCH);
    expect([files['infra/main.tf'], files['infra/dns.tf'], files['README.md']]).toEqual([
      calling('1.2.0'),
      calling('1.2.0', 'dns'),
      '# web\n',
    ]);
    const commit = fakes.github.commit(fakes.github.branch('acme/web', BRANCH) as string);
    expect(commit?.parents).toEqual([fakes.github.branch('acme/web', 'main')]);
    expect(commit?.verification.verified).toBe(true);
    // Four writes: tree, commit, branch, pull request; nothing on the default branch.
    expect(writesOf(fakes).map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toEqual([
      'POST /repos/acme/web/git/trees',
      'POST /repos/acme/web/git/commits',
      'POST /repos/acme/web/git/refs',
      'POST /repos/acme/web/pulls',
    ]);
    expect(report(first).outputs).toMatchObject({ 'pull-requests-opened': '1', 'pull-requests-updated': '0' });
    const before = writesOf(fakes).length;
    const again = done(await fakes.run());
    expect(writesOf(fakes)).toHaveLength(before);
    expect(report(again).outputs['pull-requests-opened']).toBe('0');
    expect(JSON.parse(report(again).outputs.repositories ?? '')[1]['pull-requests'][0].done).toBe('unchanged');
  });

  it('updates its pull request in place when the versions change: a new commit, never a second pull request', async () => {
    const fakes = await webAndQuiet();
    done(await fakes.run());
    const head = fakes.github.branch('acme/web', BRANCH) as string;
    // 1.2.0 is deprecated now, and 1.3.0 released: the calls move on to 1.3.0.
    fakes.setVersions([
      ...VERSIONS.filter((v) => v.version !== '1.2.0'),
      { version: '1.2.0', deprecation: { reason: 'Leaks', link: '' } },
      { version: '1.3.0', deprecation: null },
    ]);
    const second = done(await fakes.run());
    // acme/quiet's 1.2.0 is deprecated now too: it gets its own; acme/web keeps its one.
    expect(fakes.github.pulls.map((p) => p.repository)).toEqual(['acme/web', 'acme/quiet']);
    const files = fakes.github.files('acme/web', BRANCH);
    expect(files['infra/main.tf']).toBe(calling('1.3.0'));
    // Built on its own commit, never forced.
    expect(fakes.github.commit(fakes.github.branch('acme/web', BRANCH) as string)?.parents).toEqual([head]);
    expect(fakes.github.pulls[0]?.title).toBe('Move acme/vpc/aws off revoked 1.1.0 and deprecated 1.0.0 to 1.3.0');
    expect(report(second).outputs).toMatchObject({ 'pull-requests-updated': '1', 'pull-requests-opened': '1' });
    // And once updated, a re-run writes nothing.
    const written = writesOf(fakes).length;
    done(await fakes.run());
    expect(writesOf(fakes)).toHaveLength(written);
    expect(
      fakes.github.requests.some(
        (r) => r.method === 'PATCH' && /git\/refs/.test(r.path) && (r.body as { force?: boolean }).force === true,
      ),
    ).toBe(false);
  });

  it('leaves a branch with a person’s commit to them: one comment, once, and no write after', async () => {
    const fakes = await webAndQuiet();
    done(await fakes.run());
    fakes.github.pushCommit('acme/web', BRANCH, { files: { 'infra/extra.tf': '# mine\n' }, login: 'mallory' });
    const mine = fakes.github.branch('acme/web', BRANCH);
    fakes.setVersions([
      ...VERSIONS.slice(0, 2),
      { version: '1.2.0', deprecation: { reason: 'x', link: '' } },
      { version: '1.3.0', deprecation: null },
    ]);
    done(await fakes.run());
    done(await fakes.run());
    expect(fakes.github.branch('acme/web', BRANCH)).toBe(mine);
    expect(fakes.github.comments.map((c) => c.body.split('\n')[1])).toEqual([
      'This branch has commits that the tfe-module-lifecycle campaign did not make, so it no longer updates this pull request: it is yours now. Later runs leave it alone.',
    ]);
  });

  it('does not reopen a pull request a person declined, unless a version it moves off is revoked since', async () => {
    const fakes = await onFakes({ versions: [VERSIONS[0]!, VERSIONS[2]!] });
    fakes.github.addRepository({ fullName: 'acme/web', files: { 'main.tf': calling('1.0.0') } });
    done(await fakes.run());
    fakes.github.closePull('acme/web', 1);
    const declined = done(await fakes.run());
    expect(fakes.github.pulls).toHaveLength(1);
    expect(report(declined).summary).toMatch(/declined by a person: left closed/);
    fakes.setVersions([
      { ...VERSIONS[0]!, revoked: true, revocation: { message: 'now revoked', link: '' } },
      VERSIONS[2]!,
    ]);
    done(await fakes.run());
    expect(fakes.github.pulls.map((p) => p.state)).toEqual(['closed', 'open']);
    expect(fakes.github.pulls[1]?.body).toMatch(
      /#1 was closed without merging; since then a version it moved off was revoked/,
    );
  });

  it('closes its pull request, with a comment, and deletes its branch once the repository was fixed by hand', async () => {
    const fakes = await webAndQuiet();
    done(await fakes.run());
    fakes.github.pushCommit('acme/web', 'main', {
      files: { 'infra/main.tf': calling('1.2.0'), 'infra/dns.tf': calling('1.2.0', 'dns') },
      login: 'octocat',
    });
    const fixed = done(await fakes.run());
    expect(fakes.github.pulls[0]?.state).toBe('closed');
    expect(fakes.github.branch('acme/web', BRANCH)).toBeUndefined();
    expect(fakes.github.comments[0]?.body).toMatch(/no longer needed: closing it and deleting its branch/);
    expect(report(fixed).outputs['pull-requests-closed']).toBe('1');
    // A pull request merged is left as it is.
    done(await fakes.run());
    expect(fakes.github.comments).toHaveLength(1);
  });

  it('takes a body GitHub gives back with CRLF line endings or trimmed as unchanged, and still sees a real change', async () => {
    const fakes = await webAndQuiet();
    done(await fakes.run());
    fakes.github.injectFault({
      method: 'GET',
      path: '/repos/acme/web/pulls',
      times: Infinity,
      fault: {
        kind: 'rewrite',
        rewrite: (rows) =>
          (rows as Array<{ body: string }>).map((p) => ({ ...p, body: `${p.body.trim().replace(/\n/g, '  \r\n')}` })),
      },
    });
    const written = writesOf(fakes).length;
    done(await fakes.run());
    expect(writesOf(fakes)).toHaveLength(written);
    fakes.setVersions([
      ...VERSIONS.slice(0, 2),
      { version: '1.2.0', deprecation: { reason: 'x', link: '' } },
      { version: '1.3.0', deprecation: null },
    ]);
    const moved = report(done(await fakes.run()));
    expect(moved.outputs['pull-requests-updated']).toBe('1');
    expect(fakes.github.pulls[0]?.body).toMatch(/to 1\.3\.0/);
  });

  it('reads a repository whose closed pull request GitHub lists with no head sha, its branch deleted', async () => {
    const fakes = await webAndQuiet();
    done(await fakes.run());
    fakes.github.pushCommit('acme/web', 'main', {
      files: { 'infra/main.tf': calling('1.2.0'), 'infra/dns.tf': calling('1.2.0', 'dns') },
    });
    done(await fakes.run());
    expect(fakes.github.branch('acme/web', BRANCH)).toBeUndefined();
    // A head sha stated from the live branch: null once the branch is gone.
    fakes.github.injectFault({
      method: 'GET',
      path: '/repos/acme/web/pulls',
      times: Infinity,
      fault: {
        kind: 'rewrite',
        rewrite: (rows) =>
          (rows as Array<{ state: string; head: object }>).map((p) =>
            p.state === 'closed' ? { ...p, head: { ...p.head, sha: null } } : p,
          ),
      },
    });
    const again = report(done(await fakes.run()));
    const rows = JSON.parse(again.outputs.repositories ?? '') as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.repository, r.read])).toEqual([
      ['acme/quiet', 'whole'],
      ['acme/web', 'whole'],
    ]);
    expect(fakes.github.pulls.map((p) => p.state)).toEqual(['closed']);
  });

  it('opens no more than the bound, revoked versions first, and the next run opens the rest', async () => {
    const fakes = await onFakes();
    for (const [name, version] of [
      ['a', '1.0.0'],
      ['b', '1.1.0'],
      ['c', '1.0.0'],
    ] as const) {
      fakes.github.addRepository({ fullName: `acme/${name}`, files: { 'main.tf': calling(version) } });
    }
    const first = done(await fakes.run({ pullRequestsLimit: 1 }));
    expect(fakes.github.pulls.map((p) => p.repository)).toEqual(['acme/b']);
    expect(report(first).warnings.join('\n')).toMatch(/2 pull requests were held back by `pull-requests-limit` \(1\)/);
    done(await fakes.run({ pullRequestsLimit: 1 }));
    done(await fakes.run({ pullRequestsLimit: 5 }));
    expect(fakes.github.pulls.map((p) => p.repository)).toEqual(['acme/b', 'acme/a', 'acme/c']);
  });

  it('plans in full in a dry run, each diff included, and writes nothing', async () => {
    const fakes = await webAndQuiet();
    const result = done(await fakes.run({ dryRun: true }));
    expect(writesOf(fakes)).toEqual([]);
    const shown = report(result);
    expect(shown.outputs['pull-requests-opened']).toBe('0');
    expect(shown.summary).toMatch(/dry run: 1 pull request would be opened/);
    const record = JSON.parse(shown.files?.[0]?.content ?? '') as {
      repositories: Array<{ 'pull-requests': Array<{ files: Array<{ diff: string }> }> }>;
    };
    expect(record.repositories[1]?.['pull-requests'][0]?.files[0]?.diff).toContain(
      '-  version = "1.1.0"\n+  version = "1.2.0"',
    );
    expect(fakes.log.lines.join('\n')).toContain('+  version = "1.2.0"');
  });

  it('paces its writes a second apart, within 80 a minute, and waits as long as GitHub’s Retry-After says', async () => {
    const fakes = await onFakes();
    for (let i = 0; i < 30; i++)
      fakes.github.addRepository({ fullName: `acme/r${i}`, files: { 'main.tf': calling('1.0.0') } });
    fakes.github.injectFault({
      method: 'POST',
      path: /\/pulls$/,
      times: 1,
      fault: { kind: 'secondary-limit', retryAfter: 7 },
    });
    done(await fakes.run({ pullRequestsLimit: 30 }));
    expect(fakes.github.pulls).toHaveLength(30);
    const times = fakes.github.requests.filter((r) => r.method !== 'GET').map((r) => r.time);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(80);
    const refused = fakes.github.requests.findIndex((r) => r.status === 403);
    const retried = fakes.github.requests.slice(refused + 1).find((r) => r.method === 'POST');
    expect(retried!.time - fakes.github.requests[refused]!.time).toBeGreaterThanOrEqual(7000);
  });

  it('stops cleanly before the token’s end, says where, and the next run goes on', async () => {
    const fakes = await onFakes();
    for (let i = 0; i < 3; i++)
      fakes.github.addRepository({ fullName: `acme/r${i}`, files: { 'main.tf': calling('1.0.0') } });
    // An hour's token that ends within the write reserve: nothing is read.
    fakes.github.injectFault({
      method: 'GET',
      path: /\/orgs\/acme\/repos/,
      fault: {
        kind: 'headers',
        headers: {
          'github-authentication-token-expiration': new Date(fakes.clock.now() + 12 * 60_000)
            .toISOString()
            .replace('T', ' ')
            .replace(/\.\d+Z$/, ' UTC'),
        },
      },
    });
    const stopped = done(await fakes.run());
    expect(stopped.applied.stopped?.at).toBe('acme/r0');
    expect(report(stopped).warnings.join('\n')).toMatch(/stopped at acme\/r0: the token's hour is nearly over/);
    expect(fakes.github.pulls).toHaveLength(0);
    done(await fakes.run());
    expect(fakes.github.pulls).toHaveLength(3);
  });

  it('plans a repository the token may not push to as no-push-access, never an error', async () => {
    const fakes = await onFakes();
    fakes.github.addRepository({ fullName: 'acme/web', files: { 'main.tf': calling('1.0.0') } });
    const result = done(await fakes.run({}, READER));
    const shown = report(result);
    expect(shown.verdict.failed).toBe(false);
    expect(JSON.parse(shown.outputs.repositories ?? '')[0]['pull-requests'][0]).toMatchObject({
      action: 'no-push-access',
      would: 'open',
    });
    expect(writesOf(fakes)).toEqual([]);
  });

  it('reports a write GitHub refuses where the listing said nothing of permissions as no-push-access', async () => {
    const fakes = await onFakes();
    fakes.github.addRepository({ fullName: 'acme/web', files: { 'main.tf': calling('1.0.0') } });
    fakes.github.injectFault({
      method: 'GET',
      path: '/orgs/acme/repos',
      fault: {
        kind: 'rewrite',
        rewrite: (rows) => (rows as Array<Record<string, unknown>>).map(({ permissions: _, ...row }) => row),
      },
    });
    // GitHub hides what a token may not write: a 404 to the first write.
    fakes.github.injectFault({ method: 'POST', path: /\/git\/trees$/, fault: { kind: 'status', status: 404 } });
    const shown = report(done(await fakes.run()));
    expect(JSON.parse(shown.outputs.repositories ?? '')[0]['pull-requests'][0]).toMatchObject({
      action: 'open',
      done: 'no-push-access',
    });
  });

  it('leaves a file changed on the default branch since it was read for the next run', async () => {
    const fakes = await webAndQuiet();
    const planned = done(await fakes.run({ dryRun: true }));
    fakes.github.pushCommit('acme/web', 'main', {
      files: { 'infra/main.tf': calling('1.0.0').replace('network', 'net') },
    });
    const client = await openGithub({
      token: APP,
      apiUrl: fakes.github.url,
      clock: fakes.clock,
      limits: TEST_LIMITS,
      octokitThrottling: false,
    });
    const applied = await applyPlan(planned.plan, client, { dryRun: false, log: { info: () => {} } });
    expect([...applied.outcomes.values()].map((o) => o.status)).toEqual(['stale']);
    expect(writesOf(fakes)).toEqual([]);
  });

  it('keeps hostile repository contents out of the log’s commands, the summary’s markup and the paths written', async () => {
    const fakes = await onFakes();
    const name = '::error::x @octocat <img src=x>`|';
    fakes.github.addRepository({
      fullName: 'acme/web',
      defaultBranch: 'main',
      files: {
        [`${name}/main.tf`]: calling('1.0.0'),
        'evil.tf': { symlink: '/etc/passwd' },
        'sub/link.tf': { symlink: '../evil.tf' },
      },
    });
    const result = done(await fakes.run());
    const shown = report(result);
    expect(summaryProblems(shown.summary)).toEqual([]);
    expect(mentions(shown.summary)).toEqual([]);
    for (const line of fakes.log.lines) expect(line).not.toMatch(/^\s*::/);
    const written = fakes.github.requests.find((r) => r.method === 'POST' && r.path.endsWith('/git/trees'));
    expect((written?.body as { tree: Array<{ path: string }> }).tree.map((t) => t.path)).toEqual([`${name}/main.tf`]);
    expect(mentions(fakes.github.pulls[0]?.body ?? '')).toEqual([]);
    expect(summaryProblems(fakes.github.pulls[0]?.body ?? '')).toEqual([]);
  });

  it('marks each repository as connected to an HCP workspace or outside HCP’s sight, with usage', async () => {
    const fakes = await onFakes({ workspaces: new Map([['acme/web', ['web-prod', 'web-dev']]]) });
    fakes.github.addRepository({ fullName: 'acme/web', files: { 'main.tf': calling('1.0.0') } });
    fakes.github.addRepository({ fullName: 'acme/cli', files: { 'main.tf': calling('1.0.0') } });
    const shown = report(done(await fakes.run({ usage: 'auto', dryRun: true })));
    const hcp = (JSON.parse(shown.outputs.repositories ?? '') as Array<{ repository: string; hcp: unknown }>).map(
      (r) => [r.repository, r.hcp],
    );
    expect(hcp).toEqual([
      ['acme/cli', { linked: false, workspaces: [] }],
      ['acme/web', { linked: true, workspaces: ['web-prod', 'web-dev'] }],
    ]);
    expect(shown.summary).toContain('| HCP workspaces |');
    expect(shown.summary).toMatch(/outside HCP/);
  });

  it('never closes a pull request of a repository it could not read whole', async () => {
    const fakes = await onFakes({ fake: { treeEntryLimit: 2 } });
    fakes.github.addRepository({ fullName: 'acme/web', files: { 'a/main.tf': calling('1.0.0') } });
    done(await fakes.run());
    expect(fakes.github.pulls).toHaveLength(1);
    // Fixed where it was read, while the rest of its tree grew past what GitHub lists.
    fakes.github.pushCommit('acme/web', 'main', {
      files: { 'a/main.tf': calling('1.2.0'), 'b/c/d/x.tf': calling('1.0.0'), 'b/c/d/y.tf': '', 'b/c/d/z.tf': '' },
    });
    const shown = report(done(await fakes.run()));
    expect(fakes.github.pulls[0]?.state).toBe('open');
    expect(JSON.parse(shown.outputs.repositories ?? '')[0]).toMatchObject({ read: 'partial' });
  });

  it('takes up a run that stopped between writing the body and moving the branch, as its own', async () => {
    const fakes = await webAndQuiet();
    done(await fakes.run());
    const head = fakes.github.branch('acme/web', BRANCH);
    fakes.setVersions([
      ...VERSIONS.slice(0, 2),
      { version: '1.2.0', deprecation: { reason: 'x', link: '' } },
      { version: '1.3.0', deprecation: null },
    ]);
    fakes.github.injectFault({
      method: 'PATCH',
      path: /\/git\/refs\//,
      times: 1,
      fault: { kind: 'status', status: 422, message: 'Reference update failed' },
    });
    const failed = report(done(await fakes.run()));
    expect(failed.verdict.failed).toBe(true);
    expect(fakes.github.branch('acme/web', BRANCH)).toBe(head);
    done(await fakes.run());
    expect(fakes.github.comments).toEqual([]);
    expect(fakes.github.files('acme/web', BRANCH)['infra/main.tf']).toBe(calling('1.3.0'));
    expect(fakes.github.pulls.filter((p) => p.repository === 'acme/web')).toHaveLength(1);
  });

  it('reads every repository whatever `size` says, skips an empty one by its tree read, and asks for a default branch a row left out', async () => {
    const fakes = await onFakes();
    fakes.github.addRepository({
      fullName: 'acme/web',
      defaultBranch: 'trunk',
      files: { 'main.tf': calling('1.0.0') },
    });
    fakes.github.addRepository({ fullName: 'acme/blank', empty: true });
    fakes.github.addRepository({ fullName: 'acme/hidden', files: { 'main.tf': calling('1.0.0') } });
    // Rows as GitHub documents them may come: `size` 0 (computed hourly, 0 when just made), no `default_branch`.
    fakes.github.injectFault({
      method: 'GET',
      path: '/orgs/acme/repos',
      fault: {
        kind: 'rewrite',
        rewrite: (rows) =>
          (rows as Array<Record<string, unknown>>).map(({ default_branch: _, ...row }) => ({ ...row, size: 0 })),
      },
    });
    fakes.github.injectFault({ method: 'GET', path: '/repos/acme/hidden', fault: { kind: 'status', status: 404 } });
    const shown = report(done(await fakes.run()));
    const rows = JSON.parse(shown.outputs.repositories ?? '') as Array<Record<string, string>>;
    expect(rows.map((r) => [r.repository, r.read, r.why])).toEqual([
      ['acme/blank', 'skipped', 'empty'],
      ['acme/hidden', 'failed', expect.stringMatching(/^GET \/repos\/acme\/hidden: .*\(404\)/)],
      ['acme/web', 'whole', undefined],
    ]);
    expect(fakes.github.pulls.map((p) => [p.repository, p.base.ref])).toEqual([['acme/web', 'trunk']]);
    // A 409 is not tried again: the repository stays empty.
    expect(fakes.github.requests.filter((r) => r.path.startsWith('/repos/acme/blank/git/trees/'))).toHaveLength(1);
  });

  it('opens its pull request on the branch a stopped run left behind, never a second branch', async () => {
    const fakes = await webAndQuiet();
    fakes.github.injectFault({
      method: 'POST',
      path: /\/pulls$/,
      times: 1,
      fault: { kind: 'status', status: 422, message: 'Validation Failed' },
    });
    done(await fakes.run());
    const left = fakes.github.branch('acme/web', BRANCH);
    expect(left).toBeDefined();
    expect(fakes.github.pulls).toEqual([]);
    done(await fakes.run());
    expect(fakes.github.pulls.map((p) => [p.repository, p.head.ref])).toEqual([['acme/web', BRANCH]]);
    expect(fakes.github.commit(fakes.github.branch('acme/web', BRANCH) as string)?.parents).toContain(left);
  });
});

// GitHub documents a pull request's head.sha, not that a row follows every push to its branch: the
// campaign reads the branch itself, so either way of answering gives the same runs.
describe.each([
  ['follow their branch', false],
  ['keep the head they were opened with', true],
])('a campaign, with pull request rows that %s', (_, pullHeadsAtCreation) => {
  const moved = [
    ...VERSIONS.slice(0, 2),
    { version: '1.2.0', deprecation: { reason: 'x', link: '' } },
    { version: '1.3.0', deprecation: null },
  ];

  it('writes nothing on a re-run after its pull request was updated', async () => {
    const fakes = await webAndQuiet({ pullHeadsAtCreation });
    done(await fakes.run());
    fakes.setVersions(moved);
    done(await fakes.run());
    const before = writesOf(fakes).length;
    const again = report(done(await fakes.run()));
    expect(writesOf(fakes)).toHaveLength(before);
    const web = (JSON.parse(again.outputs.repositories ?? '') as Array<Record<string, unknown>>)[1];
    expect(web).toMatchObject({ repository: 'acme/web', 'pull-requests': [{ done: 'unchanged' }] });
  });

  it('never builds on or moves a branch a person pushed to', async () => {
    const fakes = await webAndQuiet({ pullHeadsAtCreation });
    done(await fakes.run());
    const opened = fakes.github.branch('acme/web', BRANCH);
    fakes.github.pushCommit('acme/web', BRANCH, { files: { 'infra/extra.tf': '# mine\n' }, login: 'mallory' });
    const mine = fakes.github.branch('acme/web', BRANCH);
    expect(fakes.github.pulls[0]?.head.sha).toBe(pullHeadsAtCreation ? opened : mine);
    fakes.setVersions(moved);
    const shown = report(done(await fakes.run()));
    expect(shown.verdict.failed).toBe(false);
    expect(fakes.github.branch('acme/web', BRANCH)).toBe(mine);
    expect(fakes.github.requests.filter((r) => r.method === 'PATCH' && /git\/refs/.test(r.path))).toEqual([]);
    expect(fakes.github.comments).toHaveLength(1);
  });
});
