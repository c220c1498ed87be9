import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  VOUCHER_REASON_MAX_LENGTH,
  staffIssueVoucherRequestSchema,
} from '@/domain/api/staff-vouchers';
import { VOUCHER_MESSAGE_MAX_LENGTH } from '@/domain/api/vouchers';
import { formatEuros } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { parseEuroCents } from '@/domain/money';
import { HAND_ISSUE_MAX_CENTS, HAND_ISSUE_MIN_CENTS } from '@/domain/vouchers/amount';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { RadioGroupField } from '@/ui/form/radio-group-field';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { fieldErrorsFrom } from '@/ui/form/field-errors-from';
import { FormDialog } from '@/ui/form/form-dialog';
import { useDialogForm } from '@/ui/form/use-dialog-form';
import { toast } from '@/ui/toast';
import { useIssueVoucher } from '../api/staff-vouchers';
import { REASON_REFUSED } from '@/features/staff/reason-problem';
import { voucherReasonProblem } from './voucher-reason';

interface Values {
  amount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  locale: Locale;
  reason: string;
}
type Field = 'amount' | 'recipientName' | 'recipientEmail' | 'message' | 'reason';

const newRequestId = () => crypto.randomUUID();

function requestOf(values: Values, requestId: string) {
  return {
    requestId,
    amountCents: parseEuroCents(values.amount) ?? -1,
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail.trim(),
    message: values.message,
    locale: values.locale,
    reason: values.reason,
  };
}

const issueErrors = fieldErrorsFrom<unknown, Field>(staffIssueVoucherRequestSchema, {
  fields: {
    amount: msg`Scrivi un importo in euro da 1 a 1000, per esempio 45,50.`,
    recipientName: msg`Scrivi il nome di chi riceve il buono.`,
    recipientEmail: msg`Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.`,
    message: msg`Il messaggio è troppo lungo o contiene caratteri non ammessi.`,
    reason: REASON_REFUSED,
  },
  renamed: { amountCents: 'amount' },
});

/** Each field's problem, by the server's own schema; the reason says whether it is missing. */
function problems(values: Values): Partial<Record<Field, MessageDescriptor>> {
  const { reason: _checked, ...found } = issueErrors.check(requestOf(values, 'check'));
  const reason = voucherReasonProblem(values.reason);
  return reason ? { ...found, reason } : found;
}

/**
 * "Emetti un buono" (managers): a voucher worth any amount from 1 to 1 000 €, for a goodwill
 * gesture or a refund the customer agreed to take as a voucher, mailed at once to the recipient
 * in their language with a copy to the association. One request id per voucher being written: a
 * double tap or a retry after a lost answer issues it once.
 */
export function IssueVoucherDialog({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [requestId, setRequestId] = useState(newRequestId);
  const issue = useIssueVoucher(uid);
  const dialog = useDialogForm<Values, Field, MessageDescriptor>({
    initial: {
      amount: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
      locale,
      reason: '',
    },
    check: problems,
    refused: issueErrors.refused,
    send: async (values) => {
      const answer = await issue.mutateAsync(requestOf(values, requestId));
      const amount = formatEuros(answer.voucher.amountCents, locale);
      const code = answer.voucher.code;
      toast.success(
        t`Buono ${code} da ${amount} emesso e inviato a ${answer.voucher.deliveryEmail}.`,
      );
      setRequestId(newRequestId());
    },
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.vouchers)),
  });
  const { form } = dialog;
  const words = (problem: MessageDescriptor) => i18n._(problem);
  const { values } = form;
  const min = formatEuros(HAND_ISSUE_MIN_CENTS, locale);
  const max = formatEuros(HAND_ISSUE_MAX_CENTS, locale);
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <button type="button" className={`${buttonClass('primary')} min-h-11`}>
          {t`Emetti un buono`}
        </button>
      }
      title={t`Emetti un buono`}
      description={t`Per un gesto di cortesia, o al posto di un rimborso se il cliente è d'accordo. Il buono parte subito per e-mail a chi lo riceve, con una copia all'associazione.`}
      form={form}
      submitLabel={t`Emetti e invia`}
      busyLabel={t`Emissione in corso…`}
      closeLabel={t`Chiudi`}
      failure={dialog.failure}
    >
      <TextField
        label={t`Importo (€)`}
        hint={t`Da ${min} a ${max}.`}
        inputMode="decimal"
        maxLength={9}
        required
        {...form.field('amount', words)}
      />
      <TextField
        label={t`Nome di chi lo riceve`}
        autoComplete="off"
        required
        {...form.field('recipientName', words)}
      />
      <TextField
        type="email"
        label={t`E-mail di chi lo riceve`}
        autoComplete="off"
        required
        {...form.field('recipientEmail', words)}
      />
      <RadioGroupField<Locale>
        legend={t`Lingua del buono`}
        name="locale"
        value={values.locale}
        onChange={(next) => form.setField('locale', next)}
        options={[
          { value: 'it', label: t`Italiano` },
          { value: 'en', label: t`Inglese` },
        ]}
      />
      <TextAreaField
        label={t`Messaggio sul buono (facoltativo)`}
        rows={2}
        maxLength={VOUCHER_MESSAGE_MAX_LENGTH}
        {...form.field('message', words)}
      />
      <TextAreaField
        label={t`Motivo (resta nel registro)`}
        required
        rows={2}
        maxLength={VOUCHER_REASON_MAX_LENGTH}
        {...form.field('reason', words)}
      />
    </FormDialog>
  );
}
