import { l } from './experience';
import type { ImageId } from './image-catalog';
import type { Localized } from './localized';
import type { TourCardContent } from './tour-list';

export const HOME_HERO = {
  image: 'home-hero',
  title: l(
    'Tour in e-bike tra i vigneti della Valpolicella',
    'E-bike tours through the vineyards of Valpolicella',
  ),
  subtitle: l(
    'Tour guidati in e-bike, mountain bike e a piedi tra colline, ville venete e cantine, per gruppi da 2 a 25 persone.',
    'Guided e-bike, mountain-bike and walking tours among hills, Venetian villas and wineries, for groups of 2 to 25 people.',
  ),
} as const satisfies { image: ImageId; title: Localized; subtitle: Localized };

/** Fixed figures; a number is a rating, written with the language's decimal separator. */
export const HOME_STATS: readonly { value: string | number; label: Localized }[] = [
  { value: '500+', label: l('Tour completati', 'Completed tours') },
  { value: '15+', label: l('Cantine partner', 'Partner wineries') },
  { value: 4.9, label: l('Valutazione media', 'Average rating') },
];

export type BenefitIcon = 'guide' | 'bike' | 'wine';

export const HOME_BENEFITS: readonly { icon: BenefitIcon; title: Localized; text: Localized }[] = [
  {
    icon: 'guide',
    title: l('Guide certificate del territorio', 'Certified local guides'),
    text: l(
      'Accompagnatori MTB certificati che conoscono ogni strada bianca, ogni pieve e ogni cantina della Valpolicella.',
      'Certified MTB guides who know every gravel road, every parish church and every winery of Valpolicella.',
    ),
  },
  {
    icon: 'bike',
    title: l('E-bike di qualità', 'Quality e-bikes'),
    text: l(
      'E-bike e mountain bike a pedalata assistita sempre revisionate, con casco incluso: le salite diventano un piacere.',
      'Serviced pedal-assist e-bikes and mountain bikes, helmet included: the climbs become a pleasure.',
    ),
  },
  {
    icon: 'wine',
    title: l('Degustazioni nelle cantine partner', 'Tastings at partner wineries'),
    text: l(
      'Più di 15 cantine partner ci aprono le porte per assaggiare Valpolicella, Ripasso e Amarone dove nascono.',
      'More than 15 partner wineries open their doors so you can taste Valpolicella, Ripasso and Amarone where they are made.',
    ),
  },
];

/** The home page's own figures for its two featured tours (they differ from /tour's). */
export const HOME_FEATURED_TOURS: readonly TourCardContent[] = [
  {
    slug: 'strada-del-vino',
    bookingId: 'strada-del-vino',
    image: 'tour-strada-del-vino',
    title: l('Strada del Vino', 'Wine Road'),
    description: l(
      'Cantine di famiglia, pievi romaniche e i vigneti dell’Amarone, su un percorso su misura.',
      'Family wineries, Romanesque churches and the vineyards of Amarone, on a tailor-made route.',
    ),
    duration: l('Mezza giornata', 'Half day'),
    distance: l('25 km', '25 km'),
    difficulty: l('Facile', 'Easy'),
    rating: 4.9,
    reviews: 156,
  },
  {
    slug: 'pojega',
    bookingId: 'pojega',
    image: 'tour-pojega',
    title: l('Pojega Tour', 'Pojega Tour'),
    description: l(
      'I giardini all’italiana di una villa storica e un calice di vino in cantina.',
      'The Italian gardens of a historic villa and a glass of wine at the winery.',
    ),
    duration: l('3 ore', '3 hours'),
    distance: l('20 km', '20 km'),
    difficulty: l('Facile', 'Easy'),
    rating: 4.8,
    reviews: 89,
  },
];

export const HOME_CALL_TO_ACTION = {
  title: l('Pronto a pedalare tra i vigneti?', 'Ready to ride through the vineyards?'),
  text: l(
    'Organizziamo tour privati per gruppi da 2 a 15 persone, in italiano o in inglese. Scrivici e costruiamo insieme la tua giornata.',
    'We organise private tours for groups of 2 to 15 people, in Italian or English. Write to us and we will plan your day together.',
  ),
} as const satisfies Record<string, Localized>;
