/**
 * HashiCorp's own HCL parser, compiled to WebAssembly by `@cdktn/hcl2json` (the maintained
 * continuation of `@cdktf/hcl2json`), turning a `.tf` file into plain JSON.
 *
 * The package's own entry loads its WebAssembly from `__dirname` the moment it is imported,
 * which an ESM bundle does not have. So this loads the same two pieces itself: Go's
 * `wasm_exec.js` runtime and `main.wasm.gz`, named with `new URL(…, import.meta.url)` so ncc
 * copies the file into `dist/` and points the bundle at it. Loaded on first use only, once.
 *
 * The bundle carries the file unzipped (scripts/bundle.mjs writes `dist/main.wasm` in place of
 * `main.wasm.gz`): unzipping 7.4 MB took about 30 ms of every gate run, and a download of the
 * action or of the command line's package is compressed whole anyway.
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import '@cdktn/hcl2json/wasm/wasm_exec.js';

// A literal path, so the bundler can find the file and emit it as an asset.
const WASM = new URL('../../../node_modules/@cdktn/hcl2json/main.wasm.gz', import.meta.url);

type Callback = (error: string | null, result?: string) => void;
type Exports = { parse?: (filename: string, contents: string, callback: Callback) => void };

interface GoRuntime {
  importObject: object;
  /** The Go program's environment (wasm_exec.js starts it empty). */
  env: Record<string, string>;
  run(instance: object): Promise<void>;
}
interface WasmGlobals {
  Go: new () => GoRuntime;
  WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: object }> };
  __parse_terraform_config_wasm__?: Exports;
}

let ready: Promise<Exports> | undefined;

/**
 * The parser's bytes. In the bundle, ncc has turned `WASM` into a path (`…/dist/main.wasm.gz`),
 * and the file beside it without `.gz` is the unzipped one; the sources read the package's zipped
 * file, as a URL.
 */
export async function wasmBytes(file: URL | string): Promise<Buffer> {
  if (typeof file === 'string') return await readFile(file.replace(/\.gz$/, ''));
  // One output chunk as large as the whole module: unzipping in zlib's default 64 KB chunks and
  // joining them took a third longer.
  return gunzipSync(await readFile(file), { chunkSize: 8 * 1024 * 1024 });
}

function load(): Promise<Exports> {
  // (No `??=` here: ncc's asset relocator cannot parse it, and would leave the file to a
  // webpack path that copies the binary as text.)
  if (ready === undefined)
    ready = (async () => {
      const globals = globalThis as unknown as WasmGlobals;
      const bytes = await wasmBytes(WASM);
      const go = new globals.Go();
      // Go's collector at twice its default target: on a configuration of 2,000 calls the gate ran
      // in 1.5 s instead of 2.3 for the same CPU time (the rest was waiting), and 8 MB more memory;
      // a small configuration is the same either way.
      go.env = { GOGC: '200' };
      // The Buffer itself (a Uint8Array): `new Uint8Array(bytes)` copied the 7.4 MB, 8 ms of each gate.
      const { instance } = await globals.WebAssembly.instantiate(bytes, go.importObject);
      // The Go program registers its functions on this object when it starts.
      const exports: Exports = {};
      globals.__parse_terraform_config_wasm__ = exports;
      void go.run(instance);
      return exports;
    })();
  return ready;
}

/** Parses HCL native syntax into JSON; rejects with HCL's own message (`file:line,col: …`). */
export async function parseHcl(filename: string, contents: string): Promise<Record<string, unknown>> {
  const exports = await load();
  const parse = exports.parse;
  if (parse === undefined) throw new Error('the HCL parser did not start');
  const json = await new Promise<string>((resolve, reject) =>
    parse(filename, contents, (error, result) => (error ? reject(new Error(error)) : resolve(result ?? '{}'))),
  );
  return JSON.parse(json) as Record<string, unknown>;
}
