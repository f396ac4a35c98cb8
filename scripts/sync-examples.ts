#!/usr/bin/env node
// Copies each example workflow of docs/examples/ into the Markdown pages that include it, so the
// pages show exactly what `npm run lint-workflows` checks. A page includes an example with a marker
// line, `<!-- example: docs/examples/NAME.yml -->` (or docs/deprecations.yml),, followed by a fenced block this script rewrites
// (test/docs.test.ts fails when a block differs from its file). Run: node scripts/sync-examples.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Markdown pages that may include examples: the README and every page under docs/. */
export function pages(): string[] {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/**
 * A file as a page shows it. An example workflow loses its opening comment, the sentence that says
 * what it is for (the page says it), to the comment line where that sentence ends, however many
 * lines it takes; a comment after it (an instruction) is kept. Other files (docs/deprecations.yml)
 * are shown whole.
 */
export function exampleBody(file: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  return (file.startsWith('docs/examples/') ? withoutPurpose(text) : text).trim();
}

/** The text without its opening comment's first sentence: the comment lines up to the one that ends it. */
function withoutPurpose(text: string): string {
  const lines = text.split('\n');
  let end = 0;
  while (end < lines.length && /^#/.test(lines[end] as string)) {
    end++;
    if (/[.!?:]\s*$/.test(lines[end - 1] as string)) break;
  }
  return lines.slice(end).join('\n');
}

/** Marker, blank line, then a ```yaml block (maybe empty): the file is group 1, the block's text group 3. */
export const INCLUDE = /<!-- example: (docs\/[\w./-]+\.ya?ml) -->\n\n(`{3,})yaml\n(?:([\s\S]*?)\n)??\2\n/g;

export function withExamples(markdown: string): string {
  return markdown.replace(INCLUDE, (_all, file: string, fence: string) => {
    return `<!-- example: ${file} -->\n\n${fence}yaml\n${exampleBody(file)}\n${fence}\n`;
  });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const page of pages()) {
    const before = readFileSync(path.join(root, page), 'utf8');
    const after = withExamples(before);
    if (after !== before) {
      writeFileSync(path.join(root, page), after);
      console.log(`Updated the examples in ${page}.`);
    }
  }
}
