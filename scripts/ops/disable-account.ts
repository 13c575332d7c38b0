/**
 * Disables a user, as an operator (docs/ARCHITECTURE.md §revocation):
 *
 *   TABLE_NAME=… AUTH_ISSUER=… AUTH_CLIENT_ID=… npx tsx scripts/ops/disable-account.ts <sub> <username>
 *
 * On AWS with the operator's credentials; locally add VIRALIZA_MODE=local, DYNAMO_ENDPOINT
 * and COGNITO_ENDPOINT (what scripts/local/start.ts prints). The account's tokens stop
 * working within a minute and it cannot sign in again. Cognito's console or
 * AdminDisableUser alone would leave its tokens working until they expire.
 */
import { parseConfig } from '../../functions/src/config';
import { systemClock } from '../../functions/src/core/clock';
import { identityAdminFor } from '../../functions/src/composition/identity-admin';
import { disableAccount } from '../../functions/src/accounts/disable-account';
import { DynamoAccountStore } from '../../functions/src/adapters/dynamo/account-store.dynamo';
import { makeDocumentClient } from '../../functions/src/adapters/dynamo/client';

async function main(): Promise<void> {
  const [userId, username] = process.argv.slice(2);
  if (!userId || !username) throw new Error('usage: disable-account.ts <sub> <username>');
  const config = parseConfig(process.env);
  await disableAccount(
    {
      standings: new DynamoAccountStore(
        makeDocumentClient({ region: config.region, endpoint: config.dynamoEndpoint }),
        config.tableName,
      ),
      identity: identityAdminFor(config),
      clock: systemClock,
    },
    { userId, username },
  );
  console.log(`conta ${userId} desativada`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
