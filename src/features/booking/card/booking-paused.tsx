import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Staff paused online booking (or the schedule cannot be read): the card offers contact instead. */
export function BookingPaused() {
  return (
    <div role="status" className="mt-5 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-stone-900">
        <Trans>La prenotazione online di questo tour è sospesa.</Trans>
      </p>
      <p className="mt-1 text-stone-800">
        <Trans>
          Scrivici o chiamaci: ti diciamo noi le prossime date e i posti liberi.{' '}
          <Link to="/contatti" className="font-medium text-vine-800 underline">
            Contattaci
          </Link>
        </Trans>
      </p>
    </div>
  );
}
