#!/usr/bin/env node
// CI's license check: every package the bundle ships (dist/licenses.txt, written by ncc) and every
// production dependency (package-lock.json, which also lists packages that declare no license and
// so are missing from ncc's file) must have a license the project accepts. See scripts/licenses.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledOutsideProduction, licenseProblems, parseNccLicenses, productionPackages } from './licenses.ts';

const root = path.join(import.meta.dirname, '..');
const bundled = parseNccLicenses(readFileSync(path.join(root, 'dist/licenses.txt'), 'utf8'));
const production = productionPackages(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')));

const problems = [
  ...licenseProblems([...bundled, ...production]),
  ...bundledOutsideProduction(bundled, production).map(
    (name) => `${name}: bundled in dist/ but not a production dependency (move it to "dependencies")`,
  ),
];
if (bundled.length === 0) problems.push('dist/licenses.txt lists no package: was dist/ built with --license?');

if (problems.length > 0) {
  console.error(`License check failed:\n${[...new Set(problems)].map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Licenses: ${bundled.length} bundled and ${production.length} production packages, all accepted.`);
