import { z } from 'zod';

/**
 * Zod for every schema of the web app and the functions: import it from here, never from 'zod'
 * (the linter says so). Zod compiles its object parsers with `new Function` where it may, and
 * probes that with a first `new Function` call: the site's Content Security Policy has no
 * 'unsafe-eval', so the probe would be refused and Chrome would report a CSP issue on every page
 * that builds a schema (Lighthouse best practices 96 on the booking and form pages). Without the
 * compiled parsers, parsing gives the same answers a little slower, on payloads of a few fields.
 * This module sets that before any schema is built: every schema module imports it first.
 */
z.config({ jitless: true });

export { z };
export type { ZodType } from 'zod';
