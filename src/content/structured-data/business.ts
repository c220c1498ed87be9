import { ASSOCIATION } from '@/content/association';
import { WEEKLY_HOURS } from '@/content/contact';
import type { Locale } from '@/domain/locale';
import { BASE_GEO, imageUrl, postalAddress, SCHEMA, type JsonLd } from './common';

const DAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** The association, on the home page: where it is, how to call it, when it is open. */
export function localBusinessJsonLd(siteUrl: string, locale: Locale): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'SportsActivityLocation',
    name: ASSOCIATION.name,
    legalName: ASSOCIATION.legalName,
    description: ASSOCIATION.tagline[locale],
    url: `${siteUrl}/`,
    telephone: ASSOCIATION.phone,
    email: ASSOCIATION.email,
    image: imageUrl('home-hero', siteUrl),
    address: postalAddress(),
    geo: BASE_GEO,
    sameAs: [ASSOCIATION.social.facebook, ASSOCIATION.social.instagram],
    openingHoursSpecification: WEEKLY_HOURS.filter((slot) => slot.opens).map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => DAY_NAMES[day]),
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}
