/**
 * Finds secrets in what the action printed or wrote. Pure, so the scanner itself is tested, and
 * shared by `runAction` (every run, failing the test that leaked) and the suite-wide scan in
 * `leak-scan.global.ts` (every run of every e2e file, against every secret of the suite).
 */

/** Shorter values are too common to scan for (and no real token is this short). */
export const MIN_SECRET_LENGTH = 8;
/** A secret this long is also looked for in pieces: the first 60 characters of it is a leak too. */
const FRAGMENT_LENGTH = 16;

export interface Leak {
  /** Where: a label of the stream or file, and the line number in it (1-based). */
  readonly where: string;
  /** The line with every secret replaced by `***`. */
  readonly line: string;
  /** How the secret appeared: `as is`, `URL-encoded`, `base64`, `a 16-character piece`... */
  readonly form: string;
}

/** The forms a secret could be printed in: as is, encoded, and, for long ones, any 16-character piece. */
export function secretForms(secret: string): Array<{ needle: string; form: string }> {
  const forms = new Map<string, string>();
  const add = (needle: string, form: string): void => {
    if (needle.length >= MIN_SECRET_LENGTH && !forms.has(needle)) forms.set(needle, form);
  };
  add(secret, 'as is');
  add(JSON.stringify(secret).slice(1, -1), 'JSON-escaped');
  add(encodeURIComponent(secret), 'URL-encoded');
  add(
    encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    'URL-encoded',
  );
  add(new URLSearchParams({ s: secret }).toString().slice(2), 'form-encoded');
  add(secret.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'), 'escaped as workflow command data');
  for (const { text, offset } of base64Runs(secret)) {
    add(text, offset === 0 ? 'base64' : `base64 inside a longer value (offset ${offset})`);
    add(
      text.replace(/\+/g, '-').replace(/\//g, '_'),
      offset === 0 ? 'URL-safe base64' : `URL-safe base64 (offset ${offset})`,
    );
  }
  if (secret.length >= FRAGMENT_LENGTH + 4) {
    for (let i = 0; i + FRAGMENT_LENGTH <= secret.length; i++) {
      const piece = secret.slice(i, i + FRAGMENT_LENGTH);
      // A run such as 16 zeros says nothing of the secret, and git writes 40 of them in every reflog.
      if (new Set(piece).size > 2) add(piece, `a ${FRAGMENT_LENGTH}-character piece`);
    }
  }
  return [...forms].map(([needle, form]) => ({ needle, form }));
}

/**
 * The base64 characters that come from the secret's bytes alone, wherever it starts in what is
 * encoded: on its own (offset 0, as `Buffer.from(secret).toString('base64')` minus its last
 * character or two), or after 1 or 2 other bytes (`user:token` in a basic-auth header).
 */
function base64Runs(secret: string): Array<{ text: string; offset: number }> {
  const bytes = Buffer.from(secret, 'utf8');
  return [0, 1, 2].map((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset, 0x41), bytes]).toString('base64');
    // Character i carries bits 6i..6i+5; the secret's bits are 8*offset..8*(offset+length)-1.
    return { text: encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6)), offset };
  });
}

export function usableSecrets(values: Iterable<string | undefined>): string[] {
  const found = new Set<string>();
  for (const value of values) {
    const secret = value?.trim() ?? '';
    if (secret.length >= MIN_SECRET_LENGTH) found.add(secret);
  }
  return [...found];
}

function redact(line: string, secrets: readonly string[]): string {
  let shown = line;
  for (const secret of secrets) for (const { needle } of secretForms(secret)) shown = shown.split(needle).join('***');
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}

/**
 * Every line of every source that holds a secret in any form. The `::add-mask::` command is the
 * one place a secret may appear: it is how the runner learns what to mask, and it never shows it.
 */
export function findLeaks(sources: ReadonlyArray<{ where: string; text: string }>, secrets: readonly string[]): Leak[] {
  return leakFinder(secrets)(sources);
}

/** findLeaks for many runs against the same secrets: their forms are worked out once. */
export function leakFinder(
  secrets: readonly string[],
): (sources: ReadonlyArray<{ where: string; text: string }>) => Leak[] {
  const usable = usableSecrets(secrets);
  const forms = usable.flatMap(secretForms);
  const mayHold = candidateLines(forms.map((f) => f.needle));
  return (sources) => {
    const leaks: Leak[] = [];
    for (const { where, text } of sources) {
      for (const { line, number } of mayHold(text)) {
        if (line.startsWith('::add-mask::')) continue;
        const hit = forms.find(({ needle }) => line.includes(needle));
        if (hit !== undefined) leaks.push({ where: `${where}:${number}`, line: redact(line, usable), form: hit.form });
      }
    }
    return leaks;
  };
}

/** Samples every STRIDE characters, of GRAM characters each: STRIDE - 1 + GRAM <= MIN_SECRET_LENGTH. */
const STRIDE = 4;
const GRAM = 5;

/**
 * The lines of a text that hold one of the needles (each at least MIN_SECRET_LENGTH long), found
 * in one reading of the text whatever the number of needles (the suite-wide scan looks for some
 * 3,000 needles in 50 MB; a search per needle and line took a minute). The text is sampled every
 * STRIDE characters, and a sample's GRAM characters looked up among those of the needles at their
 * first STRIDE offsets: a needle found at p holds a sample q with p <= q < p + STRIDE, whose GRAM
 * characters lie within the needle's first MIN_SECRET_LENGTH. Only the needles of a sample's
 * characters are then compared with the text there.
 */
function candidateLines(needles: readonly string[]): (text: string) => Iterable<{ line: string; number: number }> {
  const hash = (text: string, from: number): number => {
    let h = 0;
    for (let i = from; i < from + GRAM; i++) h = (Math.imul(h, HASH_BASE) + text.charCodeAt(i)) | 0;
    return h;
  };
  // For each sample's hash, the needles that may hold it and where.
  const byGram = new Map<number, Array<{ needle: string; offset: number }>>();
  for (const needle of new Set(needles)) {
    // Lines are read one at a time: a needle across lines is never on one.
    if (needle.includes('\n')) continue;
    for (let offset = 0; offset < STRIDE; offset++) {
      const h = hash(needle, offset);
      const list = byGram.get(h);
      if (list === undefined) byGram.set(h, [{ needle, offset }]);
      else list.push({ needle, offset });
    }
  }
  const holds = (text: string, q: number): boolean => {
    for (const { needle, offset } of byGram.get(hash(text, q)) ?? []) {
      if (q >= offset && text.startsWith(needle, q - offset)) return true;
    }
    return false;
  };
  return function* (text) {
    if (byGram.size === 0) return;
    let number = 1;
    let counted = 0;
    for (let q = 0; q + GRAM <= text.length; q += STRIDE) {
      if (!holds(text, q)) continue;
      const start = text.lastIndexOf('\n', q) + 1;
      const newline = text.indexOf('\n', q);
      for (let at = text.indexOf('\n', counted); at !== -1 && at < start; at = text.indexOf('\n', at + 1)) number++;
      counted = start;
      yield { line: text.slice(start, newline === -1 ? text.length : newline), number };
      // That line is checked whole: go on at the next one (sampled from its first character).
      if (newline === -1) return;
      q = newline + 1 - STRIDE;
    }
  };
}

/** An odd multiplier for the rolling hash; any mixes well enough for a filter that is checked after. */
const HASH_BASE = 0x01000193;

export function describeLeaks(leaks: readonly Leak[]): string {
  return leaks.map((l) => `  ${l.where} (${l.form}): ${l.line}`).join('\n');
}
