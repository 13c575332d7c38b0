import { LANDING_LIMITS } from '@shared/landing/landing';

/**
 * The features carousel as pure state (docs/PRODUCT.md §screens.landing, docs/PRODUCT.md §limits.landing): it
 * loops, moves one card at a time, and turns by itself every 5 s unless something holds it.
 * The component only renders this state and starts a timer of `rotationDelay` ms.
 */

/** Why the carousel stands still: a pointer over it, focus in it, the pause button, off screen. */
export type CarouselHold = 'hover' | 'focus' | 'user' | 'offscreen';

export interface CarouselState {
  /** The first card shown (the md layout shows it and the next one). */
  start: number;
  holds: readonly CarouselHold[];
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  /** The timer's turn: the same move as 'next', kept apart so the log of a test reads well. */
  | { type: 'tick' }
  | { type: 'hold'; hold: CarouselHold }
  | { type: 'release'; hold: CarouselHold }
  /** The pause button: holds or releases 'user'. */
  | { type: 'toggle' };

export const initialCarousel: CarouselState = { start: 0, holds: [] };

/** `i` brought into 0..count-1, either way round. */
export function wrapIndex(i: number, count: number): number {
  return count > 0 ? ((i % count) + count) % count : 0;
}

export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case 'next':
      case 'tick':
        return { ...state, start: wrapIndex(state.start + 1, count) };
      case 'prev':
        return { ...state, start: wrapIndex(state.start - 1, count) };
      case 'hold':
        return state.holds.includes(action.hold) ? state : { ...state, holds: [...state.holds, action.hold] };
      case 'release':
        return state.holds.includes(action.hold)
          ? { ...state, holds: state.holds.filter((h) => h !== action.hold) }
          : state;
      case 'toggle':
        return carouselReducer(count)(state, { type: isHeld(state, 'user') ? 'release' : 'hold', hold: 'user' });
    }
  };
}

export const isHeld = (state: CarouselState, hold: CarouselHold) => state.holds.includes(hold);

/**
 * How long until the carousel turns by itself, or null when it must not: held, or the visitor
 * asked for less motion. The timer restarts at each move, so a click on 'next' gives the new
 * card its full 5 s.
 */
export function rotationDelay(
  state: CarouselState,
  opts: { reducedMotion: boolean; intervalMs?: number },
): number | null {
  if (opts.reducedMotion || state.holds.length > 0) return null;
  return opts.intervalMs ?? LANDING_LIMITS.carouselIntervalMs;
}

/** The cards on screen from `start`: `perView` of them, wrapping past the last. */
export function visibleCards(start: number, perView: number, count: number): number[] {
  return Array.from({ length: Math.min(perView, count) }, (_, k) => wrapIndex(start + k, count));
}

/** The move an arrow key asks for, or null for any other key. */
export function keyMove(key: string): 'next' | 'prev' | null {
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'prev';
  return null;
}

/** The teleprompter card's demo: the step after `step`, back to 0 after the last. */
export function nextDemoStep(step: number, steps: number = LANDING_LIMITS.teleprompterDemo.steps): number {
  return wrapIndex(step + 1, steps);
}

/** How far the demo's text has scrolled at `step`: 0 at the first step, 1 at the last. */
export function demoProgress(step: number, steps: number = LANDING_LIMITS.teleprompterDemo.steps): number {
  return steps > 1 ? wrapIndex(step, steps) / (steps - 1) : 0;
}
