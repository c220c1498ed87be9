import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialAssets, pageAssets, routeSourceFiles, type Manifest } from './route-chunks';

const routeTree = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as IndexRouteImport } from './routes/index'
import { Route as AccountRouteImport } from './routes/account'
import { Route as AccountIndexRouteImport } from './routes/account.index'
const IndexRoute = IndexRouteImport.update({
  id: '/',
  path: '/',
} as any)
const AccountRoute = AccountRouteImport.update({ id: '/account' } as any)
const AccountIndexRoute = AccountIndexRouteImport.update({
  id: '/',
  path: '/',
} as any)
export interface FileRoutesById {
  __root__: typeof rootRouteImport
  '/': typeof IndexRoute
  '/account': typeof AccountRouteWithChildren
  '/account/': typeof AccountIndexRoute
}
`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/app.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
  },
  'src/routes/account.index.tsx?tsr-split=component': {
    file: 'assets/account-index.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

describe('route chunks', () => {
  it('maps full route ids to files, nested index routes included', () => {
    const files = routeSourceFiles(routeTree);
    expect(files.get('/')).toBe('src/routes/index');
    expect(files.get('/account/')).toBe('src/routes/account.index');
    expect(files.get('/account')).toBe('src/routes/account');
    expect(files.get('__root__')).toBe('src/routes/__root');
  });

  it('lists the entry, the matched route chunks and their static imports once each, imports first', () => {
    const files = routeSourceFiles(routeTree);
    expect(pageAssets(manifest, files, ['__root__', '/'])).toEqual({
      js: ['assets/react.js', 'assets/index.js', 'assets/shared.js', 'assets/home.js'],
      css: ['assets/app.css'],
    });
    expect(initialAssets(manifest, []).js).toEqual(['assets/react.js', 'assets/index.js']);
  });

  it('reads the real generated route tree', () => {
    const files = routeSourceFiles(readFileSync('src/routeTree.gen.ts', 'utf8'));
    expect(files.get('/')).toBe('src/routes/index');
    expect(files.get('/tour/')).toBe('src/routes/tour/index');
    expect(files.get('/tour/$slug')).toBe('src/routes/tour/$slug');
  });
});
