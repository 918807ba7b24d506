import { defineConfig } from 'tsup';

export default defineConfig([
  // The server is bundled into one file that Node runs in production (`pnpm start`).
  // Dependencies stay external and are resolved from node_modules at run time.
  {
    // The embedded database's thread and the early listener's are entries of their own: the server
    // starts them from their files.
    entry: {
      server: 'src/server.ts',
      'pglite-worker': 'src/db/pglite-worker.ts',
      'early-listener-thread': 'src/early-listener-thread.ts',
    },
    format: ['esm'],
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    clean: true,
    dts: false,
    // vite (development only) and every other package load from node_modules at run time.
    skipNodeModulesBundle: true,
  },
  // The session replay player of /admin/replays/{id}: rrweb's Replayer bundled for the browser,
  // served from the site's origin (the admin pages allow same-origin scripts only).
  {
    entry: { 'replay-player': 'src/admin-player/replay-player.ts' },
    outDir: 'build/admin',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    clean: true,
    dts: false,
    noExternal: [/.*/],
  },
]);
