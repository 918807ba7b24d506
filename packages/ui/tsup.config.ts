import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageBuild } from '../../tsup.shared.ts';
import { publishedStylesheets } from '../../stylesheets.shared.ts';

/**
 * Write the published stylesheets: dist/<name>.css for each component folder with an index.css
 * (self-contained: it carries the pieces the component renders) and dist/styles.css for all.
 * The JavaScript imports no CSS, so it loads in plain Node and in any bundler.
 */
async function writeStylesheets() {
  for (const [file, text] of publishedStylesheets('src', '@lender/ui')) {
    await writeFile(join('dist', file), text);
  }
}

// One entry per component folder (src/<name>/index.ts), so consumers import
// '@lender/ui/skip-link', never a barrel. Each folder also needs its subpath in the `exports`
// of package.json; `src/exports.test.ts` checks the two lists agree.
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('src', entry.name, 'index.ts')))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

export default packageBuild(componentEntries, {
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  onSuccess: writeStylesheets,
});
