import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation the browser leaves focus on `<body>` (or on a link that is no
 * longer there) and a screen reader says nothing. As GOV.UK and the best React sites do, this
 * moves focus to the new page's heading (`<h1>`, else the main content) and announces the new
 * title in a polite live region (no `status` role: the page's own status messages, such as a
 * search's result count, stay the only ones). Not on the first load (the browser reads the page itself), and
 * not for a jump to an anchor on the page (`#section`), which the browser handles.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname, search, hash } = useLocation();
  const announcer = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    // Focusable by script only: the heading is not a stop when tabbing.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // The title as the page has just set it; written straight into the live region.
    if (announcer.current) announcer.current.textContent = document.title;
  }, [pathname, search, hash, mainId]);

  return (
    <p
      ref={announcer}
      id="route-announcer"
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
    />
  );
}
