import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WaitlistStatus } from '@/domain/documents/waitlist';
import { formatLongDate, formatMoment } from '@/domain/format';
import { DEFAULT_SCHEDULES, hasLimitedSeats } from '@/domain/schedule';
import { TOUR_IDS, TOURS, type TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { SelectField } from '@/ui/form/select-field';
import { TitledSection } from '@/ui/titled-section';
import { useStaffWaitlist } from '@/features/staff/api/staff-waitlist';
import { DAY_TABLE_CELL, DayTable } from './day-table';

const STATUS_LABELS: Record<WaitlistStatus, MessageDescriptor> = {
  unconfirmed: msg`Da confermare (link nella mail)`,
  waiting: msg`In attesa`,
  offered: msg`Posti offerti`,
  booked: msg`Ha prenotato`,
  lapsed: msg`Offerta scaduta`,
  left: msg`Uscito dalla lista`,
  closed: msg`Chiusa (data non più prenotabile)`,
};

/** Only limited tours and events fill up: those are the lists worth choosing from. */
const LIMITED_TOURS = TOUR_IDS.filter((id) => hasLimitedSeats(DEFAULT_SCHEDULES[id]));

const LIVE = new Set<WaitlistStatus>(['waiting', 'offered']);

/**
 * The waiting list of one tour on the staff page's date (staffWaitlist), read-only: who is in
 * line, for how many, and whose offer holds seats until when. The offers go out by themselves.
 */
export function WaitlistSection({ uid, date }: { uid: string; date: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [tourId, setTourId] = useState<TourId>(LIMITED_TOURS[0] ?? TOUR_IDS[0]);
  const list = useStaffWaitlist(uid, date === '' ? null : { tourId, date });
  const tourName = TOURS[tourId].displayName;
  const day = date === '' ? '' : formatLongDate(date, locale);
  return (
    <TitledSection title={t`Lista d'attesa`} className="mt-12">
      <SelectField
        className="mt-4 max-w-xs"
        label={t`Tour`}
        value={tourId}
        options={LIMITED_TOURS.map((id) => ({ value: id, label: TOURS[id].displayName }))}
        onChange={setTourId}
      />
      {list.isPending && date !== '' && (
        <p role="status" className="mt-4 text-stone-700">
          {t`Caricamento della lista d'attesa...`}
        </p>
      )}
      {list.isError && (
        <p role="alert" className="mt-4 rounded-md bg-wine-50 p-4 text-wine-800">
          {i18n._(errorMessage(list.error, STAFF_ERROR_CONTEXTS.staff))}
        </p>
      )}
      {list.data &&
        (list.data.entries.length === 0 ? (
          <p className="mt-4 text-stone-800">{t`Nessuno in lista d'attesa per ${tourName}, ${day}.`}</p>
        ) : (
          <DayTable
            caption={t`Lista d'attesa di ${tourName}, ${day}`}
            columns={[t`N.`, t`Nome`, t`Persone`, t`Stato`, t`Offerta valida fino a`]}
            className="mt-4"
          >
            {list.data.entries.map((entry, index) => (
              <tr key={entry.entryId}>
                {/* Live entries come first, in line order: only they have a place. */}
                <td className={DAY_TABLE_CELL}>{LIVE.has(entry.status) ? index + 1 : '—'}</td>
                <td className={DAY_TABLE_CELL}>
                  <span className="font-semibold">{entry.name}</span>
                  <a
                    href={`mailto:${entry.email}`}
                    className="block break-all text-vine-700 underline"
                  >
                    {entry.email}
                  </a>
                </td>
                <td className={DAY_TABLE_CELL}>{entry.partySize}</td>
                <td className={DAY_TABLE_CELL}>{i18n._(STATUS_LABELS[entry.status])}</td>
                <td className={DAY_TABLE_CELL}>
                  {entry.status === 'offered' && entry.offerExpiresAt
                    ? formatMoment(entry.offerExpiresAt, locale)
                    : '—'}
                </td>
              </tr>
            ))}
          </DayTable>
        ))}
    </TitledSection>
  );
}
