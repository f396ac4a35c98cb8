// Rewrites each JavaScript file of a bundle without comments and in ASCII only (oxc's printer:
// no compression, no renaming, the code itself unchanged). Node hashes every file it loads
// from the compile cache, re-encoding it to UTF-8 first: a file holding even one character
// beyond Latin-1 (an arrow in a message, a curly quote in a comment) is a two-byte string, whose
// re-encoding cost a run that fails at its first input about 30 M instructions, 9 % of its
// CPU time; and a lazily compiled function is scanned again, comments and all, on every run.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'oxc-minify';

const OPTIONS = {
  module: true,
  compress: false,
  mangle: false,
  codegen: { removeWhitespace: false, asciiOnly: true },
};

/** Compacts every .js file in `dir` (not below it) in place; throws where oxc cannot. */
export function compactBundle(dir: string): void {
  for (const name of readdirSync(dir).filter((n) => /\.m?js$/.test(n))) {
    const file = path.join(dir, name);
    const result = minifySync(name, readFileSync(file, 'utf8'), OPTIONS);
    if (result.errors.length > 0) {
      throw new Error(`could not compact ${file}: ${result.errors.map((e) => e.message).join('; ')}`);
    }
    // A file left beyond ASCII (a hashbang, a legal comment) would be hashed the slow way again.
    const beyond = /[^\x00-\x7f]/.exec(result.code);
    if (beyond !== null) throw new Error(`${file} still holds ${JSON.stringify(beyond[0])} after compacting`);
    writeFileSync(file, result.code);
  }
}
