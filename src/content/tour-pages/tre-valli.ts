import { l, type ExperiencePage } from '@/content/experience';

export const TRE_VALLI_PAGE: ExperiencePage = {
  bookingId: 'tre-valli',
  image: 'tour-tre-valli',
  badge: { label: l('Tradizione', 'Tradition'), tone: 'category' },
  title: l('3 Valli Tour', '3 Valleys Tour'),
  subtitle: l(
    'Negrar, Marano e Fumane in una sola giornata',
    'Negrar, Marano and Fumane in a single day',
  ),
  rating: 4.6,
  reviews: 54,
  description: [
    l(
      'La grande traversata della Valpolicella Classica. In una giornata intera attraversiamo le tre valli storiche – Negrar, Marano e Fumane – passando per contrade in pietra, corti rurali, pievi e i fruttai dove le uve riposano per diventare Amarone.',
      'The great crossing of Valpolicella Classica. In a full day we ride through the three historic valleys – Negrar, Marano and Fumane – past stone hamlets, farmsteads, parish churches and the drying lofts where grapes rest before becoming Amarone.',
    ),
    l(
      'È il tour più lungo del nostro programma, con circa 600 metri di dislivello: la pedalata assistita lo rende alla portata di chi è abituato a stare in sella qualche ora.',
      'It is the longest tour of our programme, with about 600 metres of climbing: pedal assistance puts it within reach of anyone used to a few hours in the saddle.',
    ),
  ],
  facts: [
    { kind: 'duration', value: l('Giornata intera', 'Full day') },
    { kind: 'start', value: l('Partenza alle 9:00', 'Departure at 9:00') },
    {
      kind: 'route',
      value: l('circa 50 km · 600 m di dislivello', 'about 50 km · 600 m of climbing'),
    },
    { kind: 'groupSize', value: l('Minimo 4 persone', 'Minimum 4 people') },
    { kind: 'difficulty', value: l('Moderata', 'Moderate') },
  ],
  highlights: [
    l('Le tre valli della Valpolicella Classica', 'The three valleys of Valpolicella Classica'),
    l('Pranzo tipico in trattoria', 'Traditional lunch at a trattoria'),
    l('Visita a un fruttaio per l’appassimento delle uve', 'Visit to a grape-drying loft'),
    l('Degustazione finale di Amarone', 'Final Amarone tasting'),
  ],
  includes: [
    l('Noleggio e-bike e casco', 'E-bike and helmet rental'),
    l('Guida MTB certificata per tutta la giornata', 'Certified MTB guide for the whole day'),
    l('Pranzo in trattoria (bevande escluse)', 'Lunch at a trattoria (drinks excluded)'),
    l('Degustazioni in due cantine', 'Tastings at two wineries'),
    l('Assicurazione', 'Insurance'),
  ],
  itinerary: {
    kind: 'steps',
    steps: [
      {
        title: l('Ritrovo e partenza', 'Meeting and departure'),
        description: l(
          'Alle 9:00 consegna delle e-bike, regolazioni e briefing.',
          'At 9:00, e-bike handover, adjustments and briefing.',
        ),
        duration: l('30 min', '30 min'),
      },
      {
        title: l('Valle di Negrar', 'Negrar valley'),
        description: l(
          'Strade bianche tra i vigneti e visita a un fruttaio.',
          'Gravel roads between vineyards and a visit to a drying loft.',
        ),
        duration: l('2 ore', '2 hours'),
      },
      {
        title: l('Pranzo a Marano', 'Lunch in Marano'),
        description: l(
          'Pausa in trattoria con piatti della tradizione veronese.',
          'A break at a trattoria with traditional Veronese dishes.',
        ),
        duration: l('1 ora e 30', '1 hour 30'),
      },
      {
        title: l('Valle di Fumane', 'Fumane valley'),
        description: l(
          'Contrade in pietra, pievi romaniche e prima degustazione.',
          'Stone hamlets, Romanesque churches and the first tasting.',
        ),
        duration: l('2 ore', '2 hours'),
      },
      {
        title: l('Degustazione finale e rientro', 'Final tasting and return'),
        description: l(
          'Amarone in cantina e discesa al punto di partenza.',
          'Amarone at the winery and ride down to the start.',
        ),
        duration: l('1 ora e 30', '1 hour 30'),
      },
    ],
  },
  notice: {
    id: 'good-to-know',
    title: l('Buono a sapersi', 'Good to know'),
    items: [
      l(
        'Partenza alle 9:00, rientro nel tardo pomeriggio.',
        'Departure at 9:00, back in the late afternoon.',
      ),
      l('Prenota almeno 24 ore prima.', 'Book at least 24 hours in advance.'),
      l(
        'Sconto del 10% per gruppi di 10 o più persone.',
        '10% discount for groups of 10 or more people.',
      ),
      l(
        'Circa 600 m di dislivello: serve un minimo di abitudine alla bicicletta.',
        'About 600 m of climbing: some cycling habit is needed.',
      ),
    ],
  },
};
