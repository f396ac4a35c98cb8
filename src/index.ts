// The entry point the runner starts: everything lives in run(), driven by the GitHub Actions adapter.
import { keepCompiledCode } from './chunk-cache.ts';

keepCompiledCode();
// One chunk for both (the bundle's `action` chunk), besides the libraries: one file fewer to load.
const [{ run }, { actionsRunner }] = await Promise.all([
  import(/* webpackChunkName: "action" */ './main.ts'),
  import(/* webpackChunkName: "action" */ './runner.ts'),
]);
await run(actionsRunner());
