import { Trans } from '@lingui/react/macro';

/** The terms' cancellation rules, as the refund policy (src/domain/refund-policy.ts) applies them. */
export function CancellationPolicy() {
  return (
    <section aria-labelledby="cancellation-policy" className="rounded-lg bg-stone-50 p-4 text-sm">
      <h2 id="cancellation-policy" className="font-semibold text-stone-900">
        <Trans>Condizioni di annullamento</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
        <li>
          <Trans>Più di 72 ore prima della partenza: rimborso totale.</Trans>
        </li>
        <li>
          <Trans>Da 72 a 24 ore prima: rimborso del 50%.</Trans>
        </li>
        <li>
          <Trans>Meno di 24 ore prima o mancata presentazione: nessun rimborso.</Trans>
        </li>
      </ul>
    </section>
  );
}
