import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { VoucherPage } from '@/features/voucher/voucher-page';
import { keepVoucherCode, keptVoucherCode } from '@/features/voucher/voucher-link-code';
import { QueryProvider } from '@/lib/query/query-provider';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PageMeta } from '@/ui/page-meta';

/** `code` from the voucher mails' link and the PDF's QR code (src/domain/vouchers/link.ts). */
const validateSearch = textSearchParams(['code'], { maxLength: 64 });

export const Route = createFileRoute('/buono')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the code leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({ path: '/buono', secret: 'code', keep: keepVoucherCode }),
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
