import { bookingActions } from './staff-records-booking-actions';
import { deskActions } from './staff-records-desk-actions';
import type { DrawnAction, Maker } from './staff-records-entry';
import { memberActions } from './staff-records-member-actions';
import { moneyActions } from './staff-records-money-actions';
import { rentalActions } from './staff-records-rental-actions';
import type { AuditDraw } from './staff-records-sources';
import { tourActions } from './staff-records-tour-actions';

/**
 * The maker of every drawn action, for one season's log: each keeps what it has taken (a booking
 * checked in, a member's fee of a year), so the same booking is never named twice.
 */
export function actionMakers(draw: AuditDraw): Record<DrawnAction, Maker> {
  return {
    ...deskActions(draw),
    ...bookingActions(draw),
    ...tourActions(draw),
    ...memberActions(draw),
    ...rentalActions(draw),
    ...moneyActions(draw),
  };
}
