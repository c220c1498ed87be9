import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import {
  keepRenewalToken,
  keptRenewalToken,
} from '@/features/membership/renewal/renewal-link-token';
import { RenewalByLink } from '@/features/membership/renewal/renewal-by-link';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PageMeta } from '@/ui/page-meta';

/** `token` from the renewal reminder's link (src/domain/renewal-link.ts, RENEWAL_PATH). */
const validateSearch = textSearchParams(['token']);

export const Route = createFileRoute('/rinnova')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the token leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({ path: '/rinnova', secret: 'token', keep: keepRenewalToken }),
  component: RenewalRoute,
});

function RenewalRoute() {
  const { t } = useLingui();
  const [token] = useState(keptRenewalToken);
  return (
    <>
      <PageMeta title={t`Rinnovo dell'iscrizione`} noIndex />
      <RenewalByLink token={token} />
    </>
  );
}
