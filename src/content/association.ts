import type { Localized } from './localized';

/**
 * The association's public details, shown in the header, footer, contact page, terms and mails:
 * the one place to change them.
 *
 * The demo's are invented (phone, address, tax and VAT ids). While `example` is true the site
 * says so next to them, and a production build (`npm run build`) refuses to ship: replace every
 * detail with the association's real ones, then set `example` to false.
 */
export const ASSOCIATION = {
  example: true as boolean,
  name: 'Valpolicella E-Bike Tours',
  legalName: 'A.S.D. Valpolicella E-Bike Tours',
  tagline: {
    it: 'Tour guidati in e-bike, mountain bike e a piedi tra i vigneti della Valpolicella.',
    en: 'Guided e-bike, mountain-bike and walking tours through the vineyards of Valpolicella.',
  } satisfies Localized,
  phone: '+39 045 683 1234',
  phoneDisplay: '+39 045 683 1234',
  email: 'info@valpolicellaebiketours.it',
  address: {
    street: 'Via Ingelheim 7',
    postalCode: '37029',
    city: 'San Pietro in Cariano',
    province: 'VR',
    country: { it: 'Italia', en: 'Italy' } satisfies Localized,
  },
  taxCode: '93284560231',
  vatNumber: 'IT04851230238',
  social: {
    facebook: 'https://www.facebook.com/valpolicellaebiketours',
    instagram: 'https://www.instagram.com/valpolicellaebiketours',
  },
  webAgency: { name: 'Studio Pergola Web', url: 'https://www.studiopergola.it' },
} as const;

/**
 * The demo's stand-in policy pages, which the footer links to while the privacy and cookie
 * policy settings point here (.env.emulator). A production build refuses them.
 */
export const EXAMPLE_POLICY_PATHS = {
  privacy: '/esempi/privacy-policy',
  cookie: '/esempi/cookie-policy',
} as const;
