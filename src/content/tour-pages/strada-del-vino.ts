import { l, type ExperiencePage } from '@/content/experience';

export const STRADA_DEL_VINO_PAGE: ExperiencePage = {
  bookingId: 'strada-del-vino',
  image: 'tour-strada-del-vino',
  badge: { label: l('Premium', 'Premium'), tone: 'premium' },
  title: l('Strada del Vino', 'Wine Road'),
  subtitle: l(
    'Il tour su misura tra le cantine della Valpolicella',
    'The tailor-made tour among the wineries of Valpolicella',
  ),
  rating: 4.9,
  reviews: 156,
  description: [
    l(
      'Il nostro tour più amato. Percorriamo in e-bike la Strada del Vino Valpolicella tra vigneti a pergola, ville venete e pievi romaniche, fermandoci nelle cantine di famiglia che producono Valpolicella, Ripasso, Amarone e Recioto.',
      'Our best-loved tour. We ride the Valpolicella Wine Road by e-bike among pergola vineyards, Venetian villas and Romanesque churches, stopping at family wineries that make Valpolicella, Ripasso, Amarone and Recioto.',
    ),
    l(
      'Il percorso si adatta al gruppo: ritmo, soste e cantine si scelgono insieme. La guida parla italiano e inglese e il tour si svolge tutto l’anno.',
      'The route adapts to the group: pace, stops and wineries are chosen together. The guide speaks Italian and English and the tour runs all year round.',
    ),
  ],
  facts: [
    { kind: 'duration', value: l('Mezza giornata', 'Half day') },
    {
      kind: 'route',
      value: l('circa 25 km · 300 m di dislivello', 'about 25 km · 300 m of climbing'),
    },
    { kind: 'groupSize', value: l('Gruppo su misura', 'Tailor-made group') },
    { kind: 'difficulty', value: l('Facile', 'Easy') },
    { kind: 'languages', value: l('Italiano e inglese', 'Italian and English') },
    { kind: 'season', value: l('Tutto l’anno', 'All year round') },
  ],
  highlights: [
    l('Degustazione in due cantine di famiglia', 'Tasting at two family wineries'),
    l('La pieve romanica di San Giorgio', 'The Romanesque church of San Giorgio'),
    l('Vigneti a pergola e ville venete', 'Pergola vineyards and Venetian villas'),
    l('Percorso e ritmo su misura', 'Route and pace tailored to you'),
  ],
  includes: [
    l('Noleggio e-bike e casco', 'E-bike and helmet rental'),
    l('Guida MTB certificata in italiano o inglese', 'Certified MTB guide in Italian or English'),
    l('Degustazioni in cantina con prodotti tipici', 'Winery tastings with local produce'),
    l('Assicurazione', 'Insurance'),
  ],
  itinerary: {
    kind: 'list',
    items: [
      l('Ritrovo, consegna delle e-bike e briefing', 'Meeting, e-bike handover and briefing'),
      l('Prima cantina: Valpolicella e Ripasso', 'First winery: Valpolicella and Ripasso'),
      l(
        'Salita panoramica fino alla pieve di San Giorgio',
        'Scenic climb to the church of San Giorgio',
      ),
      l('Seconda cantina: Amarone e Recioto', 'Second winery: Amarone and Recioto'),
      l('Rientro tra i vigneti', 'Ride back through the vineyards'),
    ],
  },
  notice: {
    id: 'good-to-know',
    title: l('Buono a sapersi', 'Good to know'),
    items: [
      l(
        'Cancellazione gratuita fino a 72 ore prima della partenza.',
        'Free cancellation up to 72 hours before departure.',
      ),
      l('Tour in italiano e in inglese.', 'Tours in Italian and English.'),
      l('Disponibile tutto l’anno.', 'Available all year round.'),
    ],
  },
};
