import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s, not 1 s: a lazy chunk (the gallery viewer, the terms
// dialog) can take longer than a second to load while the e2e stage shares the CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Each test is a new visit: nothing kept for the session (e.g. the verified member) carries over.
  window.sessionStorage.clear();
});
