// The bundle's entry: the component for hosts that share their React (rendered in their own
// tree), and `mount` for a page that is not a React app (the embed snippet).
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createRoot } from 'react-dom/client';
import {
  AffordabilityCalculator,
  type AffordabilityCalculatorProps,
} from './AffordabilityCalculator.tsx';

export { AffordabilityCalculator as default } from './AffordabilityCalculator.tsx';

/** The package version, as the manifest names it. */
export const version: string = '0.1.0';

/** Mounts the calculator into `element` (its content is replaced); returns its handle. */
export function mount(element: Element, props: AffordabilityCalculatorProps = {}) {
  const root = createRoot(element);
  const render = (next: AffordabilityCalculatorProps) =>
    root.render(
      <I18nProvider locale="en-US">
        <AffordabilityCalculator {...next} />
      </I18nProvider>,
    );
  render(props);
  return { update: render, unmount: () => root.unmount() };
}
