import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { PrompterLine } from '@shared/teleprompter/markup';
import { useTeleprompterStore } from './teleprompter-store';
import {
  LINE_HEIGHT,
  advance,
  approach,
  backOneLine,
  clampOffset,
  endOffset,
  lineAtOffset,
  translateY,
} from './scroll-engine';

/** The cached geometry of the text layer: read once per text, size or width change, never per frame. */
interface Geometry {
  lineTops: Float64Array;
  wordTops: Float64Array;
  row: number;
  end: number;
}

const EMPTY: Geometry = { lineTops: new Float64Array(), wordTops: new Float64Array(), row: 0, end: 0 };

export interface ScrollEngine {
  /** The reading window (overflow hidden); its size is watched. */
  windowRef: React.RefObject<HTMLDivElement | null>;
  /** The text layer the engine moves with a transform. */
  layerRef: React.RefObject<HTMLDivElement | null>;
  /** The reading line under the focus line ('Editar daqui'). */
  currentLine: () => number;
  /** Puts a reading line on the focus line once the text on screen is measured ('Continuar'). */
  seekLine: (index: number) => void;
}

/**
 * Moves the reading text (docs/PRODUCT.md §screens.teleprompter). The offset lives in a ref and is
 * written as `translate3d` on the layer inside requestAnimationFrame, from the time elapsed between
 * frames (scroll-engine.ts): a frame neither re-renders React nor reads layout. The loop runs only
 * while something moves: playing in timed mode, or easing toward the followed word in voice mode.
 */
export function useScrollEngine(lines: readonly PrompterLine[], fontSize: number): ScrollEngine {
  const windowRef = useRef<HTMLDivElement | null>(null);
  const layerRef = useRef<HTMLDivElement | null>(null);
  const offset = useRef(0);
  const geometry = useRef<Geometry>(EMPTY);
  const pendingLine = useRef<number | null>(null);
  const frame = useRef<number | null>(null);
  const lastTime = useRef<number | null>(null);

  const write = useCallback(() => {
    if (layerRef.current) layerRef.current.style.transform = translateY(offset.current);
    // the line under the marker, for a take's captions: the store only changes when the line does
    const g = geometry.current;
    if (g.lineTops.length > 0)
      useTeleprompterStore.getState().setMarkerLine(lineAtOffset(g.lineTops, offset.current, g.row));
  }, []);

  const measure = useCallback(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const lineEls = layer.querySelectorAll<HTMLElement>('[data-line]');
    const wordEls = layer.querySelectorAll<HTMLElement>('[data-word]');
    const first = lineEls[0]?.offsetTop ?? 0;
    const lineTops = new Float64Array(lineEls.length);
    let lastBottom = 0;
    lineEls.forEach((el, i) => {
      lineTops[i] = el.offsetTop - first;
      if (el.dataset.kind === 'speech' || el.dataset.kind === 'emphasis' || el.dataset.kind === 'pause')
        lastBottom = lineTops[i]! + el.offsetHeight;
    });
    const wordTops = new Float64Array(wordEls.length);
    wordEls.forEach((el) => {
      const index = Number(el.dataset.word);
      if (index >= 0 && index < wordTops.length) wordTops[index] = el.offsetTop - first;
    });
    const row = fontSize * LINE_HEIGHT;
    geometry.current = { lineTops, wordTops, row, end: endOffset(lastBottom, row) };
    if (pendingLine.current !== null) {
      offset.current = lineTops[pendingLine.current] ?? 0;
      pendingLine.current = null;
    }
    offset.current = clampOffset(offset.current, geometry.current.end);
    write();
  }, [fontSize, write]);

  const tick = useCallback(
    (now: number) => {
      const dt = lastTime.current === null ? 0 : now - lastTime.current;
      lastTime.current = now;
      const s = useTeleprompterStore.getState();
      const g = geometry.current;
      let moving = false;
      if (s.mode === 'timed' && s.playing) {
        offset.current = advance(offset.current, dt, s.speed);
        if (offset.current >= g.end) {
          offset.current = g.end;
          s.reachedEnd();
        } else moving = true;
      } else if (s.mode === 'voice' && s.followWordIndex !== null) {
        const target = clampOffset(g.wordTops[s.followWordIndex] ?? offset.current, g.end);
        offset.current = approach(offset.current, target, dt);
        moving = offset.current !== target;
      }
      write();
      frame.current = moving ? requestAnimationFrame(tick) : null;
      if (!moving) lastTime.current = null;
    },
    [write],
  );

  const run = useCallback(() => {
    if (frame.current === null) frame.current = requestAnimationFrame(tick);
  }, [tick]);

  // Re-measure when the text or its size changes (before paint) and when the window or the
  // layer's wrapping changes size.
  useLayoutEffect(measure, [lines, measure]);
  useEffect(() => {
    const observer = new ResizeObserver(() => measure());
    if (windowRef.current) observer.observe(windowRef.current);
    if (layerRef.current) observer.observe(layerRef.current);
    return () => observer.disconnect();
  }, [measure]);

  useEffect(() => {
    const unsubscribe = useTeleprompterStore.subscribe((s, prev) => {
      if (s.resetSeq !== prev.resetSeq) {
        offset.current = 0;
        write();
      }
      if (s.backLineSeq !== prev.backLineSeq) {
        offset.current = backOneLine(offset.current, geometry.current.row);
        write();
      }
      // 'Iniciar' at the end starts again from the top.
      if (s.playing && !prev.playing && s.mode === 'timed' && geometry.current.end > 0) {
        if (offset.current >= geometry.current.end) offset.current = 0;
      }
      if (s.followWordIndex !== prev.followWordIndex) markFollowedWord(layerRef.current, s.followWordIndex);
      if (s.playing !== prev.playing || s.mode !== prev.mode || s.followWordIndex !== prev.followWordIndex) run();
    });
    run();
    return () => {
      unsubscribe();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      lastTime.current = null;
    };
  }, [run, write]);

  const currentLine = useCallback(
    () => lineAtOffset(geometry.current.lineTops, offset.current, geometry.current.row),
    [],
  );
  const seekLine = useCallback(
    (index: number) => {
      pendingLine.current = Math.max(0, index);
      // The new text is on screen by the next frame (React commits a click's update synchronously).
      requestAnimationFrame(measure);
    },
    [measure],
  );

  return { windowRef, layerRef, currentLine, seekLine };
}

/**
 * Marks the word the voice follower heard last (`data-current`, `aria-current`), so the reader sees
 * where the text thinks they are. One attribute moved by hand: a re-render of every word would not be.
 */
function markFollowedWord(layer: HTMLElement | null, index: number | null): void {
  if (!layer) return;
  layer.querySelector('[data-current]')?.removeAttribute('data-current');
  layer.querySelector('[aria-current]')?.removeAttribute('aria-current');
  if (index === null) return;
  const word = layer.querySelector(`[data-word="${index}"]`);
  word?.setAttribute('data-current', '');
  word?.setAttribute('aria-current', 'true');
}
