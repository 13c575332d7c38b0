import * as z from 'zod/mini';
import { calendarQuerySchema } from '@shared/hub/hub.schema';
import { DomainError } from '../../core/errors';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { hubContext, hubStoreOf, type HubDeps } from '../../composition/hub-store';
import { getCalendar } from '../../hub/hub';

/** GET /api/hub/calendar?month=yyyy-MM — each day of the month with missions, completed/total. */
export const makeHandler = (deps: HubDeps) =>
  authedHandler({ deps, feature: 'missao-influencer' }, async ({ caller, deps, log, query }) => {
    const parsed = z.safeParse(calendarQuerySchema, query);
    if (!parsed.success) throw new DomainError('validation_failed', parsed.error.issues[0]!.message);
    return json(200, await getCalendar(hubContext(deps, log), caller.userId, parsed.data.month));
  });

export const handler = makeHandler(lazyDeps({ ...httpBuilders, hub: hubStoreOf }));
