/*
 * npm run license:issue -- --licensee "Acme Ltd" --expires 2027-12-31 [--issued 2026-11-24] [--enterprises 50]
 *   [--extensions 5000] [--devices 1000] [--concurrent-calls 500] [--video true] [--recording true] [--key private.pem] [--out file]
 * Signs licence terms (Ed25519 over their canonical JSON) with a private key — the development key in
 * server/licence/dev-keys/ unless --key names another — and writes the licence file (stdout without --out).
 */
import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { devLicencePrivateKey } from '../server/licence/licenceKeys';
import { dayOf, signLicence } from '../server/licence/licenceSigning';
import { licenceTermsSchema } from '../src/contract/accounts/licence';

const { values } = parseArgs({
  options: {
    licensee: { type: 'string' },
    issued: { type: 'string' },
    expires: { type: 'string' },
    enterprises: { type: 'string', default: '100' },
    extensions: { type: 'string', default: '10000' },
    devices: { type: 'string', default: '1000' },
    'concurrent-calls': { type: 'string', default: '500' },
    video: { type: 'string', default: 'true' },
    recording: { type: 'string', default: 'true' },
    key: { type: 'string' },
    out: { type: 'string' },
  },
});

const terms = licenceTermsSchema.safeParse({
  licensee: values.licensee,
  issued: values.issued ?? dayOf(Date.now()),
  expires: values.expires,
  maxEnterprises: Number(values.enterprises),
  maxExtensions: Number(values.extensions),
  maxConcurrentCalls: Number(values['concurrent-calls']),
  maxDevices: Number(values.devices),
  video: values.video === 'true',
  recording: values.recording === 'true',
});
if (!terms.success) {
  console.error(
    'Bad terms:',
    terms.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  );
  console.error('Required: --licensee NAME --expires YYYY-MM-DD');
  process.exit(2);
}
const key = values.key ? createPrivateKey(fs.readFileSync(values.key, 'utf8')) : devLicencePrivateKey();
const file = `${JSON.stringify(signLicence(terms.data, key), null, 2)}\n`;
if (values.out) {
  fs.writeFileSync(values.out, file);
  console.error(`licence for ${terms.data.licensee} until ${terms.data.expires} written to ${values.out}`);
} else process.stdout.write(file);
