import { packageBuild } from '../../tsup.shared.ts';

// One entry per subpath export, with shared code split into chunks, so a page that imports the
// rate ticker does not carry the questionnaire's zod schema (STYLE habit 11).
export default packageBuild(
  {
    calculators: 'src/calculators.ts',
    wizard: 'src/wizard/index.ts',
    'loan-options': 'src/loan-options/index.ts',
    'rate-comparison': 'src/rate-comparison/index.ts',
    'rate-ticker': 'src/rate-ticker/index.ts',
    'market-insights': 'src/market-insights/index.ts',
  },
  { splitting: true },
);
