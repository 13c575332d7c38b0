import * as z from 'zod/mini';
import type { OpenReservation } from '../../images/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The image reservation item (docs/DATA-MODEL.md, `image reservation`: IM1–IM4): a counted
 * generation not saved yet, keyed by its operation id; IM2 or IM3 deletes it.
 */
export const IMAGE_RESERVATION_TYPE = 'image-reservation';
export const imageReservationKey = keys.imageReservation;
export const IMAGE_RESERVATION_PREFIX = keys.imageReservationPrefix;

/** The item IM1 puts. */
export function imageReservationItem(userId: string, reservation: OpenReservation): Item {
  return {
    ...imageReservationKey(userId, reservation.operationId),
    type: IMAGE_RESERVATION_TYPE,
    operationId: reservation.operationId,
    createdAt: reservation.createdAt,
  };
}

const reservationSchema = z.object({ operationId: z.string().check(z.minLength(1)), createdAt: z.string() });

/** A reservation as IM4 lists it; a malformed item throws. */
export function toOpenReservation(item: Item): OpenReservation {
  const { operationId, createdAt } = reservationSchema.parse(item);
  return { operationId, createdAt };
}
