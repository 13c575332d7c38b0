import { fixedClock } from '../core/clock';
import { parseNewsConfig } from '../config';
import { GoogleNewsSource } from '../adapters/news/google-news-source';
import { SampleNewsSource } from '../adapters/news/sample-news-source';
import { makeNewsSource } from '../composition/news-source';

describe('parseNewsConfig', () => {
  it('reads Google News on AWS and the sample feed locally by default', () => {
    expect(parseNewsConfig({})).toEqual({ source: 'google' });
    expect(parseNewsConfig({ VIRALIZA_MODE: 'local' })).toEqual({ source: 'sample' });
  });

  it('lets NEWS_SOURCE choose either in any mode', () => {
    expect(parseNewsConfig({ VIRALIZA_MODE: 'local', NEWS_SOURCE: 'google' })).toEqual({ source: 'google' });
    expect(parseNewsConfig({ NEWS_SOURCE: 'sample' })).toEqual({ source: 'sample' });
  });

  it('stops with the key named when NEWS_SOURCE is unknown', () => {
    expect(() => parseNewsConfig({ NEWS_SOURCE: 'rss' })).toThrow(/Invalid configuration: NEWS_SOURCE/);
  });
});

it('builds the adapter the configuration names', () => {
  const clock = fixedClock('2026-11-24T12:00:00.000Z');
  expect(makeNewsSource({ source: 'google' }, clock)).toBeInstanceOf(GoogleNewsSource);
  expect(makeNewsSource({ source: 'sample' }, clock)).toBeInstanceOf(SampleNewsSource);
});
