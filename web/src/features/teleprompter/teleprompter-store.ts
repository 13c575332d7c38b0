import { create } from 'zustand';
import {
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_FONT_SIZE,
  DEFAULT_SPEED,
  FONT_SIZE_LIMITS,
  SPEED_LIMITS,
  changeSpeed,
  clampFontSize,
  clampSpeed,
  selectContentType,
  type ContentType,
} from '@shared/teleprompter/presets';

/**
 * The teleprompter's one store: what the controls show and what every input (the panel, the
 * keyboard, the phone remote, the voice follower) asks of the scroll engine. The scroll offset
 * itself is not here: the engine keeps it in a ref and moves the text with a transform on each
 * animation frame, so a frame never re-renders React (docs/PRODUCT.md §flows.teleprompter).
 *
 * One-shot requests (`resetSeq`, `backLineSeq`) are counters: the engine acts when one changes,
 * so pressing 'back a line' twice moves two lines.
 */
export interface TeleprompterSettings {
  contentType: ContentType;
  speed: number;
  fontSize: number;
  mirror: boolean;
  flip: boolean;
}

export type ScrollMode = 'timed' | 'voice';

export interface TeleprompterState extends TeleprompterSettings {
  text: string;
  playing: boolean;
  mode: ScrollMode;
  /** The voice follower's last matched word (global word index of the parsed text), or null. */
  followWordIndex: number | null;
  /**
   * The parsed line under the reading marker (-1 before the text is measured). The engine sets it when it
   * changes; a take's captions are timed by it (docs/PRODUCT.md §screens.teleprompter.captions).
   */
  markerLine: number;
  /** The saved script the text was opened from (null for a pasted or unsaved text): its takes remember it. */
  scriptId: string | null;
  resetSeq: number;
  backLineSeq: number;
}

export interface TeleprompterActions {
  setText: (text: string) => void;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  /** Stops and returns to the top. */
  reset: () => void;
  /** Stops by itself near the bottom (the engine calls it). */
  reachedEnd: () => void;
  setContentType: (type: ContentType) => void;
  setSpeed: (speed: number) => void;
  faster: () => void;
  slower: () => void;
  setFontSize: (size: number) => void;
  biggerText: () => void;
  smallerText: () => void;
  setMirror: (on: boolean) => void;
  setFlip: (on: boolean) => void;
  backLine: () => void;
  setMode: (mode: ScrollMode) => void;
  followWord: (index: number) => void;
  setMarkerLine: (line: number) => void;
  setScriptId: (id: string | null) => void;
  applySettings: (settings: Partial<TeleprompterSettings>) => void;
}

export const DEFAULT_SETTINGS: TeleprompterSettings = {
  contentType: DEFAULT_CONTENT_TYPE,
  speed: DEFAULT_SPEED,
  fontSize: DEFAULT_FONT_SIZE,
  mirror: false,
  flip: false,
};

export const INITIAL_TELEPROMPTER_STATE: TeleprompterState = {
  ...DEFAULT_SETTINGS,
  text: '',
  playing: false,
  mode: 'timed',
  followWordIndex: null,
  markerLine: -1,
  scriptId: null,
  resetSeq: 0,
  backLineSeq: 0,
};

export const useTeleprompterStore = create<TeleprompterState & TeleprompterActions>()((set, get) => ({
  ...INITIAL_TELEPROMPTER_STATE,
  setText: (text) => set({ text }),
  play: () => set({ playing: true }),
  pause: () => set({ playing: false }),
  toggle: () => set({ playing: !get().playing }),
  reset: () => set((s) => ({ playing: false, followWordIndex: null, resetSeq: s.resetSeq + 1 })),
  reachedEnd: () => set({ playing: false }),
  setContentType: (type) => set(selectContentType(type, get().speed)),
  setSpeed: (speed) => set(changeSpeed(speed)),
  faster: () => set(changeSpeed(get().speed + SPEED_LIMITS.step)),
  slower: () => set(changeSpeed(get().speed - SPEED_LIMITS.step)),
  setFontSize: (size) => set({ fontSize: clampFontSize(size) }),
  biggerText: () => set({ fontSize: clampFontSize(get().fontSize + FONT_SIZE_LIMITS.step) }),
  smallerText: () => set({ fontSize: clampFontSize(get().fontSize - FONT_SIZE_LIMITS.step) }),
  setMirror: (mirror) => set({ mirror }),
  setFlip: (flip) => set({ flip }),
  backLine: () => set((s) => ({ backLineSeq: s.backLineSeq + 1 })),
  setMode: (mode) => set({ mode, followWordIndex: null }),
  followWord: (index) => set({ followWordIndex: index }),
  setScriptId: (scriptId) => set({ scriptId }),
  setMarkerLine: (markerLine) => {
    if (get().markerLine !== markerLine) set({ markerLine });
  },
  applySettings: (settings) => set(checkedSettings(settings)),
}));

/**
 * Settings from outside (the device's saved ones, the remote) land on what the controls can hold:
 * speed and size clamped to their sliders, an unknown type or a non-boolean switch dropped.
 */
export function checkedSettings(settings: Partial<TeleprompterSettings>): Partial<TeleprompterSettings> {
  const out: Partial<TeleprompterSettings> = {};
  if (typeof settings.contentType === 'string' && (CONTENT_TYPES as readonly string[]).includes(settings.contentType))
    out.contentType = settings.contentType;
  if (typeof settings.speed === 'number') out.speed = clampSpeed(settings.speed);
  if (typeof settings.fontSize === 'number') out.fontSize = clampFontSize(settings.fontSize);
  if (typeof settings.mirror === 'boolean') out.mirror = settings.mirror;
  if (typeof settings.flip === 'boolean') out.flip = settings.flip;
  return out;
}
