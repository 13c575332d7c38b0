/** The part of a browser tab the opener drives (a fake in tests). */
export interface TabLike {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

export interface NewTabOpener {
  /** 'tab': the URL opened in the new tab; 'here': the browser refused a tab, so this one went there. */
  go(url: string): 'tab' | 'here';
  /** The request failed: the blank tab goes away. */
  cancel(): void;
}

/**
 * Checkout and the customer portal open in a new tab, as the old product did
 * (docs/PRODUCT.md §flows.checkout). The tab is opened blank inside the click, before the server is asked for
 * the URL: a tab opened after an `await` is a popup browsers block. It loses its `opener`, so the
 * payment page cannot reach back into ours. When the browser still refuses, this tab goes instead.
 */
export function openBlankTab(
  open: () => TabLike | null = () => window.open('', '_blank') as TabLike | null,
  here: (url: string) => void = (url) => window.location.assign(url),
): NewTabOpener {
  const tab = open();
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        return 'tab';
      }
      here(url);
      return 'here';
    },
    cancel() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
