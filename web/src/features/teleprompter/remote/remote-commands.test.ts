import { applyRemoteCommand, remoteEventFor, stateFrame } from './remote-commands';

describe('applyRemoteCommand', () => {
  it.each([
    ['toggle', 'toggle'],
    ['faster', 'faster'],
    ['slower', 'slower'],
    ['back', 'backLine'],
  ] as const)('maps %s to the store’s %s()', (command, action) => {
    const store = { toggle: jest.fn(), faster: jest.fn(), slower: jest.fn(), backLine: jest.fn() };
    applyRemoteCommand(command, store);
    expect(
      Object.entries(store)
        .filter(([, fn]) => fn.mock.calls.length > 0)
        .map(([name]) => name),
    ).toEqual([action]);
  });
});

describe('remoteEventFor', () => {
  it('takes the events of this tab only', () => {
    expect(
      remoteEventFor({ type: 'teleprompter.command', sessionId: 'tab-1', command: 'back', sentAt: 5 }, 'tab-1'),
    ).toEqual({ kind: 'command', command: 'back', sentAt: 5 });
    expect(remoteEventFor({ type: 'teleprompter.remote-joined', sessionId: 'tab-1' }, 'tab-1')).toEqual({
      kind: 'joined',
    });
    expect(
      remoteEventFor({ type: 'teleprompter.command', sessionId: 'tab-2', command: 'back', sentAt: 5 }, 'tab-1'),
    ).toBeNull();
    expect(remoteEventFor({ type: 'subscription.updated' }, 'tab-1')).toBeNull();
  });
});

describe('stateFrame', () => {
  it('reports play state and speed for the code', () => {
    expect(stateFrame('AB3K7P', { playing: true, speed: 45 })).toEqual({
      action: 'teleprompter.state',
      code: 'AB3K7P',
      playing: true,
      speed: 45,
    });
  });
});
