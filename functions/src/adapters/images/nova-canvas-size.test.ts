import { IMAGE_FORMATS } from '@shared/images/image-formats';
import { isNovaCanvasSize, novaCanvasSize } from './nova-canvas-size';

describe("Nova Canvas's size rules (docs/ARCHITECTURE.md §bedrock-models)", () => {
  it.each([
    [1024, 1024, true],
    [1080, 1350, false], // 1080 and 1350 are not multiples of 16
    [1088, 1360, true],
    [304, 1024, false], // under 320
    [4112, 1024, false], // over 4096, and a ratio over 4:1
    [2048, 2048, false], // exactly 4,194,304 px: the total must be under it
    [2048, 512, true], // 4:1 is allowed
    [4096, 1024, false], // exactly 4,194,304 px again
    [320, 1296, false], // 1:4.05
  ])('%i × %i is %s', (w, h, ok) => {
    expect(isNovaCanvasSize(w, h)).toBe(ok);
  });
});

describe('the size asked of Nova Canvas for each format', () => {
  it.each([
    ['square', 1024, 1024],
    ['instagram', 1088, 1360],
    ['story', 1152, 2048],
    ['horizontal', 2048, 1152],
  ] as const)('%s: %i × %i', (id, width, height) => {
    const f = IMAGE_FORMATS.find((x) => x.id === id)!;
    const size = novaCanvasSize(f.width, f.height);
    expect(size).toEqual({ width, height });
    expect(isNovaCanvasSize(size.width, size.height)).toBe(true);
    // the same ratio exactly, so the resize only scales
    expect(size.width * f.height).toBe(size.height * f.width);
  });

  it('keeps an allowed size as it is', () => {
    expect(novaCanvasSize(1280, 720)).toEqual({ width: 1280, height: 720 });
  });

  it('aims at the nearest allowed ratio when the asked one is beyond 4:1', () => {
    const size = novaCanvasSize(100, 2000);
    expect(isNovaCanvasSize(size.width, size.height)).toBe(true);
    expect(size.height / size.width).toBe(4);
  });
});
