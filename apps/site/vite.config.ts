import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
 * Every stylesheet of the site in one file (about 12 kB compressed). Split by the chunks that
 * import them, a page linked five to ten stylesheets before its first paint; in Lighthouse's model
 * of a phone each is a render-blocking request, and past HTTP/1.1's six connections each waits a
 * round trip (docs/benchmarks.md, "One stylesheet and a shell chunk"). A page downloads the other
 * pages' rules with its own, once for the whole visit. Stylesheets only: a group takes its
 * modules' dependencies with it.
 */
const STYLES_CHUNK = { name: 'styles', test: /\.css$/ };

const ROOT_ROUTE = fileURLToPath(new URL('./app/root.tsx', import.meta.url));

/**
 * zod's modules. A group takes every dependency of the modules it captures, and the analytics
 * package's event schemas, reached from the root, import zod: the shell uses none of them and
 * tree-shaking drops that import, but captured they would bring zod's 50 kB to every page. So
 * the shell leaves out any module importing zod; automatic chunking places those as before.
 */
const ZOD = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/;

interface ModuleImports {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** A module's static imports: Rolldown's `importedIds` lists the dynamic ones too. */
function staticImports(module: ModuleImports | null): string[] {
  if (!module) return [];
  const dynamic = new Set(module.dynamicallyImportedIds);
  return module.importedIds.filter((id) => !dynamic.has(id));
}

/**
 * The scripts every page runs: what the root route (the shell: header, footer, banners, consent,
 * analytics stub) imports statically, in one chunk instead of a dozen small ones the pages
 * share. Lazily imported parts (the analytics runtime, the chat panel, replay) stay their own
 * chunks, loaded when needed.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  return {
    debugName: 'shell',
    name(id: string, ctx: { getModuleInfo(id: string): ModuleImports | null }) {
      if (!shell) {
        shell = new Set();
        const queue = staticImports(ctx.getModuleInfo(ROOT_ROUTE));
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          const imports = staticImports(ctx.getModuleInfo(next));
          if (shell.has(next) || imports.some((id) => ZOD.test(id))) continue;
          shell.add(next);
          queue.push(...imports);
        }
      }
      return shell.has(id) ? 'shell' : null;
    },
  };
}

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
      : { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK, STYLES_CHUNK, shellChunk()] } } },
  },
}));
