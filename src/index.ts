// The entry point the runner starts: everything lives in run(), driven by the GitHub Actions adapter.
import module from 'node:module';

// Node keeps the compiled code of the bundle on disk (in the temporary directory), so the
// action's later steps in the same job start faster. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.();
const [{ run }, { actionsRunner }] = await Promise.all([import('./main.ts'), import('./runner.ts')]);
await run(actionsRunner());
