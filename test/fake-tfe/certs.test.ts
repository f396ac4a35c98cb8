/**
 * The test PKI: certificates that Node's own X.509 parser reads and that TLS trusts, with the CA
 * and nothing else.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeTestPki } from './certs.ts';

describe('makeTestPki', () => {
  const pki = makeTestPki(['localhost', 'tfe.proxied.test', '127.0.0.1']);
  const ca = new X509Certificate(pki.caCert);
  const leaf = new X509Certificate(pki.cert);

  it('makes a CA certificate that signs the server certificate', () => {
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(ca.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkPrivateKey(createPrivateKey(pki.key))).toBe(true);
    expect(ca.checkPrivateKey(createPrivateKey(pki.key))).toBe(false);
  });

  it('names every host and address in the server certificate, and nothing else', () => {
    expect(leaf.subjectAltName).toBe('DNS:localhost, DNS:tfe.proxied.test, IP Address:127.0.0.1');
    expect(leaf.checkHost('tfe.proxied.test')).toBe('tfe.proxied.test');
    expect(leaf.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(leaf.checkHost('example.com')).toBeUndefined();
    expect(leaf.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
  });

  it('is valid now, and fresh each time', () => {
    const now = Date.now();
    expect(Date.parse(leaf.validFrom)).toBeLessThan(now);
    expect(Date.parse(leaf.validTo)).toBeGreaterThan(now);
    expect(makeTestPki().cert).not.toBe(makeTestPki().cert);
  });
});
