import { lazy, type ReactNode } from 'react';
import { JoinFormSlot } from '@/features/booking/membership-check/join-form-slot';

// The application (the form kit's sections, the country lists, its checks) stays out of the
// booking pages' first load and out of the card's chunk: it loads when "iscriviti ora" is pressed.
const JoinForm = lazy(() => import('./join-form'));

/** Lets the booking cards below offer joining the association without leaving the card. */
export function WithJoinForm({ children }: { children: ReactNode }) {
  return <JoinFormSlot value={JoinForm}>{children}</JoinFormSlot>;
}
