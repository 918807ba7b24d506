// The bundle's entry: the component for hosts that share their React, and `mount` for pages
// that are not React apps (the embed snippet).
import { createStandalone } from '@lender/calculator-kit/standalone';
import { RentVsBuyCalculator } from './RentVsBuyCalculator.tsx';

export { RentVsBuyCalculator as default } from './RentVsBuyCalculator.tsx';

/** The package version, as the manifest names it (a test holds it to package.json). */
export const version: string = '0.1.0';

/** Mounts the calculator into `element` (its content is replaced); returns its handle. */
export const mount = createStandalone(RentVsBuyCalculator);
