/**
 * What the fake's own tests share: a fake started afresh for each test (an app's token that may
 * write, one that may only read, a person's token; repository acme/web with a configuration and
 * acme/docs without), and plain HTTP calls to it.
 */
import { afterEach, beforeEach } from 'vitest';
import { startFakeGithub } from './server.ts';
import type { FakeGithub, FakeGithubOptions } from './server.ts';

export const APP = 'ghs_app-token';
export const READER = 'ghs_reader-token';
export const PERSON = 'ghp_person-token';

export const MAIN_TF = 'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.0.0"\n}\n';

/** The running test's fake, once startEach() has registered its hooks (a live binding). */
export let github: FakeGithub;

export async function start(options: Partial<FakeGithubOptions> = {}): Promise<FakeGithub> {
  const fake = await startFakeGithub({
    tokens: {
      [APP]: { access: 'write', login: 'campaign-app[bot]', kind: 'installation' },
      [READER]: 'read',
      [PERSON]: { access: 'write', login: 'octocat', kind: 'user' },
    },
    ...options,
  });
  fake.addRepository({
    fullName: 'acme/web',
    files: { 'infra/main.tf': MAIN_TF, 'README.md': '# web\n', 'run.sh': { content: '#!/bin/sh\n', mode: '100755' } },
  });
  fake.addRepository({ fullName: 'acme/docs', files: { 'README.md': '# docs\n' } });
  return fake;
}

/** Starts `github` before each test of the calling file (with `options`), and closes it after. */
export function startEach(options: Partial<FakeGithubOptions> = {}): void {
  beforeEach(async () => {
    github = await start(options);
  });
  afterEach(async () => {
    await github.close();
  });
}

/** An answer, its JSON read as the shape the test expects (`T`). */
export interface Answer<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** One request to the running fake (`path` below its API URL), as `token` (APP unless given; null for none). */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; base?: string } = {},
): Promise<Answer<T>> {
  const token = options.token === undefined ? APP : options.token;
  const response = await fetch(`${options.base ?? github.url}${path}`, {
    method,
    headers: {
      ...(token !== null && { authorization: `Bearer ${token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    data: (text === '' ? undefined : JSON.parse(text)) as T,
  };
}
