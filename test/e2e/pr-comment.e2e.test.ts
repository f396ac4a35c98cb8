/**
 * The gate's verdict as one pull request comment, through the bundle against a fake of GitHub's
 * comment endpoints (test/fake-github/): two runs leave one comment, updated; a run with nothing
 * to report edits it to say so; a fork's read-only token leaves none and changes no verdict; the
 * marker is found past the first page; a body past GitHub's limit is cut with a link to the run.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startFakeGithub, type FakeGithub } from '../fake-github/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { render } from '../support/markdown.ts';
import { examplePayload, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'comment-token.atlasv1.s3cr3t-COMMENT-9z8y7x';
const WRITE_TOKEN = 'ghs_WriteTokenForCommentsAbcdef0123456789';
const READ_TOKEN = 'ghs_ForkReadOnlyTokenAbcdef0123456789xyz';
/** A person's token (a PAT): `GET /user` names them, and their comments are theirs. */
const USER_TOKEN = 'ghp_PersonalTokenOfPlatformBotAbcdef012345';
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/gate');
const REPOSITORY = 'acme/platform-modules';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

let tfe: FakeTfe;
let github: FakeGithub;
let workspace: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.addModule({ namespace: 'acme', name: 'flow-logs', provider: 'aws', versions: ['0.3.0', '0.3.1', '0.4.0'] });
  github = await startFakeGithub({
    tokens: {
      [WRITE_TOKEN]: 'write',
      [READ_TOKEN]: 'read',
      [USER_TOKEN]: { access: 'write', login: 'platform-bot', kind: 'user' },
    },
  });
  workspace = await mkdtemp(path.join(tmpdir(), 'comment-workspace-'));
  await cp(path.join(FIXTURES, 'platform'), path.join(workspace, 'platform'), { recursive: true });
  for (const entry of await readdir(path.join(workspace, 'platform'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll('app.terraform.io', tfe.host));
  }
});

afterEach(async () => {
  await github.close();
  await rm(workspace, { recursive: true, force: true });
});

function pullRequestEvent(number: number): { name: string; payload: unknown } {
  const payload = examplePayload('pull_request', 'opened') as { number: number; pull_request: { number: number } };
  payload.number = number;
  payload.pull_request.number = number;
  return { name: 'pull_request', payload };
}

function gate(inputs: Record<string, string>, number = 12): Promise<ActionRun> {
  return runAction(
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
      },
      event: pullRequestEvent(number),
    },
  );
}

const ours = (): typeof github.comments =>
  github.comments.filter((c) => c.body.startsWith('<!-- tfe-module-lifecycle'));
/** The marker of the step `gate` runs as (workflow, job and step as the runner names them). */
const MARKER = '<!-- tfe-module-lifecycle comment workflow=Pull%20request%20checks job=modules step=gate -->';
/** The comment writes: who the token is (`GET /user`, GraphQL's viewer) is a read. */
const writes = (): string[] =>
  github.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql').map((r) => r.method);

describe('one sticky comment', () => {
  it('two runs on the same pull request leave one comment, updated', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const first = await gate({});
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
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
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
    const run = await gate({ comment: 'changes' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(github.comments).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it("a fork's read-only token leaves no comment, one notice, and the same verdict", async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate({ 'github-token': READ_TOKEN });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    expect(github.comments).toEqual([]);
    const notices = run.annotations.filter((a) => a.level === 'notice' && a.title === 'No pull request comment');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('may not comment');
  });

  it('finds its comment on a later page of a busy pull request', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
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
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate({});
    expect(run.exitCode, run.stdout).toBe(1);
    const body = ours()[0]?.body ?? '';
    // As GitHub renders it: the heading, then the verdict, then one item per failing call.
    const html = render(body);
    const blocks = [...html.matchAll(/<(h3|p|li)>([\s\S]*?)<\/\1>/g)].map((m) => `${m[1]}: ${m[2]}`);
    const blob = 'https://github.com/acme/platform-modules/blob/ffac537e6cbbf934b08745a378932722df287a53';
    expect(blocks.slice(0, 4)).toEqual([
      'h3: Module versions used by <code>platform</code>',
      'p: ❌ <strong>Fails</strong>: 1 module call uses a deprecated version.',
      'p: <strong>To change</strong>:',
      `li: <a href="${blob}/platform/main.tf#L29">platform/main.tf:29</a> · acme/vpc/aws · version &quot;~&gt; 1.1&quot; → &quot;~&gt; 2.0&quot; (deprecated: Version 1.2.0 opens the default security group.) · 2.0.0 is a new major version`,
    ]);
    // No count of zero failures beside a failed step.
    expect(body).not.toMatch(/\b0 failed/);
    // The job summary opens the same way.
    expect(run.summary.split('\n').slice(0, 7)).toEqual(body.split('\n').slice(1, 8));
  });

  it("cuts a body past GitHub's limit, with a link to the run's summary", async () => {
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

describe('whose comment it edits', () => {
  it("leaves a person's comment that starts with the marker as it is, and keeps its own", async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
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
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    github.seed(REPOSITORY, 12, [`${MARKER}\nfrom GITHUB_TOKEN`], { user: 'github-actions[bot]', userType: 'Bot' });
    await gate({ 'github-token': USER_TOKEN });
    await gate({ 'github-token': USER_TOKEN });
    expect(writes()).toEqual(['POST', 'PATCH']);
    expect(github.comments.filter((c) => c.user === 'platform-bot')).toHaveLength(1);
    expect(github.comments.find((c) => c.user === 'github-actions[bot]')?.body).toBe(`${MARKER}\nfrom GITHUB_TOKEN`);
    expect(github.requests.some((r) => r.method === 'GET' && r.path === '/user')).toBe(true);
  });
});

describe('text from the service in the comment', () => {
  it('mentions no one: a reason or revocation message naming @people or @org/teams notifies nobody', async () => {
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

describe('a comment GitHub refuses', () => {
  it.each([
    [
      'secondary-rate-limit' as const,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    ],
    ['rate-limit' as const, 'API rate limit exceeded for installation ID 4242.'],
    ['locked' as const, 'Unable to create comment because issue is locked.'],
  ])('with a 403 for a %s says what GitHub said, not that the token is read-only', async (refusal, said) => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
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
