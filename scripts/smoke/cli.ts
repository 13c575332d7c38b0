/**
 * `npm run smoke -- --url https://<distribution> [--email E --password P]`: the smoke test of a
 * deployed stack, run after `cdk deploy` (docs/ARCHITECTURE.md §smoke-test). Exits 1 when a step fails.
 */
import { parseArgs } from 'node:util';
import { runSmoke } from './smoke';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.url || Boolean(values.email) !== Boolean(values.password)) {
    console.error('Uso: npm run smoke -- --url https://<distribuição> [--email <e-mail> --password <senha>]');
    process.exit(2);
  }
  const results = await runSmoke({ url: values.url, email: values.email, password: values.password }, (line) =>
    console.log(line),
  );
  const failed = results.filter((r) => r.status === 'fail').length;
  console.log(failed ? `\n✗ ${failed} passo(s) falharam` : '\n✓ smoke test passou');
  process.exit(failed ? 1 : 0);
}

void main();
