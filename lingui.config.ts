import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from './src/domain/locale';

// The translation check extracts into a scratch copy (LINGUI_CATALOG_DIR) so `npm test` never
// rewrites the committed catalogues.
const catalogDir = process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: `${catalogDir}/{locale}`,
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'message',
});
