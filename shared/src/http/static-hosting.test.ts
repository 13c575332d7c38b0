import {
  CACHE_CONTROL,
  compressesBody,
  namesFile,
  pageFileForPath,
  pageRouting,
  staticFileRule,
} from './static-hosting';

describe('staticFileRule: the Cache-Control, type and compression of a built file', () => {
  it.each([
    ['assets/main-ABC12345.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8', true],
    ['assets/chunk-ABC12345.css', 'public, max-age=31536000, immutable', 'text/css; charset=utf-8', true],
    ['assets/logo-ABC12345.png', 'public, max-age=31536000, immutable', 'image/png', false],
    ['index.html', 'no-cache', 'text/html; charset=utf-8', true],
    ['app.html', 'no-cache', 'text/html; charset=utf-8', true],
    ['politica-privacidade/index.html', 'no-cache', 'text/html; charset=utf-8', true],
    ['config.json', 'no-cache', 'application/json; charset=utf-8', true],
    ['favicon.svg', 'public, max-age=86400, stale-while-revalidate=604800', 'image/svg+xml', true],
    ['icon-192.png', 'public, max-age=86400, stale-while-revalidate=604800', 'image/png', false],
    ['og-image.png', 'public, max-age=86400, stale-while-revalidate=604800', 'image/png', false],
    ['manifest.webmanifest', 'public, max-age=86400, stale-while-revalidate=604800', 'application/manifest+json', true],
    ['robots.txt', 'public, max-age=86400, stale-while-revalidate=604800', 'text/plain; charset=utf-8', true],
  ])('%s: %s, %s, compressible %s', (file, cacheControl, contentType, compressible) => {
    expect(staticFileRule(file)).toMatchObject({ cacheControl, contentType, compressible });
  });

  it('never marks an un-hashed file immutable: it keeps its name across builds', () => {
    for (const file of ['favicon.svg', 'icon-512.png', 'apple-touch-icon.png', 'manifest.webmanifest', 'index.html'])
      expect(staticFileRule(file).cacheControl).not.toContain('immutable');
    expect(CACHE_CONTROL.public).not.toContain('immutable');
  });

  it('compresses only compressible bodies of 1,000 to 10,000,000 bytes, as CloudFront does', () => {
    const js = staticFileRule('assets/a-ABC12345.js');
    expect([999, 1_000, 10_000_000, 10_000_001].map((n) => compressesBody(js, n))).toEqual([false, true, true, false]);
    expect(compressesBody(staticFileRule('icon-512.png'), 50_000)).toBe(false);
  });
});

describe('page routing', () => {
  const all = () => true;
  const todaysBuild = (file: string) => file === 'index.html';

  it.each([
    ['/favicon.svg', true],
    ['/assets/main-ABC12345.js', true],
    ['/auth/index.html', true],
    ['/', false],
    ['/auth', false],
    ['/auth/', false],
    ['/criar/simples', false],
    ['/.well-known/x', false],
  ])('%s names a file: %s', (p, expected) => {
    expect(namesFile(p)).toBe(expected);
  });

  it('answers a pre-rendered route with its page, with or without a trailing slash, and any other path with the shell', () => {
    expect(['/', '/auth', '/auth/', '/contato', '/criar/simples'].map((p) => pageFileForPath(p, all))).toEqual([
      'index.html',
      'auth/index.html',
      'auth/index.html',
      'contato/index.html',
      'app.html',
    ]);
  });

  it('falls back to the shell for a page the build lacks, and to index.html without a shell', () => {
    const noContato = (f: string) => f !== 'contato/index.html';
    expect(pageFileForPath('/contato', noContato)).toBe('app.html');
    expect(['/', '/auth', '/perfil'].map((p) => pageFileForPath(p, todaysBuild))).toEqual([
      'index.html',
      'index.html',
      'index.html',
    ]);
  });

  it('lists every pre-rendered route for the CloudFront function', () => {
    expect(pageRouting(all)).toEqual({
      routes: {
        '/': 'index.html',
        '/auth': 'auth/index.html',
        '/contato': 'contato/index.html',
        '/planos': 'planos/index.html',
        '/politica-privacidade': 'politica-privacidade/index.html',
        '/termos-uso': 'termos-uso/index.html',
      },
      shell: 'app.html',
    });
  });
});
