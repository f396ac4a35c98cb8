#!/usr/bin/env node
// CI's license check: every package the bundle ships must have a license the project accepts.
// Those are the packages src/ imports and everything they need (from package-lock.json, which
// also lists packages that declare no license and so are missing from ncc's dist/licenses.txt),
// and every package ncc lists there. See scripts/licenses.ts.
import { globSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import {
  bundledUnaccounted,
  importedPackages,
  licenseProblems,
  parseNccLicenses,
  shippedPackages,
} from './licenses.ts';

const root = path.join(import.meta.dirname, '..');
const sources = globSync('src/**/*.ts', { cwd: root }).filter((file) => !file.endsWith('.test.ts'));
const imported = [
  ...new Set(sources.flatMap((file) => importedPackages(readFileSync(path.join(root, file), 'utf8'), isBuiltin))),
];
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const shipped = shippedPackages(lock, imported);
const bundled = [
  ...parseNccLicenses(readFileSync(path.join(root, 'dist/licenses.txt'), 'utf8')),
  ...parseNccLicenses(readFileSync(path.join(root, 'dist/cli/licenses.txt'), 'utf8')),
];

const problems = [
  ...licenseProblems([...bundled, ...shipped.packages]),
  ...shipped.missing.map(
    (name) => `${name}: imported by src/ but not in package-lock.json (add it to "devDependencies")`,
  ),
  ...bundledUnaccounted(bundled, shipped.packages).map(
    (name) => `${name}: bundled in dist/ but not reached from src/'s imports in package-lock.json`,
  ),
];
if (bundled.length === 0) problems.push('dist/licenses.txt lists no package: was dist/ built with --license?');

if (problems.length > 0) {
  console.error(`License check failed:\n${[...new Set(problems)].map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
const names = new Set(bundled.map((p) => p.name));
console.log(
  `Licenses: ${names.size} bundled packages and ${shipped.packages.length} that src/ imports or they need, all accepted.`,
);
