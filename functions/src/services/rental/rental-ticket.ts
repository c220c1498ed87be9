import { signTicket } from '@/domain/ticket/sign-ticket';
import { rentalTicketSubject, ticketReference } from '@/domain/ticket/ticket-codec';
import type { TicketSettings } from '@functions/services/booking-base/deps';
import type { RentalDoc } from './rental-docs';

/**
 * The signed ticket of a rental just paid: the same signed shape as a tour's (src/domain/ticket),
 * naming the model, the first day and the number of bikes; the desk scans it at pick-up.
 */
export function issueRentalTicket(
  rentalId: string,
  rental: Pick<RentalDoc, 'modelId' | 'startDate' | 'bikes'>,
  now: Date,
  settings: TicketSettings,
): Promise<string> {
  return signTicket(
    {
      reference: ticketReference(rentalId),
      tourId: rentalTicketSubject(rental.modelId),
      date: rental.startDate,
      participants: rental.bikes.length,
      issuedAt: now,
    },
    settings.signingKey,
  );
}
