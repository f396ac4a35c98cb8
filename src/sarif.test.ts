import { describe, expect, it } from 'vitest';
import { SARIF_RULES, sarifLog } from './sarif.ts';

describe('the SARIF rules', () => {
  it('carry their own help, and link to no address the action cannot know', () => {
    for (const rule of Object.values(SARIF_RULES)) {
      expect(rule.help.text.length, rule.id).toBeGreaterThan(100);
      expect(rule.help.markdown, rule.id).toBe(rule.help.text);
    }
    expect(JSON.stringify(sarifLog([]).log)).not.toMatch(/your-org|helpUri|informationUri/);
  });
});
