import { packageBuild } from '../../tsup.shared.ts';

// `./messages` on its own: the message catalogue without zod, for code that shows the messages
// but checks nothing with schemas (the calculator bundles, where every kilobyte counts).
export default packageBuild(['src/index.ts', 'src/messages.ts']);
