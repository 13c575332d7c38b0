/**
 * The pure half of the web bench (./web-bench.ts): which scripts belong to a page's initial load,
 * the medians of the Lighthouse runs, the targets of issue 15 and the figures section of
 * docs/PERFORMANCE.md, regenerated between two markers so the hand-written prose around it stays.
 */

export const FIGURES_START =
  '<!-- bench:web:start (npm run bench -- web rewrites everything down to the end marker) -->';
export const FIGURES_END = '<!-- bench:web:end -->';

const KB = 1024;

/** Issue 15's targets. Lighthouse scores are 0–100 here, as Lighthouse shows them. */
export const TARGETS = {
  landingInitialJsGzBytes: 150 * KB,
  score: 95,
  landingLcpMs: 1500,
  landingCls: 0.05,
} as const;

/** three.js's own globals and flags: esbuild's minifier renames its classes but keeps these strings. */
const THREE_SIGNATURE = /__THREE__|isWebGLRenderer/;

export const isThreeJs = (source: string): boolean => THREE_SIGNATURE.test(source);

/** A JavaScript file by its path (query and hash aside): the build names every chunk `*.js`. */
export function isScriptUrl(url: string): boolean {
  try {
    return /\.m?js$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The median; for an even count, the mean of the middle two. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error('median of nothing');
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

// ── Initial JS ──────────────────────────────────────────────────────────────────

/** One JS file a page loaded, from the page's Resource Timing and the response body. */
export interface ScriptLoad {
  url: string;
  /** When the request started, in ms since the navigation started (Resource Timing `startTime`). */
  startMs: number;
  /** The body as sent, compressed if the server compressed it (`encodedBodySize`). */
  wireBytes: number;
  decodedBytes: number;
  /** The decoded body gzipped at level 9: what a compressing host would send. */
  gzipBytes: number;
  three: boolean;
}

/** The scripts requested before the interactive mark are the initial load; the others came later (lazy). */
export function splitAtMark(
  loads: readonly ScriptLoad[],
  markMs: number,
): { initial: ScriptLoad[]; lazy: ScriptLoad[] } {
  const byStart = [...loads].sort((a, b) => a.startMs - b.startMs);
  return { initial: byStart.filter((l) => l.startMs < markMs), lazy: byStart.filter((l) => l.startMs >= markMs) };
}

export interface RouteJs {
  route: string;
  /** The interactive mark, ms since the navigation started. */
  markMs: number;
  initial: ScriptLoad[];
  lazy: ScriptLoad[];
}

export function totals(loads: readonly ScriptLoad[]) {
  return {
    requests: loads.length,
    wireBytes: loads.reduce((n, l) => n + l.wireBytes, 0),
    gzipBytes: loads.reduce((n, l) => n + l.gzipBytes, 0),
    decodedBytes: loads.reduce((n, l) => n + l.decodedBytes, 0),
    three: loads.some((l) => l.three),
  };
}

// ── Lighthouse ──────────────────────────────────────────────────────────────────

/** The part of a Lighthouse result (LHR) read here. */
export interface LhrLike {
  lighthouseVersion?: string;
  runWarnings?: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    | {
        score?: number | null;
        numericValue?: number;
        displayValue?: string;
        details?: { overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
      }
    | undefined
  >;
}

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  lcpElement: string;
  /** TTFB, load delay, load time and render delay of the LCP. */
  lcpPhases: Array<{ phase: string; ms: number }>;
  /** What cost the most, in Lighthouse's own words (display values), most useful first. */
  diagnostics: Array<{ audit: string; value: string }>;
  warnings: string[];
}

const num = (lhr: LhrLike, id: string): number => {
  const v = lhr.audits[id]?.numericValue;
  if (typeof v !== 'number') throw new Error(`the Lighthouse result has no ${id}`);
  return v;
};

/** A built file by its name, a page by its path: no host or port, which change with every run. */
const fileOf = (url: string) => {
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : pathname;
  } catch {
    return url; // Lighthouse's 'Unattributable'
  }
};

const round = (n: number) => Math.round(n);

interface Row {
  [key: string]: unknown;
}
const rows = (lhr: LhrLike, id: string): Row[] => (lhr.audits[id]?.details?.items ?? []) as Row[];

/** The LCP element audit is a list of two tables: the element, then the phases. */
function lcpElement(lhr: LhrLike): { element: string; phases: Array<{ phase: string; ms: number }> } {
  const tables = rows(lhr, 'largest-contentful-paint-element') as Array<{ items?: Row[] }>;
  const all = tables.flatMap((t) => t.items ?? []);
  const node = all.find((r) => r.node)?.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  const element = node ? `${node.snippet ?? node.selector ?? '?'}${node.nodeLabel ? ` “${node.nodeLabel}”` : ''}` : '—';
  const phases = all
    .filter((r) => typeof r.phase === 'string' && typeof r.timing === 'number')
    .map((r) => ({ phase: r.phase as string, ms: r.timing as number }));
  return { element, phases };
}

function diagnostics(lhr: LhrLike): Array<{ audit: string; value: string }> {
  const out: Array<{ audit: string; value: string }> = [];
  const bootup = lhr.audits['bootup-time'];
  if (bootup?.displayValue) {
    const top = rows(lhr, 'bootup-time')
      .filter((r) => typeof r.total === 'number')
      .sort((a, b) => (b.total as number) - (a.total as number))
      .slice(0, 3)
      .map((r) => `${fileOf(String(r.url))} ${round(r.total as number)} ms`);
    out.push({
      audit: 'bootup-time',
      value: `${bootup.displayValue} of JS execution (CPU time by script: ${top.join(', ')})`,
    });
  }
  const main = lhr.audits['mainthread-work-breakdown'];
  if (main?.displayValue) {
    const top = rows(lhr, 'mainthread-work-breakdown')
      .filter((r) => typeof r.duration === 'number')
      .sort((a, b) => (b.duration as number) - (a.duration as number))
      .slice(0, 3)
      .map((r) => `${String(r.groupLabel ?? r.group)} ${round(r.duration as number)} ms`);
    out.push({
      audit: 'mainthread-work-breakdown',
      value: `${main.displayValue} of main-thread work (${top.join(', ')})`,
    });
  }
  for (const id of ['render-blocking-resources', 'unused-javascript', 'uses-text-compression', 'unused-css-rules']) {
    const a = lhr.audits[id];
    if (!a || a.score === 1 || a.score === undefined) continue;
    const ms = a.details?.overallSavingsMs;
    const bytes = a.details?.overallSavingsBytes;
    if (!ms && !bytes) continue;
    const parts = [bytes ? `${(bytes / KB).toFixed(0)} KB` : '', ms ? `${round(ms)} ms` : ''].filter(Boolean);
    out.push({ audit: id, value: `could save ${parts.join(', ')}` });
  }
  for (const id of ['total-byte-weight', 'server-response-time']) {
    const a = lhr.audits[id];
    if (a?.displayValue) out.push({ audit: id, value: a.displayValue });
  }
  return out;
}

/** The figures of one Lighthouse run. */
export function lighthouseRun(lhr: LhrLike): LighthouseRun {
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('the Lighthouse result has no performance score');
  const lcp = lcpElement(lhr);
  return {
    score: Math.round(score * 100),
    fcpMs: num(lhr, 'first-contentful-paint'),
    lcpMs: num(lhr, 'largest-contentful-paint'),
    tbtMs: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    siMs: num(lhr, 'speed-index'),
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    diagnostics: diagnostics(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

export type Metric = 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs';
const METRICS: Metric[] = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs'];

/** Each figure's own median over the runs. */
export function medians(runs: readonly LighthouseRun[]): Record<Metric, number> {
  return Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])) as Record<Metric, number>;
}

/** The run with the median score (the lower one for an even count): its LCP element and diagnostics are shown. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error('no Lighthouse run');
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)]!;
}

export interface RouteLighthouse {
  route: string;
  runs: LighthouseRun[];
  /** Why a run had to be made again (Lighthouse's error), if one did. */
  retries?: string[];
}

// ── Targets ─────────────────────────────────────────────────────────────────────

export interface Check {
  route: string;
  figure: string;
  value: string;
  target: string;
  ok: boolean;
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Every figure that has a target, with its verdict. */
export function checks(js: readonly RouteJs[], lighthouse: readonly RouteLighthouse[]): Check[] {
  const out: Check[] = [];
  for (const r of js) {
    const t = totals(r.initial);
    if (r.route === '/')
      out.push({
        route: r.route,
        figure: 'initial JS (gzip)',
        value: kb(t.gzipBytes),
        target: `≤ ${kb(TARGETS.landingInitialJsGzBytes)}`,
        ok: t.gzipBytes <= TARGETS.landingInitialJsGzBytes,
      });
    out.push({
      route: r.route,
      figure: 'three.js in the initial JS',
      value: t.three ? 'yes' : 'no',
      target: 'no',
      ok: !t.three,
    });
  }
  for (const r of lighthouse) {
    const m = medians(r.runs);
    out.push({
      route: r.route,
      figure: 'Lighthouse performance',
      value: String(m.score),
      target: `≥ ${TARGETS.score}`,
      ok: m.score >= TARGETS.score,
    });
    if (r.route === '/') {
      out.push({
        route: r.route,
        figure: 'LCP',
        value: seconds(m.lcpMs),
        target: `< ${seconds(TARGETS.landingLcpMs)}`,
        ok: m.lcpMs < TARGETS.landingLcpMs,
      });
      out.push({
        route: r.route,
        figure: 'CLS',
        value: m.cls.toFixed(3),
        target: `< ${TARGETS.landingCls}`,
        ok: m.cls < TARGETS.landingCls,
      });
    }
  }
  return out;
}

// ── docs/PERFORMANCE.md ─────────────────────────────────────────────────────────

export interface WebBenchResult {
  /** ISO time the run started. */
  date: string;
  durationMs: number;
  commit: string;
  machine: { cpus: number; model: string; node: string; load: { start: number; max: number; end: number } };
  chromium: string;
  lighthouseVersion: string;
  /** The build's own view: the entry and its static imports (esbuild metafile). */
  build: { initialFiles: number; initialGzipBytes: number };
  js: RouteJs[];
  lighthouse: RouteLighthouse[];
}

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const cell = (check: Check | undefined, value: string) => (check ? `${mark(check.ok)} ${value}` : value);

function routeSection(
  route: string,
  js: RouteJs | undefined,
  lh: RouteLighthouse | undefined,
  all: readonly Check[],
): string[] {
  const find = (figure: string) => all.find((c) => c.route === route && c.figure === figure);
  const target = (figure: string) => find(figure)?.target ?? '—';
  const lines = [`### ${route}`, '', '| figure | measured | target |', '|---|---:|---|'];
  if (js) {
    const t = totals(js.initial);
    lines.push(
      `| initial JS, gzip -9 | ${cell(find('initial JS (gzip)'), kb(t.gzipBytes))} | ${target('initial JS (gzip)')} |`,
      `| initial JS, over the wire | ${kb(t.wireBytes)} (${kb(t.decodedBytes)} decoded) | — |`,
      `| initial JS requests | ${t.requests} | — |`,
      `| three.js in the initial JS | ${cell(find('three.js in the initial JS'), t.three ? 'yes' : 'no')} | no |`,
      `| interactive mark | ${seconds(js.markMs)} | — |`,
    );
  }
  if (lh) {
    const m = medians(lh.runs);
    lines.push(
      `| Lighthouse performance (median of ${lh.runs.length}) | ${cell(find('Lighthouse performance'), String(m.score))} | ${target('Lighthouse performance')} |`,
      `| FCP | ${seconds(m.fcpMs)} | — |`,
      `| LCP | ${cell(find('LCP'), seconds(m.lcpMs))} | ${target('LCP')} |`,
      `| TBT | ${round(m.tbtMs)} ms | — |`,
      `| CLS | ${cell(find('CLS'), m.cls.toFixed(3))} | ${target('CLS')} |`,
      `| Speed Index | ${seconds(m.siMs)} | — |`,
    );
  }
  lines.push('');
  if (lh) {
    const runs = lh.runs;
    lines.push(
      `Runs: score ${runs.map((r) => r.score).join(', ')}; FCP ${runs.map((r) => seconds(r.fcpMs)).join(', ')}; ` +
        `LCP ${runs.map((r) => seconds(r.lcpMs)).join(', ')}; TBT ${runs.map((r) => `${round(r.tbtMs)} ms`).join(', ')}.`,
    );
    const mid = medianRun(runs);
    lines.push('', `In the median run (score ${mid.score}):`, '');
    lines.push(`- LCP element: \`${mid.lcpElement.replace(/`/g, "'")}\``);
    if (mid.lcpPhases.length)
      lines.push(`- LCP phases: ${mid.lcpPhases.map((p) => `${p.phase} ${round(p.ms)} ms`).join(', ')}`);
    for (const d of mid.diagnostics) lines.push(`- \`${d.audit}\`: ${d.value}`);
    for (const w of [...new Set(runs.flatMap((r) => r.warnings))]) lines.push(`- Lighthouse warned: ${w}`);
    for (const why of lh.retries ?? []) lines.push(`- A run failed and was made again: ${why}`);
    lines.push('');
  }
  if (js) {
    if (js.lazy.length) {
      const t = totals(js.lazy);
      lines.push(
        `Loaded after the interactive mark (lazy): ${t.requests} file${t.requests === 1 ? '' : 's'}, ${kb(t.gzipBytes)} gzip -9, ${kb(t.wireBytes)} over the wire.`,
        '',
      );
      lines.push('| file | requested at | over the wire | gzip -9 | three.js |', '|---|---:|---:|---:|---|');
      for (const l of js.lazy)
        lines.push(
          `| ${fileOf(l.url)} | ${seconds(l.startMs)} | ${kb(l.wireBytes)} | ${kb(l.gzipBytes)} | ${l.three ? 'yes' : 'no'} |`,
        );
    } else lines.push('No JS loaded after the interactive mark.');
    lines.push('');
  }
  return lines;
}

/** The generated section: everything between the markers. */
export function renderFigures(result: WebBenchResult): string {
  const all = checks(result.js, result.lighthouse);
  const routes = [...new Set([...result.js.map((r) => r.route), ...result.lighthouse.map((r) => r.route)])];
  const { machine: m } = result;
  const passed = all.filter((c) => c.ok).length;
  const lines = [
    `Measured ${result.date} in ${(result.durationMs / 1000).toFixed(0)} s, build of commit ${result.commit}.`,
    `${m.cpus} × ${m.model}, Node ${m.node}, Chromium ${result.chromium}, Lighthouse ${result.lighthouseVersion}; ` +
      `load average (1 min) ${m.load.start.toFixed(1)} at the start, ${m.load.max.toFixed(1)} at most, ${m.load.end.toFixed(1)} at the end.`,
    '',
    `Targets met: ${passed} of ${all.length}.`,
    '',
    '| route | initial JS gzip | requests | three.js initial | Lighthouse | LCP | CLS |',
    '|---|---:|---:|---|---:|---:|---:|',
  ];
  for (const route of routes) {
    const js = result.js.find((r) => r.route === route);
    const lh = result.lighthouse.find((r) => r.route === route);
    const find = (figure: string) => all.find((c) => c.route === route && c.figure === figure);
    const t = js && totals(js.initial);
    const md = lh && medians(lh.runs);
    lines.push(
      `| ${route} | ${t ? cell(find('initial JS (gzip)'), kb(t.gzipBytes)) : '—'} | ${t ? t.requests : '—'} | ` +
        `${t ? cell(find('three.js in the initial JS'), t.three ? 'yes' : 'no') : '—'} | ` +
        `${md ? cell(find('Lighthouse performance'), String(md.score)) : '—'} | ` +
        `${md ? cell(find('LCP'), seconds(md.lcpMs)) : '—'} | ${md ? cell(find('CLS'), md.cls.toFixed(3)) : '—'} |`,
    );
  }
  lines.push(
    '',
    `The build's own initial set (the entry and its static imports, esbuild's metafile): ${result.build.initialFiles} files, ${kb(result.build.initialGzipBytes)} gzip -9.`,
    '',
  );
  for (const route of routes)
    lines.push(
      ...routeSection(
        route,
        result.js.find((r) => r.route === route),
        result.lighthouse.find((r) => r.route === route),
        all,
      ),
    );
  return lines.join('\n').trimEnd() + '\n';
}

/**
 * Puts `figures` between the markers of `doc`, leaving everything else as it is. A document
 * without the markers gets them, with the figures, at its end; no document gets `skeleton`.
 * One marker without the other is refused rather than guessed at.
 */
export function spliceFigures(doc: string | null, figures: string, skeleton: string): string {
  const base = doc ?? skeleton;
  const block = `${FIGURES_START}\n\n${figures.trimEnd()}\n\n${FIGURES_END}`;
  const start = base.indexOf(FIGURES_START);
  const end = base.indexOf(FIGURES_END, start + 1);
  if (start < 0 && end < 0) return `${base.trimEnd()}\n\n${block}\n`;
  if (start < 0 || end < 0) throw new Error('docs/PERFORMANCE.md has one figures marker without the other');
  return base.slice(0, start) + block + base.slice(end + FIGURES_END.length);
}
