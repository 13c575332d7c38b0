import { base64OfDataUrl, centerSquare } from './avatar-image';

describe('centerSquare', () => {
  it('keeps the centred square of a landscape, a portrait and a square picture', () => {
    expect(centerSquare(400, 300)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(centerSquare(300, 401)).toEqual({ sx: 0, sy: 50, side: 300 });
    expect(centerSquare(256, 256)).toEqual({ sx: 0, sy: 0, side: 256 });
  });
});

describe('base64OfDataUrl', () => {
  it('keeps only the data after the comma', () => {
    expect(base64OfDataUrl('data:image/webp;base64,UklGRg==')).toBe('UklGRg==');
    expect(base64OfDataUrl('garbage')).toBe('');
  });
});
