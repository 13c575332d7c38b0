/**
 * The figure for docs/LOCAL-MODE.md §cognito-local.codes, against a running `npm start`:
 * signs up N users in a row through the `/cognito` proxy, as the SPA does, and measures how
 * long each code takes to show in the mailbox (`/dev/emails.json`).
 *
 *   npx tsx scripts/local/measure-codes.ts [baseUrl=http://localhost:3000] [n=100]
 */
import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main(): Promise<void> {
  const base = process.argv[2] ?? 'http://localhost:3000';
  const n = Number(process.argv[3] ?? 100);
  const config = (await (await fetch(`${base}/config.json`)).json()) as { auth: { userPoolClientId: string } };
  const client = new CognitoIdentityProviderClient({
    endpoint: `${base}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const run = Date.now();
  const waits: number[] = [];
  for (let i = 0; i < n; i++) {
    const email = `medida-${run}-${i}@teste.com.br`;
    const sent = performance.now();
    await client.send(
      new SignUpCommand({
        ClientId: config.auth.userPoolClientId,
        Username: email,
        Password: 'senha-segura',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    let waited = Infinity;
    while (performance.now() - sent < 10_000) {
      const mails = (await (await fetch(`${base}/dev/emails.json`)).json()) as { to: string }[];
      if (mails.some((m) => m.to === email)) {
        waited = performance.now() - sent;
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    waits.push(waited);
  }
  client.destroy();
  const sorted = [...waits].sort((a, b) => a - b);
  const late = waits.filter((ms) => ms > 1_000).length;
  console.log(
    `${n} sign-ups: ${n - late} codes within 1 s, ${late} later; ` +
      `median ${sorted[Math.floor(n / 2)]!.toFixed(0)} ms, max ${sorted[n - 1]!.toFixed(0)} ms`,
  );
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
