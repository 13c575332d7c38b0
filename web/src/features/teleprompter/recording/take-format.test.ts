import {
  CAMERA_MESSAGES,
  cameraErrorMessage,
  formatDuration,
  pickRecordingType,
  takeFileName,
  verticalCrop,
  coverCrop,
} from './take-format';

describe('recording helpers (docs/PRODUCT.md §screens.teleprompter)', () => {
  it('picks MP4 where it can be recorded, else WebM, else lets the browser choose', () => {
    expect(pickRecordingType(() => true)).toBe('video/mp4;codecs=avc1,mp4a');
    expect(pickRecordingType((t) => t === 'video/mp4')).toBe('video/mp4');
    expect(pickRecordingType((t) => t.startsWith('video/webm'))).toBe('video/webm;codecs=vp9,opus');
    expect(pickRecordingType((t) => t === 'video/webm')).toBe('video/webm');
    expect(pickRecordingType(() => false)).toBe('');
    expect(
      pickRecordingType(() => {
        throw new Error('no MediaRecorder');
      }),
    ).toBe('');
  });

  it('names the take’s file by number and container', () => {
    expect(takeFileName(1, 'video/webm;codecs=vp8,opus')).toBe('viraliza-tomada-1.webm');
    expect(takeFileName(2, 'video/mp4;codecs=avc1')).toBe('viraliza-tomada-2.mp4');
    expect(takeFileName(3, '')).toBe('viraliza-tomada-3.webm');
  });

  it('shows durations as mm:ss', () => {
    expect([0, 999, 2_000, 59_999, 61_000, 600_000, 3_725_000, -5, Number.NaN].map(formatDuration)).toEqual([
      '00:00',
      '00:00',
      '00:02',
      '00:59',
      '01:01',
      '10:00',
      '62:05',
      '00:00',
      '00:00',
    ]);
  });

  it('says in pt-BR why the camera failed, and that the teleprompter still works', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraErrorMessage(named('NotAllowedError'))).toBe(CAMERA_MESSAGES.denied);
    expect(cameraErrorMessage(named('NotFoundError'))).toBe(CAMERA_MESSAGES.missing);
    expect(cameraErrorMessage(named('NotReadableError'))).toBe(CAMERA_MESSAGES.busy);
    expect(cameraErrorMessage(named('NotSupportedError'))).toBe(CAMERA_MESSAGES.unsupported);
    expect(cameraErrorMessage('???')).toBe(CAMERA_MESSAGES.failed);
    expect(cameraErrorMessage(null)).toBe(CAMERA_MESSAGES.failed);
    for (const message of Object.values(CAMERA_MESSAGES)) expect(message).toMatch(/teleprompter continua funcionando/);
  });

  it('crops a frame to a centred 9:16 with even sides', () => {
    expect(verticalCrop(640, 480)).toEqual({ sx: 185, sy: 0, sw: 270, sh: 480 });
    expect(verticalCrop(1280, 720)).toEqual({ sx: 437, sy: 0, sw: 406, sh: 720 });
    expect(verticalCrop(720, 1280)).toEqual({ sx: 0, sy: 0, sw: 720, sh: 1280 });
    expect(verticalCrop(720, 2000)).toEqual({ sx: 0, sy: 360, sw: 720, sh: 1280 });
    // the 16:9 frame of a take with burned-in captions
    expect(coverCrop(640, 480, 16 / 9)).toEqual({ sx: 0, sy: 60, sw: 640, sh: 360 });
    expect(coverCrop(1280, 720, 16 / 9)).toEqual({ sx: 0, sy: 0, sw: 1280, sh: 720 });
    expect(verticalCrop(0, 480)).toEqual({ sx: 0, sy: 0, sw: 0, sh: 0 });
  });
});
