import { QueryClient } from '@tanstack/react-query';
import { FINDER_JOBS_QUERY_KEY } from '../finder/use-finder';
import { SUBSCRIPTION_QUERY_KEY } from './use-subscription';
import { reloadAfterReconnect, watchReturns } from './use-subscription-sync';

describe('reloadAfterReconnect (issue 32: the pushes missed while the socket was down)', () => {
  it("reloads the subscription and the pages' catch-up reads, such as the finder's jobs, and nothing else", () => {
    const client = new QueryClient();
    for (const key of [SUBSCRIPTION_QUERY_KEY, FINDER_JOBS_QUERY_KEY, ['scripts']]) client.setQueryData(key, {});
    reloadAfterReconnect(client);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(SUBSCRIPTION_QUERY_KEY)).toBe(true);
    expect(invalidated(FINDER_JOBS_QUERY_KEY)).toBe(true);
    expect(invalidated(['scripts'])).toBe(false);
    client.clear();
  });
});

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
