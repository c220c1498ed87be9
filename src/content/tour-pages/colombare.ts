import { l, type ExperiencePage } from '@/content/experience';

export const COLOMBARE_PAGE: ExperiencePage = {
  bookingId: 'colombare',
  image: 'tour-colombare',
  badge: { label: l('Panoramico', 'Panoramic'), tone: 'category' },
  title: l('Colombare Tour', 'Colombare Tour'),
  subtitle: l(
    'Le terrazze più alte della Valpolicella, fino alla vista sul Garda',
    'The highest terraces of Valpolicella, up to the view of Lake Garda',
  ),
  rating: 4.7,
  reviews: 67,
  description: [
    l(
      'Il tour per chi ama i panorami. Dalla valle saliamo con calma verso la località Colombare, tra terrazzamenti sostenuti dalle marogne, i tipici muretti a secco della Valpolicella, e boschi di roverella.',
      'The tour for lovers of wide views. From the valley floor we climb steadily towards Colombare, between terraces held up by marogne, the dry-stone walls typical of Valpolicella, and downy-oak woods.',
    ),
    l(
      'In cima ci aspetta un belvedere sulla pianura veronese e, nelle giornate limpide, sul Lago di Garda. La discesa passa da una cantina di collina per una degustazione di due vini.',
      'At the top a viewpoint looks over the Verona plain and, on clear days, Lake Garda. The descent stops at a hillside winery for a tasting of two wines.',
    ),
  ],
  facts: [
    { kind: 'duration', value: l('5 ore', '5 hours') },
    {
      kind: 'route',
      value: l('circa 30 km · 450 m di dislivello', 'about 30 km · 450 m of climbing'),
    },
    { kind: 'groupSize', value: l('2–25 persone', '2–25 people') },
    { kind: 'difficulty', value: l('Moderata', 'Moderate') },
  ],
  highlights: [
    l('Il belvedere delle Colombare', 'The Colombare viewpoint'),
    l('Vista sul Lago di Garda nelle giornate limpide', 'View of Lake Garda on clear days'),
    l('Terrazzamenti e muretti a secco (marogne)', 'Terraces and dry-stone walls (marogne)'),
    l('Degustazione in una cantina di collina', 'Tasting at a hillside winery'),
  ],
  includes: [
    l('Noleggio e-bike e casco', 'E-bike and helmet rental'),
    l('Guida MTB certificata', 'Certified MTB guide'),
    l('Degustazione di due vini con stuzzichini', 'Tasting of two wines with snacks'),
    l('Assicurazione', 'Insurance'),
  ],
  itinerary: {
    kind: 'list',
    items: [
      l(
        'Ritrovo e briefing a San Pietro in Cariano',
        'Meeting and briefing in San Pietro in Cariano',
      ),
      l(
        'Salita tra terrazzamenti e boschi di roverella',
        'Climb through terraces and downy-oak woods',
      ),
      l('Sosta al belvedere delle Colombare', 'Stop at the Colombare viewpoint'),
      l('Discesa verso la cantina e degustazione', 'Descent to the winery and tasting'),
      l('Rientro al punto di partenza', 'Return to the starting point'),
    ],
  },
};
