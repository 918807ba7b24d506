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
  loadPinnedCalculator,
  pickCalculator,
  type CalculatorModule,
  type LoadCalculatorOptions,
  type LoadPinnedCalculatorOptions,
} from './load.ts';
export {
  calculatorImportMap,
  calculatorSpecifier,
  pageCalculators,
  readPageCalculators,
  PAGE_CALCULATORS_ELEMENT_ID,
  REACT_RUNTIME_SPECIFIER,
  type CalculatorImportMapOptions,
  type ImportMap,
  type PageCalculators,
} from './pins.ts';
export { embedCalculators, EMBED_ATTRIBUTE, type EmbedOptions } from './embed.ts';
