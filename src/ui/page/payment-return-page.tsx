import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/lib/query/query-provider';
import { NeedsConnection } from '@/ui/needs-connection';
import { PageMeta } from '@/ui/page-meta';

/**
 * The page Stripe sends a buyer back to (a booking's, a rental's, a gift's), kept out of search
 * results. Verifying the payment needs the server: offline, the page says so and verifies once
 * back online.
 */
export function PaymentReturnPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Verifica del pagamento`} noIndex />
      <QueryProvider>
        <NeedsConnection className="mx-auto my-10 max-w-2xl">{children}</NeedsConnection>
      </QueryProvider>
    </>
  );
}
