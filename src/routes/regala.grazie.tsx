import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { keepGiftReturn, keptGiftReturn } from '@/features/gift/gift-return';
import { GiftSuccessView } from '@/features/gift/gift-success-view';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PaymentReturnPage } from '@/ui/page/payment-return-page';

const validateSearch = textSearchParams(['session_id', 'voucher']);

export const Route = createFileRoute('/regala/grazie')({
  validateSearch,
  // Before anything renders (and so before any third-party script): the ids, the voucher's code
  // among them, leave the address bar, replaced in the history; the page reads them from the tab.
  beforeLoad: ({ search }) => {
    if (typeof window === 'undefined') return;
    if (search.session_id === undefined && search.voucher === undefined) return;
    keepGiftReturn({ sessionId: search.session_id, voucherId: search.voucher });
    throw redirect({ to: '/regala/grazie', search: {}, replace: true });
  },
  component: GiftThanksPage,
});

function GiftThanksPage() {
  const [{ sessionId, voucherId }] = useState(keptGiftReturn);
  return (
    <PaymentReturnPage>
      <GiftSuccessView sessionId={sessionId} voucherId={voucherId} />
    </PaymentReturnPage>
  );
}
