import { Trans } from '@lingui/react/macro';
import type { BookingHandle } from '@/domain/api/cancellation';
import { MailedLinkPage } from '@/ui/page/mailed-link-page';
import { ManageBookingPanel } from './manage-booking-panel';

/** /gestisci-prenotazione: from the e-mail's signed link (no account) or one's own booking. */
export function ManageBookingPage({ handle }: { handle: BookingHandle | null }) {
  return (
    <MailedLinkPage
      title={<Trans>Gestisci la prenotazione</Trans>}
      handle={handle}
      incompleteLink={
        <Trans>
          Il link è incompleto. Usa il link "Gestisci la prenotazione" dell'e-mail di conferma,
          oppure accedi e apri "Le mie prenotazioni".
        </Trans>
      }
    >
      {(booking) => <ManageBookingPanel handle={booking} />}
    </MailedLinkPage>
  );
}
