import { l, type ContentSection, type ExperiencePage } from '@/content/experience';

const POSSIBILITIES: ContentSection = {
  id: 'possibilities',
  title: l('Le possibilità', 'The possibilities'),
  paragraphs: [
    l(
      'Combina le esperienze che preferisci: costruiamo il tour intorno a te.',
      'Combine the experiences you like best: we build the tour around you.',
    ),
  ],
  items: [
    l(
      'E-bike sulle strade bianche tra i vigneti',
      'E-bike rides on gravel roads between the vineyards',
    ),
    l('Mountain bike sui sentieri delle colline', 'Mountain biking on the hill trails'),
    l('Passeggiata a piedi tra contrade e boschi', 'Walks through hamlets and woods'),
    l('Degustazione in una cantina partner', 'Tasting at a partner winery'),
    l('Pic-nic in vigna con prodotti locali', 'Vineyard picnic with local produce'),
    l('Uscita al tramonto', 'Sunset outing'),
  ],
};

export const X_TOUR_PAGE: ExperiencePage = {
  bookingId: 'x-tour',
  image: 'tour-x',
  badge: { label: l('Su misura', 'Tailor-made'), tone: 'category' },
  title: l('X Tour', 'X Tour'),
  subtitle: l('Il tuo tour, come lo vuoi tu', 'Your tour, your way'),
  rating: 4.8,
  reviews: 78,
  description: [
    l(
      'X Tour è la formula libera: tu scegli il mezzo, la durata e le soste, noi mettiamo la guida, le bici e la conoscenza del territorio. Perfetto per chi torna in Valpolicella e vuole scoprire qualcosa di nuovo, per gruppi di amici e per chi ha esigenze particolari.',
      'X Tour is the open format: you choose how to travel, how long and where to stop, we bring the guide, the bikes and our knowledge of the area. Perfect for returning visitors who want something new, for groups of friends and for anyone with special needs.',
    ),
  ],
  facts: [
    { kind: 'duration', value: l('Da 2 a 4 ore, a scelta', '2 to 4 hours, your choice') },
    { kind: 'route', value: l('Su misura', 'Tailor-made') },
    { kind: 'groupSize', value: l('2–25 persone', '2–25 people') },
    { kind: 'difficulty', value: l('Da facile a impegnativa', 'Easy to challenging') },
  ],
  highlights: [
    l('Percorso disegnato sulle tue richieste', 'A route designed around your requests'),
    l('E-bike, MTB o a piedi', 'E-bike, MTB or on foot'),
    l('Guida dedicata al tuo gruppo', 'A guide dedicated to your group'),
  ],
  sections: [POSSIBILITIES],
  includes: [
    l('Noleggio e-bike o MTB e casco', 'E-bike or MTB and helmet rental'),
    l('Guida MTB certificata', 'Certified MTB guide'),
    l('Assicurazione', 'Insurance'),
  ],
  itinerary: {
    kind: 'list',
    items: [
      l('Ci racconti cosa desideri', 'You tell us what you would like'),
      l('Ti proponiamo percorso, soste e orari', 'We propose a route, stops and times'),
      l(
        'Il giorno del tour: ritrovo, briefing e partenza',
        'On the day: meeting, briefing and departure',
      ),
    ],
  },
};
