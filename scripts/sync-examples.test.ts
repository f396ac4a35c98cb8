import { describe, expect, it } from 'vitest';
import { exampleBody, withExamples } from './sync-examples.ts';

const FILE = 'docs/examples/policy-plan.yml';

describe('withExamples', () => {
  it('fills an empty block, and leaves the text after it alone', () => {
    const page = `Intro\n\n<!-- example: ${FILE} -->\n\n\`\`\`yaml\n\`\`\`\n\n## Next\n\n\`\`\`sh\nnpm test\n\`\`\`\n`;
    expect(withExamples(page)).toBe(
      `Intro\n\n<!-- example: ${FILE} -->\n\n\`\`\`yaml\n${exampleBody(FILE)}\n\`\`\`\n\n## Next\n\n\`\`\`sh\nnpm test\n\`\`\`\n`,
    );
  });

  it('replaces a stale block, and changes nothing the second time', () => {
    const page = `<!-- example: ${FILE} -->\n\n\`\`\`yaml\nname: old\n\`\`\`\n`;
    const once = withExamples(page);
    expect(once).toContain(exampleBody(FILE));
    expect(once).not.toContain('name: old');
    expect(withExamples(once)).toBe(once);
  });

  it('shows an example without its first comment line, and another file whole', () => {
    expect(exampleBody(FILE).startsWith('name:')).toBe(true);
    expect(exampleBody('docs/deprecations.yml').startsWith('# yaml-language-server')).toBe(true);
  });

  it('drops the whole sentence that says what an example is for, however many lines, and keeps what follows', () => {
    // Its purpose takes two comment lines: the page starts at `name:`, never mid-sentence.
    expect(exampleBody('docs/examples/migration-pull-request.yml').startsWith('name: Module version migration')).toBe(
      true,
    );
    // One line of purpose, then an instruction that the page keeps.
    expect(exampleBody('docs/examples/gitlab-ci.yml').startsWith('# Set the token as a masked')).toBe(true);
  });
});
