import { existsSync, readFileSync, statSync } from 'node:fs';
import { PRERENDERED_ROUTES, prerenderedFile } from '../../shared/src/navigation/prerendered-routes';
import { TARGETS, kb } from '../bench/web-report';
import type { BuiltFile, WebBuildReport } from './build-web';

/**
 * The build guard (docs/ARCHITECTURE.md §build-guard): `npm test` reads the report the e2e step's
 * build wrote (scripts/test/run-all.ts) and fails when the landing page's initial JS is over its
 * budget, when the barrel plugin rewrote nothing, or when a pre-rendered page is missing.
 */

/** Where a build of `outdir` writes its report: beside it, so the server never serves it. */
export const reportFileOf = (outdir: string) => `${outdir}-build-report.json`;

const js = (files: BuiltFile[]) => {
  const scripts = files.filter((f) => f.file.endsWith('.js'));
  return { files: scripts, gzipBytes: scripts.reduce((n, f) => n + f.gzipBytes, 0) };
};

/** The app's initial JS: the entry and the chunks the app imports statically (the bench's build figure). */
export const initialJs = (report: Pick<WebBuildReport, 'initial'>) => js(report.initial);

/**
 * A pre-rendered page's initial JS: the entry and every script its HTML preloads. For / that is the
 * content pages' start, not the app (docs/ARCHITECTURE.md §prerender): what the bench measures in Chrome before the
 * interactive mark (docs/PERFORMANCE.md), read from the build instead of a browser.
 */
export function pageInitialJs(report: WebBuildReport, route: string): { files: BuiltFile[]; gzipBytes: number } {
  const page = report.pages.find((p) => p.route === route);
  const names = new Set([report.entry, ...(page?.preloads ?? [])]);
  return js(report.all.filter((f) => names.has(f.file)));
}

/** What is wrong with a build, one line each; empty when it is sound. `exists` answers whether a written file is there. */
export function guardProblems(report: WebBuildReport, exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  const landing = pageInitialJs(report, '/');
  if (landing.gzipBytes > TARGETS.landingInitialJsGzBytes)
    problems.push(
      `o JS inicial da página / tem ${kb(landing.gzipBytes)} gzip, acima do limite de ${kb(TARGETS.landingInitialJsGzBytes)}`,
    );
  if (report.barrel.rewrittenFiles === 0)
    problems.push(
      'o plugin barrel-imports não reescreveu nenhum import: as exportações do Chakra, Ark ou zag mudaram de forma?',
    );
  const pages = new Set(report.pages.map((p) => p.route));
  for (const route of PRERENDERED_ROUTES)
    if (!pages.has(route) || !exists(prerenderedFile(route)))
      problems.push(`a página pré-renderizada de ${route} (${prerenderedFile(route)}) não foi gerada`);
  return problems;
}

/** Reads the report of the build in `outdir`, refusing one written before `since` (a build that did not run). */
export function readReport(outdir: string, since: number): WebBuildReport {
  const file = reportFileOf(outdir);
  if (!existsSync(file)) throw new Error(`nenhum relatório de build em ${file}: o build do app web não rodou`);
  if (statSync(file).mtimeMs < since) throw new Error(`o relatório ${file} é de um build anterior: o build não rodou`);
  return JSON.parse(readFileSync(file, 'utf8')) as WebBuildReport;
}
