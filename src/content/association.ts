import type { Localized } from './localized';

/** The association's public details, shown in the header, footer, contact page and terms. */
export const ASSOCIATION = {
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
