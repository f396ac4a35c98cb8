import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The walls of the layout (docs/development.md, "Layout"), each refused by a rule that
// test/layout.test.ts probes: only the GitHub Actions adapter talks to the runner, only the
// registry talks HTTP, only src/github/ (and the adapter, for its comment) loads GitHub's API
// client, nothing depends on the registry but main's dispatch, only the entry points import a
// runner adapter, only the dispatch loads code with import(), model.ts imports nothing, pure
// modules do no I/O, and no mode imports another.
const RUNNER = {
  paths: [
    {
      name: '@actions/core',
      message: 'Only src/runner.ts talks to the runner: log through the Log you are given, return a Report.',
    },
    {
      name: '@actions/github',
      message:
        'Only src/github/ talks to GitHub (and src/runner.ts, for the comment), loading @actions/github with import() on use.',
    },
  ],
};
/** GitHub's API client, whose modules only src/github/ (and src/runner.ts) load, with import() on use. */
const OCTOKIT = {
  group: ['@octokit/*'],
  message: 'Only src/github/ talks to GitHub: src/github/octokit.ts loads octokit with import() when GitHub is used.',
};
const HTTP = {
  group: ['@actions/http-client', '@actions/http-client/*', 'undici', 'node:http', 'node:https'],
  message: 'Only src/registry/ talks to the service.',
};
const REGISTRY = {
  group: ['**/registry/*', './registry/*'],
  message: 'Depend on the interfaces in src/model.ts (VersionReader, ModuleRegistry), not on the registry.',
};
const ADAPTER = {
  group: ['**/runner.ts', './runner.ts'],
  message:
    'Only the entry points (src/index.ts, src/main.ts) import the GitHub Actions adapter; code that needs a runner takes the Runner of src/runner-interface.ts.',
};
/** From inside src/cli/, the GitHub Actions adapter (src/cli/'s own files may be called runner.ts). */
const ACTIONS_ADAPTER = {
  group: ['../runner.ts', '../../runner.ts'],
  message: 'The command line never loads the GitHub Actions adapter (nor @actions/core): it has its own Runner.',
};
const CLI = {
  group: ['**/cli/**', './cli/**'],
  message: 'Only the command line and its bin import src/cli/: everything else takes a Runner.',
};
const FS = {
  group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', '**/files/read-bounded.ts', './files/read-bounded.ts'],
  message: 'A pure module does no I/O: take the data as an argument.',
};
const ANYTHING = {
  regex: '^(?!\\./settings/(table|commands)\\.ts$)',
  message: "src/model.ts imports nothing but the settings' types (table.ts, commands.ts), which import nothing more.",
};
const MODES = ['single', 'policy', 'gate', 'report', 'campaign'];
/**
 * The wall around a mode, for its files `depth` folders below src/: a path that climbs back to
 * src/ and enters another mode. Counted by depth, since `../report/` from src/gate/x.ts is the
 * organization report and from src/gate/fix/x.ts the gate's own report folder.
 */
const otherModes = (mode, depth) => ({
  regex: `^(\\.\\./){${depth}}${SHARED[mode] !== undefined ? `(?!${SHARED[mode]})` : ''}(${MODES.filter((m) => m !== mode).join('|')})/`,
  message: `A mode imports no other mode: move what ${mode}/ shares to changes/, usage/, versions/ or a file of src/.`,
});
/**
 * What a mode may take of another: the campaign judges repositories as the gate does, with the
 * gate's reading, judging and one edit (never its run, report or fix).
 */
const SHARED = { campaign: 'gate/(?:inspect\\.ts|read/|judge/|edit/)' };
/** The depths below src/ a mode's files are at (src/gate/x.ts is 1, src/gate/read/x.ts is 2). */
const DEPTHS = [1, 2, 3];

/** The no-restricted-imports options for a set of walls: later blocks replace earlier ones, so each lists all its walls. */
const walls = (...list) => [
  'error',
  {
    paths: list.flatMap((w) => w.paths ?? []),
    patterns: list.filter((w) => w.paths === undefined),
  },
];

/** Pure modules: no I/O, no registry (docs/development.md says which). */
const PURE = [
  'src/text.ts',
  'src/module-pattern.ts',
  'src/report.ts',
  'src/*/report.ts',
  // The gate's whole report folder, and its judging.
  'src/gate/report/*.ts',
  'src/gate/judge/judge.ts',
  'src/gate/judge/advice.ts',
  // The edit of each call, computed from texts.
  'src/gate/edit/*.ts',
  'src/sarif.ts',
  'src/single/sarif.ts',
  'src/single/checked.ts',
  'src/single/summary.ts',
  'src/gate/read/calls.ts',
  // A file's text read: the scanner and the JSON syntax (the parser's WebAssembly loads on first use).
  'src/gate/read/blocks.ts',
  'src/gate/read/hcl-scanner.ts',
  'src/gate/read/hcl-json.ts',
  'src/gate/read/hcl-shared.ts',
  'src/changes/plan.ts',
  'src/changes/outcome.ts',
  'src/changes/result.ts',
  'src/policy/plan.ts',
  'src/policy/format.ts',
  'src/policy/patterns.ts',
  'src/policy/blast-radius.ts',
  'src/policy/report-patterns.ts',
  'src/report/data.ts',
  'src/report/formats.ts',
  'src/report/burndown.ts',
  // The campaign's plan, texts, selection and report: data in, data out.
  'src/campaign/plan.ts',
  'src/campaign/pull-request.ts',
  'src/campaign/select.ts',
  'src/campaign/summary.ts',
  'src/campaign/outputs.ts',
  'src/usage/format.ts',
  'src/comment/body.ts',
  'src/comment/options.ts',
  'src/comment/post.ts',
  'src/versions/**/*.ts',
  // GitHub's answers, limits, errors and pacing: data and time, no I/O.
  'src/github/answers.ts',
  'src/github/api-url.ts',
  'src/github/deadline.ts',
  'src/github/errors.ts',
  'src/github/limits.ts',
  'src/github/pacing.ts',
  'src/github/types.ts',
];
const TESTS = ['src/**/*.test.ts'];
const ENTRIES = ['src/index.ts', 'src/main.ts', 'src/runner.ts', 'src/registry/**', 'src/cli/**', 'src/model.ts'];
/** Where import() may load code: the dispatch, and the entry points that load it. */
/** What src/runner.ts may load with import(): the GitHub API client, for a pull request comment. */
const GITHUB_API = [
  '@actions/github',
  '@actions/github/lib/utils',
  '@octokit/plugin-retry',
  '@octokit/plugin-throttling',
];
// Libraries few runs need, each loaded with import() by the one module that uses it, on use only:
// the UTS #46 table for hosts beyond plain ASCII, the CSV parser for Explorer's export, GitHub's
// API client for the GitHub client (src/runner.ts loads it for the pull request comment, below).
const LAZY_LIBRARIES = {
  'src/address.ts': ['tr46'],
  'src/registry/explorer.ts': ['d3-dsv'],
  'src/github/octokit.ts': GITHUB_API,
};
const DISPATCH = ['src/main.ts', 'src/modes.ts', 'src/index.ts', 'src/cli/index.ts', 'src/cli/main.ts'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // Control characters are matched on purpose: inputs are checked for them.
      'no-control-regex': 'off',
      // Destructuring to leave a property out (`const { a, ...rest } = o`) is not an unused variable.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [...TESTS, ...ENTRIES],
    rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, REGISTRY, ADAPTER, CLI) },
  },
  ...MODES.flatMap((mode) =>
    DEPTHS.map((depth) => ({
      files: [`src/${mode}/${'*/'.repeat(depth - 1)}*.ts`],
      ignores: [...TESTS, ...PURE],
      rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, REGISTRY, ADAPTER, CLI, otherModes(mode, depth)) },
    })),
  ),
  {
    files: PURE,
    ignores: [...TESTS, ...MODES.map((mode) => `src/${mode}/**`)],
    rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, REGISTRY, ADAPTER, CLI, FS) },
  },
  ...MODES.flatMap((mode) =>
    DEPTHS.map((depth) => ({
      files: PURE.filter((p) => p.startsWith(`src/${mode}/`) || p === 'src/*/report.ts').filter(
        (p) => p.split('/').length - 2 === depth,
      ),
      ignores: [...TESTS, ...MODES.filter((m) => m !== mode).map((m) => `src/${m}/**`)],
      rules: {
        'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, REGISTRY, ADAPTER, CLI, FS, otherModes(mode, depth)),
      },
    })).filter((block) => block.files.length > 0),
  ),
  {
    files: ['src/model.ts'],
    rules: { 'no-restricted-imports': walls(ANYTHING) },
  },
  {
    files: ['src/runner.ts'],
    rules: { 'no-restricted-imports': walls(HTTP, REGISTRY, CLI) },
  },
  {
    files: ['src/index.ts'],
    rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, REGISTRY, CLI) },
  },
  {
    files: ['src/main.ts'],
    rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, CLI) },
  },
  {
    // The command line never loads @actions/core (its startup budget, and other CI systems).
    files: ['src/cli/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, HTTP, REGISTRY, ACTIONS_ADAPTER) },
  },
  {
    files: ['src/registry/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': walls(RUNNER, OCTOKIT, ADAPTER, CLI) },
  },
  {
    // no-restricted-imports does not see import(): this does.
    files: ['src/**/*.ts'],
    ignores: [...TESTS, ...DISPATCH],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression',
          message: 'Only the dispatch (src/main.ts, src/modes.ts) and the entry points load code with import().',
        },
      ],
    },
  },
  {
    // The GitHub Actions adapter loads GitHub's API client on use only (a pull request comment),
    // and nothing else.
    files: ['src/runner.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression:not(${GITHUB_API.map((name) => `[source.value='${name}']`).join(', ')})`,
          message:
            'src/runner.ts loads with import() only the GitHub API client (@actions/github and its octokit plugins).',
        },
      ],
    },
  },
  ...Object.entries(LAZY_LIBRARIES).map(([file, names]) => ({
    files: [file],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression:not(${names.map((name) => `[source.value='${name}']`).join(', ')})`,
          message: `${file} loads with import() only ${names.join(', ')}.`,
        },
      ],
    },
  })),
);
