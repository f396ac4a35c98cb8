// Rewrites each JavaScript file of a bundle without comments and in ASCII only (terser's printer:
// no compression, no renaming, the code itself unchanged). Node hashes every file it loads
// from the compile cache, re-encoding it to UTF-8 first: a file holding even one character
// beyond Latin-1 (an arrow in a message, a curly quote in a comment) is a two-byte string, whose
// re-encoding cost a run that fails at its first input about 30 M instructions, 9 % of its
// CPU time; and a lazily compiled function is scanned again, comments and all, on every run.
// Terser rather than a native printer: it is plain JavaScript, so `npm ci` needs no binary
// package for the platform, which a registry mirror may not carry.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify, type MinifyOptions } from 'terser';

const OPTIONS: MinifyOptions = {
  module: true,
  compress: false,
  mangle: false,
  format: { comments: false, ascii_only: true },
};

/** Compacts every .js file in `dir` (not below it) in place; throws where terser cannot. */
export async function compactBundle(dir: string): Promise<void> {
  const names = readdirSync(dir).filter((n) => /\.m?js$/.test(n));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const { code } = await minify({ [name]: readFileSync(file, 'utf8') }, OPTIONS);
      if (code === undefined) throw new Error(`could not compact ${file}`);
      // A file left beyond ASCII (a hashbang, a legal comment) would be hashed the slow way again.
      const beyond = /[^\x00-\x7f]/.exec(code);
      if (beyond !== null) throw new Error(`${file} still holds ${JSON.stringify(beyond[0])} after compacting`);
      writeFileSync(file, code);
    }),
  );
}
