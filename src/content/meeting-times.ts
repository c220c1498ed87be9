import type { TourId } from '@/domain/tours';
import type { Localized } from './localized';

/**
 * When to be at the meeting point (content/tour-practical-info.ts says where: 15 minutes before
 * departure). Only tours whose departure the association publishes have a time here (spec: Three
 * Valleys and the chestnut tour start at 9:00); for the others staff confirm it before the tour.
 */
type MeetingTime = { meetAt: string; departAt: string } | null;

/** How long before departure participants meet (tour-practical-info's meeting point says so). */
export const MEET_MINUTES_BEFORE_DEPARTURE = 15;

export const MEETING_TIMES: Readonly<Record<TourId, MeetingTime>> = {
  pojega: null,
  colombare: null,
  'tre-valli': { meetAt: '8:45', departAt: '9:00' },
  'strada-del-vino': null,
  'x-tour': null,
  'emotion-in-villa': null,
  castagne: { meetAt: '8:45', departAt: '9:00' },
  'walk-wine-pojega': null,
  'walk-wine-in-villa': null,
};

export const MEETING_TIME_TO_BE_CONFIRMED: Localized = {
  it: 'Ti confermiamo l’orario prima del tour.',
  en: 'We confirm the time with you before the tour.',
};
