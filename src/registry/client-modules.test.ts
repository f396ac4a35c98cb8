/**
 * The organization's module list, against the fake service: every page read, each checked as
 * Explorer's are; a list that does not add up fails rather than leave modules out.
 */
import { describe, expect, it } from 'vitest';
import type { ExplorerPagingFault } from '../../test/fake-tfe/explorer.ts';
import { openOn, rejection } from '../../test/support/registry-on-fake.ts';
import { ModuleListPagingError } from './module-list.ts';

/** 250 modules in all: three pages of 100 (vpc, then m000 … m248). */
async function openWithModules(options: Parameters<typeof openOn>[0] = {}) {
  const opened = await openOn(options);
  for (let i = 0; i < 249; i++) {
    opened.tfe.addModule({
      namespace: 'acme',
      name: `m${String(i).padStart(3, '0')}`,
      provider: 'aws',
      versions: ['1.0.0'],
    });
  }
  return opened;
}

describe('listModules', () => {
  it('reads every page of the private registry, asked for by number', async () => {
    const { tfe, client, done } = await openWithModules();
    try {
      const modules = await client.listModules('acme');
      expect(modules).toHaveLength(250);
      expect(modules[0]).toEqual({ namespace: 'acme', name: 'vpc', provider: 'aws' });
      expect(modules.at(-1)).toEqual({ namespace: 'acme', name: 'm248', provider: 'aws' });
      const asked = tfe.requests.filter((r) => r.path.includes('/registry-modules?'));
      expect(asked.map((r) => new URLSearchParams(r.path.split('?')[1]).get('page[number]'))).toEqual(['1', '2', '3']);
      expect(asked.every((r) => r.path.includes('filter%5Bregistry_name%5D=private'))).toBe(true);
    } finally {
      await done();
    }
  });

  it.each<[ExplorerPagingFault, string]>([
    ['repeat-first-page', 'wrong-page'],
    ['omit-links', 'next-disagrees'],
    ['wrong-count', 'count-disagrees'],
  ])('fails on a list whose paging does not add up: %s', async (fault, disagreement) => {
    const { client, done } = await openWithModules({ moduleListPagingFault: fault });
    try {
      const error = await rejection(client.listModules('acme'));
      expect(error).toBeInstanceOf(ModuleListPagingError);
      expect((error as ModuleListPagingError).disagreement).toBe(disagreement);
      expect(error.message).toContain("the organization's modules are unknown");
    } finally {
      await done();
    }
  });

  it('says what to check when the organization is not found', async () => {
    const { client, done } = await openOn();
    try {
      const error = await rejection(client.listModules('nope'));
      expect(error.message).toContain('The organization was not found, or the token may not list its modules');
    } finally {
      await done();
    }
  });

  it('refuses an entry that is no module address, and scrubs nothing into it', async () => {
    const { tfe, client, done } = await openOn();
    try {
      type Page = { data: Array<{ attributes: { name: string } }> };
      tfe.injectFault({
        path: /\/registry-modules$/,
        fault: {
          kind: 'rewrite',
          rewrite: (body) => {
            for (const entry of (body as Page).data) entry.attributes.name = '::error::x';
            return body;
          },
        },
      });
      const error = await rejection(client.listModules('acme'));
      expect(error.message).toContain('the module list has an entry that is no module address');
      expect(error.message).toContain('name "::error::x"');
    } finally {
      await done();
    }
  });
});
