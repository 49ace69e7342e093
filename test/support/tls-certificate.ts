import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
  cert: Buffer;
}

// A self-signed certificate for localhost and 127.0.0.1, made with the openssl command line (node:crypto
// cannot make X.509 certificates). The folder is the caller's to remove.
export function selfSignedCertificate(): TestCertificate & { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mailroom-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { dir, certFile, keyFile, cert: readFileSync(certFile) };
}
