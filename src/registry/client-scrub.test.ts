/**
 * The run's secrets never come out of the client, whichever field of an answer echoes them:
 * the client parses every answer through the transport's scrubber.
 */
import { describe, expect, it } from 'vitest';
import { startAcmeFake } from '../../test/support/acme-fake.ts';
import { echoForms, type FakeTfe } from '../../test/fake-tfe/server.ts';
import { parseServiceAddress } from '../address.ts';
import { RegistryClient } from './client.ts';
import { secretScrubber } from './scrub.ts';
import { Transport } from './transport.ts';
import { ACTION_WORDS } from '../wording.ts';

const TOKEN = 'client-scrub.atlasv1.s3cret/token+1';
/** Another secret of the run, not this transport's token: a `usage-token` or a TF_TOKEN_*. */
const OTHER = 'other-secret.atlasv1.never-sent-2';
const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const ALL_FORMS = (token: string): string => echoForms(token).join('; ');

async function open(): Promise<{ tfe: FakeTfe; client: RegistryClient; notices: string[]; done: () => Promise<void> }> {
  const tfe = await startAcmeFake(TOKEN, { versions: ['1.0.0', '1.1.0'] });
  tfe.addToken(OTHER, { organizations: ['acme'] });
  const notices: string[] = [];
  const transport = new Transport({
    token: TOKEN,
    userAgent: 'test',
    words: ACTION_WORDS,
    requestTimeoutMs: 5_000,
    retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxElapsedMs: 0 },
    scrub: secretScrubber([TOKEN, OTHER]),
    onNotice: (message) => notices.push(message),
  });
  const client = new RegistryClient(parseServiceAddress(tfe.url), transport);
  return { tfe, client, notices, done: async () => (transport.close(), tfe.close()) };
}

function expectClean(value: unknown): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  for (const secret of [TOKEN, OTHER]) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
    expect(text).not.toContain(Buffer.from(secret).toString('base64').slice(0, 24));
  }
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('the client scrubs what the service echoes', () => {
  it('in the deprecation the PATCH answer echoes', async () => {
    const { tfe, client, done } = await open();
    try {
      type Answer = { included: Array<{ attributes: { reason: string; link: string } }> };
      tfe.injectFault({
        method: 'PATCH',
        fault: {
          kind: 'rewrite',
          rewrite: (body, token) => {
            for (const r of (body as Answer).included) {
              r.attributes.reason = `${ALL_FORMS(token ?? '')}; and ${OTHER}`;
              r.attributes.link = `https://example.com/?t=${encodeURIComponent(token ?? '')}`;
            }
            return body;
          },
        },
      });
      const answer = await client.setDeprecation('acme', module, '1.0.0', { deprecated: true, reason: 'r', link: '' });
      expect(answer.reason).toContain('Authorization: Bearer ***');
      expect(answer.link).toBe('https://example.com/?t=***');
      expectClean(answer);
    } finally {
      await done();
    }
  });

  it('in the revocation the PATCH answer echoes', async () => {
    const { tfe, client, done } = await open();
    try {
      tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
      type Answer = { data: { attributes: { revocation: { message: string; link: string } } } };
      tfe.injectFault({
        method: 'PATCH',
        fault: {
          kind: 'rewrite',
          rewrite: (body, token) => {
            const r = (body as Answer).data.attributes.revocation;
            r.message = ALL_FORMS(token ?? '');
            r.link = `https://example.com/${Buffer.from(`u:${token ?? ''}`).toString('base64url')}`;
            return body;
          },
        },
      });
      const answer = await client.setRevocation('acme', module, '1.0.0', { revoked: true, message: 'm', link: '' });
      expect(answer.message).toContain('Authorization: Bearer ***');
      expectClean(answer);
    } finally {
      await done();
    }
  });

  it('in a workspace name Explorer lists, refused and quoted', async () => {
    const { tfe, client, done } = await open();
    try {
      // The paged query: the export's cells are scrubbed the same way (explorer.test.ts).
      tfe.setOptions({ explorerExportStatus: 404 });
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      type Page = { data: Array<{ attributes: { workspaces: string } }> };
      tfe.injectFault({
        path: /\/explorer$/,
        fault: {
          kind: 'rewrite',
          rewrite: (body, token) => {
            for (const row of (body as Page).data) row.attributes.workspaces = `prod, ${token ?? ''}`;
            return body;
          },
        },
      });
      const error = await failure(client.listUsage('acme', module));
      expect(error.message).toContain('names a workspace "***"');
      expectClean(error.message);
    } finally {
      await done();
    }
  });

  it('in an answer that is not JSON, quoted by its start', async () => {
    const { tfe, client, done } = await open();
    try {
      const body = `<p>Bearer ${TOKEN}</p>`;
      tfe.injectFault({ path: /\/versions$/, fault: { kind: 'malformed', body } });
      const error = await failure(client.listVersions(module));
      expect(error.message).toContain('<p>Bearer ***</p>');
      expectClean(error.message);
    } finally {
      await done();
    }
  });

  it('in a rate-limit header the log quotes', async () => {
    const { tfe, client, notices, done } = await open();
    try {
      tfe.injectFault({ path: /\/versions$/, fault: { kind: 'headers', headers: { 'X-RateLimit-Limit': TOKEN } } });
      await client.listVersions(module);
      expect(notices.join('\n')).toContain('"***"');
      expectClean(notices);
    } finally {
      await done();
    }
  });

  it('in an error answer, for a secret of the run that this transport never sent', async () => {
    const { tfe, client, done } = await open();
    try {
      tfe.injectFault({
        path: /\/versions$/,
        fault: { kind: 'echo-token', status: 400, detail: () => `compare with ${ALL_FORMS(OTHER)}` },
      });
      const error = await failure(client.listVersions(module));
      expect(error.message).toContain('HTTP 400');
      expect(error.message).toContain('compare with Authorization: Bearer ***');
      expectClean(error.message);
    } finally {
      await done();
    }
  });
});
