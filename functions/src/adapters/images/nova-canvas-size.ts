/**
 * Nova Canvas's size rules (docs/ARCHITECTURE.md §bedrock-models): each side 320–4096 px and
 * divisible by 16, a ratio between 1:4 and 4:1, under 4,194,304 px in all. 1080×1350 and
 * 1080×1920 break the first rule, so the model draws the nearest allowed size and the resizer
 * brings the PNG to the format's exact size.
 */
export const NOVA_CANVAS_RULES = {
  minSide: 320,
  maxSide: 4096,
  step: 16,
  maxRatio: 4,
  maxPixels: 4_194_304,
} as const;

export function isNovaCanvasSize(width: number, height: number): boolean {
  const r = NOVA_CANVAS_RULES;
  const side = (s: number) => Number.isInteger(s) && s >= r.minSide && s <= r.maxSide && s % r.step === 0;
  return (
    side(width) &&
    side(height) &&
    Math.max(width, height) <= r.maxRatio * Math.min(width, height) &&
    width * height < r.maxPixels
  );
}

/**
 * The size to ask Nova Canvas for a `width` × `height` image: an allowed size with exactly that
 * ratio when one exists (else the closest ratio), then the closest in size; a tie goes to the
 * larger, since shrinking a drawing loses less than enlarging it.
 *
 * @example novaCanvasSize(1080, 1350) // { width: 1088, height: 1360 }
 */
export function novaCanvasSize(width: number, height: number): { width: number; height: number } {
  const r = NOVA_CANVAS_RULES;
  const target = width / height;
  let best: { width: number; height: number; ratioError: number; distance: number } | undefined;
  for (let w = r.minSide; w <= r.maxSide; w += r.step) {
    // for this width, only the heights around the target ratio can win
    const around = Math.round((w * height) / width / r.step) * r.step;
    for (const h of [around - r.step, around, around + r.step]) {
      if (!isNovaCanvasSize(w, h)) continue;
      const ratioError = w * height === h * width ? 0 : Math.abs(Math.log(w / h / target));
      const distance = Math.abs(w - width) + Math.abs(h - height);
      const better =
        !best ||
        ratioError < best.ratioError - 1e-12 ||
        (Math.abs(ratioError - best.ratioError) <= 1e-12 &&
          (distance < best.distance || (distance === best.distance && w * h > best.width * best.height)));
      if (better) best = { width: w, height: h, ratioError, distance };
    }
  }
  if (!best) {
    // a ratio beyond 4:1: aim at the nearest ratio the model allows
    const w = Math.min(width, height * r.maxRatio);
    const h = Math.min(height, width * r.maxRatio);
    if (w !== width || h !== height) return novaCanvasSize(w, h);
    throw new Error(`no Nova Canvas size for ${width}×${height}`);
  }
  return { width: best.width, height: best.height };
}
