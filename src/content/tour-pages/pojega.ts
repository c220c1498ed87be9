import { l, type ExperiencePage } from '@/content/experience';

export const POJEGA_PAGE: ExperiencePage = {
  bookingId: 'pojega',
  image: 'tour-pojega',
  badge: { label: l('Cultura', 'Culture'), tone: 'category' },
  title: l('Pojega Tour', 'Pojega Tour'),
  subtitle: l(
    'Giardini all’italiana, vigneti e un calice di Valpolicella',
    'Italian gardens, vineyards and a glass of Valpolicella',
  ),
  rating: 4.8,
  reviews: 89,
  description: [
    l(
      'Un tour breve e rilassato tra le colline di Pojega di Negrar, adatto a tutti grazie alla pedalata assistita. Saliamo per strade bianche tra i filari fino a una villa storica, dove visitiamo i giardini all’italiana con le loro siepi geometriche, le statue e le fontane.',
      'A short, relaxed tour through the hills of Pojega di Negrar, suitable for everyone thanks to pedal assistance. We climb along gravel roads between the vine rows to a historic villa, where we visit its Italian gardens with their geometric hedges, statues and fountains.',
    ),
    l(
      'La giornata si chiude in cantina con un calice di vino e l’accesso al wine shop, per portare a casa le bottiglie che ti sono piaciute di più. Le famiglie sono le benvenute: carrellino o seggiolino per i bambini sono gratuiti.',
      'The outing ends at the winery with a glass of wine and access to the wine shop, so you can take home the bottles you liked best. Families are welcome: a child trailer or child seat is free of charge.',
    ),
  ],
  facts: [
    { kind: 'duration', value: l('3 ore', '3 hours') },
    {
      kind: 'route',
      value: l('circa 20 km · 250 m di dislivello', 'about 20 km · 250 m of climbing'),
    },
    { kind: 'groupSize', value: l('2–25 persone', '2–25 people') },
    { kind: 'difficulty', value: l('Facile', 'Easy') },
  ],
  highlights: [
    l('Visita ai giardini all’italiana della villa', 'Visit to the villa’s Italian gardens'),
    l('Un calice di vino in cantina', 'A glass of wine at the winery'),
    l('Accesso al wine shop', 'Access to the wine shop'),
  ],
  includes: [
    l('Noleggio e-bike', 'E-bike rental'),
    l('Guida MTB certificata', 'Certified MTB guide'),
    l('Ingresso ai giardini', 'Garden admission'),
    l('Un calice di vino', 'One glass of wine'),
    l('Carrellino o seggiolino per bambini gratuito', 'Free child trailer or child seat'),
  ],
  itinerary: {
    kind: 'list',
    items: [
      l(
        'Ritrovo, consegna delle e-bike e briefing di sicurezza',
        'Meeting, e-bike handover and safety briefing',
      ),
      l('Salita panoramica tra i vigneti di Pojega', 'Scenic climb through the Pojega vineyards'),
      l(
        'Visita guidata ai giardini all’italiana della villa',
        'Guided visit to the villa’s Italian gardens',
      ),
      l(
        'Calice di vino in cantina e tempo libero nel wine shop',
        'Glass of wine at the winery and free time in the wine shop',
      ),
      l('Rientro in discesa al punto di partenza', 'Downhill ride back to the starting point'),
    ],
  },
  notice: {
    id: 'good-to-know',
    title: l('Buono a sapersi', 'Good to know'),
    items: [
      l(
        'Sconto del 10% per gruppi di 10 o più persone.',
        '10% discount for groups of 10 or more people.',
      ),
      l(
        'Carrellino o seggiolino per bambini gratuito.',
        'Child trailer or child seat free of charge.',
      ),
      l(
        'Cancellazione gratuita fino a 72 ore prima della partenza.',
        'Free cancellation up to 72 hours before departure.',
      ),
      l('Prenota almeno 48 ore prima.', 'Book at least 48 hours in advance.'),
    ],
  },
};
