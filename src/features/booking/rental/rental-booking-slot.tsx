import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps } from 'react';
import type { RentalModelId } from '@/domain/rental/price-list';
import { buttonClass } from '@/ui/button-class';

const loadPanel = async () => {
  // TanStack Query comes with the panel: /noleggia gets it only once a visitor asks to book.
  const [{ default: Panel }, { QueryProvider }] = await Promise.all([
    import('./rental-panel'),
    import('@/lib/query/query-provider'),
  ]);
  function RentalPanelWithQuery(props: ComponentProps<typeof Panel>) {
    return (
      <QueryProvider>
        <Panel {...props} />
      </QueryProvider>
    );
  }
  return { default: RentalPanelWithQuery };
};

/*
 * The booking panel (calendar, stock, membership steps) must not weigh on /noleggia's first load:
 * its chunk is fetched when the visitor points at or focuses "Prenota", and shown on the press.
 */
const RentalPanel = lazy(loadPanel);

/** "Prenota" on a model's card and, once pressed, the booking panel below it. */
export function RentalBookingSlot({
  modelId,
  modelName,
}: {
  modelId: RentalModelId;
  modelName: string;
}) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const bookButton = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Prenota ${modelName}`}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        // Opens, never toggles: a double tap (or a tap made before hydration, replayed) keeps the
        // panel open; "Chiudi" closes it.
        onClick={() => setOpen(true)}
        ref={bookButton}
        className={`${buttonClass('primary', 'large')} w-full`}
      >
        <Trans>Prenota</Trans>
      </button>
      <div id={panelId}>
        {open && (
          <Suspense
            fallback={
              <p role="status" className="mt-4 text-sm text-stone-700">
                <Trans>Caricamento...</Trans>
              </p>
            }
          >
            <RentalPanel modelId={modelId} />
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                bookButton.current?.focus();
              }}
              className={`${buttonClass('outline', 'medium')} mt-4 w-full`}
            >
              <Trans>Chiudi</Trans>
            </button>
          </Suspense>
        )}
      </div>
    </div>
  );
}
