import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Moves the single-page app to a path (the router's `navigate`), where there is a router. */
export type AppNavigate = (to: string) => void;

const AppNavigateContext = createContext<AppNavigate | null>(null);

/** Given by the app's root layout (web/src/app/router.tsx): inside the app, links navigate in place. */
export const AppNavigateProvider = AppNavigateContext.Provider;

/** A plain left click, which the app may take over; any other opens the link as the browser would. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.currentTarget.target
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app, with its query string if any. */
  to: string;
}

/**
 * A link to one of the app's pages for the pages that may run without the router: the content
 * pages (the landing page, the legal pages) hydrate without the app's code, so a link there is a
 * plain page load (docs/PERFORMANCE.md §content-pages). Inside the app, a plain click navigates
 * in place, as the router's own Link does for an absolute path.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onClick, ...rest }, ref) {
  const navigate = useContext(AppNavigateContext);
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
});
