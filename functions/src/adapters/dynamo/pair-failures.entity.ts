import { countOf, countUnderMaxUpdate } from './counter';
import { keys } from './keys';
import { epochSeconds } from './table-io';

/**
 * The failed pairing connects item (docs/DATA-MODEL.md, `failed pairing connects`: P6–P8): one
 * client's (a digest of its IP) pairing connects in one 10-minute window, keyed by the window's
 * number, so an old window is never read again.
 */
export const PAIR_FAILURES_TYPE = 'pairFailures';

/** How long a window of failed pairing connects lasts (P6, P7). */
export const PAIR_FAILURE_WINDOW_SECONDS = 10 * 60;

/** The window a moment falls in: its number since the epoch. */
const windowOf = (now: Date) => Math.floor(epochSeconds(now) / PAIR_FAILURE_WINDOW_SECONDS);

/** The client's counter of the window `now` falls in. */
export const pairFailuresKey = (clientKey: string, now: Date) => keys.pairFailures(clientKey, windowOf(now));

/** P7: one more connect of the window, while under `max`; the row expires with its window. */
export function countConnectUpdate(clientKey: string, max: number, now: Date) {
  const window = windowOf(now);
  return countUnderMaxUpdate(keys.pairFailures(clientKey, window), {
    max,
    ttl: (window + 1) * PAIR_FAILURE_WINDOW_SECONDS,
    type: PAIR_FAILURES_TYPE,
  });
}

/** P8: a good code's connect given back, never below zero. */
export function uncountConnectUpdate(clientKey: string, now: Date) {
  return {
    Key: pairFailuresKey(clientKey, now),
    UpdateExpression: 'SET #count = #count - :one',
    ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
  };
}

/** The connects a window's row counted (P6); a malformed item throws. */
export const pairFailuresOf = countOf;
