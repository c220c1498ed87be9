import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import type { StaffRoster } from '@/domain/api/staff';
import { judgeTicketCode, type CheckInVerdict } from '@/domain/staff/check-in-verdict';
import { buttonClass } from '@/ui/button-class';
import { TextField } from '@/ui/form/text-field';
import { CheckInVerdictBanner } from './check-in-verdict-banner';

const CameraScanner = lazy(() =>
  import('./camera-scanner').then((module) => ({ default: module.CameraScanner })),
);

interface CheckInPanelProps {
  roster: StaffRoster;
  /** This device's check-ins the roster does not show yet (bookingId → time of the scan). */
  unsent: ReadonlyMap<string, string>;
  onAdmitted: (bookingId: string) => Promise<void>;
}

/**
 * "Codice biglietto": the QR content from the camera, the same text typed by a hardware scanner
 * (which ends with Enter), or the 8-character reference typed by hand. Judged on the device
 * against the day's roster, so it works with no signal; an admitted party is checked in at once.
 */
export function CheckInPanel({ roster, unsent, onAdmitted }: CheckInPanelProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<CheckInVerdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const judge = useCallback(
    async (text: string) => {
      if (text.trim() === '') {
        setError(t`Inquadra o scrivi il codice del biglietto.`);
        input.current?.focus();
        return;
      }
      setError(undefined);
      setChecking(true);
      try {
        const answer = await judgeTicketCode(text, roster, unsent);
        if (answer.kind === 'admitted') await onAdmitted(answer.booking.bookingId);
        setVerdict(answer);
        setCode('');
      } finally {
        setChecking(false);
        // Ready for the next party: a hardware scanner types into the focused field.
        input.current?.focus();
      }
    },
    [roster, unsent, onAdmitted, t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void judge(code);
  };

  const scanned = useCallback(
    (text: string) => {
      setScanning(false);
      void judge(text);
    },
    [judge],
  );

  return (
    <section aria-labelledby="check-in-title" className="mt-8">
      <h2 id="check-in-title" className="text-2xl font-bold text-vine-900">
        {t`Check-in`}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3">
        <TextField
          label={t`Codice biglietto`}
          hint={t`Inquadra il QR con la fotocamera, usa un lettore oppure scrivi il codice di 8 caratteri.`}
          value={code}
          onChange={setCode}
          error={error}
          autoComplete="off"
          spellCheck={false}
          inputRef={input}
          trailing={
            <button
              type="submit"
              disabled={checking}
              aria-busy={checking}
              className={buttonClass('primary', 'medium')}
            >
              {t`Verifica`}
            </button>
          }
        />
      </form>
      {scanning ? (
        <Suspense fallback={<p role="status">{t`Apertura della fotocamera...`}</p>}>
          <CameraScanner onCode={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setScanning(true)}
          className={`${buttonClass('outline', 'small')} mt-3`}
        >
          {t`Scansiona con la fotocamera`}
        </button>
      )}
      <div role="status" aria-live="assertive">
        {verdict && <CheckInVerdictBanner verdict={verdict} />}
      </div>
    </section>
  );
}
