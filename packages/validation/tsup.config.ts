import { packageBuild } from '../../tsup.shared.ts';

// `./messages` and `./affordability-result` on their own, without zod: the message catalogue and
// the affordability answer, for code that shows them but checks nothing with schemas (the
// calculator bundles, where every kilobyte counts).
export default packageBuild([
  'src/index.ts',
  'src/messages.ts',
  'src/mortgage-messages.ts',
  'src/affordability-result.ts',
]);
