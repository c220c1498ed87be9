import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { StaffBookingStory } from '@/domain/api/staff-booking-search';
import { formatEuros, formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { BookingStatusBadge } from '@/ui/booking-status-badge';
import { toast } from '@/ui/toast';
import type { FromDevice } from '@/lib/auth/device-copy';
import {
  useBookingStory,
  useRefreshBooking,
  useResendConfirmation,
} from '../api/staff-booking-search';
import { StaffChangeDateButton } from '@/features/staff/day/staff-change-date-button';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { StoryTimeline } from './story-timeline';
import { FreshnessStatus, STAFF_CARD } from '@/features/staff/staff-section';
import { telHref } from '@/domain/staff/tel-href';

interface BookingStoryPanelProps {
  uid: string;
  bookingId: string;
  isManager: boolean;
  onClose: () => void;
}

/**
 * One booking opened from the results: who, what, when, its story as a timeline and, for a
 * manager online, the actions on a paid booking. Focus moves to its heading when it opens.
 */
export function BookingStoryPanel({ uid, bookingId, isManager, onClose }: BookingStoryPanelProps) {
  const { t, i18n } = useLingui();
  const story = useBookingStory(uid, bookingId);
  const heading = useRef<HTMLHeadingElement>(null);
  const code = bookingCode(bookingId);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="booking-story-title" className={STAFF_CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="booking-story-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-vine-900 focus:outline-none"
        >
          {t`Prenotazione ${code}`}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className={`${buttonClass('outline', 'small')} min-h-11`}
        >
          {t`Chiudi`}
        </button>
      </div>
      {story.data ? (
        <StoryDetails uid={uid} isManager={isManager} story={story.data} />
      ) : story.isError ? (
        <p role="alert" className="mt-4 rounded-md bg-wine-50 p-4 text-wine-800">
          {i18n._(errorMessage(story.error, STAFF_ERROR_CONTEXTS.bookingSearch))}
        </p>
      ) : (
        <p role="status" className="mt-4 text-stone-700">
          {t`Caricamento...`}
        </p>
      )}
    </section>
  );
}

function StoryDetails({
  uid,
  isManager,
  story,
}: {
  uid: string;
  isManager: boolean;
  story: FromDevice<StaffBookingStory>;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const online = useOnlineStatus();
  const { booking } = story;
  const asOf = formatMoment(story.asOf, locale);
  const canAct = isManager && online && !story.fromDevice && booking.status === 'paid';
  const names = booking.participantNames.filter(Boolean).join(', ');
  return (
    <>
      <FreshnessStatus
        className="mt-1 text-sm text-stone-700"
        fromDevice={story.fromDevice}
        fresh={t`Aggiornata il ${asOf}.`}
        offline={t`Senza connessione: prenotazione salvata su questo dispositivo, aggiornata il ${asOf}. Si può solo consultare.`}
        unreachable={t`Impossibile aggiornare adesso: prenotazione salvata su questo dispositivo, aggiornata il ${asOf}. Si può solo consultare.`}
      />
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-900">
        <dt className="text-stone-600">{t`Stato`}</dt>
        <dd>
          <BookingStatusBadge status={booking.status} />
        </dd>
        <dt className="text-stone-600">{t`Cliente`}</dt>
        <dd>{booking.customerName}</dd>
        <dt className="text-stone-600">{t`E-mail`}</dt>
        <dd className="break-all">
          <a className="text-vine-800 underline" href={`mailto:${booking.customerEmail}`}>
            {booking.customerEmail}
          </a>
        </dd>
        {booking.customerPhone && (
          <>
            <dt className="text-stone-600">{t`Telefono`}</dt>
            <dd>
              <a className="text-vine-800 underline" href={telHref(booking.customerPhone)}>
                {booking.customerPhone}
              </a>
            </dd>
          </>
        )}
        <dt className="text-stone-600">{t`Tour`}</dt>
        <dd>
          {booking.tourName}, {formatLongDate(booking.selectedDate, locale)}
        </dd>
        <dt className="text-stone-600">{t`Partecipanti`}</dt>
        <dd>{names ? `${booking.participants}: ${names}` : booking.participants}</dd>
        {booking.amountTotalCents !== undefined && (
          <>
            <dt className="text-stone-600">{t`Importo`}</dt>
            <dd>{formatEuros(booking.amountTotalCents, locale)}</dd>
          </>
        )}
      </dl>
      {booking.attentionReasons.length > 0 && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
          {t`Questa prenotazione è segnalata in "Da controllare".`}
        </p>
      )}
      {isManager && booking.status === 'paid' && booking.paidCents !== undefined && (
        <Actions uid={uid} story={story} paidCents={booking.paidCents} canAct={canAct} />
      )}
      <h3 className="mt-6 text-lg font-semibold text-vine-900">{t`Storia`}</h3>
      <StoryTimeline events={story.events} />
    </>
  );
}

function Actions({
  uid,
  story,
  paidCents,
  canAct,
}: {
  uid: string;
  story: FromDevice<StaffBookingStory>;
  /** What is still paid: answered to managers, who alone see these actions. */
  paidCents: number;
  canAct: boolean;
}) {
  const { t, i18n } = useLingui();
  const online = useOnlineStatus();
  const { booking } = story;
  const code = bookingCode(booking.bookingId);
  const resend = useResendConfirmation(uid, booking.bookingId);
  const refresh = useRefreshBooking(uid, booking.bookingId);
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(
          answer.resent
            ? t`Conferma della prenotazione ${code} inviata di nuovo.`
            : t`La conferma era appena stata inviata di nuovo: nessun doppione.`,
        ),
      onError: (error) =>
        toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.bookingSearch))),
    });
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!canAct || resend.isPending}
          aria-busy={resend.isPending}
          onClick={sendAgain}
          className={`${buttonClass('outline', 'small')} min-h-11`}
        >
          {resend.isPending ? t`Invio in corso…` : t`Invia di nuovo la conferma`}
        </button>
        {canAct && <StaffChangeDateButton booking={booking} onMoved={() => void refresh()} />}
        <CancelBookingDialog
          uid={uid}
          bookingId={booking.bookingId}
          code={code}
          paidCents={paidCents}
          policyRefund={booking.policyRefund}
          disabled={!canAct}
        />
      </div>
      {!canAct && (
        <p className="mt-2 text-sm text-stone-700">
          {online
            ? t`Le azioni tornano appena la prenotazione si aggiorna.`
            : t`Senza connessione le azioni non sono disponibili.`}
        </p>
      )}
    </div>
  );
}
