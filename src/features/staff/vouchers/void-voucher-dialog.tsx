import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { VOUCHER_REASON_MAX_LENGTH, type StaffVoucher } from '@/domain/api/staff-vouchers';
import { REASON_REFUSED } from '@/features/staff/reason-problem';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { TextAreaField } from '@/ui/form/text-area-field';
import { FormDialog } from '@/ui/form/form-dialog';
import { useDialogForm } from '@/ui/form/use-dialog-form';
import { toast } from '@/ui/toast';
import { useChangeVoucher } from '../api/staff-vouchers';
import { voucherReasonProblem } from './voucher-reason';

/** "Annulla buono": the voucher stops paying; its balance leaves with a `void` entry. */
export function VoidVoucherDialog({ uid, voucher }: { uid: string; voucher: StaffVoucher }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const change = useChangeVoucher(uid, voucher.code);
  const dialog = useDialogForm<{ reason: string }, 'reason', MessageDescriptor>({
    initial: { reason: '' },
    check: ({ reason }) => {
      const found = voucherReasonProblem(reason);
      return found ? { reason: found } : {};
    },
    refused: (fields) => (fields.includes('change.reason') ? { reason: REASON_REFUSED } : {}),
    send: async ({ reason }) => {
      const answer = await change.mutateAsync({ kind: 'void', reason });
      toast.success(
        answer.changed
          ? t`Buono ${voucher.code} annullato.`
          : t`Il buono ${voucher.code} era già annullato.`,
      );
    },
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.vouchers)),
  });
  const { form } = dialog;
  const balance = formatEuros(voucher.balanceCents, locale);
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <button type="button" className={`${buttonClass('danger', 'small')} min-h-11`}>
          {t`Annulla buono`}
        </button>
      }
      title={t`Annullare il buono ${voucher.code}?`}
      description={t`Il saldo di ${balance} viene azzerato e il buono non si potrà più usare. Non si può tornare indietro.`}
      form={form}
      submitLabel={t`Annulla il buono`}
      busyLabel={t`Annullamento in corso…`}
      closeLabel={t`Chiudi`}
      tone="danger"
      failure={dialog.failure}
    >
      <TextAreaField
        label={t`Motivo`}
        required
        rows={3}
        maxLength={VOUCHER_REASON_MAX_LENGTH}
        {...form.field('reason', (problem) => i18n._(problem))}
      />
    </FormDialog>
  );
}
