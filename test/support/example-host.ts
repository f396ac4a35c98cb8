/**
 * The registry host the fixtures, the examples and the command line's help write
 * (`app.terraform.io`), pointed at a fake's: the one way tests and the sandbox move a module
 * source, a command or a folder of files onto the fake. No vitest here, so that `npm run fake`
 * may use it too.
 */
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The host the fixtures and examples name. */
export const EXAMPLE_HOST = 'app.terraform.io';

/** The same host in full-width letters and digits (the port stays ASCII), which IDNA maps back. */
export const fullWidth = (host: string): string =>
  host.replace(/^[^:]*/, (name) => name.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

/** `text` with the example host, as written and in full-width letters, on `host`. */
export function onHost(text: string, host: string): string {
  return text.replaceAll(EXAMPLE_HOST, host).replaceAll(fullWidth(EXAMPLE_HOST), fullWidth(host));
}

/** Copies the folder `from` to `to`, with the example host of every file in it on `host`. */
export async function copyOnHost(from: string, to: string, host: string): Promise<void> {
  await cp(from, to, { recursive: true });
  for (const entry of await readdir(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const moved = onHost(text, host);
    if (moved !== text) await writeFile(file, moved);
  }
}
