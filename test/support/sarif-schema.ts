/**
 * A validator of SARIF 2.1.0 logs as GitHub code scanning takes them: the OASIS schema as
 * Microsoft's SARIF SDK ships it (@microsoft/jest-sarif), and the rules code scanning adds, for
 * which it refuses a whole upload. The schema is JSON Schema draft-04, hence Ajv's draft-04 class;
 * one of its patterns (`language`) is no valid Unicode regular expression, hence
 * `unicodeRegExp: false`.
 */
import { createRequire } from 'node:module';
import Ajv04Module from 'ajv-draft-04';
import formats from 'ajv-formats';
import type { Log } from 'sarif';

const require = createRequire(import.meta.url);
const schema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object;
const ajv = new Ajv04Module.default({ allErrors: true, strict: false, unicodeRegExp: false });
formats.default(ajv);
const validate = ajv.compile(schema);

/**
 * The schema's complaints about a log, then code scanning's; empty when the upload would be taken.
 * Code scanning answers "locationFromSarifResult: expected at least one location" for a result
 * without a location, and "expected artifact location" for one without a file: each result needs
 * a physical location with a uri, which for this action is relative to the repository root
 * (`%SRCROOT%`) and inside it.
 */
export function sarifProblems(log: unknown): string[] {
  const schemaProblems = validate(log)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
  return [...schemaProblems, ...codeScanningProblems(log as Log)];
}

function codeScanningProblems(log: Log): string[] {
  const problems: string[] = [];
  (log.runs ?? []).forEach((run, r) =>
    (run.results ?? []).forEach((result, i) => {
      const at = `/runs/${r}/results/${i}`;
      const locations = result.locations ?? [];
      if (locations.length === 0) problems.push(`${at} expected at least one location (code scanning)`);
      locations.forEach((location, l) => {
        const uri = location.physicalLocation?.artifactLocation?.uri;
        if (uri === undefined || uri === '') {
          problems.push(`${at}/locations/${l} expected artifact location (code scanning)`);
        } else if (uri.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.split('/').includes('..')) {
          problems.push(`${at}/locations/${l} uri ${JSON.stringify(uri)} is not inside the repository`);
        }
      });
    }),
  );
  return problems;
}
