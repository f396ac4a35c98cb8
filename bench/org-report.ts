/**
 * The organization's migration report at scale: 1,000 private modules × 20 versions and 5,000
 * workspaces (one revoked version used by 3,000 of them), reported by the bundled action against
 * the fake service paced at 30 requests per second (answering 429 above it), with 50 ms latency.
 *
 *   npm run bench -- org-report            print the figures
 *   npm run bench -- org-report --check    also exit 1 when a target is missed
 *
 * Targets: at most (module-list pages + 2 exports + 2 reads per module + 1 per revoked version
 * in use) requests; wall time within
 * 1.15 × the floor those requests allow at 30 per second; the action's peak memory (its maximum
 * resident set, written by a preloaded hook as it exits) under 256 MB; and the report agrees with
 * the organization seeded, workspace by workspace. Then a policy plan over every module, and a
 * report that opens a change request for every affected workspace (`change-requests: true`, no
 * bound): at most one bulk action per module version in use and one list read per affected
 * workspace, at no more than 30 requests per second (a 429 from jitter, sent again, under 0.5 %).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTfe, type RecordedRequest } from '../test/fake-tfe/server.ts';
import { runAction } from '../test/e2e/harness.ts';
import { orgTruth, seedOrg, type OrgShape } from '../test/support/migration-org.ts';

const TOKEN = 'scale-7c1d9e.atlasv1.f00dfeed42';
const LIMIT = 30;
const LATENCY_MS = 50;
const SHAPE: OrgShape = { modules: 1000, versions: 20, workspaces: 5000, hotWorkspaces: 3000, usesPerWorkspace: 8 };
const MEMORY_LIMIT_MB = 256;

/** Writes the process's peak resident set (kilobytes) to $PEAK_RSS_FILE as it exits. */
const PEAK_HOOK = `process.on('exit', () => require('node:fs').writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS)));\n`;

export async function orgReportBenchmark(check: boolean): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-org-report-'));
  const tfe = await startFakeTfe({ latencyMs: LATENCY_MS, rateLimit: LIMIT });
  try {
    tfe.addOrganization('acme');
    tfe.addToken(TOKEN, { organizations: ['acme'] });
    const seedStarted = performance.now();
    const truth = orgTruth(SHAPE);
    seedOrg(tfe, truth);
    const uses = [...truth.values()].reduce(
      (n, vs) => n + [...vs.values()].reduce((m, v) => m + v.workspaces.length, 0),
      0,
    );
    console.log(
      `Migration report: ${SHAPE.modules} modules × ${SHAPE.versions} versions, ${SHAPE.workspaces} workspaces, ${uses} uses (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); fake at ${LIMIT} requests/s, ${LATENCY_MS} ms latency`,
    );
    const hook = path.join(dir, 'peak-rss.cjs');
    const peakFile = path.join(dir, 'peak-rss.txt');
    await writeFile(hook, PEAK_HOOK);
    const reportFile = path.join(dir, 'report.json');
    const started = performance.now();
    const startedAt = Date.now();
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        organization: 'acme',
        status: 'report',
        'report-file': reportFile,
        'report-csv': path.join(dir, 'report.csv'),
      },
      { env: { NODE_OPTIONS: `--require ${hook}`, PEAK_RSS_FILE: peakFile, GITHUB_WORKSPACE: dir } },
    );
    const wallMs = performance.now() - started;
    if (run.exitCode !== 0) throw new Error(`the report failed:\n${run.stdout}\n${run.stderr}`);

    // A request the fake answered 429 is sent again: the retries are shown apart from the report's own.
    const rateLimited = tfe.requests.filter((r) => r.status === 429).length;
    const requests = tfe.requests.length - rateLimited;
    // The module view and the workspace view (projects), and each revoked version in use's message.
    const revokedInUse = [...truth.values()]
      .flatMap((versions) => [...versions.values()])
      .filter((v) => v.state === 'revoked' && v.workspaces.length > 0).length;
    const planBound = Math.ceil(SHAPE.modules / 100) + 1 + 2 * SHAPE.modules;
    const bound = planBound + 1 + revokedInUse;
    const floorMs = (bound / LIMIT) * 1000;
    const peakMb = Number(await readFile(peakFile, 'utf8')) / 1024;
    const agrees = await agreesWithTruth(reportFile, truth);
    const rows: Array<[string, string, boolean]> = [
      [
        `requests ${requests}`,
        `bound ${bound} (module-list pages + 2 exports + 2 per module + ${revokedInUse} revoked in use)`,
        requests <= bound,
      ],
      [
        `wall time ${(wallMs / 1000).toFixed(1)} s`,
        `${(wallMs / floorMs).toFixed(2)} × the floor of ${(floorMs / 1000).toFixed(1)} s (target 1.15 ×)`,
        wallMs <= floorMs * 1.15,
      ],
      [`peak memory ${peakMb.toFixed(0)} MB`, `target under ${MEMORY_LIMIT_MB} MB`, peakMb < MEMORY_LIMIT_MB],
      [`report agrees with the truth`, 'workspace by workspace', agrees],
      [`retried after 429: ${rateLimited}`, 'the fake counts arrivals; jitter can put 31 in one second', true],
    ];
    for (const [figure, against, ok] of rows) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${figure.padEnd(28)} ${against}`);
    // Where the time went, from when the fake received each request.
    const at = (r: { receivedAt: number }): number => (r.receivedAt - startedAt) / 1000;
    const reads = tfe.requests.filter(
      (r) => r.path.includes('/registry/v1/') || /registry-modules\/private\//.test(r.path),
    );
    const explorer = tfe.requests.filter((r) => r.path.includes('/explorer'));
    console.log(
      `  time: first request at ${at(tfe.requests[0] as RecordedRequest).toFixed(1)} s, export at ${explorer.map((r) => at(r).toFixed(1)).join(', ')} s, module reads ${at(reads[0] as RecordedRequest).toFixed(1)}–${at(reads.at(-1) as RecordedRequest).toFixed(1)} s (${(reads.length / (at(reads.at(-1) as RecordedRequest) - at(reads[0] as RecordedRequest))).toFixed(1)}/s), exit at ${(wallMs / 1000).toFixed(1)} s`,
    );
    const planOk = await policyPlanRow(tfe, dir, planBound);
    const changeRequestsOk = await changeRequestRow(tfe, truth);
    const ok = rows.every(([, , met]) => met) && planOk && changeRequestsOk;
    if (check && !ok) console.log('org-report: a target was missed');
    return ok || !check;
  } finally {
    await tfe.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function agreesWithTruth(file: string, truth: ReturnType<typeof orgTruth>): Promise<boolean> {
  const json = JSON.parse(await readFile(file, 'utf8')) as {
    modules: Array<{ module: string; versions: Array<{ version: string; state: string; workspaces: string[] }> }>;
  };
  if (json.modules.length !== truth.size) return false;
  return json.modules.every((m) =>
    m.versions.every((v) => {
      const expected = truth.get(m.module)?.get(v.version);
      return expected?.state === v.state && expected.workspaces.join() === v.workspaces.join();
    }),
  );
}

/**
 * A policy plan whose one pattern takes every module of the same organization (any name, any
 * provider): the modules listed once, usage read once for all of them (the export), two reads
 * per module; the report's bound without its projects and revocation messages.
 */
async function policyPlanRow(
  tfe: Awaited<ReturnType<typeof startFakeTfe>>,
  dir: string,
  bound: number,
): Promise<boolean> {
  const policy = path.join(dir, 'policy.yml');
  // A rule that deprecates, so the plan has work in every module, and revokes nothing today.
  await writeFile(
    policy,
    'modules:\n  - source: acme/*/*\n    keep-latest: 2\n    rules:\n      - versions: "< 1.5.0"\n        reason: Superseded.\n        link: https://example.com/upgrade\n',
  );
  const before = tfe.requests.length;
  const started = performance.now();
  const run = await runAction(
    { hostname: tfe.url, token: TOKEN, 'policy-file': policy, 'dry-run': 'true' },
    { env: { GITHUB_WORKSPACE: dir } },
  );
  const wallMs = performance.now() - started;
  const made = tfe.requests.slice(before);
  const requests = made.length - made.filter((r) => r.status === 429).length;
  const ok = run.exitCode === 0 && requests <= bound;
  if (run.exitCode !== 0)
    console.log(
      run.stdout
        .split('\n')
        .filter((l) => l.startsWith('::error'))
        .join('\n'),
    );
  console.log(
    `  ${ok ? 'ok  ' : 'MISS'} ${`policy plan acme/*/*: ${requests} requests`.padEnd(28)} bound ${bound}, ${(wallMs / 1000).toFixed(1)} s (exit code ${run.exitCode})`,
  );
  return ok;
}

/**
 * Change requests for every workspace that uses a deprecated or revoked version: one bulk action
 * per module version in use and one list read per affected workspace at most, paced like every
 * request (the fake's arrivals, in any one second, stay within its limit).
 */
async function changeRequestRow(
  tfe: Awaited<ReturnType<typeof startFakeTfe>>,
  truth: ReturnType<typeof orgTruth>,
): Promise<boolean> {
  const retired = [...truth.values()].flatMap((vs) =>
    [...vs.values()].filter((v) => v.state !== 'active' && v.workspaces.length > 0),
  );
  const affected = new Set(retired.flatMap((v) => v.workspaces)).size;
  const before = tfe.requests.length;
  const started = performance.now();
  const run = await runAction({
    hostname: tfe.url,
    token: TOKEN,
    organization: 'acme',
    status: 'report',
    'change-requests': 'true',
    'change-requests-limit': '100000',
  });
  const wallMs = performance.now() - started;
  const made = tfe.requests.slice(before);
  const answered = made.filter((r) => r.status !== 429);
  const bulk = answered.filter((r) => r.method === 'POST').length;
  const lists = answered.filter((r) => /\/workspaces\/[^/]+\/change-requests/.test(r.path)).length;
  const opened = Number(run.outputs['change-requests-opened'] ?? 0);
  const uses = retired.reduce((n, v) => n + v.workspaces.length, 0);
  // The fake counts the arrivals it takes in a sliding second and answers 429 above its limit; the
  // transport paces starts under it, so only jitter (arrivals bunched by a busy event loop) draws one.
  const perSecond = answered.length / (wallMs / 1000);
  const rateLimited = made.length - answered.length;
  const rows: Array<[string, string, boolean]> = [
    [
      `change requests opened ${opened}`,
      `every use of a retired version (${uses})`,
      run.exitCode === 0 && opened === uses,
    ],
    [`bulk actions ${bulk}`, `at most one per module version in use (${retired.length})`, bulk <= retired.length],
    [`list reads ${lists}`, `at most one per affected workspace (${affected})`, lists <= affected],
    [
      `${perSecond.toFixed(1)} requests per second`,
      `limit ${LIMIT}: ${answered.length} requests in ${(wallMs / 1000).toFixed(1)} s, ${rateLimited} answered 429 and sent again (target under 0.5 %)`,
      perSecond <= LIMIT && rateLimited <= answered.length * 0.005,
    ],
  ];
  for (const [figure, against, ok] of rows) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${figure.padEnd(28)} ${against}`);
  return rows.every(([, , ok]) => ok);
}
