import { watchReturns } from './use-subscription-sync';

describe('watchReturns (issue 27: /planos after paying in another tab)', () => {
  function fakes() {
    const win = new EventTarget() as unknown as Window;
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' }) as unknown as Document & {
      visibilityState: string;
    };
    return { win, doc };
  }

  it('reloads when the window gets the focus again or the tab becomes visible, not when it is hidden', () => {
    const { win, doc } = fakes();
    const onReturn = jest.fn();
    watchReturns(onReturn, win, doc);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onReturn).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(2);
  });

  it('stops listening when undone', () => {
    const { win, doc } = fakes();
    const onReturn = jest.fn();
    watchReturns(onReturn, win, doc)();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    expect(onReturn).not.toHaveBeenCalled();
  });
});
