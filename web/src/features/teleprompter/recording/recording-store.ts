import { create } from 'zustand';
import type { CaptionPosition } from '@shared/teleprompter/caption-style';

/**
 * The camera's state, shared by the recording panel (which owns the stream and the recorder) and the
 * reading area (which shows the preview under or beside the text) (docs/PRODUCT.md §screens.teleprompter).
 */
export type PreviewLayout = 'overlay' | 'beside';

export interface RecordingState {
  stream: MediaStream | null;
  layout: PreviewLayout;
  /** 'Formato 9:16': the preview and the take are cropped to a vertical frame. */
  vertical: boolean;
  /**
   * 'Legendas na gravação': the take is drawn with the current cue burned in, where the creator put it
   * (docs/PRODUCT.md §screens.teleprompter.captions).
   */
  burnCaptions: boolean;
  captionPosition: CaptionPosition;
  /** Why 'Legendas na gravação' is off: this device did not keep 30 fps (said under the switch). */
  burnNote: string | null;
  /** 3, 2, 1 before recording starts; null otherwise. */
  countdown: number | null;
  recording: boolean;
  /**
   * The phone's recording mode (docs/PRODUCT.md §screens.teleprompter.recording-mode): the preview fills the
   * screen, the text runs over it at the top, the controls sit at the bottom.
   */
  immersive: boolean;
  /** 'Gravar' and 'Parar' as the recording panel runs them, for the recording mode's own buttons. */
  controls: { record: () => void; stop: () => void } | null;
  setLayout: (layout: PreviewLayout) => void;
  setVertical: (on: boolean) => void;
  setCaptionPosition: (position: CaptionPosition) => void;
}

export const useRecordingStore = create<RecordingState>()((set) => ({
  stream: null,
  layout: 'overlay',
  vertical: false,
  burnCaptions: false,
  captionPosition: 'bottom',
  burnNote: null,
  countdown: null,
  recording: false,
  immersive: false,
  controls: null,
  setLayout: (layout) => set({ layout }),
  setVertical: (vertical) => set({ vertical }),
  setCaptionPosition: (captionPosition) => set({ captionPosition }),
}));
