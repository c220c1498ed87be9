import { Trans } from '@lingui/react/macro';

/** The terms' rules for a rental, as the refund policy (src/domain/refund-policy.ts) applies them. */
export function RentalCancellationPolicy() {
  return (
    <section aria-labelledby="rental-policy" className="rounded-lg bg-stone-50 p-4 text-sm">
      <h2 id="rental-policy" className="font-semibold text-stone-900">
        <Trans>Condizioni di annullamento</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
        <li>
          <Trans>Più di 72 ore prima del ritiro: rimborso totale, e puoi cambiare le date.</Trans>
        </li>
        <li>
          <Trans>Da 72 a 24 ore prima: rimborso del 50%.</Trans>
        </li>
        <li>
          <Trans>Meno di 24 ore prima o mancato ritiro: nessun rimborso.</Trans>
        </li>
      </ul>
    </section>
  );
}
