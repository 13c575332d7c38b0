import '../zod-locale';
import * as z from 'zod/mini';
import { finderWebhookBodySchema, jobIdSchema } from './finder-job.schema';

describe('jobIdSchema', () => {
  it.each(['j1', 'job_2026-03-15', 'A'.repeat(64)])('accepts %s', (id) => {
    expect(z.safeParse(jobIdSchema, id).success).toBe(true);
  });

  it.each(['', 'A'.repeat(65), '../x', 'JOB#1', 'a b', 'é'])('refuses %j', (id) => {
    expect(z.safeParse(jobIdSchema, id).success).toBe(false);
  });
});

describe('finderWebhookBodySchema', () => {
  it('defaults a success without results to none, and a failure without a reason to the pt-BR one', () => {
    expect(z.parse(finderWebhookBodySchema, { jobId: 'j1', status: 'succeeded' })).toEqual({
      jobId: 'j1',
      status: 'succeeded',
      results: [],
    });
    expect(z.parse(finderWebhookBodySchema, { jobId: 'j1', status: 'failed' })).toEqual({
      jobId: 'j1',
      status: 'failed',
      error: 'O provedor não concluiu a busca.',
    });
  });

  it('refuses an unknown status, a bad job id and a failure reason over 1000 characters', () => {
    expect(z.safeParse(finderWebhookBodySchema, { jobId: 'j1', status: 'running' }).success).toBe(false);
    expect(z.safeParse(finderWebhookBodySchema, { jobId: '../x', status: 'succeeded' }).success).toBe(false);
    expect(
      z.safeParse(finderWebhookBodySchema, { jobId: 'j1', status: 'failed', error: 'x'.repeat(1001) }).success,
    ).toBe(false);
  });
});
