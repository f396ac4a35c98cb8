import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_VALUES } from '../action-interface.ts';
import { BOOLEAN_INPUTS, SUBCOMMANDS, parseCommandLine, type SubcommandName } from './command-line.ts';
import { INPUT_HELP, OPTION_HELP, TRUE_BY_DEFAULT, flagUsage, flagsOf, helpText } from './help.ts';

const root = path.join(import.meta.dirname, '../..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};
const docs = readFileSync(path.join(root, 'docs/cli.md'), 'utf8');
const subcommands = Object.keys(SUBCOMMANDS) as SubcommandName[];

/** The flags a help page lists, as typed. */
const listed = (page: string): string[] =>
  [...(page.split('\nOptions:\n')[1] ?? '').split('\n\n')[0]!.matchAll(/^ {2}(-\S+(?:, --\S+)?(?: \S+)?)/gm)].map(
    (m) => m[1] as string,
  );

describe('help, the parser and docs/cli.md', () => {
  it.each(subcommands)('`%s --help` lists exactly the flags the parser takes for it, each with a line', (name) => {
    const flags = flagsOf(name);
    expect(listed(helpText(name))).toEqual(flags.map((f) => flagUsage(f, name)));
    for (const flag of flags) expect(INPUT_HELP[flag as never] ?? OPTION_HELP[flag as never], flag).toBeDefined();
    // Every flag listed is taken, and does not need to be refused.
    for (const flag of SUBCOMMANDS[name].flags) {
      const value = BOOLEAN_INPUTS.has(flag) ? [] : ['x'];
      const line = parseCommandLine([name, ...(name === 'policy' ? ['plan', 'p.yml'] : []), `--${flag}`, ...value]);
      expect(line.kind === 'invalid' ? line.message : '', flag).not.toMatch(/does nothing|no flag of|unknown flag/);
    }
  });

  it('gives the values of an input that takes one of a few from the one list of them', () => {
    for (const name of subcommands) {
      for (const flag of SUBCOMMANDS[name].flags) {
        if (!Object.hasOwn(INPUT_VALUES, flag)) continue;
        expect(flagUsage(flag, name)).toBe(`--${flag} ${INPUT_VALUES[flag as keyof typeof INPUT_VALUES].join('|')}`);
        expect(helpText(name)).toContain(`--${flag} ${INPUT_VALUES[flag as keyof typeof INPUT_VALUES].join('|')}`);
      }
    }
    // `deprecate --help` offered `--on-prerelease skip|include`, which no parser took.
    expect(helpText('deprecate')).not.toMatch(/on-prerelease|include/);
  });

  it("shows the action's defaults: `--no-X` for those true by default, `(default N)` for the others", () => {
    for (const name of BOOLEAN_INPUTS)
      expect(TRUE_BY_DEFAULT.has(name), name).toBe(action.inputs[name]?.default === 'true');
    for (const [name, help] of Object.entries(INPUT_HELP)) {
      if ('default' in help) expect(help.default, name).toBe(action.inputs[name]?.default);
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
