import { recordedTakeTranscript, type HeardSpan } from './take-transcripts';

const take = { id: 't1', startedAt: 10_000, durationMs: 20_000 };
const span = (over: Partial<HeardSpan>): HeardSpan => ({
  transcript: 'olá pessoal',
  durationMs: 5_000,
  startedAt: 10_100,
  endedAt: 29_900,
  duringRecording: true,
  ...over,
});

describe('recordedTakeTranscript', () => {
  it('gives a recorded take what recognition heard while it recorded, under the take’s own id', () => {
    expect(recordedTakeTranscript(take, [span({})])).toEqual({
      id: 'recording-t1',
      transcript: 'olá pessoal',
      durationMs: 5_000,
    });
  });

  it('joins the listenings of one take in time order (Chrome restarts after a silence)', () => {
    const heard = [
      span({ transcript: 'segunda parte', startedAt: 20_000, endedAt: 29_000, durationMs: 4_000 }),
      span({ transcript: 'primeira parte', startedAt: 10_000, endedAt: 19_000, durationMs: 3_000 }),
    ];
    expect(recordedTakeTranscript(take, heard)).toMatchObject({
      transcript: 'primeira parte segunda parte',
      durationMs: 7_000,
    });
  });

  it('leaves out listenings of another take and voice takes without a recording', () => {
    const heard = [
      span({ transcript: 'antes', startedAt: 1_000, endedAt: 5_000 }),
      span({ transcript: 'depois', startedAt: 40_000, endedAt: 45_000 }),
      span({ transcript: 'sem gravar', duringRecording: false }),
    ];
    expect(recordedTakeTranscript(take, heard)).toBeNull();
  });
});
