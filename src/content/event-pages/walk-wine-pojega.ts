import { l, type ExperiencePage } from '@/content/experience';

export const WALK_WINE_POJEGA_PAGE: ExperiencePage = {
  bookingId: 'walk-wine-pojega',
  image: 'event-walk-wine-pojega',
  badge: { label: l('Disponibile', 'Available'), tone: 'available' },
  title: l('Walk Wine Pojega', 'Walk Wine Pojega'),
  subtitle: l(
    'Una camminata tra i vigneti di Pojega con degustazione in cantina',
    'A walk through the Pojega vineyards with a winery tasting',
  ),
  rating: 5.0,
  reviews: 12,
  description: [
    l(
      'Un anello a piedi di 13 km tra le colline di Pojega di Negrar, su sterrate e sentieri tra i filari nel pieno dei colori d’autunno. Lungo il cammino la guida racconta la storia del territorio, dalle marogne ai fruttai dell’Amarone.',
      'A 13 km walking loop through the hills of Pojega di Negrar, on dirt roads and paths between the vine rows in the full colours of autumn. Along the way the guide tells the story of the area, from the marogne walls to the Amarone drying lofts.',
    ),
    l(
      'All’arrivo ci aspetta una cantina di famiglia per una degustazione guidata con prodotti tipici.',
      'At the end a family winery awaits us for a guided tasting with local produce.',
    ),
  ],
  facts: [
    { kind: 'date', value: l('Sabato 11 ottobre 2025', 'Saturday 11 October 2025') },
    { kind: 'duration', value: l('Circa 3 ore', 'About 3 hours') },
    { kind: 'distance', value: l('13 km ad anello', '13 km loop') },
    {
      kind: 'participants',
      value: l('Minimo 4, massimo 25 persone', 'Minimum 4, maximum 25 people'),
    },
    { kind: 'difficulty', value: l('Facile', 'Easy') },
    {
      kind: 'terrain',
      value: l('Strade sterrate e sentieri tra i vigneti', 'Dirt roads and vineyard paths'),
    },
  ],
  highlights: [
    l('I vigneti di Pojega nei colori d’autunno', 'The Pojega vineyards in autumn colours'),
    l('Racconti del territorio lungo il cammino', 'Stories of the area along the way'),
    l('Degustazione guidata in una cantina di famiglia', 'Guided tasting at a family winery'),
  ],
  includes: [
    l('Guida escursionistica', 'Walking guide'),
    l('Degustazione di vini con prodotti tipici', 'Wine tasting with local produce'),
    l('Assicurazione', 'Insurance'),
  ],
  closingSections: [
    {
      id: 'practical-info',
      title: l('Informazioni pratiche', 'Practical information'),
      items: [
        l('Età minima consigliata: 8 anni.', 'Recommended minimum age: 8 years.'),
        l(
          'Gruppi privati a partire da 10 persone, su richiesta.',
          'Private groups from 10 people, on request.',
        ),
        l('Prenotazione almeno 24 ore prima.', 'Booking at least 24 hours in advance.'),
        l(
          'Porta scarpe da trekking, acqua e un abbigliamento adatto al meteo.',
          'Bring walking shoes, water and clothing suited to the weather.',
        ),
      ],
    },
    {
      id: 'cancellation',
      title: l('Politica di cancellazione', 'Cancellation policy'),
      items: [
        l(
          'Cancellazione gratuita fino a 72 ore prima.',
          'Free cancellation up to 72 hours before.',
        ),
        l('Rimborso del 50% da 72 a 24 ore prima.', '50% refund from 72 to 24 hours before.'),
        l('Nessun rimborso sotto le 24 ore.', 'No refund within 24 hours.'),
        l(
          'In caso di maltempo l’evento viene rinviato o rimborsato.',
          'In bad weather the event is postponed or refunded.',
        ),
      ],
    },
    {
      id: 'meeting-point',
      title: l('Punto di ritrovo', 'Meeting point'),
      paragraphs: [
        l(
          'Il punto di ritrovo esatto a Pojega di Negrar e l’orario ti vengono comunicati con la conferma della prenotazione.',
          'The exact meeting point in Pojega di Negrar and the time are sent to you with the booking confirmation.',
        ),
      ],
    },
  ],
  keyInfo: [
    { kind: 'date', value: l('Sab 11 ottobre 2025', 'Sat 11 October 2025') },
    { kind: 'duration', value: l('Circa 3 ore', 'About 3 hours') },
    { kind: 'participants', value: l('4–25 persone', '4–25 people') },
  ],
};
