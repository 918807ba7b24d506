import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { packageBuild } from '../../tsup.shared.ts';

/**
 * Copy each component's CSS to the same place under dist. Component CSS imports are left as
 * they are in the JS (see `external`), so dist/skip-link/index.js keeps `import './SkipLink.css'`
 * and a bundler brings the styles along with the component, as it does from src.
 */
async function copyComponentCss() {
  const files = await readdir('src', { recursive: true });
  const componentCss = files.filter((file) => file.endsWith('.css') && dirname(file) !== '.');
  for (const file of componentCss) {
    await mkdir(join('dist', dirname(file)), { recursive: true });
    await copyFile(join('src', file), join('dist', file));
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
  // CSS stays an import rather than being pulled out into a file nothing imports.
  external: ['react', 'react-dom', 'react/jsx-runtime', /\.css$/],
  onSuccess: copyComponentCss,
});
