import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import {
  keepRenewalToken,
  keptRenewalToken,
} from '@/features/membership/renewal/renewal-link-token';
import { RenewalByLink } from '@/features/membership/renewal/renewal-by-link';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { withholdReferrer } from '@/lib/routing/withhold-referrer';
import { PageMeta } from '@/ui/page-meta';

/** `token` from the renewal reminder's link (src/domain/renewal-link.ts, RENEWAL_PATH). */
const validateSearch = textSearchParams(['token']);

export const Route = createFileRoute('/rinnova')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the token leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: ({ search }) => {
    if (typeof window === 'undefined') return;
    withholdReferrer();
    if (search.token === undefined) return;
    keepRenewalToken(search.token);
    throw redirect({ to: '/rinnova', search: {}, replace: true });
  },
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
