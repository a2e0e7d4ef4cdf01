// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

/*
 * Test certificates made on the spot with @peculiar/x509 over Node's WebCrypto: a CA, a leaf it signs
 * (with names and dates chosen by the test), and their PEM keys.
 */

x509.cryptoProvider.set(webcrypto as unknown as Crypto);
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;

async function pemKey(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key as webcrypto.CryptoKey));
  return `-----BEGIN PRIVATE KEY-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----\n`;
}

export interface TestChain {
  leaf: string;
  ca: string;
  key: string;
  otherKey: string;
}

export async function makeChain(
  options: { names?: string[]; from?: number; to?: number } = {},
): Promise<TestChain> {
  const now = Date.now();
  const caKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Dispatch Test CA',
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 365 * DAY),
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
  });
  const leafKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const names = options.names ?? ['localhost', '127.0.0.1'];
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: `CN=${names[0]}`,
    issuer: ca.subject,
    notBefore: new Date(options.from ?? now - DAY),
    notAfter: new Date(options.to ?? now + 90 * DAY),
    signingKey: caKeys.privateKey,
    publicKey: leafKeys.publicKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.SubjectAlternativeNameExtension(
        names.map((name) =>
          /^\d+\.\d+\.\d+\.\d+$/.test(name)
            ? { type: 'ip' as const, value: name }
            : { type: 'dns' as const, value: name },
        ),
      ),
    ],
  });
  const otherKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  return {
    leaf: leaf.toString('pem'),
    ca: ca.toString('pem'),
    key: await pemKey(leafKeys.privateKey),
    otherKey: await pemKey(otherKeys.privateKey),
  };
}
