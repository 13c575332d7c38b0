import type { Metafile } from 'esbuild';

/** Where web/index.html wants the entry script (and preload hints). */
export const ENTRY_MARKER = '<!-- build: entry -->';

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

/** Puts the hashed entry (and modulepreload hints for its static chunks) into index.html. */
export function renderIndexHtml(template: string, entryUrl: string, preloadUrls: string[], cssUrls: string[]): string {
  if (!template.includes(ENTRY_MARKER)) throw new Error(`web/index.html não tem o marcador ${ENTRY_MARKER}`);
  const tags = [
    ...cssUrls.map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...preloadUrls.map((href) => `<link rel="modulepreload" href="${href}" />`),
    `<script type="module" src="${entryUrl}"></script>`,
  ];
  return template.replace(ENTRY_MARKER, tags.join('\n    '));
}
