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

describe('cliRunner', () => {
  it("writes the report's record file under RUNNER_TEMP and names it in the outputs", async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'cli-record-'));
    try {
      const io = captured();
      const runner = cliRunner({
        inputs: {},
        options: { json: true, verbose: false },
        ...io,
        colours: coloursFor(false, {}),
        ciConfigPath: '.gitlab-ci.yml',
        env: { RUNNER_TEMP: temp },
      });
      const report = failedReport('service-error', 'x');
      await runner.write({ ...report, files: [{ output: 'result-file', name: 'gate-result.json', content: '[{}]' }] });
      const file = (JSON.parse(io.text().stdout) as { outputs: Record<string, string> }).outputs['result-file'] ?? '';
      expect(file.startsWith(temp)).toBe(true);
      expect(await readFile(file, 'utf8')).toBe('[{}]');
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

  it('removes what it is asked to mask from everything it prints', async () => {
    const io = captured();
    const runner = cliRunner({
      inputs: { status: 'check' },
      options: { json: true, verbose: true },
      ...io,
      colours: coloursFor(false, {}),
      ciConfigPath: '.gitlab-ci.yml',
    });
    runner.mask('s3cr3t-token-value');
    expect(runner.input('status')).toBe('check');
    expect(runner.input('token')).toBe('');
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
      inputs: {},
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
