import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MOVE_REASON_MAX_LENGTH } from '@/domain/api/date-change';
import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking } from '@/domain/api/staff';
import { datesWithRoom } from '@/domain/dates-with-room';
import { formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { ChangeDateDialog } from '@/ui/change-date-dialog';
import { TextAreaField } from '@/ui/form/text-area-field';
import {
  staffChangeBookingDate,
  tourAvailability,
} from '@/features/staff/api/staff-change-booking-date';

const failureWords = (error: unknown) => errorMessage(error, STAFF_ERROR_CONTEXTS.dateChange);

/**
 * "Cambia data" on one paid booking of the roster, for managers (a customer who phones): the
 * tour's dates with room for the party, a confirmation, then the move (the customer gets the new
 * ticket by e-mail). The server checks the manager's claim and the seats again; a booking whose
 * tour has begun (started, or checked in) moves only with the reason written in the confirmation,
 * kept in the activity log.
 */
export function StaffChangeDateButton({
  booking,
  onMoved,
}: {
  /** A roster's booking, or one opened in "Cerca prenotazione". */
  booking: Pick<
    RosterBooking,
    'bookingId' | 'tourId' | 'tourName' | 'selectedDate' | 'participants'
  >;
  /** Called once moved, to reload the roster (the booking has left this day). */
  onMoved: () => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const availability = useQuery({
    queryKey: ['availability', booking.tourId] as const,
    queryFn: () => tourAvailability(booking.tourId),
    enabled: open,
    staleTime: 0,
  });
  const change = useMutation({
    mutationFn: (newDate: string) =>
      staffChangeBookingDate({
        bookingId: booking.bookingId,
        newDate,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
  });
  const code = bookingCode(booking.bookingId);
  const moved = change.data;
  return (
    <ChangeDateDialog
      trigger={
        <button type="button" className={buttonClass('outline', 'small')}>
          {t`Cambia data`}
          <span className="sr-only"> {code}</span>
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        if (!next && change.isSuccess) onMoved();
        if (!next) {
          change.reset();
          setReason('');
        }
        setOpen(next);
      }}
      tourName={`${booking.tourName} (${code})`}
      currentDate={booking.selectedDate}
      participants={booking.participants}
      locale={locale}
      choices={
        availability.data
          ? datesWithRoom(availability.data, booking.participants, booking.selectedDate)
          : undefined
      }
      choicesError={availability.isError ? i18n._(failureWords(availability.error)) : null}
      busy={change.isPending}
      error={change.isError ? i18n._(failureWords(change.error)) : null}
      onRetry={() => change.reset()}
      onConfirm={(date) => change.mutate(date)}
      confirmExtra={
        <TextAreaField
          name="reason"
          label={t`Motivo`}
          hint={t`Solo se il tour è già partito o il cliente ha già fatto il check-in: resta nel registro attività.`}
          rows={2}
          maxLength={MOVE_REASON_MAX_LENGTH}
          value={reason}
          onChange={setReason}
        />
      }
      done={
        moved && (
          <p role="status">
            <Trans>
              Prenotazione {code} spostata a{' '}
              <strong>{formatLongDate(moved.selectedDate, locale)}</strong>: il cliente riceve il
              nuovo biglietto per e-mail.
            </Trans>
          </p>
        )
      }
    />
  );
}
