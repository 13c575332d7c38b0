import { configOf, dbOf, onRoot, type HttpDeps } from './core';
import { DynamoHubStore } from '../adapters/dynamo/hub-store.dynamo';
import type { Logger } from '../core/ports';
import type { HubContext } from '../hub/hub';
import type { HubStore } from '../hub/ports';

/** The growth hub's store, built once per root from the shared DynamoDB client (docs/DATA-MODEL.md H1–H16). */
export const hubStoreOf = /* @__PURE__ */ onRoot((root) => new DynamoHubStore(dbOf(root), configOf(root).tableName));

/** What every hub route's handler holds: the HTTP parts and the hub's store. */
export interface HubDeps extends HttpDeps {
  hub: HubStore;
}

/** A hub request's use-case context, from its deps. */
export const hubContext = (deps: HubDeps, log: Logger): HubContext => ({ hub: deps.hub, clock: deps.clock, log });
