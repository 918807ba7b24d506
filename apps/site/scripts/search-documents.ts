// After `react-router build`: writes build/search-documents.json, what the API's site search
// indexes (apps/bff/src/search). Pre-rendered pages are read back from their HTML under
// build/client; pages rendered per request are listed by their title and description. The file
// sits outside build/client, so it is never served as a static file.
//
//   node scripts/search-documents.ts [buildDir]   (default: build)
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { brand } from '../app/brand.ts';
import { searchDocumentsFile, siteSearchDocuments } from '../app/page-search-documents.ts';
import type * as SiteMap from '../app/site-map.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const buildDir = process.argv[2] ?? join(siteDir, 'build');

// The page list includes pages made from content bundled with Vite's import.meta.glob, so it is
// loaded through Vite's module runner, as react-router.config.ts is.
const { module: siteMap } = await runnerImport<typeof SiteMap>(
  fileURLToPath(new URL('../app/site-map.ts', import.meta.url)),
  { configFile: false, root: siteDir, logLevel: 'error' },
);

const { documents, skipped } = await siteSearchDocuments(
  siteMap.searchablePages(),
  async (page) => {
    const file = join(buildDir, 'client', page.path, 'index.html');
    return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error(`search-documents: ${page.path} was not pre-rendered (${file})`);
      throw error;
    });
  },
  brand.lenderName,
);
const output = searchDocumentsFile(documents);
await writeFile(join(buildDir, 'search-documents.json'), `${JSON.stringify(output)}\n`);
console.log(
  `search-documents: ${output.documents.length} documents (${skipped} noindex skipped), hash ${output.hash.slice(0, 12)}`,
);
