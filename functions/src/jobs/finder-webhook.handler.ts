import * as z from 'zod/mini';
import { UnauthorizedError } from '../core/errors';
import { errorResult, json, publicHandler } from '../http/http-handler';
import { getJobsDeps } from './jobs-deps';
import { SIGNATURE_HEADER, verifySignature } from './signature';

/** Step Functions caps a task's output at 256 KB; keep room for the wrapper. */
const MAX_BODY_BYTES = 200_000;

const callbackSchema = z.discriminatedUnion('status', [
  z.object({
    jobId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    status: z.literal('succeeded'),
    results: z._default(z.array(z.unknown()), []),
  }),
  z.object({
    jobId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    status: z.literal('failed'),
    error: z._default(z.string().check(z.maxLength(1000)), 'O provedor não concluiu a busca.'),
  }),
]);

/**
 * POST /api/webhooks/finder — public: the finder provider calls it when an async job
 * ends. The HMAC signature over the raw body is checked before anything is parsed; the
 * job's task token then resumes (or fails) the waiting state machine. A repeated or
 * late call answers 200 so the provider stops retrying.
 */
export const handler = publicHandler(async ({ event, deps, log }) => {
  const jobsDeps = getJobsDeps();
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  const secret = await jobsDeps.secrets.get(jobsDeps.finderWebhookSecretName);
  if (!verifySignature(raw, event.headers?.[SIGNATURE_HEADER], secret, deps.clock.now()))
    throw new UnauthorizedError('Assinatura inválida.');
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return errorResult('validation_failed', 'Resultado grande demais.');

  let parsed: z.infer<typeof callbackSchema>;
  try {
    const result = callbackSchema.safeParse(JSON.parse(raw));
    if (!result.success) return errorResult('validation_failed', result.error.issues[0]?.message);
    parsed = result.data;
  } catch {
    return errorResult('validation_failed', 'O corpo da requisição não é um JSON válido.');
  }

  const job = await jobsDeps.jobs.get(parsed.jobId);
  if (!job) return errorResult('not_found', 'Tarefa não encontrada.');
  const jobLog = log.child({ userId: job.userId, jobId: job.jobId });
  if (job.status !== 'waiting') {
    jobLog.info('finder webhook for a finished job ignored', { status: job.status });
    return json(200, { received: true, duplicate: true });
  }

  const delivered =
    parsed.status === 'succeeded'
      ? await jobsDeps.callbacks.succeed(job.taskToken, {
          jobId: job.jobId,
          userId: job.userId,
          results: parsed.results,
        })
      : await jobsDeps.callbacks.fail(job.taskToken, 'FinderProviderFailed', parsed.error);
  jobLog.info('finder webhook received', { outcome: parsed.status, delivered });
  return json(200, { received: true, duplicate: !delivered });
});
