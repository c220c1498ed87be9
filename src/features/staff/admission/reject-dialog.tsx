import * as Dialog from '@radix-ui/react-dialog';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  REJECTION_REASON_MAX_LENGTH,
  staffDecideApplicationsRequestSchema,
} from '@/domain/api/staff-members';
import { buttonClass } from '@/ui/button-class';
import { TextAreaField } from '@/ui/form/text-area-field';
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
const REASON_REFUSED = msg`Il motivo è troppo lungo o contiene caratteri non ammessi.`;

/** The reason checked with the server's own schema, on a request that is otherwise valid. */
function reasonProblem(reason: string): MessageDescriptor | undefined {
  if (reason.trim() === '') return REASON_MISSING;
  const parsed = staffDecideApplicationsRequestSchema.safeParse({
    decision: 'reject',
    applicationIds: ['check'],
    resolutionDate: '2000-01-01',
    reason,
  });
  return parsed.success ? undefined : REASON_REFUSED;
}

/**
 * "Respingi": asks for the reason the applicant will read (focus starts in it), then rejects.
 * Escape and "Annulla" close it unless the rejection is under way; focus goes back where it was.
 */
export function RejectDialog({ names, onClose, onReject, failure }: RejectDialogProps) {
  const { t, i18n } = useLingui();
  const form = useCheckedForm<{ reason: string }, 'reason', MessageDescriptor>({
    initial: { reason: '' },
    check: ({ reason }) => {
      const problem = reasonProblem(reason);
      return problem ? { reason: problem } : {};
    },
    refused: (fields) => (fields.includes('reason') ? { reason: REASON_REFUSED } : {}),
    send: async ({ reason }) => {
      await onReject(reason);
      await form.reset();
    },
  });
  const { formRef, submitting } = form;
  const open = names.length > 0;
  const first = names[0] ?? '';
  const count = names.length;
  const problem = form.errorOf('reason');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !submitting && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-vine-900">
            {count === 1 ? t`Respingere la domanda di ${first}?` : t`Respingere ${count} domande?`}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-800">
            {t`Il motivo viene inviato per e-mail a chi ha fatto domanda. Le prenotazioni fatte in attesa della delibera vengono annullate e rimborsate per intero.`}
          </Dialog.Description>
          <form ref={formRef} noValidate onSubmit={(event) => void form.onSubmit(event)}>
            <TextAreaField
              className="mt-4"
              name="reason"
              label={t`Motivo`}
              required
              rows={4}
              maxLength={REJECTION_REASON_MAX_LENGTH}
              value={form.values.reason}
              onChange={(value) => form.setField('reason', value)}
              error={problem ? i18n._(problem) : undefined}
            />
            {failure && (
              <p role="alert" className="mt-4 rounded-md bg-wine-50 p-3 text-wine-800">
                {failure}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close disabled={submitting} className={buttonClass('outline')}>
                {t`Annulla`}
              </Dialog.Close>
              <button
                type="submit"
                disabled={submitting}
                aria-busy={submitting}
                className={buttonClass('danger')}
              >
                {submitting ? t`Invio in corso…` : t`Respingi`}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
