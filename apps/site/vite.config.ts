import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { BrandSchema } from './app/brand-schema.ts';
import { packageStylesheets } from './build-plugins/package-stylesheets.ts';

const SOURCE_CONDITION = '@lender/source';
const BRAND_CSS_ID = 'virtual:brand.css';

/**
 * Serves `virtual:brand.css`: the brand colours of brand.config.json as CSS custom
 * properties, so the strict CSP needs no inline style and a rebrand is one JSON edit.
 */
function brandCss(): Plugin {
  const configPath = new URL('./brand.config.json', import.meta.url);
  return {
    name: 'lender-brand-css',
    resolveId: (id) => (id === BRAND_CSS_ID ? `\0${BRAND_CSS_ID}` : undefined),
    load(id) {
      if (id !== `\0${BRAND_CSS_ID}`) return undefined;
      this.addWatchFile(configPath.pathname);
      const { colors } = BrandSchema.parse(JSON.parse(readFileSync(configPath, 'utf8')));
      return `:root{--color-brand:${colors.brand};--color-brand-contrast:${colors.brandContrast};--color-accent:${colors.accent};}`;
    },
  };
}

/**
 * React, React DOM, React Router and the scheduler in one chunk. Every page loads all of them;
 * split by the routes that share their parts they were four files of the 22 modules the home page
 * preloads. Each request costs a round trip on a slow network over HTTP/1.1's six connections, and
 * in Lighthouse's model of one the preloaded scripts hold up the first paint (docs/benchmarks.md,
 * "Every page template in Lighthouse").
 */
const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // packageStylesheets: each @lender/ui component brings its stylesheet (@lender/ui/<name>.css).
  plugins: [brandCss(), packageStylesheets(), reactRouter()],
  // In development the workspace packages are read from their TypeScript source;
  // a production build uses their published dist, exactly as an outside consumer would.
  resolve: {
    conditions:
      command === 'serve'
        ? [SOURCE_CONDITION, ...defaultClientConditions]
        : [...defaultClientConditions],
  },
  ssr: {
    // Bundle the workspace packages into the server build, as into the browser's, so both
    // render with the same code (@lender/ui's JavaScript imports no CSS: Node could load it).
    noExternal: [/^@lender\//],
    resolve: {
      conditions:
        command === 'serve'
          ? [SOURCE_CONDITION, ...defaultServerConditions]
          : [...defaultServerConditions],
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } } },
  },
}));
