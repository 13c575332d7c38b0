import type { Health } from '@shared/health/health.schema';
import { json, publicHandler } from '../../http/http-handler';
import { lazyDeps, publicHttpBuilders, type PublicHttpDeps } from '../../composition/core';

/** GET /api/health — public; the local server only listens once every stand-in is ready. */
export const makeHandler = (deps: PublicHttpDeps) =>
  publicHandler({ deps }, async ({ deps }) => json(200, { ok: true, mode: deps.config.mode } satisfies Health));

export const handler = makeHandler(lazyDeps(publicHttpBuilders));
