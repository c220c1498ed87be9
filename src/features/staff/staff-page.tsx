import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { todayInRome } from '@/domain/calendar';
import { useSession } from '@/lib/auth/session-context';
import { isManagerToken, isStaffToken } from '@/lib/auth/token-claims';
import { PageMeta } from '@/ui/page-meta';
import { DayView } from '@/features/staff/day/day-view';
import { StaffNav } from './staff-nav';
import { MANAGER_VIEWS, staffViewOf, type StaffView, type StaffViewProps } from './staff-views';

const lazyView = (load: () => Promise<ComponentType<StaffViewProps>>) =>
  lazy(() => load().then((component) => ({ default: component })));

/** Each view but the day's is loaded when first opened (the service worker precaches them all). */
const VIEWS: Record<Exclude<StaffView, 'giornata'>, ComponentType<StaffViewProps>> = {
  'da-controllare': lazyView(() =>
    import('./attention/attention-view').then((module) => module.AttentionView),
  ),
  noleggi: lazyView(() => import('./rentals/rentals-view').then((module) => module.RentalsView)),
  stagione: lazyView(() => import('./season/season-view').then((module) => module.SeasonView)),
  cerca: lazyView(() =>
    import('./booking-search/booking-search-view').then((module) => module.BookingSearchView),
  ),
  calendario: lazyView(() =>
    import('./calendar/calendar-view').then((module) => module.CalendarView),
  ),
  soci: lazyView(() => import('./members/members-view').then((module) => module.MembersView)),
  buoni: lazyView(() => import('./vouchers/vouchers-view').then((module) => module.VouchersView)),
  cassa: lazyView(() => import('./cassa/cassa-view').then((module) => module.CassaView)),
  ricevute: lazyView(() =>
    import('./receipts/receipts-view').then((module) => module.ReceiptsView),
  ),
};

/**
 * The staff area (signed in with the `staff` or `manager` claim): a day's roster of every tour,
 * check-in at the meeting point (offline too, once the day was opened online), the CSV export and
 * the audit log for everyone; the weather cancellation for managers only (the server refuses it
 * to guides too). Staff grant each other access with `npm run staff:grant` (docs/operations.md, "Staff").
 */
export function StaffPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const isStaff = isStaffToken(session?.accessToken);
  const isManager = isManagerToken(session?.accessToken);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t`Area staff`} noIndex />
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Area staff</Trans>
      </h1>
      {isStaff && session ? (
        <StaffArea uid={session.user.uid} isManager={isManager} />
      ) : (
        <p role="alert" className="mt-6 rounded-md bg-wine-50 p-4 text-wine-800">
          <Trans>
            Quest'area è riservata allo staff dell'associazione. Accedi con un account dello staff.
          </Trans>
        </p>
      )}
    </div>
  );
}

function StaffArea({ uid, isManager }: StaffViewProps) {
  const { t } = useLingui();
  const search = useSearch({ from: '/staff' });
  const navigate = useNavigate({ from: '/staff' });
  const requested = staffViewOf(search.vista);
  // A guide sent to a manager's view (an old link) sees the default one instead.
  const view = !isManager && MANAGER_VIEWS.has(requested) ? staffViewOf(undefined) : requested;
  const date = search.data ?? todayInRome(new Date());
  const View = view === 'giornata' ? undefined : VIEWS[view];
  return (
    <>
      <StaffNav uid={uid} isManager={isManager} current={view} />
      {View ? (
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-stone-700">
              {t`Caricamento...`}
            </p>
          }
        >
          <View key={search.data} uid={uid} isManager={isManager} date={search.data} />
        </Suspense>
      ) : (
        <DayView
          uid={uid}
          isManager={isManager}
          date={date}
          onDateChange={(next) =>
            void navigate({ search: (previous) => ({ ...previous, data: next }), replace: true })
          }
        />
      )}
    </>
  );
}
