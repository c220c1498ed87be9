/**
 * schema.org structured data (JSON-LD) built from the content the pages show, for search engines:
 * each event date as an Event, each tour as a Product, the association as a local business. The
 * pages render it (src/ui/json-ld.tsx); an event's page passes its live status and dates, so the
 * prerendered HTML says what the published schedule says and the page, once interactive, what
 * the live schedule says (sold out, concluded). Google's required properties: Event name,
 * startDate, location (with address); Product name and offers or aggregateRating (price,
 * priceCurrency); LocalBusiness name and address.
 */
import { ASSOCIATION } from '@/content/association';
import type { ExperiencePage } from '@/content/experience';
import { imagePath, imageSet, type ImageId } from '@/content/image-catalog';
import { LOCATION } from '@/content/contact';
import { TOURS, type TourId } from '@/domain/tours';
import type { Locale } from '@/domain/locale';

export type JsonLd = Record<string, unknown>;

/** Where a page is, for the URLs its structured data names: its own language's address. */
export interface PageAddress {
  /** The site's origin, e.g. https://valpolicellaebiketours.it */
  siteUrl: string;
  locale: Locale;
  /** e.g. '/tour/pojega', or '/en/tour/pojega' in English. */
  path: string;
}

/**
 * The data block a page's <head> carries: never run (so the CSP, which allows no inline script,
 * does not apply to it); `<` is escaped so no text in it can close the element.
 */
export function jsonLdScript(data: readonly JsonLd[]): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}

export function jsonLdText(data: readonly JsonLd[]): string {
  return JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
}

export const SCHEMA = 'https://schema.org';
export const IN_STOCK = `${SCHEMA}/InStock`;
export const SOLD_OUT = `${SCHEMA}/SoldOut`;

export function imageUrl(id: ImageId, siteUrl: string): string {
  const set = imageSet(id);
  return new URL(imagePath(id, set.widths[set.widths.length - 1]!, 'webp'), siteUrl).href;
}

export function postalAddress(): JsonLd {
  const { address } = ASSOCIATION;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.province,
    addressCountry: 'IT',
  };
}

export function organizer(siteUrl: string): JsonLd {
  return { '@type': 'SportsOrganization', name: ASSOCIATION.legalName, url: `${siteUrl}/` };
}

export function aggregateRating(page: PageContent): JsonLd {
  return {
    '@type': 'AggregateRating',
    ratingValue: page.rating,
    reviewCount: page.reviews,
    bestRating: 5,
  };
}

export function price(tourId: TourId): string {
  return (TOURS[tourId].priceCents / 100).toFixed(2);
}

/** What the structured data reads of a tour or event page's content. */
export type PageContent = Pick<
  ExperiencePage,
  'bookingId' | 'title' | 'description' | 'image' | 'rating' | 'reviews'
>;

export interface TourPageData extends PageAddress {
  page: PageContent;
}

/** The association's base, where its tours and events start. */
export const BASE_GEO = {
  '@type': 'GeoCoordinates',
  latitude: LOCATION.latitude,
  longitude: LOCATION.longitude,
} as const;
