import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInRome } from '@/domain/calendar';
import { TOUR_IDS, TOURS } from '@/domain/tours';
import { useSession } from '@/lib/auth/session-context';
import { isStaffToken } from '@/lib/auth/token-claims';
import { TextField } from '@/ui/form/text-field';
import { PageMeta } from '@/ui/page-meta';
import { CancelDateButton } from './cancel-date-button';

/**
 * The staff area (signed in with the `staff` claim): a day, and for each tour what staff can do
 * on it. Staff grant each other access with `npm run staff:grant` (README).
 */
export function StaffPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const [date, setDate] = useState(() => todayInRome(new Date()));
  const isStaff = isStaffToken(session?.accessToken);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta title={t`Area staff`} noIndex />
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Area staff</Trans>
      </h1>
      {!isStaff ? (
        <p role="alert" className="mt-6 rounded-md bg-wine-50 p-4 text-wine-800">
          <Trans>
            Quest'area è riservata allo staff dell'associazione. Accedi con un account dello staff.
          </Trans>
        </p>
      ) : (
        <>
          <TextField
            className="mt-6 max-w-xs"
            label={t`Data`}
            type="date"
            value={date}
            onChange={setDate}
          />
          <ul className="mt-8 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            {TOUR_IDS.map((tourId) => (
              <li key={tourId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <span className="font-semibold text-stone-900">{TOURS[tourId].displayName}</span>
                {date && (
                  <CancelDateButton
                    tourId={tourId}
                    tourName={TOURS[tourId].displayName}
                    date={date}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
