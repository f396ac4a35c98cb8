/**
 * The parts of semver the action uses, each from its own file: `import semver from 'semver'`
 * loads every function, range class and cache of the package (85 KB) on every run, and parsing
 * the inputs needs a few of them. Used as `import * as semver from './semver.ts'`.
 */
export { default as compare } from 'semver/functions/compare.js';
export { default as compareBuild } from 'semver/functions/compare-build.js';
export { default as major } from 'semver/functions/major.js';
export { default as parse } from 'semver/functions/parse.js';
export { default as prerelease } from 'semver/functions/prerelease.js';
export { default as valid } from 'semver/functions/valid.js';
export type { SemVer } from 'semver';
