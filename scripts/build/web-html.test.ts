import type { Metafile } from 'esbuild';
import { COLOR_MODE_SCRIPT } from '../../shared/src/http/color-mode-script';
import { documentHead } from '../../web/src/lib/document-head';
import { ENTRY_MARKER, HEAD_MARKER, initialChunks, renderPageHtml, ROOT_MARKER } from './web-html';
import { COLOR_MODE_MARKER } from './web-html';

const TEMPLATE = `<html><head>${COLOR_MODE_MARKER}${HEAD_MARKER}${ENTRY_MARKER}</head><body>${ROOT_MARKER}</body></html>`;
const BASE = {
  entryUrl: '/assets/main-AB.js',
  preloadUrls: ['/assets/chunk-1.js'],
  cssUrls: ['/assets/main-AB.css'],
  globalCss: ':root{--chakra-colors-brand-600:#7c3aed}',
  head: documentHead('/contato', 'https://viraliza.example'),
};

describe('renderPageHtml', () => {
  it('writes the scripts, the preloads and the color-mode script the CSP allows', () => {
    const html = renderPageHtml(TEMPLATE, BASE);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-AB.css" />');
    // listed for the entry to preload after the first paint, not fetched alongside it
    expect(html).toContain('<meta name="viraliza:modules" content="/assets/chunk-1.js" />');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="module" src="/assets/main-AB.js"></script>');
    expect(html).toContain(`<script>${COLOR_MODE_SCRIPT}</script>`);
    for (const marker of [COLOR_MODE_MARKER, HEAD_MARKER, ENTRY_MARKER, ROOT_MARKER])
      expect(html).not.toContain(marker);
  });

  it("gives link previews the route's title and absolute URLs", () => {
    const html = renderPageHtml(TEMPLATE, BASE);
    expect(html).toContain('<title>Contato | Viraliza</title>');
    expect(html).toContain('<link rel="canonical" href="https://viraliza.example/contato" />');
    expect(html).toContain('<meta property="og:url" content="https://viraliza.example/contato" />');
    expect(html).toContain('<meta property="og:image" content="https://viraliza.example/og-image.png" />');
  });

  it('puts a pre-rendered page in #root, marked with its path, with its critical CSS before the scripts', () => {
    const html = renderPageHtml(TEMPLATE, {
      ...BASE,
      page: {
        path: '/contato',
        html: '<main><h1>Fale conosco</h1></main>',
        styleTags: '<style data-s="" data-emotion="vz x">.vz-x{}</style>',
      },
    });
    expect(html).toContain('<div id="root" data-prerendered="/contato"><main><h1>Fale conosco</h1></main></div>');
    // Its first paint waits for the end of its markup.
    expect(html).toContain('<link rel="expect" href="#fim-da-pagina" blocking="render" />');
    expect(html.indexOf('id="fim-da-pagina"')).toBeGreaterThan(html.indexOf('Fale conosco'));
    expect(html.indexOf('data-emotion')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).not.toContain('class="boot"');
  });

  it("writes the global CSS in every page, the page's own CSS right after it (Emotion adopts it there)", () => {
    const styleTags = '<style data-s="" data-emotion="vz x">.vz-x{}</style>';
    const page = { path: '/contato', html: '<main></main>', styleTags };
    const global = '<style id="estilos-globais">:root{--chakra-colors-brand-600:#7c3aed}</style>';
    expect(renderPageHtml(TEMPLATE, { ...BASE, page })).toContain(global + styleTags);
    expect(renderPageHtml(TEMPLATE, BASE)).toContain(global);
  });

  it('marks a content page, which the entry hydrates without the app', () => {
    const page = { path: '/', html: '<main></main>', styleTags: '' };
    expect(renderPageHtml(TEMPLATE, { ...BASE, page: { ...page, contentPage: true } })).toContain(
      '<div id="root" data-prerendered="/" data-content-page><main></main></div>',
    );
    expect(renderPageHtml(TEMPLATE, { ...BASE, page })).not.toContain('data-content-page');
  });

  it('gives the SPA shell the boot spinner and no page', () => {
    const html = renderPageHtml(TEMPLATE, BASE);
    expect(html).toContain(
      '<div id="root"><div class="boot" role="status" aria-label="Carregando"><span></span></div></div>',
    );
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain('rel="expect"');
  });

  it('fails loudly when the template lost a marker', () => {
    expect(() => renderPageHtml('<head></head>', BASE)).toThrow(/marcador/);
  });
});

describe('initialChunks', () => {
  it('follows static imports only, not dynamic ones', () => {
    const out = (imports: Array<{ path: string; kind: 'import-statement' | 'dynamic-import' }>) => ({
      imports,
      exports: [],
      inputs: {},
      bytes: 1,
    });
    const metafile = {
      inputs: {},
      outputs: {
        'main.js': out([
          { path: 'shared.js', kind: 'import-statement' },
          { path: 'page.js', kind: 'dynamic-import' },
        ]),
        'shared.js': out([{ path: 'deep.js', kind: 'import-statement' }]),
        'deep.js': out([]),
        'page.js': out([{ path: 'shared.js', kind: 'import-statement' }]),
      },
    } as unknown as Metafile;
    expect(initialChunks(metafile, 'main.js').sort()).toEqual(['deep.js', 'main.js', 'shared.js']);
  });
});
