import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The walls of the layout (README, "Layout"): only the runner adapter talks to the runner, only
// the registry talks HTTP, and nothing else depends on the registry but main's dispatch.
const RUNNER = {
  paths: ['@actions/core', '@actions/github'].map((name) => ({
    name,
    message: 'Only src/runner.ts talks to the runner: log through the Log you are given, return a Report.',
  })),
};
const HTTP = {
  group: ['@actions/http-client', '@actions/http-client/*', 'undici', 'node:http', 'node:https'],
  message: 'Only src/registry/ talks to the service.',
};
const REGISTRY = {
  group: ['**/registry/*', './registry/*'],
  message: 'Depend on the interfaces in src/model.ts (VersionReader, ModuleRegistry), not on the registry.',
};

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
    ignores: ['src/**/*.test.ts', 'src/runner.ts', 'src/main.ts', 'src/registry/**'],
    rules: { 'no-restricted-imports': ['error', { ...RUNNER, patterns: [HTTP, REGISTRY] }] },
  },
  {
    files: ['src/runner.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [HTTP] }] },
  },
  {
    files: ['src/main.ts'],
    rules: { 'no-restricted-imports': ['error', { ...RUNNER, patterns: [HTTP] }] },
  },
  {
    files: ['src/registry/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', RUNNER] },
  },
);
