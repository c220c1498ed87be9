import type { TourId } from '@/domain/tours';
import { ASSOCIATION } from './association';

type BothLanguages = Readonly<{ it: string; en: string }>;

const { street, city, province } = ASSOCIATION.address;

interface TourPracticalInfo {
  meetingPoint: BothLanguages;
  whatToBring: BothLanguages;
}

const BASE: BothLanguages = {
  it: `Sede dell’associazione, ${street}, ${city} (${province}), 15 minuti prima della partenza.`,
  en: `The association’s base, ${street}, ${city} (${province}), 15 minutes before departure.`,
};

const BIKE_KIT: BothLanguages = {
  it: 'Il certificato medico sportivo non agonistico valido, in originale; abbigliamento comodo e scarpe chiuse; acqua. Il casco è obbligatorio: se non hai il tuo te lo forniamo noi.',
  en: 'Your valid non-competitive sports medical certificate, in original; comfortable clothes and closed shoes; water. A helmet is mandatory: we lend you one if you have none.',
};

const WALK_KIT: BothLanguages = {
  it: 'Il certificato medico sportivo non agonistico valido, in originale; scarpe da camminata; acqua e una giacca leggera.',
  en: 'Your valid non-competitive sports medical certificate, in original; walking shoes; water and a light jacket.',
};

/** Where to meet and what to bring, as the booking confirmation e-mail tells the customer. */
export const TOUR_PRACTICAL_INFO: Readonly<Record<TourId, TourPracticalInfo>> = {
  pojega: { meetingPoint: BASE, whatToBring: BIKE_KIT },
  colombare: { meetingPoint: BASE, whatToBring: BIKE_KIT },
  'tre-valli': { meetingPoint: BASE, whatToBring: BIKE_KIT },
  'strada-del-vino': { meetingPoint: BASE, whatToBring: BIKE_KIT },
  'x-tour': { meetingPoint: BASE, whatToBring: BIKE_KIT },
  'emotion-in-villa': { meetingPoint: BASE, whatToBring: BIKE_KIT },
  castagne: { meetingPoint: BASE, whatToBring: BIKE_KIT },
  'walk-wine-pojega': {
    meetingPoint: {
      it: 'Piazza di Pojega, Negrar di Valpolicella (VR), 15 minuti prima della partenza.',
      en: 'Pojega village square, Negrar di Valpolicella (VR), 15 minutes before departure.',
    },
    whatToBring: WALK_KIT,
  },
  'walk-wine-in-villa': { meetingPoint: BASE, whatToBring: WALK_KIT },
};
