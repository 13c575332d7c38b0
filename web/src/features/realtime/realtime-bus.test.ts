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
});
