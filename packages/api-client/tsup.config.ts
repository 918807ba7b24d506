import { packageBuild } from '../../tsup.shared.ts';

// `./calculators`: the calculators' calls on fetch alone (no ky, no zod), for their bundles.
export default packageBuild(['src/index.ts', 'src/calculators/index.ts']);
