// A calculator package's build: the component (`.`), its mount function for hosts without React
// in their tree (`./standalone`), any extra entries, and one stylesheet (dist/styles.css) holding
// its own rules and those of each @lender/ui component it renders, inlined from src/index.css.
// Dependencies stay external: the site's bundle script bundles them, sharing @lender/ui and
// React Aria between calculators.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleStylesheets } from '../../../stylesheets.shared.ts';
import { packageBuild } from '../../../tsup.shared.ts';

export function calculatorBuild(packageName: string, extraEntries: string[] = []) {
  return packageBuild(['src/index.ts', 'src/standalone.tsx', ...extraEntries], {
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    onSuccess: async () => {
      const title = `${packageName}/styles.css: the calculator and the @lender/ui components it renders. Load the tokens first.`;
      await writeFile(
        join('dist', 'styles.css'),
        bundleStylesheets('src', [join('src', 'index.css')], title),
      );
    },
  });
}
