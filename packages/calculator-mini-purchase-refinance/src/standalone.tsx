// The bundle's entry: the component for hosts that share their React, and `mount` for pages
// that are not React apps (the embed snippet).
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createRoot } from 'react-dom/client';
import {
  MiniPurchaseRefinance,
  type MiniPurchaseRefinanceProps,
} from './MiniPurchaseRefinance.tsx';

export { MiniPurchaseRefinance as default } from './MiniPurchaseRefinance.tsx';

/** The package version, as the manifest names it (a test holds it to package.json). */
export const version: string = '0.1.0';

/** Mounts the calculator into `element` (its content is replaced); returns its handle. */
export function mount(element: Element, props: MiniPurchaseRefinanceProps = {}) {
  const root = createRoot(element);
  const render = (next: MiniPurchaseRefinanceProps) =>
    root.render(
      <I18nProvider locale="en-US">
        <MiniPurchaseRefinance {...next} />
      </I18nProvider>,
    );
  render(props);
  return { update: render, unmount: () => root.unmount() };
}
