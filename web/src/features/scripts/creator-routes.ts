import { ADVANCED_STEP_COUNT, type AdvancedStep } from './creator-state';

/**
 * The creator's URLs (docs/PRODUCT.md §flows.creator.urls): each screen has its own, so the browser's back goes
 * one screen back and a reload keeps the page.
 */
export const CREATOR_PATHS = {
  choose: '/criar',
  simple: '/criar/simples',
  step: (step: AdvancedStep) => `/criar/avancado/${step}`,
  result: (id: string) => `/criar/roteiro/${encodeURIComponent(id)}`,
} as const;

export type CreatorScreen =
  | { kind: 'choose' }
  | { kind: 'simple' }
  | { kind: 'advanced'; step: AdvancedStep }
  | { kind: 'result'; id: string }
  /** A path under /criar that names no screen: where to send it instead. */
  | { kind: 'redirect'; to: string };

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a stray '%': the server answers 'Roteiro não encontrado.'
  }
}

/** The screen of a path under /criar (`rest` is what follows '/criar/', '' for /criar itself). */
export function parseCreatorPath(rest: string): CreatorScreen {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'choose' };
  const [first, second, ...more] = parts;
  if (first === 'simples' && !second) return { kind: 'simple' };
  if (first === 'avancado') {
    const n = Number(second);
    if (Number.isInteger(n) && n >= 1 && n <= ADVANCED_STEP_COUNT && more.length === 0 && second === String(n)) {
      return { kind: 'advanced', step: n as AdvancedStep };
    }
    return { kind: 'redirect', to: CREATOR_PATHS.step(1) };
  }
  if (first === 'roteiro' && second && more.length === 0) return { kind: 'result', id: safeDecode(second) };
  return { kind: 'redirect', to: CREATOR_PATHS.choose };
}

/** Navigation state the creator puts on its own forward moves, so its 'Voltar' can be the browser's back. */
export interface CreatorNavState {
  creator: true;
}

export const isCreatorNav = (state: unknown): state is CreatorNavState =>
  typeof state === 'object' && state !== null && (state as { creator?: unknown }).creator === true;
