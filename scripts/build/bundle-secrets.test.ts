import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECRET_NAMES, cognitoLocalPrivateJwk, knownSecretValues, secretProblems, textFilesOf } from './bundle-secrets';

/** The build guard's secret grep (docs/QUALITY.md §web-security.bundle), on planted files. */
const ROOT = path.resolve(__dirname, '..', '..');
const clean = { file: 'assets/main-A.js', text: 'const api="/api";fetch(api+"/scripts");const k="sk_"+x;' };

it('passes a bundle that holds no secret', () => {
  expect(secretProblems([clean], knownSecretValues({}, cognitoLocalPrivateJwk(ROOT)))).toEqual([]);
});

it.each([
  ['sk_live_51AbCdEfGhIjKlMnOp', 'uma chave secreta do Stripe'],
  ['sk_test_51AbCdEfGhIjKlMnOp', 'uma chave secreta do Stripe'],
  ['rk_live_51AbCdEfGhIjKlMnOp', 'uma chave secreta do Stripe'],
  ['whsec_local_0123456789abcdef', 'um segredo de webhook do Stripe'],
  ['AKIAIOSFODNN7EXAMPLE', 'uma chave de acesso da AWS'],
  ['-----BEGIN RSA PRIVATE KEY-----', 'uma chave privada PEM'],
  [`{"kty":"RSA","d":"${'x'.repeat(64)}"}`, 'uma chave privada JWK'],
])('finds %s', (secret, what) => {
  expect(secretProblems([clean, { file: 'assets/chunk-B.js', text: `var a="${secret}";` }], [])).toEqual([
    `assets/chunk-B.js contém ${what}`,
  ]);
});

it.each(SECRET_NAMES)('finds the name %s', (name) => {
  expect(secretProblems([{ file: 'config.json', text: `{"${name}":""}` }], [])).toEqual([
    `config.json cita o segredo ${name}`,
  ]);
});

it("finds a secret's value from the environment, and cognito-local's signing key", () => {
  const jwks = cognitoLocalPrivateJwk(ROOT);
  expect(jwks).toHaveLength(1); // the package is installed: the check is not empty
  const values = knownSecretValues({ FINDER_WEBHOOK_SECRET: 'f1nd3r-s3cr3t-value' }, jwks);
  const leaked = [
    { file: 'a.js', text: 'x="f1nd3r-s3cr3t-value"' },
    { file: 'b.js', text: `k=${JSON.stringify(String(jwks[0]!.d))}` },
  ];
  expect(secretProblems(leaked, values)).toEqual([
    'a.js contém o valor de um segredo do servidor',
    'b.js contém o valor de um segredo do servidor',
  ]);
});

it('reads every text file of a build folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-bundle-'));
  try {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(dir, 'assets', 'main-A.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50]));
    expect(
      textFilesOf(dir)
        .map((f) => f.file)
        .sort(),
    ).toEqual(['assets/main-A.js', 'index.html']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
