import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface CancellationTermsProps {
  /** The terms' heading id, unique on the page. */
  id: string;
  /** What cancelling now would give back (a RefundLine). */
  refundNow: ReactNode;
  /** The rules, one `<li>` each, as the refund policy (src/domain/refund-policy.ts) applies them. */
  children: ReactNode;
}

/** Above a booking's or a rental's "Annulla": the cancellation terms, then what cancelling now refunds. */
export function CancellationTerms({ id, refundNow, children }: CancellationTermsProps) {
  return (
    <>
      <section aria-labelledby={id} className="rounded-lg bg-stone-50 p-4 text-sm">
        <h2 id={id} className="font-semibold text-stone-900">
          <Trans>Condizioni di annullamento</Trans>
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">{children}</ul>
      </section>
      <div className="space-y-1">
        <p className="text-stone-700">
          <Trans>Se annulli adesso:</Trans>
        </p>
        <p>{refundNow}</p>
      </div>
    </>
  );
}
