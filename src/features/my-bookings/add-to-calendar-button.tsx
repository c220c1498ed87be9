import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MyBooking } from '@/domain/api/my-bookings';
import { useLanguage } from '@/i18n/language-context';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/ui/toast';
import { BusyButton } from '@/ui/busy-button';

/**
 * "Aggiungi al calendario": the same `.ics` file the confirmation e-mail carries, made on the
 * device (offline too). The calendar library is loaded on the first tap only.
 */
export function AddToCalendarButton({ booking }: { booking: MyBooking & { startsAt: string } }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { calendarFileName, tourCalendarFile } = await import('@/content/tour-calendar-file');
      const file = tourCalendarFile({
        bookingId: booking.bookingId,
        tourId: booking.tourId,
        tourName: booking.tourName,
        startsAt: new Date(booking.startsAt),
        locale,
      });
      downloadFile(
        calendarFileName(booking.tourId, booking.selectedDate),
        file,
        'text/calendar;charset=utf-8',
      );
    } catch (error) {
      console.warn('Calendar file not made', error);
      toast.error(t`Non è stato possibile creare il file del calendario. Riprova.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton busy={busy} tone="outline" size="small" onClick={() => void save()}>
      {t`Aggiungi al calendario`}
    </BusyButton>
  );
}
