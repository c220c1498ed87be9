import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CANCEL_REASON_MAX_LENGTH,
  cancelReasonSchema,
  type StaffRefundChoice,
} from '@/domain/api/staff-booking-search';
import { reasonProblem, REASON_REFUSED } from '@/features/staff/reason-problem';
import { formatEuros } from '@/domain/format';
import { parseEuroCents } from '@/domain/money';
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
import { useCancelBooking } from '../api/staff-booking-search';

type RefundKind = StaffRefundChoice['kind'];
interface Values {
  kind: RefundKind;
  percent: string;
  amount: string;
  reason: string;
}
type Field = 'percent' | 'amount' | 'reason';

const REASON_MISSING = msg`Scrivi il motivo dell'annullamento: resta nel registro delle attività.`;
const PERCENT_WRONG = msg`Scrivi una percentuale intera da 0 a 100.`;
const AMOUNT_WRONG = msg`Scrivi un importo in euro, per esempio 12,50.`;
const AMOUNT_ABOVE_PAID = msg`Il rimborso non può superare quanto il cliente ha pagato.`;

function refundOf(values: Values): StaffRefundChoice | null {
  if (values.kind === 'policy') return { kind: 'policy' };
  if (values.kind === 'percent') {
    const percent = /^\d{1,3}$/.test(values.percent.trim()) ? Number(values.percent) : NaN;
    return Number.isInteger(percent) && percent <= 100 ? { kind: 'percent', percent } : null;
  }
  const amountCents = parseEuroCents(values.amount);
  return amountCents === null ? null : { kind: 'amount', amountCents };
}

/** Each field's problem, by the server's own schema and the amount still paid. */
function problems(values: Values, paidCents: number): Partial<Record<Field, MessageDescriptor>> {
  const found: Partial<Record<Field, MessageDescriptor>> = {};
  const refund = refundOf(values);
  if (!refund)
    found[values.kind === 'percent' ? 'percent' : 'amount'] =
      values.kind === 'percent' ? PERCENT_WRONG : AMOUNT_WRONG;
  else if (refund.kind === 'amount' && refund.amountCents > paidCents)
    found.amount = AMOUNT_ABOVE_PAID;
  const reason = reasonProblem(cancelReasonSchema, values.reason, REASON_MISSING);
  if (reason) found.reason = reason;
  return found;
}

interface CancelBookingDialogProps {
  uid: string;
  bookingId: string;
  code: string;
  paidCents: number;
  policyRefund: { percent: number; amountCents: number } | undefined;
  disabled: boolean;
}

/**
 * "Annulla prenotazione" (managers): the terms' refund shown, or one chosen as a share or an
 * amount up to what is still paid, and a reason (required, kept in the activity log). Focus
 * starts on the first choice and returns to the button; Escape closes it unless it is sending.
 */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  const { uid, bookingId, code, paidCents, policyRefund, disabled } = props;
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const cancel = useCancelBooking(uid, bookingId);
  const dialog = useDialogForm<Values, Field, MessageDescriptor>({
    initial: { kind: 'policy', percent: '', amount: '', reason: '' },
    check: (values) => problems(values, paidCents),
    refused: (fields) => ({
      ...(fields.includes('reason') ? { reason: REASON_REFUSED } : {}),
      ...(fields.includes('refund.amountCents') ? { amount: AMOUNT_ABOVE_PAID } : {}),
      ...(fields.includes('refund.percent') ? { percent: PERCENT_WRONG } : {}),
    }),
    send: async (values) => {
      const refund = refundOf(values);
      if (!refund) return;
      const answer = await cancel.mutateAsync({ refund, reason: values.reason });
      const amount = formatEuros(answer.refundCents, locale);
      toast.success(
        answer.cancelled
          ? t`Prenotazione ${code} annullata, rimborso ${amount}.`
          : t`La prenotazione ${code} era già annullata: nessun nuovo rimborso.`,
      );
    },
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.bookingSearch)),
  });
  const { form } = dialog;
  const { values } = form;
  const words = (problem: MessageDescriptor) => i18n._(problem);
  const policy = policyRefund
    ? t`Secondo le condizioni: ${formatEuros(policyRefund.amountCents, locale)} (${policyRefund.percent}%)`
    : t`Secondo le condizioni`;
  const paid = formatEuros(paidCents, locale);
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <button
          type="button"
          disabled={disabled}
          className={`${buttonClass('danger', 'small')} min-h-11`}
        >
          {t`Annulla prenotazione`}
        </button>
      }
      title={t`Annullare la prenotazione ${code}?`}
      description={
        <Trans>
          Il cliente ha pagato {paid}. Riceve un'e-mail con l'annullamento e il rimborso; i posti
          tornano liberi. Una prenotazione annullata non viene rimborsata due volte.
        </Trans>
      }
      form={form}
      submitLabel={t`Annulla e rimborsa`}
      busyLabel={t`Annullamento in corso…`}
      closeLabel={t`Non annullare`}
      tone="danger"
      failure={dialog.failure}
    >
      <RadioGroupField<RefundKind>
        legend={t`Rimborso`}
        name="refund-kind"
        value={values.kind}
        onChange={(kind) => form.setValues((current) => ({ ...current, kind }))}
        options={[
          { value: 'policy', label: policy },
          { value: 'percent', label: t`Una percentuale` },
          { value: 'amount', label: t`Un importo` },
        ]}
      />
      {values.kind === 'percent' && (
        <TextField
          label={t`Percentuale da rimborsare`}
          inputMode="numeric"
          maxLength={3}
          required
          {...form.field('percent', words)}
        />
      )}
      {values.kind === 'amount' && (
        <TextField
          label={t`Importo da rimborsare (€)`}
          hint={t`Al massimo ${paid}.`}
          inputMode="decimal"
          maxLength={9}
          required
          {...form.field('amount', words)}
        />
      )}
      <TextAreaField
        label={t`Motivo`}
        required
        rows={3}
        maxLength={CANCEL_REASON_MAX_LENGTH}
        {...form.field('reason', words)}
      />
    </FormDialog>
  );
}
