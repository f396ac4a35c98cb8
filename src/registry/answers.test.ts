import { describe, expect, it } from 'vitest';
import { checkVersionsList, isRegistryVersion } from './answers.ts';
import { ResponseShapeError } from './errors.ts';
import { ACTION_WORDS } from '../wording.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const service = { host: 'tfe.example.com', hostname: 'tfe.example.com' };
const entry = (versions: unknown[], source: unknown = 'acme/vpc/aws') => ({ source, versions });
const check = (modules: unknown[]) => checkVersionsList(modules, module, service, ACTION_WORDS);
const refusal = (modules: unknown[]): string => {
  try {
    check(modules);
  } catch (error) {
    expect(error).toBeInstanceOf(ResponseShapeError);
    return (error as Error).message;
  }
  throw new Error('expected the list to be refused');
};

describe('isRegistryVersion', () => {
  it.each(['0.0.0', '1.2.3', '10.20.30', '1.0.0-rc.1', '1.0.0-alpha-1.0a', '1.0.0+build.7', '2.0.0-rc.1+sha.5114f85'])(
    'accepts %s',
    (v) => expect(isRegistryVersion(v)).toBe(true),
  );
  it.each([
    '',
    '..',
    '.',
    '1.0.0/../x',
    '1.0.0/..',
    '../1.0.0',
    'v1.0.0',
    '1.0',
    '1',
    '01.0.0',
    '1.0.0-',
    '1.0.0-01',
    '1.0.0+',
    '1.0.0 ',
    ' 1.0.0',
    '1.0.0\n',
    '1.0.0%2F..',
    '1.0.0?x=1',
    '1.0.0#x',
    `1.0.0-${'a'.repeat(200)}`,
  ])('refuses %j', (v) => expect(isRegistryVersion(v)).toBe(false));
});

describe('checkVersionsList', () => {
  it('reads the versions of the module asked for, its source in any case or with this host', () => {
    expect(check([entry([{ version: '1.0.0', deprecation: null }], 'ACME/Vpc/AWS')])).toEqual([
      { version: '1.0.0', deprecation: null },
    ]);
    expect(check([entry([{ version: '1.0.0' }], 'tfe.example.com/acme/vpc/aws')])).toHaveLength(1);
    // An older service without `source`: nothing to compare, the versions still count.
    expect(check([{ versions: [{ version: '1.0.0' }] }])).toHaveLength(1);
    expect(check([])).toEqual([]);
  });

  it.each([
    ['another module', 'acme/eks/aws'],
    ['another namespace', 'other/vpc/aws'],
    ['another provider', 'acme/vpc/google'],
    ['another host', 'registry.example.org/acme/vpc/aws'],
    ['a path with more parts', 'acme/vpc/aws/extra'],
    ['no string', 42],
  ])('refuses a list whose source is %s, before anything acts on it', (_, source) => {
    const message = refusal([entry([{ version: '1.0.0' }], source)]);
    expect(message).toContain('not the module asked for (acme/vpc/aws); nothing was changed');
  });

  it('refuses a list with one foreign entry among good ones', () => {
    expect(refusal([entry([{ version: '1.0.0' }]), entry([{ version: '9.9.9' }], 'acme/eks/aws')])).toContain(
      '"acme/eks/aws"',
    );
  });

  it.each(['..', '1.0.0/../x', 'v1.0.0', '1.0.0\n::error::forged'])(
    'refuses a list with the version %j, quoting it safely',
    (version) => {
      const message = refusal([entry([{ version: '1.0.0' }, { version }])]);
      expect(message).toContain('is not a version (MAJOR.MINOR.PATCH such as 1.2.0); nothing was changed');
      expect(message).toContain(JSON.stringify(version));
      expect(message).not.toContain('\n');
    },
  );

  it('collapses a version listed twice with the same deprecation, keeping the first place', () => {
    const deprecation = { reason: 'old', link: 'https://e.com' };
    expect(
      check([
        entry([
          { version: '1.0.0', deprecation },
          { version: '2.0.0', deprecation: null },
          { version: '1.0.0', deprecation: { ...deprecation } },
        ]),
        entry([{ version: '2.0.0' }]),
      ]),
    ).toEqual([
      { version: '1.0.0', deprecation },
      { version: '2.0.0', deprecation: null },
    ]);
  });

  it.each([
    [{ reason: 'old', link: '' }, null, 'once deprecated (reason "old") and once not deprecated'],
    [{ reason: 'old', link: '' }, { reason: 'new', link: '' }, 'once deprecated (reason "old") and once deprecated'],
    [{ reason: 'old', link: 'https://a.example' }, { reason: 'old', link: 'https://b.example' }, 'twice'],
  ])('refuses a version listed twice when the entries disagree: %j and %j', (a, b, said) => {
    const message = refusal([
      entry([
        { version: '1.0.0', deprecation: a },
        { version: '1.0.0', deprecation: b },
      ]),
    ]);
    expect(message).toContain('has version 1.0.0 twice');
    expect(message).toContain(said);
    expect(message).toContain('nothing was changed');
  });
});
