import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useStaffCancelRental } from '@/features/staff/api/staff-cancel-rental';

interface WeatherCancelButtonProps {
  uid: string;
  rental: DeskRental;
}

/**
 * "Annulla per maltempo" on a rental still to be picked up (managers; the server refuses guides):
 * the dialog says what follows, the server cancels it with a full refund whatever the day, gives
 * its bikes back and mails the customer in their language; the toast names the refund.
 */
export function WeatherCancelButton({ uid, rental }: WeatherCancelButtonProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const cancel = useStaffCancelRental(uid);
  const code = bookingCode(rental.rentalId);
  const customer = rental.customerName;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClass('outline', 'small')}>
          {t`Annulla per maltempo`}
          <span className="sr-only">
            {' '}
            {code}, {customer}
          </span>
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t`Annullare il noleggio ${code} per maltempo?`}
      confirmLabel={t`Annulla il noleggio`}
      busyLabel={t`Annullamento in corso…`}
      cancelLabel={t`Non annullare`}
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(rental.rentalId, {
          onSuccess: ({ refund }) => {
            setOpen(false);
            const amount = formatEuros(refund.amountCents, locale);
            toast.success(t`Noleggio ${code} annullato: rimborso di ${amount} a ${customer}.`);
          },
          onError: (error) => {
            setOpen(false);
            toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.rentalCancel)));
          },
        })
      }
    >
      <p>
        <Trans>
          Il noleggio di {customer} viene annullato e rimborsato al 100%, anche a meno di 24 ore dal
          ritiro. Le bici tornano disponibili.
        </Trans>
      </p>
      <p className="text-sm text-stone-700">
        <Trans>Il cliente riceve un'e-mail nella sua lingua.</Trans>
      </p>
    </ConfirmDialog>
  );
}
