import { CONTENT_PRESETS, type ContentType } from '@shared/teleprompter/presets';
import {
  countFillers,
  fillerSummary,
  paceWords,
  wordsPerMinute,
  type FillerCount,
} from '@shared/teleprompter/delivery';
import { isPlausiblePace, PACE_LIMITS, type PaceResponse, type PaceTake } from '@shared/teleprompter/pace.schema';
import { formatInteger } from '@shared/format/format';

/**
 * The delivery report's figures and texts (docs/PRODUCT.md §flows.teleprompter.coaching), pure so
 * they are tested without a browser. delivery-report.tsx shows them.
 */

/** The words-per-minute range each content type reads at (docs/PRODUCT.md §limits.teleprompter); custom has none. */
export const PRESET_PACE_RANGES: Readonly<Record<ContentType, { min: number; max: number } | null>> = {
  slow: { min: 130, max: 150 },
  moderate: { min: 160, max: 180 },
  // 'até 200': the fast type starts where the conversational one ends
  fast: { min: 180, max: 200 },
  custom: null,
};

export const TOO_SHORT = 'Fale por alguns segundos para medirmos seu ritmo.';
export const FILLERS_TITLE = 'Possíveis vícios de linguagem';
export const FILLERS_NOTE =
  'Essas palavras também têm usos normais: a contagem mostra quantas vezes apareceram, não quantas estavam sobrando.';
export const NO_FILLERS = 'Nenhum vício de linguagem ouvido nesta tomada.';

export interface TakeAnalysis {
  /** Words heard, fillers left out. */
  words: number;
  durationMs: number;
  wpm: number;
  fillers: FillerCount;
  /** Long enough, with words, to measure a pace. */
  measurable: boolean;
  /** Within the bounds the server takes (60–260 wpm). */
  plausible: boolean;
}

export function analyzeTake(take: { transcript: string; durationMs: number }): TakeAnalysis {
  const words = paceWords(take.transcript);
  const wpm = wordsPerMinute(words, take.durationMs);
  const measurable = words >= PACE_LIMITS.words.min && take.durationMs >= PACE_LIMITS.durationMs.min;
  return {
    words,
    durationMs: Math.round(take.durationMs),
    wpm,
    fillers: countFillers(take.transcript),
    measurable,
    plausible: measurable && isPlausiblePace(wpm),
  };
}

/** The body of POST /api/teleprompter/pace for a take worth saving, else null. */
export function paceTakeOf(a: TakeAnalysis, source: PaceTake['source']): PaceTake | null {
  if (!a.plausible || a.durationMs > PACE_LIMITS.durationMs.max || a.words > PACE_LIMITS.words.max) return null;
  return {
    words: a.words,
    durationMs: a.durationMs,
    fillers: Math.min(a.fillers.total, PACE_LIMITS.fillers.max),
    source,
  };
}

/** '148 palavras por minuto' */
export function wpmText(wpm: number): string {
  return `${formatInteger(wpm)} ${wpm === 1 ? 'palavra' : 'palavras'} por minuto`;
}

/** The pace against the content type's range, or null for 'Personalizado'. */
export function presetComparison(wpm: number, type: ContentType): string | null {
  const range = PRESET_PACE_RANGES[type];
  if (!range) return null;
  const preset = CONTENT_PRESETS[type];
  const named = `${preset.label} (${preset.wpmLabel})`;
  if (wpm < range.min) return `Mais devagar que o ritmo de ${named}.`;
  if (wpm > range.max) return `Mais rápido que o ritmo de ${named}.`;
  return `Dentro do ritmo de ${named}.`;
}

/** 'né ×3, tipo ×1', or that none was heard. */
export function fillersText(fillers: FillerCount): string {
  return fillerSummary(fillers) || NO_FILLERS;
}

/** 'Seu ritmo médio: 152 ppm em 4 tomadas', or null before the first take. */
export function averageText(pace: PaceResponse | null | undefined): string | null {
  if (!pace || pace.averageWpm === null) return null;
  return `Seu ritmo médio: ${formatInteger(pace.averageWpm)} ppm em ${formatInteger(pace.takes)} ${pace.takes === 1 ? 'tomada' : 'tomadas'}`;
}
