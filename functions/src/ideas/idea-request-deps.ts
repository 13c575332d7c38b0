import type { HttpRequest } from '../http/http-handler';
import { getStandings } from '../accounts/standings-deps';
import { getAccounts, getRealtime } from '../deps';
import { getLedger } from '../credits/credit-ledger-deps';
import { getTextWriter } from '../scripts/script-deps';
import type { IdeaContext } from './idea-context';
import { getIdeaResults } from './idea-deps';

export { reconcileBeforeCharging } from '../scripts/script-request-deps';

/** The idea tools' context for one request: results, ledger, writer, accounts and the realtime stream. */
export function ideaContext(req: Pick<HttpRequest<unknown>, 'deps' | 'log'>): IdeaContext {
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
