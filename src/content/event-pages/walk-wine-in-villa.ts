import { l, type ExperiencePage } from '@/content/experience';

export const WALK_WINE_IN_VILLA_PAGE: ExperiencePage = {
  bookingId: 'walk-wine-in-villa',
  image: 'event-walk-wine-in-villa',
  badge: { label: l('Esperienza esclusiva', 'Exclusive experience'), tone: 'exclusive' },
  title: l('Walk Wine in Villa', 'Walk Wine in Villa'),
  subtitle: l(
    'Archeologia, cantina storica e degustazione premium in una villa veneta',
    'Archaeology, a historic cellar and a premium tasting in a Venetian villa',
  ),
  rating: 5.0,
  reviews: 8,
  description: [
    l(
      'Una giornata speciale dentro una villa veneta normalmente chiusa al pubblico: una passeggiata naturalistica nel parco e tra i vigneti, l’area archeologica riservata, la cantina storica e una degustazione premium.',
      'A special day inside a Venetian villa normally closed to the public: a nature walk through the park and the vineyards, the reserved archaeological area, the historic cellar and a premium tasting.',
    ),
  ],
  facts: [
    { kind: 'date', value: l('Sabato 15 novembre 2025', 'Saturday 15 November 2025') },
    { kind: 'duration', value: l('5 ore', '5 hours') },
    {
      kind: 'participants',
      value: l('Minimo 4, massimo 20 persone', 'Minimum 4, maximum 20 people'),
    },
    { kind: 'difficulty', value: l('Facile', 'Easy') },
  ],
  sections: [
    {
      id: 'archaeology',
      title: l('Archeologia riservata', 'Reserved archaeology'),
      paragraphs: [
        l(
          'Visita accompagnata all’area archeologica della villa, con i resti di età romana riaffiorati tra i vigneti e normalmente non accessibili.',
          'An accompanied visit to the villa’s archaeological area, with Roman remains that surfaced among the vineyards and are normally closed to visitors.',
        ),
      ],
    },
    {
      id: 'premium-tasting',
      title: l('Degustazione premium', 'Premium tasting'),
      paragraphs: [
        l(
          'Un calice di degustazione per assaggiare le etichette migliori della tenuta, dall’Amarone al Recioto, con prodotti del territorio.',
          'A tasting glass to try the estate’s finest labels, from Amarone to Recioto, with local produce.',
        ),
      ],
    },
    {
      id: 'historic-cellar',
      title: l('Cantina storica', 'Historic cellar'),
      paragraphs: [
        l(
          'Le volte della cantina storica, le botti di rovere e i fruttai dove le uve appassiscono per mesi.',
          'The vaults of the historic cellar, the oak barrels and the lofts where the grapes dry for months.',
        ),
      ],
    },
    {
      id: 'nature-walk',
      title: l('Passeggiata naturalistica', 'Nature walk'),
      paragraphs: [
        l(
          'Un cammino facile nel parco della villa e tra i vigneti, con la guida che racconta piante, paesaggio e storia.',
          'An easy walk through the villa’s park and the vineyards, with the guide telling you about plants, landscape and history.',
        ),
      ],
    },
  ],
  includes: [
    l('Guida per tutta la giornata', 'Guide for the whole day'),
    l(
      'Ingresso all’area archeologica e alla cantina storica',
      'Admission to the archaeological area and the historic cellar',
    ),
    l('Un calice di degustazione con prodotti tipici', 'One tasting glass with local produce'),
    l('Assicurazione', 'Insurance'),
  ],
  closingSections: [
    {
      id: 'why-choose',
      title: l('Perché sceglierla', 'Why choose it'),
      items: [
        l('Luoghi normalmente chiusi al pubblico', 'Places normally closed to the public'),
        l('Piccolo gruppo, massimo 20 persone', 'Small group, at most 20 people'),
        l(
          'Un’esperienza unica che unisce storia, natura e vino',
          'A unique experience combining history, nature and wine',
        ),
      ],
    },
    {
      id: 'practical-info',
      title: l('Informazioni pratiche', 'Practical information'),
      items: [
        l('Gruppi privati da 10 persone su richiesta.', 'Private groups of 10 or more on request.'),
        l('Prenotazione almeno 48 ore prima.', 'Booking at least 48 hours in advance.'),
        l(
          'Cancellazione gratuita fino a 72 ore prima.',
          'Free cancellation up to 72 hours before.',
        ),
      ],
    },
  ],
  keyInfo: [
    { kind: 'date', value: l('Sab 15 novembre 2025', 'Sat 15 November 2025') },
    { kind: 'duration', value: l('5 ore', '5 hours') },
    { kind: 'participants', value: l('4–20 persone', '4–20 people') },
  ],
};
