import type { ScriptRequest } from '@shared/scripts/script.schema';
import {
  ANGLES,
  FORMATS,
  GENERATION_MODES,
  OBJECTIVES,
  PLATFORMS,
  SIMPLE_NICHE,
  SIMPLE_OBJECTIVE,
  THEME_MAX_LENGTH,
  storedFormatFor,
  type StoredFormat,
} from '@shared/scripts/script-options';

export interface StoredFields {
  niche: string;
  theme: string;
  objective: string;
  format: StoredFormat;
  details: string;
  duration: number;
}

const labelOf = (list: readonly { id: string; label: string }[], id: string) =>
  list.find((i) => i.id === id)?.label ?? '';
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/**
 * What a request stores in the scripts table (docs/PRODUCT.md §data.scripts, §flows.creator). Simple mode marks its rows
 * with SIMPLE_NICHE / SIMPLE_OBJECTIVE so loading one restores simple mode.
 */
export function storedFieldsFor(request: ScriptRequest): StoredFields {
  if (request.mode === 'simple') {
    return {
      niche: SIMPLE_NICHE,
      theme: request.idea.trim().slice(0, THEME_MAX_LENGTH),
      objective: SIMPLE_OBJECTIVE,
      format: 'reels',
      details: '',
      duration: request.duracao,
    };
  }
  const parts = [
    `Modo: ${labelOf(GENERATION_MODES, request.mode)}`,
    `Plataforma: ${labelOf(PLATFORMS, request.plataforma)}`,
    `Ângulo: ${labelOf(ANGLES, request.angulo)}`,
    request.formato && `Formato: ${labelOf(FORMATS, request.formato)}`,
    `Tom: ${request.tom}`,
    `Aparece: ${request.aparecer}`,
    request.dor && `Dor: ${clip(request.dor, 80)}`,
    request.oferta && `Oferta: ${clip(request.oferta, 80)}`,
    request.provaSocial && `Prova social: ${clip(request.provaSocial, 80)}`,
    request.objecao && `Objeção: ${clip(request.objecao, 80)}`,
    request.localidade && `Localidade: ${clip(request.localidade, 60)}`,
    request.referencia && `Referência: ${clip(request.referencia, 80)}`,
  ].filter(Boolean);
  return {
    niche: request.persona,
    // docs/PRODUCT.md §validation.creator: the theme is optional, so the title falls back to the pain, then the persona
    theme: (request.tema || request.dor || request.persona).slice(0, THEME_MAX_LENGTH),
    objective: request.objetivo ? labelOf(OBJECTIVES, request.objetivo) : '',
    format: storedFormatFor(request.plataforma),
    details: parts.join(' · '),
    duration: request.duracao,
  };
}
