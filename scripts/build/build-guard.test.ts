import { PRERENDERED_ROUTES, prerenderedFile } from '../../shared/src/navigation/prerendered-routes';
import { TARGETS } from '../bench/web-report';
import { guardProblems, pageInitialJs } from './build-guard';
import type { WebBuildReport } from './build-web';

/**
 * A sound build: the landing page preloads the content start (chunk-C) and its CSS, under budget;
 * the app's heavier chunk (chunk-B) is not the landing page's; barrels rewritten; every page written.
 */
const report = (over: Partial<WebBuildReport> = {}, landingGzip = 60_000): WebBuildReport => ({
  entry: 'main-A.js',
  initial: [],
  all: [
    { file: 'main-A.js', bytes: 2_000, gzipBytes: 1_000 },
    { file: 'chunk-B.js', bytes: 900_000, gzipBytes: 300_000 },
    { file: 'chunk-C.js', bytes: 200_000, gzipBytes: landingGzip },
    { file: 'chunk-C.css', bytes: 900_000, gzipBytes: 400_000 },
  ],
  pages: PRERENDERED_ROUTES.map((route) => ({
    route,
    file: prerenderedFile(route),
    htmlBytes: 1,
    htmlGzipBytes: 1,
    preloads: route === '/' ? ['chunk-C.js', 'chunk-C.css'] : ['chunk-B.js'],
  })),
  barrel: { rewrittenFiles: 120 },
  ...over,
});
const allWritten = () => true;

describe('the build guard', () => {
  it("passes a sound build, counting the landing page's own preloaded JS (not its CSS, not the app's)", () => {
    expect(guardProblems(report(), allWritten)).toEqual([]);
    expect(pageInitialJs(report(), '/').gzipBytes).toBe(61_000);
  });

  it('fails when the barrel plugin is switched off: a build that rewrote no import', () => {
    expect(guardProblems(report({ barrel: { rewrittenFiles: 0 } }), allWritten)).toEqual([
      expect.stringContaining('barrel-imports não reescreveu nenhum import'),
    ]);
  });

  it("fails when the landing page's initial JS is over 150 KB gzipped", () => {
    const budget = TARGETS.landingInitialJsGzBytes;
    expect(budget).toBe(150 * 1024);
    expect(guardProblems(report({}, budget - 1_000 + 1), allWritten)).toEqual([
      expect.stringContaining('acima do limite de 150.0 KB'),
    ]);
    expect(guardProblems(report({}, budget - 1_000), allWritten)).toEqual([]);
  });

  it('fails when a pre-rendered page is missing from the report or from the disk', () => {
    const [first, second] = PRERENDERED_ROUTES;
    const unreported = report().pages.filter((p) => p.route !== first);
    expect(guardProblems(report({ pages: unreported }), allWritten)).toEqual([
      `a página pré-renderizada de ${first} (${prerenderedFile(first!)}) não foi gerada`,
    ]);
    expect(guardProblems(report(), (file) => file !== prerenderedFile(second!))).toEqual([
      `a página pré-renderizada de ${second} (${prerenderedFile(second!)}) não foi gerada`,
    ]);
  });
});
