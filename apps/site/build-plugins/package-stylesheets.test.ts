import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_CONDITION } from '../../../vitest.shared.ts';
import { packageStylesheets } from './package-stylesheets.ts';

// Builds a tiny app with the plugin, the way the site is built: the page that imports a
// component gets its stylesheet, a piece two components share (the field shell) once, a
// component loaded with import() brings its own, a subpath without a stylesheet resolves as it
// is, and a package imported whole (a calculator) brings its styles.css.
// Inside node_modules, so the app resolves the workspace's packages, and git ignores it.
const root = mkdtempSync(join(import.meta.dirname, '../node_modules/.package-stylesheets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

writeFileSync(
  join(root, 'main.ts'),
  `import { TextInput } from '@lender/ui/text-input';
import { Textarea } from '@lender/ui/textarea';
import { INSERTED_STYLE_HASH_SOURCES } from '@lender/ui/csp';
import { Calculator } from '@fixture/calculator';
export const parts = [TextInput, Textarea, INSERTED_STYLE_HASH_SOURCES, Calculator];
export const loadModal = () => import('@lender/ui/modal').then((module) => module.Modal);
`,
);

// A published package without sources: its self-contained stylesheet is linked as it is.
const calculator = join(root, 'node_modules/@fixture/calculator');
mkdirSync(calculator, { recursive: true });
writeFileSync(
  join(calculator, 'package.json'),
  JSON.stringify({
    name: '@fixture/calculator',
    type: 'module',
    exports: { '.': './index.js', './styles.css': './styles.css' },
  }),
);
writeFileSync(join(calculator, 'index.js'), 'export const Calculator = "calculator";\n');
writeFileSync(join(calculator, 'styles.css'), '.fixture-calculator { color: red; }\n');

async function buildApp() {
  const outDir = mkdtempSync(join(tmpdir(), 'package-stylesheets-out-'));
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [packageStylesheets(['@lender/ui', '@fixture/calculator'])],
    resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
    build: {
      outDir,
      minify: false,
      rollupOptions: { input: join(root, 'main.ts'), preserveEntrySignatures: 'exports-only' },
    },
  })) as Rollup.RollupOutput;
  return { output, outDir };
}

describe('packageStylesheets', () => {
  it('puts each component’s stylesheet in the chunk that loads it', async () => {
    const { output, outDir } = await buildApp();
    try {
      const chunks = output.output.filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const cssOf = (chunk: Rollup.OutputChunk) =>
        [...(chunk.viteMetadata?.importedCss ?? [])]
          .map((file) => readFileSync(join(outDir, file), 'utf8'))
          .join('\n');
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const modal = chunks.find((chunk) => chunk.isDynamicEntry)!;

      expect(cssOf(entry)).toContain('.lui-input');
      expect(cssOf(entry)).toContain('.lui-error-message');
      expect(cssOf(entry)).toContain('.lui-textarea');
      expect(cssOf(entry).match(/\.lui-form-group \{/g)).toHaveLength(1);
      expect(cssOf(entry)).not.toContain('.lui-modal');
      expect(cssOf(entry)).toContain('.fixture-calculator');
      expect(cssOf(modal)).toContain('.lui-modal');
      expect(entry.code).toContain('sha256-'); // @lender/ui/csp, which has no stylesheet
      expect(
        readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.css')),
      ).toHaveLength(2);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
