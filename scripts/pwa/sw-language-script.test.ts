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
  const self = fakeWorker(fetch, listeners);
  new Function('self', 'caches', 'fetch', swLanguageScript(['/', '/tour/pojega']))(
    self,
    caches,
    self.fetch,
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

function fakeWorker(fetch: (request: Request) => Promise<unknown>, listeners: Listener[] = []) {
  return {
    location: { origin: 'https://tours.example', href: 'https://tours.example/sw.js' },
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    fetch: fetch as (input: RequestInfo, init?: RequestInit) => Promise<unknown>,
  };
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

  it('fetches the Italian pages for the precache without the language cookie', async () => {
    const sent: { url: string; credentials: RequestCredentials }[] = [];
    const self = fakeWorker((request) => {
      sent.push({ url: request.url, credentials: request.credentials });
      return Promise.resolve('ok');
    });
    const networkFetch = self.fetch;
    new Function('self', 'caches', 'fetch', swLanguageScript(['/', '/tour/pojega']))(
      self,
      {},
      networkFetch,
    );
    await self.fetch(new Request('https://tours.example/tour/pojega?__WB_REVISION__=1'));
    await self.fetch(new Request('https://tours.example/index.html?__WB_REVISION__=1'));
    await self.fetch(new Request('https://tours.example/localized-files/ALL_xe/tour/pojega'));
    await self.fetch(new Request('https://tours.example/assets/app.js'));
    expect(sent.map(({ credentials }) => credentials)).toEqual([
      'omit',
      'omit',
      'same-origin',
      'same-origin',
    ]);
  });
});
