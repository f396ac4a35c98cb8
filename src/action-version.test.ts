import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USER_AGENT, VERSION } from './action-version.ts';

describe('version', () => {
  it('is the version in package.json', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(packageJson.version);
  });

  it('names the action and its version in the user agent', () => {
    expect(USER_AGENT).toBe(`tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`);
  });
});
