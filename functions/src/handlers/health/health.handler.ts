import type { Health } from '@shared/health/health.schema';
import { json, publicHandler } from '../../http/http-handler';

/** GET /api/health — public; the local server only listens once every stand-in is ready. */
export const handler = publicHandler(async ({ deps }) =>
  json(200, { ok: true, mode: deps.config.mode } satisfies Health),
);
