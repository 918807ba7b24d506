// The bundle's entry: the component for hosts that share their React, and `mount` for pages
// that are not React apps (the embed snippet).
import { createStandalone } from '@lender/calculator-kit/standalone';
import { AffordabilityCalculator } from './AffordabilityCalculator.tsx';

export { AffordabilityCalculator as default } from './AffordabilityCalculator.tsx';

/** The package version, as the manifest names it. */
export const version: string = '0.1.0';

/** Mounts the calculator into `element` (its content is replaced); returns its handle. */
export const mount = createStandalone(AffordabilityCalculator);
