import { RENTAL_PRICES, type RentalModelId } from '@/domain/rental/price-list';
import { l } from './experience';
import type { ImageId } from './image-catalog';
import type { Localized } from './localized';

type RentalTier = 'half-day' | 'full-day' | 'two-days' | 'three-days' | 'extra-day';

/** A model's page card: its words and picture here, its prices from the price list (the one owner). */
export interface RentalModel {
  id: RentalModelId;
  name: string;
  image: ImageId;
  description: Localized;
  prices: readonly { tier: RentalTier; cents: number }[];
}

export const RENTAL_TIERS: Readonly<Record<RentalTier, Localized>> = {
  'half-day': l('Mezza giornata', 'Half day'),
  'full-day': l('Giornaliero', 'Daily'),
  'two-days': l('2 giorni (lun–ven)', '2 days (Mon–Fri)'),
  'three-days': l('3 giorni (weekend)', '3 days (weekend)'),
  'extra-day': l('Ogni giorno in più', 'Each extra day'),
};

const prices = (modelId: RentalModelId) => {
  const list = RENTAL_PRICES[modelId];
  return [
    { tier: 'full-day', cents: list.fullDayCents },
    { tier: 'half-day', cents: list.halfDayCents },
    { tier: 'two-days', cents: list.twoDaysCents },
    { tier: 'three-days', cents: list.threeDaysCents },
    { tier: 'extra-day', cents: list.extraDayCents },
  ] as const;
};

export const RENTAL_MODELS: readonly RentalModel[] = [
  {
    id: 'focus-jarifa',
    name: 'Focus Jarifa',
    image: 'rental-focus-jarifa',
    description: l(
      'E-bike da trekking comoda e stabile, ideale per le strade bianche tra i vigneti e per chi pedala di rado.',
      'A comfortable, stable trekking e-bike, ideal for the gravel roads between the vineyards and for occasional riders.',
    ),
    prices: prices('focus-jarifa'),
  },
  {
    id: 'ktm-cx750',
    name: 'KTM CX750',
    image: 'rental-ktm-cx750',
    description: l(
      'E-mountain bike con motore potente e batteria da 750 Wh, per le salite più ripide e le giornate lunghe.',
      'An e-mountain bike with a powerful motor and a 750 Wh battery, for the steepest climbs and long days.',
    ),
    prices: prices('ktm-cx750'),
  },
  {
    id: 'focus-jam2',
    name: 'Focus Jam 2',
    image: 'rental-focus-jam2',
    description: l(
      'E-mountain bike biammortizzata, agile e sicura sui sentieri sterrati delle colline.',
      'A full-suspension e-mountain bike, nimble and sure-footed on the hills’ dirt trails.',
    ),
    prices: prices('focus-jam2'),
  },
];

export const RENTAL_INCLUDES: readonly Localized[] = [
  l('Casco', 'Helmet'),
  l('Kit di riparazione', 'Repair kit'),
  l('Mappa dei percorsi', 'Route map'),
  l('Assistenza telefonica', 'Phone assistance'),
  l('Assicurazione', 'Insurance'),
  l('Punto di ricarica', 'Charging point'),
];

export const RENTAL_NOTES: readonly Localized[] = [
  l(
    'Mezza giornata: mattina o pomeriggio. Giornaliero: dall’apertura alle 18:00.',
    'Half day: morning or afternoon. Daily: from opening time to 18:00.',
  ),
  l(
    'Pacchetto 2 giorni valido dal lunedì al venerdì; pacchetto 3 giorni valido nel weekend (venerdì–domenica).',
    'The 2-day package applies Monday to Friday; the 3-day package applies at the weekend (Friday–Sunday).',
  ),
  l(
    'Per noleggi di più giorni o per gruppi chiedi un preventivo su misura.',
    'For rentals of several days or for groups, ask for a tailored quote.',
  ),
  l(
    'Riconsegna entro le 18:00, salvo accordi diversi. Serve un documento d’identità valido.',
    'Return by 18:00 unless otherwise agreed. A valid identity document is required.',
  ),
];
