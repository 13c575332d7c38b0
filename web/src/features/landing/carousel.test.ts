import { FEATURE_CARDS, LANDING_LIMITS } from '@shared/landing/landing';
import {
  carouselReducer,
  demoProgress,
  initialCarousel,
  isHeld,
  keyMove,
  nextDemoStep,
  rotationDelay,
  visibleCards,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
} from './carousel';

const COUNT = FEATURE_CARDS.length;
const reduce = carouselReducer(COUNT);
const run = (actions: CarouselAction[], from: CarouselState = initialCarousel) => actions.reduce(reduce, from);

describe('the features carousel', () => {
  it('has four cards, each with a metric', () => {
    expect(COUNT).toBe(4);
    for (const card of FEATURE_CARDS) expect(card.metric.value).toMatch(/\d/);
    expect(FEATURE_CARDS.filter((c) => c.demo === 'teleprompter')).toHaveLength(1);
  });

  it('moves one card at a time and loops both ways', () => {
    expect(run([{ type: 'next' }]).start).toBe(1);
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]).start).toBe(0);
    expect(run([{ type: 'prev' }]).start).toBe(3);
    expect(run([{ type: 'prev' }, { type: 'next' }]).start).toBe(0);
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).start).toBe(3);
  });

  it('shows the first card alone on a phone, and it with the next one (wrapping) from md up', () => {
    expect(LANDING_LIMITS.carouselPerView).toEqual({ base: 1, md: 2 });
    expect(visibleCards(0, 1, COUNT)).toEqual([0]);
    expect(visibleCards(0, 2, COUNT)).toEqual([0, 1]);
    expect(visibleCards(3, 2, COUNT)).toEqual([3, 0]);
    expect(visibleCards(0, 6, COUNT)).toEqual([0, 1, 2, 3]);
  });

  it('turns by itself every 5000 ms while nothing holds it', () => {
    expect(LANDING_LIMITS.carouselIntervalMs).toBe(5000);
    expect(rotationDelay(initialCarousel, { reducedMotion: false })).toBe(5000);
  });

  it.each(['hover', 'focus', 'user', 'offscreen'] as const)(
    'stands still while %s holds it, and turns again after',
    (hold) => {
      const held = run([{ type: 'hold', hold }]);
      expect(rotationDelay(held, { reducedMotion: false })).toBeNull();
      expect(rotationDelay(run([{ type: 'release', hold }], held), { reducedMotion: false })).toBe(5000);
    },
  );

  it('turns only when every hold is released (hover then focus, hover leaves first)', () => {
    const s = run([
      { type: 'hold', hold: 'hover' },
      { type: 'hold', hold: 'focus' },
      { type: 'hold', hold: 'hover' },
      { type: 'release', hold: 'hover' },
    ]);
    expect(s.holds).toEqual(['focus']);
    expect(rotationDelay(s, { reducedMotion: false })).toBeNull();
  });

  it('never turns by itself for a visitor who asked for less motion; the buttons still move it', () => {
    expect(rotationDelay(initialCarousel, { reducedMotion: true })).toBeNull();
    expect(run([{ type: 'next' }]).start).toBe(1);
  });

  it('pauses and resumes with the pause button, whatever else holds it', () => {
    const paused = run([{ type: 'toggle' }]);
    expect(isHeld(paused, 'user')).toBe(true);
    const resumed = run([{ type: 'hold', hold: 'hover' }, { type: 'toggle' }], paused);
    expect(isHeld(resumed, 'user')).toBe(false);
    expect(resumed.holds).toEqual(['hover']);
  });

  it('maps the left and right arrow keys, and nothing else', () => {
    expect(keyMove('ArrowRight')).toBe('next');
    expect(keyMove('ArrowLeft')).toBe('prev');
    expect(keyMove('ArrowUp')).toBeNull();
    expect(keyMove('Enter')).toBeNull();
  });

  it('wraps any index into the cards', () => {
    expect([wrapIndex(-1, 4), wrapIndex(4, 4), wrapIndex(-9, 4), wrapIndex(2, 0)]).toEqual([3, 0, 3, 0]);
  });
});

describe("the teleprompter card's demo", () => {
  it('ticks every 50 ms over 100 steps: one pass is 5 s', () => {
    expect(LANDING_LIMITS.teleprompterDemo).toEqual({ tickMs: 50, steps: 100 });
  });

  it('scrolls from the top at step 0 to the end at step 99, then starts over', () => {
    expect(demoProgress(0)).toBe(0);
    expect(demoProgress(99)).toBe(1);
    expect(demoProgress(33)).toBeCloseTo(1 / 3);
    expect(nextDemoStep(0)).toBe(1);
    expect(nextDemoStep(98)).toBe(99);
    expect(nextDemoStep(99)).toBe(0);
  });

  it('goes through every step once in 100 ticks', () => {
    const seen: number[] = [];
    let step = 0;
    for (let i = 0; i < 100; i++) {
      seen.push(step);
      step = nextDemoStep(step);
    }
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(step).toBe(0);
  });
});
