/**
 * A validator of SARIF 2.1.0 logs, from the OASIS schema as Microsoft's SARIF SDK ships it
 * (@microsoft/jest-sarif). The schema is JSON Schema draft-04, hence Ajv's draft-04 class; one of its
 * patterns (`language`) is no valid Unicode regular expression, hence `unicodeRegExp: false`.
 */
import { createRequire } from 'node:module';
import Ajv04Module from 'ajv-draft-04';
import formats from 'ajv-formats';

const require = createRequire(import.meta.url);
const schema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object;
const ajv = new Ajv04Module.default({ allErrors: true, strict: false, unicodeRegExp: false });
formats.default(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about a log; empty when it is valid SARIF 2.1.0. */
export function sarifProblems(log: unknown): string[] {
  return validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
