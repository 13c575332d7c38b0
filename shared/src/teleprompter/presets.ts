/**
 * The teleprompter's content types, their preset speeds and reading rates, and the rules that
 * tie the speed slider to the type (docs/PRODUCT.md §limits.teleprompter, §flows.teleprompter).
 */

export const CONTENT_TYPES = ['slow', 'moderate', 'fast', 'custom'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface ContentPreset {
  type: ContentType;
  label: string;
  /** The speed the type sets, in percent (custom keeps whatever the slider says). */
  speed: number;
  /** How the type reads aloud, as shown beside its name. */
  wpmLabel: string;
  /** The rate the time estimate counts with. */
  estimateWpm: number;
}

export const CONTENT_PRESETS: Readonly<Record<ContentType, ContentPreset>> = {
  slow: { type: 'slow', label: 'Corporativo / Tutorial', speed: 20, wpmLabel: '130–150 ppm', estimateWpm: 140 },
  moderate: { type: 'moderate', label: 'Conversacional', speed: 40, wpmLabel: '160–180 ppm', estimateWpm: 170 },
  fast: { type: 'fast', label: 'Energético / Ads', speed: 60, wpmLabel: 'até 200 ppm', estimateWpm: 200 },
  custom: { type: 'custom', label: 'Personalizado', speed: 40, wpmLabel: 'ajustável', estimateWpm: 200 },
};

export const SPEED_LIMITS = { min: 0, max: 100, step: 5 } as const;
export const FONT_SIZE_LIMITS = { min: 16, max: 72, step: 2 } as const;

export const DEFAULT_CONTENT_TYPE: ContentType = 'moderate';
export const DEFAULT_SPEED = CONTENT_PRESETS.moderate.speed;
export const DEFAULT_FONT_SIZE = 32;

/** Scroll speed: the speed percent × 3 px per second. */
export const PX_PER_SECOND_PER_SPEED_POINT = 3;

export function scrollPixelsPerSecond(speed: number): number {
  return clampSpeed(speed) * PX_PER_SECOND_PER_SPEED_POINT;
}

function clampToStep(value: number, limits: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return limits.min;
  const stepped = Math.round((value - limits.min) / limits.step) * limits.step + limits.min;
  return Math.min(limits.max, Math.max(limits.min, stepped));
}

/** A speed the slider can hold: 0–100 in steps of 5. */
export function clampSpeed(speed: number): number {
  return clampToStep(speed, SPEED_LIMITS);
}

/** A text size the slider can hold: 16–72 px in steps of 2. */
export function clampFontSize(size: number): number {
  return clampToStep(size, FONT_SIZE_LIMITS);
}

/** Picking a type: a preset sets its speed; 'Personalizado' keeps the current one. */
export function selectContentType(
  type: ContentType,
  currentSpeed: number,
): { contentType: ContentType; speed: number } {
  return { contentType: type, speed: type === 'custom' ? clampSpeed(currentSpeed) : CONTENT_PRESETS[type].speed };
}

/** Moving the speed (slider, arrows, remote) makes the type 'Personalizado'. */
export function changeSpeed(speed: number): { contentType: ContentType; speed: number } {
  return { contentType: 'custom', speed: clampSpeed(speed) };
}
