#!/usr/bin/env node
/**
 * Releases, in three commands:
 *   npm run release -- 1.2.0 [--dry-run]   prepare: bump package.json, date the CHANGELOG section,
 *                                          rebuild dist/, print the git commands (pushes nothing)
 *   node scripts/release.ts notes v1.2.0   the release notes of a tag, from CHANGELOG.md
 *   node scripts/release.ts tag v1.2.0     version=, major-tag= (the major tag to move, if any),
 *                                          prerelease=, latest= lines for $GITHUB_OUTPUT; fails
 *                                          unless package.json has that version and CHANGELOG.md
 *                                          has notes for it
 * The logic is in changelog.ts and release-tag.ts, with unit tests.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasUnreleasedNotes, promoteUnreleased, releaseNotes } from './changelog.ts';
import { checkNextVersion, parseReleaseTag, releaseCommands, releasePlan } from './release-tag.ts';

const root = path.join(import.meta.dirname, '..');
const file = (name: string): string => path.join(root, name);
const readJson = (name: string): Record<string, unknown> & { version: string } =>
  JSON.parse(readFileSync(file(name), 'utf8')) as Record<string, unknown> & { version: string };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The notes a tag's release gets; fails when CHANGELOG.md has none, so no release goes out blank. */
function notesFor(version: string): string {
  const notes = releaseNotes(readFileSync(file('CHANGELOG.md'), 'utf8'), version);
  if (!notes) fail(`CHANGELOG.md has no notes under ## [${version}]`);
  return notes;
}

function prepare(next: string, dryRun: boolean): void {
  const packageJson = readJson('package.json');
  const version = checkNextVersion(next, packageJson.version);
  const tag = `v${version}`;
  const existing = spawnSync('git', ['tag', '--list', tag], { cwd: root, encoding: 'utf8' });
  if (existing.stdout.trim() !== '') fail(`tag ${tag} already exists: ${version} is released`);

  let changelog = readFileSync(file('CHANGELOG.md'), 'utf8');
  if (releaseNotes(changelog, version) === undefined) {
    if (!hasUnreleasedNotes(changelog)) {
      fail(`CHANGELOG.md has no ## [${version}] section and nothing under ## [Unreleased]: write the notes first`);
    }
    changelog = promoteUnreleased(changelog, version, new Date().toISOString().slice(0, 10));
  }
  const notes = releaseNotes(changelog, version);
  if (!notes) fail(`CHANGELOG.md has an empty ## [${version}] section`);

  console.log(`Release ${tag}${dryRun ? ' (dry run: nothing written)' : ''}\n\n${notes}\n`);
  if (!dryRun) {
    writeFileSync(file('CHANGELOG.md'), changelog);
    writeFileSync(file('package.json'), `${JSON.stringify({ ...packageJson, version }, null, 2)}\n`);
    const lock = readJson('package-lock.json') as ReturnType<typeof readJson> & {
      packages: Record<string, { version?: string }>;
    };
    lock.version = version;
    if (lock.packages['']) lock.packages[''].version = version;
    writeFileSync(file('package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
    // The bundle carries the version (src/action-version.ts): rebuild it so dist/ stays current.
    const bundle = spawnSync('npm', ['run', '--silent', 'bundle'], { cwd: root, stdio: 'inherit' });
    if (bundle.status !== 0) fail('npm run bundle failed');
  }
  console.log(
    `Review the change, then publish it (the release workflow runs CI, creates the release and moves v${
      version.split('.')[0]
    }):\n\n${releaseCommands(version)
      .map((command) => `  ${command}`)
      .join('\n')}`,
  );
}

const [command, argument, ...rest] = process.argv.slice(2);
try {
  if (command === 'notes' && argument) {
    console.log(notesFor(parseReleaseTag(argument).version));
  } else if (command === 'tag' && argument) {
    const tags = spawnSync('git', ['tag', '--list', 'v*'], { cwd: root, encoding: 'utf8' });
    if (tags.status !== 0) fail(`git tag --list failed: ${tags.stderr}`);
    const plan = releasePlan(argument, tags.stdout.split('\n').filter(Boolean));
    const packageVersion = readJson('package.json').version;
    if (packageVersion !== plan.version) {
      fail(`tag ${plan.tag} but package.json has version ${packageVersion}: run npm run release -- ${plan.version}`);
    }
    notesFor(plan.version);
    console.log(
      [
        `version=${plan.version}`,
        `major-tag=${plan.moveMajorTag ?? ''}`,
        `prerelease=${plan.prerelease}`,
        `latest=${plan.latest}`,
      ].join('\n'),
    );
  } else if (command && /^v?\d/.test(command)) {
    prepare(command, [argument, ...rest].includes('--dry-run'));
  } else {
    fail('usage: npm run release -- X.Y.Z [--dry-run] | node scripts/release.ts notes|tag vX.Y.Z');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
