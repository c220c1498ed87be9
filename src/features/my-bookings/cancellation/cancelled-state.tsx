import { Trans } from '@lingui/react/macro';
import type { ManageBookingResponse } from '@/domain/api/cancellation';
import { RefundLine } from './refund-line';

/** A booking that is already cancelled or refunded: it says so, and offers nothing more. */
export function CancelledState({ booking }: { booking: ManageBookingResponse }) {
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
      {refund.state === 'succeeded' && (
        <p className="text-stone-700">
          <Trans>
            Il rimborso è stato disposto: di solito arriva sulla carta in 5–10 giorni lavorativi.
          </Trans>
        </p>
      )}
      {refund.state === 'pending' && (
        <p className="text-stone-700">
          <Trans>
            Il rimborso è in corso: di solito arriva sulla carta in 5–10 giorni lavorativi.
          </Trans>
        </p>
      )}
      {refund.state === 'failed' && (
        <p className="text-stone-700">
          <Trans>
            Il rimborso non è ancora riuscito: lo riproviamo automaticamente e lo staff è stato
            avvisato.
          </Trans>
        </p>
      )}
    </div>
  );
}
