import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import { parseFinderConfig } from '../config';
import { makeContentSource } from '../composition/content-source';
import { SampleContentSource } from '../adapters/finder/sample-content-source';
import { YouTubeContentSource } from '../adapters/finder/youtube-content-source';
import { systemClock } from '../core/clock';

describe('parseFinderConfig (docs/LOCAL-MODE.md §finder)', () => {
  it('reads the sample catalogue locally and YouTube on AWS, unless FINDER_SOURCE says otherwise', () => {
    expect(parseFinderConfig({ VIRALIZA_MODE: 'local' })).toEqual({ source: 'sample' });
    expect(parseFinderConfig({ YOUTUBE_API_KEY: 'k' })).toEqual({ source: 'youtube', youtubeApiKey: 'k' });
    expect(parseFinderConfig({ VIRALIZA_MODE: 'local', FINDER_SOURCE: 'youtube', YOUTUBE_API_KEY: 'k' })).toEqual({
      source: 'youtube',
      youtubeApiKey: 'k',
    });
    expect(parseFinderConfig({ FINDER_SOURCE: 'sample' })).toEqual({ source: 'sample' });
  });

  it('marks YouTube without a key as unconfigured, and refuses an unknown source', () => {
    expect(parseFinderConfig({})).toEqual({ source: 'unconfigured' });
    expect(() => parseFinderConfig({ FINDER_SOURCE: 'tiktok' })).toThrow('FINDER_SOURCE');
  });

  it('answers a search without a key with a 503-coded pt-BR message, never a crash', async () => {
    const source = makeContentSource({ source: 'unconfigured' }, systemClock);
    await expect(source.search({ niche: 'finanças', platforms: ['youtube'] })).rejects.toMatchObject({
      code: 'unavailable',
      message: FINDER_MESSAGES.notConfigured,
    });
  });

  it('builds the source the configuration names', () => {
    expect(makeContentSource({ source: 'sample' }, systemClock)).toBeInstanceOf(SampleContentSource);
    expect(makeContentSource({ source: 'youtube', youtubeApiKey: 'k' }, systemClock)).toBeInstanceOf(
      YouTubeContentSource,
    );
  });
});
