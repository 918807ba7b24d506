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

/**
 * The guided experiences' stylesheets (their pages, views, radios, selects and the links between
 * them) in one file. Split by the chunks that import them, the calculator finder loaded 10
 * stylesheets before its first paint and loan options 9 (the other pages 5 or 6), and in
 * Lighthouse's model of a phone each request past HTTP/1.1's six connections waits a round trip:
 * performance 92–93 (docs/benchmarks.md, issue 25). Only their pages import these; each loads
 * the others' few kilobytes with its own. Stylesheets only: a group takes its modules'
 * dependencies with it, and shared scripts would pull the shell's modules in.
 */
const GUIDED_STYLES_CHUNK = {
  name: 'guided',
  test: /[\\/]app[\\/](experiences[\\/].+|components[\\/]MoreTools|routes[\\/](find-a-calculator|loan-options|rates))\.css$/,
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
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK, GUIDED_STYLES_CHUNK] } } },
  },
}));
