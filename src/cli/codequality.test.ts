import { describe, expect, it } from 'vitest';
import { codeQualityIssues } from './codequality.ts';

describe('codeQualityIssues', () => {
  const deprecated = {
    level: 'warning' as const,
    title: 'Module version 1.1.0 of app.terraform.io/acme/vpc/aws is deprecated',
    message: 'Old',
    file: './stack/main.tf',
    line: 6,
  };

  it('places each finding at its file and line, with a severity GitLab knows', () => {
    expect(
      codeQualityIssues([deprecated, { ...deprecated, level: 'error', title: 'X is revoked' }], [], 'ci.yml'),
    ).toEqual([
      expect.objectContaining({
        description: `${deprecated.title}: Old`,
        check_name: 'tfe-module-lifecycle/deprecated-version',
        severity: 'minor',
        location: { path: 'stack/main.tf', lines: { begin: 6 } },
      }),
      expect.objectContaining({ check_name: 'tfe-module-lifecycle/revoked-version', severity: 'major' }),
    ]);
  });

  it('places findings without a file in the CI configuration, at line 1', () => {
    const [issue] = codeQualityIssues([], ['Usage not read'], '.gitlab-ci.yml');
    expect(issue?.location).toEqual({ path: '.gitlab-ci.yml', lines: { begin: 1 } });
  });

  it('keeps fingerprints stable from run to run, and apart for twins', () => {
    const first = codeQualityIssues([deprecated, deprecated], [], 'ci.yml').map((i) => i.fingerprint);
    const again = codeQualityIssues([deprecated, deprecated], [], 'ci.yml').map((i) => i.fingerprint);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(2);
    expect(first[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
