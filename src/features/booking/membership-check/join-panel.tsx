import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useRef, type ComponentType } from 'react';
import { buttonClass } from '@/ui/button-class';
import type { Applicant, JoinFormProps } from './join-form-slot';
import type { SentApplication } from '@/features/booking/card/booking-form-state';

interface JoinPanelProps {
  JoinForm: ComponentType<JoinFormProps>;
  prefill: Applicant;
  onJoined: (application: SentApplication, applicant: Applicant) => void;
  /** Back to the booking, nothing sent. */
  onClose: () => void;
}

/**
 * The membership application shown in the booking card in place of the booking form (which stays
 * as it was, hidden): one form at a time, so a phone's screen shows what is being filled and the
 * two forms' submits never meet. The focus starts on its heading, so a screen reader announces
 * where the visitor is; Escape or "Torna alla prenotazione" goes back.
 */
export function JoinPanel({ JoinForm, prefill, onJoined, onClose }: JoinPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-5 space-y-4"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-vine-900 focus:outline-none"
        >
          <Trans>Iscriviti all'associazione</Trans>
        </h3>
        <button type="button" onClick={onClose} className={buttonClass('outline', 'small')}>
          <Trans>Torna alla prenotazione</Trans>
        </button>
      </div>
      <p className="text-sm text-stone-700">
        <Trans>
          Compila la domanda di ammissione: quando la invii torni alla prenotazione con i dati già
          inseriti.
        </Trans>
      </p>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-stone-700">
            <Trans>Caricamento del modulo...</Trans>
          </p>
        }
      >
        <JoinForm
          prefill={prefill}
          submitLabel={t`Invia la domanda e continua`}
          onJoined={onJoined}
        />
      </Suspense>
    </section>
  );
}
