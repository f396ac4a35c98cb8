import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LICENSES,
  EXCEPTIONS,
  bundledUnaccounted,
  importedPackages,
  licenseProblems,
  packageOfSpecifier,
  parseNccLicenses,
  shippedPackages,
} from './licenses.ts';
import { isBuiltin } from 'node:module';

// The shape ncc writes: name, license id, text, blank line; texts have blank lines of their own.
const NCC_LICENSES = `@actions/core
MIT
The MIT License (MIT)

Copyright 2019 GitHub

Permission is hereby granted, free of charge...

before-after-hook
Apache-2.0
                                 Apache License
                           Version 2.0, January 2004

   1. Definitions.

no-license-declared
Some text a package ships in LICENSE
with more lines

yaml
ISC
Copyright Eemeli Aro <eemeli@gmail.com>
`;

describe('parseNccLicenses', () => {
  it('reads each package and its license id, not lines of the license texts', () => {
    expect(parseNccLicenses(NCC_LICENSES)).toEqual([
      { name: '@actions/core', license: 'MIT' },
      { name: 'before-after-hook', license: 'Apache-2.0' },
      { name: 'no-license-declared', license: undefined },
      { name: 'yaml', license: 'ISC' },
    ]);
  });

  it('reads nothing from an empty file', () => {
    expect(parseNccLicenses('')).toEqual([]);
  });
});

describe('packageOfSpecifier', () => {
  it('names the package of a bare specifier, and none of a path or a builtin URL', () => {
    expect(packageOfSpecifier('csv-parse/sync')).toBe('csv-parse');
    expect(packageOfSpecifier('@cdktn/hcl2json/wasm/wasm_exec.js')).toBe('@cdktn/hcl2json');
    expect(packageOfSpecifier('semver')).toBe('semver');
    expect(packageOfSpecifier('./local.ts')).toBeUndefined();
    expect(packageOfSpecifier('../up.ts')).toBeUndefined();
    expect(packageOfSpecifier('node:fs')).toBeUndefined();
  });
});

describe('importedPackages', () => {
  it('reads static, side-effect, re-exported and dynamic imports, not type-only ones or builtins', () => {
    const source = [
      "import * as core from '@actions/core';",
      "import { parse } from 'csv-parse/sync';",
      "import '@cdktn/hcl2json/wasm/wasm_exec.js';",
      "export { valid } from 'semver';",
      "import {\n  type A,\n  b,\n} from 'yaml';",
      "const { getOctokit } = await import('@actions/github');",
      "import type { Result } from 'sarif';",
      "export type { Thing } from 'types-only';",
      "import { readFile } from 'node:fs/promises';",
      "import path from 'path';",
      "import { local } from './local.ts';",
      "// a comment that says import 'nothing' from here",
      " * or import('nothing') in a doc comment",
    ].join('\n');
    expect(importedPackages(source, isBuiltin)).toEqual([
      '@actions/core',
      '@actions/github',
      '@cdktn/hcl2json',
      'csv-parse',
      'semver',
      'yaml',
    ]);
  });
});

describe('shippedPackages', () => {
  const lock = {
    packages: {
      '': { name: 'tfe-module-deprecation-action', license: 'MIT', devDependencies: { a: '1', vitest: '4' } },
      'node_modules/a': { license: 'MIT', dependencies: { b: '^2', c: '1' }, optionalDependencies: { gone: '1' } },
      'node_modules/a/node_modules/b': { license: 'ISC', dependencies: { c: '1' } },
      'node_modules/b': { license: 'GPL-3.0-only' },
      'node_modules/c': { license: 'BSD-2-Clause', peerDependencies: { a: '1' } },
      'node_modules/nameless': {},
      'node_modules/vitest': { license: 'MIT', dependencies: { nameless: '1' } },
    },
  };

  it('lists what the imported packages need, resolved as Node does, and nothing only the tools need', () => {
    expect(shippedPackages(lock, ['a'])).toEqual({
      packages: [
        { name: 'a', license: 'MIT' },
        { name: 'b', license: 'ISC' },
        { name: 'c', license: 'BSD-2-Clause' },
      ],
      missing: [],
    });
  });

  it('names an imported package the lockfile lacks, but not a missing optional one', () => {
    expect(shippedPackages(lock, ['a', 'not-installed']).missing).toEqual(['not-installed']);
  });
});

describe('licenseProblems', () => {
  it('accepts every license on the allow-list, and an OR with one of them', () => {
    const packages = ALLOWED_LICENSES.map((license, i) => ({ name: `p${i}`, license }));
    expect(licenseProblems([...packages, { name: 'dual', license: '(GPL-3.0-only OR MIT)' }])).toEqual([]);
  });

  it('names each package whose license is missing, unknown, copyleft or asks for more than its text', () => {
    expect(
      licenseProblems([
        { name: 'ok', license: 'MIT' },
        { name: 'none', license: undefined },
        { name: 'gpl', license: 'GPL-3.0-only' },
        { name: 'apache', license: 'Apache-2.0' },
        { name: 'both', license: 'MIT AND GPL-2.0-only' },
        { name: 'prose', license: 'SEE LICENSE IN LICENSE.md' },
      ]),
    ).toEqual([
      'none: declares no license',
      expect.stringMatching(/^gpl: GPL-3.0-only is not in the allow-list/),
      expect.stringMatching(/^apache: Apache-2.0 is not in the allow-list/),
      expect.stringMatching(/^both: MIT AND GPL-2.0-only is not in the allow-list/),
      'prose: "SEE LICENSE IN LICENSE.md" is not an SPDX license expression',
    ]);
  });

  it('accepts an exception only for its package and its exact license', () => {
    const [name, { license }] = Object.entries(EXCEPTIONS)[0] ?? ['', { license: '' }];
    expect(licenseProblems([{ name, license }])).toEqual([]);
    expect(licenseProblems([{ name: 'other', license }])).toHaveLength(1);
    expect(licenseProblems([{ name, license: 'GPL-3.0-only' }])).toHaveLength(1);
  });
});

describe('bundledUnaccounted', () => {
  it("names bundled packages that src/'s imports do not reach", () => {
    const shipped = [{ name: 'semver', license: 'ISC' }];
    expect(
      bundledUnaccounted(
        [
          { name: 'semver', license: 'ISC' },
          { name: 'ajv', license: 'MIT' },
        ],
        shipped,
      ),
    ).toEqual(['ajv']);
  });
});
