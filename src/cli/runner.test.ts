import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedReport } from '../report.ts';
import { cliRunner } from './runner.ts';
import { coloursFor } from './terminal.ts';

function captured() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout: { write: (t: string) => stdout.push(t) },
    stderr: { write: (t: string) => stderr.push(t) },
    text: () => ({ stdout: stdout.join(''), stderr: stderr.join('') }),
  };
}

/** What the runner needs of the folders: `cwd` as the working directory and repository. */
const setup = (cwd: string) => ({
  given: { command: 'check' as const, value: () => undefined },
  options: { json: true, verbose: false },
  colours: coloursFor(false, {}),
  ciConfigPath: '.gitlab-ci.yml',
  roots: [{ path: cwd, name: 'the working directory' }],
  cwd,
  repositoryRoot: () => cwd,
});

describe('cliRunner', () => {
  it("writes the report's record file only where --result-file says, and names it in the outputs", async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'cli-record-'));
    try {
      const report = {
        ...failedReport('service-error', 'x'),
        files: [{ output: 'result-file', name: 'gate-result.json', content: '[{}]' }],
      };
      const asked = captured();
      await cliRunner({
        ...setup(temp),
        options: { json: true, verbose: false, resultFile: 'out/r.json' },
        ...asked,
      }).write(report);
      const file = (JSON.parse(asked.text().stdout) as { outputs: Record<string, string> }).outputs['result-file'];
      expect(file).toBe(path.join(temp, 'out', 'r.json'));
      expect(await readFile(file ?? '', 'utf8')).toBe('[{}]');
      const unasked = captured();
      await cliRunner({ ...setup(temp), ...unasked }).write({
        ...report,
        warnings: ['Every call is in gate-result.json.'],
      });
      expect(unasked.text().stderr).toContain('gate-result.json was not written: give --result-file PATH');
      expect((JSON.parse(unasked.text().stdout) as { outputs: Record<string, string> }).outputs['result-file']).toBe(
        '',
      );
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

  it('removes what it is asked to mask from everything it prints', async () => {
    const io = captured();
    const runner = cliRunner({
      ...setup(tmpdir()),
      options: { json: true, verbose: true },
      ...io,
      colours: coloursFor(false, {}),
      ciConfigPath: '.gitlab-ci.yml',
    });
    runner.mask('s3cr3t-token-value');
    expect(runner.given().command).toBe('check');
    expect(runner.given().value('token')).toBeUndefined();
    runner.log.info('token s3cr3t-token-value');
    runner.debug('again s3cr3t-token-value');
    await runner.write(failedReport('service-error', 'said s3cr3t-token-value'));
    const { stdout, stderr } = io.text();
    expect(stdout + stderr).not.toContain('s3cr3t-token-value');
    expect(JSON.parse(stdout)).toMatchObject({ exitCode: 3, outputs: { 'failure-reason': 'service-error' } });
    expect(runner.exitCode()).toBe(3);
  });

  it('redacts a token in --json even where JSON escapes it', async () => {
    const io = captured();
    const runner = cliRunner({
      ...setup(tmpdir()),
      given: { command: 'check' as const, value: () => undefined },
      options: { json: true, verbose: false },
      ...io,
      colours: coloursFor(false, {}),
      ciConfigPath: '.gitlab-ci.yml',
    });
    const token = 'tok"en\\with-escapes-123';
    runner.mask(token);
    await runner.write(failedReport('service-error', `said ${token}`));
    const { stdout } = io.text();
    expect(stdout).not.toContain(JSON.stringify(token).slice(1, -1));
    expect(JSON.parse(stdout)).toMatchObject({ verdict: { message: 'said ***' } });
  });
});
