// The entry point the runner starts: everything lives in run(), driven by the GitHub Actions adapter.
import module from 'node:module';

// Node's compile cache keeps what is loaded after it (the bundle's chunks, below) compiled for the
// job's later steps; this file itself is compiled before it is on.
module.enableCompileCache?.();
const [{ run }, { actionsRunner }] = await Promise.all([import('./main.ts'), import('./runner.ts')]);
await run(actionsRunner());
