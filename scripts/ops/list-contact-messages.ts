/**
 * Support's reading of the contact form (docs/DATA-MODEL.md K2): the messages of one UTC month,
 * oldest first, as JSON lines.
 *
 *   TABLE_NAME=… AUTH_ISSUER=… AUTH_CLIENT_ID=… npx tsx scripts/ops/list-contact-messages.ts 2026-11
 *
 * On AWS with the operator's credentials (a Query on the month's partition; no Scan); locally add
 * VIRALIZA_MODE=local and DYNAMO_ENDPOINT (what scripts/local/start.ts prints). The month defaults
 * to the current one. Messages leave the table 180 days after they arrive (their TTL).
 */
import { parseConfig } from '../../functions/src/config';
import { DynamoContactStore } from '../../functions/src/adapters/dynamo/contact-store.dynamo';
import { makeDocumentClient } from '../../functions/src/adapters/dynamo/client';

async function main(): Promise<void> {
  const now = new Date();
  const month = process.argv[2] ?? now.toISOString().slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error('usage: list-contact-messages.ts [yyyy-mm]');
  const config = parseConfig(process.env);
  const store = new DynamoContactStore(
    makeDocumentClient({ region: config.region, endpoint: config.dynamoEndpoint }),
    config.tableName,
  );
  const messages = await store.listMonth(month, now);
  for (const m of messages) console.log(JSON.stringify(m));
  console.error(`${messages.length} mensagem(ns) em ${month}`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
