import type { ExactPng, ImageResizer } from '../../images/ports';
import { decodePng, encodePng, pngSize, type RawImage } from './png';

/** Catmull-Rom (a = -0.5): sharp enough for the few percent a model's size differs from the format's. */
function catmullRom(x: number): number {
  const t = Math.abs(x);
  if (t < 1) return 1.5 * t * t * t - 2.5 * t * t + 1;
  if (t < 2) return -0.5 * t * t * t + 2.5 * t * t - 4 * t + 2;
  return 0;
}
const RADIUS = 2;

interface Taps {
  start: Int32Array;
  count: Int32Array;
  weights: Float32Array;
  width: number;
}

/** For each output sample, which input samples it reads and how much; widened when shrinking, so nothing aliases. */
function tapsFor(inSize: number, outSize: number): Taps {
  const scale = inSize / outSize;
  const stretch = Math.max(1, scale);
  const width = Math.ceil(RADIUS * stretch) * 2 + 1;
  const start = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Float32Array(outSize * width);
  for (let o = 0; o < outSize; o++) {
    const center = (o + 0.5) * scale - 0.5;
    const first = Math.max(0, Math.floor(center - RADIUS * stretch));
    const last = Math.min(inSize - 1, Math.ceil(center + RADIUS * stretch));
    let total = 0;
    for (let i = first; i <= last; i++) {
      const w = catmullRom((i - center) / stretch);
      weights[o * width + (i - first)] = w;
      total += w;
    }
    for (let i = 0; i <= last - first; i++) weights[o * width + i]! /= total;
    start[o] = first;
    count[o] = last - first + 1;
  }
  return { start, count, weights, width };
}

const clamp = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

/** Separable resampling: rows first into floats, then columns into bytes. */
export function resample(image: RawImage, width: number, height: number): RawImage {
  const { channels } = image;
  const horizontal = tapsFor(image.width, width);
  const vertical = tapsFor(image.height, height);
  const mid = new Float32Array(width * image.height * channels);
  for (let y = 0; y < image.height; y++) {
    const rowIn = y * image.width * channels;
    const rowOut = y * width * channels;
    for (let x = 0; x < width; x++) {
      const s = horizontal.start[x]!;
      const n = horizontal.count[x]!;
      const base = x * horizontal.width;
      for (let c = 0; c < channels; c++) {
        let v = 0;
        for (let k = 0; k < n; k++) v += image.data[rowIn + (s + k) * channels + c]! * horizontal.weights[base + k]!;
        mid[rowOut + x * channels + c] = v;
      }
    }
  }
  const data = new Uint8Array(width * height * channels);
  const midStride = width * channels;
  for (let y = 0; y < height; y++) {
    const s = vertical.start[y]!;
    const n = vertical.count[y]!;
    const base = y * vertical.width;
    for (let i = 0; i < midStride; i++) {
      let v = 0;
      for (let k = 0; k < n; k++) v += mid[(s + k) * midStride + i]! * vertical.weights[base + k]!;
      data[y * midStride + i] = clamp(v);
    }
  }
  return { width, height, channels, data };
}

/**
 * The resizer of both modes (docs/ARCHITECTURE.md §ports): pure JavaScript on node:zlib, so the
 * Lambda ships no native image library (docs/INFRA-NOTES.md §sharp-on-lambda). A PNG that already
 * has the size passes through untouched.
 */
export class PngResizer implements ImageResizer {
  async toExactSize(png: Uint8Array, size: { width: number; height: number }): Promise<ExactPng> {
    const current = pngSize(png);
    if (current.width === size.width && current.height === size.height) return { png, ...current };
    const out = encodePng(resample(decodePng(png), size.width, size.height));
    return { png: out, ...pngSize(out) };
  }
}
