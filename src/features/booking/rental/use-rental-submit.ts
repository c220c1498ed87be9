import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { usePageRestored } from '@/ui/use-page-restored';
import type { RentalModelId } from '@/domain/rental/price-list';
import type { FrameSize } from '@/domain/rental/sizes';
import { useLanguage } from '@/i18n/language-context';
import { rejectedFields } from '@/lib/firebase/callable-error';
import { toast } from '@/ui/toast';
import { useCreateRentalCheckout } from '@/features/booking/api/create-rental-checkout';
import { RENTAL_AVAILABILITY_KEY } from '@/features/booking/api/get-rental-availability';
import { gatingFailureMessage } from '@/features/booking/card/booking-failure-message';
import type { BookingFieldErrors } from '@/features/booking/card/booking-field-errors';
import { checkoutErrorNotice } from '@/features/booking/card/checkout-error-message';
import { gatingFailure } from '@/features/booking/card/validate-booking';
import { buildRentalRequest, rentalFieldErrors } from './build-rental-request';
import type { RentalFormState } from './rental-form-state';

/** One notice at a time: a new attempt replaces the previous one. */
const NOTICE_ID = 'rental-notice';

interface RentalSubmitOptions {
  form: RentalFormState;
  modelId: RentalModelId;
  sizes: readonly FrameSize[];
  medicalRequired: boolean;
  goToCheckout: (url: string) => void;
  onRefused: (errors: BookingFieldErrors) => void;
}

/**
 * The panel's submit, once its fields passed the shared schema (useCheckedForm's check): the
 * tour card's members-only checks with its words, then createRentalCheckout. The stock may have
 * gone meanwhile: a refusal refreshes the calendar and the counts, and keeps what was typed.
 */
export function useRentalSubmit(options: RentalSubmitOptions) {
  const { form, modelId, sizes, medicalRequired, goToCheckout, onRefused } = options;
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const checkout = useCreateRentalCheckout();
  const { reset } = checkout;

  usePageRestored(reset);

  const submit = async () => {
    const failure = gatingFailure(form, medicalRequired);
    if (failure) {
      const text = gatingFailureMessage(failure);
      toast.error(i18n._(text.title), { id: NOTICE_ID, description: i18n._(text.description) });
      return;
    }
    const built = buildRentalRequest(form, modelId, sizes, locale);
    if (!built.ok) {
      onRefused(built.errors);
      return;
    }
    try {
      const { url } = await checkout.mutateAsync(built.request);
      goToCheckout(url);
    } catch (error) {
      onRefused(rentalFieldErrors(rejectedFields(error)));
      const notice = checkoutErrorNotice(error);
      toast.error(i18n._(notice.title), {
        id: NOTICE_ID,
        description: i18n._(notice.description),
      });
      // Whatever refused it, the stock shown may be stale: ask again.
      void queryClient.invalidateQueries({ queryKey: RENTAL_AVAILABILITY_KEY });
    }
  };

  // Still "processing" after success: the browser is on its way to the payment page.
  return { submit, processing: checkout.isPending || checkout.isSuccess };
}
