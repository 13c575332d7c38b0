import { INITIAL_TELEPROMPTER_STATE, useTeleprompterStore } from '../teleprompter-store';
import { recordMarkerTimeline } from './marker-timeline';

const store = useTeleprompterStore;
let clock = 0;
const now = () => clock;

beforeEach(() => {
  store.setState(INITIAL_TELEPROMPTER_STATE);
  clock = 1000;
});

describe('recordMarkerTimeline (docs/PRODUCT.md §screens.teleprompter.captions)', () => {
  it('records lines reaching the marker, pauses and a rewind, from the start of the take', () => {
    store.getState().setMarkerLine(0);
    const timeline = recordMarkerTimeline(now);
    store.getState().play();
    clock = 3000;
    store.getState().setMarkerLine(1);
    clock = 4000;
    store.getState().pause();
    clock = 6000;
    store.getState().play();
    store.getState().setMarkerLine(0); // 'Voltar uma linha'
    expect(timeline.stop()).toEqual([
      { atMs: 0, type: 'line', line: 0 },
      { atMs: 0, type: 'pause' },
      { atMs: 0, type: 'play' },
      { atMs: 2000, type: 'line', line: 1 },
      { atMs: 3000, type: 'pause' },
      { atMs: 5000, type: 'play' },
      { atMs: 5000, type: 'line', line: 0 },
    ]);
  });

  it('with voice-follow, records the words heard and not the lines the scroll eases through', () => {
    store.setState({ mode: 'voice', playing: true });
    const timeline = recordMarkerTimeline(now);
    clock = 1500;
    store.getState().followWord(3);
    store.getState().setMarkerLine(1);
    expect(timeline.stop()).toEqual([{ atMs: 500, type: 'word', word: 3 }]);
  });

  it('stops listening when stopped', () => {
    store.setState({ playing: true, markerLine: 0 });
    const timeline = recordMarkerTimeline(now);
    clock = 1250;
    expect(timeline.elapsed()).toBe(250);
    expect(timeline.events()).toEqual([{ atMs: 0, type: 'line', line: 0 }]);
    const events = timeline.stop();
    store.getState().setMarkerLine(2);
    expect(timeline.stop()).toEqual(events);
    expect(events).toEqual([{ atMs: 0, type: 'line', line: 0 }]);
  });
});
