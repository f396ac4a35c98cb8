/**
 * Every Mermaid chart a test produces, checked with Mermaid's own parser (mermaid 10, the line
 * GitHub's renderer bundles): the syntax, then the diagram's own model, which is where a gantt's
 * dates are read (an impossible day fails there, not in the grammar).
 *
 * Mermaid sanitizes labels with DOMPurify, which needs a window: Node has none, so a jsdom
 * window is made once, before Mermaid is loaded. Mermaid 11's parser package without a DOM
 * (@mermaid-js/parser) knows neither `xychart-beta` nor `gantt`.
 */
import { JSDOM } from 'jsdom';

type Mermaid = {
  parse(text: string): Promise<unknown>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: { getTasks?: () => unknown[] } }> };
};

let loaded: Promise<Mermaid> | undefined;

function mermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const g = globalThis as { window?: unknown };
    g.window ??= new JSDOM('').window;
    const module = (await import('mermaid')) as unknown as { default: Mermaid };
    return module.default;
  })();
  return loaded;
}

/** The ```mermaid blocks of a Markdown text. */
export function mermaidCharts(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);
}

/**
 * Throws with Mermaid's message when a chart does not parse, or its model does not load. A gantt's
 * days are checked too: Mermaid refuses an impossible start day, but takes an impossible end day
 * for the start, silently.
 */
export async function checkMermaid(chart: string): Promise<void> {
  const m = await mermaid();
  await m.parse(chart);
  const diagram = await m.mermaidAPI.getDiagramFromText(chart);
  diagram.db.getTasks?.();
  if (/^\s*gantt\b/m.test(chart)) {
    for (const [day] of chart.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) {
      const time = Date.parse(`${day}T00:00:00Z`);
      if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
        throw new Error(`Invalid date: ${day}`);
      }
    }
  }
}

/** Checks every chart of a Markdown text; returns how many there were. */
export async function checkMermaidCharts(markdown: string): Promise<number> {
  const charts = mermaidCharts(markdown);
  for (const chart of charts) await checkMermaid(chart);
  return charts.length;
}
