import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { flagsOf, parseCommandLine } from './command-line.ts';
import { flagUsage, helpText } from './help.ts';
import { SETTING_KEYS, rowOf } from '../settings/table.ts';
import { COMMAND_NAMES } from '../settings/commands.ts';

const root = path.join(import.meta.dirname, '../..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};
const docs = readFileSync(path.join(root, 'docs/cli.md'), 'utf8');
const subcommands = COMMAND_NAMES;

/** The flags a help page lists, as typed. */
const listed = (page: string): string[] =>
  [...(page.split('\nOptions:\n')[1] ?? '').split('\n\n')[0]!.matchAll(/^ {2}(-\S+(?:, --\S+)?(?: \S+)?)/gm)].map(
    (m) => m[1] as string,
  );

describe('help, the parser and docs/cli.md', () => {
  it.each(subcommands)('`%s --help` lists exactly the flags the parser takes for it, each with a line', (name) => {
    const flags = flagsOf(name);
    expect(listed(helpText(name))).toEqual(flags.map((f) => flagUsage(f, name)));
    for (const flag of flags) expect(rowOf(flag).doc, flag).not.toBe('');
    // Every flag listed is taken, and does not need to be refused.
    for (const flag of flags.filter((f) => f !== 'help')) {
      const value = rowOf(flag).kind === 'switch' ? [] : ['x'];
      const line = parseCommandLine([
        name,
        ...(name === 'policy' ? ['plan', 'p.yml'] : []),
        `--${rowOf(flag).flag}`,
        ...value,
        ...(flag === 'base' ? ['--only-new'] : []),
      ]);
      expect(line.kind === 'invalid' ? line.message : '', flag).not.toMatch(/does nothing|no flag of|unknown flag/);
    }
  });

  it('gives the values of a setting that takes one of a few from the one list of them', () => {
    for (const name of subcommands) {
      for (const flag of flagsOf(name)) {
        const values = rowOf(flag).values;
        if (values === undefined) continue;
        expect(flagUsage(flag, name)).toBe(`--${rowOf(flag).flag} ${values.join('|')}`);
        expect(helpText(name)).toContain(`--${rowOf(flag).flag} ${values.join('|')}`);
      }
    }
    // `deprecate --help` offered `--on-prerelease skip|include`, which no parser took.
    expect(helpText('deprecate')).not.toMatch(/on-prerelease|include/);
  });

  it("shows the action's defaults: `--no-X` for those true by default, `(default N)` for the others", () => {
    for (const key of SETTING_KEYS) {
      const { input, default: fallback } = rowOf(key);
      if (input !== undefined && fallback !== undefined)
        expect(String(fallback), key).toBe(action.inputs[input]?.default);
    }
    expect(helpText('deprecate')).toMatch(/--verify-timeout S +seconds to wait for .* \(default 30\)/);
    expect(helpText('deprecate')).toMatch(/--request-timeout S +seconds to wait for one answer .* \(default 30\)/);
    expect(helpText('usage')).toMatch(/--usage auto\|true\|false +.* \(default true\)/);
    expect(helpText('usage')).toMatch(/--version VERSIONS +.*\(default\s+">= 0\.0\.0"\)/);
  });

  it("lists each command's flags in docs/cli.md, as help shows them", () => {
    for (const name of subcommands) {
      const line = new RegExp(`^- \`${name}\`: (.*)$`, 'm').exec(docs)?.[1] ?? '';
      const documented = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      expect(documented, name).toEqual(flagsOf(name, false).map((f) => flagUsage(f, name)));
    }
  });
});
