import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { BOOKING_TEXT_LIMITS, PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '@/domain/api/booking';
import type { JoinWaitlistRequest } from '@/domain/api/waitlist';
import { formatLongDate } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import type { TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { CallableError } from '@/lib/firebase/callable-error';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { CheckedForm } from '@/ui/form/checked-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { toast } from '@/ui/toast';
import { TitledSection } from '@/ui/titled-section';
import { joinWaitlist } from '@/features/booking/api/join-waitlist';
import { waitlistFieldErrors, type WaitlistField } from './waitlist-field-errors';
import type { MessageDescriptor } from '@lingui/core';

export interface WaitlistFormProps {
  tourId: TourId;
  /** The full date (YYYY-MM-DD). */
  date: string;
  /** What the visitor already typed in the card, so nothing is typed twice. */
  prefill: { name: string; email: string; partySize: number };
  /** Free seats on the date (fewer than the party), when known: booking fewer is offered. */
  remaining: number | undefined;
  /** How long freed seats are held for whoever is offered them (the schedule's waitlistHoldHours). */
  holdHours: number;
  /** Books the seats that are left instead (the card's party size becomes `count`). */
  onBookFewer: (count: number) => void;
}

interface WaitlistValues {
  name: string;
  email: string;
  partySize: string;
  locale: Locale;
}

const PARTY_OPTIONS = Array.from({ length: PARTICIPANTS_MAX - PARTICIPANTS_MIN + 1 }, (_, i) => {
  const count = String(PARTICIPANTS_MIN + i);
  return { value: count, label: count };
});

const LANGUAGE_OPTIONS: { value: Locale; label: string }[] = [
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
];

/** Refusals that concern the typed address: said on the e-mail field. */
const EMAIL_REFUSALS: ReadonlySet<string> = new Set([
  'ALREADY_ON_WAITLIST',
  'TOO_MANY_MAILS_TO_ADDRESS',
]);

/**
 * "Avvisami se si libera un posto": on a date with too few free seats, the visitor joins its
 * waiting list; the server mails an offer, seats held, when enough are freed. Checked with the
 * server's schema first; a refusal of the address (EMAIL_REFUSALS) is said on the e-mail field.
 */
export function WaitlistForm(props: WaitlistFormProps) {
  const { tourId, date, prefill, remaining, holdHours, onBookFewer } = props;
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const online = useOnlineStatus();
  const [joined, setJoined] = useState<{ position: number; email: string } | null>(null);
  const toRequest = (values: WaitlistValues): JoinWaitlistRequest => ({
    tourId,
    date,
    name: values.name.trim(),
    email: values.email.trim(),
    partySize: Number(values.partySize),
    locale: values.locale,
  });
  const form = useCheckedForm<WaitlistValues, WaitlistField, MessageDescriptor>({
    initial: () => ({
      name: prefill.name,
      email: prefill.email,
      partySize: String(prefill.partySize),
      locale,
    }),
    check: (values) => waitlistFieldErrors.check(toRequest(values)),
    refused: waitlistFieldErrors.refused,
    send: async (values) => {
      const request = toRequest(values);
      const { position } = await joinWaitlist(request);
      setJoined({ position, email: request.email });
    },
    onFailed: (error, refused) => {
      if (error instanceof CallableError && EMAIL_REFUSALS.has(error.reason)) {
        form.markInvalid({ email: errorMessage(error, 'booking') });
        return;
      }
      if (Object.keys(refused).length > 0) {
        toast.error(t`Iscrizione alla lista non riuscita`, {
          description: t`Controlla i campi evidenziati.`,
        });
        return;
      }
      toast.error(t`Iscrizione alla lista non riuscita`, {
        description: i18n._(errorMessage(error, 'booking')),
      });
    },
  });

  if (joined) {
    return <WaitlistJoined date={date} holdHours={holdHours} {...joined} />;
  }

  const bind = <Key extends WaitlistField>(key: Key) => {
    const error = form.errorOf(key);
    return {
      name: key,
      value: form.values[key],
      error: error ? i18n._(error) : undefined,
      onChange: (value: WaitlistValues[Key]) => form.setField(key, value),
    };
  };
  const day = formatLongDate(date, locale);
  return (
    <TitledSection
      title={<Trans>Avvisami se si libera un posto</Trans>}
      level={3}
      className="mt-5 rounded-xl border border-vine-600 bg-vine-50 p-4"
      titleClassName="text-base font-semibold text-vine-900"
    >
      <p className="mt-1 text-sm text-stone-800">
        <Trans>
          La data {day} è al completo. Lasciaci nome ed e-mail: se si liberano posti per il tuo
          gruppo ti scriviamo e li teniamo per te per {holdHours} ore. Non paghi nulla ora.
        </Trans>
      </p>
      {remaining !== undefined && remaining > 0 && (
        <div className="mt-3 text-sm text-stone-800">
          <p>
            <Plural
              value={remaining}
              one="Per questa data resta # posto."
              other="Per questa data restano # posti."
            />
          </p>
          <button
            type="button"
            className={`mt-2 ${buttonClass('outline', 'small')}`}
            onClick={() => onBookFewer(remaining)}
          >
            <Plural value={remaining} one="Prenota # posto" other="Prenota # posti" />
          </button>
        </div>
      )}
      <CheckedForm label={t`Lista d'attesa`} form={form} className="mt-4 space-y-4">
        <TextField
          label={t`Nome e cognome`}
          {...bind('name')}
          required
          autoComplete="name"
          maxLength={BOOKING_TEXT_LIMITS.name}
        />
        <TextField
          label={t`Email`}
          {...bind('email')}
          type="email"
          required
          autoComplete="email"
          maxLength={BOOKING_TEXT_LIMITS.email}
        />
        <SelectField
          label={t`Numero di partecipanti`}
          {...bind('partySize')}
          options={PARTY_OPTIONS}
        />
        <SelectField
          label={t`Lingua delle e-mail`}
          {...bind('locale')}
          options={LANGUAGE_OPTIONS}
        />
        <button
          type="submit"
          disabled={form.submitting || !online}
          aria-busy={form.submitting}
          className="w-full rounded-md bg-wine-600 px-4 py-3 font-semibold text-white hover:bg-wine-700 disabled:cursor-not-allowed disabled:bg-stone-500"
        >
          {form.submitting ? (
            <Trans>Invio in corso...</Trans>
          ) : (
            <Trans>Mettimi in lista d'attesa</Trans>
          )}
        </button>
        {!online && (
          <p className="text-sm text-stone-700">
            <Trans>Per entrare in lista d'attesa serve una connessione.</Trans>
          </p>
        )}
      </CheckedForm>
    </TitledSection>
  );
}

function WaitlistJoined(props: {
  position: number;
  email: string;
  date: string;
  holdHours: number;
}) {
  const { position, email, date, holdHours } = props;
  const { locale } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  // The form the visitor was in is gone: the answer takes the focus, and is read out.
  useEffect(() => ref.current?.focus(), []);
  const day = formatLongDate(date, locale);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-5 rounded-xl border border-vine-600 bg-vine-50 p-4 text-stone-800 outline-none focus-visible:ring-2 focus-visible:ring-vine-700"
    >
      <p className="font-semibold text-vine-900 [overflow-wrap:anywhere]">
        <Trans>Quasi fatto: conferma dalla mail che ti abbiamo scritto a {email}.</Trans>
      </p>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">
        <Trans>
          Apri il link "Conferma la lista d'attesa" entro 24 ore: solo allora entri in lista per{' '}
          {day} (oggi saresti il n. {position}). Se poi si liberano posti per il tuo gruppo ti
          scriviamo e li teniamo per te per {holdHours} ore.
        </Trans>
      </p>
    </div>
  );
}
