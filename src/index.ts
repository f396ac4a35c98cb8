// The entry point the runner starts: everything lives in run(), driven by the GitHub Actions adapter.
import module from 'node:module';
import { cacheCompiledChunks, type ChunkRuntime } from './chunk-cache.ts';

/** The bundle's runtime (webpack's own name for it, which ncc renames); absent when run from the sources. */
declare const __webpack_require__: ChunkRuntime | undefined;

// Node keeps the compiled code of the bundle on disk (in the temporary directory), so the
// action's later steps in the same job, and later jobs on the same runner, start faster; the
// chunks' cache is kept beside it with every function a run compiled (chunk-cache.ts).
// NODE_DISABLE_COMPILE_CACHE=1 turns both off.
module.enableCompileCache?.();
if (typeof __webpack_require__ !== 'undefined') {
  const chunks = cacheCompiledChunks(__webpack_require__, module.getCompileCacheDir?.());
  process.once('exit', () => chunks.save());
}
// One chunk for both (the bundle's `action` chunk), besides the libraries: one file fewer to load.
const [{ run }, { actionsRunner }] = await Promise.all([
  import(/* webpackChunkName: "action" */ './main.ts'),
  import(/* webpackChunkName: "action" */ './runner.ts'),
]);
await run(actionsRunner());
