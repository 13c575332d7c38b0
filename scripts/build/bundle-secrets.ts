import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * No secret in the web bundle (docs/QUALITY.md §web-security.bundle): everything under dist/web is
 * public, so the build guard greps every text file of it for the shapes of the secrets the server
 * holds, for their names (a name in the bundle means configuration leaked into it) and for the
 * values it knows: the ones in this process's environment and cognito-local's signing key.
 */

/** Shapes of keys and secrets: Stripe's, AWS access keys, PEM private keys, a private JWK. */
export const SECRET_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['uma chave secreta do Stripe', /\b[sr]k_(?:live|test)_[0-9A-Za-z]{8,}/],
  ['um segredo de webhook do Stripe', /\bwhsec_[0-9A-Za-z_]{8,}/],
  ['uma chave de acesso da AWS', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['uma chave privada PEM', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
  ['uma chave privada JWK', /"d"\s*:\s*"[0-9A-Za-z_-]{40,}"/],
];

/** The server's secrets by name: the environment variables that carry them. */
export const SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'FINDER_WEBHOOK_SECRET',
  'LOCAL_OBJECTS_SECRET',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'OPENAI_API_KEY',
] as const;

/** The values of the secrets this process knows: those of SECRET_NAMES that are set, and a private key's parts. */
export function knownSecretValues(
  env: NodeJS.ProcessEnv,
  privateJwks: ReadonlyArray<Record<string, unknown>>,
): string[] {
  const fromEnv = SECRET_NAMES.map((name) => env[name]).filter((v): v is string => !!v && v.length >= 8);
  const fromKeys = privateJwks.flatMap((jwk) =>
    ['d', 'p', 'q', 'dp', 'dq', 'qi'].map((k) => jwk[k]).filter((v): v is string => typeof v === 'string'),
  );
  return [...fromEnv, ...fromKeys];
}

/** cognito-local's private signing key (it signs the local tokens), read from its package when it is installed. */
export function cognitoLocalPrivateJwk(root: string): Record<string, unknown>[] {
  try {
    const file = join(root, 'node_modules', 'cognito-local', 'lib', 'keys', 'cognitoLocal.private.json');
    return [(JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, unknown> }).jwk];
  } catch {
    return [];
  }
}

/** What a bundle's files give away, one line each (pt-BR); empty when it holds no secret. */
export function secretProblems(
  files: ReadonlyArray<{ file: string; text: string }>,
  values: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    for (const [what, pattern] of SECRET_PATTERNS) if (pattern.test(text)) problems.push(`${file} contém ${what}`);
    for (const name of SECRET_NAMES) if (text.includes(name)) problems.push(`${file} cita o segredo ${name}`);
    if (values.some((v) => text.includes(v))) problems.push(`${file} contém o valor de um segredo do servidor`);
  }
  return problems;
}

const TEXT_FILE = /\.(?:js|mjs|css|html|json|map|txt|webmanifest|svg)$/;

/** Every text file under `dir`, with its path relative to it. */
export function textFilesOf(dir: string): { file: string; text: string }[] {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : TEXT_FILE.test(e.name) ? [join(d, e.name)] : [],
    );
  return walk(dir).map((path) => ({ file: relative(dir, path), text: readFileSync(path, 'utf8') }));
}
