import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LICENSES,
  EXCEPTIONS,
  bundledOutsideProduction,
  licenseProblems,
  parseNccLicenses,
  productionPackages,
} from './licenses.ts';

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

describe('productionPackages', () => {
  it('lists what a production install has, without dev-only packages or the project itself', () => {
    const lock = {
      packages: {
        '': { name: 'tfe-module-deprecation-action', license: 'MIT' },
        'node_modules/semver': { license: 'ISC' },
        'node_modules/@actions/github/node_modules/@actions/http-client': { license: 'MIT' },
        'node_modules/@actions/http-client': { license: 'MIT' },
        'node_modules/vitest': { license: 'MIT', dev: true },
        'node_modules/nameless': {},
      },
    };
    expect(productionPackages(lock)).toEqual([
      { name: '@actions/http-client', license: 'MIT' },
      { name: 'nameless', license: undefined },
      { name: 'semver', license: 'ISC' },
    ]);
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

describe('bundledOutsideProduction', () => {
  it('names bundled packages that only devDependencies bring', () => {
    const production = [{ name: 'semver', license: 'ISC' }];
    expect(
      bundledOutsideProduction(
        [
          { name: 'semver', license: 'ISC' },
          { name: 'ajv', license: 'MIT' },
        ],
        production,
      ),
    ).toEqual(['ajv']);
  });
});
