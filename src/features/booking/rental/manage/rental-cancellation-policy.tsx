import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CancellationTerms } from '@/ui/cancellation-terms';

/** The terms' rules for a rental, as the refund policy (src/domain/refund-policy.ts) applies them. */
export function RentalCancellationPolicy({ refundNow }: { refundNow: ReactNode }) {
  return (
    <CancellationTerms id="rental-policy" refundNow={refundNow}>
      <li>
        <Trans>Più di 72 ore prima del ritiro: rimborso totale, e puoi cambiare le date.</Trans>
      </li>
      <li>
        <Trans>Da 72 a 24 ore prima: rimborso del 50%.</Trans>
      </li>
      <li>
        <Trans>Meno di 24 ore prima o mancato ritiro: nessun rimborso.</Trans>
      </li>
    </CancellationTerms>
  );
}
