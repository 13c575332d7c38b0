import {
  FIGURES_END,
  FIGURES_START,
  TARGETS,
  checks,
  isScriptUrl,
  isThreeJs,
  lighthouseRun,
  median,
  medianRun,
  medians,
  renderFigures,
  spliceFigures,
  splitAtMark,
  totals,
  type LhrLike,
  type LighthouseRun,
  type RouteJs,
  type ScriptLoad,
  type WebBenchResult,
} from './web-report';

const load = (name: string, startMs: number, gzipBytes = 1000, three = false): ScriptLoad => ({
  url: `http://localhost:4000/assets/${name}`,
  startMs,
  wireBytes: gzipBytes * 3,
  decodedBytes: gzipBytes * 3,
  gzipBytes,
  three,
});

const run = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  score: 96,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  siMs: 1000,
  lcpElement: '<h1>',
  lcpPhases: [],
  diagnostics: [],
  warnings: [],
  ...over,
});

/** A trimmed Lighthouse 12 result, shaped as lighthouse@12.8 writes it. */
function lhr(over: Partial<LhrLike['audits']> = {}, score: number | null = 0.555): LhrLike {
  return {
    lighthouseVersion: '12.8.2',
    runWarnings: ['The page loaded too slowly to finish within the time limit.'],
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 10407.1 },
      'largest-contentful-paint': { numericValue: 14429.2 },
      'total-blocking-time': { numericValue: 280 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'speed-index': { numericValue: 10407.1 },
      'largest-contentful-paint-element': {
        score: 0,
        details: {
          items: [
            {
              items: [
                {
                  node: {
                    snippet: '<h1 id="titulo-principal" class="chakra-heading">',
                    nodeLabel: 'Crie vídeos virais com inteligência artificial',
                  },
                },
              ],
            },
            {
              items: [
                { phase: 'TTFB', timing: 453.5, percent: '3%' },
                { phase: 'Render Delay', timing: 13975.7, percent: '97%' },
              ],
            },
          ],
        },
      },
      'bootup-time': {
        score: 0,
        displayValue: '10.0 s',
        details: {
          items: [
            { url: 'http://localhost:4000/assets/main-A.js', total: 699 },
            { url: 'http://localhost:4000/assets/chunk-THREE.js', total: 162530 },
            { url: 'http://localhost:4000/', total: 3338 },
            { url: 'Unattributable', total: 2234 },
          ],
        },
      },
      'unused-javascript': {
        score: 0,
        displayValue: 'Est savings of 1,038 KiB',
        details: { overallSavingsMs: 4890, overallSavingsBytes: 1063140 },
      },
      'render-blocking-resources': { score: 1, details: { overallSavingsMs: 0 } },
      'total-byte-weight': { score: 1, displayValue: 'Total size was 2,111 KiB' },
      ...over,
    },
  };
}

describe('median', () => {
  it('takes the middle of an odd count whatever the order, and the mean of the middle two of an even one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([55, 53, 56])).toBe(55);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow();
  });
});

describe('what counts as JS, and as three.js', () => {
  it('knows scripts by their path, not their query', () => {
    expect(isScriptUrl('http://localhost:1/assets/chunk-AB12.js')).toBe(true);
    expect(isScriptUrl('http://localhost:1/assets/x.mjs?v=1')).toBe(true);
    expect(isScriptUrl('http://localhost:1/assets/main.css')).toBe(false);
    expect(isScriptUrl('http://localhost:1/config.json?x=.js')).toBe(false);
    expect(isScriptUrl('not a url')).toBe(false);
  });

  it("finds three.js by the strings esbuild's minifier keeps, and nothing else", () => {
    expect(isThreeJs('typeof window<"u"&&(window.__THREE__?console.warn("x"):window.__THREE__=Yn)')).toBe(true);
    expect(isThreeJs('class Rf{constructor(){this.isWebGLRenderer=!0}}')).toBe(true);
    expect(isThreeJs('function Xe(e){return React.createElement("canvas",e)}')).toBe(false);
  });
});

describe('splitAtMark', () => {
  it('puts what was requested before the interactive mark in the initial load, in request order', () => {
    const { initial, lazy } = splitAtMark(
      [load('late.js', 900), load('main.js', 12), load('hero.js', 450), load('chunk.js', 15)],
      400,
    );
    expect(initial.map((l) => l.url.split('/').pop())).toEqual(['main.js', 'chunk.js']);
    expect(lazy.map((l) => l.url.split('/').pop())).toEqual(['hero.js', 'late.js']);
  });

  it('counts a request started at the mark itself as lazy: it was not needed to get there', () => {
    expect(splitAtMark([load('a.js', 400)], 400)).toEqual({ initial: [], lazy: [load('a.js', 400)] });
  });
});

describe('totals', () => {
  it('adds the sizes up and says whether any file is three.js', () => {
    expect(totals([load('a.js', 1, 100), load('b.js', 2, 50, true)])).toEqual({
      requests: 2,
      wireBytes: 450,
      gzipBytes: 150,
      decodedBytes: 450,
      three: true,
    });
    expect(totals([]).three).toBe(false);
  });
});

describe('lighthouseRun', () => {
  it('reads the score as Lighthouse shows it, the metrics, the LCP element and its phases', () => {
    const r = lighthouseRun(lhr());
    expect(r).toMatchObject({ score: 56, fcpMs: 10407.1, lcpMs: 14429.2, tbtMs: 280, cls: 0.01, siMs: 10407.1 });
    expect(r.lcpElement).toBe(
      '<h1 id="titulo-principal" class="chakra-heading"> “Crie vídeos virais com inteligência artificial”',
    );
    expect(r.lcpPhases).toEqual([
      { phase: 'TTFB', ms: 453.5 },
      { phase: 'Render Delay', ms: 13975.7 },
    ]);
    expect(r.warnings).toEqual(['The page loaded too slowly to finish within the time limit.']);
  });

  it('names what cost the most: the heaviest scripts first, savings only where there are some', () => {
    const d = lighthouseRun(lhr()).diagnostics;
    expect(d.map((x) => x.audit)).toEqual(['bootup-time', 'unused-javascript', 'total-byte-weight']);
    expect(d[0]!.value).toBe(
      '10.0 s of JS execution (CPU time by script: chunk-THREE.js 162530 ms, / 3338 ms, Unattributable 2234 ms)',
    );
    expect(d[1]!.value).toBe('could save 1038 KB, 4890 ms');
  });

  it('refuses a result without a score or a metric instead of reporting zero', () => {
    expect(() => lighthouseRun(lhr({}, null))).toThrow(/performance score/);
    expect(() => lighthouseRun(lhr({ 'largest-contentful-paint': undefined }))).toThrow(/largest-contentful-paint/);
  });
});

describe('medians and the median run', () => {
  const runs = [
    run({ score: 54, lcpMs: 7800, lcpElement: 'a' }),
    run({ score: 56, lcpMs: 7600, lcpElement: 'b' }),
    run({ score: 55, lcpMs: 8100, lcpElement: 'c' }),
  ];

  it('takes each figure’s own median', () => {
    expect(medians(runs)).toMatchObject({ score: 55, lcpMs: 7800 });
  });

  it('picks the run with the median score to show its LCP element and diagnostics', () => {
    expect(medianRun(runs).lcpElement).toBe('c');
    expect(medianRun([run({ score: 90, lcpElement: 'low' }), run({ score: 99, lcpElement: 'high' })]).lcpElement).toBe(
      'low',
    );
  });
});

describe('checks', () => {
  const js = (route: string, gzipBytes: number, three = false): RouteJs => ({
    route,
    markMs: 300,
    initial: [load('main.js', 5, gzipBytes, three)],
    lazy: [],
  });

  it('holds the landing page to 150 KB of gzipped initial JS, at most', () => {
    const at = checks([js('/', TARGETS.landingInitialJsGzBytes)], []);
    const over = checks([js('/', TARGETS.landingInitialJsGzBytes + 1)], []);
    expect(at.find((c) => c.figure === 'initial JS (gzip)')).toMatchObject({ ok: true, target: '≤ 150.0 KB' });
    expect(over.find((c) => c.figure === 'initial JS (gzip)')).toMatchObject({ ok: false, value: '150.0 KB' });
  });

  it('gives the other routes no size target, but fails three.js in any initial load', () => {
    const c = checks([js('/auth', 900 * 1024, true), js('/contato', 10)], []);
    expect(c.filter((x) => x.figure === 'initial JS (gzip)')).toEqual([]);
    expect(c.map((x) => [x.route, x.figure, x.ok])).toEqual([
      ['/auth', 'three.js in the initial JS', false],
      ['/contato', 'three.js in the initial JS', true],
    ]);
  });

  it('wants a median score of 95 on each route, and on the landing an LCP under 1.5 s and a CLS under 0.05', () => {
    const c = checks(
      [],
      [
        { route: '/', runs: [run({ score: 95, lcpMs: 1500, cls: 0.049 })] },
        { route: '/auth', runs: [run({ score: 94, lcpMs: 9000, cls: 0.3 }), run({ score: 99 }), run({ score: 60 })] },
      ],
    );
    expect(c.map((x) => [x.route, x.figure, x.value, x.ok])).toEqual([
      ['/', 'Lighthouse performance', '95', true],
      ['/', 'LCP', '1.50 s', false],
      ['/', 'CLS', '0.049', true],
      ['/auth', 'Lighthouse performance', '94', false],
    ]);
  });
});

describe('docs/PERFORMANCE.md', () => {
  const result: WebBenchResult = {
    date: '2026-11-24T07:30:00.000Z',
    durationMs: 312_000,
    commit: 'abc1234',
    machine: { cpus: 2, model: 'Test CPU', node: 'v20.20.2', load: { start: 1.2, max: 3.4, end: 2.5 } },
    chromium: '156.0',
    lighthouseVersion: '12.8.2',
    build: { initialFiles: 9, initialGzipBytes: 285 * 1024 },
    js: [
      {
        route: '/',
        markMs: 2400,
        initial: [load('main-A.js', 10, 200 * 1024)],
        lazy: [load('chunk-THREE.js', 2600, 230 * 1024, true)],
      },
      { route: '/termos-uso', markMs: 2000, initial: [load('main-A.js', 10, 100 * 1024)], lazy: [] },
    ],
    lighthouse: [
      {
        route: '/',
        runs: [
          run({ score: 54, lcpMs: 7800, diagnostics: [{ audit: 'bootup-time', value: '10.0 s of JS CPU time' }] }),
          run({ score: 56 }),
          run({ score: 55 }),
        ],
      },
    ],
  };

  it('renders each route with its verdicts, the raw runs and the lazy chunks', () => {
    const md = renderFigures(result);
    expect(md).toContain('2 × Test CPU');
    expect(md).toContain('load average (1 min) 1.2 at the start, 3.4 at most, 2.5 at the end');
    expect(md).toContain('build of commit abc1234');
    expect(md).toContain('| / | ❌ 200.0 KB | 1 | ✅ no | ❌ 55 | ✅ 1.20 s | ✅ 0.000 |');
    expect(md).toContain('| /termos-uso | 100.0 KB | 1 | ✅ no | — | — | — |');
    expect(md).toContain('| initial JS, gzip -9 | ❌ 200.0 KB | ≤ 150.0 KB |');
    expect(md).toContain('Runs: score 54, 56, 55;');
    expect(md).toContain('Loaded after the interactive mark (lazy): 1 file, 230.0 KB gzip -9, 690.0 KB over the wire.');
    expect(md).toContain('| chunk-THREE.js | 2.60 s | 690.0 KB | 230.0 KB | yes |');
    expect(md).toContain('In the median run (score 55):');
    expect(md).toContain('No JS loaded after the interactive mark.');
    expect(md).toContain(
      "The build's own initial set (the entry and its static imports, esbuild's metafile): 9 files, 285.0 KB",
    );
    expect(md).toMatch(/Targets met: 4 of 6\./);
  });

  it('shows the diagnostics of the median run, not of another one, and the runs made again', () => {
    const md = renderFigures({
      ...result,
      lighthouse: [
        {
          route: '/',
          runs: [
            run({ score: 40, diagnostics: [{ audit: 'bootup-time', value: 'worst run' }] }),
            run({ score: 55, diagnostics: [{ audit: 'bootup-time', value: 'median run' }] }),
            run({ score: 70, diagnostics: [{ audit: 'bootup-time', value: 'best run' }] }),
          ],
          retries: ['Chrome prevented page load with an interstitial.'],
        },
      ],
    });
    expect(md).toContain('- `bootup-time`: median run');
    expect(md).not.toContain('worst run');
    expect(md).not.toContain('best run');
    expect(md).toContain('- A run failed and was made again: Chrome prevented page load with an interstitial.');
  });

  it('rewrites only the figures between the markers, keeping the prose before and after', () => {
    const doc = `# Web performance\n\nIntro the lead wrote.\n\n${FIGURES_START}\n\nold figures\n\n${FIGURES_END}\n\n## Notes\n\nKept.\n`;
    const once = spliceFigures(doc, 'new figures\n', 'unused');
    expect(once).toBe(
      `# Web performance\n\nIntro the lead wrote.\n\n${FIGURES_START}\n\nnew figures\n\n${FIGURES_END}\n\n## Notes\n\nKept.\n`,
    );
    expect(spliceFigures(once, 'new figures\n', 'unused')).toBe(once);
  });

  it('starts from the skeleton when there is no document, and appends the block when it has no markers', () => {
    expect(spliceFigures(null, 'figs', '# Title\n')).toBe(`# Title\n\n${FIGURES_START}\n\nfigs\n\n${FIGURES_END}\n`);
    expect(spliceFigures('# Mine\n\nText.\n', 'figs', 'unused')).toBe(
      `# Mine\n\nText.\n\n${FIGURES_START}\n\nfigs\n\n${FIGURES_END}\n`,
    );
  });

  it('refuses a document with one marker only rather than eat the prose after it', () => {
    expect(() => spliceFigures(`# T\n\n${FIGURES_START}\n\nprose`, 'figs', '')).toThrow(/one figures marker/);
    expect(() => spliceFigures(`# T\n\nprose\n${FIGURES_END}\n`, 'figs', '')).toThrow(/one figures marker/);
  });
});
