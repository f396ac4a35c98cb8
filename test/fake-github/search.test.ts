/**
 * Code search as a candidate filter: legacy qualifiers, words with punctuation ignored, the default
 * branch only, forks left out, paged, at most 1,000 results, and `incomplete_results` on demand.
 */
import { describe, expect, it } from 'vitest';
import { call, github, start, startEach } from './test-client.ts';

type Search = {
  total_count: number;
  incomplete_results: boolean;
  items: Array<{ path: string; repository: { full_name: string } }>;
};

const found = (answer: { data: Search }) => answer.data.items.map((i) => `${i.repository.full_name}:${i.path}`);

describe('code search', () => {
  startEach();

  it('finds files by their words, a module address read as separate words', async () => {
    github.addRepository({ fullName: 'globex/net', files: { 'main.tf': 'source = "app.terraform.io/acme/vpc/aws"' } });
    const answer = await call<Search>('GET', `/search/code?q=${encodeURIComponent('"acme/vpc/aws"')}`);
    expect(answer.data.incomplete_results).toBe(false);
    expect(found(answer)).toEqual(['acme/web:infra/main.tf', 'globex/net:main.tf']);
  });

  it('narrows by org:, path:, extension: and filename:', async () => {
    github.addRepository({ fullName: 'globex/net', files: { 'main.tf': 'acme vpc' } });
    github.addRepository({ fullName: 'acme/ops', files: { 'deep/x/main.tf': 'acme vpc', 'vpc.md': 'acme vpc' } });
    const q = (text: string) => call<Search>('GET', `/search/code?q=${encodeURIComponent(text)}`).then(found);
    expect(await q('vpc org:acme extension:tf')).toEqual(['acme/web:infra/main.tf', 'acme/ops:deep/x/main.tf']);
    expect(await q('vpc org:acme path:deep')).toEqual(['acme/ops:deep/x/main.tf']);
    expect(await q('vpc filename:vpc.md')).toEqual(['acme/ops:vpc.md']);
    expect(await q('vpc repo:globex/net')).toEqual(['globex/net:main.tf']);
  });

  it('leaves out forks, other branches and files of 384 KB or more', async () => {
    github.addRepository({ fullName: 'acme/forked', files: { 'a.tf': 'acme vpc' }, fork: true });
    github.addRepository({ fullName: 'acme/huge', files: { 'a.tf': `acme vpc ${'x'.repeat(400 * 1024)}` } });
    github.pushCommit('acme/docs', 'main', { files: { 'n.tf': 'nothing' } });
    const answer = await call<Search>('GET', '/search/code?q=acme+vpc+extension:tf');
    expect(found(answer)).toEqual(['acme/web:infra/main.tf']);
    const forks = await call<Search>('GET', '/search/code?q=acme+vpc+fork:true');
    expect(found(forks)).toContain('acme/forked:a.tf');
  });

  it('pages, and refuses a page past the first 1,000 results', async () => {
    for (let i = 0; i < 3; i++) github.addRepository({ fullName: `acme/r${i}`, files: { 'a.tf': 'acme vpc' } });
    const page = await call<Search>('GET', '/search/code?q=vpc&per_page=2');
    expect(page.data.total_count).toBe(4);
    expect(page.data.items).toHaveLength(2);
    expect(page.headers.get('link')).toContain('rel="next"');
    expect((await call('GET', '/search/code?q=vpc&per_page=100&page=11')).status).toBe(422);
  });

  it('says incomplete_results when told to', async () => {
    const fake = await start({ searchIncomplete: true });
    try {
      const answer = await call<Search>('GET', '/search/code?q=vpc', { base: fake.url });
      expect(answer.data.incomplete_results).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
