import { z } from '@/domain/zod';
import { DEFAULT_LOCALE, LOCALES } from '@/domain/locale';

/**
 * The language a request carries; Italian when absent. Apart from locale.ts so that the app shell,
 * which needs the language list, does not load zod.
 */
export const localeSchema = z.enum(LOCALES).default(DEFAULT_LOCALE);
