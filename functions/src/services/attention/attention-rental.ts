import { bookingCode } from '@/domain/api/my-bookings';
import { BOOKING_TEXT_LIMITS } from '@/domain/api/booking';
import { TOUR_NAME_MAX_LENGTH } from '@/domain/api/lengths';
import type { AttentionRental } from '@/domain/api/staff-attention';
import type { RentalDoc } from '@functions/services/rental/rental-docs';

/** The rental as a row names it, cut to the lengths the browser's schema allows. */
export function attentionRental(rentalId: string, rental: RentalDoc): AttentionRental {
  return {
    rentalId,
    reference: bookingCode(rentalId),
    modelName: rental.modelName.slice(0, TOUR_NAME_MAX_LENGTH),
    customerName: rental.customerName.slice(0, BOOKING_TEXT_LIMITS.name),
    startDate: rental.startDate,
  };
}
