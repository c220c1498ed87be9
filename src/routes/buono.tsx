import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { VoucherPage } from '@/features/voucher/voucher-page';
import { keepVoucherCode, keptVoucherCode } from '@/features/voucher/voucher-link-code';
import { QueryProvider } from '@/lib/query/query-provider';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { withholdReferrer } from '@/lib/routing/withhold-referrer';
import { PageMeta } from '@/ui/page-meta';

/** `code` from the voucher mails' link and the PDF's QR code (src/domain/vouchers/link.ts). */
const validateSearch = textSearchParams(['code'], { maxLength: 64 });

export const Route = createFileRoute('/buono')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the code leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: ({ search }) => {
    if (typeof window === 'undefined') return;
    withholdReferrer();
    if (search.code === undefined) return;
    keepVoucherCode(search.code);
    throw redirect({ to: '/buono', search: {}, replace: true });
  },
  component: VoucherRoute,
});

function VoucherRoute() {
  const { t } = useLingui();
  const [code] = useState(keptVoucherCode);
  return (
    <QueryProvider>
      <PageMeta
        title={t`Buono regalo`}
        description={t`Il saldo, la validità e i movimenti del tuo buono regalo, e il PDF da stampare.`}
        noIndex
      />
      <VoucherPage linkCode={code} />
    </QueryProvider>
  );
}
