/**
 * Run by vitest before every test file (`setupFiles`), afresh each time, even where files share a
 * worker and its modules: what one file opened or gathered is closed or forgotten after it.
 */
import { closeAfterThisFile } from './fake-service.ts';
import { allRuns } from '../e2e/harness.ts';

closeAfterThisFile();
// A file's afterAll looks through its own runs, not those of the files before it in the worker.
allRuns.length = 0;
