import { NEW_TAB_WAITING, openBlankTab, type TabLike } from './open-in-new-tab';

const fakeTab = (): TabLike & { closeCalls: number } => {
  const tab = {
    closed: false,
    opener: {} as unknown,
    location: { href: 'about:blank' },
    closeCalls: 0,
    close() {
      tab.closeCalls += 1;
      tab.closed = true;
    },
  };
  return tab;
};

describe('openBlankTab', () => {
  it('says what is coming while the URL is asked for, instead of a blank page (issue 27)', () => {
    const tab = { ...fakeTab(), document: { title: '', body: { textContent: '' as string | null } } };
    openBlankTab(() => tab, jest.fn());
    expect(tab.document.title).toBe(NEW_TAB_WAITING);
    expect(tab.document.body.textContent).toBe(NEW_TAB_WAITING);
  });

  it('opens the tab at once, cuts its opener, and sends it to the URL once known', () => {
    const tab = fakeTab();
    const here = jest.fn();
    const opener = openBlankTab(() => tab, here);
    expect(tab.opener).toBeNull();
    expect(opener.go('https://checkout.example/cs_1')).toBe('tab');
    expect(tab.location.href).toBe('https://checkout.example/cs_1');
    expect(here).not.toHaveBeenCalled();
  });

  it('goes in this tab when the browser refuses a new one', () => {
    const here = jest.fn();
    expect(openBlankTab(() => null, here).go('/dev/checkout/cs_2')).toBe('here');
    expect(here).toHaveBeenCalledWith('/dev/checkout/cs_2');
  });

  it('goes in this tab when the user already closed the blank one', () => {
    const tab = fakeTab();
    const here = jest.fn();
    const opener = openBlankTab(() => tab, here);
    tab.closed = true;
    expect(opener.go('/dev/checkout/cs_3')).toBe('here');
    expect(here).toHaveBeenCalledWith('/dev/checkout/cs_3');
  });

  it('closes the blank tab when the request fails', () => {
    const tab = fakeTab();
    openBlankTab(() => tab, jest.fn()).cancel();
    expect(tab.closeCalls).toBe(1);
  });
});
