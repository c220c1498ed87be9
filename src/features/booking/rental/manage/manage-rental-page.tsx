import { Trans } from '@lingui/react/macro';
import type { RentalHandle } from '@/domain/api/rental';
import { MailedLinkPage } from '@/ui/page/mailed-link-page';
import { ManageRentalPanel } from './manage-rental-panel';

/** /gestisci-noleggio: from the rental confirmation's signed link, or one's own rental. */
export function ManageRentalPage({ handle }: { handle: RentalHandle | null }) {
  return (
    <MailedLinkPage
      title={<Trans>Gestisci il noleggio</Trans>}
      handle={handle}
      incompleteLink={
        <Trans>
          Il link è incompleto. Usa il link "Gestisci il noleggio" dell'e-mail di conferma del
          noleggio.
        </Trans>
      }
    >
      {(rental) => <ManageRentalPanel handle={rental} />}
    </MailedLinkPage>
  );
}
