import { describe, expect, it } from 'vitest';
import type { VersionOutcome } from '../changes/outcome.ts';
import { checkFingerprint, checkSarif } from './sarif.ts';
import { workflowFileOf } from './workflow-file.ts';

const ADDRESS = 'app.terraform.io/acme/vpc/aws';
const outcome = (version: string, extra: Partial<VersionOutcome> = {}): VersionOutcome => ({
  version,
  kind: 'unchanged',
  status: 'unchanged',
  before: null,
  after: null,
  verified: true,
  steps: [],
  ...extra,
});
const deprecation = { reason: 'Opens the security group.', link: 'https://example.com/1.2' };
const options = { failOnDeprecated: false, failOnRevoked: true, workflowFile: '.github/workflows/check.yml' };

describe('checkSarif', () => {
  it('has a result per deprecated or revoked version, at the workflow file', () => {
    const { log, omitted } = checkSarif(
      ADDRESS,
      [
        outcome('1.0.0', { after: deprecation, revoked: true, revocation: { message: 'Broken.', link: '' } }),
        outcome('1.1.0'),
        outcome('1.2.0', { after: deprecation }),
        outcome('9.9.9', { kind: 'missing', status: 'failed' }),
      ],
      options,
    );
    expect(omitted).toBe(0);
    const results = log.runs[0]?.results ?? [];
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ['revoked-module-version', 'error'],
      ['deprecated-module-version', 'warning'],
    ]);
    expect(results[0]?.message.text).toBe(
      `${ADDRESS} 1.0.0 is revoked: "Opens the security group.". Revoked: "Broken.". More information: https://example.com/1.2`,
    );
    expect(results[1]?.locations).toEqual([
      {
        physicalLocation: {
          artifactLocation: { uri: '.github/workflows/check.yml', uriBaseId: '%SRCROOT%' },
          region: { startLine: 1 },
        },
      },
    ]);
    expect(results[1]?.partialFingerprints).toEqual({
      'moduleVersion/v1': checkFingerprint(ADDRESS, '1.2.0', 'deprecated'),
    });
  });

  it('takes the revocation link where a revoked version shows no deprecation', () => {
    const { log } = checkSarif(
      ADDRESS,
      [outcome('1.0.0', { revoked: true, revocation: { message: 'Broken.', link: 'https://example.com/r' } })],
      options,
    );
    expect(log.runs[0]?.results?.[0]?.message.text).toBe(
      `${ADDRESS} 1.0.0 is revoked. Revoked: "Broken.". More information: https://example.com/r`,
    );
  });

  it('leaves the results out, counted, where no workflow file is known to place them at', () => {
    const { log, unplaced } = checkSarif(ADDRESS, [outcome('1.2.0', { after: deprecation }), outcome('1.3.0')], {
      failOnDeprecated: true,
      failOnRevoked: true,
    });
    expect(log.runs[0]?.results).toEqual([]);
    expect(unplaced?.results).toBe(1);
    expect(unplaced?.why).toContain('GITHUB_WORKFLOW_REF');
  });

  it('gives each module, version and kind its own fingerprint', () => {
    const prints = new Set([
      checkFingerprint(ADDRESS, '1.2.0', 'deprecated'),
      checkFingerprint(ADDRESS, '1.2.0', 'revoked'),
      checkFingerprint(ADDRESS, '1.2.1', 'deprecated'),
      checkFingerprint('app.terraform.io/acme/dns/aws', '1.2.0', 'deprecated'),
    ]);
    expect(prints.size).toBe(4);
  });
});

describe('workflowFileOf', () => {
  it('reads the path from GITHUB_WORKFLOW_REF', () => {
    expect(workflowFileOf({ GITHUB_WORKFLOW_REF: 'acme/infra/.github/workflows/check.yml@refs/heads/main' })).toBe(
      '.github/workflows/check.yml',
    );
    expect(workflowFileOf({ GITHUB_WORKFLOW_REF: 'acme/infra/.github/workflows/a@b.yml@refs/pull/3/merge' })).toBe(
      '.github/workflows/a@b.yml',
    );
  });

  it("falls back to GitLab's CI_CONFIG_PATH, and to nothing", () => {
    expect(workflowFileOf({ CI_CONFIG_PATH: './ci/.gitlab-ci.yml' })).toBe('ci/.gitlab-ci.yml');
    expect(workflowFileOf({ GITHUB_WORKFLOW_REF: 'garbage' })).toBeUndefined();
    expect(workflowFileOf({})).toBeUndefined();
    // Code scanning places a result only in a file of the repository.
    expect(workflowFileOf({ CI_CONFIG_PATH: 'ci.yml@group/other-project' })).toBeUndefined();
    expect(workflowFileOf({ CI_CONFIG_PATH: 'https://example.com/ci.yml' })).toBeUndefined();
    expect(workflowFileOf({ CI_CONFIG_PATH: '../ci.yml' })).toBeUndefined();
    expect(workflowFileOf({ CI_CONFIG_PATH: '/ci.yml' })).toBeUndefined();
  });
});
