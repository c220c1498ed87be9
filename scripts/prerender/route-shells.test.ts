import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_SHELLS } from '../../src/app/layout/route-shells';
import { PATTERN_SHELLS, SHELL_PATHS, shellRewrites, withoutPrerenderedPath } from './route-shells';
import { pageFile, SPA_ONLY_PATHS } from './routes';

interface HostingConfig {
  hosting: { cleanUrls: boolean; rewrites: { source: string; destination?: string }[] };
}
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingConfig;

describe('route shells', () => {
  it('gives every SPA-only route and every parameterised route a page of its own', () => {
    for (const path of SPA_ONLY_PATHS) expect(SHELL_PATHS).toContain(path);
    expect(SHELL_PATHS).toContain('/tour/_sample');
    expect(SHELL_PATHS).toContain('/le-mie-prenotazioni/_booking');
  });

  it('has a title for each shell it renders, never for a content route', () => {
    for (const path of Object.keys(ROUTE_SHELLS)) expect(SHELL_PATHS).toContain(path);
  });

  it('sends each parameterised route to its shell, and every address of it only', () => {
    for (const shell of PATTERN_SHELLS) {
      expect(shell.pattern.test(shell.path)).toBe(true);
      expect(shell.pattern.test(`${shell.path}/more`)).toBe(false);
    }
    expect(shellRewrites()).toEqual([
      { source: '/tour/*', destination: '/tour/_sample.html' },
      { source: '/en/tour/*', destination: '/en/tour/_sample.html' },
      { source: '/le-mie-prenotazioni/*', destination: '/le-mie-prenotazioni/_booking.html' },
      {
        source: '/en/le-mie-prenotazioni/*',
        destination: '/en/le-mie-prenotazioni/_booking.html',
      },
    ]);
  });

  // Hosting answers 404.html with status 404 only where no file and no rewrite matches: a
  // catch-all rewrite would answer every unknown address with a page and status 200.
  it('is what firebase.json serves: the shells by cleanUrls, no catch-all rewrite', () => {
    const { cleanUrls, rewrites } = firebaseJson.hosting;
    expect(cleanUrls).toBe(true);
    expect(rewrites.filter((rewrite) => rewrite.destination)).toEqual(shellRewrites());
    expect(rewrites.map((rewrite) => rewrite.source)).not.toContain('**');
    expect(pageFile('/booking-success')).toBe('booking-success.html');
  });

  it('takes the prerendered path off #root, so the app renders the visited route afresh', () => {
    const html = '<div id="root" data-prerendered="/auth" data-route-chunks="a.js">…</div>';
    expect(withoutPrerenderedPath(html, '/auth')).toBe(
      '<div id="root" data-route-chunks="a.js">…</div>',
    );
    expect(() => withoutPrerenderedPath(html, '/staff')).toThrow();
  });
});
