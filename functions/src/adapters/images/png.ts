import { deflateSync, inflateSync } from 'node:zlib';

/**
 * A small PNG codec on node:zlib, so the Lambdas resize the model's PNG without a native
 * dependency (docs/INFRA-NOTES.md §sharp-on-lambda). It reads the non-interlaced PNGs image
 * models write (grey, RGB, palette, with or without alpha; 1 to 16 bits) and writes 8-bit RGB or
 * RGBA with per-row adaptive filters, as libpng does.
 */

export interface RawImage {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA). */
  channels: 3 | 4;
  /** Row-major samples, `channels` bytes per pixel. */
  data: Uint8Array;
}

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

export class PngError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PngError';
  }
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 24 && SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Width and height from the IHDR chunk (the first after the signature), without decoding. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!isPng(bytes)) throw new PngError('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new PngError('IHDR missing');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const CHANNELS_OF_COLOR_TYPE: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function decodePng(bytes: Uint8Array): RawImage {
  if (!isPng(bytes)) throw new PngError('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let header: { width: number; height: number; depth: number; colorType: number; interlace: number } | undefined;
  let palette: Uint8Array | undefined;
  let paletteAlpha: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: view.getUint32(offset + 8),
        height: view.getUint32(offset + 12),
        depth: body[8]!,
        colorType: body[9]!,
        interlace: body[12]!,
      };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') paletteAlpha = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header) throw new PngError('IHDR missing');
  const { width, height, depth, colorType, interlace } = header;
  const sourceChannels = CHANNELS_OF_COLOR_TYPE[colorType];
  const depthOk =
    depth === 8 || (depth === 16 && colorType !== 3) || (depth < 8 && (colorType === 0 || colorType === 3));
  if (!sourceChannels || interlace !== 0 || !depthOk || ![1, 2, 4, 8, 16].includes(depth))
    throw new PngError(`unsupported PNG (colour type ${colorType}, depth ${depth}, interlace ${interlace})`);
  if (colorType === 3 && !palette) throw new PngError('palette missing');

  // bytes per complete pixel for the filters (at least 1), and per row
  const bytesPerSample = depth / 8;
  const bpp = Math.max(1, sourceChannels * bytesPerSample);
  const stride = Math.ceil((width * sourceChannels * depth) / 8);
  const filtered = inflateSync(Buffer.concat(idat));
  if (filtered.length < height * (stride + 1)) throw new PngError('image data truncated');
  const rows = unfilter(filtered, height, stride, bpp);

  const alpha = colorType === 4 || colorType === 6 || (colorType === 3 && !!paletteAlpha);
  const channels = alpha ? 4 : 3;
  // what models write (8-bit RGB or RGBA) is already the layout we keep
  if (depth === 8 && (colorType === 2 || colorType === 6)) return { width, height, channels, data: rows };
  const data = new Uint8Array(width * height * channels);
  const maxLow = (1 << depth) - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = y * stride + x * bpp;
      const dst = (y * width + x) * channels;
      // 16-bit samples keep their high byte
      const sample = (i: number) => rows[src + i * bytesPerSample]!;
      // 1-, 2- and 4-bit samples (palette indexes or grey) are packed from the high bit
      const packed = () => {
        const bit = x * depth;
        return (rows[y * stride + (bit >> 3)]! >> (8 - depth - (bit & 7))) & maxLow;
      };
      if (colorType === 3) {
        const index = depth < 8 ? packed() : rows[src]!;
        data[dst] = palette![index * 3]!;
        data[dst + 1] = palette![index * 3 + 1]!;
        data[dst + 2] = palette![index * 3 + 2]!;
        if (alpha) data[dst + 3] = paletteAlpha![index] ?? 255;
      } else if (colorType === 0 && depth < 8) {
        data[dst] = data[dst + 1] = data[dst + 2] = Math.round((packed() * 255) / maxLow);
      } else if (colorType === 0 || colorType === 4) {
        data[dst] = data[dst + 1] = data[dst + 2] = sample(0);
        if (alpha) data[dst + 3] = sample(1);
      } else {
        data[dst] = sample(0);
        data[dst + 1] = sample(1);
        data[dst + 2] = sample(2);
        if (alpha) data[dst + 3] = sample(3);
      }
    }
  }
  return { width, height, channels, data };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function unfilter(filtered: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const type = filtered[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    const first = y === 0;
    // one loop per filter type: a switch per byte made decoding four times slower
    if (type === 0) out.set(filtered.subarray(src, src + stride), row);
    else if (type === 1) {
      for (let i = 0; i < stride; i++)
        out[row + i] = (filtered[src + i]! + (i >= bpp ? out[row + i - bpp]! : 0)) & 0xff;
    } else if (type === 2) {
      for (let i = 0; i < stride; i++) out[row + i] = (filtered[src + i]! + (first ? 0 : out[prev + i]!)) & 0xff;
    } else if (type === 3) {
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? out[row + i - bpp]! : 0;
        const b = first ? 0 : out[prev + i]!;
        out[row + i] = (filtered[src + i]! + ((a + b) >> 1)) & 0xff;
      }
    } else if (type === 4) {
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? out[row + i - bpp]! : 0;
        const b = first ? 0 : out[prev + i]!;
        const c = first || i < bpp ? 0 : out[prev + i - bpp]!;
        out[row + i] = (filtered[src + i]! + paeth(a, b, c)) & 0xff;
      }
    } else throw new PngError(`unknown row filter ${type}`);
  }
  return out;
}

export function encodePng(image: RawImage): Uint8Array {
  const { width, height, channels, data } = image;
  const stride = width * channels;
  const filtered = new Uint8Array(height * (stride + 1));
  const candidates = Array.from({ length: 5 }, () => new Uint8Array(stride));
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const prev = row - stride;
    // libpng's heuristic: the filter whose output has the smallest sum of absolute (signed) values
    let best = 0;
    let bestSum = Infinity;
    for (let type = 0; type < 5; type++) {
      const out = candidates[type]!;
      let sum = 0;
      for (let i = 0; i < stride; i++) {
        const x = data[row + i]!;
        const a = i >= channels ? data[row + i - channels]! : 0;
        const b = y > 0 ? data[prev + i]! : 0;
        const c = y > 0 && i >= channels ? data[prev + i - channels]! : 0;
        const v =
          type === 0
            ? x
            : type === 1
              ? x - a
              : type === 2
                ? x - b
                : type === 3
                  ? x - ((a + b) >> 1)
                  : x - paeth(a, b, c);
        const byte = v & 0xff;
        out[i] = byte;
        sum += byte < 128 ? byte : 256 - byte;
        if (sum >= bestSum) break;
      }
      if (sum < bestSum) {
        bestSum = sum;
        best = type;
      }
    }
    filtered[y * (stride + 1)] = best;
    filtered.set(candidates[best]!, y * (stride + 1) + 1);
  }
  const ihdr = new Uint8Array(13);
  const ihdrView = new DataView(ihdr.buffer);
  ihdrView.setUint32(0, width);
  ihdrView.setUint32(4, height);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  return concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
