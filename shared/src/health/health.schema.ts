import * as z from 'zod/mini';

export const healthSchema = z.object({ ok: z.literal(true), mode: z.enum(['local', 'aws']) });
export type Health = z.infer<typeof healthSchema>;
