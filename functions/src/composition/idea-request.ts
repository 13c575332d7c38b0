import { getAccounts, getRealtime, type RequestScope } from './core';
import { getLedger } from './credit-ledger';
import { getTextWriter } from './text-writer';
import type { IdeaContext } from '../ideas/idea-context';
import { getIdeaResults } from './idea-results';
import { getStandings } from './standings';

export { reconcileBeforeCharging } from './script-request';

/** The idea tools' context for one request: results, ledger, writer, accounts and the realtime stream. */
export function ideaContext(req: RequestScope): IdeaContext {
  return {
    results: getIdeaResults(),
    ledger: getLedger(),
    writer: getTextWriter(),
    accounts: getAccounts(),
    standings: getStandings(),
    realtime: getRealtime(),
    clock: req.deps.clock,
    log: req.log,
  };
}
