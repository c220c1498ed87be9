import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { RentalHandle } from '@/domain/api/rental';
import { ManageRentalPage } from '@/features/booking/rental/manage/manage-rental-page';
import {
  keepRentalManageToken,
  keptRentalManageToken,
} from '@/features/booking/rental/manage/rental-manage-token';
import { QueryProvider } from '@/lib/query/query-provider';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PageMeta } from '@/ui/page-meta';

/**
 * `token` from the rental confirmation e-mail's "Gestisci il noleggio" link; `rental_id` from "Le
 * mie prenotazioni" (one's own rental, signed in).
 */
const validateSearch = textSearchParams(['token', 'rental_id']);

export const Route = createFileRoute('/gestisci-noleggio')({
  validateSearch,
  // Before anything renders: the tab stops sending Referers, and the token leaves the address
  // bar (replaced in the history); the page reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({
    path: '/gestisci-noleggio',
    secret: 'token',
    keep: keepRentalManageToken,
    stay: ['rental_id'],
  }),
  component: ManageRentalRoute,
});

function ManageRentalRoute() {
  const { t } = useLingui();
  const { rental_id: rentalId } = Route.useSearch();
  const [token] = useState(keptRentalManageToken);
  // A rental named in the address (one's own) comes before a link opened earlier in the tab.
  const handle: RentalHandle | null = rentalId ? { rentalId } : token ? { token } : null;
  return (
    <QueryProvider>
      <PageMeta title={t`Gestisci il noleggio`} noIndex />
      <ManageRentalPage handle={handle} />
    </QueryProvider>
  );
}
