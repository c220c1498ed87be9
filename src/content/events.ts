import type { EventStatus } from '@/domain/event-status';
import type { TourId } from '@/domain/tours';
import { l } from './experience';
import type { ImageId } from './image-catalog';
import type { Localized } from './localized';

export interface EventSummary {
  id: string;
  title: Localized;
  /**
   * The dates as published (YYYY-MM-DD); the card's label is derived from them. Bookable events
   * take their live dates from the schedule (schedules/{tourId}) once the page is interactive.
   */
  dates: readonly string[];
  time: string;
  location: Localized;
  participants: Localized;
  description: Localized;
  /** Bookable events take their price from the catalogue; past ones keep the price they had. */
  price: { tourId: TourId } | { cents: number };
  /** The status the prerendered page shows until the live one replaces it. */
  status: EventStatus;
  image: ImageId;
  link?: '/tour-delle-castagne' | '/eventi/walk-wine-pojega';
}

export const EVENTS: readonly EventSummary[] = [
  {
    id: 'walk-wine-pojega',
    title: l('Walk Wine Pojega', 'Walk Wine Pojega'),
    dates: ['2025-10-11'],
    time: '9:30 – 12:30',
    location: l('Pojega di Negrar (VR)', 'Pojega di Negrar (VR)'),
    participants: l('Da 4 a 25 persone', '4 to 25 people'),
    description: l(
      'Camminata di 13 km ad anello tra i vigneti di Pojega con degustazione finale in cantina.',
      'A 13 km walking loop through the Pojega vineyards ending with a winery tasting.',
    ),
    price: { tourId: 'walk-wine-pojega' },
    status: 'available',
    image: 'event-walk-wine-pojega',
    link: '/eventi/walk-wine-pojega',
  },
  {
    id: 'castagne',
    title: l('Tour delle Castagne', 'Chestnut Tour'),
    dates: ['2025-10-12', '2025-10-19'],
    time: '9:00 – 14:00',
    location: l('San Pietro in Cariano (VR)', 'San Pietro in Cariano (VR)'),
    participants: l('Posti limitati: 15 disponibili su 40', 'Limited places: 15 of 40 left'),
    description: l(
      'In e-bike fino ai castagneti, raccolta delle castagne e castagnata con i vini della Valpolicella.',
      'By e-bike up to the chestnut woods, chestnut gathering and a roast with Valpolicella wines.',
    ),
    price: { tourId: 'castagne' },
    status: 'available',
    image: 'event-castagne',
    link: '/tour-delle-castagne',
  },
  {
    id: 'vendemmia',
    title: l('Vendemmia in E-Bike', 'Harvest E-Bike Ride'),
    dates: ['2025-09-20'],
    time: '9:00 – 13:00',
    location: l('Fumane (VR)', 'Fumane (VR)'),
    participants: l('Massimo 50 persone', 'At most 50 people'),
    description: l(
      'Pedalata tra i filari durante la vendemmia, con visita alla cantina e assaggio del mosto.',
      'A ride between the vine rows during the harvest, with a winery visit and a taste of the fresh must.',
    ),
    price: { cents: 4500 },
    status: 'sold-out',
    image: 'event-vendemmia',
  },
  {
    id: 'tramonto',
    title: l('Aperitivo al tramonto in vigna', 'Sunset Aperitif in the Vineyard'),
    dates: ['2025-09-06'],
    time: '18:00 – 21:00',
    location: l('Sant’Ambrogio di Valpolicella (VR)', 'Sant’Ambrogio di Valpolicella (VR)'),
    participants: l('Massimo 12 persone', 'At most 12 people'),
    description: l(
      'Breve giro in e-bike e aperitivo tra i vigneti mentre il sole scende sul Garda.',
      'A short e-bike ride and an aperitif among the vineyards as the sun sets over Lake Garda.',
    ),
    price: { cents: 4000 },
    status: 'sold-out',
    image: 'event-tramonto',
  },
];
