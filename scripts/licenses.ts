/**
 * Which licenses the action may ship. Pure: the readers of dist/licenses.txt and
 * package-lock.json, and the judgement; scripts/check-licenses.ts does the file reading.
 */
import satisfies from 'spdx-satisfies';

export interface PackageLicense {
  name: string;
  /** SPDX expression as the package declares it; undefined when it declares none. */
  license: string | undefined;
}

/**
 * Licenses every bundled package may have. Each asks only that the copyright and license text
 * travel with the code, which `dist/licenses.txt` does (ncc writes it):
 * - MIT: @actions/*, undici, tunnel, csv-parse, and fs-extra's family under @cdktn/hcl2json;
 * - ISC: semver and yaml;
 * - BlueOak-1.0.0: graceful-fs, under fs-extra;
 * - 0BSD, BSD-2-Clause, BSD-3-Clause: none today; notice-only like MIT, so a dependency update
 *   that brings one needs no decision.
 * Not here: Apache-2.0, whose NOTICE files ncc does not copy (check the package, then add an
 * exception), and anything copyleft: each needs a decision, recorded in EXCEPTIONS with why.
 */
export const ALLOWED_LICENSES: readonly string[] = [
  'MIT',
  'ISC',
  'BlueOak-1.0.0',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
];

/** Packages accepted under a license outside the allow-list: the exact license, and why. */
export const EXCEPTIONS: Readonly<Record<string, { license: string; why: string }>> = {
  '@cdktn/hcl2json': {
    license: 'MPL-2.0',
    why:
      "HashiCorp's HCL parser (MPL-2.0, file-level copyleft). The bundle ships its files unmodified, " +
      'its license text is in dist/licenses.txt and its source is public on npm, which is what ' +
      'MPL-2.0 asks of a larger work under another license.',
  },
  'before-after-hook': {
    license: 'Apache-2.0',
    why:
      "Octokit's request hooks, under @actions/github (the pull request comment). Apache-2.0 asks " +
      'for its license text and any NOTICE file to travel with the code: the package has no NOTICE ' +
      'file, and its license text is in dist/licenses.txt.',
  },
};

// npm package names: lower case, optional scope, no spaces (npm's own rules, less the legacy ones).
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/**
 * The packages in ncc's `licenses.txt`. ncc writes, per package sorted by name: the name, the
 * license id (when the package declares one), the license text, then a blank line. A header is a
 * package name right after a blank line; license texts have no line like that.
 */
export function parseNccLicenses(text: string): PackageLicense[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const packages: PackageLicense[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const startsEntry = i === 0 || lines[i - 1] === '';
    if (!startsEntry || !PACKAGE_NAME.test(line)) continue;
    const next = lines[i + 1];
    // The id line is an SPDX expression: no lower-case prose, so a text's first line is not one.
    const license =
      next !== undefined && /^[A-Za-z0-9.+\-() ]+$/.test(next) && !/\s[a-z]{3,}/.test(next) ? next : undefined;
    packages.push({ name: line, license });
  }
  return packages;
}

interface LockPackage {
  name?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
}

/** The packages `npm ci --omit=dev` would install, from a lockfile of version 2 or 3. */
export function productionPackages(lock: { packages?: Record<string, LockPackage> }): PackageLicense[] {
  const byName = new Map<string, PackageLicense>();
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (location === '' || entry.dev || entry.link) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    byName.set(`${name}@${entry.license ?? ''}`, { name, license: entry.license });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** One line per package whose license the project has not accepted; empty when all are fine. */
export function licenseProblems(
  packages: readonly PackageLicense[],
  allowed: readonly string[] = ALLOWED_LICENSES,
  exceptions: Readonly<Record<string, { license: string }>> = EXCEPTIONS,
): string[] {
  const problems: string[] = [];
  for (const { name, license } of packages) {
    if (license === undefined || license.trim() === '') {
      problems.push(`${name}: declares no license`);
      continue;
    }
    if (exceptions[name]?.license === license) continue;
    let ok: boolean;
    try {
      ok = satisfies(license, allowed);
    } catch {
      problems.push(`${name}: "${license}" is not an SPDX license expression`);
      continue;
    }
    if (!ok) problems.push(`${name}: ${license} is not in the allow-list (${allowed.join(', ')})`);
  }
  return problems;
}

/** Bundled packages that are not production dependencies: a devDependency imported by src/. */
export function bundledOutsideProduction(
  bundled: readonly PackageLicense[],
  production: readonly PackageLicense[],
): string[] {
  const names = new Set(production.map((p) => p.name));
  return bundled.filter((p) => !names.has(p.name)).map((p) => p.name);
}
