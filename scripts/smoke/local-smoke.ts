/**
 * `npm test`'s smoke step (docs/ARCHITECTURE.md §smoke-test): the smoke test against the local
 * app, once with the seeded Pro demo account given by flag (every step, the image included) and
 * once signing up a disposable account through the local mailbox (deleted at the end). It serves
 * the web build the e2e step just made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startLocalApp } from '../bench/local-app';
import { waitFor } from '../local/free-port';
import { DEMO_ACCOUNTS } from '../local/seed';
import { runSmoke, type StepResult } from './smoke';

async function main(): Promise<void> {
  // The offline writer, as in the e2e tests, whatever model this machine runs (docs/LOCAL-MODE.md §local-model).
  process.env.TEXT_WRITER = 'offline';
  const app = await startLocalApp({ skipWebBuild: true });
  const pro = DEMO_ACCOUNTS.find((a) => a.plan === 'pro')!;
  const failed: StepResult[] = [];
  try {
    // The server answers before the demo accounts are seeded; the seed writes its marker last (scripts/local/seed.ts).
    await waitFor('the demo accounts', async () => fs.existsSync(path.join(app.dataDir!, 'seeded.json')), 60_000);
    for (const opts of [{ email: pro.email, password: pro.password }, {}]) {
      console.log(`\nsmoke ${app.baseUrl} ${opts.email ? `--email ${opts.email}` : '(cadastro)'}`);
      const results = await runSmoke({ url: app.baseUrl, ...opts }, (line) => console.log(line));
      failed.push(...results.filter((r) => r.status === 'fail'));
      // With a paid account given, nothing may be skipped: every step ran.
      if (opts.email) failed.push(...results.filter((r) => r.status === 'skip'));
    }
  } finally {
    await app.stop();
  }
  if (failed.length) {
    console.error(`✗ smoke: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}

void main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
