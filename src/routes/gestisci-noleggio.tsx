import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ManageRentalPage } from '@/features/booking/rental/manage/manage-rental-page';
import {
  keepRentalManageToken,
  keptRentalManageToken,
} from '@/features/booking/rental/manage/rental-manage-token';
import { QueryProvider } from '@/lib/query/query-provider';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PageMeta } from '@/ui/page-meta';

/** `token` from the rental confirmation e-mail's "Gestisci il noleggio" link. */
const validateSearch = textSearchParams(['token']);

export const Route = createFileRoute('/gestisci-noleggio')({
  validateSearch,
  // Before anything renders: the tab stops sending Referers, and the token leaves the address
  // bar (replaced in the history); the page reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({
    path: '/gestisci-noleggio',
    secret: 'token',
    keep: keepRentalManageToken,
  }),
  component: ManageRentalRoute,
});

function ManageRentalRoute() {
  const { t } = useLingui();
  const [token] = useState(keptRentalManageToken);
  return (
    <QueryProvider>
      <PageMeta title={t`Gestisci il noleggio`} noIndex />
      <ManageRentalPage handle={token ? { token } : null} />
    </QueryProvider>
  );
}
