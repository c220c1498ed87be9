import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Each test is a new visit: nothing kept for the session (e.g. the verified member) carries over.
  window.sessionStorage.clear();
});
