// `@lender/calculator-kit/hash-form`: the engine's earlier name, kept for hosts that import it.
export * from './engine.ts';
