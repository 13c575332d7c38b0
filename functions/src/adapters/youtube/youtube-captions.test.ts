import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonAfter, pickTrack, readPlayerResponse, trackUrl, YouTubeCaptionsSource } from './youtube-captions';

/** A watch page trimmed to what the adapter reads (its player response lists three caption tracks), and a track. */
const WATCH_PAGE = readFileSync(path.join(__dirname, 'fixtures', 'watch-page.html'), 'utf8');
const TRACK = readFileSync(path.join(__dirname, 'fixtures', 'timedtext-pt-br.xml'), 'utf8');

/** A fetch that answers from a table by URL prefix and records what was asked; no network. */
function fakeFetch(routes: Array<[string, () => Response | Promise<Response>]>) {
  const asked: string[] = [];
  const impl = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const route = routes.find(([prefix]) => url.startsWith(prefix));
    if (!route) return new Response('not found', { status: 404 });
    return route[1]();
  }) as typeof fetch;
  return { impl, asked };
}

const signal = () => AbortSignal.timeout(5_000);

describe('the watch page', () => {
  it('lists the caption tracks and the length of its player response', () => {
    const { tracks, lengthS } = readPlayerResponse(WATCH_PAGE);
    expect(tracks.map((t) => [t.languageCode, t.kind ?? 'manual'])).toEqual([
      ['en', 'asr'],
      ['pt', 'asr'],
      ['pt-BR', 'manual'],
    ]);
    // JSON's \u0026 is read as &
    expect(tracks[2]!.baseUrl).toContain('&lang=pt-BR');
    expect(lengthS).toBe(91);
  });

  it('matches braces inside strings without losing its place', () => {
    expect(jsonAfter('x = {"a":"}{\\"}","b":{"c":1}}; y = {}', 'x =')).toEqual({ a: '}{"}', b: { c: 1 } });
    expect(jsonAfter('no marker here', 'ytInitialPlayerResponse')).toBeNull();
    expect(jsonAfter('ytInitialPlayerResponse = {"broken": ', 'ytInitialPlayerResponse')).toBeNull();
  });

  it('has no tracks when the page has no player response (a consent or bot-check page)', () => {
    expect(readPlayerResponse('<html><body>Antes de ir para o YouTube</body></html>')).toEqual({
      tracks: [],
      lengthS: null,
    });
  });
});

describe('pickTrack', () => {
  const t = (languageCode: string, kind?: string) => ({
    baseUrl: languageCode,
    languageCode,
    ...(kind ? { kind } : {}),
  });

  it.each([
    ['Portuguese by a person, pt-BR first', [t('en'), t('pt', 'asr'), t('pt-PT'), t('pt-BR')], 'pt-BR'],
    ['Portuguese by a person over automatic', [t('pt', 'asr'), t('pt-PT')], 'pt-PT'],
    ['automatic Portuguese over another language', [t('en'), t('pt', 'asr')], 'pt'],
    ['another language by a person over an automatic one', [t('en', 'asr'), t('es')], 'es'],
    ['an automatic track when it is all there is', [t('en', 'asr')], 'en'],
  ])('prefers %s', (_name, tracks, expected) => {
    expect(pickTrack(tracks)?.languageCode).toBe(expected);
  });

  it('answers null without tracks', () => {
    expect(pickTrack([])).toBeNull();
  });
});

it.each([
  ['https://www.youtube.com/api/timedtext?v=x&lang=pt', true],
  ['/api/timedtext?v=x&lang=pt', true],
  ['https://evil.example/api/timedtext?v=x', false],
  ['http://www.youtube.com/api/timedtext?v=x', false],
  ['https://www.youtube.com/redirect?q=https://evil.example', false],
])('fetches only YouTube timedtext URLs: %s → %s', (url, ok) => {
  expect(trackUrl(url) !== null).toBe(ok);
});

describe('YouTubeCaptionsSource', () => {
  it('reads the pt-BR track of the recorded page', async () => {
    const { impl, asked } = fakeFetch([
      ['https://www.youtube.com/watch', () => new Response(WATCH_PAGE)],
      ['https://www.youtube.com/api/timedtext', () => new Response(TRACK)],
    ]);
    const transcript = await new YouTubeCaptionsSource({ fetch: impl }).fetch('Pd8x1kQz9aA', signal());
    expect(asked[0]).toBe('https://www.youtube.com/watch?v=Pd8x1kQz9aA&hl=pt-BR');
    expect(asked[1]).toContain('lang=pt-BR');
    expect(transcript).toMatchObject({ language: 'pt-BR', automatic: false, videoDurationS: 91 });
    expect(transcript!.segments).toHaveLength(22);
  });

  it.each([
    ['the watch page fails', [['https://www.youtube.com/watch', () => new Response('', { status: 429 })]]],
    ['the video has no captions', [['https://www.youtube.com/watch', () => new Response('<html></html>')]]],
    [
      'the track is empty',
      [
        ['https://www.youtube.com/watch', () => new Response(WATCH_PAGE)],
        ['https://www.youtube.com/api/timedtext', () => new Response('')],
      ],
    ],
    [
      'the network fails',
      [
        [
          'https://www.youtube.com/watch',
          () => {
            throw new TypeError('fetch failed');
          },
        ],
      ],
    ],
  ] as Array<[string, Array<[string, () => Response]>]>)('answers null when %s', async (_name, routes) => {
    const { impl } = fakeFetch(routes);
    expect(await new YouTubeCaptionsSource({ fetch: impl }).fetch('Pd8x1kQz9aA', signal())).toBeNull();
  });

  it('answers null when the signal ends the read', async () => {
    const impl = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof fetch;
    const controller = new AbortController();
    const pending = new YouTubeCaptionsSource({ fetch: impl }).fetch('Pd8x1kQz9aA', controller.signal);
    controller.abort(new DOMException('timeout', 'TimeoutError'));
    expect(await pending).toBeNull();
  });
});
