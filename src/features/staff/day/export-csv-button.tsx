import { useLingui } from '@lingui/react/macro';
import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking, StaffRoster } from '@/domain/api/staff';
import { formatTime } from '@/domain/format';
import { checkedInAtOf } from '@/domain/staff/checked-in-at';
import { rosterCsv, waiverCell, type RosterColumn } from '@/domain/staff/roster-csv';
import type { CollectedWaivers } from '@/domain/staff/roster-waivers';
import { useLanguage } from '@/i18n/language-context';
import { downloadFile } from '@/lib/download-file';
import { buttonClass } from '@/ui/button-class';
import { BOOKING_STATUS } from '@/ui/booking-status-badge';

/**
 * "Esporta CSV": the day's roster as the page shows it, column names in the page's language, as
 * a UTF-8 file with a BOM so Excel keeps the accents. Made on the device: works offline.
 */
export function ExportCsvButton({
  roster,
  unsent,
  collected,
}: {
  roster: StaffRoster;
  unsent: ReadonlyMap<string, string>;
  /** Waivers signed on this device and not sent yet: counted as signed, like the page does. */
  collected: CollectedWaivers;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const arrived = (booking: RosterBooking) => {
    const at = checkedInAtOf(booking, unsent);
    return at ? formatTime(at, locale) : '';
  };
  const columns: RosterColumn[] = [
    {
      heading: t({ message: 'Tour', context: 'roster column' }),
      cell: (booking) => booking.tourName,
    },
    { heading: t`Riferimento`, cell: (booking) => bookingCode(booking.bookingId) },
    { heading: t`Nome`, cell: (booking) => booking.customerName },
    { heading: t`Partecipanti`, cell: (booking) => booking.participantNames.join(', ') },
    { heading: t`Persone`, cell: (booking) => String(booking.participants) },
    { heading: t`Telefono`, cell: (booking) => booking.customerPhone ?? '' },
    { heading: t`E-mail`, cell: (booking) => booking.customerEmail },
    { heading: t`Note`, cell: (booking) => booking.notes },
    { heading: t`Stato`, cell: (booking) => i18n._(BOOKING_STATUS[booking.status].label) },
    { heading: t`Check-in`, cell: arrived },
    {
      heading: t`Liberatorie`,
      cell: (booking) =>
        waiverCell(booking, collected, {
          signedOf: (signed, total) => t`${signed}/${total} firmate`,
          missing: (names) => t`mancano: ${names}`,
        }),
    },
  ];
  const save = () =>
    downloadFile(
      `roster-${roster.date}.csv`,
      rosterCsv(roster.bookings, columns),
      'text/csv;charset=utf-8',
    );
  return (
    <button
      type="button"
      onClick={save}
      disabled={roster.bookings.length === 0}
      className={buttonClass('outline', 'small')}
    >
      {t`Esporta CSV`}
    </button>
  );
}
