/**
 * vite-plugin-pwa settings: the web app manifest and the Workbox service worker that lets tourists
 * open tours, events, the gallery and the terms among the vineyards without a signal.
 */
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { ENGLISH_ADDRESS_SHELLS } from '../prerender/shell-files.ts';
import { navigationRoute } from './navigation-route.ts';
import { staffPageRoute } from './staff-page-route.ts';
import { transformPrecacheEntries } from './precache-entries.ts';
import { ENGLISH_ADDRESS_PAGES, SW_LANGUAGE_SCRIPT } from './sw-language-file.ts';

const THEME_COLOR = '#3f5a2a';
const BACKGROUND_COLOR = '#f8f5f0';

/**
 * Italian is the manifest's own language; `translations` (Web App Manifest localization, read by
 * Chromium-based browsers) gives the English names where the platform supports it, the others
 * keep the Italian ones.
 */
const manifest: Partial<ManifestOptions> & { translations: Record<string, object> } = {
  id: '/',
  name: 'Valpolicella E-Bike Tours',
  short_name: 'Valpolicella',
  description:
    'Tour guidati in e-bike, mountain bike e a piedi tra i vigneti della Valpolicella: itinerari, eventi e galleria anche senza campo.',
  lang: 'it',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['travel', 'sports'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/tour-narrow.webp',
      sizes: '720x1280',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Un tour in e-bike tra i vigneti, con itinerario e prezzi',
    },
    {
      src: '/screenshots/events-narrow.webp',
      sizes: '720x1280',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Gli eventi in Valpolicella',
    },
    {
      src: '/screenshots/home-wide.webp',
      sizes: '1280x800',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'La home page di Valpolicella E-Bike Tours',
    },
  ],
  shortcuts: [
    { name: 'Tour', url: '/tour' },
    { name: 'Eventi', url: '/eventi' },
    { name: 'Galleria', url: '/gallery' },
  ],
  translations: {
    en: {
      name: 'Valpolicella E-Bike Tours',
      short_name: 'Valpolicella',
      description:
        'Guided e-bike, mountain-bike and walking tours through the Valpolicella vineyards: itineraries, events and gallery even without a signal.',
    },
  },
};

/** Gallery pictures at full size: fetched when the lightbox opens, kept for the next ride. */
const GALLERY_FULL_SIZE = /\/images\/gallery-[\w-]+-1280\.(?:avif|webp)$/;
/** Other picture widths the browser may choose on a large or dense screen (not precached). */
const OTHER_IMAGES = /\/images\/[\w-]+\.(?:avif|webp|jpg)$/;
const DAY_SECONDS = 24 * 60 * 60;
/** The chunk of src/features/voucher/pdf/build-voucher-pdf.ts (named after it by the bundler). */
const VOUCHER_PDF_CHUNK_GLOB = 'assets/build-voucher-pdf-*.js';
const VOUCHER_PDF_CHUNK = /\/assets\/build-voucher-pdf-[\w-]+\.js$/;

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // The visitor decides when a new version takes over (src/features/offline).
  registerType: 'prompt',
  // Registration happens from the app (virtual:pwa-register), after the page has loaded.
  injectRegister: false,
  manifest,
  includeManifestIcons: true,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  workbox: {
    // App shell, prerendered pages, every route's code, both languages' catalogues (JS chunks),
    // self-hosted fonts, and the pictures of tours, events, rental and home. The gallery's grid
    // widths are precached; its full-size pictures (1280) are cached on demand below.
    // Pictures in AVIF only, which every browser that runs this service worker decodes (Safari
    // since 16.4); the WebP fallbacks are cached at runtime if a browser asks for them.
    globPatterns: ['**/*.{js,css,html,woff2}', 'images/{home,tour,event,rental,gallery}-*.avif'],
    // The staff area's page is not precached: its own response carries the header that lets it
    // use the camera (firebase.json), and is kept by its route below for offline check-in.
    globIgnores: [
      'screenshots/**',
      '**/*.map',
      'images/gallery-*-1280.*',
      'staff.html',
      // The gift voucher's PDF maker (pdf-lib, about 180 kB gzipped): cached on first use below,
      // not downloaded by every visitor who installs the app.
      VOUCHER_PDF_CHUNK_GLOB,
      // Hosting's not-found pages: answered 404, they cannot be precached; the worker keeps
      // its own copy (_not-found.html, scripts/prerender/shell-files.ts).
      '**/404.html',
      // Answered offline from the English copies of the Italian addresses (sw-language-file.ts).
      ...ENGLISH_ADDRESS_PAGES,
      ...ENGLISH_ADDRESS_SHELLS,
    ],
    manifestTransforms: [
      (entries) => ({ manifest: transformPrecacheEntries(entries), warnings: [] }),
    ],
    // Runs before Workbox's routes: answers a content route's navigation in the chosen language.
    importScripts: [`/${SW_LANGUAGE_SCRIPT}`],
    // No single fallback page: every route has its own first HTML, and an unknown address gets
    // the not-found page (navigationRoute below).
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // The first visit is controlled at once, so the gallery pictures seen on it are kept too.
    // Updates still wait for the visitor's consent (no skipWaiting).
    clientsClaim: true,
    runtimeCaching: [
      // The staff area's page, kept for offline check-in from its first visit (staff-page-route.ts).
      staffPageRoute,
      // Every other page: its own shell, or the not-found page (navigation-route.ts).
      navigationRoute,
      {
        // The QR scanner's WebAssembly for browsers without BarcodeDetector: 1 MB, staff only.
        urlPattern: /\/assets\/[\w-]+\.wasm$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'staff-scanner',
          expiration: { maxEntries: 2 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Made once online, the voucher's PDF can be made again offline.
        urlPattern: VOUCHER_PDF_CHUNK,
        handler: 'CacheFirst',
        options: {
          cacheName: 'voucher-pdf',
          expiration: { maxEntries: 2 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: GALLERY_FULL_SIZE,
        handler: 'CacheFirst',
        options: {
          cacheName: 'gallery-full-size',
          expiration: { maxEntries: 16, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: OTHER_IMAGES,
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
