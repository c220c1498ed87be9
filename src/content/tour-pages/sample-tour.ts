import { l } from '@/content/experience';

/**
 * The generic /tour/{id} page shows this hard-coded sample, as the spec asks; its price is not
 * bookable, which is why it lives here and not in the domain catalogue.
 */
export const SAMPLE_TOUR = {
  image: 'tour-sample',
  title: l('Tour tra i vigneti (esempio)', 'Vineyard tour (sample)'),
  description: l(
    'Questa è una pagina di esempio: mostra come appare la scheda di un tour. Pedaliamo tra i vigneti della Valpolicella con soste in due cantine e un pranzo con prodotti del territorio.',
    'This is a sample page: it shows what a tour page looks like. We ride through the Valpolicella vineyards with stops at two wineries and a lunch of local produce.',
  ),
  priceCents: 8900,
  duration: l('4 ore', '4 hours'),
  distance: l('15 km', '15 km'),
  difficulty: l('Facile', 'Easy'),
  maxParticipants: 8,
  participants: l('Massimo 8 persone', 'Maximum 8 people'),
  rating: 4.8,
  reviews: 127,
  includes: [
    l('E-bike premium', 'Premium e-bike'),
    l('Guida', 'Guide'),
    l('Degustazione in 2 cantine', 'Tasting at 2 wineries'),
    l('Pranzo', 'Lunch'),
    l('Assicurazione', 'Insurance'),
  ],
} as const;
