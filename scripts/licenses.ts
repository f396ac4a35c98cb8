/**
 * Which licenses the action may ship. Pure: the readers of dist/licenses.txt, of src/'s imports
 * and of package-lock.json, and the judgement; scripts/check-licenses.ts does the file reading.
 * The package declares no `dependencies`: ncc bundles every one into dist/, so the published
 * command line is its bundle alone and installs nothing. What ships is therefore what src/
 * imports and what that needs, read from the lockfile, not what `npm ci --omit=dev` installs.
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
 * - MIT: @actions/*, undici, tunnel, and fs-extra's family under @cdktn/hcl2json;
 * - ISC: semver, yaml and d3-dsv;
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
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The package a bare module specifier names (`csv-parse/sync` → `csv-parse`); undefined for a path. */
export function packageOfSpecifier(specifier: string): string | undefined {
  if (/^(?:\.|\/|node:|[a-z]+:\/\/)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The packages one source file loads at run time: what it imports, re-exports, imports for its
 * effects or imports dynamically. `import type` and `export type` load nothing and are skipped.
 */
export function importedPackages(text: string, isBuiltin: (name: string) => boolean): string[] {
  // Lines of comments (which the sources keep on lines of their own) name imports they don't make.
  const source = text.replace(/^\s*(?:\/\/|\/\*|\*).*$/gm, '');
  const specifiers = [
    ...source.matchAll(/(?:^|[\s;])(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  const names = specifiers.map(packageOfSpecifier).filter((n): n is string => n !== undefined && !isBuiltin(n));
  return [...new Set(names)].sort();
}

/**
 * The packages the bundle is built from: those src/ imports (`roots`) and everything they
 * depend on, found as Node finds them (the nearest node_modules up from the package that asks),
 * from a lockfile of version 2 or 3. Every one of them is a devDependency, since the bundle
 * carries them and the published package installs nothing; a root the lockfile lacks is named
 * in `missing`.
 */
export function shippedPackages(
  lock: { packages?: Record<string, LockPackage> },
  roots: readonly string[],
): { packages: PackageLicense[]; missing: string[] } {
  const entries = lock.packages ?? {};
  const resolve = (from: string, name: string): string | undefined => {
    for (let dir = from; ;) {
      const location = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
      if (entries[location] !== undefined) return location;
      if (dir === '') return undefined;
      const up = dir.lastIndexOf('/node_modules/');
      dir = up === -1 ? '' : dir.slice(0, up);
    }
  };
  const seen = new Set<string>();
  const missing: string[] = [];
  const visit = (from: string, name: string, required: boolean): void => {
    const location = resolve(from, name);
    if (location === undefined) {
      if (required) missing.push(name);
      return;
    }
    // A link (a workspace package) is no package of the registry's.
    if (seen.has(location) || entries[location]?.link === true) return;
    seen.add(location);
    const entry = entries[location] as LockPackage;
    for (const dep of Object.keys(entry.dependencies ?? {})) visit(location, dep, true);
    for (const dep of Object.keys({ ...entry.optionalDependencies, ...entry.peerDependencies }))
      visit(location, dep, false);
  };
  for (const root of roots) visit('', root, true);
  const byName = new Map<string, PackageLicense>();
  for (const location of seen) {
    const entry = entries[location] as LockPackage;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    byName.set(`${name}@${entry.license ?? ''}`, { name, license: entry.license });
  }
  return { packages: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)), missing };
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

/** Packages in ncc's licenses.txt that src/'s imports do not reach: an import the scan missed. */
export function bundledUnaccounted(bundled: readonly PackageLicense[], shipped: readonly PackageLicense[]): string[] {
  const names = new Set(shipped.map((p) => p.name));
  return bundled.filter((p) => !names.has(p.name)).map((p) => p.name);
}
