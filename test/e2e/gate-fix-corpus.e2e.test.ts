/**
 * The fix over configurations written the way public repositories write them
 * (test/fixtures/gate/fix-corpus): after `fix: true`, every file still parses, the only bytes
 * that changed are inside version literals, and the gate then passes every call.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';

const TOKEN = 'corpus-token.atlasv1.s3cr3t-CORPUS-4e5f';
const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/gate/fix-corpus');
const DIRECTORIES = 'network\njson-stack\nterragrunt/live/prod/vpc\ntofu\nstack';
const DEPRECATION = { reason: 'Opens the default security group.', link: '' };

let tfe: FakeTfe;
let workspace: string;
const before = new Map<string, string>();

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name !== 'README.md')
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.1.0', '1.1.5', '1.2.0', '1.4.0', '1.4.1'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.0.3', '1.1.0'] });
  for (const v of ['1.1.0', '1.1.5', '1.2.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
  for (const v of ['1.0.0', '1.0.3']) tfe.deprecate('acme', 'dns', 'aws', v, DEPRECATION);
  workspace = await mkdtemp(path.join(tmpdir(), 'gate-fix-corpus-'));
  await cp(CORPUS, workspace, { recursive: true });
  for (const file of await files(workspace)) {
    let text = (await readFile(path.join(workspace, file), 'utf8')).replaceAll('HOST', tfe.host);
    // Windows line endings, as a repository without .gitattributes may hold.
    if (file === path.join('network', 'main.tf')) text = text.replace(/\n/g, '\r\n');
    await writeFile(path.join(workspace, file), text);
    before.set(file, text);
  }
});

afterAll(async () => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
  await rm(workspace, { recursive: true, force: true });
});

const gate = (inputs: Record<string, string> = {}): Promise<ActionRun> =>
  runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': DIRECTORIES, ...inputs },
    { env: { GITHUB_WORKSPACE: workspace } },
  );

/** What changed between two texts, line by line: each changed line's differing middle part, before and after. */
function changes(a: string, b: string): Array<{ line: string; from: string; to: string }> {
  const left = a.split('\n');
  const right = b.split('\n');
  expect(right.length).toBe(left.length);
  return left.flatMap((line, i) => {
    const other = right[i] as string;
    if (line === other) return [];
    let start = 0;
    while (line[start] === other[start]) start++;
    let end = 0;
    while (end < line.length - start && line.at(-1 - end) === other.at(-1 - end)) end++;
    return [{ line, from: line.slice(start, line.length - end), to: other.slice(start, other.length - end) }];
  });
}

describe('the fix over real-world-shaped configurations', () => {
  it('changes only version literals, leaves files that parse, and the gate then passes', async () => {
    const fixed = await gate({ fix: 'true' });
    expect(fixed.exitCode, fixed.stdout).toBe(1);
    const fixes = JSON.parse(fixed.outputs.fixes ?? '[]') as Array<{ outcome: string; why?: string }>;
    expect(fixes.length).toBeGreaterThanOrEqual(8);
    expect(fixes.filter((f) => f.outcome !== 'rewritten')).toEqual([]);

    const changedFiles: string[] = [];
    for (const file of await files(workspace)) {
      const after = await readFile(path.join(workspace, file), 'utf8');
      const was = before.get(file) as string;
      if (after === was) continue;
      changedFiles.push(file.split(path.sep).join('/'));
      for (const change of changes(was, after)) {
        // The line is a version argument (or a tfr:// source), and only version characters differ.
        expect(change.line).toMatch(/version|tfr:\/\//);
        expect(change.from).toMatch(/^[0-9.~>= ]+$/);
        expect(change.to).toMatch(/^[0-9.~>= ]+$/);
      }
    }
    expect(changedFiles).toEqual([
      'json-stack/main.tf.json',
      'network/dns.tf',
      'network/main.tf',
      'network/modules/labels/main.tf',
      'stack/components.tfcomponent.hcl',
      'terragrunt/live/prod/vpc/terragrunt.hcl',
      'tofu/main.tofu',
    ]);
    // CRLF and the missing final newline are kept.
    expect(await readFile(path.join(workspace, 'network/main.tf'), 'utf8')).toContain('version = "~> 1.4.1" # keep');
    expect(
      (await readFile(path.join(workspace, 'network/main.tf'), 'utf8'))
        .split('\n')
        .every((l, i, all) => i === all.length - 1 || l.endsWith('\r')),
    ).toBe(true);
    expect((await readFile(path.join(workspace, 'network/dns.tf'), 'utf8')).endsWith('}')).toBe(true);

    // The gate reads every fixed file (a file it cannot parse fails it), and passes every call.
    const again = await gate();
    expect(again.exitCode, again.stdout).toBe(0);
    const statuses = (JSON.parse(again.outputs.result ?? '[]') as Array<{ status: string }>).map((c) => c.status);
    expect(statuses.filter((s) => s !== 'not-deprecated' && s !== 'not-checked')).toEqual([]);

    // And a second fix finds nothing to do.
    const twice = await gate({ fix: 'true' });
    expect(twice.outputs.fixes).toBe('[]');
  });
});
