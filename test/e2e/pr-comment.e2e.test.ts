/**
 * The gate's verdict as one pull request comment, through the bundle against a fake of GitHub's
 * comment endpoints (test/fake-github/): two runs leave one comment, updated; a run with nothing
 * to report edits it to say so; a fork's read-only token leaves none and changes no verdict; the
 * marker is found past the first page; a body past GitHub's limit is cut with a link to the run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startFakeGithub, type FakeComment, type FakeGithub } from '../fake-github/server.ts';
import { render } from '../support/markdown.ts';
import { examplePayload, runAction, type ActionRun } from './harness.ts';
import { gateWorkspace } from './support/gate-workspace.ts';
import { startProxy, type TestProxy } from './support/proxy.ts';

const TOKEN = 'comment-token.atlasv1.s3cr3t-COMMENT-9z8y7x';
const WRITE_TOKEN = 'ghs_WriteTokenForCommentsAbcdef0123456789';
const READ_TOKEN = 'ghs_ForkReadOnlyTokenAbcdef0123456789xyz';
/** A person's token (a PAT): `GET /user` names them, and their comments are theirs. */
const USER_TOKEN = 'ghp_PersonalTokenOfPlatformBotAbcdef012345';
const REPOSITORY = 'acme/platform-modules';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

/** A pull request's world: the service, GitHub, the checked-out workspace, and the gate run against them. */
interface PullRequest {
  tfe: FakeTfe;
  github: FakeGithub;
  workspace: string;
  /** The gate on `platform` for pull request `number`, commenting `always` with the write token unless inputs say. */
  gate(inputs: Record<string, string>, number?: number, env?: Record<string, string>): Promise<ActionRun>;
  /** The step's own comments (they start with its marker). */
  ours(): FakeComment[];
  /** The comment writes: who the token is (`GET /user`, GraphQL's viewer) is a read. */
  writes(): string[];
}

const githubs: Array<FakeGithub | TestProxy> = [];
afterAll(async () => {
  await Promise.all(githubs.splice(0).map((server) => server.close()));
});

/**
 * A fresh service and GitHub of each test's own (the tests run at once: each run of the bundle
 * waits on octokit's pacing of GitHub writes, not on the CPU), and the fixtures in a workspace.
 */
async function pullRequest(): Promise<PullRequest> {
  const { tfe, workspace } = await gateWorkspace(TOKEN);
  const github = await startFakeGithub({
    tokens: {
      [WRITE_TOKEN]: 'write',
      [READ_TOKEN]: 'read',
      [USER_TOKEN]: { access: 'write', login: 'platform-bot', kind: 'user' },
    },
  });
  githubs.push(github);
  const gate = (inputs: Record<string, string>, number = 12, env: Record<string, string> = {}): Promise<ActionRun> =>
    runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'platform',
        'github-token': WRITE_TOKEN,
        comment: 'always',
        ...inputs,
      },
      {
        env: {
          GITHUB_WORKSPACE: workspace,
          GITHUB_API_URL: github.url,
          GITHUB_JOB: 'modules',
          GITHUB_ACTION: 'gate',
          GITHUB_WORKFLOW: 'Pull request checks',
          ...env,
        },
        event: pullRequestEvent(number),
      },
    );
  return {
    tfe,
    github,
    workspace,
    gate,
    ours: () => github.comments.filter((c) => c.body.startsWith('<!-- tfe-module-lifecycle')),
    writes: () => github.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql').map((r) => r.method),
  };
}

function pullRequestEvent(number: number): { name: string; payload: unknown } {
  const payload = examplePayload('pull_request', 'opened') as { number: number; pull_request: { number: number } };
  payload.number = number;
  payload.pull_request.number = number;
  return { name: 'pull_request', payload };
}

/** The marker of the step `gate` runs as (workflow, job and step as the runner names them). */
const MARKER = '<!-- tfe-module-lifecycle comment workflow=Pull%20request%20checks job=modules step=gate -->';

/** A deprecated version in use (vpc 1.2.0, under `~> 1.1`): the gate fails and comments. */
async function failingPullRequest(): Promise<PullRequest> {
  const pr = await pullRequest();
  pr.tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
  return pr;
}

/**
 * The first run on a fresh failing pull request, and the step's comments as that run left them:
 * two tests look at this one run (the first goes on to run again on the same pull request).
 */
let firstRun: Promise<{ pr: PullRequest; run: ActionRun; comments: FakeComment[] }> | undefined;
const firstRunOnFailingPullRequest = (): Promise<{ pr: PullRequest; run: ActionRun; comments: FakeComment[] }> =>
  (firstRun ??= (async () => {
    const pr = await failingPullRequest();
    const run = await pr.gate({});
    return { pr, run, comments: structuredClone(pr.ours()) };
  })());

describe.concurrent('one sticky comment', () => {
  it('two runs on the same pull request leave one comment, updated', async () => {
    const { pr, run: first } = await firstRunOnFailingPullRequest();
    const { github, gate, ours, writes } = pr;
    expect(first.exitCode, first.stdout).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain('1.2.0');
    expect(ours()[0]?.issue).toBe(12);
    expect(ours()[0]?.repository).toBe(REPOSITORY);
    expect(first.stdout).toContain('Commented on pull request #12');

    const second = await gate({});
    expect(second.exitCode).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(writes()).toEqual(['POST', 'PATCH']);
    expect(second.stdout).toContain('Updated the comment on pull request #12');
    // The token reached GitHub, and only GitHub.
    expect(github.requests.every((r) => r.token === WRITE_TOKEN)).toBe(true);
  });

  it('edits the comment to say so when a later run has nothing to report', async () => {
    const { workspace, gate, ours } = await failingPullRequest();
    await gate({ comment: 'changes' });
    expect(ours()).toHaveLength(1);
    // The pull request moves to a version that is not deprecated.
    const main = path.join(workspace, 'platform', 'main.tf');
    await writeFile(main, (await readFile(main, 'utf8')).replace('version = "~> 1.1"', 'version = "1.1.0"'));
    const later = await gate({ comment: 'changes' });
    expect(later.exitCode, later.stdout).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain('Nothing to report');
  });

  it('with comment: changes, writes nothing while there is nothing to report', async () => {
    const { github, gate, writes } = await pullRequest();
    const run = await gate({ comment: 'changes' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(github.comments).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it("a fork's read-only token leaves no comment, one notice, and the same verdict", async () => {
    const { github, gate } = await failingPullRequest();
    const run = await gate({ 'github-token': READ_TOKEN });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    expect(github.comments).toEqual([]);
    const notices = run.annotations.filter((a) => a.level === 'notice' && a.title === 'No pull request comment');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('may not comment');
  });

  it('finds its comment on a later page of a busy pull request', async () => {
    const { github, gate, ours, writes } = await failingPullRequest();
    github.seed(
      REPOSITORY,
      12,
      Array.from({ length: 130 }, (_, i) => `a review comment ${i}`),
    );
    await gate({});
    github.seed(
      REPOSITORY,
      12,
      Array.from({ length: 120 }, (_, i) => `a later comment ${i}`),
    );
    github.requests.length = 0;
    await gate({});
    expect(ours()).toHaveLength(1);
    expect(writes()).toEqual(['PATCH']);
    const pages = github.requests
      .filter((r) => r.method === 'GET' && r.path.includes('/comments'))
      .map((r) => new URL(r.path, github.url).searchParams.get('page') ?? '1');
    expect(pages).toEqual(['1', '2']);
  });

  it("opens a failed gate's comment with the verdict, then the line to change to what", async () => {
    const { run, comments } = await firstRunOnFailingPullRequest();
    expect(run.exitCode, run.stdout).toBe(1);
    const body = comments[0]?.body ?? '';
    // As GitHub renders it: the heading, then the verdict, then one item per failing call.
    const html = render(body);
    const blocks = [...html.matchAll(/<(h3|p|li)>([\s\S]*?)<\/\1>/g)].map((m) => `${m[1]}: ${m[2]}`);
    const blob = 'https://github.com/acme/platform-modules/blob/ffac537e6cbbf934b08745a378932722df287a53';
    expect(blocks.slice(0, 4)).toEqual([
      'h3: Module versions used by <code>platform</code>',
      'p: ❌ <strong>Fails</strong>: 1 module call uses a deprecated version.',
      'p: <strong>To change</strong>:',
      `li: <a href="${blob}/platform/main.tf#L29">platform/main.tf:29</a> · acme/vpc/aws · version &quot;~&gt; 1.1&quot; → &quot;~&gt; 2.0&quot; (deprecated: Version 1.2.0 opens the default security group.) · 2.0.0 (new major version; or go back to 1.1.0, the newest usable 1.x, to unblock now)`,
    ]);
    // No count of zero failures beside a failed step.
    expect(body).not.toMatch(/\b0 failed/);
    // The job summary opens the same way.
    expect(run.summary.split('\n').slice(0, 7)).toEqual(body.split('\n').slice(1, 8));
  });

  it("cuts a body past GitHub's limit, with a link to the run's summary", async () => {
    const { tfe, workspace, gate, ours } = await pullRequest();
    // A reason near the service's limit, on many calls, makes a summary longer than 65,536 characters.
    const long = 'x'.repeat(900);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: long, link: DEPRECATION.link });
    const calls = Array.from(
      { length: 120 },
      (_, i) => `module "vpc_${i}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
    ).join('\n');
    await writeFile(path.join(workspace, 'platform', 'many.tf'), calls);
    const run = await gate({});
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.summary.length).toBeGreaterThan(65_536);
    const body = ours()[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('This comment stops here');
    expect(body).toContain('https://github.com/acme/platform-modules/actions/runs/4242');
  });

  it('writes no comment outside a pull request', async () => {
    const { tfe, github, workspace } = await pullRequest();
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'platform',
        'github-token': WRITE_TOKEN,
        comment: 'always',
      },
      { env: { GITHUB_WORKSPACE: workspace, GITHUB_API_URL: github.url } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(github.requests).toEqual([]);
    expect(run.stdout).toContain('not about a pull request');
  });
});

describe("through the runner's proxy", () => {
  it("posts the comment through the runner's proxy where GitHub is reached only through it", async () => {
    const pr = await failingPullRequest();
    const port = Number(new URL(pr.github.url).port);
    // A name only the proxy knows: the service stays on 127.0.0.1, which no proxy is asked for.
    const proxy = await startProxy({ routes: { 'api.github.proxied.test': port } });
    githubs.push(proxy);
    // The fake API is plain http, so HTTP_PROXY is the variable asked (HTTPS_PROXY for https).
    const run = await pr.gate({}, 12, {
      GITHUB_API_URL: `http://api.github.proxied.test:${port}`,
      HTTP_PROXY: proxy.url,
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(pr.ours()).toHaveLength(1);
    expect(proxy.seen.map((s) => `${s.method} ${s.target}`)).toContain(`CONNECT api.github.proxied.test:${port}`);
  });
});

describe.concurrent('whose comment it edits', () => {
  it("leaves a person's comment that starts with the marker as it is, and keeps its own", async () => {
    const { github, gate, writes } = await failingPullRequest();
    github.seed(REPOSITORY, 12, [`${MARKER}\nI copied this marker to see what happens.`], {
      user: 'mallory',
      userType: 'User',
    });
    github.seed(REPOSITORY, 12, [`${MARKER}\nAnother app's comment.`], { user: 'other-app[bot]', userType: 'Bot' });
    const first = await gate({});
    expect(first.exitCode, first.stdout).toBe(1);
    expect(writes()).toEqual(['POST']);
    expect(github.comments.find((c) => c.user === 'mallory')?.body).toBe(
      `${MARKER}\nI copied this marker to see what happens.`,
    );
    expect(github.comments.find((c) => c.user === 'other-app[bot]')?.body).toBe(`${MARKER}\nAnother app's comment.`);
    const mine = github.comments.filter((c) => c.user === 'github-actions[bot]');
    expect(mine).toHaveLength(1);

    await gate({});
    expect(writes()).toEqual(['POST', 'PATCH']);
    const patched = github.requests.find((r) => r.method === 'PATCH');
    expect(patched?.path).toBe(`/repos/${REPOSITORY}/issues/comments/${mine[0]?.id}`);
    expect(github.comments.find((c) => c.user === 'mallory')?.body).toContain('I copied this marker');
  });

  it("with a person's token, edits that person's comment only, found through GET /user", async () => {
    const { github, gate, writes } = await failingPullRequest();
    github.seed(REPOSITORY, 12, [`${MARKER}\nfrom GITHUB_TOKEN`], { user: 'github-actions[bot]', userType: 'Bot' });
    await gate({ 'github-token': USER_TOKEN });
    await gate({ 'github-token': USER_TOKEN });
    expect(writes()).toEqual(['POST', 'PATCH']);
    expect(github.comments.filter((c) => c.user === 'platform-bot')).toHaveLength(1);
    expect(github.comments.find((c) => c.user === 'github-actions[bot]')?.body).toBe(`${MARKER}\nfrom GITHUB_TOKEN`);
    expect(github.requests.some((r) => r.method === 'GET' && r.path === '/user')).toBe(true);
  });
});

describe.concurrent('text from the service in the comment', () => {
  it('mentions no one: a reason or revocation message naming @people or @org/teams notifies nobody', async () => {
    const { tfe, gate, ours } = await pullRequest();
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', {
      reason: 'Ask @platform-team or @acme/networking (cc @octocat).',
      link: DEPRECATION.link,
    });
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: 'CVE-2026-0001: @security-team says move.', link: '' });
    const run = await gate({});
    expect(run.exitCode, run.stdout).toBe(1);
    const body = ours()[0]?.body ?? '';
    // GitHub turns "@name" into a mention where "@" follows no letter, digit or "_".
    const mention = /(?<![A-Za-z0-9_])@[A-Za-z0-9]/;
    for (const text of [body, run.summary]) {
      expect(text).not.toMatch(mention);
      // The reader still sees the names.
      const shown = text.replaceAll('\u200d', '');
      expect(shown).toContain('@platform-team or @acme/networking (cc @octocat)');
      expect(shown).toContain('@security-team says move');
    }
  });
});

describe.concurrent('a comment GitHub refuses', () => {
  it.each([
    [
      'secondary-rate-limit' as const,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    ],
    ['rate-limit' as const, 'API rate limit exceeded for installation ID 4242.'],
    ['locked' as const, 'Unable to create comment because issue is locked.'],
  ])('with a 403 for a %s says what GitHub said, not that the token is read-only', async (refusal, said) => {
    const { github, gate } = await failingPullRequest();
    github.refuseWrites(refusal);
    const run = await gate({});
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    const notices = run.annotations.filter((a) => a.level === 'notice' && a.title === 'No pull request comment');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain(said);
    expect(notices[0]?.message).not.toMatch(/read-only|fork/);
    expect(run.stdout).toContain(said);
  });
});
