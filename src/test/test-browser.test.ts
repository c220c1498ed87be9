// @vitest-environment happy-dom
import { expect, it } from 'vitest';

// Files share a worker's document (vite.config.ts): one that redirects must not move the next.
it('stays on its page when a view redirects to another site', () => {
  window.history.replaceState(null, '', '/prenota?tour=pojega');
  window.location.assign('https://checkout.stripe.com/c/pay/cs_test_1');
  expect(window.location.href).toBe('http://localhost:3000/prenota?tour=pojega');
});
