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

const AMOUNT_WRONG = msg`Scrivi un importo in euro da 1 a 1000, per esempio 45,50.`;
const NAME_WRONG = msg`Scrivi il nome di chi riceve il buono.`;
const EMAIL_WRONG = msg`Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.`;
const MESSAGE_WRONG = msg`Il messaggio è troppo lungo o contiene caratteri non ammessi.`;

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

/** Each field's problem, by the server's own schema. */
function problems(values: Values): Partial<Record<Field, MessageDescriptor>> {
  const parsed = staffIssueVoucherRequestSchema.safeParse(requestOf(values, 'check'));
  const found: Partial<Record<Field, MessageDescriptor>> = {};
  const failed = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  if (failed.has('amountCents')) found.amount = AMOUNT_WRONG;
  if (failed.has('recipientName')) found.recipientName = NAME_WRONG;
  if (failed.has('recipientEmail')) found.recipientEmail = EMAIL_WRONG;
  if (failed.has('message')) found.message = MESSAGE_WRONG;
  const reason = voucherReasonProblem(values.reason);
  if (reason) found.reason = reason;
  return found;
}

const REFUSED_FIELDS: Record<string, [Field, MessageDescriptor]> = {
  amountCents: ['amount', AMOUNT_WRONG],
  recipientName: ['recipientName', NAME_WRONG],
  recipientEmail: ['recipientEmail', EMAIL_WRONG],
  message: ['message', MESSAGE_WRONG],
  reason: ['reason', REASON_REFUSED],
};

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
    refused: (fields) =>
      Object.fromEntries(
        fields.flatMap((field) => {
          const refused = REFUSED_FIELDS[field];
          return refused ? [refused] : [];
        }),
      ),
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
