import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** PEM files of a test CA, a server certificate it signed for `host`, and a CA that signed nothing. */
export interface TestCertificates {
  caFile: string;
  otherCaFile: string;
  keyFile: string;
  certFile: string;
}

const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function makeCa(dir: string, name: string): { certFile: string; keyFile: string } {
  const certFile = join(dir, `${name}.pem`);
  const keyFile = join(dir, `${name}.key`);
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '1',
    '-subj',
    `/CN=Retaguarda ${name}`,
  ]);
  return { certFile, keyFile };
}

/**
 * Made at test time with openssl in `dir` (nothing secret is kept in the repository): elliptic-curve
 * keys, valid for a day, the server's name in its subjectAltName as TLS clients require.
 */
export function makeTestCertificates(dir: string, host: string): TestCertificates {
  const ca = makeCa(dir, 'test-ca');
  const other = makeCa(dir, 'other-ca');
  const keyFile = join(dir, 'server.key');
  const certFile = join(dir, 'server.pem');
  const request = join(dir, 'server.csr');
  const extensions = join(dir, 'server.ext');
  writeFileSync(
    extensions,
    `subjectAltName=DNS:${host}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(['req', '-new', ...EC_KEY, '-keyout', keyFile, '-out', request, '-subj', `/CN=${host}`]);
  openssl([
    'x509',
    '-req',
    '-in',
    request,
    '-CA',
    ca.certFile,
    '-CAkey',
    ca.keyFile,
    '-set_serial',
    '1',
    '-days',
    '1',
    '-extfile',
    extensions,
    '-out',
    certFile,
  ]);
  return { caFile: ca.certFile, otherCaFile: other.certFile, keyFile, certFile };
}
