/**
 * Job summaries as GitHub renders them: micromark with its GFM extension follows the same specs
 * as GitHub's cmark-gfm (CommonMark, GFM tables, autolinks). `summaryProblems` lists what a
 * reader would see broken: a table row with more or fewer cells than its header, a link that is
 * not http(s) or whose address swallowed an escape (`%5C`), a code span that shows an escape
 * character, and HTML that no Markdown of ours writes (foreign text passed through as markup).
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function render(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
}

/** Tags our Markdown renders to, and the few HTML tags the summaries write themselves. */
const OWN_TAGS = new Set([
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'details',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'strong',
  'sub',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'pre',
]);

const decode = (html: string): string =>
  html.replace(/&(lt|gt|amp|quot|#\d+);/g, (_, e: string) =>
    e === 'lt'
      ? '<'
      : e === 'gt'
        ? '>'
        : e === 'amp'
          ? '&'
          : e === 'quot'
            ? '"'
            : String.fromCharCode(Number(e.slice(1))),
  );

/** Cells of a table row in the Markdown source: split at pipes that are not escaped. */
function cellCount(row: string): number {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).length;
}

export function summaryProblems(markdown: string): string[] {
  const problems: string[] = [];
  // Tables: every row as wide as its header.
  let header: number | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      header = undefined;
      continue;
    }
    const cells = cellCount(line);
    if (header === undefined) header = cells;
    else if (cells !== header) problems.push(`table row with ${cells} cells under a header of ${header}: ${line}`);
  }
  const html = render(markdown);
  for (const m of html.matchAll(/<a href="([^"]*)"/g)) {
    const href = decode(m[1] as string);
    if (!/^https?:\/\//.test(href)) problems.push(`a link to something other than http(s): ${href}`);
    if (/%5C/i.test(href)) problems.push(`a link whose address swallowed an escape: ${href}`);
  }
  for (const m of html.matchAll(/<code>([\s\S]*?)<\/code>/g)) {
    const text = decode(m[1] as string);
    if (/\\[\\`*_[\]<>|]/.test(text)) problems.push(`a code span that shows an escape: ${text}`);
  }
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    const tag = (m[1] as string).toLowerCase();
    if (!OWN_TAGS.has(tag)) problems.push(`HTML that no summary writes: <${tag}>`);
  }
  return problems;
}

/** The text of every code span and every link, for tests that look for a name or an address. */
export function renderedFacts(markdown: string): { codes: string[]; links: Array<{ href: string; text: string }> } {
  const html = render(markdown);
  return {
    codes: [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1] as string)),
    links: [...html.matchAll(/<a href="([^"]*)">([\s\S]*?)<\/a>/g)].map((m) => ({
      href: decode(m[1] as string),
      text: decode((m[2] as string).replace(/<[^>]+>/g, '')),
    })),
  };
}

/** `@name`s GitHub would turn into a mention (and notify): outside code, after no letter or digit. */
export function mentions(markdown: string): string[] {
  return (
    render(markdown)
      .replace(/<code>[\s\S]*?<\/code>/g, '')
      .match(/(?<![A-Za-z0-9_])@[A-Za-z0-9][\w-]*/g) ?? []
  );
}
