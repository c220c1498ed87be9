import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManageBookingResponse, RefundState } from '@/domain/api/cancellation';
import { RefundLine } from '@/ui/refund-line';

/** Where the refund stands, for a customer waiting for it; a refund of nothing needs no word. */
const REFUND_PROGRESS: Record<Exclude<RefundState, 'none'>, MessageDescriptor> = {
  succeeded: msg`Il rimborso è stato disposto: di solito arriva sulla carta in 5–10 giorni lavorativi.`,
  pending: msg`Il rimborso è in corso: di solito arriva sulla carta in 5–10 giorni lavorativi.`,
  failed: msg`Il rimborso non è ancora riuscito: lo riproviamo automaticamente e lo staff è stato avvisato.`,
};

/** A booking that is already cancelled or refunded: it says so, and offers nothing more. */
export function CancelledState({ booking }: { booking: ManageBookingResponse }) {
  const { i18n } = useLingui();
  const { refund } = booking;
  if (booking.status === 'refunded') {
    return (
      <p role="status" className="font-semibold text-stone-900">
        <Trans>Questa prenotazione è stata rimborsata.</Trans>
      </p>
    );
  }
  return (
    <div role="status" className="space-y-2">
      <p className="font-semibold text-stone-900">
        <Trans>Questa prenotazione è annullata.</Trans>
      </p>
      <p>
        <RefundLine amountCents={refund.amountCents} percent={refund.percent} />
      </p>
      {refund.state !== 'none' && (
        <p className="text-stone-700">{i18n._(REFUND_PROGRESS[refund.state])}</p>
      )}
    </div>
  );
}
