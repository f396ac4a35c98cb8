/** The gate's log lines: the inputs, each directory's calls, the versions read per module, each call's status. */
import type { Log } from '../model.ts';
import { logInputs, serviceLine, type InputLine } from '../inputs/log.ts';
import type { Finding, JudgedVersion } from './judge/judge.ts';
import type { DirectoryScan } from './read/scan.ts';
import type { GateRequest } from './inputs.ts';
import { plural } from '../text.ts';
import { directoriesText, readFromText, staleCalls } from './report/directories.ts';
import { readByLabel } from './read/calls.ts';

/** Progress for the log; the mode passes the runner's. */
export type GateLog = Pick<Log, 'group' | 'info'>;

export async function logGateInputs(log: Log, request: GateRequest): Promise<void> {
  const { configurations: gate, onlyNew } = request;
  const directories = directoriesText(
    gate.directories.map((d) => d.display),
    JSON.stringify,
  );
  const organization =
    gate.organization !== undefined ? `organization ${gate.organization} only` : 'every organization';
  const lines: InputLine[] = [
    serviceLine(request),
    ['Status', `check the module calls of ${directories}`],
    ['Checks', `modules of the private registry on ${request.service.host}, ${organization}`],
  ];
  if (gate.tool === 'terraform') lines.push(['Tool', 'terraform: .tofu files are ignored']);
  if (gate.tool === 'opentofu') lines.push(['Tool', 'opentofu: x.tofu is read in place of x.tf']);
  if (onlyNew !== undefined && 'base' in onlyNew) {
    lines.push(['Only new', `fail only on calls not already on the base commit ${onlyNew.base}`]);
  }
  if (onlyNew !== undefined && 'unreadable' in onlyNew) {
    lines.push(['Only new', `no (${onlyNew.unreadable}): every call is judged`]);
  }
  await logInputs(log, request.warnings, lines);
}

/** The base commit `onlyNew` compares with: where it was read, or why it could not be. */
export function logBase(
  log: GateLog,
  name: string,
  read: { readonly root: string } | { readonly unreadable: string },
): void {
  log.info(
    'root' in read
      ? `${name}: checked out into a temporary worktree (${read.root}), removed after the run`
      : `${name} cannot be read: ${read.unreadable}`,
  );
}

/** What one directory holds, and where its versions come from. */
export function logScan(log: GateLog, scan: DirectoryScan): void {
  log.info(`${scan.directory}: ${plural(scan.calls.length, 'module call')}, ${readFromText(scan, (t) => t)}`);
  const { missing, outdated } = scan.stale > 0 ? staleCalls(scan) : { missing: 0, outdated: 0 };
  if (missing > 0) {
    log.info(
      `  ${scan.manifest} lacks ${plural(missing, 'call')} of the files: it predates them, so their versions are resolved from the constraints; run terraform init again`,
    );
  }
  if (outdated > 0) {
    log.info(
      `  ${scan.manifest}: the version terraform init installed for ${plural(outdated, 'call')} no longer satisfies the constraint in the files (changed since, by hand or by a fix), so ${outdated === 1 ? 'its version is' : 'their versions are'} resolved from the constraint; run terraform init`,
    );
  }
  if (scan.ignored > 0) {
    log.info(
      `  ${plural(scan.ignored, 'entry', 'entries')} of ${scan.manifest} ${scan.ignored === 1 ? 'is' : 'are'} no call of the files (removed calls, terraform test modules): ignored`,
    );
  }
}

export const filesRead = (log: GateLog, files: number): void =>
  log.info(`Read ${plural(files, 'configuration file')} in all.`);

/** A module's versions read (and how many are revoked, where its revocations were read), or why not. */
export function versionsRead(
  log: GateLog,
  address: string,
  versions: readonly JudgedVersion[],
  revocationRead: boolean,
): void {
  const count = versions.filter((v) => v.unlisted !== true).length;
  const revoked = versions.filter((v) => v.revoked === true).length;
  const shown = versions.some((v) => v.revoked !== undefined);
  // None revoked goes unsaid, as for the modules whose revocations were not read (the line after the group says which were).
  const revocation = !revocationRead
    ? ''
    : !shown
      ? ', the service shows no revocation'
      : revoked > 0
        ? `, ${revoked} revoked`
        : '';
  log.info(`  ${address}: ${plural(count, 'version')}${revocation}`);
}

/** Which modules' revocations were read, and why only those. */
export const revocationsRead = (log: GateLog, read: number, modules: number): void =>
  log.info(
    `Read the revoked versions of ${read} of ${plural(modules, 'module')}: those with a called version that the version list shows deprecated or lacks (only a deprecated version can be revoked).`,
  );

/** Why a read failed: a module's versions, or a revoked version's revocation. */
export const readFailed = (log: GateLog, what: string, message: string): void => log.info(`  ${what}: ${message}`);
export const revocationRead = (log: GateLog, what: string, revocation: { readonly message: string } | null): void =>
  log.info(
    `  ${what}: ${revocation === null ? 'no revocation shown' : `revoked: ${JSON.stringify(revocation.message)}`}`,
  );

/** What the base commit's configurations call, or why they could not be read. */
export const logBaseScan = (
  log: GateLog,
  scan: { readonly calls: readonly unknown[] } | { readonly unreadable: string },
): void =>
  log.info(
    'calls' in scan
      ? `${plural(scan.calls.length, 'module call')} on the base commit, in the same directories`
      : `The base commit cannot be read: ${scan.unreadable}`,
  );

/** One line per module call: where, which, and its status. */
export async function logFindings(log: GateLog, findings: readonly Finding[]): Promise<void> {
  await log.group('Deprecation status of each module call', async () => {
    for (const f of findings) {
      const v = f.verdict;
      const what =
        v.status === 'deprecated'
          ? `${v.version} ${v.revoked === true ? 'REVOKED' : 'DEPRECATED'}`
          : v.status === 'ok'
            ? `${v.version} not deprecated`
            : v.status === 'not-checked'
              ? `not checked (${v.why})`
              : `failed: ${v.error}`;
      const line = f.call.location.line !== undefined ? `:${f.call.location.line}` : '';
      log.info(`  ${f.call.location.file}${line}  ${f.call.key}${readByLabel(f.call)}  ${f.call.source}  ${what}`);
    }
  });
}
