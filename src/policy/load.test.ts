import { describe, expect, it } from 'vitest';
import { PolicyError, parsePolicy } from './load.ts';

function problems(text: string): string[] {
  try {
    parsePolicy(text, 'p.yml');
  } catch (error) {
    if (error instanceof PolicyError) return error.problems.map((p) => `${p.line}:${p.column} ${p.message}`);
    throw error;
  }
  throw new Error('expected a PolicyError');
}

describe('parsePolicy', () => {
  it('reads modules by source or by name, with defaults from the top level', () => {
    const policy = parsePolicy(
      [
        'hostname: tfe.example.com',
        'organization: acme',
        'prune: true',
        'modules:',
        '  - source: tfe.example.com/acme/vpc/aws',
        '    keep-latest: 2',
        '    rules:',
        '      - versions: "< 2.0.0"',
        '        reason: old',
        '        link: https://e.com/vpc',
        '  - name: eks',
        '    provider: aws',
        '    prune: false',
        '    rules:',
        '      - { versions: "~> 1.2.0", reason: leaks }',
      ].join('\n'),
      'p.yml',
    );
    expect(policy.hostname).toBe('tfe.example.com');
    expect(policy.modules).toMatchObject([
      {
        host: 'tfe.example.com',
        module: { namespace: 'acme', name: 'vpc', provider: 'aws' },
        keepLatest: 2,
        prune: true,
        line: 5,
      },
      {
        module: { namespace: 'acme', name: 'eks', provider: 'aws' },
        organization: 'acme',
        keepLatest: 0,
        prune: false,
        line: 11,
      },
    ]);
    expect(policy.modules[1]?.rules[0]).toMatchObject({ reason: 'leaks', link: '', versions: { text: '~> 1.2.0' } });
  });

  it('reports every mistake at once, each with its line and column', () => {
    const found = problems(
      [
        'prune: yes please', // 1
        'colour: red', // 2
        'modules:', // 3
        '  - source: acme/../aws', // 4
        '    rules:', // 5
        '      - versions: ">= banana"', // 6
        '        reason: x', // 7
        '        link: javascript:alert(1)', // 8
        '  - name: eks', // 9
        '    rules: []', // 10
        '  - source: acme/vpc/aws', // 11
        '    keep-latest: -1', // 12
        '    rules:', // 13
        '      - reason: no versions', // 14
      ].join('\n'),
    );
    expect(found).toEqual([
      '1:8 `prune` must be true or false',
      '2:1 top level: unknown key "colour"; expected one of $schema, hostname, organization, prune, modules',
      expect.stringMatching(/^4:13 modules\[0\]\.source must be/),
      expect.stringMatching(/^6:19 modules\[0\]\.rules\[0\]\.versions: ">= banana" is not a constraint term/),
      expect.stringMatching(/^8:15 modules\[0\]\.rules\[0\]\.link must be an absolute http\(s\) URL/),
      '9:5 modules[1] needs `provider` with `name`',
      '9:5 modules[1] needs `organization` (here or at the top level) with `name` and `provider`',
      '10:12 modules[1].rules must be a list with at least one rule',
      '12:18 modules[2].keep-latest must be a whole number from 0 to 9999',
      '14:9 modules[2].rules[0] needs `versions`, a constraint such as "< 2.0.0"',
    ]);
  });

  it('reports YAML syntax errors with their position', () => {
    expect(problems('modules:\n  - source: [unclosed\n')[0]).toMatch(/^\d+:\d+ /);
  });

  it('refuses a module listed twice', () => {
    const rules = '    rules: [{ versions: "< 1.0.0", reason: r }]';
    expect(
      problems(['modules:', '  - source: acme/vpc/aws', rules, '  - source: acme/vpc/aws', rules].join('\n')),
    ).toEqual(['4:5 modules[1] repeats the module first listed on line 2']);
  });

  it('refuses the same module written with another host or case', () => {
    const rules = '    rules: [{ versions: "< 1.0.0", reason: r }]';
    expect(
      problems(
        ['modules:', '  - source: acme/vpc/aws', rules, '  - source: app.terraform.io/ACME/vpc/aws', rules].join('\n'),
      ),
    ).toEqual(['4:5 modules[1] repeats the module first listed on line 2']);
  });

  it('checks hostname with its position', () => {
    const found = problems(
      'hostname: https://tfe.example.com/app\nmodules: [{ source: a/b/c, rules: [{ versions: "1.0.0", reason: r }] }]',
    );
    expect(found[0]).toMatch(/^1:11 `hostname` must be a host name/);
  });

  it('refuses a file that is not a mapping', () => {
    expect(problems('- a\n- b\n')[0]).toContain('must be a mapping');
  });
});
