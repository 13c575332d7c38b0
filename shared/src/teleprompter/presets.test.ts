import {
  CONTENT_PRESETS,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_FONT_SIZE,
  DEFAULT_SPEED,
  changeSpeed,
  clampFontSize,
  clampSpeed,
  scrollPixelsPerSecond,
  selectContentType,
} from './presets';

describe('content presets (docs/PRODUCT.md §limits.teleprompter)', () => {
  it('has the four types with their labels, speeds and rates', () => {
    expect(
      CONTENT_TYPES.map((t) => [CONTENT_PRESETS[t].label, CONTENT_PRESETS[t].speed, CONTENT_PRESETS[t].estimateWpm]),
    ).toEqual([
      ['Corporativo / Tutorial', 20, 140],
      ['Conversacional', 40, 170],
      ['Energético / Ads', 60, 200],
      ['Personalizado', 40, 200],
    ]);
    for (const t of CONTENT_TYPES) expect(CONTENT_PRESETS[t].type).toBe(t);
  });

  it('defaults to moderate, speed 40, 32 px', () => {
    expect([DEFAULT_CONTENT_TYPE, DEFAULT_SPEED, DEFAULT_FONT_SIZE]).toEqual(['moderate', 40, 32]);
  });
});

describe('selectContentType (docs/PRODUCT.md §flows.teleprompter)', () => {
  it.each([
    ['slow', 20],
    ['moderate', 40],
    ['fast', 60],
  ] as const)('%s sets its preset speed %i whatever the current speed', (type, speed) => {
    for (const current of [0, 35, 100]) expect(selectContentType(type, current)).toEqual({ contentType: type, speed });
  });

  it('custom keeps the current speed, clamped to the slider', () => {
    expect(selectContentType('custom', 85)).toEqual({ contentType: 'custom', speed: 85 });
    expect(selectContentType('custom', 130)).toEqual({ contentType: 'custom', speed: 100 });
    expect(selectContentType('custom', 33)).toEqual({ contentType: 'custom', speed: 35 });
  });
});

describe('changeSpeed', () => {
  it('makes the type custom and keeps the speed on the slider', () => {
    expect(changeSpeed(45)).toEqual({ contentType: 'custom', speed: 45 });
    expect(changeSpeed(40)).toEqual({ contentType: 'custom', speed: 40 }); // even a preset's own speed
  });

  it('clamps to 0–100 in steps of 5', () => {
    expect(changeSpeed(-5).speed).toBe(0);
    expect(changeSpeed(105).speed).toBe(100);
    expect(changeSpeed(42).speed).toBe(40);
    expect(changeSpeed(43).speed).toBe(45);
  });
});

describe('clamping (docs/PRODUCT.md §validation.teleprompter)', () => {
  it('speed: 0–100 in steps of 5; not a number is the minimum', () => {
    expect([-1, 0, 2, 3, 97, 100, 1000, Number.NaN, Infinity].map(clampSpeed)).toEqual([
      0, 0, 0, 5, 95, 100, 100, 0, 0,
    ]);
  });

  it('text size: 16–72 px in steps of 2', () => {
    expect([0, 16, 17, 31, 32, 72, 73, 200, Number.NaN].map(clampFontSize)).toEqual([
      16, 16, 18, 32, 32, 72, 72, 72, 16,
    ]);
  });

  it('scroll speed is speed × 3 px/s, on a clamped speed', () => {
    expect(scrollPixelsPerSecond(40)).toBe(120);
    expect(scrollPixelsPerSecond(0)).toBe(0);
    expect(scrollPixelsPerSecond(150)).toBe(300);
  });
});
