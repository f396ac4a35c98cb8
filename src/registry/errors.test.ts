import { describe, expect, it } from 'vitest';
import {
  certificateHint,
  noAnswerHint,
  TransportError,
  gaveUp,
  networkFailure,
  parseApiErrors,
  registryError,
} from './errors.ts';
import { ACTION_WORDS } from '../wording.ts';
import { secretScrubber } from './scrub.ts';
import { printable } from '../text.ts';

describe('parseApiErrors', () => {
  it('reads objects with string or number status, plain strings, and non-JSON', () => {
    expect(parseApiErrors('{"errors":[{"status":429,"title":"Too many requests"}]}')).toEqual([
      { status: '429', title: 'Too many requests', detail: undefined, pointer: undefined },
    ]);
    expect(parseApiErrors('{"errors":["Not Found"]}')).toEqual([{ detail: 'Not Found' }]);
    expect(parseApiErrors('<html>Bad gateway</html>')).toEqual([]);
    expect(parseApiErrors('{"errors":{"oops":1}}')).toEqual([]);
  });
});

describe("the run's secrets in an error answer", () => {
  const token = 'echoed.atlasv1.c0ffee-secret';
  const scrub = secretScrubber([token]);
  const body = JSON.stringify({
    errors: [
      {
        status: '422',
        title: `invalid token ${token}`,
        detail: `Authorization: Bearer ${token}; ?t=${encodeURIComponent(token)}; Basic ${Buffer.from(`u:${token}`).toString('base64')}`,
        source: { pointer: `/data/${token}` },
      },
      `plain ${token}`,
    ],
  });

  it('are scrubbed from every field and from the message', () => {
    const error = registryError('revoke', 422, body, ACTION_WORDS, scrub);
    const all = JSON.stringify({ message: error.message, details: error.details });
    for (const form of [token, encodeURIComponent(token), Buffer.from(token).toString('base64').slice(0, 20)]) {
      expect(all).not.toContain(form);
    }
    expect(error.details[0]?.detail).toMatch(/^Authorization: Bearer \*\*\*; \?t=\*\*\*; Basic /);
    expect(error.details[1]).toEqual({ detail: 'plain ***' });
    expect(parseApiErrors(body, scrub)[0]?.title).toBe('invalid token ***');
  });
});

describe('registryError', () => {
  it('names what to check for each status', () => {
    expect(registryError('deprecate', 401, '', ACTION_WORDS).message).toContain('revoked');
    expect(registryError('deprecate', 404, '', ACTION_WORDS).message).toContain('manage private registry');
    expect(registryError('deprecate', 403, '', ACTION_WORDS).message).toContain('manage private registry');
    // Reading needs membership only: a 403 on a read does not ask for the permission to manage.
    expect(registryError('read versions', 403, '', ACTION_WORDS).message).toContain('a member of the organization');
    expect(registryError('read versions', 403, '', ACTION_WORDS).message).not.toContain('manage private registry');
    expect(registryError('read versions', 404, '', ACTION_WORDS).message).toContain('namespace');
    expect(registryError('deprecate', 503, '', ACTION_WORDS).retryable).toBe(true);
    expect(registryError('deprecate', 422, '', ACTION_WORDS).retryable).toBe(false);
  });

  it('says what revocation needs: the permission, a deprecation first, and the edition', () => {
    for (const op of ['revoke', 'unrevoke'] as const) {
      const notFound = registryError(op, 404, '', ACTION_WORDS).message;
      expect(notFound).toContain('manage private registry');
      expect(notFound).toContain('Premium');
      expect(notFound).toContain('Terraform Enterprise');
      expect(registryError(op, 403, '', ACTION_WORDS).message).toContain('manage private registry');
      expect(registryError(op, 422, '', ACTION_WORDS).message).toContain('Premium');
    }
    expect(registryError('revoke', 422, '', ACTION_WORDS).message).toContain(
      'must be deprecated before it can be revoked',
    );
    expect(registryError('revoke', 409, '', ACTION_WORDS).message).toContain(
      'must be deprecated before it can be revoked',
    );
    expect(registryError('revert', 422, '', ACTION_WORDS).message).toContain('unrevoke it first');
    expect(registryError('deprecate', 422, '', ACTION_WORDS).message).toContain('`reason` and `link`');
  });

  it('says who may read Explorer when usage is refused', () => {
    for (const status of [403, 404]) {
      const message = registryError('read usage', status, '', ACTION_WORDS).message;
      expect(message).toContain('owners team');
      expect(message).toContain('"Read all workspaces"');
      expect(message).toContain('organization token');
      expect(message).not.toContain('manage private registry" permission (');
    }
    expect(registryError('read usage', 404, '', ACTION_WORDS).message).toContain('no Explorer');
    expect(registryError('read usage', 400, '', ACTION_WORDS).message).toContain('Explorer query');
  });

  it("includes each error's title, detail and pointer", () => {
    const body =
      '{"errors":[{"status":"422","title":"invalid attribute","detail":"bad link","source":{"pointer":"/data/attributes/deprecation/link"}}]}';
    expect(registryError('deprecate', 422, body, ACTION_WORDS).message).toContain(
      'HTTP 422 (invalid attribute: bad link (at /data/attributes/deprecation/link))',
    );
  });
});

describe('gaveUp', () => {
  const budget = { maxElapsedMs: 60_000 };

  it('adds the tries and the time to the last answer, which says what to do', () => {
    const error = gaveUp(
      registryError('deprecate', 503, '', ACTION_WORDS),
      'deprecate',
      6,
      4_321,
      undefined,
      budget,
      ACTION_WORDS,
    );
    expect(error.message).toMatch(
      /^deprecate failed: HTTP 503\. .*try again later.* \(gave up after 6 tries in 4\.3 s\)$/,
    );
  });

  it('says when the service asked for a wait beyond the retry budget', () => {
    const error = gaveUp(
      registryError('deprecate', 429, '', ACTION_WORDS),
      'deprecate',
      1,
      12,
      3_600_000,
      budget,
      ACTION_WORDS,
    );
    expect(error.message).toContain('run again later');
    expect(error.message).toContain(
      '(gave up after 1 try in 0 s: the service asked to wait 3600 s, which would go past the 60 s',
    );
  });

  it('names the operation and what to check when no answer came at all', () => {
    const error = gaveUp(
      new TransportError('no answer from tfe.example.com: ETIMEDOUT'),
      'read versions',
      6,
      9_000,
      undefined,
      budget,
      ACTION_WORDS,
    );
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toBe(
      `read versions failed: no answer from tfe.example.com: ETIMEDOUT (gave up after 6 tries in 9 s). ${noAnswerHint(ACTION_WORDS)}`,
    );
    expect(noAnswerHint(ACTION_WORDS)).toMatch(/`hostname`.*HTTPS_PROXY.*NO_PROXY.*`request-timeout`/);
  });
});

describe('printable', () => {
  it('writes line breaks and control characters as escapes, and leaves the rest', () => {
    expect(printable('a\nb\r\nc\td')).toBe('a\\nb\\r\\nc\\td');
    expect(printable('x\u001b[31my\u0000\u007f\u2028')).toBe('x\\u001b[31my\\u0000\\u007f\\u2028');
    expect(printable('Ünïcödé ✓ 日本語 🚀')).toBe('Ünïcödé ✓ 日本語 🚀');
  });

  it("keeps an error's details from the service on one line", () => {
    const body = JSON.stringify({
      errors: [{ title: 'bad\n::warning::x', detail: 'd\r\n::add-mask::y', source: { pointer: '/p\n::z' } }],
    });
    const message = registryError('deprecate', 422, body, ACTION_WORDS).message;
    expect(message).not.toMatch(/[\r\n]/);
    expect(message).toContain('bad\\n::warning::x: d\\r\\n::add-mask::y (at /p\\n::z)');
  });
});

describe('networkFailure', () => {
  it.each([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'CERT_HAS_EXPIRED',
    'ERR_TLS_CERT_ALTNAME_INVALID',
  ])('does not retry a certificate the runner does not trust (%s), and says where a CA goes', (code) => {
    const error = networkFailure(
      'tfe.example.com',
      `${code} (details)`,
      Object.assign(new Error('x'), { code }),
      ACTION_WORDS,
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      `the TLS certificate of tfe.example.com was not accepted: ${code} (details). ${certificateHint(ACTION_WORDS)}`,
    );
    expect(certificateHint(ACTION_WORDS)).toContain('NODE_EXTRA_CA_CERTS');
  });

  it.each([
    [
      'EPROTO',
      'C0D7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/ssl3_record.c:354:',
      'wrong version number',
    ],
    ['EPROTO', 'write EPROTO', 'protocol error'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'anything', 'wrong version number'],
    ['ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION', 'anything', 'tlsv1 alert protocol version'],
  ])('does not retry a TLS handshake that failed (%s), and says to check the scheme and port', (code, text, reason) => {
    const error = networkFailure('tfe.example.com', 'raw', Object.assign(new Error(text), { code }), ACTION_WORDS);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(
      `the TLS handshake with tfe.example.com failed (${reason}): check the scheme and port`,
    );
    expect(error.message).not.toContain('ssl3_record');
  });

  it.each(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', undefined])('retries anything else (%s)', (code) => {
    const error = networkFailure('tfe.example.com', 'details', Object.assign(new Error('x'), { code }), ACTION_WORDS);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('no answer from tfe.example.com: details');
  });
});
