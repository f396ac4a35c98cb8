import { describe, expect, it } from 'vitest';
import { memoryRegistry } from '../../test/support/memory-registry.ts';
import { ACTION_WORDS } from '../wording.ts';
import type { RepositoryFiles } from './discover.ts';
import { campaignRegistry, judgeRepository } from './judge.ts';
import { VERSIONS, calling } from '../../test/support/campaign-fixtures.ts';

const files = (texts: Record<string, string>): RepositoryFiles => ({
  tree: 't',
  files: new Map(Object.entries(texts).map(([file, text]) => [file, { text, sha: file, mode: '100644' as const }])),
  complete: true,
  gaps: [],
  links: [],
});
const settings = {
  host: 'app.terraform.io',
  organization: 'acme',
  pattern: { namespace: 'acme', name: 'vpc', provider: 'aws' },
  fixMajor: false,
  words: ACTION_WORDS,
};

describe('a repository judged in memory', () => {
  it('moves each call with the gate’s edit, a shared local module once, and asks the registry once', async () => {
    const registry = memoryRegistry({
      'acme/vpc/aws': VERSIONS,
      'acme/dns/aws': [{ version: '1.0.0', deprecation: { reason: 'old', link: '' } }],
    });
    const asked: string[] = [];
    const counting = {
      ...registry,
      listVersions: (m: Parameters<typeof registry.listVersions>[0]) => (
        asked.push(`${m.namespace}/${m.name}`),
        registry.listVersions(m)
      ),
    };
    const cached = campaignRegistry(counting, settings.pattern);
    const repo = files({
      'envs/prod/main.tf': `module "net" {\n  source = "../../modules/net"\n}\n`,
      'envs/dev/main.tf': `module "net" {\n  source = "../../modules/net"\n}\n`,
      'modules/net/vpc.tf': calling('1.0.0'),
      'app/main.tf': calling('~> 1.1.0').replace('"~> 1.1.0"', '"~> 1.1.0"'),
      'dns/main.tf': calling('1.0.0').replace('acme/vpc/aws', 'acme/dns/aws'),
    });
    const judged = await judgeRepository(repo, settings, cached);
    await judgeRepository(repo, settings, cached);
    expect(asked).toEqual(['acme/vpc']);
    expect(judged.unread).toEqual([]);
    const [vpc] = judged.modules;
    expect(judged.modules).toHaveLength(1);
    expect(vpc?.versions.map((v) => [v.version, v.state])).toEqual([
      ['1.1.0', 'revoked'],
      ['1.0.0', 'deprecated'],
    ]);
    expect(vpc?.calls.map((c) => [c.file, c.line, c.kind, c.from, c.written])).toEqual([
      ['app/main.tf', 3, 'rewrite', '~> 1.1.0', '~> 1.2.0'],
      ['modules/net/vpc.tf', 3, 'rewrite', '1.0.0', '1.2.0'],
    ]);
    expect(vpc?.files.map((f) => [f.file, f.after])).toEqual([
      ['app/main.tf', calling('~> 1.2.0')],
      ['modules/net/vpc.tf', calling('1.2.0')],
    ]);
  });

  it('judges the configurations it can read when one cannot be, and says which', async () => {
    const cached = campaignRegistry(memoryRegistry({ 'acme/vpc/aws': VERSIONS }), settings.pattern);
    const judged = await judgeRepository(
      files({ 'a/main.tf': calling('1.0.0'), 'b/main.tf': 'module "x" {\n  source = "../nowhere"\n}\n' }),
      settings,
      cached,
    );
    expect(judged.unread.map((u) => u.directory)).toEqual(['b']);
    expect(judged.modules[0]?.files.map((f) => f.file)).toEqual(['a/main.tf']);
  });

  it('does not judge a call whose module’s versions cannot be read as fine', async () => {
    const registry = memoryRegistry({ 'acme/vpc/aws': VERSIONS });
    const failing = { ...registry, listVersions: async () => Promise.reject(new Error('HTTP 503')) };
    const judged = await judgeRepository(
      files({ 'main.tf': calling('1.0.0') }),
      settings,
      campaignRegistry(failing, settings.pattern),
    );
    expect(judged.modules).toEqual([]);
    expect(judged.unread).toHaveLength(1);
    expect(judged.unread[0]?.why).toMatch(/503/);
  });
});
