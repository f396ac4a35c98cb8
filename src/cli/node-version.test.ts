import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from './node-version.ts';

describe('nodeVersionProblem', () => {
  it("takes the minimum package.json's engines gives the published command line", () => {
    const engines = (
      JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
        engines: { node: string };
      }
    ).engines;
    expect(engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
  });

  it('refuses an older Node.js, naming the version needed and the one found', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(/^needs Node\.js 22 or newer; this is Node\.js 20\.20\.2\./);
    expect(nodeVersionProblem('v18.0.0')).toMatch(/this is Node\.js 18\.0\.0/);
    expect(nodeVersionProblem('22.0.0')).toBeUndefined();
    expect(nodeVersionProblem('24.21.0')).toBeUndefined();
  });
});
