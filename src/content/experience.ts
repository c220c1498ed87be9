import type { TourId } from '@/domain/tours';
import type { ImageId } from './image-catalog';
import type { Localized } from './localized';

/** Labels of the fact rows; the label texts are UI strings (Lingui), the values are content. */
export type FactKind =
  | 'date'
  | 'dates'
  | 'time'
  | 'location'
  | 'start'
  | 'duration'
  | 'route'
  | 'distance'
  | 'elevation'
  | 'groupSize'
  | 'participants'
  | 'difficulty'
  | 'terrain'
  | 'minAge'
  | 'languages'
  | 'season'
  | 'price';

export interface Fact {
  kind: FactKind;
  value: Localized;
}

export interface ItineraryStep {
  title: Localized;
  description: Localized;
  /** Step length, e.g. "1 h 30"; the chestnut and villa programmes give one. */
  duration?: Localized;
}

/** Itineraries come as a plain list of stops or as numbered steps with a description. */
export type Itinerary =
  | { kind: 'list'; items: readonly Localized[] }
  | { kind: 'steps'; steps: readonly ItineraryStep[] };

export interface ContentSection {
  id: string;
  title: Localized;
  paragraphs?: readonly Localized[];
  items?: readonly Localized[];
}

export type BadgeTone = 'premium' | 'available' | 'exclusive' | 'category';

/** A fixed tour or event page: everything but the booking widget, which reads TOURS. */
export interface ExperiencePage {
  bookingId: TourId;
  image: ImageId;
  badge?: { label: Localized; tone: BadgeTone };
  title: Localized;
  subtitle: Localized;
  rating: number;
  reviews: number;
  description: readonly Localized[];
  facts: readonly Fact[];
  highlights?: readonly Localized[];
  /** Sections shown between the highlights and the inclusions, in order. */
  sections?: readonly ContentSection[];
  includes?: readonly Localized[];
  itinerary?: Itinerary;
  /** Sections after the itinerary (practical notes, cancellation, why choose us…). */
  closingSections?: readonly ContentSection[];
  /** A highlighted box of things to know before booking. */
  notice?: ContentSection;
  /** Short facts repeated beside the booking widget. */
  keyInfo?: readonly Fact[];
}

export const l = (it: string, en: string): Localized => ({ it, en });
