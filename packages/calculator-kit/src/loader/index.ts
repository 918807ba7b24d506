export {
  isCalculatorManifest,
  manifestUrl,
  satisfiesRange,
  SHARED_REACT_MODULES,
  type CalculatorManifest,
  type ManifestCalculator,
  type SharedReactModule,
} from './manifest.ts';
export {
  importMapFor,
  shareReact,
  sharedReactVersion,
  shimSource,
  SHARED_REACT_GLOBAL,
  type SharedReact,
} from './shared-react.ts';
export {
  CalculatorLoadError,
  fetchManifest,
  linkStylesheet,
  loadCalculator,
  pickCalculator,
  type CalculatorModule,
  type LoadCalculatorOptions,
} from './load.ts';
export { embedCalculators, EMBED_ATTRIBUTE } from './embed.ts';
