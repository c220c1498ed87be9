import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAttentionCount } from './attention/use-attention-count';
import { MANAGER_VIEWS, STAFF_VIEWS, type StaffView } from './staff-views';

/**
 * The staff area's navigation: one link per view, the current one marked for screen readers, and
 * "Da controllare" with the number of items waiting. Links, not tabs: each view has its address,
 * so the back button and a bookmark work, and a phone scrolls the row sideways.
 */
export function StaffNav({
  uid,
  isManager,
  current,
}: {
  uid: string;
  isManager: boolean;
  current: StaffView;
}) {
  const { t } = useLingui();
  const attention = useAttentionCount(uid);
  const labels: Record<StaffView, string> = {
    'da-controllare': t`Da controllare`,
    giornata: t`Giornata`,
    noleggi: t`Noleggi`,
    stagione: t`Stagione`,
    cerca: t`Cerca prenotazione`,
    calendario: t`Calendario`,
    soci: t`Soci`,
    buoni: t`Buoni`,
    cassa: t`Cassa`,
    ricevute: t`Ricevute`,
  };
  const views = STAFF_VIEWS.filter((view) => isManager || !MANAGER_VIEWS.has(view));
  return (
    <nav aria-label={t`Sezioni dell'area staff`} className="mt-6 -mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2 border-b border-stone-200 pb-2">
        {views.map((view) => (
          <li key={view}>
            <Link
              to="/staff"
              search={(previous) => ({ ...previous, vista: view })}
              aria-current={view === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
                view === current
                  ? 'bg-vine-800 text-white'
                  : 'bg-white text-vine-900 ring-1 ring-stone-300 hover:bg-vine-50'
              }`}
            >
              {labels[view]}
              {view === 'da-controllare' && attention !== undefined && (
                <span
                  className={`rounded-full px-2 text-xs ${
                    attention > 0 ? 'bg-wine-700 text-white' : 'bg-stone-200 text-stone-800'
                  }`}
                >
                  <span aria-hidden="true">{attention}</span>
                  <span className="sr-only">{t`${attention} da controllare`}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
