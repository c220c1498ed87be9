import { describe, expect, it } from 'vitest';
import type { Manifest } from '../prerender/route-chunks';
import { imagesWithoutSize } from './images-without-size';
import { closeOverImports, deferredStylesheets, referencedAssets } from './initial-load';

const html = `<head>
  <script type="module" crossorigin src="/assets/index-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
  <link rel="modulepreload" crossorigin href="/assets/home-1.js">
  <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  <link rel="manifest" href="/manifest.webmanifest">
  <link rel="icon" href="/favicon.svg">
  <script type="module" src="https://cdn.example/x.js"></script>
</head>`;

describe('initial load', () => {
  it('reads the module script, modulepreloads and stylesheets of the page', () => {
    expect(referencedAssets(html)).toEqual({
      js: ['assets/index-1.js', 'assets/framework-1.js', 'assets/home-1.js'],
      css: ['assets/index-1.css'],
    });
  });

  it('counts a disabled stylesheet as deferred, not as one the first paint waits for', () => {
    const inlined = '<style>p{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>';
    expect(referencedAssets(inlined).css).toEqual([]);
    expect(deferredStylesheets(inlined)).toEqual(['assets/index-1.css']);
    expect(deferredStylesheets(html)).toEqual([]);
  });

  it('counts a static import the HTML forgot to preload', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-1.js' },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/home-1.js',
        imports: ['_icons.js'],
        css: ['assets/home-1.css'],
      },
      '_icons.js': { file: 'assets/icons-1.js' },
    };
    expect(closeOverImports(manifest, referencedAssets(html))).toEqual({
      js: ['assets/index-1.js', 'assets/framework-1.js', 'assets/home-1.js', 'assets/icons-1.js'],
      css: ['assets/index-1.css', 'assets/home-1.css'],
    });
  });
});

describe('imagesWithoutSize', () => {
  it('flags images missing a numeric width or height', () => {
    const page = [
      '<img src="/a.jpg" width="800" height="600" alt="">',
      '<img src="/b.jpg" width="800" alt="">',
      '<img height="10" src="/c.jpg" alt="" width="auto">',
      '<picture><source srcSet="/d.avif"><img alt="" src="/d.jpg" height="9" width="16"/></picture>',
    ].join('');
    expect(imagesWithoutSize(page)).toEqual([
      '<img src="/b.jpg" width="800" alt="">',
      '<img height="10" src="/c.jpg" alt="" width="auto">',
    ]);
  });
});
