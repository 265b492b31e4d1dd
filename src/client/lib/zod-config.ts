/*
 * zod probes `new Function` once to decide whether to compile its parsers. The Content Security Policy
 * (script-src 'self') blocks it, and browsers report the blocked probe as a violation even though zod
 * copes: so the browser's zod parses without compiling, and without probing (its `jitless` option).
 *
 * zod keeps its configuration on globalThis.__zod_globalConfig (zod/v4/core/core.js) and reads it when
 * its first module loads; setting it here, before any chunk with zod arrives, keeps zod itself out of
 * the first bundle. zod-config.test.ts checks that zod still reads it from there.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function configureZodForTheBrowser(): void {
  const target = globalThis as ZodGlobal;
  target.__zod_globalConfig = { ...target.__zod_globalConfig, jitless: true };
}
