import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { keepReceiptToken, keptReceiptToken } from '@/features/receipt/receipt-link-token';
import { ReceiptPage } from '@/features/receipt/receipt-page';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { QueryProvider } from '@/lib/query/query-provider';
import { PageMeta } from '@/ui/page-meta';

/** `token` from a receipt's link (src/domain/api/receipts.ts, RECEIPT_PATH). */
const validateSearch = textSearchParams(['token']);

export const Route = createFileRoute('/ricevuta')({
  validateSearch,
  // Before anything renders: the tab stops sending Referers, and the token leaves the address
  // bar, replaced in the history; the page reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({ path: '/ricevuta', secret: 'token', keep: keepReceiptToken }),
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { t } = useLingui();
  // Read on every navigation: a member opens one receipt after another in the same tab.
  useLocation();
  const token = keptReceiptToken();
  return (
    <QueryProvider>
      <PageMeta title={t`La tua ricevuta`} noIndex />
      <ReceiptPage key={token ?? ''} token={token} />
    </QueryProvider>
  );
}
