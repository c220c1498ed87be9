import { l, type ContentSection, type Fact, type ItineraryStep } from '@/content/experience';
import type { ImageId } from '@/content/image-catalog';
import type { Localized } from '@/content/localized';

/**
 * The chestnut tour (/tour-delle-castagne): an event page like the others, plus what its page shows
 * above the description (the spots, the dates, the day's value piece by piece). Its price is
 * TOURS.castagne; the rest is content.
 */
export const CASTAGNE_PAGE = {
  bookingId: 'castagne',
  image: 'event-castagne' as ImageId,
  badge: { label: l('Posti limitati', 'Limited places'), tone: 'premium' },
  title: l('Tour delle Castagne', 'Chestnut Tour'),
  subtitle: l(
    'In e-bike tra vigneti e castagneti nei colori dell’autunno',
    'By e-bike through vineyards and chestnut woods in autumn colours',
  ),
  rating: 5.0,
  reviews: 15,
  totalSpots: 40,
  dates: [
    {
      iso: '2025-10-12',
      label: l('Domenica 12 ottobre 2025', 'Sunday 12 October 2025'),
      spotsLeft: 7,
    },
    {
      iso: '2025-10-19',
      label: l('Domenica 19 ottobre 2025', 'Sunday 19 October 2025'),
      spotsLeft: 8,
    },
  ],
  /** What the day would cost bought piece by piece: 120 in all, against the tour price. */
  valueItems: [
    { label: l('Noleggio e-bike per la giornata', 'E-bike rental for the day'), cents: 4500 },
    { label: l('Guida MTB certificata', 'Certified MTB guide'), cents: 3000 },
    {
      label: l('Castagnata con degustazione di vini', 'Chestnut roast with wine tasting'),
      cents: 3000,
    },
    { label: l('Assicurazione e assistenza', 'Insurance and support'), cents: 1500 },
  ],
  description: [
    l(
      'Ogni autunno i castagneti sopra i vigneti della Valpolicella si accendono di giallo e di rosso. Saliamo in e-bike dalle colline fino ai boschi di castagno, raccogliamo le castagne con la guida e chiudiamo con una castagnata e una degustazione di vini in una cantina partner.',
      'Every autumn the chestnut woods above the Valpolicella vineyards turn yellow and red. We ride up by e-bike from the hills to the chestnut woods, gather chestnuts with the guide and finish with a chestnut roast and a wine tasting at a partner winery.',
    ),
  ],
  facts: [
    { kind: 'dates', value: l('12 e 19 ottobre 2025', '12 and 19 October 2025') },
    { kind: 'time', value: l('5 ore, dalle 9:00 alle 14:00', '5 hours, from 9:00 to 14:00') },
    { kind: 'distance', value: l('38 km', '38 km') },
    { kind: 'participants', value: l('40 posti in tutto', '40 places in all') },
    { kind: 'minAge', value: l('14 anni', '14 years') },
    { kind: 'difficulty', value: l('Moderata', 'Moderate') },
  ] satisfies readonly Fact[],
  highlights: [
    l('I castagneti nei colori dell’autunno', 'The chestnut woods in autumn colours'),
    l('Raccolta delle castagne con la guida', 'Chestnut gathering with the guide'),
    l('Castagnata e vini della Valpolicella', 'Chestnut roast and Valpolicella wines'),
  ] satisfies readonly Localized[],
  includes: [
    l('Noleggio e-bike e casco', 'E-bike and helmet rental'),
    l('Guida MTB certificata', 'Certified MTB guide'),
    l('Castagnata con degustazione di vini', 'Chestnut roast with wine tasting'),
    l('Assicurazione', 'Insurance'),
  ] satisfies readonly Localized[],
  itinerary: {
    kind: 'steps',
    steps: [
      {
        title: l('Ritrovo e briefing', 'Meeting and briefing'),
        description: l(
          'Alle 9:00 consegna delle e-bike, regolazioni e regole di sicurezza.',
          'At 9:00, e-bike handover, adjustments and safety rules.',
        ),
        duration: l('30 min', '30 min'),
      },
      {
        title: l('Salita tra i vigneti', 'Climb through the vineyards'),
        description: l(
          'Strade bianche verso i boschi di castagno.',
          'Gravel roads towards the chestnut woods.',
        ),
        duration: l('1 ora e 30', '1 hour 30'),
      },
      {
        title: l('Raccolta delle castagne', 'Chestnut gathering'),
        description: l(
          'Nel castagneto con la guida, che racconta il bosco e i suoi frutti.',
          'In the chestnut wood with the guide, who tells about the wood and its fruit.',
        ),
        duration: l('1 ora', '1 hour'),
      },
      {
        title: l('Castagnata e degustazione', 'Chestnut roast and tasting'),
        description: l(
          'Caldarroste e vini della Valpolicella in una cantina partner.',
          'Roast chestnuts and Valpolicella wines at a partner winery.',
        ),
        duration: l('1 ora e 30', '1 hour 30'),
      },
      {
        title: l('Rientro', 'Return'),
        description: l(
          'Discesa al punto di partenza, arrivo alle 14:00.',
          'Ride down to the start, back at 14:00.',
        ),
        duration: l('30 min', '30 min'),
      },
    ] satisfies readonly ItineraryStep[],
  },
  notice: {
    id: 'important-information',
    title: l('Informazioni importanti', 'Important information'),
    items: [
      l(
        'Età minima 14 anni; i minori partecipano con un genitore o tutore.',
        'Minimum age 14; minors take part with a parent or guardian.',
      ),
      l(
        'Serve un certificato medico non agonistico valido, da mostrare in originale al ritrovo.',
        'A valid non-competitive medical certificate is required, shown in original at the meeting point.',
      ),
      l(
        'Cancellazione gratuita fino a 72 ore prima; rimborso del 50% da 72 a 24 ore prima; nessun rimborso sotto le 24 ore o in caso di mancata presentazione.',
        'Free cancellation up to 72 hours before; 50% refund from 72 to 24 hours before; no refund within 24 hours or for no-shows.',
      ),
      l('In caso di pioggia il tour viene rinviato.', 'In case of rain the tour is postponed.'),
      l(
        'Prenotazione almeno 24 ore prima. Il casco è obbligatorio ed è incluso.',
        'Booking at least 24 hours in advance. A helmet is mandatory and included.',
      ),
    ],
  } satisfies ContentSection,
} as const;
