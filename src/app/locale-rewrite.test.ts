import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { addressModeOf } from './locale-rewrite';
import { createAppRouter } from './router';

describe('the router at English addresses', () => {
  it('routes /en/… as the route itself and keeps its links English', async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/en/tour/pojega'] }), {
      english: true,
    });
    await router.load();
    expect(router.state.location.pathname).toBe('/tour/pojega');
    expect(router.buildLocation({ to: '/eventi' }).publicHref).toBe('/en/eventi');
    expect(router.buildLocation({ to: '/' }).publicHref).toBe('/en');
  });

  it('keeps the spec addresses as they are', async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/tour/pojega'] }));
    await router.load();
    expect(router.state.location.pathname).toBe('/tour/pojega');
    expect(router.buildLocation({ to: '/eventi' }).publicHref).toBe('/eventi');
  });

  it('moves its links to the Italian addresses when the mode is switched off', () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/en/gallery'] }), {
      english: true,
    });
    addressModeOf(router).english = false;
    expect(router.buildLocation({ to: '/contatti' }).publicHref).toBe('/contatti');
  });
});
