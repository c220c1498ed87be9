import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StaffVoucher } from '@/domain/api/staff-vouchers';
import { latestExtensionDay } from '@/domain/vouchers/validity';
import { isIsoDate } from '@/domain/calendar';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { DateField } from '@/ui/form/date-field';
import { FormDialog } from '@/ui/form/form-dialog';
import { useDialogForm } from '@/ui/form/use-dialog-form';
import { toast } from '@/ui/toast';
import { useChangeVoucher } from '../api/staff-vouchers';

const DATE_MISSING = msg`Scegli il nuovo ultimo giorno di validità.`;
const DATE_NOT_LATER = msg`Scegli un giorno dopo l'attuale scadenza, entro 5 anni da oggi.`;

function problem(validUntil: string, current: string): MessageDescriptor | undefined {
  if (!isIsoDate(validUntil)) return DATE_MISSING;
  return validUntil <= current || validUntil > latestExtensionDay(new Date())
    ? DATE_NOT_LATER
    : undefined;
}

/** "Proroga": a later last day of use, written as an `extend` entry of the ledger. */
export function ExtendVoucherDialog({ uid, voucher }: { uid: string; voucher: StaffVoucher }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const change = useChangeVoucher(uid, voucher.code);
  const dialog = useDialogForm<{ validUntil: string }, 'validUntil', MessageDescriptor>({
    initial: { validUntil: '' },
    check: ({ validUntil }) => {
      const found = problem(validUntil, voucher.validUntil);
      return found ? { validUntil: found } : {};
    },
    refused: (fields) =>
      fields.includes('change.validUntil') ? { validUntil: DATE_NOT_LATER } : {},
    send: async ({ validUntil }) => {
      await change.mutateAsync({ kind: 'extend', validUntil });
      const day = formatDayMonthYear(validUntil, locale);
      toast.success(t`Buono ${voucher.code} valido fino al ${day}.`);
    },
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.vouchers)),
  });
  const { form } = dialog;
  const current = formatDayMonthYear(voucher.validUntil, locale);
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <button type="button" className={`${buttonClass('outline', 'small')} min-h-11`}>
          {t`Proroga`}
        </button>
      }
      title={t`Prorogare il buono ${voucher.code}?`}
      description={t`Ora è valido fino al ${current}. La proroga resta nel registro del buono e nel registro delle attività.`}
      form={form}
      submitLabel={t`Proroga`}
      busyLabel={t`Proroga in corso…`}
      closeLabel={t`Chiudi`}
      failure={dialog.failure}
    >
      <DateField
        label={t`Nuovo ultimo giorno di validità`}
        required
        {...form.field('validUntil', (problem) => i18n._(problem))}
      />
    </FormDialog>
  );
}
