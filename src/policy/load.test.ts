import { describe, expect, it } from 'vitest';
import { parsePolicy } from './load.ts';
import { MAX_ALIAS_USES, MAX_NESTING, PolicyError } from './yaml-reader.ts';

function problems(text: string | Uint8Array): string[] {
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

  it('reads status and revoke-on as written, saying what to write instead', () => {
    const rule = (extra: string) =>
      `modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: r, ${extra} }] }]`;
    expect(problems(rule('status: Revoked'))[0]).toContain(
      'status must be deprecated or revoked, got "Revoked": write revoked, in lower case and without spaces',
    );
    for (const day of ['2027-02-30', '2027-03-01T20:00:00-08:00', '"2027-3-1"', '!!timestamp 2027-03-01']) {
      expect(problems(rule(`revoke-on: ${day}`))[0]).toContain('revoke-on must be a day written YYYY-MM-DD (UTC)');
    }
    // YAML 1.1 makes a date of a plain day; the day as written is the one read.
    expect(problems(`%YAML 1.1\n---\n${rule('revoke-on: 2027-02-30')}`)[0]).toContain('revoke-on must be a day');
    const read = parsePolicy(`%YAML 1.1\n---\n${rule('revoke-on: 2027-03-01')}`, 'p.yml');
    expect(read.modules[0]?.rules[0]?.revokeOn).toBe('2027-03-01');
    // Tagged a string, it is the string as written.
    expect(parsePolicy(rule('revoke-on: !!str 2027-03-01'), 'p.yml').modules[0]?.rules[0]?.revokeOn).toBe('2027-03-01');
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

describe('parsePolicy: YAML anchors, aliases and merge keys', () => {
  const rulesOf = (text: string) =>
    parsePolicy(text, 'p.yml').modules.map((m) => m.rules.map((r) => [r.versions.text, r.reason, r.link]));

  it('reads an alias as the node its anchor names: a rule, a list of rules, a scalar', () => {
    const text = [
      'modules:',
      '  - source: acme/vpc/aws',
      '    rules: &common',
      '      - &old { versions: "< 2.0.0", reason: &why Superseded by 2.x, link: "https://e.com/up" }',
      '  - source: acme/eks/aws',
      '    rules: *common',
      '  - source: acme/rds/aws',
      '    rules: [*old, { versions: "= 2.0.0-rc.1", reason: *why }]',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      [['< 2.0.0', 'Superseded by 2.x', 'https://e.com/up']],
      [['< 2.0.0', 'Superseded by 2.x', 'https://e.com/up']],
      [
        ['< 2.0.0', 'Superseded by 2.x', 'https://e.com/up'],
        ['= 2.0.0-rc.1', 'Superseded by 2.x', ''],
      ],
    ]);
  });

  it('merges `<<` keys; keys written in the map, then earlier merges, win', () => {
    const text = [
      'modules:',
      '  - source: acme/vpc/aws',
      '    rules:',
      '      - &base { versions: "< 1.0.0", reason: base, link: "https://e.com/base" }',
      '      - { versions: "< 0.5.0", reason: other, link: "https://e.com/other" } ',
      '      - <<: *base',
      '        versions: "< 2.0.0"',
      '      - <<: [{ reason: first }, *base]',
      '        versions: "< 3.0.0"',
      '  - &vpc',
      '    source: acme/eks/aws',
      '    keep-latest: 2',
      '    rules: [*base]',
      '  - <<: *vpc',
      '    source: acme/rds/aws',
    ].join('\n');
    const policy = parsePolicy(text, 'p.yml');
    expect(policy.modules[0]?.rules.map((r) => [r.versions.text, r.reason, r.link])).toEqual([
      ['< 1.0.0', 'base', 'https://e.com/base'],
      ['< 0.5.0', 'other', 'https://e.com/other'],
      ['< 2.0.0', 'base', 'https://e.com/base'],
      ['< 3.0.0', 'first', 'https://e.com/base'],
    ]);
    expect(policy.modules.slice(1).map((m) => [m.module.name, m.keepLatest, m.rules.length])).toEqual([
      ['eks', 2, 1],
      ['rds', 2, 1],
    ]);
  });

  it('checks what an alias or merge brings in like anything written out', () => {
    const found = problems(
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    rules:',
        '      - &bad { versions: "< 1.0.0", reason: r, why: w }',
        '  - source: acme/eks/aws',
        '    rules: [{ <<: *bad, versions: "< 2.0.0" }, { <<: scalar, versions: "< 3.0.0", reason: r }]',
      ].join('\n'),
    );
    expect(found).toContain(
      '4:48 modules[0].rules[0]: unknown key "why"; expected one of versions, reason, link, status, revoke-on, only-unused',
    );
    expect(found).toContain(
      '4:48 modules[1].rules[0]: unknown key "why"; expected one of versions, reason, link, status, revoke-on, only-unused',
    );
    expect(found.some((p) => p.includes('modules[1].rules[1]: `<<` merges a mapping or a list of mappings'))).toBe(
      true,
    );
  });

  it('reports an alias to no anchor with its position', () => {
    expect(problems('modules:\n  - source: acme/vpc/aws\n    rules: *nothing\n')[0]).toBe(
      '3:12 the alias "*nothing" names no anchor before it (anchors are written `&name`)',
    );
  });

  it(`stops an alias bomb after ${MAX_ALIAS_USES} resolutions, with a clear message`, () => {
    // Each level merges the one before ten times: 10^6 copies of `a` from a few hundred bytes.
    const levels = ['rules:', '  - &l0 { versions: "< 1.0.0", reason: r }'];
    for (let i = 1; i <= 6; i++)
      levels.push(
        `  - &l${i} { <<: [${Array(10)
          .fill(`*l${i - 1}`)
          .join(', ')}] }`,
      );
    const text = ['modules:', '  - source: acme/vpc/aws', ...levels.map((l) => `    ${l}`)].join('\n');
    const found = problems(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^\\d+:\\d+ the file uses aliases more than ${MAX_ALIAS_USES} times; write the repeated parts out`),
    );
  });
});

describe('parsePolicy: a mapping that merges itself', () => {
  it('ends in a clear error, not a loop', () => {
    const found = problems('modules:\n  - &m { source: a/b/c, rules: [{ versions: "< 1.0.0", reason: r }], <<: *m }\n');
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).not.toContain('Maximum call stack');
  });
});

describe('parsePolicy: bounds', () => {
  it.each([
    ['flow lists', `modules: ${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['flow mappings', `modules: ${'{a: '.repeat(50_000)}1${'}'.repeat(50_000)}`],
    ['block mappings', `modules:\n${Array.from({ length: 5000 }, (_, i) => `${' '.repeat(i + 2)}a:`).join('\n')} 1`],
    ['block lists', `modules:\n${Array.from({ length: 5000 }, (_, i) => `${' '.repeat(i + 2)}-`).join('\n')} 1`],
  ])('refuses %s nested thousands deep with a clear error, not a stack overflow', (_, text) => {
    const found = problems(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^\\d+:\\d+ the file nests collections more than ${MAX_NESTING} levels deep; a policy needs five`),
    );
  });

  it('accepts nesting up to the bound', () => {
    // Five levels are used; deeper ones inside a value are an ordinary type error, not a depth error.
    const deepValue = `${'['.repeat(MAX_NESTING - 5)}x${']'.repeat(MAX_NESTING - 5)}`;
    const found = problems(`modules: [{ source: a/b/c, rules: [{ versions: "< 1.0.0", reason: ${deepValue} }] }]`);
    expect(found).toEqual([expect.stringContaining('modules[0].rules[0].reason must be a string')]);
  });
});

describe('parsePolicy: bytes', () => {
  const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
  const GOOD =
    'modules:\n  - source: acme/vpc/aws\n    rules: [{ versions: "< 1.0.0", reason: "Ältere Version: bitte 2.x" }]\n';

  it('reads UTF-8 bytes, with or without a byte order mark', () => {
    expect(parsePolicy(encode(GOOD), 'p.yml').modules[0]?.rules[0]?.reason).toBe('Ältere Version: bitte 2.x');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(GOOD)]);
    expect(parsePolicy(withBom, 'p.yml').modules[0]?.rules[0]?.reason).toBe('Ältere Version: bitte 2.x');
  });

  it.each([
    ['Latin-1 text', [...encode('modules:\n  - reason: "'), 0xc4, ...encode('ltere"\n')], '2:14', '0xc4'],
    ['a stray continuation byte', [...encode('a: é'), 0x80], '1:5', '0x80'],
    ['0xff', [0xff, ...encode('modules: []')], '1:1', '0xff'],
    ['a character cut short before ASCII', [...encode('ab\ncd'), 0xe2, 0x82, ...encode('x')], '2:3', '0xe2'],
    ['a character cut short at the end', [...encode('ab\n'), 0xe2, 0x82], '2:1', '0xe2'],
    ['an encoded surrogate', [...encode('a'), 0xed, 0xa0, 0x80], '1:2', '0xed'],
  ])('refuses %s, naming the file and where', (_, bytes, where, first) => {
    let message = '';
    try {
      parsePolicy(new Uint8Array(bytes), 'policy/deprecations.yml');
    } catch (error) {
      expect(error).toBeInstanceOf(PolicyError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      `policy/deprecations.yml has 1 problem:\n  policy/deprecations.yml:${where}: the file is not UTF-8 text: the bytes here (from ${first}) are not a UTF-8 character; save it as UTF-8`,
    );
  });
});
