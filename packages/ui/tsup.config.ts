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

// One entry per component, so consumers import '@lender/ui/skip-link', never a barrel.
// A new component means three edits together: its folder, this entry, its package.json export.
export default packageBuild(
  {
    'alert/index': 'src/alert/index.ts',
    'button/index': 'src/button/index.ts',
    'checkboxes/index': 'src/checkboxes/index.ts',
    'equal-housing-lender/index': 'src/equal-housing-lender/index.ts',
    'error-message/index': 'src/error-message/index.ts',
    'error-summary/index': 'src/error-summary/index.ts',
    'field/index': 'src/field/index.ts',
    'skip-link/index': 'src/skip-link/index.ts',
    'text-input/index': 'src/text-input/index.ts',
    'textarea/index': 'src/textarea/index.ts',
  },
  {
    // CSS stays an import rather than being pulled out into a file nothing imports.
    external: ['react', 'react-dom', 'react/jsx-runtime', /\.css$/],
    onSuccess: copyComponentCss,
  },
);
