import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/site-map.ts';

export default {
  ssr: true,
  // Static pages are rendered to HTML at build time and served as files by the BFF;
  // everything else (e.g. /search) is rendered per request.
  prerender: prerenderedPaths(),
  // Every module script and preload carries its sha384 hash (an import map lists them), so a
  // file altered on its way, or on a CDN, is refused rather than run.
  subResourceIntegrity: true,
} satisfies Config;
