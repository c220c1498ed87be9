import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { REJECTION_REASON_MAX_LENGTH, rejectionReasonSchema } from '@/domain/api/staff-members';
import { reasonProblem, REASON_REFUSED } from '@/features/staff/reason-problem';
import { TextAreaField } from '@/ui/form/text-area-field';
import { FormDialog } from '@/ui/form/form-dialog';
import { useCheckedForm } from '@/ui/form/use-checked-form';

interface RejectDialogProps {
  /** The names of the applications being rejected; the dialog is open while there are any. */
  names: readonly string[];
  onClose: () => void;
  /** Sends the rejection; throws when it failed (the dialog stays open, the reason kept). */
  onReject: (reason: string) => Promise<void>;
  /** Why the last attempt failed, in words. */
  failure: string;
}

const REASON_MISSING = msg`Scrivi il motivo: viene inviato per e-mail a chi ha fatto domanda.`;

/**
 * "Respingi": asks for the reason the applicant will read (focus starts in it), then rejects.
 * Escape and "Annulla" close it unless the rejection is under way; focus goes back where it was.
 */
export function RejectDialog({ names, onClose, onReject, failure }: RejectDialogProps) {
  const { t, i18n } = useLingui();
  const form = useCheckedForm<{ reason: string }, 'reason', MessageDescriptor>({
    initial: { reason: '' },
    check: ({ reason }) => {
      const problem = reasonProblem(rejectionReasonSchema, reason, REASON_MISSING);
      return problem ? { reason: problem } : {};
    },
    refused: (fields) => (fields.includes('reason') ? { reason: REASON_REFUSED } : {}),
    send: async ({ reason }) => {
      await onReject(reason);
      await form.reset();
    },
  });
  const count = names.length;
  const first = names[0] ?? '';
  return (
    <FormDialog
      open={count > 0}
      onOpenChange={(next) => !next && onClose()}
      title={count === 1 ? t`Respingere la domanda di ${first}?` : t`Respingere ${count} domande?`}
      description={t`Il motivo viene inviato per e-mail a chi ha fatto domanda. Le prenotazioni fatte in attesa della delibera vengono annullate e rimborsate per intero.`}
      form={form}
      submitLabel={t`Respingi`}
      busyLabel={t`Invio in corso…`}
      closeLabel={t`Annulla`}
      tone="danger"
      failure={failure}
    >
      <TextAreaField
        label={t`Motivo`}
        required
        rows={4}
        maxLength={REJECTION_REASON_MAX_LENGTH}
        {...form.field('reason', (problem) => i18n._(problem))}
      />
    </FormDialog>
  );
}
