import type { FinderJobView, ViralItem } from '@shared/finder/finder.schema';

export function aViralItem(patch: Partial<ViralItem> = {}): ViralItem {
  return {
    id: 'v1',
    platform: 'youtube',
    title: 'Como juntar o primeiro milhão',
    author: 'Ana Finanças',
    thumbnail: '',
    url: 'https://www.youtube.com/watch?v=abcdefghijk',
    videoUrl: '',
    views: 42_000,
    likes: 1_250,
    comments: 300,
    publishedAt: '2026-11-27T15:00:00-03:00',
    engagementRate: 0.0369,
    outlierScore: 4.2,
    hook: '',
    sample: false,
    ...patch,
  };
}

export function aJob(patch: Partial<FinderJobView> = {}): FinderJobView {
  return {
    jobId: 'j1',
    platform: 'youtube',
    niche: 'finanças',
    status: 'running',
    received: 0,
    startedAt: '2026-11-28T12:00:00Z',
    ...patch,
  };
}
