import { jobItem, jobRefItem, reelItem, reelUrlKey, toJobRecord, toReel } from './job.entity';
import type { FinderJobRecord } from '../../finder/ports';
import type { ViralItem } from '@shared/finder/finder.schema';

const job: FinderJobRecord = {
  jobId: '01J0000000000000000000000A',
  userId: 'ana',
  platform: 'tiktok',
  niche: 'pets',
  minViews: 0,
  status: 'running',
  received: 0,
  startedAt: '2026-03-15T09:30:00.000Z',
};

describe('the finder job entity', () => {
  it('puts the job under JOB#<id> / JOB and its index under the user, both expiring (J4)', () => {
    expect(jobItem(job, 99)).toEqual({ pk: `JOB#${job.jobId}`, sk: 'JOB', type: 'job', ...job, ttl: 99 });
    expect(jobRefItem(job, 99)).toEqual({
      pk: 'USER#ana',
      sk: `FINDERJOB#${job.jobId}`,
      type: 'finderJobRef',
      jobId: job.jobId,
      ttl: 99,
    });
    expect(toJobRecord({ ...jobItem(job, 99), taskToken: 't' })).toEqual({ ...job, taskToken: 't' });
  });

  it('keys a reel by a hash of its url under the job, so a url is stored once per job (J6)', () => {
    const item = { url: 'https://www.tiktok.com/@a/video/1' } as ViralItem;
    const row = reelItem('ana', 'j1', item, new Date('2026-03-15T09:30:00.000Z'), 99);
    expect(row.pk).toBe('USER#ana');
    expect(row.sk).toBe(`FINDERREEL#j1#${reelUrlKey(item.url)}`);
    expect(reelUrlKey(item.url)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(reelUrlKey(item.url)).not.toBe(reelUrlKey(`${item.url}2`));
  });

  it('refuses a malformed item', () => {
    expect(() => toJobRecord({ ...job, status: 'waiting' })).toThrow();
    expect(() => toJobRecord({ ...job, userId: undefined })).toThrow();
    expect(() => toReel({ item: { url: 'x' }, receivedAt: 'now' })).toThrow();
  });
});
