import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import { findByDeskCode } from '@/domain/staff/desk-code';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { TicketCodeField } from '@/features/staff/day/ticket-code-field';
import type { DeskStep } from './desk-day-lists';

interface DeskCodeFormProps {
  /** The day's rentals a code can name: those going out first, then those coming back. */
  rentals: readonly DeskRental[];
  stepOf: (rental: DeskRental) => DeskStep;
  onOpen: (kind: 'pick_up' | 'return', rentalId: string) => void;
  /** Where the desk puts the cursor back once a form closes, ready for the next ticket. */
  inputRef: Ref<HTMLInputElement>;
}

/**
 * "Codice biglietto": the ticket's QR (from a hardware reader or the camera) or its 8 characters
 * typed by hand open that rental's pick-up or return. The code is matched against the day's list
 * on the phone, so it works offline too.
 */
export function DeskCodeForm({ rentals, stepOf, onOpen, inputRef }: DeskCodeFormProps) {
  const { t } = useLingui();
  const form = useCheckedForm<{ code: string }, 'code', string>({
    initial: { code: '' },
    check: ({ code }) => {
      if (code.trim() === '') return { code: t`Inquadra o scrivi il codice del biglietto.` };
      const rental = findByDeskCode(code, rentals);
      if (!rental) return { code: t`Nessun noleggio di questo giorno ha questo codice.` };
      const step = stepOf(rental);
      if (step === 'returned')
        return { code: t`Le bici di questo noleggio sono già state riconsegnate.` };
      if (step === 'handed_out')
        return { code: t`Le bici di questo noleggio sono già state consegnate.` };
      return {};
    },
    send: async ({ code }) => {
      const rental = findByDeskCode(code, rentals);
      const step = rental && stepOf(rental);
      // The check has just found the rental and a form for it; this only narrows the type.
      if (rental && (step === 'pick_up' || step === 'return')) onOpen(step, rental.rentalId);
      form.setField('code', '');
    },
  });
  return (
    <TicketCodeField
      form={form}
      hint={t`Inquadra il QR del noleggio o scrivi il codice di 8 caratteri.`}
      submitLabel={t`Apri`}
      inputRef={inputRef}
      className="mt-4"
    />
  );
}
