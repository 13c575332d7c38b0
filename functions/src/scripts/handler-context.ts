import type { HttpRequest } from '../http/http-handler';
import { getScriptDeps } from './script-deps';
import type { ScriptContext } from './script-context';

/** The use cases' context for one request: shared Deps plus the script store and writer. */
export function scriptContext(req: Pick<HttpRequest<unknown>, 'deps' | 'log'>): ScriptContext {
  const { scripts, writer } = getScriptDeps();
  return { store: scripts, writer, accounts: req.deps.accounts, realtime: req.deps.realtime, clock: req.deps.clock, log: req.log };
}
