/**
 * The gate's inputs: `config-directory` and what it rules out. Called by `src/inputs.ts`, which
 * reads every input; this checks the directories exist. Each problem names its input.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { GateRequest } from './check.ts';
import { showPath, type ConfigDirectory } from './scan.ts';

/** Inputs that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'];

const CONTROL = /[\u0000-\u001f\u007f]/;

export function parseGateInputs(
  input: (name: string) => string,
  isCheck: boolean,
  env: Record<string, string | undefined>,
  cwd: string,
  problems: string[],
): Omit<GateRequest, 'organization'> {
  if (!isCheck) {
    problems.push('Input `config-directory` works only with status check: remove it, or set `status: check`.');
  }
  const conflicting = SINGLE_MODULE_INPUTS.filter((name) => input(name) !== '');
  if (conflicting.length > 0) {
    problems.push(
      `Input \`config-directory\` cannot be combined with ${conflicting.map((n) => `\`${n}\``).join(', ')}: the gate finds the modules and versions in the configuration. Give either \`config-directory\` or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`,
    );
  }
  const workspace = path.resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
  const directories: ConfigDirectory[] = [];
  for (const raw of input('config-directory').split(/\r?\n/)) {
    const value = raw.trim();
    if (value === '') continue;
    if (CONTROL.test(value)) {
      problems.push('Input `config-directory` must not contain control characters.');
      continue;
    }
    const absolute = path.resolve(workspace, value);
    const shown = JSON.stringify(value);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(absolute).isDirectory();
    } catch {
      problems.push(
        `Input \`config-directory\`: ${shown} does not exist (looked for ${absolute}; relative paths start at ${env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory'}).`,
      );
      continue;
    }
    if (!isDirectory) {
      problems.push(`Input \`config-directory\`: ${shown} is a file; give the directory that holds the .tf files.`);
      continue;
    }
    if (!directories.some((d) => d.path === absolute)) {
      directories.push({ path: absolute, display: showPath(workspace, absolute) });
    }
  }
  return { directories, workspace, dataDir: env.TF_DATA_DIR?.trim() || '.terraform' };
}
