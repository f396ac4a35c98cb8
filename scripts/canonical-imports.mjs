// webpack names each import inside a bundled module `<request>__WEBPACK_IMPORTED_MODULE_<n>__`,
// numbering them in the order its code generation first asks for them. That order is not always
// the same for the same sources: CI rebuilt a chunk of this bundle with two of those numbers
// swapped, same bytes otherwise, and failed the dist/ check. Renumbering every module's imports in
// the order they first appear in its text makes each chunk a function of its sources alone.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT_VARIABLE = /__WEBPACK_IMPORTED_MODULE_(\d+)__/g;

/**
 * One module's imports renumbered 0, 1, 2… by first appearance. A renumbering is a one-to-one map
 * of the numbers within the text, so two names that differed still differ, whatever the scope.
 */
function renumber(text) {
  const order = new Map();
  for (const [, n] of text.matchAll(IMPORT_VARIABLE)) if (!order.has(n)) order.set(n, order.size);
  return text.replace(IMPORT_VARIABLE, (_, n) => `__WEBPACK_IMPORTED_MODULE_${order.get(n)}__`);
}

/** A bundle's text with each module's imports numbered canonically; each module starts at `/***\/ <id>:`. */
export function canonicalImports(bundle) {
  return bundle
    .split(/(?=^\/\*\*\*\/ \d+:$)/m)
    .map(renumber)
    .join('');
}

/** Rewrites every .js file under `dir` (recursively) in place; returns how many changed. */
export function canonicalizeFolder(dir) {
  let changed = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const canonical = canonicalImports(text);
    if (canonical !== text) {
      writeFileSync(file, canonical);
      changed++;
    }
  }
  return changed;
}
