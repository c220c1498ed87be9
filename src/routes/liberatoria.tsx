import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { keepWaiverToken, keptWaiverToken } from '@/features/waiver/waiver-link-token';
import { WaiverPage } from '@/features/waiver/waiver-page';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { QueryProvider } from '@/lib/query/query-provider';
import { PageMeta } from '@/ui/page-meta';

/** `token` from a participant's "Firma la liberatoria" link (src/domain/api/waiver.ts, WAIVER_PATH). */
const validateSearch = textSearchParams(['token']);

export const Route = createFileRoute('/liberatoria')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the token leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({ path: '/liberatoria', secret: 'token', keep: keepWaiverToken }),
  component: WaiverRoute,
});

function WaiverRoute() {
  const { t } = useLingui();
  // Read on every navigation, not once: the booker opens one participant's link after another in
  // the same tab, and each arrives at the same address; the page must never keep the previous one.
  useLocation();
  const token = keptWaiverToken();
  return (
    <QueryProvider>
      <PageMeta title={t`Firma la liberatoria`} noIndex />
      <WaiverPage key={token ?? ''} token={token} />
    </QueryProvider>
  );
}
