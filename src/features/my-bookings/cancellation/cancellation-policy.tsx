import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CancellationTerms } from '@/ui/cancellation-terms';

/** The terms' cancellation rules, as the refund policy (src/domain/refund-policy.ts) applies them. */
export function CancellationPolicy({ refundNow }: { refundNow: ReactNode }) {
  return (
    <CancellationTerms id="cancellation-policy" refundNow={refundNow}>
      <li>
        <Trans>Più di 72 ore prima della partenza: rimborso totale.</Trans>
      </li>
      <li>
        <Trans>Da 72 a 24 ore prima: rimborso del 50%.</Trans>
      </li>
      <li>
        <Trans>Meno di 24 ore prima o mancata presentazione: nessun rimborso.</Trans>
      </li>
    </CancellationTerms>
  );
}
