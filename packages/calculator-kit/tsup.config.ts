import { packageBuild } from '../../tsup.shared.ts';

export default packageBuild(
  [
    'src/index.ts',
    'src/loader/index.ts',
    'src/month-year.ts',
    'src/hash-form.ts',
    'src/engine.ts',
    'src/standalone.tsx',
    'src/registry.ts',
    'src/yearly-chart.ts',
    'src/form-fields.ts',
    'src/choices.ts',
    'src/checks.ts',
  ],
  {
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // One file an entry, no chunks between them: a calculator bundle that reaches the index
    // then reaches no code of the other entries (the few lines of hash.ts the hash form shares
    // are copied into it instead).
    splitting: false,
  },
);
