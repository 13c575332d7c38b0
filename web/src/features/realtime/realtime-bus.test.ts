import { createMessageBus } from './realtime-bus';

describe('createMessageBus', () => {
  it('delivers each event to every listener until it unsubscribes', () => {
    const bus = createMessageBus();
    const a = jest.fn();
    const b = jest.fn();
    const stopA = bus.subscribe(a);
    bus.subscribe(b);
    bus.publish({ type: 'script.delta', generationId: 'g', index: 0, text: 'Olá' });
    stopA();
    bus.publish({ type: 'script.done', generationId: 'g' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b.mock.calls.map(([e]) => e.type)).toEqual(['script.delta', 'script.done']);
  });

  it('keeps delivering when a listener throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createMessageBus();
    const after = jest.fn();
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe(after);
    bus.publish({ type: 'subscription.updated' });
    expect(after).toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('sends through the attached socket, and nowhere once it is detached', () => {
    const bus = createMessageBus();
    expect(bus.send({ a: 1 })).toBe(false);
    const sent: unknown[] = [];
    const detach = bus.attach((frame) => sent.push(frame) > 0);
    expect(bus.send({ a: 1 })).toBe(true);
    const detachOther = bus.attach(() => false);
    detach(); // an older socket's detach leaves the newer one attached
    expect(bus.send({ a: 2 })).toBe(false);
    detachOther();
    expect(bus.send({ a: 3 })).toBe(false);
    expect(sent).toEqual([{ a: 1 }]);
  });

  it('tells each reconnection to who listens for it, until they stop', () => {
    const bus = createMessageBus();
    const a = jest.fn();
    const stop = bus.onReconnected(a);
    bus.reconnected();
    stop();
    bus.reconnected();
    expect(a).toHaveBeenCalledTimes(1);
  });
});
