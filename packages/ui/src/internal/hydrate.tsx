import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** What {@link renderOnServerThenHydrate} saw. */
export interface HydrationResult {
  /** The markup the server sent. */
  serverHtml: string;
  /** The container, hydrated, attached to the document. */
  container: HTMLElement;
  /** Hydration mismatches and other errors React reported, empty when server and client agree. */
  errors: unknown[];
  unmount: () => void;
}

/**
 * Renders `element` to a string as a server would, then hydrates that markup in the test DOM as
 * a browser would, collecting every error React reports. A component that reads `window` during
 * render, or renders other text or ids on the server, fails here.
 */
export async function renderOnServerThenHydrate(
  element: ReactNode,
  /** Runs between the server render and hydration (to simulate a browser-only difference). */
  beforeHydrate?: () => void,
): Promise<HydrationResult> {
  const serverHtml = renderToString(element);
  beforeHydrate?.();
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  // Tells React that act() is in use here, as Testing Library does inside its own helpers.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
  } finally {
    console.error = consoleError;
  }
  const unmount = () => {
    act(() => root?.unmount());
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  };
  return {
    serverHtml,
    container,
    errors,
    unmount,
  };
}
