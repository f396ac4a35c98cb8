/**
 * Throughput benchmark: deprecate 1, 10, 100 and 300 versions with the bundled action against the
 * fake service set to 50 ms latency and a 30 requests/second limit that answers 429 above it,
 * and compare with the floor (N / 30 s) and a one-request-at-a-time baseline. Then revoke 10,
 * 100 and 300 active versions, two requests each (deprecate, then revoke): floor 2N / 30 s.
 *
 *   npm run bench -- throughput            print the figures
 *   npm run bench -- throughput --check    also exit 1 when the N = 300 target is missed
 *
 * Targets at N = 300: no failed version; a deprecation in at most N + 4 requests, a revoke in at
 * most 2N + 5 (the fixed requests include the organization's feature set, a 404 on this fake as
 * on Terraform Enterprise), each plus one Explorer query for usage (read by default); wall time
 * within 1.15 x floor for each.
 */
import { startFakeTfe, type FakeTfe } from '../test/fake-tfe/server.ts';
import { parseResult, runAction } from '../test/e2e/harness.ts';

const TOKEN = 'bench-token';
const LATENCY_MS = 50;
const LIMIT = 30;
const SIZES = [1, 10, 100, 300];

async function seeded(n: number): Promise<FakeTfe> {
  const tfe = await startFakeTfe({ latencyMs: LATENCY_MS, rateLimit: LIMIT });
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  const versions = Array.from({ length: n }, (_, i) => `1.${Math.floor(i / 100)}.${i % 100}`);
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: [...versions, '2.0.0'] });
  return tfe;
}

interface Figures {
  wallMs: number;
  requests: number;
  rateLimited: number;
  failed: number;
}

/** The bundled action, as a runner starts it: every version below 2.0.0. */
async function actionRun(n: number, status: 'deprecated' | 'revoked' = 'deprecated'): Promise<Figures> {
  const tfe = await seeded(n);
  try {
    const started = performance.now();
    const run = await runAction({
      hostname: tfe.url,
      token: TOKEN,
      source: `${tfe.host}/acme/vpc/aws`,
      status,
      version: '< 2.0.0',
      reason: 'Benchmark',
      link: 'https://example.com/bench',
    });
    const wallMs = performance.now() - started;
    const result = parseResult(run) ?? [];
    const changed = result.filter((r) => r.outcome === 'changed' && r.verified === true).length;
    return {
      wallMs,
      requests: tfe.requests.length,
      rateLimited: tfe.requests.filter((r) => r.status === 429).length,
      failed: n - changed,
    };
  } finally {
    await tfe.close();
  }
}

/** What a shell loop of curl calls would do: one request at a time, waiting out each 429. */
async function baselineRun(n: number): Promise<Figures> {
  const tfe = await seeded(n);
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/vnd.api+json' };
  const send = async (method: string, path: string, body?: unknown): Promise<boolean> => {
    for (;;) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const response = await fetch(`${tfe.url}${path}`, { method, headers, body: payload });
      await response.arrayBuffer();
      if (response.status !== 429) return response.ok;
      await new Promise((r) => setTimeout(r, Number(response.headers.get('x-ratelimit-reset') ?? 1) * 1000));
    }
  };
  try {
    const started = performance.now();
    const list = '/api/registry/v1/modules/acme/vpc/aws/versions';
    await send('GET', list);
    let failed = 0;
    for (let i = 0; i < n; i++) {
      const version = `1.${Math.floor(i / 100)}.${i % 100}`;
      const ok = await send('PATCH', `/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws/${version}`, {
        data: {
          type: 'module-versions',
          attributes: {
            deprecation: { 'deprecated-status': 'Deprecated', reason: 'Benchmark', link: 'https://e.com' },
          },
        },
      });
      if (!ok) failed++;
    }
    await send('GET', list);
    return {
      wallMs: performance.now() - started,
      requests: tfe.requests.length,
      rateLimited: tfe.requests.filter((r) => r.status === 429).length,
      failed,
    };
  } finally {
    await tfe.close();
  }
}

export async function throughputBenchmark(check: boolean): Promise<boolean> {
  const rows: string[] = [];
  let targetMet = true;
  console.log(`Fake service: ${LATENCY_MS} ms latency per request, ${LIMIT} requests/second (429 above it).\n`);
  const header =
    '|     N | wall (s) | requests | 429s | failed | floor N/30 (s) | x floor | baseline (s) | x baseline |';
  rows.push(
    header,
    '|------:|---------:|---------:|-----:|-------:|---------------:|--------:|-------------:|-----------:|',
  );
  for (const n of SIZES) {
    const action = await actionRun(n);
    const baseline = await baselineRun(n);
    const floorMs = (n / LIMIT) * 1000;
    const row = [
      String(n).padStart(5),
      (action.wallMs / 1000).toFixed(2).padStart(8),
      String(action.requests).padStart(8),
      String(action.rateLimited).padStart(4),
      String(action.failed).padStart(6),
      (floorMs / 1000).toFixed(2).padStart(14),
      (action.wallMs / floorMs).toFixed(2).padStart(7),
      (baseline.wallMs / 1000).toFixed(2).padStart(12),
      (action.wallMs / baseline.wallMs).toFixed(2).padStart(10),
    ];
    rows.push(`| ${row.join(' | ')} |`);
    console.log(rows.at(-1));
    if (n === 300) {
      const ok = action.failed === 0 && action.requests <= n + 4 + 1 && action.wallMs <= floorMs * 1.15;
      targetMet = ok;
      console.log(
        `\nTarget at N = 300 (no failed version, at most ${n + 4 + 1} requests with usage, at most ${((floorMs * 1.15) / 1000).toFixed(2)} s): ${ok ? 'met' : 'MISSED'}`,
      );
    }
  }
  console.log(`\n${rows.join('\n')}`);

  console.log('\nRevoke N active versions: deprecate, then revoke, each version.\n');
  const revokeRows = [
    '|     N | wall (s) | requests | 429s | failed | floor 2N/30 (s) | x floor |',
    '|------:|---------:|---------:|-----:|-------:|----------------:|--------:|',
  ];
  for (const n of [10, 100, 300]) {
    const action = await actionRun(n, 'revoked');
    const floorMs = ((2 * n) / LIMIT) * 1000;
    revokeRows.push(
      `| ${[
        String(n).padStart(5),
        (action.wallMs / 1000).toFixed(2).padStart(8),
        String(action.requests).padStart(8),
        String(action.rateLimited).padStart(4),
        String(action.failed).padStart(6),
        (floorMs / 1000).toFixed(2).padStart(15),
        (action.wallMs / floorMs).toFixed(2).padStart(7),
      ].join(' | ')} |`,
    );
    console.log(revokeRows.at(-1));
    if (n === 300) {
      const ok = action.failed === 0 && action.requests <= 2 * n + 5 + 1 && action.wallMs <= floorMs * 1.15;
      targetMet = targetMet && ok;
      console.log(
        `\nRevoke target at N = 300 (no failed version, at most ${2 * n + 5 + 1} requests with usage, at most ${((floorMs * 1.15) / 1000).toFixed(2)} s): ${ok ? 'met' : 'MISSED'}`,
      );
    }
  }
  console.log(`\n${revokeRows.join('\n')}`);
  return targetMet || !check;
}
