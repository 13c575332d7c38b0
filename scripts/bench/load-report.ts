/**
 * The pure part of the load bench (`npm run bench -- load`): percentiles, the tables it writes to
 * docs/BENCH.md, and the heap snapshot diff it takes when the server's memory grows.
 */

/** The `p`-th percentile (0–100) of `values`, nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A latency in ms: one decimal under 100 ms, none above. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return ms < 100 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** Status counts as `19,873 × 200, 12 × 429`, the most frequent first. */
export function formatStatuses(statuses: Readonly<Record<string, number>>): string {
  const entries = Object.entries(statuses).sort(([, a], [, b]) => b - a);
  return entries.length ? entries.map(([s, n]) => `${n.toLocaleString('en-US')} × ${s}`).join(', ') : 'none';
}

export interface LoadRun {
  route: string;
  /** Every response's latency in ms. */
  latencies: number[];
  /** Responses by status code. */
  statuses: Record<string, number>;
  seconds: number;
  /** Connection errors and timeouts (no status). */
  errors: number;
}

/** True when the run is a figure: most of its answers were 2xx, none were refused for rate. */
export function isFigure(run: Pick<LoadRun, 'statuses'>): boolean {
  const total = Object.values(run.statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(run.statuses)
    .filter(([s]) => s.startsWith('2'))
    .reduce((a, [, n]) => a + n, 0);
  return total > 0 && ok === total;
}

/** The latency table: one row per route. A run with non-2xx answers is flagged, not hidden. */
export function latencyTable(runs: readonly LoadRun[]): string[] {
  const lines = ['| route | p50 | p95 | p99 | requests/s | answers | errors |', '|---|---:|---:|---:|---:|---|---:|'];
  for (const run of runs) {
    const count = Object.values(run.statuses).reduce((a, b) => a + b, 0);
    const flag = isFigure(run) ? '' : ' ✗ not all 2xx';
    lines.push(
      `| ${run.route} | ${formatMs(percentile(run.latencies, 50))} | ${formatMs(percentile(run.latencies, 95))} | ` +
        `${formatMs(percentile(run.latencies, 99))} | ${(count / run.seconds).toFixed(0)} | ${formatStatuses(run.statuses)}${flag} | ${run.errors} |`,
    );
  }
  return lines;
}

export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** Growth from `before` to `after` as a fraction (0.1 = 10%). */
export const growth = (before: number, after: number) => (after - before) / before;

export const formatMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const formatPercent = (fraction: number) =>
  `${fraction >= 0 ? '+' : '−'}${Math.abs(fraction * 100).toFixed(1)}%`;

/** The subset of V8's .heapsnapshot format the diff reads. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self size and count per `type:name` (constructor name for objects) in a heap snapshot. */
export function heapByConstructor(snapshot: HeapSnapshot): Map<string, { size: number; count: number }> {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const out = new Map<string, { size: number; count: number }>();
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    // A string's name is its content: group all strings (and other named leaves) by type alone.
    const grouped =
      type === 'object' || type === 'closure' ? `${type}:${snapshot.strings[snapshot.nodes[i + nameAt]!]}` : type;
    const entry = out.get(grouped) ?? { size: 0, count: 0 };
    entry.size += snapshot.nodes[i + sizeAt]!;
    entry.count += 1;
    out.set(grouped, entry);
  }
  return out;
}

/** The `top` groups whose self size grew most from `before` to `after`. */
export function topGrowers(
  before: Map<string, { size: number; count: number }>,
  after: Map<string, { size: number; count: number }>,
  top = 10,
): Array<{ name: string; sizeDelta: number; countDelta: number }> {
  return [...after]
    .map(([name, a]) => {
      const b = before.get(name) ?? { size: 0, count: 0 };
      return { name, sizeDelta: a.size - b.size, countDelta: a.count - b.count };
    })
    .filter((g) => g.sizeDelta > 0)
    .sort((x, y) => y.sizeDelta - x.sizeDelta)
    .slice(0, top);
}
