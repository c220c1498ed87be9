import type { TourId } from '@/domain/tours';
import type { Localized } from './localized';

/**
 * What the reminder of the day before says about the weather: what the terms promise (section 5:
 * the association may postpone, the participant chooses a new date or a full refund), and where
 * an event's own page promises more, that promise in its words (the chestnut tour is postponed in
 * the rain; Walk Wine Pojega is postponed or refunded), so the mail never says less than the page.
 */
const TERMS: Localized = {
  it: 'Controlla le previsioni e vestiti di conseguenza. Se il maltempo rende il tour non sicuro, l’associazione lo rinvia e ti scrive: potrai scegliere tra la nuova data e il rimborso totale.',
  en: 'Check the forecast and dress for it. If bad weather makes the tour unsafe, the association postpones it and writes to you: you can choose between the new date and a full refund.',
};

export const WEATHER_NOTES: Readonly<Record<TourId, Localized>> = {
  pojega: TERMS,
  colombare: TERMS,
  'tre-valli': TERMS,
  'strada-del-vino': TERMS,
  'x-tour': TERMS,
  'emotion-in-villa': TERMS,
  castagne: {
    it: 'In caso di pioggia il tour viene rinviato: se succede ti scriviamo con la nuova data, e potrai tenerla o chiedere il rimborso totale. Controlla le previsioni e vestiti di conseguenza.',
    en: 'In case of rain the tour is postponed: if it happens we write to you with the new date, and you can keep it or ask for a full refund. Check the forecast and dress for it.',
  },
  'walk-wine-pojega': {
    it: 'In caso di maltempo l’evento viene rinviato o rimborsato: se succede ti scriviamo con la nuova data, e potrai tenerla o chiedere il rimborso totale. Porta un abbigliamento adatto al meteo.',
    en: 'In bad weather the event is postponed or refunded: if it happens we write to you with the new date, and you can keep it or ask for a full refund. Wear clothing suited to the weather.',
  },
  'walk-wine-in-villa': TERMS,
};
