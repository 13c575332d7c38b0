import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import { applyStreamEvent, EMPTY_STREAMS, endStream, seedStream, startStream } from './stream-state';

const delta = (generationId: string, index: number, text: string): RealtimeEvent => ({
  type: 'script.delta',
  generationId,
  index,
  text,
});

describe('stream accumulation', () => {
  it('appends deltas in order to the right part of the right generation', () => {
    let s = startStream(EMPTY_STREAMS, 'g1', 3);
    s = applyStreamEvent(s, delta('g1', 0, 'Você '));
    s = applyStreamEvent(s, delta('g1', 1, 'Parte dois'));
    s = applyStreamEvent(s, delta('g1', 0, 'sabia?'));
    expect(s.g1?.parts).toEqual(['Você sabia?', 'Parte dois', '']);
  });

  it('ignores deltas of a generation it is not waiting for', () => {
    const s = startStream(EMPTY_STREAMS, 'g1', 1);
    expect(applyStreamEvent(s, delta('other', 0, 'x'))).toBe(s);
  });

  // Malformed frames never get here: the socket drops them (realtime/realtime-socket.test.ts).
  it('ignores other event types and a delta far past a series', () => {
    const s = startStream(EMPTY_STREAMS, 'g1', 1);
    expect(applyStreamEvent(s, { type: 'subscription.updated' })).toBe(s);
    expect(applyStreamEvent(s, delta('g1', 10, 'x'))).toBe(s);
  });

  it('grows the parts when a delta names a later index', () => {
    const s = applyStreamEvent(startStream(EMPTY_STREAMS, 'g1', 1), delta('g1', 2, 'c'));
    expect(s.g1?.parts).toEqual(['', '', 'c']);
  });

  it('marks done and failed, and stops appending afterwards', () => {
    let s = startStream(EMPTY_STREAMS, 'g1', 1);
    s = applyStreamEvent(s, delta('g1', 0, 'a'));
    s = applyStreamEvent(s, { type: 'script.failed', generationId: 'g1', message: 'Modelo indisponível' });
    expect(s.g1).toMatchObject({ status: 'failed', message: 'Modelo indisponível' });
    expect(applyStreamEvent(s, delta('g1', 0, 'b')).g1?.parts).toEqual(['a']);
    const done = applyStreamEvent(startStream(EMPTY_STREAMS, 'g2', 1), { type: 'script.done', generationId: 'g2' });
    expect(done.g2?.status).toBe('done');
  });

  it('keeps two generations apart and forgets one when it ends', () => {
    let s = startStream(startStream(EMPTY_STREAMS, 'a', 1), 'b', 1);
    s = applyStreamEvent(applyStreamEvent(s, delta('a', 0, 'A')), delta('b', 0, 'B'));
    expect([s.a?.parts[0], s.b?.parts[0]]).toEqual(['A', 'B']);
    s = endStream(s, 'a');
    expect(Object.keys(s)).toEqual(['b']);
    expect(endStream(s, 'zzz')).toBe(s);
  });

  it('resumes from a checkpoint after a reload: placed deltas neither double nor skip text', () => {
    const at = (text: string, offset: number): RealtimeEvent => ({ ...delta('g1', 0, text), offset }) as RealtimeEvent;
    let s = seedStream(startStream(EMPTY_STREAMS, 'g1', 1), 'g1', ['Você sabia que ']);
    expect(s.g1?.parts).toEqual(['Você sabia que ']);
    // a delta the checkpoint already holds changes nothing; one that overlaps adds only its tail
    expect(applyStreamEvent(s, at('Você ', 0))).toBe(s);
    s = applyStreamEvent(s, at('que bolo', 11));
    expect(s.g1?.parts).toEqual(['Você sabia que bolo']);
    // past a gap: kept for the next checkpoint, which fills it
    expect(applyStreamEvent(s, at(' vende', 30))).toBe(s);
    s = seedStream(s, 'g1', ['Você sabia que bolo de pote vende']);
    expect(s.g1?.parts).toEqual(['Você sabia que bolo de pote vende']);
    // an older checkpoint never takes text back
    expect(seedStream(s, 'g1', ['Você'])).toBe(s);
  });
});
