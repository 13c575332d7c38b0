import type { Metafile } from 'esbuild';
import { ENTRY_MARKER, initialChunks, renderIndexHtml } from './web-html';

describe('renderIndexHtml', () => {
  it('replaces the marker with preloads and the module entry', () => {
    const html = renderIndexHtml(
      `<head>${ENTRY_MARKER}</head>`,
      '/assets/main-AB.js',
      ['/assets/chunk-1.js'],
      ['/assets/main-AB.css'],
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-AB.css" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-1.js" />');
    expect(html).toContain('<script type="module" src="/assets/main-AB.js"></script>');
    expect(html).not.toContain(ENTRY_MARKER);
  });

  it('fails loudly when the template lost its marker', () => {
    expect(() => renderIndexHtml('<head></head>', '/a.js', [], [])).toThrow(/marcador/);
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
