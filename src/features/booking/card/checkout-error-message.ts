import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorReason } from '@/domain/api/errors';
import { failureKind, messageFor } from '@/lib/errors/error-messages';
import { CallableError } from '@/lib/firebase/callable-error';

interface CheckoutErrorNotice {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Seats changed under the visitor's feet: the remaining-places data must be fetched again. */
  refreshAvailability: boolean;
  /** The remedy is on the forms page: joining or renewing the membership. */
  pointsToFormsPage?: boolean;
}

const BOOKING_ERROR_TITLE = msg`Errore di prenotazione`;

/** The schedule or the seats changed under the visitor's feet: ask for them again. */
const STALE_AVAILABILITY: readonly ErrorReason[] = [
  'CAPACITY_EXCEEDED',
  'INVALID_DATE',
  'BOOKING_CLOSED',
];
const FIXED_ON_FORMS_PAGE: readonly ErrorReason[] = ['MEMBER_NOT_FOUND', 'MEMBERSHIP_LAPSED'];

/**
 * The notice of a failed createCheckoutSession call (the spec's error catalogue, §8): the words
 * come from the one mapping of reasons (src/lib/errors/error-messages.ts); this adds the title
 * and what the card does next.
 */
export function checkoutErrorNotice(error: unknown): CheckoutErrorNotice {
  const kind = failureKind(error);
  if (kind === 'OFFLINE') {
    return {
      title: msg`Nessuna connessione`,
      description: messageFor(kind, 'booking'),
      refreshAvailability: false,
    };
  }
  // call-function reports an answer without a usable checkout address this way.
  if (error instanceof CallableError && error.code === 'invalid-response') {
    return {
      title: BOOKING_ERROR_TITLE,
      description: msg`URL di checkout non ricevuta`,
      refreshAvailability: false,
    };
  }
  return {
    title: BOOKING_ERROR_TITLE,
    description: messageFor(kind, 'booking'),
    refreshAvailability: STALE_AVAILABILITY.includes(kind),
    pointsToFormsPage: FIXED_ON_FORMS_PAGE.includes(kind),
  };
}
