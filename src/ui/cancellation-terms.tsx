import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TitledSection } from './titled-section';

interface CancellationTermsProps {
  /** Whose terms: a tour's (by its departure) or a rental's (by its pick-up, and its dates move). */
  of: 'tour' | 'rental';
  /** What cancelling now would give back (a RefundLine). */
  refundNow: ReactNode;
}

/**
 * Above a booking's or a rental's "Annulla": the cancellation terms, as the refund policy
 * (src/domain/refund-policy.ts) applies them to both, then what cancelling now refunds.
 */
export function CancellationTerms({ of, refundNow }: CancellationTermsProps) {
  return (
    <>
      <TitledSection
        title={<Trans>Condizioni di annullamento</Trans>}
        className="rounded-lg bg-stone-50 p-4 text-sm"
        titleClassName="font-semibold text-stone-900"
      >
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
          <li>
            {of === 'tour' ? (
              <Trans>Più di 72 ore prima della partenza: rimborso totale.</Trans>
            ) : (
              <Trans>
                Più di 72 ore prima del ritiro: rimborso totale, e puoi cambiare le date.
              </Trans>
            )}
          </li>
          <li>
            <Trans>Da 72 a 24 ore prima: rimborso del 50%.</Trans>
          </li>
          <li>
            {of === 'tour' ? (
              <Trans>Meno di 24 ore prima o mancata presentazione: nessun rimborso.</Trans>
            ) : (
              <Trans>Meno di 24 ore prima o mancato ritiro: nessun rimborso.</Trans>
            )}
          </li>
        </ul>
      </TitledSection>
      <div className="space-y-1">
        <p className="text-stone-700">
          <Trans>Se annulli adesso:</Trans>
        </p>
        <p>{refundNow}</p>
      </div>
    </>
  );
}
