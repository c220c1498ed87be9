import { describe, expect, it } from 'vitest';
import { swLanguageScript } from './sw-language-script';

type Listener = (event: FetchEventLike) => void;
interface FetchEventLike {
  request: { mode: string; url: string };
  stopImmediatePropagation: () => void;
  respondWith: (response: Promise<string>) => void;
}

/**
 * Runs the generated script against a Cache API holding `cached` (key → body) and the language
 * entry, and a network that is `online` or not; returns what one navigation is answered with,
 * or undefined when the script leaves it to Workbox.
 */
async function navigate(
  pathname: string,
  { language, online, cached }: { language?: string; online: boolean; cached: string[] },
) {
  const listeners: Listener[] = [];
  const caches = {
    open: () =>
      Promise.resolve({
        match: () => Promise.resolve(language ? { text: () => Promise.resolve(language) } : null),
      }),
    match: (key: string) => Promise.resolve(cached.includes(key) ? `cache ${key}` : undefined),
  };
  const fetch = (request: { url: string }) =>
    online ? Promise.resolve(`network ${request.url}`) : Promise.reject(new Error('offline'));
  const self = {
    location: { origin: 'https://tours.example' },
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
  };
  new Function('self', 'caches', 'fetch', swLanguageScript(['/', '/tour/pojega']))(
    self,
    caches,
    fetch,
  );
  let answer: Promise<string> | undefined;
  let stopped = false;
  listeners[0]!({
    request: { mode: 'navigate', url: `https://tours.example${pathname}` },
    stopImmediatePropagation: () => (stopped = true),
    respondWith: (response) => (answer = response),
  });
  expect(stopped).toBe(answer !== undefined);
  return answer;
}

const PRECACHE = [
  '/index.html',
  '/tour/pojega',
  '/localized-files/ALL_xe',
  '/localized-files/ALL_xe/tour/pojega',
];

describe('the service worker language script', () => {
  it('answers an Italian address with the copy in the chosen language', async () => {
    const options = { online: true, cached: PRECACHE };
    expect(await navigate('/tour/pojega', options)).toBe('cache /tour/pojega');
    expect(await navigate('/tour/pojega', { ...options, language: 'en' })).toBe(
      'cache /localized-files/ALL_xe/tour/pojega',
    );
    expect(await navigate('/', { ...options, language: 'en' })).toBe(
      'cache /localized-files/ALL_xe',
    );
    expect(await navigate('/', { ...options, language: 'it' })).toBe('cache /index.html');
  });

  it('answers an /en address from the network, and offline with the English copy', async () => {
    expect(await navigate('/en/tour/pojega', { online: true, cached: PRECACHE })).toBe(
      'network https://tours.example/en/tour/pojega',
    );
    expect(await navigate('/en', { online: false, cached: PRECACHE })).toBe(
      'cache /localized-files/ALL_xe',
    );
  });

  it('leaves other navigations to Workbox', async () => {
    expect(await navigate('/auth', { language: 'en', online: true, cached: PRECACHE })).toBe(
      undefined,
    );
    expect(await navigate('/en/auth', { online: true, cached: PRECACHE })).toBe(undefined);
  });
});
