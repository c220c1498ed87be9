import { describe, expect, it } from 'vitest';
import { ENGLISH_CHOICE_FOLDER, LOCALIZED_ROOT } from '@/i18n/english-choice';
import { ENGLISH_PREFIX } from '@/i18n/locale-address';
import { NOT_FOUND_PAGE } from './precache-entries';
import { PATTERN_SHELLS } from '../prerender/shell-files';
import { answerNavigation, isAppNavigation } from './navigation-route';

function navigation(path: string, mode: RequestMode = 'navigate') {
  return { request: { mode } as Request, url: new URL(path, 'https://tours.example') };
}

describe('the service worker navigation route', () => {
  it('answers the app navigations, and leaves callables, Firebase paths, files and /staff alone', () => {
    expect(isAppNavigation(navigation('/no-such-page'))).toBe(true);
    expect(isAppNavigation(navigation('/tour/giro-di-prova'))).toBe(true);
    expect(isAppNavigation(navigation('/booking-success?session_id=cs_1'))).toBe(true);
    expect(isAppNavigation(navigation('/no-such-page', 'cors'))).toBe(false);
    expect(isAppNavigation(navigation('/api/availability'))).toBe(false);
    expect(isAppNavigation(navigation('/__/auth/handler'))).toBe(false);
    expect(isAppNavigation(navigation('/sitemap.xml'))).toBe(false);
    expect(isAppNavigation(navigation('/staff'))).toBe(false);
  });

  // Workbox copies the handler into the worker as source text, without its imports: the paths and
  // patterns written out in it must be those of the shells the prerender writes.
  it('names in its own source the shells and the not-found page that the prerender writes', () => {
    const source = answerNavigation.toString();
    for (const shell of PATTERN_SHELLS) {
      expect(source).toContain(shell.path);
      expect(source).toContain(`/${shell.pattern.source}/`);
    }
    expect(source).toContain(`/${NOT_FOUND_PAGE}`);
    expect(source).toContain(`/${LOCALIZED_ROOT}/${ENGLISH_CHOICE_FOLDER}`);
    expect(source).toContain(`${ENGLISH_PREFIX}/`);
    expect(source).toContain('status: 404');
  });
});
