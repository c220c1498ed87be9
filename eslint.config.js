import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noFolderCycle } from './scripts/lint/no-folder-cycle.js';
import { oneRequestPerTransaction } from './scripts/lint/one-request-per-transaction.js';

const featureNames = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One-way imports (docs/conventions.md): domain ← content/ui/lib ← features ← routes/app, and a
 * feature never reaches into another feature. Kept in code so the rule cannot be forgotten.
 */
const SRC_LAYERS = ['app', 'config', 'content', 'features', 'i18n', 'lib', 'routes', 'ui'];
/** Every layer of src/ but the ones named, as import paths. */
const layersBut = (...allowed) =>
  SRC_LAYERS.filter((layer) => !allowed.includes(layer)).map((layer) => `./src/${layer}`);

const layerZones = [
  {
    target: './src/domain',
    from: layersBut(),
    message: 'src/domain is pure: it imports nothing of the app.',
  },
  {
    target: './src/config',
    from: layersBut('config'),
    message: 'src/config reads the build settings: it imports nothing of the app but the domain.',
  },
  {
    target: './src/content',
    from: layersBut('content', 'i18n'),
    message: 'Content is data: it may use domain and i18n types only.',
  },
  {
    target: ['./src/ui', './src/lib', './src/i18n'],
    from: ['./src/app', './src/features', './src/routes'],
    message: 'Shared code must not depend on features, routes or the app shell.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features are composed by routes, never the other way round.',
  },
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move shared code to src/ui or src/lib.',
  })),
  {
    target: './functions/src',
    from: layersBut('content'),
    message: 'Functions share only src/domain and the content data (src/content) with the web app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'functions/lib/**',
      'src/routeTree.gen.ts',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.stack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Browser globals only where code runs in a browser (below); the rest is Node or pure.
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Lets the import rules read TypeScript dependencies (no-cycle follows them).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        // Resolves the '@/' and '@functions/' aliases so the layer zones see through them.
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'functions/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The web app and the browser-side tests. src/domain stays pure (it also runs in the functions)
    // and functions/ is Node only: neither gets `window` or `document`.
    files: ['src/**/*.{ts,tsx}', 'tests/e2e/**/*.ts', 'tools/stripe-stand-in/**/*.ts'],
    ignores: ['src/domain/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Zod comes configured from one module (its parsers must not probe `eval` under the CSP).
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['src/domain/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '@/domain/zod', which configures it for the site's CSP.",
            },
          ],
        },
      ],
    },
  },
  {
    // The service folders depend on base folders (booking-base: the booking document, its
    // dependencies and links), never on each other in a loop, which import-x/no-cycle cannot see
    // when the files of two folders do not form a cycle themselves.
    files: ['functions/src/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { folders: { rules: { 'no-cycle': noFolderCycle } } },
    rules: {
      'folders/no-cycle': [
        'error',
        { root: 'functions/src/services', aliases: { '@functions/': 'functions/src/' } },
      ],
    },
  },
  {
    // One request at a time in a transaction (scripts/lint/one-request-per-transaction.js).
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', oneRequestPerTransaction] },
  },
  {
    // TypeScript's DOM types cover the whole web project, so the linter keeps the browser out of the
    // pure domain (bundled into the functions) and of the functions themselves.
    files: ['src/domain/**/*.ts', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
          (name) => ({
            name,
            message: 'Browser globals do not exist in the domain or the functions.',
          }),
        ),
      ],
    },
  },
);
