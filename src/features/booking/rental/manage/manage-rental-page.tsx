import { Trans } from '@lingui/react/macro';
import type { RentalHandle } from '@/domain/api/rental';
import { ManageRentalPanel } from './manage-rental-panel';

/** /gestisci-noleggio: from the rental confirmation's signed link, no account needed. */
export function ManageRentalPage({ handle }: { handle: RentalHandle | null }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Gestisci il noleggio</Trans>
      </h1>
      {handle ? (
        <ManageRentalPanel handle={handle} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <Trans>
            Il link è incompleto. Usa il link "Gestisci il noleggio" dell'e-mail di conferma del
            noleggio.
          </Trans>
        </p>
      )}
    </div>
  );
}
