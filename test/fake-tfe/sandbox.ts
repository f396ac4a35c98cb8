/**
 * `npm run fake`: a place to try every command of docs/cli.md in a minute. Beside the seeded fake
 * (seed.ts, with versions in every state), a workspace in a temporary folder holds what the
 * examples name: Terraform configurations (`.`, `stacks/network`, `stacks/app`) calling the fake's
 * modules, the example policy file, and a git repository whose `origin/main` lacks the call that
 * `stacks/app` adds, for `gate --only-new`; a fake GitHub's repositories for `campaign`. Then the
 * environment to paste, and the examples of each command's help with the fake's host in place of
 * app.terraform.io.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMAND_NAMES, type CommandName } from '../../src/settings/commands.ts';
import { examplesOf } from '../../src/cli/help.ts';
import { tokenVariableName } from '../../src/address.ts';
import { onHost } from '../support/example-host.ts';
import type { FakeGithub } from '../fake-github/api.ts';
import { DEMO_MODULES, DEMO_ORGANIZATION } from './seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const call = (name: string, source: string, version: string): string =>
  `module "${name}" {\n  source  = "${source}"\n  version = "${version}"\n}\n`;

/** git in `cwd`, as the sandbox's author, whatever the machine's configuration. */
const git = (cwd: string, ...args: string[]): void => {
  execFileSync(
    'git',
    ['-c', 'user.name=Sandbox', '-c', 'user.email=sandbox@example.com', '-c', 'init.defaultBranch=main', ...args],
    { cwd, stdio: 'ignore' },
  );
};

/**
 * Writes the workspace under `folder` (`folder/workspace`, its `origin` beside it) for the fake on
 * `host`, and returns the workspace's path.
 */
export async function writeSandbox(folder: string, host: string): Promise<string> {
  const workspace = path.join(folder, 'workspace');
  const module = (name: string): string => `${host}/${DEMO_ORGANIZATION}/${name}`;
  await mkdir(path.join(workspace, 'stacks/network'), { recursive: true });
  await mkdir(path.join(workspace, 'stacks/app'), { recursive: true });
  await mkdir(path.join(workspace, '.github'), { recursive: true });
  // `gate` (the current directory) passes; `gate 'stacks/*'` finds a deprecated and a revoked call.
  await writeFile(path.join(workspace, 'main.tf'), call('vpc', module('vpc/aws'), '~> 2.0'));
  await writeFile(path.join(workspace, 'stacks/network/main.tf'), call('vpc', module('vpc/aws'), '1.1.0'));
  // The example policy file, without its host: the run's (TF_HOSTNAME) is the fake.
  const policy = (await readFile(path.join(root, 'docs/deprecations.yml'), 'utf8'))
    .replace(/^# yaml-language-server:.*\n/m, '')
    .replace(/^hostname:.*\n/m, '');
  await writeFile(path.join(workspace, 'deprecations.yml'), policy);
  await writeFile(path.join(workspace, '.github/module-policy.yml'), policy);
  try {
    git(workspace, 'init', '-q');
    git(workspace, 'add', '-A');
    git(workspace, 'commit', '-q', '-m', 'The configurations on main');
    git(folder, 'clone', '-q', '--bare', 'workspace', 'origin.git');
    git(workspace, 'remote', 'add', 'origin', path.join(folder, 'origin.git'));
    git(workspace, 'fetch', '-q', 'origin');
    git(workspace, 'checkout', '-q', '-b', 'change');
  } catch {
    // Without git, everything but `gate --only-new` still works.
  }
  // The change: a new call of a revoked version, and one of a deprecated version.
  await writeFile(
    path.join(workspace, 'stacks/app/main.tf'),
    `${call('cluster', module('eks/aws'), '~> 1.1.0')}\n${call('legacy_network', module('vpc/aws'), '1.0.0')}\n${call('storage', module('storage-account/azurerm'), '3.1.0')}`,
  );
  try {
    git(workspace, 'add', '-A');
    git(workspace, 'commit', '-q', '-m', 'A change that calls eks 1.1 and vpc 1.0.0');
  } catch {
    // As above.
  }
  return workspace;
}

/** The commands that only read come first, so that each shows the seed before anything changes it. */
const TRY_ORDER: readonly CommandName[] = [
  'check',
  'usage',
  'gate',
  'report',
  'policy',
  'deprecate',
  'revoke',
  'unrevoke',
  'undeprecate',
];

/** Every subcommand's help examples, on the fake's host, as one line each: what the sandbox offers to try. */
export function sandboxExamples(host: string): string[] {
  const order = [...TRY_ORDER, ...COMMAND_NAMES.filter((n) => !TRY_ORDER.includes(n))];
  return order.flatMap((name) => examplesOf(name).map((example) => onHost(example, host).replace(/ \\\n\s+/g, ' ')));
}

/**
 * The organization's repositories on the sandbox's fake GitHub, for `campaign`: two services that
 * call retired versions of vpc, one the examples leave out, and two the campaign skips.
 */
export function seedGithub(github: FakeGithub, host: string): void {
  const vpc = `${host}/${DEMO_ORGANIZATION}/vpc/aws`;
  github.addRepository({ fullName: 'acme/service-api', files: { 'infra/main.tf': call('network', vpc, '1.1.0') } });
  github.addRepository({ fullName: 'acme/service-web', files: { 'main.tf': call('vpc', vpc, '1.0.0') } });
  github.addRepository({ fullName: 'acme/service-legacy', files: { 'main.tf': call('vpc', vpc, '1.1.0') } });
  github.addRepository({
    fullName: 'acme/old-network',
    archived: true,
    files: { 'main.tf': call('vpc', vpc, '1.1.0') },
  });
  github.addRepository({ fullName: 'acme/vpc-fork', fork: true, files: { 'main.tf': call('vpc', vpc, '1.1.0') } });
}

/** What the sandbox prints: what is seeded, the environment to paste, and commands to try. */
export function sandboxText(info: {
  url: string;
  host: string;
  token: string;
  workspace: string;
  github: { url: string; token: string };
}): string {
  const bin = `${path.join(root, 'node_modules/.bin/node')} ${path.join(root, 'dist/cli/index.js')}`;
  const modules = DEMO_MODULES.map((m) => `  ${DEMO_ORGANIZATION}/${m.name}/${m.provider}`).join('\n');
  return `A fake HCP Terraform is listening on ${info.url} (Ctrl-C stops it), organization ${DEMO_ORGANIZATION}:
${modules}
with active, deprecated (vpc 1.1.0, eks 1.1.0) and revoked (vpc 1.0.0) versions, and the
workspaces that use them (Explorer). A workspace to try the gate and a policy file in:
${info.workspace}
A fake GitHub on ${info.github.url} holds the organization's repositories, for \`campaign\`.

Paste into another terminal:

export TF_HOSTNAME=${info.url}
export ${tokenVariableName(new URL(info.url).hostname)}=${info.token}
export TF_CLOUD_ORGANIZATION=${DEMO_ORGANIZATION}
export GITHUB_API_URL=${info.github.url}
export GH_TOKEN=${info.github.token}
alias tfe-module-lifecycle='${bin}'
cd ${info.workspace}

Then try the commands of docs/cli.md (\`tfe-module-lifecycle COMMAND --help\` lists each one's flags):

${sandboxExamples(info.host).join('\n')}

The alias runs the command line of this clone (dist/cli/; \`npm run bundle\` rebuilds it after a
change) under the project's Node 24. Every change lives in this process's memory only.
`;
}
