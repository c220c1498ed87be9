import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingHandle } from '@/domain/api/cancellation';
import { formatLongDate } from '@/domain/format';
import type { TourId } from '@/domain/tours';
import { datesWithRoom } from '@/domain/dates-with-room';
import { tourAvailabilityQuery } from '@/features/my-bookings/api/date-change-api';
import { TicketQr } from '@/features/my-bookings/ticket-qr';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { ChangeDateDialog } from '@/ui/change-date-dialog';
import { useChangeDate } from './use-change-date';

export interface MovableBooking {
  tourId: TourId;
  tourName: string;
  selectedDate: string;
  participants: number;
}

/**
 * "Cambia data" for the customer: the tour's dates with room for the whole party (asked for when
 * the dialog opens, so the page costs no call), a confirmation, then the new date and the
 * reissued ticket.
 */
export function ChangeDateButton({
  handle,
  booking,
  size,
}: {
  handle: BookingHandle;
  booking: MovableBooking;
  size?: 'small';
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const availability = useQuery({ ...tourAvailabilityQuery(booking.tourId), enabled: open });
  const change = useChangeDate(handle, booking.tourId);
  const choices = availability.data
    ? datesWithRoom(availability.data, booking.participants, booking.selectedDate)
    : undefined;
  const onOpenChange = (next: boolean) => {
    if (!next) change.reset();
    setOpen(next);
  };
  const moved = change.data;
  return (
    <ChangeDateDialog
      trigger={
        <button type="button" className={buttonClass('outline', size)}>
          {t`Cambia data`}
          <span className="sr-only">
            {' '}
            {booking.tourName}, {formatLongDate(booking.selectedDate, locale)}
          </span>
        </button>
      }
      open={open}
      onOpenChange={onOpenChange}
      tourName={booking.tourName}
      currentDate={booking.selectedDate}
      participants={booking.participants}
      locale={locale}
      choices={choices}
      choicesError={
        availability.isError ? i18n._(errorMessage(availability.error, 'manageBooking')) : null
      }
      busy={change.isPending}
      error={change.isError ? i18n._(errorMessage(change.error, 'manageBooking')) : null}
      onRetry={() => change.reset()}
      onConfirm={(date) => change.mutate(date)}
      done={
        moved && (
          <>
            <p role="status">
              <Trans>
                La prenotazione è ora per{' '}
                <strong className="first-letter:uppercase">
                  {formatLongDate(moved.selectedDate, locale)}
                </strong>
                . Ti abbiamo mandato un'e-mail con il nuovo biglietto.
              </Trans>
            </p>
            {moved.ticket && <TicketQr ticket={moved.ticket} />}
          </>
        )
      }
    />
  );
}
