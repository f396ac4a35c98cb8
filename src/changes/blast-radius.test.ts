import { describe, expect, it } from 'vitest';
import { BLAST_RADIUS_MEANING, BLAST_RADIUS_SENTENCE, inUseWarning, revokesAnew } from './blast-radius.ts';
import { ACTION_WORDS } from '../wording.ts';

describe('the blast radius of a revoke plan', () => {
  it.each([
    [{ revokedBefore: false, steps: ['deprecate', 'revoke'] as const }, true],
    [{ revokedBefore: false, steps: [{ step: 'revoke' as const }] }, true],
    // A new message on a version already revoked reaches nobody new.
    [{ revokedBefore: true, steps: ['revoke'] as const }, false],
    [{ revokedBefore: false, steps: ['deprecate'] as const }, false],
  ])('%j revokes anew: %s', (change, expected) => {
    expect(revokesAnew(change)).toBe(expected);
  });

  it('says what a revocation does to the workspaces that use the version, and to the others', () => {
    expect(BLAST_RADIUS_SENTENCE.toLowerCase()).toContain(BLAST_RADIUS_MEANING.split(';')[0]);
    const { title, message } = inUseWarning(
      'h/acme/vpc/aws',
      '1.0.0',
      { count: 1, names: ['prod'] },
      false,
      ACTION_WORDS.setting('revokeOnlyUnused', 'true'),
    );
    expect(title).toBe('h/acme/vpc/aws 1.0.0 would be revoked while in use');
    expect(message).toMatch(/^1 workspace \(prod\) uses it\. .*workspaces that used it before go on with a warning\./);
  });
});
