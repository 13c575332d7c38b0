import { INITIAL_TELEPROMPTER_STATE, checkedSettings, useTeleprompterStore } from './teleprompter-store';

const store = useTeleprompterStore;
const state = () => store.getState();

beforeEach(() => store.setState(INITIAL_TELEPROMPTER_STATE));

describe('the teleprompter store (docs/PRODUCT.md §flows.teleprompter)', () => {
  it('starts stopped, moderate, speed 40, 32 px, timed, nothing followed', () => {
    expect(state()).toMatchObject({
      playing: false,
      contentType: 'moderate',
      speed: 40,
      fontSize: 32,
      mirror: false,
      flip: false,
      mode: 'timed',
      followWordIndex: null,
      resetSeq: 0,
      backLineSeq: 0,
    });
  });

  it('play, pause, toggle; reset stops, forgets the followed word and bumps resetSeq', () => {
    state().play();
    expect(state().playing).toBe(true);
    state().toggle();
    expect(state().playing).toBe(false);
    state().toggle();
    state().followWord(12);
    state().reset();
    expect(state()).toMatchObject({ playing: false, followWordIndex: null, resetSeq: 1 });
    state().reset();
    expect(state().resetSeq).toBe(2);
  });

  it('reachedEnd stops', () => {
    state().play();
    state().reachedEnd();
    expect(state().playing).toBe(false);
  });

  it('picking a preset sets its speed; moving the speed makes it Personalizado', () => {
    state().setContentType('fast');
    expect(state()).toMatchObject({ contentType: 'fast', speed: 60 });
    state().setSpeed(72);
    expect(state()).toMatchObject({ contentType: 'custom', speed: 70 });
    state().setContentType('slow');
    expect(state()).toMatchObject({ contentType: 'slow', speed: 20 });
    state().setContentType('custom');
    expect(state()).toMatchObject({ contentType: 'custom', speed: 20 }); // custom keeps the speed
  });

  it('faster / slower move by 5, stay within 0–100 and make the type custom', () => {
    state().faster();
    expect(state()).toMatchObject({ contentType: 'custom', speed: 45 });
    state().slower();
    state().slower();
    expect(state().speed).toBe(35);
    state().setSpeed(100);
    state().faster();
    expect(state().speed).toBe(100);
    state().setSpeed(0);
    state().slower();
    expect(state().speed).toBe(0);
  });

  it('bigger / smaller text move by 2 within 16–72', () => {
    state().biggerText();
    expect(state().fontSize).toBe(34);
    state().setFontSize(72);
    state().biggerText();
    expect(state().fontSize).toBe(72);
    state().setFontSize(17);
    expect(state().fontSize).toBe(18);
    state().smallerText();
    state().smallerText();
    expect(state().fontSize).toBe(16);
  });

  it('mirror, flip, backLine counter, mode and the followed word', () => {
    state().setMirror(true);
    state().setFlip(true);
    state().backLine();
    state().backLine();
    expect(state()).toMatchObject({ mirror: true, flip: true, backLineSeq: 2 });
    state().followWord(7);
    state().setMode('voice');
    expect(state()).toMatchObject({ mode: 'voice', followWordIndex: null }); // a new mode starts unfollowed
    state().followWord(9);
    expect(state().followWordIndex).toBe(9);
  });

  it('applySettings takes saved settings, clamped to the sliders', () => {
    state().applySettings({ contentType: 'custom', speed: 73, fontSize: 99, mirror: true, flip: true });
    expect(state()).toMatchObject({ contentType: 'custom', speed: 75, fontSize: 72, mirror: true, flip: true });
  });
});

describe('checkedSettings', () => {
  it('drops what the controls cannot hold', () => {
    const junk = { contentType: 'turbo', speed: '40', fontSize: null, mirror: 'yes', flip: 1 } as unknown as Parameters<
      typeof checkedSettings
    >[0];
    expect(checkedSettings(junk)).toEqual({});
    expect(checkedSettings({ contentType: 'slow', speed: -10, fontSize: 10 })).toEqual({
      contentType: 'slow',
      speed: 0,
      fontSize: 16,
    });
  });
});
