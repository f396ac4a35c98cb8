import { describe, expect, it } from 'vitest';
import { suggestionText } from './advice.ts';
import type { Suggestion } from './judge.ts';

describe('suggestionText: an upgrade only where it is one, and what to write', () => {
  it.each<[Suggestion | undefined, string, string]>([
    [
      { version: '1.3.0', step: 'upgrade', edit: { kind: 'rewrite', from: '1.2.0', to: '1.3.0' } },
      '1.2.0',
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. Change version "1.2.0" to "1.3.0".',
    ],
    [
      { version: '2.0.0', step: 'major-upgrade', edit: { kind: 'rewrite', from: '~> 1.0', to: '~> 2.0' } },
      '1.2.0',
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.0" to "~> 2.0".',
    ],
    [
      // The edit is for the version named first; the quick way off a major step comes after it.
      {
        version: '2.0.0',
        step: 'major-upgrade',
        sameMajor: '1.1.0',
        edit: { kind: 'rewrite', from: '1.2.0', to: '2.0.0' },
      },
      '1.2.0',
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "1.2.0" to "2.0.0". Or go back to 1.1.0, the newest usable 1.x, to unblock now.',
    ],
    [
      { version: '1.1.0', step: 'downgrade', edit: { kind: 'rewrite', from: '~> 1.0', to: '~> 1.1.0' } },
      '1.2.0',
      'Every newer version is deprecated or revoked: go back to 1.1.0, the newest earlier 1.x version that is neither deprecated nor revoked. Change version "~> 1.0" to "~> 1.1.0".',
    ],
    [
      { version: '1.4.0', step: 'major-downgrade', edit: { kind: 'rewrite', from: '2.0.0', to: '1.4.0' } },
      '2.0.0',
      'Every newer version, and every earlier 2.x one, is deprecated or revoked: go back to 1.4.0, the newest earlier version that is neither, of an earlier major version (2.x → 1.x). Change version "2.0.0" to "1.4.0".',
    ],
    [
      { version: '1.3.0', step: 'upgrade', edit: { kind: 'init-upgrade', from: '~> 1.0' } },
      '1.2.0',
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. The constraint "~> 1.0" already selects it: run terraform init -upgrade (terraform init installed 1.2.0).',
    ],
    [
      {
        version: '1.1.0',
        step: 'downgrade',
        edit: { kind: 'by-hand', why: 'unusual-constraint', from: '>= 1.0, < 1.3' },
      },
      '1.2.0',
      'Every newer version is deprecated or revoked: go back to 1.1.0, the newest earlier 1.x version that is neither deprecated nor revoked. Change the constraint ">= 1.0, < 1.3" by hand so that it selects 1.1.0 (for example to "1.1.0").',
    ],
    [
      { version: '1.3.0', step: 'upgrade', edit: { kind: 'by-hand', why: 'version-expression', from: 'var.v' } },
      '1.2.0',
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. The version is the expression var.v: set it to "1.3.0" where its value comes from.',
    ],
    [
      undefined,
      '1.2.0',
      'There is no version to move to: every other release of this module is deprecated or revoked.',
    ],
  ])('%j from %s', (suggestion, inUse, text) => {
    expect(suggestionText(suggestion, inUse)).toBe(text);
  });

  it('never calls a step back an upgrade', () => {
    for (const step of ['downgrade', 'major-downgrade'] as const) {
      const text = suggestionText({ version: '1.0.0', step, edit: { kind: 'init-upgrade' } }, '2.0.0');
      expect(text).not.toMatch(/upgrade to/i);
    }
  });
});
