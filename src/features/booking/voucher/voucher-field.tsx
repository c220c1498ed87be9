import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { VoucherPanelProps } from './voucher-panel';

// Most bookings have no voucher: its field's inside stays out of the card's first load.
const VoucherPanel = lazy(() => import('./voucher-panel'));

/**
 * "Hai un buono regalo?": a disclosure, closed until asked for (open when a voucher is applied).
 * The applied voucher (in the card's form state) and its failure live in the card, so the total,
 * the submit button and the request read the same voucher; only the text typed is the panel's.
 */
export function VoucherField(props: VoucherPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(props.applied !== null || props.failure !== null);
  // A new failure (the checkout refusing the voucher) opens the field to show it.
  const [failureSeen, setFailureSeen] = useState(props.failure);
  if (props.failure !== failureSeen) {
    setFailureSeen(props.failure);
    if (props.failure !== null) setOpen(true);
  }
  return (
    <div className="rounded-lg border border-stone-200 p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between text-left font-medium text-vine-900"
      >
        <Trans>Hai un buono regalo?</Trans>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-stone-700">
                <Trans>Caricamento...</Trans>
              </p>
            }
          >
            <VoucherPanel {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
