import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking } from '@/domain/api/staff';
import { formatTime } from '@/domain/format';
import { checkedInAtOf } from '@/domain/staff/checked-in-at';
import { rosterWaiversOf, type CollectedWaivers } from '@/domain/staff/roster-waivers';
import { useLanguage } from '@/i18n/language-context';
import { BookingStatusBadge } from '@/ui/booking-status-badge';
import { TitledSection } from '@/ui/titled-section';
import { tourTotals } from './roster-totals';
import { WaiverStateBadge } from './waiver-state-badge';
import { telHref } from '@/domain/staff/tel-href';
import { DAY_TABLE_CELL, DayTable } from './day-table';

interface RosterTourProps {
  bookings: RosterBooking[];
  unsent: ReadonlyMap<string, string>;
  /** Waivers signed on this device and not sent yet (shown signed, "da inviare"). */
  collected: CollectedWaivers;
  /** Managers only: offers "Cambia data" on each paid booking, and is called after a move. */
  onDateChanged?: () => void;
}

// The dialog and its calendar load when a manager's roster first shows a paid booking.
const StaffChangeDateButton = lazy(() =>
  import('./staff-change-date-button').then((module) => ({
    default: module.StaffChangeDateButton,
  })),
);

/**
 * One tour of the day: its totals, then each booking with whom to call, each participant's
 * waiver and the check-in.
 */
export function RosterTour({ bookings, unsent, collected, onDateChanged }: RosterTourProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const first = bookings[0];
  if (!first) return null;
  const { booked, checkedIn, toCome } = tourTotals(bookings, unsent);
  const tourName = first.tourName;
  return (
    <TitledSection
      title={first.tourName}
      level={3}
      className="mt-8"
      titleClassName="text-xl font-bold text-vine-900"
    >
      <p className="mt-1 text-stone-800" data-testid={`totals-${first.tourId}`}>
        {t`Prenotati: ${booked} · Registrati: ${checkedIn} · Da arrivare: ${toCome}`}
      </p>
      <DayTable
        caption={t`Prenotazioni di ${tourName}`}
        columns={[
          t`Riferimento`,
          t`Partecipanti`,
          t`Persone`,
          t`Contatti`,
          t`Note`,
          t`Stato`,
          t`Check-in`,
        ]}
        className="mt-3"
      >
        {bookings.map((booking) => {
          const arrived = checkedInAtOf(booking, unsent);
          return (
            <tr key={booking.bookingId}>
              <td className={`${DAY_TABLE_CELL} font-mono font-bold tracking-wider`}>
                {bookingCode(booking.bookingId)}
              </td>
              <td className={DAY_TABLE_CELL}>
                <span className="font-semibold">{booking.customerName}</span>
                <ParticipantList booking={booking} collected={collected} />
              </td>
              <td className={DAY_TABLE_CELL}>{booking.participants}</td>
              <td className={DAY_TABLE_CELL}>
                {booking.customerPhone && (
                  <a
                    href={telHref(booking.customerPhone)}
                    className="block font-semibold text-vine-700 underline"
                  >
                    {booking.customerPhone}
                  </a>
                )}
                <a
                  href={`mailto:${booking.customerEmail}`}
                  className="block break-all text-vine-700 underline"
                >
                  {booking.customerEmail}
                </a>
              </td>
              <td className={`${DAY_TABLE_CELL} whitespace-pre-line`}>{booking.notes}</td>
              <td className={DAY_TABLE_CELL}>
                <BookingStatusBadge status={booking.status} />
                {onDateChanged && booking.status === 'paid' && (
                  <Suspense fallback={null}>
                    <div className="mt-2">
                      <StaffChangeDateButton booking={booking} onMoved={onDateChanged} />
                    </div>
                  </Suspense>
                )}
              </td>
              <td className={DAY_TABLE_CELL}>
                {arrived ? (
                  <span className="font-semibold text-vine-800">
                    {formatTime(arrived, locale)}
                    {!booking.checkedInAt && (
                      <span className="block text-xs font-normal text-stone-700">
                        {t`da inviare`}
                      </span>
                    )}
                  </span>
                ) : (
                  <span className="text-stone-700">{t`Non ancora`}</span>
                )}
              </td>
            </tr>
          );
        })}
      </DayTable>
    </TitledSection>
  );
}

/**
 * The party, each with their waiver's state; names only when the roster carries no states (a copy
 * saved on the device before waivers existed).
 */
function ParticipantList({
  booking,
  collected,
}: {
  booking: RosterBooking;
  collected: CollectedWaivers;
}) {
  const waivers = rosterWaiversOf(booking, collected);
  if (waivers.length === 0) {
    return (
      <ul className="text-stone-700">
        {booking.participantNames.map((name, index) => (
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-1 space-y-1 text-stone-700">
      {waivers.map((waiver) => (
        <li
          key={waiver.participantIndex}
          data-waiver={waiver.state}
          className="flex flex-wrap items-center gap-x-2 gap-y-1"
        >
          <span>{waiver.name}</span>
          <WaiverStateBadge state={waiver.state} pending={waiver.pending} />
        </li>
      ))}
    </ul>
  );
}
