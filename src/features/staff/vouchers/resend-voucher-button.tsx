import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffVoucher } from '@/domain/api/staff-vouchers';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { toast } from '@/ui/toast';
import { useChangeVoucher } from '../api/staff-vouchers';

/**
 * "Invia di nuovo il buono": the voucher mail once more to where it went. One request id per
 * card shown: a double tap queues one mail; another resend later takes a new id.
 */
export function ResendVoucherButton({ uid, voucher }: { uid: string; voucher: StaffVoucher }) {
  const { t, i18n } = useLingui();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const change = useChangeVoucher(uid, voucher.code);
  const resend = async () => {
    try {
      await change.mutateAsync({ kind: 'resend', requestId });
      toast.success(t`Buono ${voucher.code} inviato di nuovo a ${voucher.deliveryEmail}.`);
      setRequestId(crypto.randomUUID());
    } catch (error) {
      toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.vouchers)));
    }
  };
  return (
    <button
      type="button"
      disabled={change.isPending}
      aria-busy={change.isPending}
      onClick={() => void resend()}
      className={`${buttonClass('outline', 'small')} min-h-11`}
    >
      {change.isPending ? t`Invio in corso…` : t`Invia di nuovo il buono`}
    </button>
  );
}
