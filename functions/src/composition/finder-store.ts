import { configOf, dbOf, onRoot, type Root } from './core';
import { DynamoFinderStore } from '../adapters/dynamo/finder-store.dynamo';
import { providerDeliveryParser } from '../adapters/finder/provider-items';
import type { DeliveryParser, FinderStore } from '../finder/ports';

/*
 * The finder's store and delivery parser, apart from the job wiring (composition/finder-jobs.ts), which
 * builds the webhook handler in process for the local runner: the handler takes these from here, so the
 * two never import each other.
 */

/** The deep search's rows (docs/DATA-MODEL.md J2, J4–J8). */
export const finderStoreOf = /* @__PURE__ */ onRoot(
  (root): FinderStore => new DynamoFinderStore(dbOf(root), configOf(root).tableName),
);

/**
 * How the webhook reads a delivery's items: the provider's shape; locally every delivery is the
 * local runner's sample, so its items are labelled sample data (docs/LOCAL-MODE.md §finder.runner).
 */
export const deliveryParserOf = (root: Root): DeliveryParser =>
  configOf(root).mode === 'local'
    ? { parse: (raw) => providerDeliveryParser.parse(raw).map((item) => ({ ...item, sample: true })) }
    : providerDeliveryParser;
