import {
  LINE_HEIGHT,
  MAX_FRAME_MS,
  advance,
  approach,
  backOneLine,
  clampOffset,
  endOffset,
  lineAtOffset,
  readingTransform,
  translateY,
} from './scroll-engine';

/** Runs `advance` over one second of frames of the given intervals (ms), cycling through them. */
function oneSecond(intervals: number[], speed: number): number {
  let offset = 0;
  let t = 0;
  for (let i = 0; t < 1000; i++) {
    const dt = Math.min(intervals[i % intervals.length]!, 1000 - t);
    offset = advance(offset, dt, speed);
    t += dt;
  }
  return offset;
}

describe('advance: time-driven, frame-rate independent (docs/PRODUCT.md §limits.teleprompter)', () => {
  it.each([20, 40, 60, 100])('1 s at speed %i moves speed × 3 px at 30, 60 and 120 Hz', (speed) => {
    const expected = speed * 3;
    expect(oneSecond([1000 / 30], speed)).toBeCloseTo(expected, 6);
    expect(oneSecond([1000 / 60], speed)).toBeCloseTo(expected, 6);
    expect(oneSecond([1000 / 120], speed)).toBeCloseTo(expected, 6);
  });

  it('jittered frame intervals give the same distance', () => {
    expect(oneSecond([16.7, 14.1, 19.9, 33.4, 8.2, 16.6, 17.3], 40)).toBeCloseTo(120, 6);
    expect(oneSecond([4.1, 12, 7.9, 2.5, 30], 60)).toBeCloseTo(180, 6);
  });

  it('speed 0 stands still; a huge gap (background tab) counts as at most 250 ms; a slow frame counts whole', () => {
    expect(advance(50, 16, 0)).toBe(50);
    expect(MAX_FRAME_MS).toBe(250);
    expect(advance(0, 5000, 40)).toBeCloseTo(30, 6);
    expect(advance(0, 150, 40)).toBeCloseTo(18, 6);
    expect(advance(10, -20, 40)).toBe(10);
    expect(advance(10, Number.NaN, 40)).toBe(10);
  });
});

describe('approach: the voice mode eases toward the followed word', () => {
  it('reaches the same place after 300 ms whatever the frame rate', () => {
    const run = (frames: number) => {
      let y = 0;
      for (let i = 0; i < frames; i++) y = approach(y, 400, 300 / frames);
      return y;
    };
    expect(run(9)).toBeCloseTo(run(36), 6); // 30 Hz and 120 Hz
    expect(run(18)).toBeCloseTo(400 * (1 - Math.exp(-300 / 180)), 6);
  });

  it('never overshoots and snaps the last half pixel', () => {
    let y = 0;
    for (let i = 0; i < 200; i++) {
      y = approach(y, 100, 16);
      expect(y).toBeLessThanOrEqual(100);
    }
    expect(y).toBe(100);
    expect(approach(99.7, 100, 1)).toBe(100);
    expect(approach(300, 100, 16)).toBeGreaterThan(100); // moves back up too
  });
});

describe('geometry', () => {
  it('stops when the last row reaches the focus line', () => {
    expect(endOffset(1000, 48)).toBe(952);
    expect(endOffset(20, 48)).toBe(0);
  });

  it('clamps to the text', () => {
    expect([clampOffset(-5, 100), clampOffset(50, 100), clampOffset(150, 100), clampOffset(10, -1)]).toEqual([
      0, 50, 100, 0,
    ]);
  });

  it('back one line is one row up, never above the top', () => {
    expect(backOneLine(100, 48)).toBe(52);
    expect(backOneLine(30, 48)).toBe(0);
  });

  it('finds the line under the focus line', () => {
    const tops = [0, 48, 144, 192]; // line 1 wraps over two rows
    const row = 48;
    expect(lineAtOffset(tops, 0, row)).toBe(0);
    expect(lineAtOffset(tops, 30, row)).toBe(1); // past the middle of row 0
    expect(lineAtOffset(tops, 96, row)).toBe(1); // the second row of line 1
    expect(lineAtOffset(tops, 150, row)).toBe(2);
    expect(lineAtOffset(tops, 5000, row)).toBe(3);
    expect(lineAtOffset([], 10, row)).toBe(-1);
  });

  it('writes transforms the e2e and the compositor read', () => {
    expect(translateY(12.345)).toBe('translate3d(0, -12.35px, 0)');
    expect(readingTransform(false, false)).toBe('none');
    expect(readingTransform(true, false)).toBe('scaleX(-1)');
    expect(readingTransform(false, true)).toBe('scaleY(-1)');
    expect(readingTransform(true, true)).toBe('scaleX(-1) scaleY(-1)');
    expect(LINE_HEIGHT).toBe(1.5);
  });
});
