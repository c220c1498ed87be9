import { l, type ExperiencePage } from '@/content/experience';

export const EMOTION_IN_VILLA_PAGE: ExperiencePage = {
  bookingId: 'emotion-in-villa',
  image: 'tour-emotion-in-villa',
  badge: { label: l('Premium', 'Premium'), tone: 'premium' },
  title: l('E-Motion in Villa', 'E-Motion in Villa'),
  subtitle: l(
    'Una giornata tra e-bike, ville venete e degustazione premium',
    'A day of e-biking, Venetian villas and a premium tasting',
  ),
  rating: 4.9,
  reviews: 124,
  description: [
    l(
      'La nostra esperienza più completa. Partiamo da una villa veneta del Cinquecento per un giro panoramico in e-bike tra i vigneti, poi rientriamo per la visita guidata della villa e del suo parco e per una degustazione premium nella cantina storica.',
      'Our most complete experience. We set off from a sixteenth-century Venetian villa for a scenic e-bike ride through the vineyards, then return for a guided visit of the villa and its park and a premium tasting in the historic cellar.',
    ),
    l(
      'I gruppi sono piccoli, per godersi ogni momento con calma: i posti sono limitati a 20 per data.',
      'Groups are small, so every moment can be enjoyed at leisure: places are limited to 20 per date.',
    ),
  ],
  facts: [
    { kind: 'duration', value: l('5 ore', '5 hours') },
    { kind: 'route', value: l('Panoramico, circa 22 km', 'Panoramic, about 22 km') },
    { kind: 'groupSize', value: l('Piccoli gruppi', 'Small groups') },
    { kind: 'difficulty', value: l('Facile', 'Easy') },
  ],
  highlights: [
    l(
      'Visita guidata di una villa veneta del Cinquecento',
      'Guided visit of a sixteenth-century Venetian villa',
    ),
    l('Giro panoramico in e-bike tra i vigneti', 'Scenic e-bike ride through the vineyards'),
    l('Degustazione premium nella cantina storica', 'Premium tasting in the historic cellar'),
  ],
  includes: [
    l('Noleggio e-bike e casco', 'E-bike and helmet rental'),
    l('Guida MTB certificata', 'Certified MTB guide'),
    l('Ingresso e visita guidata della villa', 'Villa admission and guided visit'),
    l(
      'Degustazione di quattro vini con prodotti tipici',
      'Tasting of four wines with local produce',
    ),
    l('Assicurazione', 'Insurance'),
  ],
  itinerary: {
    kind: 'steps',
    steps: [
      {
        title: l('Accoglienza in villa', 'Welcome at the villa'),
        description: l(
          'Benvenuto, consegna delle e-bike e briefing.',
          'Welcome, e-bike handover and briefing.',
        ),
        duration: l('30 min', '30 min'),
      },
      {
        title: l('Tour panoramico in e-bike', 'Scenic e-bike tour'),
        description: l(
          'Strade bianche e belvedere sui vigneti della Valpolicella.',
          'Gravel roads and viewpoints over the Valpolicella vineyards.',
        ),
        duration: l('2 ore', '2 hours'),
      },
      {
        title: l('Visita della villa e del parco', 'Visit of the villa and its park'),
        description: l(
          'Saloni affrescati, giardino e storia della famiglia.',
          'Frescoed halls, garden and the family’s history.',
        ),
        duration: l('1 ora', '1 hour'),
      },
      {
        title: l('Degustazione premium', 'Premium tasting'),
        description: l(
          'Quattro vini nella cantina storica con prodotti tipici.',
          'Four wines in the historic cellar with local produce.',
        ),
        duration: l('1 ora', '1 hour'),
      },
      {
        title: l('Saluti', 'Farewell'),
        description: l('Tempo libero nel parco e rientro.', 'Free time in the park and departure.'),
        duration: l('30 min', '30 min'),
      },
    ],
  },
  notice: {
    id: 'important-information',
    title: l('Informazioni importanti', 'Important information'),
    items: [
      l(
        'Posti limitati: massimo 20 partecipanti per data.',
        'Limited places: at most 20 participants per date.',
      ),
      l(
        'Il tour si svolge il venerdì, il sabato e la domenica.',
        'The tour runs on Fridays, Saturdays and Sundays.',
      ),
      l(
        'Serve un certificato medico non agonistico valido, da mostrare in originale al ritrovo.',
        'A valid non-competitive medical certificate is required, shown in original at the meeting point.',
      ),
      l('Il casco è obbligatorio ed è incluso.', 'A helmet is mandatory and included.'),
      l('Cancellazione gratuita fino a 72 ore prima.', 'Free cancellation up to 72 hours before.'),
    ],
  },
};
