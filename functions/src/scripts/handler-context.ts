import type { HttpRequest } from '../http/http-handler';
import { getAccounts, getRealtime } from '../deps';
import { getScriptDeps } from './script-deps';
import type { ScriptContext } from './script-context';

/** The use cases' context for one request: the accounts, the realtime publisher, the script store and the writer. */
export function scriptContext(req: Pick<HttpRequest<unknown>, 'deps' | 'log'>): ScriptContext {
  const { scripts, writer } = getScriptDeps();
  return { store: scripts, writer, accounts: getAccounts(), realtime: getRealtime(), clock: req.deps.clock, log: req.log };
}
