import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DateChangeView } from '@/domain/api/booking-change-view';
import type { BookingHandle } from '@/domain/api/cancellation';
import { formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { ChangeDateButton, type MovableBooking } from './change-date-button';

/**
 * "Cambia data" where the server says a move is allowed now; once it no longer is (72 hours before
 * the start), why not, and `whenNotAllowed`: the cancellation the terms still allow.
 */
export function DateChangeSection({
  handle,
  booking,
  whenNotAllowed,
  size,
}: {
  handle: BookingHandle;
  booking: MovableBooking & { dateChange?: DateChangeView };
  whenNotAllowed?: ReactNode;
  size?: 'small';
}) {
  const { locale } = useLanguage();
  const view = booking.dateChange;
  if (!view) return null;
  if (view.allowed) return <ChangeDateButton handle={handle} booking={booking} size={size} />;
  const until = formatMoment(view.freeUntil, locale);
  return (
    <p className="basis-full text-sm text-stone-700">
      <Trans>
        La data si può cambiare gratuitamente fino a 72 ore prima della partenza (entro il {until}
        ): ora non è più possibile.
      </Trans>{' '}
      {whenNotAllowed}
    </p>
  );
}
