// The entry point the runner starts: everything lives in run(), driven by the GitHub Actions adapter.
import module from 'node:module';

// Node keeps the compiled code of the bundle on disk (in the temporary directory), so the
// action's later steps in the same job start faster. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.();
// One chunk for both (the bundle's `action` chunk), besides the libraries: one file fewer to load.
const [{ run }, { actionsRunner }] = await Promise.all([
  import(/* webpackChunkName: "action" */ './main.ts'),
  import(/* webpackChunkName: "action" */ './runner.ts'),
]);
await run(actionsRunner());
