import type { AccountStandings } from '../core/ports';
import { getConfig, getDocumentClient } from '../deps';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';

/**
 * The account standings a generation reads when it fails (deleted-meanwhile.ts), built once per
 * process from the shared DynamoDB client, as credits/credit-ledger-deps.ts builds the ledger.
 */
let current: Pick<AccountStandings, 'getStanding'> | undefined;

export function getStandings(): Pick<AccountStandings, 'getStanding'> {
  current ??= new DynamoAccountStore(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setStandings(standings: Pick<AccountStandings, 'getStanding'> | undefined): void {
  current = standings;
}
