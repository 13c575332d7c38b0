import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../core/ports';
import { NewsUnavailableError } from '../../news/ports';
import { FEED_CACHE_MS, GoogleNewsSource, googleNewsUrl } from './google-news-source';

const FIXTURE = readFileSync(path.join(__dirname, 'fixtures/google-news-financas.xml'), 'utf8');

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-11-23T23:00:00Z')) {
  let now = start;
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => void (now += ms) };
}

/** A fetch that answers from a list and records the URLs asked for; nothing touches the network. */
function recordedFetch(answers: Array<() => Promise<Response>>) {
  const urls: string[] = [];
  const fn = (async (input: string | URL | Request) => {
    urls.push(String(input));
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  }) as typeof fetch;
  return { fn, urls };
}

const ok = () => Promise.resolve(new Response(FIXTURE, { status: 200 }));

it("searches Google News in pt-BR with the niche's query", () => {
  const url = new URL(googleNewsUrl('imobiliario'));
  expect(url.origin + url.pathname).toBe('https://news.google.com/rss/search');
  expect(url.searchParams.get('hl')).toBe('pt-BR');
  expect(url.searchParams.get('gl')).toBe('BR');
  expect(url.searchParams.get('ceid')).toBe('BR:pt-419');
  expect(url.searchParams.get('q')).toContain('mercado imobiliário');
});

it('reads the feed once per niche for ten minutes, then again', async () => {
  const { clock, advance } = manualClock();
  const f = recordedFetch([ok, ok, ok]);
  const source = new GoogleNewsSource({ clock, fetch: f.fn });

  const first = await source.latest('financas');
  expect(first.sample).toBe(false);
  expect(first.headlines).toHaveLength(8);
  advance(FEED_CACHE_MS - 1);
  await source.latest('financas');
  expect(f.urls).toHaveLength(1);

  await source.latest('tecnologia'); // another niche has its own entry
  expect(f.urls).toHaveLength(2);

  advance(1);
  await source.latest('financas');
  expect(f.urls).toHaveLength(3);
});

it('shares one fetch between concurrent requests of a niche', async () => {
  const { clock } = manualClock();
  const f = recordedFetch([ok]);
  const source = new GoogleNewsSource({ clock, fetch: f.fn });
  const both = await Promise.all([source.latest('financas'), source.latest('financas')]);
  expect(both[0].headlines).toEqual(both[1].headlines);
  expect(f.urls).toHaveLength(1);
});

it.each([
  ['the network fails', () => Promise.reject(new TypeError('fetch failed'))],
  ['Google answers 503', () => Promise.resolve(new Response('indisponível', { status: 503 }))],
  ['the answer is not a feed', () => Promise.resolve(new Response('<html>captcha</html>', { status: 200 }))],
])('fails with the pt-BR message when %s, and caches nothing', async (_, answer) => {
  const { clock } = manualClock();
  const f = recordedFetch([answer, ok]);
  const source = new GoogleNewsSource({ clock, fetch: f.fn });
  const failure = source.latest('financas');
  await expect(failure).rejects.toBeInstanceOf(NewsUnavailableError);
  await expect(failure).rejects.toThrow('Não foi possível carregar as notícias agora. Tente de novo em instantes.');
  await expect(source.latest('financas')).resolves.toMatchObject({ sample: false });
});

it('gives up after its timeout', async () => {
  const { clock } = manualClock();
  const hanging = ((_: unknown, init?: RequestInit) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    )) as typeof fetch;
  const source = new GoogleNewsSource({ clock, fetch: hanging, timeoutMs: 20 });
  await expect(source.latest('financas')).rejects.toBeInstanceOf(NewsUnavailableError);
});
