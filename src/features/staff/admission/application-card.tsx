import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationSummary } from '@/domain/api/staff-members';
import { formatDayMonthYear, formatEuros, formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { Badge } from '@/ui/badge';
import { BookingStatusBadge } from '@/ui/booking-status-badge';
import { buttonClass } from '@/ui/button-class';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { documentLabel, MEMBERSHIP_TYPE_LABELS } from './application-labels';
import { BusyButton } from '@/ui/busy-button';

interface ApplicationCardProps {
  application: ApplicationSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAdmit: () => void;
  onReject: () => void;
  /** A decision is under way: no other may start. */
  busy: boolean;
}

/** The facts of one application the board decides on, each shown only when given. */
function useFacts(application: ApplicationSummary): [string, string][] {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const a = application;
  const day = (date: string) => (date ? formatDayMonthYear(date, locale) : '');
  const document = documentLabel(a.documentType);
  const minor = a.membershipType === 'minore';
  const facts: [string, string][] = [
    [minor ? t`Richiedente` : t`Nome e cognome`, a.fullName],
    [t`Nascita`, [day(a.birthDate), a.birthPlace].filter(Boolean).join(', ')],
    [t`Indirizzo`, a.address],
    [t`Codice fiscale`, a.taxCode],
    [t`Documento`, [document ? i18n._(document) : '', a.documentNumber].filter(Boolean).join(' ')],
    ...(minor
      ? ([
          [t`Minore`, [a.minorName, day(a.minorBirthDate)].filter(Boolean).join(', ')],
          [t`Genitore o tutore`, a.parentName],
        ] as [string, string][])
      : []),
    [t`E-mail`, a.email],
    [t`Telefono`, a.phone],
    [t`Note`, a.notes],
  ];
  return facts.filter(([, value]) => value.trim() !== '');
}

/**
 * One application waiting: whose it is, what the board needs to decide, the bookings made on it
 * meanwhile, and "Ammetti" / "Respingi" for it alone (each button names the applicant to a
 * screen reader, since every card has the same two).
 */
export function ApplicationCard(props: ApplicationCardProps) {
  const { application, selected, onSelect, onAdmit, onReject, busy } = props;
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const facts = useFacts(application);
  const name = application.memberName;
  const titleId = `application-${application.id}`;
  const submitted = formatMoment(application.submittedAt, locale);
  const renewalOf = application.renewalOf;
  return (
    <article aria-labelledby={titleId} className="py-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          {name}
        </h3>
        <Badge tone="neutral">{i18n._(MEMBERSHIP_TYPE_LABELS[application.membershipType])}</Badge>
        {renewalOf && <Badge tone="exclusive">{t`Rinnovo del socio n. ${renewalOf}`}</Badge>}
      </div>
      <p className="mt-1 text-sm text-stone-700">{t`Domanda del ${submitted}`}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-700">{label}</dt>
            <dd className="break-words whitespace-pre-line text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {application.provisionalBookings.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <h4 className="font-semibold">{t`Prenotazioni in attesa di delibera`}</h4>
          <ul className="mt-1 space-y-1">
            {application.provisionalBookings.map((booking) => {
              const date = formatLongDate(booking.selectedDate, locale);
              const amount = formatEuros(booking.amountTotalCents, locale);
              const riders = booking.participants;
              const tour = booking.tourName;
              return (
                <li key={booking.bookingId} className="flex flex-wrap items-center gap-2">
                  <span>{t`${tour}, ${date}: ${plural(riders, { one: '# partecipante', other: '# partecipanti' })}, ${amount}`}</span>
                  <BookingStatusBadge status={booking.status} />
                </li>
              );
            })}
          </ul>
          <p className="mt-1">
            {t`Se la domanda è respinta, le prenotazioni vengono annullate e rimborsate per intero.`}
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <CheckboxField
          label={
            <>
              {t`Seleziona`} <span className="sr-only">{name}</span>
            </>
          }
          checked={selected}
          disabled={busy}
          onChange={onSelect}
        />
        <span className="grow" />
        <BusyButton busy={busy} tone="primary" size="small" onClick={onAdmit}>
          {t`Ammetti`} <span className="sr-only">{name}</span>
        </BusyButton>
        <button
          type="button"
          className={buttonClass('outline', 'small')}
          disabled={busy}
          onClick={onReject}
        >
          {t`Respingi`} <span className="sr-only">{name}</span>
        </button>
      </div>
    </article>
  );
}
