import { describe, expect, it } from 'vitest';
import {
  composePage,
  notStaticReason,
  prerenderedPage,
  splitHoistedTags,
  withSeoTags,
} from './page-html';

const template = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Site</title>
    <meta
      name="description"
      content="Site-wide description"
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const seo = { siteUrl: 'https://tours.example', siteName: 'Tours' };

describe('splitHoistedTags', () => {
  it('separates the head tags React writes first from the app markup', () => {
    const rendered =
      '<title>Pojega · Tours</title><meta name="description" content="A walk"/><link rel="canonical" href="https://tours.example/tour/pojega"/><div class="app"><title>not hoisted</title></div>';
    const { headTags, appHtml } = splitHoistedTags(rendered);
    expect(headTags).toHaveLength(3);
    expect(appHtml).toBe('<div class="app"><title>not hoisted</title></div>');
  });
});

describe('withSeoTags', () => {
  it('adds the canonical URL and Open Graph tags a page did not render', () => {
    const tags = withSeoTags(
      ['<title>Tour · Tours</title>', '<meta name="description" content="A walk"/>'],
      '/tour',
      seo,
    );
    expect(tags).toContain('<link rel="canonical" href="https://tours.example/tour"/>');
    expect(tags).toContain('<meta property="og:title" content="Tour · Tours"/>');
    expect(tags).toContain('<meta property="og:description" content="A walk"/>');
    expect(tags).toContain('<meta property="og:url" content="https://tours.example/tour"/>');
  });

  it('keeps the tags the page rendered itself, without duplicates', () => {
    const own = [
      '<title>Home · Tours</title>',
      '<link rel="canonical" href="https://tours.example/"/>',
      '<meta property="og:title" content="Home"/>',
    ];
    const tags = withSeoTags(own, '/', seo);
    expect(tags.filter((tag) => tag.includes('canonical'))).toHaveLength(1);
    expect(tags.filter((tag) => tag.includes('og:title'))).toEqual([own[2]]);
  });
});

describe('composePage', () => {
  const page = composePage({
    template,
    path: '/tour/pojega',
    headTags: ['<title>Pojega · Tours</title>', '<meta name="description" content="A walk"/>'],
    appHtml: '<main>Costs $5 and $&amp;</main>',
    modulePreloads: ['assets/index-1.js', 'assets/react-1.js', 'assets/pojega-1.js'],
  });

  it("puts the page's title and description in place of the site-wide ones", () => {
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Pojega · Tours</title>');
    expect(page).not.toContain('Site-wide description');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('lists the route chunks on #root, not in <head>, and marks #root with the path', () => {
    expect(page.match(/pojega-1\.js/g)).toHaveLength(1);
    expect(page.match(/react-1\.js/g)).toHaveLength(1);
    expect(page).toContain(
      '<div id="root" data-prerendered="/tour/pojega" data-route-chunks="assets/pojega-1.js"><main>Costs $5 and $&amp;</main></div>',
    );
  });
});

describe('notStaticReason', () => {
  it('accepts finished markup and refuses scripts and unfinished boundaries', () => {
    expect(notStaticReason('<div><!--$--><p>ok</p><!--/$--></div>')).toBeUndefined();
    expect(notStaticReason('<div><script>$RC()</script></div>')).toMatch(/script/);
    expect(notStaticReason('<!--$?--><template id="B:0"></template><!--/$-->')).toMatch(/Suspense/);
    expect(notStaticReason('<!--$!--><template></template><!--/$-->')).toMatch(/Suspense/);
  });
});

describe('prerenderedPage', () => {
  it('moves the hoisted tags to <head> with the SEO defaults, and refuses unfinished markup', () => {
    const page = { template, path: '/tour', seo, modulePreloads: [] };
    const { html, appHtml } = prerenderedPage('<title>Tour</title><main>Tours</main>', page);
    expect(appHtml).toBe('<main>Tours</main>');
    expect(html).toContain('<title>Tour</title>');
    expect(html).toContain('<link rel="canonical" href="https://tours.example/tour"/>');
    expect(html).toContain('data-prerendered="/tour"');
    expect(() => prerenderedPage('<main><script>$RC()</script></main>', page)).toThrow(
      /\/tour cannot be served as static HTML/,
    );
  });
});
