import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { BrandSchema } from './app/brand-schema.ts';

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

export default defineConfig(({ command }) => ({
  plugins: [brandCss(), reactRouter()],
  // In development the workspace packages are read from their TypeScript source;
  // a production build uses their published dist, exactly as an outside consumer would.
  resolve: {
    conditions:
      command === 'serve'
        ? [SOURCE_CONDITION, ...defaultClientConditions]
        : [...defaultClientConditions],
  },
  ssr: {
    // Bundle the workspace packages into the server build: @lender/ui's dist imports
    // CSS files, which plain Node cannot load.
    noExternal: [/^@lender\//],
    resolve: {
      conditions:
        command === 'serve'
          ? [SOURCE_CONDITION, ...defaultServerConditions]
          : [...defaultServerConditions],
    },
  },
  build: { assetsInlineLimit: 0 },
}));
