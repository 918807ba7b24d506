import { packageBuild } from '../../tsup.shared.ts';

// One output module per source module, so a bundler drops what a page does not import: the link
// filter alone must not bring the zod event catalogue into the browser (STYLE habit 11).
export default packageBuild(['src/*.ts', '!src/*.test.ts'], { splitting: true });
