import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/site-map.ts';

export default {
  ssr: true,
  // Static pages are rendered to HTML at build time and served as files by the BFF;
  // everything else (e.g. /search) is rendered per request.
  prerender: prerenderedPaths(),
} satisfies Config;
