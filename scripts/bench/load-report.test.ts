import {
  formatMs,
  formatPercent,
  formatStatuses,
  growth,
  heapByConstructor,
  isFigure,
  latencyTable,
  percentile,
  topGrowers,
  type HeapSnapshot,
} from './load-report';

describe('percentile (nearest rank)', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];

  it('takes the smallest value with at least p% of the values at or below it', () => {
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
  });

  it('leaves its input unsorted and is NaN for no values', () => {
    percentile(values, 50);
    expect(values[0]).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('formatting', () => {
  it('prints ms with one decimal under 100 ms and none above', () => {
    expect(formatMs(3.456)).toBe('3.5 ms');
    expect(formatMs(123.6)).toBe('124 ms');
    expect(formatMs(NaN)).toBe('—');
  });

  it('prints statuses, the most frequent first', () => {
    expect(formatStatuses({ '429': 12, '200': 19873 })).toBe('19,873 × 200, 12 × 429');
    expect(formatStatuses({})).toBe('none');
  });

  it('prints growth as a signed percentage', () => {
    expect(formatPercent(growth(100, 105))).toBe('+5.0%');
    expect(formatPercent(growth(100, 90))).toBe('−10.0%');
  });
});

describe('latencyTable', () => {
  const run = (statuses: Record<string, number>) => ({
    route: 'list-scripts',
    latencies: [1, 2, 3, 4, 5, 6, 7, 8, 9, 100],
    statuses,
    seconds: 2,
    errors: 0,
  });

  it('renders p50, p95, p99 and requests/s per route', () => {
    expect(latencyTable([run({ '200': 10 })])).toEqual([
      '| route | p50 | p95 | p99 | requests/s | answers | errors |',
      '|---|---:|---:|---:|---:|---|---:|',
      '| list-scripts | 5.0 ms | 100 ms | 100 ms | 5 | 10 × 200 | 0 |',
    ]);
  });

  it('flags a run with 429s: it is not a figure', () => {
    expect(isFigure(run({ '200': 10 }))).toBe(true);
    expect(isFigure(run({ '200': 9, '429': 1 }))).toBe(false);
    expect(isFigure(run({}))).toBe(false);
    expect(latencyTable([run({ '429': 10 })])[2]).toContain('10 × 429 ✗ not all 2xx');
  });
});

describe('heap snapshot diff', () => {
  // Two nodes per snapshot: [type, name, self_size]; types: 0 = object, 1 = string.
  const snapshot = (nodes: number[]): HeapSnapshot => ({
    snapshot: { meta: { node_fields: ['type', 'name', 'self_size'], node_types: [['object', 'string']] } },
    nodes,
    strings: ['Map', 'Buffer', 'some text'],
  });

  it('sums self size per constructor, strings as one group', () => {
    const groups = heapByConstructor(snapshot([0, 0, 100, 0, 0, 50, 1, 2, 30, 0, 1, 8]));
    expect(Object.fromEntries(groups)).toEqual({
      'object:Map': { size: 150, count: 2 },
      string: { size: 30, count: 1 },
      'object:Buffer': { size: 8, count: 1 },
    });
  });

  it('ranks the groups that grew, largest first, and leaves out the ones that did not', () => {
    const before = heapByConstructor(snapshot([0, 0, 100, 1, 2, 30, 0, 1, 80]));
    const after = heapByConstructor(snapshot([0, 0, 100, 0, 0, 40, 1, 2, 300, 0, 1, 8]));
    expect(topGrowers(before, after)).toEqual([
      { name: 'string', sizeDelta: 270, countDelta: 0 },
      { name: 'object:Map', sizeDelta: 40, countDelta: 1 },
    ]);
  });
});
