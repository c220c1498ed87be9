import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ConfirmWaitlistPage } from '@/features/waitlist/confirm-waitlist-page';
import { LeaveWaitlistPage } from '@/features/waitlist/leave-waitlist-page';
import { keepWaitlistToken, keptWaitlistToken } from '@/features/waitlist/waitlist-link-token';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { QueryProvider } from '@/lib/query/query-provider';
import { PageMeta } from '@/ui/page-meta';

/**
 * `token` from a waiting-list mail's "Esci dalla lista" link, with `conferma` from the first
 * mail's confirmation link (WAITLIST_LEAVE_PATH and WAITLIST_CONFIRM_PARAM in
 * src/domain/waitlist-link.ts).
 */
const validateSearch = textSearchParams(['token', 'conferma']);

export const Route = createFileRoute('/lista-attesa')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the token leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({
    path: '/lista-attesa',
    secret: 'token',
    keep: keepWaitlistToken,
    stay: ['conferma'],
  }),
  component: LeaveWaitlistRoute,
});

function LeaveWaitlistRoute() {
  const { t } = useLingui();
  // Read on every navigation: a second mail's link opened in the same tab arrives at the same
  // address and must never find the previous token.
  useLocation();
  const { conferma } = Route.useSearch();
  const token = keptWaitlistToken();
  return (
    <QueryProvider>
      {conferma === undefined ? (
        <>
          <PageMeta title={t`Esci dalla lista d'attesa`} noIndex />
          <LeaveWaitlistPage key={token ?? ''} token={token} />
        </>
      ) : (
        <>
          <PageMeta title={t`Conferma la lista d'attesa`} noIndex />
          <ConfirmWaitlistPage key={token ?? ''} token={token} />
        </>
      )}
    </QueryProvider>
  );
}
