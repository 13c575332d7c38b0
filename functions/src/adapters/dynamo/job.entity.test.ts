import { toStoredJob, waitingJobItem } from './job.entity';

describe('the finder job entity', () => {
  it('reads back a waiting job under JOB#<id> / JOB, expiring after its ttl', () => {
    const now = new Date('2026-03-15T09:30:00.000Z');
    const item = waitingJobItem({ jobId: 'j1', userId: 'ana', taskToken: 't' }, now, 60);
    expect(item).toMatchObject({ pk: 'JOB#j1', sk: 'JOB', type: 'job', ttl: now.getTime() / 1000 + 60 });
    expect(toStoredJob(item)).toEqual({ jobId: 'j1', userId: 'ana', taskToken: 't', status: 'waiting' });
  });

  it('refuses a malformed item', () => {
    expect(() => toStoredJob({ jobId: 'j1', userId: 'ana', taskToken: 't', status: 'done' })).toThrow();
    expect(() => toStoredJob({ jobId: 'j1', taskToken: 't', status: 'waiting' })).toThrow();
  });
});
