import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { formatLongDate } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { buttonClass } from './button-class';

// The calendar (react-day-picker and its styles) loads when the dialog first shows it, so the
// pages offering "Cambia data" carry none of it until then.
const DateChoicePicker = lazy(() =>
  import('./date-choice-picker').then((module) => ({ default: module.DateChoicePicker })),
);

interface ChangeDateDialogProps {
  /** The "Cambia data" button; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tourName: string;
  /** The booking's date now, and how many ride: the dates offered have room for all of them. */
  currentDate: string;
  participants: number;
  locale: Locale;
  /** The dates it may move to; undefined while they are asked for. */
  choices: readonly string[] | undefined;
  /** Why the dates could not be listed (translated). */
  choicesError: ReactNode;
  busy: boolean;
  /** The server's refusal of the move (translated), shown under the calendar until `onRetry`. */
  error: ReactNode;
  /** Another date is taken to the confirmation: the last refusal no longer applies. */
  onRetry: () => void;
  onConfirm: (date: string) => void;
  /** Once moved: the new date and the reissued ticket. */
  done: ReactNode;
  /** Further fields of the confirmation step (staff: the reason for a tour already begun). */
  confirmExtra?: ReactNode;
}

type Step = 'pick' | 'confirm';

/**
 * Choosing another date for a booking in two steps, then its outcome: a calendar offering only
 * the dates with room, a confirmation naming both dates, and what the move gave. Focus goes to
 * each step's heading as it appears (announced), and back to the button that opened it on close;
 * while the move runs the dialog cannot be closed.
 */
export function ChangeDateDialog(props: ChangeDateDialogProps) {
  const { t } = useLingui();
  const { open, choices, busy, locale, done, tourName, participants } = props;
  const [step, setStep] = useState<Step>('pick');
  const [chosen, setChosen] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorId = useId();
  // A refusal sends the customer back to the calendar, to choose again.
  const stage = done ? 'done' : props.error ? 'pick' : step;

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open, stage]);

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setStep('pick');
      setChosen(null);
    }
    props.onOpenChange(next);
  };
  const from = formatLongDate(props.currentDate, locale);
  const to = chosen ? formatLongDate(chosen, locale) : '';
  const title =
    stage === 'done'
      ? t`Data cambiata`
      : stage === 'confirm'
        ? t`Confermi la nuova data?`
        : t`Cambia data`;

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          className="fixed inset-2 z-50 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100%-2rem)] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2"
        >
          <Dialog.Title
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-vine-900 focus:outline-none"
          >
            {title}
          </Dialog.Title>

          {stage === 'done' ? (
            <div className="mt-3 space-y-3 text-stone-800">
              {done}
              <div className="flex justify-end">
                <Dialog.Close className={buttonClass('primary')}>{t`Chiudi`}</Dialog.Close>
              </div>
            </div>
          ) : stage === 'confirm' && chosen ? (
            <div className="mt-3 space-y-3 text-stone-800">
              <p>
                <Trans>
                  {tourName}: dal <span className="first-letter:uppercase">{from}</span> al{' '}
                  <strong>{to}</strong>
                </Trans>
              </p>
              <p className="text-sm text-stone-700">
                <Trans>
                  Il biglietto viene riemesso per la nuova data e ti mandiamo un'e-mail di conferma;
                  quello attuale non varrà più.
                </Trans>
              </p>
              {props.confirmExtra}
              <div className="flex flex-wrap justify-end gap-3">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setStep('pick')}
                  className={buttonClass('outline')}
                >
                  {t`Indietro`}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  aria-busy={busy}
                  onClick={() => props.onConfirm(chosen)}
                  className={buttonClass('primary')}
                >
                  {busy ? t`Cambio in corso…` : t`Conferma il cambio`}
                </button>
              </div>
            </div>
          ) : (
            <div className="mt-3 space-y-3 text-stone-800">
              <p>
                <Trans>
                  Ora: <span className="first-letter:uppercase">{from}</span>. Scegli un'altra data
                  dello stesso tour con posto per tutti i partecipanti ({participants}).
                </Trans>
              </p>
              {choices === undefined ? (
                props.choicesError ? (
                  <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
                    {props.choicesError}
                  </p>
                ) : (
                  <p role="status">
                    <Trans>Caricamento delle date disponibili…</Trans>
                  </p>
                )
              ) : choices.length === 0 ? (
                <p role="status">
                  <Trans>Al momento non ci sono altre date di questo tour con posto.</Trans>
                </p>
              ) : (
                <Suspense
                  fallback={
                    <p role="status">
                      <Trans>Caricamento delle date disponibili…</Trans>
                    </p>
                  }
                >
                  <DateChoicePicker
                    label={t`Nuova data`}
                    choices={choices}
                    selected={chosen}
                    onSelect={setChosen}
                    locale={locale}
                    describedBy={props.error ? errorId : undefined}
                    invalid={Boolean(props.error)}
                  />
                </Suspense>
              )}
              {props.error && (
                <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
                  {props.error}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.Close className={buttonClass('outline')}>{t`Annulla`}</Dialog.Close>
                <button
                  type="button"
                  disabled={!chosen}
                  onClick={() => {
                    props.onRetry();
                    setStep('confirm');
                  }}
                  className={buttonClass('primary')}
                >
                  {t`Continua`}
                </button>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
