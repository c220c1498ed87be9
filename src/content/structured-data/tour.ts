import {
  aggregateRating,
  IN_STOCK,
  imageUrl,
  organizer,
  price,
  SCHEMA,
  type JsonLd,
  type TourPageData,
} from './common';
import { ASSOCIATION } from '@/content/association';

/** A tour page: bookable on any regular day, at the catalogue's price, with the page's rating. */
export function tourJsonLd({ page, path, siteUrl, locale }: TourPageData): JsonLd {
  const url = new URL(path, siteUrl).href;
  return {
    '@context': SCHEMA,
    '@type': ['Product', 'TouristTrip'],
    name: page.title[locale],
    description: page.description[0]![locale],
    image: imageUrl(page.image, siteUrl),
    url,
    brand: { '@type': 'Brand', name: ASSOCIATION.name },
    provider: organizer(siteUrl),
    aggregateRating: aggregateRating(page),
    offers: {
      '@type': 'Offer',
      price: price(page.bookingId),
      priceCurrency: 'EUR',
      availability: IN_STOCK,
      url,
    },
  };
}
