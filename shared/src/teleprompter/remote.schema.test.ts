import '../zod-locale';
import { realtimeEventSchema } from '../realtime/realtime-event.schema';
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  createPairingBodySchema,
  isPairingCode,
  normalizePairingCode,
  pairingSchema,
  remoteClientFrameSchema,
  remoteServerFrameSchema,
} from './remote.schema';

describe('the pairing code', () => {
  it('uses 31 unambiguous characters, 6 of them', () => {
    expect(PAIRING_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(PAIRING_CODE_ALPHABET).size).toBe(31);
    for (const c of '01ILO') expect(PAIRING_CODE_ALPHABET).not.toContain(c);
    expect(PAIRING_CODE_LENGTH).toBe(6);
  });

  it('reads what a person typed: upper case, no spaces or dashes', () => {
    expect(normalizePairingCode(' ab3-k7 p ')).toBe('AB3K7P');
  });

  it.each(['AB3K7P', 'ZZZZZZ', '234567'])('accepts %s', (code) => {
    expect(isPairingCode(code)).toBe(true);
    expect(pairingSchema.safeParse({ code, expiresAt: '2026-03-15T11:30:00.000Z' }).success).toBe(true);
  });

  it.each(['AB3K7', 'AB3K7PQ', 'ab3k7p', 'AB3K0P', 'AB3KOP', 'AB1K7P', 'ABIK7P', 'ABLK7P', 'AB K7P', ''])(
    'refuses %j',
    (code) => expect(isPairingCode(code)).toBe(false),
  );
});

describe('createPairingBodySchema', () => {
  it('takes a per-tab session id', () => {
    const sessionId = '0b6f3f0e-6a53-4a43-9d6c-5c1b8d3c0f11';
    expect(createPairingBodySchema.parse({ sessionId, userId: 'someone' })).toEqual({ sessionId });
  });

  it.each([
    ['no session', {}, 'Informe a sessão do teleprompter.'],
    ['a short one', { sessionId: 'abc' }, 'Sessão do teleprompter inválida.'],
    ['odd characters', { sessionId: 'abcdefgh/../x' }, 'Sessão do teleprompter inválida.'],
    ['a long one', { sessionId: 'a'.repeat(65) }, 'Sessão do teleprompter inválida.'],
  ])('refuses %s in pt-BR', (_, body, message) => {
    expect(createPairingBodySchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });
});

describe('remoteClientFrameSchema', () => {
  it.each([
    { action: 'teleprompter.command', command: 'toggle' },
    { action: 'teleprompter.command', command: 'faster' },
    { action: 'teleprompter.command', command: 'slower' },
    { action: 'teleprompter.command', command: 'back' },
    { action: 'teleprompter.join' },
    { action: 'teleprompter.state', code: 'AB3K7P', playing: true, speed: 45 },
  ])('accepts %j', (frame) => {
    expect(remoteClientFrameSchema.safeParse(frame)).toEqual({ success: true, data: frame });
  });

  it.each([
    ['an unknown command', { action: 'teleprompter.command', command: 'rewind' }],
    ['an unknown action', { action: 'script.generate' }],
    ['no action', { command: 'toggle' }],
    ['a state without its code', { action: 'teleprompter.state', playing: true, speed: 45 }],
    ['a state with a bad code', { action: 'teleprompter.state', code: 'AB3K0P', playing: true, speed: 45 }],
    ['a speed past 100', { action: 'teleprompter.state', code: 'AB3K7P', playing: true, speed: 105 }],
    ['a fractional speed', { action: 'teleprompter.state', code: 'AB3K7P', playing: true, speed: 4.5 }],
    ['not an object', 'toggle'],
  ])('refuses %s', (_, frame) => {
    expect(remoteClientFrameSchema.safeParse(frame).success).toBe(false);
  });
});

describe('remoteServerFrameSchema', () => {
  it.each([
    { type: 'teleprompter.state', playing: false, speed: 40 },
    { type: 'teleprompter.error', message: 'Código inválido ou expirado' },
  ])('accepts %j', (frame) => {
    expect(remoteServerFrameSchema.safeParse(frame)).toEqual({ success: true, data: frame });
  });

  it('refuses a realtime event meant for the signed-in app', () => {
    expect(
      remoteServerFrameSchema.safeParse({ type: 'script.delta', generationId: 'g', index: 0, text: 'x' }).success,
    ).toBe(false);
  });
});

describe('the realtime events of the remote', () => {
  it.each([
    { type: 'teleprompter.command', sessionId: 's-1', command: 'back', sentAt: 1773567000000 },
    { type: 'teleprompter.remote-joined', sessionId: 's-1' },
  ])('are part of the one realtime contract: %j', (event) => {
    expect(realtimeEventSchema.safeParse(event)).toEqual({ success: true, data: event });
  });

  it('refuses a command event without its session', () => {
    expect(realtimeEventSchema.safeParse({ type: 'teleprompter.command', command: 'back', sentAt: 1 }).success).toBe(
      false,
    );
  });
});
