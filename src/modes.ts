/**
 * The modes: the `Request` union, which mode each command asks for, and the dispatch table. Each mode is a folder
 * whose `inputs.ts` parses, `run.ts` runs and `report.ts` reports (docs/development.md), loaded with a dynamic import
 * so a run loads only its own mode (the gate's HCL parser only for the gate).
 */
import type { CommandName } from './settings/commands.ts';
import type { ModeDeps, ModeInputs } from './model.ts';
import type { Report } from './report.ts';
import type { GateRequest } from './gate/inputs.ts';
import type { ReportRequest } from './report/inputs.ts';
import type { PolicyRequest } from './policy/inputs.ts';
import type { SingleRequest } from './single/inputs.ts';
import type { CampaignRequest } from './campaign/inputs.ts';
import type { GateResult } from './gate/run.ts';
import type { ReportResult } from './report/run.ts';
import type { PolicyResult } from './policy/run.ts';
import type { SingleResult } from './single/run.ts';
import type { CampaignResult } from './campaign/run.ts';

export type Request = SingleRequest | PolicyRequest | GateRequest | ReportRequest | CampaignRequest;
type RequestKind = Request['kind'];
type RequestOf<K extends RequestKind> = Extract<Request, { kind: K }>;
/** What each mode's run ends with, for its report. */
interface Results {
  readonly single: SingleResult;
  readonly policy: PolicyResult;
  readonly gate: GateResult;
  readonly report: ReportResult;
  readonly campaign: CampaignResult;
}

/** The mode that carries out each command: one module's versions for those that name one. */
export const MODE_OF: Readonly<Record<CommandName, RequestKind>> = {
  deprecate: 'single',
  undeprecate: 'single',
  revoke: 'single',
  unrevoke: 'single',
  check: 'single',
  usage: 'single',
  gate: 'gate',
  policy: 'policy',
  report: 'report',
  campaign: 'campaign',
};

/** A mode's run and report: what it does with its request, and what it says about it. */
export interface ModeWork<R, T = unknown> {
  run(request: R, deps: ModeDeps): Promise<T>;
  report(result: T): Report;
}

/** A mode as the dispatch sees it: its parser, then its work for the request, each loaded on use only. */
interface Mode<R, T> {
  parse(): Promise<(inputs: ModeInputs) => R>;
  work(request: R): Promise<ModeWork<R, T>>;
}

export const MODES: { readonly [K in RequestKind]: Mode<RequestOf<K>, Results[K]> } = {
  single: {
    parse: async () => (await import('./single/inputs.ts')).parse,
    work: async (request) => {
      const [{ run }, { report }, sarif] = await Promise.all([
        import('./single/run.ts'),
        import('./single/report.ts'),
        // The SARIF writer only for a check that writes a SARIF file.
        request.sarifFile !== undefined ? import('./single/sarif.ts') : undefined,
      ]);
      return { run: (request, deps) => run(request, deps, sarif?.writeCheckSarif), report };
    },
  },
  policy: {
    parse: async () => (await import('./policy/inputs.ts')).parse,
    work: async () => ({ ...(await import('./policy/run.ts')), ...(await import('./policy/report.ts')) }),
  },
  gate: {
    parse: async () => (await import('./gate/inputs.ts')).parse,
    work: async () => ({ ...(await import('./gate/run.ts')), ...(await import('./gate/report/report.ts')) }),
  },
  report: {
    parse: async () => (await import('./report/inputs.ts')).parse,
    work: async () => ({ ...(await import('./report/run.ts')), ...(await import('./report/report.ts')) }),
  },
  campaign: {
    parse: async () => (await import('./campaign/inputs.ts')).parse,
    work: async () => ({ ...(await import('./campaign/run.ts')), ...(await import('./campaign/report.ts')) }),
  },
};
