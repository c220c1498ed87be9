import { Trans, useLingui } from '@lingui/react/macro';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { TitledSection } from '@/ui/titled-section';
import { useStaffAttention } from '@/features/staff/api/staff-attention';
import type { StaffViewProps } from '../staff-views';
import { ATTENTION_ERRORS } from './attention-errors';
import { AttentionRow } from './attention-row';
import { SystemProblemRow } from './system-problem-row';
import { FreshnessStatus } from '@/features/staff/staff-section';

/**
 * "Da controllare": every problem staff must look at in one list (staffAttention), newest first,
 * each with what happened, what to do and the action where the product can take it. Opens
 * offline on the device's last copy, read-only, with its "as of" time.
 */
export function AttentionView({ uid }: StaffViewProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const online = useOnlineStatus();
  const attention = useStaffAttention(uid);

  if (attention.isPending) {
    return (
      <p role="status" className="mt-6 text-stone-700">
        {t`Caricamento...`}
      </p>
    );
  }
  if (attention.isError) {
    return (
      <div className="mt-6 space-y-3">
        <p role="alert" className="rounded-md bg-wine-50 p-4 text-wine-800">
          {i18n._(errorMessage(attention.error, ATTENTION_ERRORS))}
        </p>
        <button
          type="button"
          className={`${buttonClass('outline', 'small')} min-h-11`}
          onClick={() => void attention.refetch()}
        >
          {t`Riprova`}
        </button>
      </div>
    );
  }

  const first = attention.data.pages[0];
  const all = attention.data.pages.flatMap((page) => page.items);
  const problems = all.filter(
    (item): item is Extract<AttentionItem, { kind: 'system_problem' }> =>
      item.kind === 'system_problem',
  );
  const items = all.filter((item) => item.kind !== 'system_problem');
  const readOnly = !online || first?.fromDevice === true;
  const asOf = first ? formatMoment(first.asOf, locale) : '';
  return (
    <section aria-labelledby="attention-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attention-title" className="text-xl font-semibold text-vine-900">
          <Trans>Da controllare</Trans>
        </h2>
        <button
          type="button"
          className={`${buttonClass('outline', 'small')} min-h-11`}
          disabled={!online || attention.isFetching}
          aria-busy={attention.isFetching}
          onClick={() => void attention.refetch()}
        >
          {attention.isFetching ? t`Aggiornamento…` : t`Aggiorna`}
        </button>
      </div>
      <FreshnessStatus
        className="mt-2 text-sm text-stone-700"
        fromDevice={first?.fromDevice === true}
        fresh={t`Elenco aggiornato il ${asOf}.`}
        offline={t`Senza connessione: elenco salvato su questo dispositivo, aggiornato il ${asOf}.`}
        unreachable={t`Impossibile aggiornare adesso: elenco salvato su questo dispositivo, aggiornato il ${asOf}.`}
      />
      {readOnly && (
        <p className="mt-1 text-sm text-stone-700">
          {online
            ? t`Le azioni tornano appena l'elenco si aggiorna.`
            : t`Senza connessione le azioni non sono disponibili: tornano appena sei online.`}
        </p>
      )}
      {problems.length > 0 && (
        <TitledSection
          title={<Trans>Problemi di sistema</Trans>}
          level={3}
          className="mt-4"
          titleClassName="text-lg font-semibold text-wine-800"
        >
          <ul className="mt-2 space-y-4">
            {problems.map((item) => (
              <SystemProblemRow key={item.id} uid={uid} item={item} readOnly={readOnly} />
            ))}
          </ul>
        </TitledSection>
      )}
      {items.length === 0 && problems.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-center text-stone-700 shadow-sm ring-1 ring-stone-200">
          <Trans>Niente da controllare.</Trans>
        </p>
      ) : (
        items.length > 0 && (
          <ul className="mt-4 space-y-4" aria-label={t`Segnalazioni da controllare`}>
            {items.map((item) => (
              <AttentionRow key={item.id} uid={uid} item={item} readOnly={readOnly} />
            ))}
          </ul>
        )
      )}
      {attention.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass('outline', 'small')} mt-4 min-h-11`}
          disabled={!online || attention.isFetchingNextPage}
          aria-busy={attention.isFetchingNextPage}
          onClick={() => void attention.fetchNextPage()}
        >
          {attention.isFetchingNextPage ? t`Caricamento...` : t`Mostra altre`}
        </button>
      )}
    </section>
  );
}
