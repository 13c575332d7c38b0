import type { AccountStandings } from '../accounts/ports';
import { getConfig, getDocumentClient } from './core';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';

/**
 * The account standings a generation reads when it fails (deleted-meanwhile.ts), built once per
 * process from the shared DynamoDB client, as composition/credit-ledger.ts builds the ledger.
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
