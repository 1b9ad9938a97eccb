/**
 * The Content-Security-Policy forbids eval (issue 8), so zod must not probe for it (its JIT object parser
 * tries `new Function("")` when a schema is built, which the browser reports as a CSP violation). Imported
 * first by `main.tsx`, before any schema is constructed.
 *
 * zod keeps its global configuration (what `z.config()` sets) in `globalThis.__zod_globalConfig`, shared by
 * every copy of zod. Setting `jitless` there, without importing zod, keeps zod out of the entry chunk: the
 * landing page does not need it (decision 0017). The object is updated, never replaced, so this works whether
 * zod has already been evaluated or not; zod-config.test.ts checks that `z.config()` sees it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
