/**
 * Replaced at build time by functions/build.mjs with the git commit the functions were built from
 * (`<short sha>`, `-dirty` when the work tree had changes), or the package version without git.
 */
declare const __FUNCTIONS_VERSION__: string | undefined;

/** The deployed version, as /api/health reports it; 'dev' when run from source (tests). */
export const FUNCTIONS_VERSION =
  typeof __FUNCTIONS_VERSION__ === 'string' ? __FUNCTIONS_VERSION__ : 'dev';
