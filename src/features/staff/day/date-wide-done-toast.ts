import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/ui/toast';

/**
 * Toasts what "Annulla data" or "Rinvia data" did to a date's bookings. Bookings moved or
 * cancelled between reading the date and acting on them were left as they are: the manager is
 * told how many after the sentence `done`.
 */
export function useDateWideDoneToast(): (done: string, left: number) => void {
  const { t } = useLingui();
  return (done, left) => {
    const skipped =
      left > 0
        ? ` ${t`${plural(left, { one: '# prenotazione non era più su questa data ed è rimasta com’era', other: '# prenotazioni non erano più su questa data e sono rimaste com’erano' })}.`}`
        : '';
    toast.success(`${done}${skipped}`);
  };
}
