import type { Metafile } from 'esbuild';
import { COLOR_MODE_SCRIPT } from '../../shared/src/http/color-mode-script';
import { GLOBAL_CSS_ID } from '../../web/src/app/page-styles';
import type { DocumentHead } from '../../web/src/lib/document-head';

/** Where web/index.html wants the entry script (and preload hints). */
export const ENTRY_MARKER = '<!-- build: entry -->';
/** Where the pre-paint color-mode script goes (first in <head>, before anything paints). */
export const COLOR_MODE_MARKER = '<!-- build: color-mode -->';
/** Where the page's title, description, canonical URL and link-preview tags go. */
export const HEAD_MARKER = '<!-- build: head -->';
/** Where #root goes: the pre-rendered page, or the boot spinner in the SPA shell. */
export const ROOT_MARKER = '<!-- build: root -->';

/** Files the entry pulls in before anything runs (static imports, transitively). */
export function initialChunks(metafile: Metafile, entryOutput: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
    }
  };
  visit(entryOutput);
  return [...seen];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceMarker(html: string, marker: string, content: string): string {
  if (!html.includes(marker)) throw new Error(`web/index.html não tem o marcador ${marker}`);
  return html.replace(marker, () => content);
}

/** The <head> tags of a DocumentHead (web/src/lib/document-head.ts), absolute URLs included. */
export function headTags(head: DocumentHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.tags.map((t) => `<meta ${t.attr}="${t.key}" content="${escapeHtml(t.content)}" />`),
  ].join('\n    ');
}

/** The meta tag web/src/main.tsx reads the page's chunks from (the entry keeps the name literal, to stay tiny). */
export const APP_MODULES_META = 'viraliza:modules';
/** The empty element after a pre-rendered page's markup, which its first paint waits for. */
export const PAGE_END_ID = 'fim-da-pagina';

export interface PageParts {
  entryUrl: string;
  /**
   * The chunks the page needs (the app's static imports and the page's own chunk), listed in a meta tag
   * that the entry turns into modulepreload links once the page has painted (web/src/main.tsx). As
   * <link> tags in the HTML they would share the connection with the first paint (docs/PERFORMANCE.md §bundle).
   */
  preloadUrls: string[];
  cssUrls: string[];
  /** Chakra's global CSS, the same for every page (web/src/app/page-styles.ts). */
  globalCss: string;
  head: DocumentHead;
  /** A pre-rendered page: its path, markup and critical CSS. Absent for the SPA shell. */
  page?: {
    path: string;
    html: string;
    styleTags: string;
    /** A content page, hydrated without the app (docs/PERFORMANCE.md §content-pages). */
    contentPage?: boolean;
  };
}

/**
 * One HTML file from web/index.html: the color-mode script, the route's head, the critical CSS
 * and markup of a pre-rendered page (marked with its path so the browser hydrates only that
 * page, docs/ARCHITECTURE.md §prerender) or the shell's boot spinner, then the scripts.
 */
export function renderPageHtml(template: string, parts: PageParts): string {
  const tags = [
    // A pre-rendered page paints whole: on a slow phone the parser may otherwise paint the part
    // it has read, and the rest then pushes it down (a layout shift before any script ran).
    ...(parts.page ? [`<link rel="expect" href="#${PAGE_END_ID}" blocking="render" />`] : []),
    ...parts.cssUrls.map((href) => `<link rel="stylesheet" href="${href}" />`),
    `<meta name="${APP_MODULES_META}" content="${parts.preloadUrls.map(escapeHtml).join(' ')}" />`,
    `<script type="module" src="${parts.entryUrl}"></script>`,
  ];
  const root = parts.page
    ? `<div id="root" data-prerendered="${escapeHtml(parts.page.path)}"${parts.page.contentPage ? ' data-content-page' : ''}>${parts.page.html}</div>\n    <div id="${PAGE_END_ID}" hidden></div>`
    : [
        '<noscript>O Viraliza precisa de JavaScript para funcionar.</noscript>',
        '<div id="root"><div class="boot" role="status" aria-label="Carregando"><span></span></div></div>',
      ].join('\n    ');
  let html = replaceMarker(template, COLOR_MODE_MARKER, `<script>${COLOR_MODE_SCRIPT}</script>`);
  html = replaceMarker(html, HEAD_MARKER, headTags(parts.head));
  // The page's critical CSS right after the global CSS, with nothing between them: the browser's
  // Emotion cache adopts it in place only when it is the global CSS's next sibling
  // (web/src/app/browser-emotion-cache.ts).
  const styles = `<style id="${GLOBAL_CSS_ID}">${parts.globalCss}</style>${parts.page?.styleTags ?? ''}`;
  html = replaceMarker(html, ENTRY_MARKER, [styles, ...tags].join('\n    '));
  return replaceMarker(html, ROOT_MARKER, root);
}
