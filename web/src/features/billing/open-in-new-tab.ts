/** The part of a browser tab the opener drives (a fake in tests). */
export interface TabLike {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  /** The blank page's document (same origin until the tab leaves it). */
  document?: { title: string; body: { textContent: string | null } | null };
  close(): void;
}

/** What the new tab says while the server is asked for the URL, so it is never a blank page. */
export const NEW_TAB_WAITING = 'Abrindo a página de pagamento…';

export interface NewTabOpener {
  /** 'tab': the URL opened in the new tab; 'here': the browser refused a tab, so this one went there. */
  go(url: string): 'tab' | 'here';
  /** The request failed: the blank tab goes away. */
  cancel(): void;
}

/**
 * Checkout and the customer portal open in a new tab, as the old product did
 * (docs/PRODUCT.md §flows.checkout). The tab is opened blank inside the click, before the server is asked for
 * the URL: a tab opened after an `await` is a popup browsers block. Meanwhile it says so
 * (NEW_TAB_WAITING) rather than flashing blank. It loses its `opener`, so the
 * payment page cannot reach back into ours. When the browser still refuses, this tab goes instead.
 */
export function openBlankTab(
  open: () => TabLike | null = () => window.open('', '_blank') as TabLike | null,
  here: (url: string) => void = (url) => window.location.assign(url),
): NewTabOpener {
  const tab = open();
  if (tab) {
    try {
      // The request takes a moment: the tab says what is coming instead of flashing blank.
      if (tab.document) {
        tab.document.title = NEW_TAB_WAITING;
        if (tab.document.body) tab.document.body.textContent = NEW_TAB_WAITING;
      }
    } catch {
      // a browser that hands out no access to the blank page: it stays blank
    }
    tab.opener = null;
  }
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
