/**
 * The published JSON Schema (for editors) and the action's own validator must agree on what a
 * good policy file is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parsePolicy } from '../src/policy/load.ts';
import { PolicyError } from '../src/policy/yaml-reader.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schema = JSON.parse(readFileSync(path.join(root, 'schema/policy.schema.json'), 'utf8')) as object;
// With the formats editors know: `revoke-on` is a `date`, which a day like 2027-02-30 is not.
// (A CommonJS module: its function is `default` of what the import gives, whichever loader runs.)
const validateSchema = formats.default(new Ajv({ allErrors: true, strict: false })).compile(schema);

const rule = '[{ versions: "< 2.0.0", reason: Old }]';
const GOOD: Record<string, string> = {
  'the documented example': readFileSync(path.join(root, 'docs/deprecations.yml'), 'utf8'),
  'a source with a host': `modules: [{ source: tfe.example.com:8443/acme/vpc/aws, rules: ${rule} }]`,
  'name and provider with a top-level organization': `organization: acme\nmodules: [{ name: vpc, provider: aws, rules: ${rule} }]`,
  'name, provider and organization': `modules: [{ organization: acme, name: vpc, provider: aws, rules: ${rule} }]`,
  'every option': `$schema: x\nhostname: h\nprune: false\nmodules: [{ source: a/b/c, keep-latest: 3, prune: true, rules: [{ versions: ">= 1.0, < 1.4, != 1.2.0", reason: R, link: "https://e.com/x?y#z" }] }]`,
  'anchors and aliases': `modules: [{ source: a/b/c, rules: &r [&o { versions: "< 2.0.0", reason: &w Old }] }, { source: a/b/d, rules: *r }, { source: a/b/e, rules: [*o, { versions: "< 3.0.0", reason: *w }] }]`,
  'merge keys': `modules: [{ source: a/b/c, rules: [&o { versions: "< 2.0.0", reason: Old }, { <<: *o, versions: "< 1.0.0" }] }]`,
  'a safe revoke':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: revoked, only-unused: true }, { versions: "< 2.0.0", reason: R, revoke-on: 2027-03-01, only-unused: true }, { versions: "< 3.0.0", reason: R, only-unused: false }] }]',
  'revocation now and on a schedule': `modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: revoked }, { versions: "< 2.0.0", reason: R, status: deprecated, revoke-on: 2027-03-01 }, { versions: "< 3.0.0", reason: R, revoke-on: "2027-04-01" }] }]`,
  'patterns with exclude': `modules: [{ source: acme/*/aws, exclude: [acme/legacy-*/aws, acme/vpc/aws], rules: ${rule} }, { source: app.terraform.io/acme/network-*/*, rules: ${rule} }, { source: acme/vpc/aws, rules: ${rule} }]`,
  'pessimistic and prerelease terms': `modules: [{ source: a/b/c, rules: [{ versions: "~> 1.2", reason: R }, { versions: "= 2.0.0-rc.1", reason: R }] }]`,
};
const BAD: Record<string, string> = {
  'no modules': 'organization: acme',
  'an empty module list': 'modules: []',
  'an unknown top-level key': `colour: red\nmodules: [{ source: a/b/c, rules: ${rule} }]`,
  'an unknown module key': `modules: [{ source: a/b/c, owner: me, rules: ${rule} }]`,
  'an unknown rule key': `modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, why: W }] }]`,
  'no rules': 'modules: [{ source: a/b/c }]',
  'empty rules': 'modules: [{ source: a/b/c, rules: [] }]',
  'a rule without versions': 'modules: [{ source: a/b/c, rules: [{ reason: R }] }]',
  'a rule without reason': 'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0" }] }]',
  'an empty reason': 'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: "" }] }]',
  'an invalid constraint': 'modules: [{ source: a/b/c, rules: [{ versions: ">= banana", reason: R }] }]',
  'a link without a scheme':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, link: www.e.com }] }]',
  'a javascript: link':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, link: "javascript:alert(1)" }] }]',
  'only-unused without a revocation':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, only-unused: true }] }]',
  'a string only-unused':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: revoked, only-unused: "yes" }] }]',
  'an unknown rule status':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: unrevoked }] }]',
  'a revoke-on that is not a day':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, revoke-on: "March 1" }] }]',
  'a status in upper case':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: Revoked }] }]',
  'a status with spaces':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: " revoked" }] }]',
  'a revoke-on with spaces':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, revoke-on: " 2027-03-01 " }] }]',
  'a revoke-on on a day that does not exist':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, revoke-on: 2027-02-30 }] }]',
  'a revoke-on with a time':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, revoke-on: 2027-03-01T20:00:00-08:00 }] }]',
  'a revoke-on without leading zeros':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, revoke-on: 2027-3-1 }] }]',
  'a revoke-on tagged as a timestamp':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, revoke-on: !!timestamp 2027-03-01 }] }]',
  'status revoked with revoke-on':
    'modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: R, status: revoked, revoke-on: 2027-03-01 }] }]',
  'a pattern in the namespace': `modules: [{ source: "*/vpc/aws", rules: ${rule} }]`,
  'a pattern with a slash in a part': `modules: [{ source: "acme/*/*/aws", rules: ${rule} }]`,
  'exclude without a pattern': `modules: [{ source: acme/vpc/aws, exclude: [acme/vpc/aws], rules: ${rule} }]`,
  'an empty exclude': `modules: [{ source: acme/*/aws, exclude: [], rules: ${rule} }]`,
  'an exclude that is no pattern': `modules: [{ source: acme/*/aws, exclude: [vpc], rules: ${rule} }]`,
  'a two-part source': `modules: [{ source: a/b, rules: ${rule} }]`,
  'a source with a path traversal': `modules: [{ source: a/../c, rules: ${rule} }]`,
  'an upper-case provider': `modules: [{ source: a/b/AWS, rules: ${rule} }]`,
  'source together with name': `modules: [{ source: a/b/c, name: b, rules: ${rule} }]`,
  'name without provider': `organization: acme\nmodules: [{ name: vpc, rules: ${rule} }]`,
  'name and provider without an organization': `modules: [{ name: vpc, provider: aws, rules: ${rule} }]`,
  'a negative keep-latest': `modules: [{ source: a/b/c, keep-latest: -1, rules: ${rule} }]`,
  'a fractional keep-latest': `modules: [{ source: a/b/c, keep-latest: 1.5, rules: ${rule} }]`,
  'a string prune': `prune: "yes"\nmodules: [{ source: a/b/c, rules: ${rule} }]`,
  'a list at the top': '- a\n- b',
  'an unknown key brought in by a merge': `modules: [{ source: a/b/c, rules: [&o { versions: "< 2.0.0", reason: Old }, { <<: [*o, { why: W }] }] }]`,
};

/** As editors read it: aliases resolved, `<<` merged (YAML 1.1 merge keys, which the action reads too). */
const parse = (text: string): unknown => parseYaml(text, { merge: true });

const validatorAccepts = (text: string): boolean => {
  try {
    parsePolicy(text, 'p.yml');
    return true;
  } catch (error) {
    if (error instanceof PolicyError) return false;
    throw error;
  }
};

describe('policy schema and validator', () => {
  it.each(Object.entries(GOOD))('both accept %s', (_, text) => {
    expect(validateSchema(parse(text)), JSON.stringify(validateSchema.errors)).toBe(true);
    expect(validatorAccepts(text)).toBe(true);
  });

  it.each(Object.entries(BAD))('both refuse %s', (_, text) => {
    expect(validateSchema(parse(text))).toBe(false);
    expect(validatorAccepts(text)).toBe(false);
  });
});
