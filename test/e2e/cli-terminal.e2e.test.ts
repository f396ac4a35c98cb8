/**
 * The command line on a terminal, as a person sees it: run in a real pseudo-terminal (`script`),
 * the finding lines are coloured by escape sequences the terminal acts on, while text the tool did
 * not write (a reason from the service) still shows its control characters as `\uXXXX`; Markdown
 * code spans and escapes of the summary read as plain text; `TERM=dumb` gets no escape sequence.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { inTerminal, runCli } from './support/cli.ts';

const TOKEN = 'cli-terminal-token.atlasv1.s3cr3t-TTY-7e8f9a';
const ESC = '\u001b';

let tfe: FakeTfe;
let workspace: string;

beforeAll(async () => {
  tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '2.0.0'] });
  // A reason with code, emphasis and a control sequence of its own, as a service may send.
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', {
    reason: `Use \`2.0.0\`: it *fixes* port 22.${ESC}[2J`,
    link: 'https://example.com/vpc/2',
  });
  workspace = await mkdtemp(path.join(tmpdir(), 'cli-terminal-'));
  await mkdir(path.join(workspace, 'stack'));
  await writeFile(
    path.join(workspace, 'stack', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
  // A policy file with mistakes: its plan is a table of problems holding code spans.
  await writeFile(
    path.join(workspace, 'mistakes.yml'),
    'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.1.0"\n        statu: deprecated\n',
  );
});

afterAll(async () => {
  await tfe?.close();
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
});

/** The command line in a pseudo-terminal; stdout and stderr as the terminal shows them, in one. */
const terminal = async (args: string[], env: Record<string, string> = {}) => {
  const run = await runCli([], {
    cwd: workspace,
    command: inTerminal([...args, '--hostname', tfe.url]),
    env: { TF_API_TOKEN: TOKEN, TERM: 'xterm-256color', ...env },
  });
  return { ...run, screen: run.stdout.replace(/\r\n/g, '\n') };
};

describe('on a colour terminal', () => {
  it('colours the level of each finding line and prints no escape code as text', async () => {
    const run = await terminal(['gate', 'stack']);
    expect(run.exitCode, run.screen).toBe(1);
    const finding = run.screen.split('\n').find((line) => line.startsWith('stack/main.tf:1: '));
    expect(finding, run.screen).toBeDefined();
    expect(finding).toContain(`stack/main.tf:1: ${ESC}[31merror${ESC}[39m: Module version 1.1.0`);
    // The tool's own colours are never shown as text…
    expect(run.screen).not.toMatch(/\\u001b\[(31|33|39|1|22|36)m/);
    // …while the service's escape sequence is, wherever its reason is printed: it never acts.
    expect(finding).toContain('\\u001b[2J');
    expect(run.screen).not.toContain(`${ESC}[2J`);
  });

  it('shows code spans of the summary as their text, without backslashes', async () => {
    // The service's reason is text, not Markdown: its backticks and asterisks show as written.
    const gate = await terminal(['gate', 'stack']);
    expect(gate.screen).toContain(
      'deprecated: Use `2.0.0`: it *fixes* port 22. [2J (more <https://example.com/vpc/2>)',
    );
    const plan = await terminal(['policy', 'plan', 'mistakes.yml']);
    expect(plan.exitCode, plan.screen).toBe(2);
    expect(plan.screen).toMatch(/^mistakes\.yml:5:9 +modules\[0\]\.rules\[0\] needs `reason`: why consumers/m);
    expect(plan.screen).toContain('modules[0].rules[0]');
    expect(plan.screen).not.toMatch(/\\(\u001b|reason|\*|\[|\])/);
  });
});

describe('on a terminal without colour', () => {
  it('TERM=dumb gets no escape sequence, from the progress line either', async () => {
    // Slow answers, so that the progress line would show.
    tfe.setOptions({ latencyMs: 700 });
    try {
      const run = await terminal(['gate', 'stack'], { TERM: 'dumb' });
      expect(run.exitCode, run.screen).toBe(1);
      expect(run.screen).toMatch(/^stack\/main\.tf:1: error: Module version 1\.1\.0/m);
      expect(run.screen.replaceAll('\\u001b[2J', '')).not.toContain(ESC);
    } finally {
      tfe.setOptions({ latencyMs: 0 });
    }
  });

  it('NO_COLOR prints no colour', async () => {
    const run = await terminal(['gate', 'stack'], { NO_COLOR: '1' });
    expect(run.screen).toMatch(/^stack\/main\.tf:1: error: /m);
    expect(run.screen).not.toMatch(/\u001b\[\d+m/);
  });

  it('FORCE_COLOR colours a CI log that is no terminal; NO_COLOR still wins', async () => {
    const run = (env: Record<string, string>) =>
      runCli(['gate', 'stack', '--hostname', tfe.url], { cwd: workspace, env: { TF_API_TOKEN: TOKEN, ...env } });
    const forced = await run({ FORCE_COLOR: '1' });
    expect(forced.stdout + forced.stderr).toMatch(/\u001b\[31merror\u001b\[39m/);
    // The service's own escape sequence stays shown, never obeyed.
    expect(forced.stdout + forced.stderr).not.toContain(`${ESC}[2J`);
    const both = await run({ FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(both.stdout + both.stderr).not.toMatch(/\u001b\[\d+m/);
  });
});
