// The entry point the runner starts: everything lives in run().
import { run } from './main.ts';

await run();
