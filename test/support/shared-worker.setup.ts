/**
 * For files that share a worker and its modules (`isolate: false`): a file that leaves the
 * process changed (an environment variable, the working directory, a browser-like global that
 * libraries test for) fails, naming the change, rather than changing what the files after it in
 * the same worker see. Such a file restores what it changed, or runs in a worker of its own
 * (OWN_WORKER in vitest.config.ts). Globals that libraries set once as they load (the HCL
 * parser's Go runtime) are left alone, as their modules are.
 */
import { afterAll } from 'vitest';

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'self'] as const;

const env = { ...process.env };
const cwd = process.cwd();
const browser = BROWSER_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));

afterAll(() => {
  const changes: string[] = [];
  for (const name of new Set([...Object.keys(env), ...Object.keys(process.env)])) {
    if (process.env[name] !== env[name]) changes.push(`process.env.${name}`);
  }
  if (process.cwd() !== cwd) changes.push(`the working directory (now ${process.cwd()})`);
  BROWSER_GLOBALS.forEach((name, i) => {
    const now = Object.getOwnPropertyDescriptor(globalThis, name);
    if (now?.value !== browser[i]?.value || now?.get !== browser[i]?.get) changes.push(`globalThis.${name}`);
  });
  if (changes.length > 0) {
    throw new Error(
      `This file shares its worker with others but left the process changed: ${changes.join(', ')}. ` +
        'Restore it after the file, or list the file in OWN_WORKER (vitest.config.ts).',
    );
  }
});
