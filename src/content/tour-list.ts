import type { TourId } from '@/domain/tours';
import { l } from './experience';
import type { TourPageSlug } from '@/content/tour-pages/tour-page-slugs';
import type { ImageId } from './image-catalog';
import type { Localized } from './localized';

/** What a tour card shows; each page gives its own figures (the home page's differ from /tour's). */
export interface TourCardContent {
  /** The card links to /tour/{slug}. */
  slug: TourPageSlug;
  bookingId: TourId;
  image: ImageId;
  title: Localized;
  description: Localized;
  duration: Localized;
  difficulty: Localized;
  rating: number;
  reviews: number;
  category?: Localized;
  distance?: Localized;
  groupSize?: Localized;
  featured?: boolean;
}

type TourSummary = TourCardContent & Required<Pick<TourCardContent, 'category' | 'groupSize'>>;

/** The four tours of /tour with the list's own figures (the home page shows other ones). */
export const TOUR_LIST: readonly TourSummary[] = [
  {
    slug: 'pojega',
    bookingId: 'pojega',
    image: 'tour-pojega',
    title: l('Pojega Tour', 'Pojega Tour'),
    category: l('Cultura', 'Culture'),
    description: l(
      'In e-bike tra le colline di Pojega fino ai giardini all’italiana di una villa storica, con un calice di vino in cantina.',
      'By e-bike through the Pojega hills to the Italian gardens of a historic villa, with a glass of wine at the winery.',
    ),
    duration: l('Mezza giornata', 'Half day'),
    difficulty: l('Moderata', 'Moderate'),
    groupSize: l('2–25 persone', '2–25 people'),
    rating: 4.5,
    reviews: 89,
    featured: false,
  },
  {
    slug: 'strada-del-vino',
    bookingId: 'strada-del-vino',
    image: 'tour-strada-del-vino',
    title: l('Strada del Vino', 'Wine Road'),
    category: l('Premium', 'Premium'),
    description: l(
      'Il percorso su misura lungo la Strada del Vino della Valpolicella: cantine di famiglia, pievi romaniche e i vigneti dell’Amarone.',
      'A tailor-made ride along the Valpolicella Wine Road: family wineries, Romanesque churches and the vineyards of Amarone.',
    ),
    duration: l('Mezza giornata', 'Half day'),
    difficulty: l('Facile', 'Easy'),
    groupSize: l('Gruppo su misura', 'Tailor-made group'),
    rating: 4.9,
    reviews: 156,
    featured: true,
  },
  {
    slug: 'colombare',
    bookingId: 'colombare',
    image: 'tour-colombare',
    title: l('Colombare Tour', 'Colombare Tour'),
    category: l('Panoramico', 'Panoramic'),
    description: l(
      'Una salita dolce fino alle Colombare per i panorami più ampi sulla Valpolicella, fino al Lago di Garda nelle giornate limpide.',
      'A gentle climb to Colombare for the widest views over Valpolicella, as far as Lake Garda on clear days.',
    ),
    duration: l('5 ore', '5 hours'),
    difficulty: l('Moderata', 'Moderate'),
    groupSize: l('2–25 persone', '2–25 people'),
    rating: 4.7,
    reviews: 67,
    featured: false,
  },
  {
    slug: 'tre-valli',
    bookingId: 'tre-valli',
    image: 'tour-tre-valli',
    title: l('3 Valli Tour', '3 Valleys Tour'),
    category: l('Tradizione', 'Tradition'),
    description: l(
      'Una giornata intera attraverso le tre valli della Valpolicella Classica – Negrar, Marano e Fumane – tra contrade, corti antiche e cantine di famiglia.',
      'A full day across the three valleys of Valpolicella Classica – Negrar, Marano and Fumane – through hamlets, old farmsteads and family wineries.',
    ),
    duration: l('Giornata intera', 'Full day'),
    difficulty: l('Moderata', 'Moderate'),
    groupSize: l('2–25 persone', '2–25 people'),
    rating: 4.6,
    reviews: 54,
    featured: false,
  },
];
