/**
 * A private certificate authority and a server certificate it signs, made in memory with Node's
 * own crypto: no openssl, no dependency. Node can make and sign keys but not write X.509, so the
 * few DER structures a certificate needs are encoded here (RFC 5280), with ECDSA P-256 keys.
 */
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';

export interface TestPki {
  /** PEM of the CA certificate: what NODE_EXTRA_CA_CERTS points to. */
  readonly caCert: string;
  /** PEM of the server certificate, signed by the CA. */
  readonly cert: string;
  /** PEM (PKCS#8) of the server certificate's private key. */
  readonly key: string;
}

// --- DER, just enough for a certificate ---

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};

const sequence = (...items: Buffer[]): Buffer => tlv(0x30, ...items);
const set = (...items: Buffer[]): Buffer => tlv(0x31, ...items);
const explicit = (n: number, item: Buffer): Buffer => tlv(0xa0 + n, item);
const octets = (bytes: Buffer): Buffer => tlv(0x04, bytes);
const bits = (bytes: Buffer, unused = 0): Buffer => tlv(0x03, Buffer.from([unused]), bytes);
const utf8 = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
const boolean = (value: boolean): Buffer => tlv(0x01, Buffer.from([value ? 0xff : 0x00]));

function integer(bytes: Buffer): Buffer {
  // Positive and minimal: a leading 0x00 only when the high bit would make it negative.
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && ((bytes[start + 1] as number) & 0x80) === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, ((trimmed[0] as number) & 0x80) !== 0 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const out = [40 * a + b];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

function utcTime(date: Date): Buffer {
  const two = (n: number): string => String(n).padStart(2, '0');
  const text = `${two(date.getUTCFullYear() % 100)}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

// --- X.509 ---

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const name = (commonName: string): Buffer => sequence(set(sequence(oid('2.5.4.3'), utf8(commonName))));
const extension = (id: string, critical: boolean, value: Buffer): Buffer =>
  sequence(oid(id), ...(critical ? [boolean(true)] : []), octets(value));

function keyId(publicKey: KeyObject): Buffer {
  return createHash('sha1')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest();
}

function subjectAltNames(names: readonly string[]): Buffer {
  return sequence(
    ...names.map((n) =>
      isIP(n) === 4
        ? tlv(0x87, Buffer.from(n.split('.').map(Number)))
        : tlv(0x82, Buffer.from(n.toLowerCase(), 'ascii')),
    ),
  );
}

function certificate(options: {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signingKey: KeyObject;
  issuerKeyId: Buffer;
  extensions: Buffer[];
}): string {
  const now = Date.now();
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))), // v3
    integer(randomBytes(16)),
    ECDSA_WITH_SHA256,
    name(options.issuer),
    sequence(utcTime(new Date(now - 60 * 60 * 1000)), utcTime(new Date(now + 7 * 24 * 60 * 60 * 1000))),
    name(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        extension('2.5.29.14', false, octets(keyId(options.publicKey))),
        extension('2.5.29.35', false, sequence(tlv(0x80, options.issuerKeyId))),
        ...options.extensions,
      ),
    ),
  );
  const der = sequence(tbs, ECDSA_WITH_SHA256, bits(sign('sha256', tbs, options.signingKey)));
  const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}

/**
 * A CA and a server certificate for `names` (DNS names and IPv4 addresses), valid from an hour
 * ago for a week. Each call makes fresh keys.
 */
export function makeTestPki(names: readonly string[] = ['localhost', '127.0.0.1']): TestPki {
  const ca = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const server = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const caKeyId = keyId(ca.publicKey);
  const caCert = certificate({
    subject: 'fake-tfe test CA',
    issuer: 'fake-tfe test CA',
    publicKey: ca.publicKey,
    signingKey: ca.privateKey,
    issuerKeyId: caKeyId,
    extensions: [
      extension('2.5.29.19', true, sequence(boolean(true))), // basicConstraints: CA
      extension('2.5.29.15', true, bits(Buffer.from([0x06]), 1)), // keyUsage: keyCertSign, cRLSign
    ],
  });
  const cert = certificate({
    subject: names[0] ?? 'localhost',
    issuer: 'fake-tfe test CA',
    publicKey: createPublicKey(server.privateKey),
    signingKey: ca.privateKey,
    issuerKeyId: caKeyId,
    extensions: [
      extension('2.5.29.19', true, sequence()), // basicConstraints: not a CA
      extension('2.5.29.15', true, bits(Buffer.from([0x80]), 7)), // keyUsage: digitalSignature
      extension('2.5.29.37', false, sequence(oid('1.3.6.1.5.5.7.3.1'))), // extKeyUsage: serverAuth
      extension('2.5.29.17', false, subjectAltNames(names)),
    ],
  });
  const key = server.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { caCert, cert, key };
}
