// A calculator bundle's `mount`, for pages that are not React apps (the embed snippet): every
// calculator's standalone entry is `export const mount = createStandalone(TheCalculator)`.
import type { ComponentType } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createRoot } from 'react-dom/client';

/** A mounted calculator: new props, or gone. */
export interface MountedCalculator<Props> {
  update: (props: Props) => void;
  unmount: () => void;
}

/** `mount(element, props)` for a calculator component: its content replaces the element's. */
export function createStandalone<Props extends object>(Calculator: ComponentType<Props>) {
  return function mount(element: Element, props: Props = {} as Props): MountedCalculator<Props> {
    const root = createRoot(element);
    const render = (next: Props) =>
      root.render(
        // Numbers, money and dates are US formats on every host (the loans are US loans).
        <I18nProvider locale="en-US">
          <Calculator {...next} />
        </I18nProvider>,
      );
    render(props);
    return { update: render, unmount: () => root.unmount() };
  };
}
