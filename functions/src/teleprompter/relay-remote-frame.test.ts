import { fixedClock } from '../core/clock';
import { INVALID_PAIRING_CODE_MESSAGE } from '@shared/teleprompter/remote.schema';
import {
  INVALID_FRAME_MESSAGE,
  PROMPTER_ONLY_MESSAGE,
  REMOTE_ONLY_MESSAGE,
  relayRemoteFrame,
} from './relay-remote-frame';
import { MemoryPairingStore, aPairing, recordingPushes } from './test-support';

const clock = fixedClock('2026-03-15T09:30:00.000Z');

function setup() {
  const pairings = new MemoryPairingStore();
  const pushes = recordingPushes();
  const deps = { pairings, realtime: pushes.realtime, remotes: pushes.remotes, clock };
  const relay = (connectionId: string, frame: unknown) =>
    relayRemoteFrame(deps, connectionId, typeof frame === 'string' ? frame : JSON.stringify(frame));
  return { pairings, ...pushes, relay };
}

async function paired() {
  const s = setup();
  await s.pairings.create(aPairing(), clock.now());
  await s.pairings.addRemote('phone-1', aPairing());
  s.pairings.addApp('ana-tab', 'ana');
  s.pairings.addApp('bia-tab', 'bia');
  return s;
}

describe('relayRemoteFrame: a phone’s commands', () => {
  it.each(['toggle', 'faster', 'slower', 'back'] as const)(
    'relays %s to the owner’s app connections for the pairing’s tab',
    async (command) => {
      const s = await paired();
      expect(await s.relay('phone-1', { action: 'teleprompter.command', command })).toBe('command');
      expect(s.published).toEqual([
        [
          'ana',
          {
            type: 'teleprompter.command',
            sessionId: 'tab-0001-ana',
            command,
            sentAt: Date.parse('2026-03-15T09:30:00Z'),
          },
        ],
      ]);
      expect(s.sent).toEqual([]);
    },
  );

  it('tells the owner when a phone joins', async () => {
    const s = await paired();
    expect(await s.relay('phone-1', { action: 'teleprompter.join' })).toBe('joined');
    expect(s.published).toEqual([['ana', { type: 'teleprompter.remote-joined', sessionId: 'tab-0001-ana' }]]);
  });

  it('refuses a frame from a connection it does not know (never paired, or gone)', async () => {
    const s = await paired();
    expect(await s.relay('stranger', { action: 'teleprompter.command', command: 'toggle' })).toBe('unknown-connection');
    expect(s.published).toEqual([]);
    expect(s.sent).toEqual([['stranger', { type: 'teleprompter.error', message: INVALID_PAIRING_CODE_MESSAGE }]]);
  });

  it('refuses a phone whose pairing expired', async () => {
    const s = setup();
    await s.pairings.addRemote('phone-1', aPairing({ expiresAt: Date.parse('2026-03-15T09:29:00Z') / 1000 }));
    expect(await s.relay('phone-1', { action: 'teleprompter.command', command: 'toggle' })).toBe('unknown-connection');
    expect(s.published).toEqual([]);
  });

  it('refuses a command from an app connection: only a paired phone sends them', async () => {
    const s = await paired();
    expect(await s.relay('bia-tab', { action: 'teleprompter.command', command: 'toggle' })).toBe('wrong-side');
    expect(s.published).toEqual([]);
    expect(s.sent).toEqual([['bia-tab', { type: 'teleprompter.error', message: REMOTE_ONLY_MESSAGE }]]);
  });

  it.each([
    ['text that is not JSON', 'toggle'],
    ['an unknown command', { action: 'teleprompter.command', command: 'rewind' }],
    ['an unknown action', { action: 'script.generate' }],
    ['a frame over 1 KB', { action: 'teleprompter.join', pad: 'x'.repeat(1100) }],
  ])('answers %s with an error frame and relays nothing', async (_, frame) => {
    const s = await paired();
    expect(await s.relay('phone-1', frame)).toBe('invalid');
    expect(s.published).toEqual([]);
    expect(s.sent).toEqual([['phone-1', { type: 'teleprompter.error', message: INVALID_FRAME_MESSAGE }]]);
  });

  it('answers an empty frame with an error', async () => {
    const s = await paired();
    expect(await relayRemoteFrame({ ...s, clock }, 'phone-1', undefined)).toBe('invalid');
  });
});

describe('relayRemoteFrame: the prompter’s state', () => {
  const state = { action: 'teleprompter.state', code: 'AB3K7P', playing: true, speed: 45 };

  it('goes to every phone of the owner’s code', async () => {
    const s = await paired();
    await s.pairings.addRemote('phone-2', aPairing());
    expect(await s.relay('ana-tab', state)).toBe('state');
    expect(s.sent).toEqual([
      ['phone-1', { type: 'teleprompter.state', playing: true, speed: 45 }],
      ['phone-2', { type: 'teleprompter.state', playing: true, speed: 45 }],
    ]);
    expect(s.published).toEqual([]);
  });

  it('refuses another user’s code and sends nothing to its phones', async () => {
    const s = await paired();
    expect(await s.relay('bia-tab', state)).toBe('not-owner');
    expect(s.sent).toEqual([['bia-tab', { type: 'teleprompter.error', message: INVALID_PAIRING_CODE_MESSAGE }]]);
  });

  it('refuses an expired code', async () => {
    const s = setup();
    await s.pairings.create(aPairing({ expiresAt: Date.parse('2026-03-15T09:00:00Z') / 1000 }), new Date(0));
    s.pairings.addApp('ana-tab', 'ana');
    expect(await s.relay('ana-tab', state)).toBe('not-owner');
  });

  it('refuses a state from a phone: it cannot speak for the prompter', async () => {
    const s = await paired();
    expect(await s.relay('phone-1', state)).toBe('wrong-side');
    expect(s.sent).toEqual([['phone-1', { type: 'teleprompter.error', message: PROMPTER_ONLY_MESSAGE }]]);
  });
});
