// Zod 4 compiles object schemas with `new Function` when it may, and finds out whether it may by
// trying as each object schema is built. The site's Content-Security-Policy has no
// 'unsafe-eval', so the browser refused the try and reported a CSP violation on every page with
// a form (a console error, and a lost Lighthouse best-practices point), though Zod then validated
// without it anyway. With `jitless` Zod skips both the try and the compiled path.
//
// Zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of it), so
// this script, inline in the head, sets it before any module builds a schema: a route module's
// schemas are built while it loads, before the client entry runs. Only the browser runs it; on the
// server the compiled path is kept. zod-jitless.test.ts checks that Zod reads it.

/** The inline head script's source. */
export const ZOD_JITLESS_SOURCE = '(globalThis.__zod_globalConfig??={}).jitless=true;';
