import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { siteCallable } from './lib/callable';
import { handleAnswerPostponement } from './services/postponement/answer-postponement';

/** The customer of a postponed date keeps the new date or takes a full refund (signed link). */
export const answerPostponement = siteCallable(
  'answerPostponement',
  { secrets: BOOKING_SECRETS },
  (call) => handleAnswerPostponement(bookingDeps(), call),
);
