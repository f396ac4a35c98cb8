/**
 * The requests a run keeps back from the primary budget: 200 of a real token's 5,000 or 15,000,
 * a tenth of a small budget such as the 60 GitHub's documentation shows, so that one is used.
 */
import { describe, expect, it } from 'vitest';
import { onFake } from '../../test/support/github-on-fake.ts';
import { budgetReserve } from './limits.ts';

describe('the budget kept back', () => {
  it('is the most asked of a real budget, a tenth of a small one', () => {
    expect(budgetReserve({ limit: 5_000 }, 200)).toBe(200);
    expect(budgetReserve({ limit: 15_000 }, 200)).toBe(200);
    expect(budgetReserve({ limit: 1_000 }, 200)).toBe(100);
    expect(budgetReserve({ limit: 60 }, 200)).toBe(6);
  });

  it('leaves most of a 60-request budget the fake states to use', async () => {
    const { github, client } = await onFake({ fake: { limits: { primary: 60 } } });
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    for (let i = 0; i < 4; i++) await client.repositories.get({ owner: 'acme', name: 'web' });
    const budget = client.budget();
    expect(budget).toMatchObject({ limit: 60, remaining: 56 });
    expect((budget?.remaining ?? 0) >= budgetReserve(budget ?? { limit: 0 }, 200)).toBe(true);
  });
});
