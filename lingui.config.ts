import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'message',
});
