import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The directory of a workspace package, found the way Node finds the package itself. */
export function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** apps/bff itself: the same from src/ (tests, dev) and from the bundled dist/. */
export const bffDir = packageDir('@lender/bff');

/** The React Router build of apps/site. */
export const siteBuildDir = join(packageDir('@lender/site'), 'build');
