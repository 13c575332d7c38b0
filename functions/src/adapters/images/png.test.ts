import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS } from '@shared/images/image-formats';
import { decodePng, encodePng, isPng, pngSize } from './png';
import { PngResizer } from './png-resizer';
import { novaCanvasSize } from './nova-canvas-size';

/** A 40 × 24 test card: a gradient, a disc, some alpha, so every filter type gets used. */
async function card(): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="24"><defs><linearGradient id="g"><stop offset="0" stop-color="#f30"/><stop offset="1" stop-color="#03f" stop-opacity="0.4"/></linearGradient></defs><rect width="40" height="24" fill="url(#g)"/><circle cx="20" cy="12" r="8" fill="#ff0"/></svg>`;
  return sharp(Buffer.from(await sharp(Buffer.from(svg)).png().toBuffer()));
}

async function rawOf(s: Sharp, channels: 3 | 4): Promise<Uint8Array> {
  const img = channels === 3 ? s.clone().removeAlpha() : s.clone().ensureAlpha();
  return new Uint8Array(await img.raw().toBuffer());
}

describe('decodePng, against sharp', () => {
  it.each([
    ['8-bit RGBA', (s: Sharp) => s.png(), 4],
    ['8-bit RGB', (s: Sharp) => s.removeAlpha().png(), 3],
    ['16-bit RGBA', (s: Sharp) => s.toColourspace('rgb16').png(), 4],
    ['grey', (s: Sharp) => s.removeAlpha().grayscale().png(), 3],
    ['grey with alpha', (s: Sharp) => s.grayscale().png(), 4],
  ] as const)('reads %s as sharp does', async (_, make, channels) => {
    const source = await card();
    const png = await make(source.clone()).toBuffer();
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height, decoded.channels]).toEqual([40, 24, channels]);
    const expected = await rawOf(sharp(png).toColourspace('srgb'), channels);
    expect(Buffer.from(decoded.data)).toEqual(Buffer.from(expected));
  });

  it.each([2, 16, 256])('reads a palette PNG of %i colours with transparency', async (colours) => {
    const png = await (await card()).png({ palette: true, colours, dither: 0 }).toBuffer();
    const decoded = decodePng(png);
    const expected = await rawOf(sharp(png), decoded.channels);
    expect(Buffer.from(decoded.data)).toEqual(Buffer.from(expected));
  });

  it('refuses what is not a PNG, and an interlaced one', async () => {
    expect(() => decodePng(new Uint8Array([1, 2, 3]))).toThrow('not a PNG');
    const interlaced = await (await card()).png({ progressive: true }).toBuffer();
    expect(() => decodePng(interlaced)).toThrow('unsupported PNG');
  });
});

describe('encodePng', () => {
  it('writes a PNG sharp reads back pixel for pixel', async () => {
    const source = await card();
    for (const channels of [3, 4] as const) {
      const data = await rawOf(source, channels);
      const png = encodePng({ width: 40, height: 24, channels, data });
      expect(isPng(png)).toBe(true);
      expect(pngSize(png)).toEqual({ width: 40, height: 24 });
      expect(Buffer.from(await rawOf(sharp(Buffer.from(png)), channels))).toEqual(Buffer.from(data));
    }
  });
});

describe('PngResizer', () => {
  const resizer = new PngResizer();

  it('passes a PNG that already has the size through untouched', async () => {
    const png = new Uint8Array(await (await card()).png().toBuffer());
    const out = await resizer.toExactSize(png, { width: 40, height: 24 });
    expect(out.png).toBe(png);
    expect([out.width, out.height]).toEqual([40, 24]);
  });

  it.each(IMAGE_FORMATS.filter((f) => f.id !== 'square').map((f) => [f.id, f] as const))(
    "brings the model's %s size to the format's exact size",
    async (_, f) => {
      const drawn = novaCanvasSize(f.width, f.height);
      const png = await sharp({
        create: { width: drawn.width, height: drawn.height, channels: 3, background: { r: 30, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      const out = await resizer.toExactSize(new Uint8Array(png), { width: f.width, height: f.height });
      const meta = await sharp(Buffer.from(out.png)).metadata();
      expect([meta.width, meta.height, out.width, out.height]).toEqual([f.width, f.height, f.width, f.height]);
      // a flat colour stays that colour: the weights sum to one
      const stats = await sharp(Buffer.from(out.png)).stats();
      expect(stats.channels.map((c) => Math.round(c.mean))).toEqual([30, 120, 200]);
    },
    20_000,
  );
});
