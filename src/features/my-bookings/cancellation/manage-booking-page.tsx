import { Trans } from '@lingui/react/macro';
import type { BookingHandle } from '@/domain/api/cancellation';
import { ManageBookingPanel } from './manage-booking-panel';

/** /gestisci-prenotazione: from the e-mail's signed link (no account) or one's own booking. */
export function ManageBookingPage({ handle }: { handle: BookingHandle | null }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Gestisci la prenotazione</Trans>
      </h1>
      {handle ? (
        <ManageBookingPanel handle={handle} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <Trans>
            Il link è incompleto. Usa il link "Gestisci la prenotazione" dell'e-mail di conferma,
            oppure accedi e apri "Le mie prenotazioni".
          </Trans>
        </p>
      )}
    </div>
  );
}
