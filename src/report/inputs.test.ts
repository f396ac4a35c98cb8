import { describe, expect, it } from 'vitest';
import { modeInputs, parsed } from '../../test/support/settings.ts';
import { InputError } from '../inputs/errors.ts';
import { parse as parseReport } from './inputs.ts';

const base = { status: 'report', organization: 'acme', token: 'tok-123' };

function parse(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return parsed(
    parseReport,
    modeInputs(inputs, {
      env,
      cwd: '/workspace',
      readFile: () => {
        throw new Error('no file');
      },
    }),
  );
}

function problems(inputs: Record<string, string>, env: Record<string, string> = {}): string[] {
  try {
    parse(inputs, env);
  } catch (error) {
    if (error instanceof InputError) return [...error.problems];
    throw error;
  }
  throw new Error('expected an InputError');
}

// The syntax is src/module-pattern.ts's, as in a policy file; these are what the report makes of it.
describe('the report’s pattern', () => {
  it('narrows the organization’s modules with `source` or `module`', () => {
    expect(parse({ ...base, source: 'acme/*/aws' }).pattern).toEqual({ namespace: 'acme', name: '*', provider: 'aws' });
    expect(parse({ ...base, module: 'acme/network-*/*' }).pattern).toEqual({
      namespace: 'acme',
      name: 'network-*',
      provider: '*',
    });
    expect(parse(base).pattern).toBeUndefined();
  });

  it('takes `*` as the namespace: the organization `organization` names', () => {
    expect(parse({ ...base, source: '*/*/aws' })).toMatchObject({
      organization: 'acme',
      pattern: { namespace: '*', name: '*', provider: 'aws' },
    });
  });

  it('takes the organization from the namespace, as a module’s `source` gives it', () => {
    expect(parse({ status: 'report', token: 'tok-123', source: 'acme/*/aws' }).organization).toBe('acme');
    expect(
      parse({ status: 'report', token: 'tok-123', source: 'acme/*/aws' }, { TF_CLOUD_ORGANIZATION: 'other' })
        .organization,
    ).toBe('acme');
    expect(problems({ status: 'report', token: 'tok-123', source: '*/*/aws' })).toEqual([
      'Input `organization` is required with `status: report` (or the namespace in `source` or `module`, or the variable TF_CLOUD_ORGANIZATION).',
    ]);
  });

  it('refuses a namespace other than the organization, which would match nothing', () => {
    expect(problems({ ...base, source: 'other/*/aws' })).toEqual([
      'Input `source` names namespace "other", but the report lists the private modules of organization "acme", whose namespace is the organization\'s name: give that, or `*`, as the namespace.',
    ]);
    expect(parse({ ...base, source: 'ACME/*/aws' }).pattern?.namespace).toBe('ACME');
  });

  it('refuses an upper-case provider and a pattern within the namespace, naming the input', () => {
    expect(problems({ ...base, source: 'acme/*/AWS' })).toEqual([
      'Input `source` has an invalid provider: expected lower-case letters, digits and `*`, at most 64 (e.g. aws), got "acme/*/AWS".',
    ]);
    expect(problems({ ...base, module: 'ac*/vpc/aws' })).toEqual([
      'Input `module` may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed, got "ac*/vpc/aws".',
    ]);
    expect(problems({ ...base, source: 'acme/-*/aws' })[0]).toMatch(/^Input `source` has an invalid module name/);
  });

  it('refuses a malformed pattern, and `source` with `module`', () => {
    expect(problems({ ...base, source: 'acme/*' })[0]).toMatch(
      /^Input `source` must be \[HOST\/\]NAMESPACE\/NAME\/PROVIDER, .*, or `\*` as the whole NAMESPACE/,
    );
    expect(problems({ ...base, source: 'acme/*/aws', module: 'acme/*/aws' })).toEqual([
      'Input `source` cannot be combined with `module`: give one pattern, such as acme/*/aws.',
    ]);
  });

  it('talks to the host in the pattern, and refuses one the service is not', () => {
    expect(parse({ ...base, source: 'tfe.example.com/acme/*/aws' }).service.host).toBe('tfe.example.com');
    expect(parse({ ...base, source: 'tfe.example.com/acme/*/aws', hostname: 'tfe.example.com' }).pattern).toEqual({
      namespace: 'acme',
      name: '*',
      provider: 'aws',
    });
    expect(problems({ ...base, source: 'tfe.example.com/acme/*/aws', hostname: 'app.terraform.io' })).toEqual([
      'Input `source` names host "tfe.example.com" but the service is "app.terraform.io": make `hostname` and `source` agree.',
    ]);
    expect(problems({ ...base, source: 'user:secret@tfe.example.com/acme/*/aws' })[0]).not.toContain('secret');
  });
});
