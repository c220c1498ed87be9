import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { usePageRestored } from '@/ui/use-page-restored';
import { toast } from '@/ui/toast';
import type { Schedule } from '@/domain/schedule';
import type { BookableTour } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { availabilityQueryOptions } from '@/features/booking/api/get-availability';
import { useCreateCheckoutSession } from '@/features/booking/api/create-checkout-session';
import type { BookingFormState } from './booking-form-state';
import { bookingFailureMessage } from './booking-failure-message';
import { CallableError, rejectedFields } from '@/lib/firebase/callable-error';
import { buildBookingRequest, invalidInputs, type BuiltRequest } from './build-booking-request';
import { checkoutErrorNotice } from './checkout-error-message';
import { validateBooking } from './validate-booking';
import type { FailureKind } from '@/lib/errors/error-messages';
import { voucherRefusal } from '@/features/booking/voucher/voucher-failure';

/** One booking notice at a time: a new attempt replaces the previous one. */
const NOTICE_ID = 'booking-notice';

export type InvalidInputs = Extract<BuiltRequest, { ok: false }> | null;

interface BookingSubmitOptions {
  form: BookingFormState;
  tour: BookableTour;
  /** The tour's live schedule (the catalogue's until the server's answer arrives). */
  schedule: Schedule;
  /** Free seats on the chosen date, when the tour is limited and they are known. */
  remaining: number | undefined;
  goToCheckout: (url: string) => void;
  onInvalidInputs: (invalid: InvalidInputs) => void;
  /** The token of the waiting-list offer the page was opened with, while it holds seats. */
  waitlistOffer?: string;
  /** The checkout found the offer no longer held: the card books without it from now on. */
  onOfferEnded?: () => void;
  /** The server found the applied gift voucher unable to pay (used up or voided meanwhile). */
  onVoucherRefused?: (failure: FailureKind) => void;
}

/**
 * The submit of the booking card: the seven checks in the spec's order (§5), then the shared
 * schema, then createCheckoutSession. A failure shows a destructive notice and leaves the form as
 * the visitor filled it.
 */
export function useBookingSubmit(options: BookingSubmitOptions) {
  const { form, tour, schedule, remaining, goToCheckout, onInvalidInputs } = options;
  const { waitlistOffer, onOfferEnded, onVoucherRefused } = options;
  const { i18n, t } = useLingui();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const checkout = useCreateCheckoutSession();
  const { reset } = checkout;

  usePageRestored(reset);

  const refreshSeats = () =>
    void queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(tour.id).queryKey });

  // Joining or renewing happens on the forms page, in a new tab so the booking stays open.
  const formsPageAction = {
    label: t`Iscriviti`,
    onClick: () => window.open('/modulistica', '_blank', 'noopener'),
  };

  const submit = async () => {
    const now = new Date();
    const failure = validateBooking({ form, schedule, now, remaining });
    if (failure) {
      const text = bookingFailureMessage(failure, schedule, now, locale);
      toast.error(i18n._(text.title), {
        id: NOTICE_ID,
        description: i18n._(text.description),
        action: failure.code === 'member-box-unchecked' ? formsPageAction : undefined,
      });
      if (failure.code === 'capacity-exceeded' || failure.code === 'date-not-allowed') {
        refreshSeats();
      }
      return;
    }
    const built = buildBookingRequest(form, tour.id, locale, waitlistOffer);
    onInvalidInputs(built.ok ? null : built);
    if (!built.ok) {
      toast.error(t`Controlla i campi evidenziati`, {
        id: NOTICE_ID,
        description:
          built.hiddenCharacters.length > 0
            ? t`Alcuni campi contengono caratteri invisibili che non possiamo accettare.`
            : t`Alcuni campi obbligatori non sono stati compilati`,
      });
      return;
    }
    try {
      const { url } = await checkout.mutateAsync(built.request);
      goToCheckout(url);
    } catch (error) {
      // A field the server refused is marked on the form, as if the form had found it.
      const refused = invalidInputs(rejectedFields(error));
      if (refused.invalidFields.length > 0) onInvalidInputs(refused);
      if (error instanceof CallableError && error.reason === 'WAITLIST_OFFER_ENDED') {
        onOfferEnded?.();
        refreshSeats();
      }
      const voucherFailure = voucherRefusal(error);
      if (voucherFailure) onVoucherRefused?.(voucherFailure);
      const notice = checkoutErrorNotice(error);
      toast.error(i18n._(notice.title), {
        id: NOTICE_ID,
        description: i18n._(notice.description),
        action: notice.pointsToFormsPage ? formsPageAction : undefined,
      });
      if (notice.refreshAvailability) refreshSeats();
    }
  };

  // Still "processing" after success: the browser is on its way to the payment page.
  return { submit, processing: checkout.isPending || checkout.isSuccess };
}
