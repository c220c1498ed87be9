import { Trans, useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { RentalModelId } from '@/domain/rental/price-list';
import type { JoinFormProps } from '@/features/booking/membership-check/join-form-slot';
import { buttonClass } from '@/ui/button-class';

type JoinFormModule = { default: ComponentType<JoinFormProps> };

const loadPanel = async () => {
  // TanStack Query and the slot that offers joining come with the panel: /noleggia's first load
  // carries neither, and shares no chunk with the tour pages that the tour pages would pay for.
  const [{ default: Panel }, { QueryProvider }, { JoinFormSlot }] = await Promise.all([
    import('./rental-panel'),
    import('@/lib/query/query-provider'),
    import('@/features/booking/membership-check/join-form-slot'),
  ]);
  function RentalPanelWithQuery({
    joinForm,
    ...props
  }: ComponentProps<typeof Panel> & { joinForm: ComponentType<JoinFormProps> }) {
    return (
      <QueryProvider>
        <JoinFormSlot value={joinForm}>
          <Panel {...props} />
        </JoinFormSlot>
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
  loadJoinForm,
}: {
  /** The membership application, loaded when a visitor asks to join inside the panel. */
  loadJoinForm: () => Promise<JoinFormModule>;
  modelId: RentalModelId;
  modelName: string;
}) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [JoinForm] = useState(() => lazy(loadJoinForm));
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
            <RentalPanel modelId={modelId} joinForm={JoinForm} />
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
